import { expect } from "vitest";
import type { FilterNode, FilterSyntaxError, ParseFilterOptions } from "../../src/list-query/index.js";
import { parseFilter } from "../../src/list-query/index.js";

/** The tree of a filter that must parse. */
export function tree(text: string, options?: ParseFilterOptions): FilterNode {
  const result = parseFilter(text, options);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The syntax error of a filter that must not parse. */
export function syntaxError(text: string, options?: ParseFilterOptions): FilterSyntaxError {
  const result = parseFilter(text, options);
  if (result.ok || result.syntax === undefined) {
    throw new Error(`expected a syntax error for ${JSON.stringify(text)}, got ${JSON.stringify(result)}`);
  }
  return result.syntax;
}

/** What `where` shows for `found` at the end of the filter, where a syntax error has none. */
export const END = "(end)";

/** Position, expected and found of a syntax error, for compact assertions (`found` absent: `END`). */
export function where(text: string): [number, string, string] {
  const { position, expected, found } = syntaxError(text);
  return [position, expected, found ?? END];
}

export const EXPECT_TERM = "term";
export const EXPECT_OPERATOR = "operator";
export const EXPECT_VALUE = "value";
export const EXPECT_AFTER_TOP = "junction_or_end";
export const EXPECT_AFTER_GROUP = "junction_or_close_parenthesis";

export const cmp = (attribute: string, operator: string, value: string | number | boolean | null): FilterNode =>
  ({ kind: "compare", attribute, operator, value }) as FilterNode;

/** Checks that a deep tree is a chain of `depth` `not` nodes around `inner`, without recursion. */
export function expectNotChain(node: FilterNode, depth: number, inner: FilterNode): void {
  let current = node;
  for (let i = 0; i < depth; i++) {
    if (current.kind !== "not") throw new Error(`level ${i} is ${current.kind}, not not`);
    current = current.operand;
  }
  expect(current).toStrictEqual(inner);
}

/**
 * `expect(actual).toStrictEqual(expected)` for values of any depth, such as filter trees with the
 * limits lifted: vitest's equality recurses once per level (several frames each), and a tree 4000
 * `not` deep uses most of a worker's stack (it overflowed once in a FUZZ_RUNS=20 run). Walks both
 * with an explicit stack: the same prototype and own property names at every object, and
 * toStrictEqual on every pair of primitives.
 */
export function expectStrictEqualDeep(actual: unknown, expected: unknown): void {
  const pairs: [unknown, unknown, string][] = [[actual, expected, "(root)"]];
  while (pairs.length > 0) {
    const [a, b, path] = pairs.pop() as [unknown, unknown, string];
    if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) {
      expect(a, path).toStrictEqual(b);
      continue;
    }
    expect(Object.getPrototypeOf(a), path).toBe(Object.getPrototypeOf(b));
    const names = Object.getOwnPropertyNames(b).sort();
    expect(Object.getOwnPropertyNames(a).sort(), path).toStrictEqual(names);
    for (const name of names)
      pairs.push([(a as Record<string, unknown>)[name], (b as Record<string, unknown>)[name], `${path}.${name}`]);
  }
}
