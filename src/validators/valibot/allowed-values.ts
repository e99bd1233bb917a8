import type { ValibotIssue } from "./valibot-issue.js";

/**
 * The values a valibot `expected` names, one per option: `("a" | "b")` gives
 * `a` and `b`, `"a"` gives `a`, `1` gives `1`. valibot writes a string value
 * in double quotes without escaping, so a value that holds `" | "` itself
 * reads as two. `undefined` when `expected` names no values (a type, such as
 * `string`, or `Object`).
 */
export function expectedValues(expected: string | null): string[] | undefined {
  if (expected === null) return undefined;
  const inner = expected.startsWith("(") && expected.endsWith(")") ? expected.slice(1, -1) : expected;
  const values: string[] = [];
  for (const token of inner.split(" | ")) {
    if (token.length >= 2 && token.startsWith('"') && token.endsWith('"')) values.push(token.slice(1, -1));
    // A number, a bigint, a boolean, null or undefined: written as itself.
    else if (/^(?:-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|Infinity)n?|NaN|true|false|null|undefined)$/.test(token)) {
      values.push(token);
    } else return undefined;
  }
  return values;
}

/** A value of a requirement as a wire string: a date as ISO 8601, anything else as `String` writes it. */
export function valueText(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  return String(value);
}

/**
 * The values a union of literals takes, when every option failed as a literal
 * on the value itself; else `undefined`.
 */
export function unionValues(issue: ValibotIssue): string[] | undefined {
  const options = issue.issues;
  if (options === undefined || options.length === 0) return undefined;
  const values: string[] = [];
  for (const option of options) {
    // An option's issue about the value itself has no path: the options' paths start at the union's value.
    if (option.type !== "literal" || (option.path?.length ?? 0) !== 0) return undefined;
    const named = expectedValues(option.expected);
    if (named === undefined) return undefined;
    values.push(...named);
  }
  return values;
}
