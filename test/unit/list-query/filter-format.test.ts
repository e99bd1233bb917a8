import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  type FilterNode,
  type FilterValue,
  formatFilter,
  matchesFilter,
  parseFilter,
} from "../../../src/list-query/index.js";
import { cmp, tree } from "../../support/filter.js";
import { tokenSoupArb, treeArb } from "../../support/filter-arbitraries.js";

const a = cmp("a", "eq", 1);
const b = cmp("b", "eq", 2);
const c = cmp("c", "eq", 3);

describe("formatFilter", () => {
  test.each([
    ['GIVENNAME EQ "Ann"', 'GIVENNAME eq "Ann"'],
    ["a   Pr", "a pr"],
    ['status IN("A","B" , null)', 'status in ("A", "B", null)'],
    ["x NIN (1)", "x nin (1)"],
    ["a eq TRUE and b ne FALSE or c eq NULL", "a eq true and b ne false or c eq null"],
    ["NOT(a pr)", "not (a pr)"],
    ["((a pr))", "a pr"],
    ["(a pr and b pr) or c pr", "a pr and b pr or c pr"],
    ["a pr or (b pr and c pr)", "a pr or b pr and c pr"],
    ["(a pr or b pr) and c pr", "(a pr or b pr) and c pr"],
    ["(a pr and b pr) and c pr", "(a pr and b pr) and c pr"],
    ["a pr or (b pr or c pr)", "a pr or (b pr or c pr)"],
    ["not (a pr or b pr) and not (c pr)", "not (a pr or b pr) and not (c pr)"],
    ['a eq "\\u0041\\n\\"\\/"', 'a eq "A\\n\\"/"'],
    ["a eq 1E+2", "a eq 100"],
    ["a eq 1e21", "a eq 1e+21"],
    ["a eq -0", "a eq -0"],
    ["a eq 0.000001", "a eq 0.000001"],
    ["a eq 1e-7", "a eq 1e-7"],
  ])("%j is written canonically as %j", (text, canonical) => {
    expect(formatFilter(tree(text))).toBe(canonical);
  });

  test("operators and keywords are lower-case, attribute names keep their spelling", () => {
    expect(formatFilter(tree('GivenName SW "a" AND Emails.Value PR'))).toBe('GivenName sw "a" and Emails.Value pr');
  });

  test("strings are written by JSON.stringify, lone surrogates as escapes", () => {
    expect(formatFilter(cmp("a", "eq", "\ud800 \u0001 é"))).toBe('a eq "\\ud800 \\u0001 é"');
  });

  test("an or inside an and is parenthesised; an and inside an or is not", () => {
    expect(formatFilter({ kind: "and", operands: [{ kind: "or", operands: [a, b] }, c] })).toBe(
      "(a eq 1 or b eq 2) and c eq 3",
    );
    expect(formatFilter({ kind: "or", operands: [{ kind: "and", operands: [a, b] }, c] })).toBe(
      "a eq 1 and b eq 2 or c eq 3",
    );
  });

  test("a node of the same kind as its parent is parenthesised, so the tree reads back the same", () => {
    const nested: FilterNode = { kind: "and", operands: [a, { kind: "and", operands: [b, c] }] };
    expect(formatFilter(nested)).toBe("a eq 1 and (b eq 2 and c eq 3)");
    expect(tree(formatFilter(nested))).toStrictEqual(nested);
  });

  test("not always writes its parentheses, and nothing more inside them", () => {
    expect(formatFilter({ kind: "not", operand: a })).toBe("not (a eq 1)");
    expect(formatFilter({ kind: "not", operand: { kind: "or", operands: [a, b] } })).toBe("not (a eq 1 or b eq 2)");
    expect(formatFilter({ kind: "not", operand: { kind: "not", operand: a } })).toBe("not (not (a eq 1))");
  });

  test("a not operand of and/or needs no extra parentheses", () => {
    expect(formatFilter({ kind: "and", operands: [{ kind: "not", operand: a }, b] })).toBe("not (a eq 1) and b eq 2");
  });

  test("keyword-like attribute names are written bare and read back", () => {
    const node: FilterNode = {
      kind: "or",
      operands: [cmp("not", "eq", 1), { kind: "present", attribute: "and" }, cmp("or", "eq", null)],
    };
    expect(formatFilter(node)).toBe("not eq 1 or and pr or or eq null");
    expect(tree(formatFilter(node))).toStrictEqual(node);
  });

  test("the canonical form is a fixed point: formatting it again changes nothing", () => {
    const text = 'not (a pr or B.c in (1, "x")) and (d lt 2 or e ge -1.5e-9)';
    const once = formatFilter(tree(text));
    expect(formatFilter(tree(once))).toBe(once);
  });

  test("a flat chain of 100000 clauses is formatted", () => {
    const operands = Array.from({ length: 100_000 }, (_, i) => cmp(`a${i}`, "eq", i));
    const text = formatFilter({ kind: "or", operands: operands as [FilterNode, FilterNode, ...FilterNode[]] });
    expect(text.startsWith("a0 eq 0 or a1 eq 1 or")).toBe(true);
    expect(text.endsWith("a99999 eq 99999")).toBe(true);
  });

  test("a tree 1000000 not-levels deep is formatted without a stack overflow", () => {
    let node: FilterNode = a;
    for (let i = 0; i < 1_000_000; i++) node = { kind: "not", operand: node };
    const text = formatFilter(node);
    expect(text.length).toBe("not (".length * 1_000_000 + "a eq 1".length + 1_000_000);
  });
});

describe("formatFilter rejects trees no text can express", () => {
  const cases: [string, unknown][] = [
    ["an empty attribute", { kind: "present", attribute: "" }],
    ["an attribute with a space", cmp("a b", "eq", 1)],
    ["an attribute starting with a digit", cmp("1a", "eq", 1)],
    ["an attribute with an empty segment", cmp("a..b", "eq", 1)],
    ["an attribute ending in a dot", cmp("a.", "eq", 1)],
    ["an attribute that is not a string", { kind: "present", attribute: 1 }],
    ["a missing attribute", { kind: "present" }],
    ["a number that is not finite", cmp("a", "eq", Number.POSITIVE_INFINITY)],
    ["NaN", cmp("a", "eq", Number.NaN)],
    ["a value that is no literal", { kind: "compare", attribute: "a", operator: "eq", value: {} }],
    ["an undefined value", { kind: "compare", attribute: "a", operator: "eq", value: undefined }],
    ["a compare with a list operator", { kind: "compare", attribute: "a", operator: "in", value: 1 }],
    ["a compare with an upper-case operator", { kind: "compare", attribute: "a", operator: "EQ", value: 1 }],
    ["a compare with the presence operator", { kind: "compare", attribute: "a", operator: "pr", value: 1 }],
    [
      "a compare with an inherited key for an operator",
      { kind: "compare", attribute: "a", operator: "toString", value: 1 },
    ],
    ["an in node with another operator", { kind: "in", attribute: "a", operator: "eq", values: [1] }],
    ["an empty in list", { kind: "in", attribute: "a", operator: "in", values: [] }],
    ["an in list that is no array", { kind: "in", attribute: "a", operator: "in", values: "x" }],
    ["an and with one operand", { kind: "and", operands: [a] }],
    ["an or without operands", { kind: "or", operands: [] }],
    ["an or whose operands are no array", { kind: "or", operands: "ab" }],
    ["an unknown kind", { kind: "xor", attribute: "a" }],
  ];
  test.each(cases)("%s is a TypeError", (_, node) => {
    expect(() => formatFilter(node as FilterNode)).toThrow(TypeError);
  });
});

describe("round trip", () => {
  test("parseFilter(formatFilter(tree)) equals tree, for every tree", () => {
    fc.assert(
      fc.property(treeArb(), (ast) => {
        const text = formatFilter(ast);
        const result = parseFilter(text, { maxLength: Number.POSITIVE_INFINITY, maxDepth: Number.POSITIVE_INFINITY });
        expect(result).toStrictEqual({ ok: true, value: ast });
      }),
      { numRuns: 500 },
    );
  });

  test("formatFilter(parseFilter(text)) is canonical: formatting its parse gives it back", () => {
    fc.assert(
      fc.property(tokenSoupArb, (text) => {
        const result = parseFilter(text);
        if (!result.ok) return;
        const canonical = formatFilter(result.value);
        const again = parseFilter(canonical);
        expect(again).toStrictEqual({ ok: true, value: result.value });
        expect(again.ok && formatFilter(again.value)).toBe(canonical);
      }),
      { numRuns: 2000 },
    );
  });

  test("formatting keeps precedence: the canonical text evaluates like the tree", () => {
    const attributes = fc.constantFrom("a", "b", "c");
    const literals = fc.constantFrom<FilterValue>(1, 2, "x", null, true);
    const items = fc.record({
      a: fc.constantFrom(1, 2, "x", null),
      b: fc.constantFrom(1, "x", true),
      c: fc.constantFrom(2, null),
    });
    fc.assert(
      fc.property(treeArb(attributes, literals), items, (ast, item) => {
        const reparsed = parseFilter(formatFilter(ast), { maxDepth: Number.POSITIVE_INFINITY });
        expect(reparsed.ok && matchesFilter(reparsed.value, item)).toBe(matchesFilter(ast, item));
      }),
    );
  });
});

describe("value paths", () => {
  test("formatFilter rejects a value path whose attribute is no path", () => {
    expect(() => formatFilter({ kind: "valuePath", attribute: "1a", filter: tree("b pr") })).toThrow(TypeError);
  });

  test("formatFilter rejects a nested value path, which no text can hold", () => {
    const nested = { kind: "valuePath", attribute: "a", filter: tree("b[c pr]") } as FilterNode;
    expect(() => formatFilter(nested)).toThrow(TypeError);
  });
});
