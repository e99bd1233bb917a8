import { describe, expect, test } from "vitest";
import {
  type FilterNode,
  formatFilter,
  matchesFilter,
  parseFilter,
  validateFilter,
} from "../../../src/list-query/index.js";
import { cmp, EXPECT_AFTER_GROUP, EXPECT_TERM, expectNotChain, syntaxError, tree } from "../../support/filter.js";

const NO_LIMITS = { maxLength: Number.POSITIVE_INFINITY, maxDepth: Number.POSITIVE_INFINITY };
const present: FilterNode = { kind: "present", attribute: "a" };

describe("known failures of npm filter parsers", () => {
  test("an unterminated string followed by 10^6 newlines fails fast at the first newline", () => {
    const text = `a eq "abc${"\n".repeat(1_000_000)}`;
    expect(syntaxError(text, NO_LIMITS).position).toBe(9);
  });

  test("an unterminated string followed by 10^6 escaped newlines fails at the end of the text", () => {
    const text = `a eq "abc${"\\n".repeat(500_000)}`;
    const error = syntaxError(text, NO_LIMITS);
    expect([error.position, error.expected, error.found]).toStrictEqual([text.length, "string_end", undefined]);
  });

  test("10^4 nested ( is max_nesting_depth_exceeded by default", () => {
    const result = parseFilter("(".repeat(10_000), { maxLength: Number.POSITIVE_INFINITY });
    expect(!result.ok && result.violation?.code).toBe("max_nesting_depth_exceeded");
  });

  test("10^4 nested ( without the depth limit is a syntax error at the end", () => {
    expect(syntaxError("(".repeat(10_000), NO_LIMITS)).toMatchObject({ position: 10_000, expected: EXPECT_TERM });
  });

  test("10^4 nested not ( without the depth limit is a syntax error at the end", () => {
    expect(syntaxError("not (".repeat(10_000), NO_LIMITS)).toMatchObject({ position: 50_000, expected: EXPECT_TERM });
  });

  test("10^4 nested ( around a term, one ) short, fails at the end", () => {
    const text = `${"(".repeat(10_000)}a pr${")".repeat(9_999)}`;
    expect(syntaxError(text, NO_LIMITS)).toMatchObject({ position: text.length, expected: EXPECT_AFTER_GROUP });
  });

  test("10^5 and 10^6 balanced parentheses parse with the depth limit raised, without a stack overflow", () => {
    for (const depth of [100_000, 1_000_000]) {
      expect(tree(`${"(".repeat(depth)}a pr${")".repeat(depth)}`, NO_LIMITS)).toStrictEqual(present);
    }
  });

  test("10^6 nested not ( ... ) parse, and the deep tree formats, validates and evaluates", () => {
    const depth = 1_000_000;
    const ast = tree(`${"not (".repeat(depth)}a pr${")".repeat(depth)}`, NO_LIMITS);
    expectNotChain(ast, depth, present);
    expect(formatFilter(ast).length).toBe(depth * 6 + 4);
    expect(validateFilter(ast, { attributes: { a: { type: "string", filter: true } } }).ok).toBe(true);
    expect(matchesFilter(ast, { a: 1 })).toBe(true);
  });

  test("10^5 nested groups alternating and/or parse", () => {
    const depth = 100_000;
    const ast = tree(`${"(a pr and (b pr or ".repeat(depth)}c pr${"))".repeat(depth)}`, NO_LIMITS);
    let current = ast;
    for (let i = 0; i < depth; i++) {
      if (current.kind !== "and") throw new Error(`level ${i}`);
      const inner = current.operands[1];
      if (inner.kind !== "or") throw new Error(`level ${i}`);
      current = inner.operands[1];
    }
    expect(current).toStrictEqual({ kind: "present", attribute: "c" });
  });

  test("a flat chain of 10^5 clauses is one node with 10^5 operands", () => {
    const n = 100_000;
    const text = Array.from({ length: n }, (_, i) => `a${i} eq ${i}`).join(" or ");
    const ast = tree(text, NO_LIMITS);
    expect(ast.kind === "or" && ast.operands.length).toBe(n);
    expect(ast.kind === "or" && ast.operands[n - 1]).toStrictEqual(cmp(`a${n - 1}`, "eq", n - 1));
  });

  test("a chain of 10^5 clauses alternating and/or keeps precedence", () => {
    const n = 100_000;
    const text = Array.from({ length: n }, (_, i) => `a eq ${i}`).join(" and b pr or ");
    const ast = tree(text, NO_LIMITS);
    expect(ast.kind === "or" && ast.operands.length).toBe(n);
    expect(ast.kind === "or" && ast.operands[1]).toStrictEqual({
      kind: "and",
      operands: [cmp("a", "eq", 1), { kind: "present", attribute: "b" }],
    });
  });

  test("a 1 MB string literal parses with maxLength raised", () => {
    const literal = "x".repeat(1_000_000);
    expect(tree(`a eq "${literal}"`, NO_LIMITS)).toStrictEqual(cmp("a", "eq", literal));
  });

  test("a 1 MB string literal made of escapes parses", () => {
    expect(tree(`a eq "${"\\u0041\\n".repeat(125_000)}"`, NO_LIMITS)).toStrictEqual(
      cmp("a", "eq", "A\n".repeat(125_000)),
    );
  });

  test("a 1 MB attribute path and a 1 MB number parse", () => {
    const path = Array.from({ length: 100_000 }, () => "abcdefghi").join(".");
    expect(tree(`${path} pr`, NO_LIMITS)).toStrictEqual({ kind: "present", attribute: path });
    expect(tree(`a eq 0.${"1".repeat(1_000_000)}`, NO_LIMITS)).toStrictEqual(cmp("a", "eq", 0.1111111111111111));
    expect(syntaxError(`a eq ${"9".repeat(1_000_000)}`, NO_LIMITS).expected).toBe("finite_number");
  });

  test("a 1 MB filter is too_long under the default limit, without being read", () => {
    const result = parseFilter(`a eq "${"x".repeat(1_000_000)}"`);
    expect(!result.ok && result.violation?.code).toBe("too_long");
  });
});

// How the time grows with these inputs and with flat chains, nested groups, nested not groups,
// escaped strings and groups in a value path (each at 1x and 8x) is measured by
// `BENCH_ONLY=linearity npm run bench` (bench/linearity.mjs), never timed here; the tests
// above and below show that those parse whole at 10^5 to 10^6 tokens.
describe("long in lists, strings, value path chains and names parse whole", () => {
  test("an in list of 160,000 numbers keeps every one, in order", () => {
    const values = Array.from({ length: 160_000 }, (_, i) => i);
    expect(tree(`a in (${values.join(", ")})`, NO_LIMITS)).toStrictEqual({
      kind: "in",
      attribute: "a",
      operator: "in",
      values,
    });
  });

  test("an unterminated string of 1.6 MB is a syntax error at its end", () => {
    const text = `a eq "${"x".repeat(1_600_000)}`;
    expect(syntaxError(text, NO_LIMITS).position).toBe(text.length);
  });

  test("a chain of 40,000 value paths is one or of 40,000 operands", () => {
    const node = tree(
      Array.from({ length: 40_000 }, (_, i) => `e${i}[type eq "w" and value co "@x"]`).join(" or "),
      NO_LIMITS,
    );
    expect(node.kind === "or" && [node.operands.length, node.operands[39_999]?.kind]).toStrictEqual([
      40_000,
      "valuePath",
    ]);
  });

  test("a schema-qualified name of 2 MB is one attribute", () => {
    const attribute = `urn:${"ietf:".repeat(400_000)}User:userName`;
    expect(tree(`${attribute} pr`, NO_LIMITS)).toStrictEqual({ kind: "present", attribute });
  });
});

describe("value paths and brackets at depth", () => {
  test("10^5 nested ( inside a value path parse with the depth limit raised, and evaluate", () => {
    const n = 100_000;
    const result = parseFilter(`emails[${"(".repeat(n)}type eq "w"${")".repeat(n)}]`, NO_LIMITS);
    expect(result.ok).toBe(true);
    if (result.ok) expect(matchesFilter(result.value, { emails: [{ type: "w" }] })).toBe(true);
  });

  test("10^4 [ is a syntax error at the second one, not a deep stack", () => {
    const result = parseFilter("a[".repeat(10_000), NO_LIMITS);
    expect(result.ok ? undefined : result.syntax?.position).toBe(3);
  });

  test("900 nested ( around a value path is max_nesting_depth_exceeded by default", () => {
    const result = parseFilter(`${"(".repeat(900)}a[b pr]${")".repeat(900)}`);
    expect(result.ok ? undefined : result.violation?.code).toBe("max_nesting_depth_exceeded");
  });
});
