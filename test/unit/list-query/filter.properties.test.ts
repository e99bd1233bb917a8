import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  type AttributeDeclaration,
  type FilterNode,
  type FilterValue,
  formatFilter,
  type ListOperation,
  matchesFilter,
  parseFilter,
  type ValueType,
  validateFilter,
} from "../../../src/list-query/index.js";
import { tokenSoupArb, treeArb } from "../../support/filter-arbitraries.js";

/** Checks the shape of any parse result, and returns it. */
function checkResult(text: string): ReturnType<typeof parseFilter> {
  const result = parseFilter(text, { maxLength: Number.POSITIVE_INFINITY });
  if (result.ok) return result;
  if (result.syntax !== undefined) {
    expect(result.error.code).toBe("invalid_request");
    expect(result.syntax.position).toBeGreaterThanOrEqual(0);
    expect(result.syntax.position).toBeLessThanOrEqual(text.length);
    expect(result.error.details).toStrictEqual({
      parameter: "query",
      position: result.syntax.position,
      expected: result.syntax.expected,
      found: result.syntax.found,
    });
  } else {
    expect(result.violation.code).toBe("max_nesting_depth_exceeded");
  }
  return result;
}

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

describe("never throws", () => {
  test("parseFilter never throws on any string (UTF-16 code units, lone surrogates included)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => void checkResult(text)),
      { numRuns: 2000 },
    );
  });

  test("parseFilter never throws on any string of full Unicode characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => void checkResult(text)),
      { numRuns: 1000 },
    );
  });

  test("parseFilter never throws on text made of the grammar's tokens, and reports a position inside the text", () => {
    fc.assert(
      fc.property(tokenSoupArb, (text) => void checkResult(text)),
      { numRuns: 5000 },
    );
  });

  test("parseFilter never throws on a valid filter with one character changed, inserted or removed", () => {
    fc.assert(
      fc.property(
        treeArb(),
        fc.nat(),
        fc.string({ unit: "binary", minLength: 0, maxLength: 1 }),
        fc.boolean(),
        (ast, at, insert, replace) => {
          const text = formatFilter(ast);
          const index = at % (text.length + 1);
          checkResult(text.slice(0, index) + insert + text.slice(index + (replace ? 1 : 0)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  const typeArb = fc.constantFrom<ValueType>("string", "number", "boolean", "date-time");
  const filterableArb: fc.Arbitrary<ListOperation> = fc
    .dictionary(
      fc.constantFrom("a", "A", "b", "a.b", "not", "__proto__", "constructor"),
      fc
        .record(
          {
            type: typeArb,
            filter: fc.oneof(
              fc.constant(true),
              fc.subarray(["eq", "ne", "sw", "co", "ew", "lt", "le", "gt", "ge", "in", "nin", "pr"] as const),
            ),
            caseSensitive: fc.boolean(),
          },
          { requiredKeys: ["type", "filter"] },
        )
        // sw, co and ew on a type other than string are a malformed declaration (a TypeError).
        .map(
          (declared): AttributeDeclaration =>
            declared.type === "string" || declared.filter === true
              ? declared
              : { ...declared, filter: declared.filter.filter((op) => !["sw", "co", "ew"].includes(op)) },
        ),
    )
    .map((attributes) => ({ attributes }));

  test("validateFilter never throws on any tree, and a success is a tree that still formats", () => {
    fc.assert(
      fc.property(treeArb(), filterableArb, (ast, filterable) => {
        const result = validateFilter(ast, filterable);
        if (result.ok)
          expect(
            parseFilter(formatFilter(result.value), { maxLength: Number.POSITIVE_INFINITY, maxDepth: 100 }).ok,
          ).toBe(true);
        else expect(result.violations.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  test("matchesFilter never throws on any tree and any item", () => {
    fc.assert(
      fc.property(
        treeArb(),
        fc.anything({ withNullPrototype: true, withMap: true, withSet: true, withDate: true }),
        filterableArb,
        (ast, item, filterable) => {
          expect(typeof matchesFilter(ast, item, filterable)).toBe("boolean");
        },
      ),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------
// A naive reference evaluator, written straight from the rules in docs/filter.md,
// recursive and slow on purpose.

type Rule = { type?: ValueType; caseSensitive: boolean };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

function lookup(record: Record<string, unknown>, key: string): unknown {
  if (Object.hasOwn(record, key)) return record[key];
  // ASCII letters only fold.
  const ascii = (k: string) => k.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const match = Object.keys(record).find((k) => ascii(k) === ascii(key));
  return match === undefined ? undefined : record[match];
}

function referenceValues(item: unknown, path: string): unknown[] {
  if (!isObject(item)) return [];
  let level: unknown[] = [item];
  for (const segment of path.split(".")) {
    level = level
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter(isObject)
      .map((o) => lookup(o, segment));
  }
  return level.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => v !== null && v !== undefined);
}

function time(x: unknown): number {
  // RFC 3339 with an offset only; Date.parse reads these alike in every time zone.
  const rfc3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;
  if (typeof x === "string") return rfc3339.test(x) ? Date.parse(x) : Number.NaN;
  return x instanceof Date ? x.getTime() : Number.NaN;
}

/** Code point order, as PostgreSQL's COLLATE "C". */
function byCodePoint(a: string, b: string): number {
  const [x, y] = [Array.from(a, (c) => c.codePointAt(0) as number), Array.from(b, (c) => c.codePointAt(0) as number)];
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number) ? -1 : 1;
  return Math.sign(x.length - y.length);
}

/** RFC 7644's pr: a value that is not null, "", nor a list or object of only such values. */
function nonEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === "") return false;
  if (Array.isArray(v)) return v.some(nonEmpty);
  if (isObject(v) && !(v instanceof Date)) return Object.values(v).some(nonEmpty);
  return true;
}

/** What comparisons read: an element with a `value` member stands for it. */
function compared(values: unknown[]): unknown[] {
  return values.flatMap((v) => {
    const member = isObject(v) ? lookup(v, "value") : v;
    return member === undefined && isObject(v) ? [v] : member === null || member === undefined ? [] : [member];
  });
}

function referenceEquals(v: unknown, l: FilterValue, rule: Rule): boolean {
  if (rule.type === "date-time") return !Number.isNaN(time(v)) && time(v) === time(l);
  if (typeof v === "string" && typeof l === "string")
    return rule.caseSensitive ? v === l : v.toLowerCase() === l.toLowerCase();
  return v === l;
}

function referenceOrder(v: unknown, l: FilterValue, rule: Rule): number | undefined {
  if (rule.type === "date-time") {
    const [a, b] = [time(v), time(l)];
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.sign(a - b);
  }
  if (typeof v === "number" && typeof l === "number") return Math.sign(v - l);
  if (typeof v === "boolean" && typeof l === "boolean") return Number(v) - Number(l);
  if (typeof v === "string" && typeof l === "string") {
    const [a, b] = [v.toLowerCase(), l.toLowerCase()];
    if (a !== b) return byCodePoint(a, b);
    if (!rule.caseSensitive || v === l) return 0;
    return byCodePoint(v, l);
  }
  return undefined;
}

function referenceTerm(operator: string, v: unknown, l: FilterValue, rule: Rule): boolean {
  const fold = (s: string) => (rule.caseSensitive ? s : s.toLowerCase());
  switch (operator) {
    case "eq":
      return referenceEquals(v, l, rule);
    case "ne":
      return !referenceEquals(v, l, rule);
    case "sw":
      return typeof v === "string" && typeof l === "string" && fold(v).startsWith(fold(l));
    case "ew":
      return typeof v === "string" && typeof l === "string" && fold(v).endsWith(fold(l));
    case "co":
      return typeof v === "string" && typeof l === "string" && fold(v).includes(fold(l));
  }
  const order = referenceOrder(v, l, rule);
  if (order === undefined) return false;
  return { lt: order < 0, le: order <= 0, gt: order > 0, ge: order >= 0 }[operator as "lt"];
}

function reference(node: FilterNode, item: unknown, rules: Record<string, Rule>): boolean {
  switch (node.kind) {
    case "and":
      return node.operands.every((o) => reference(o, item, rules));
    case "or":
      return node.operands.some((o) => reference(o, item, rules));
    case "not":
      return !reference(node.operand, item, rules);
  }
  if (node.kind === "valuePath") {
    // Some element (an object) satisfies the inner filter, read on the element, without declarations.
    const spelled = Object.keys(rules).find((name) => name.toLowerCase() === node.attribute.toLowerCase());
    return referenceValues(item, spelled ?? node.attribute)
      .filter(isObject)
      .some((element) => reference(node.filter, element, {}));
  }
  // A declared attribute (found ignoring case) is read by its declared spelling.
  const declared = Object.keys(rules).find((name) => name.toLowerCase() === node.attribute.toLowerCase());
  const rule = declared === undefined ? { caseSensitive: false } : (rules[declared] as Rule);
  const present = referenceValues(item, declared ?? node.attribute);
  if (node.kind === "present") return present.some(nonEmpty);
  if (node.kind === "compare" && node.value === null)
    return node.operator === "eq" ? present.length === 0 : node.operator === "ne" && present.length > 0;
  const values = compared(present);
  if (node.kind === "compare") return values.some((v) => referenceTerm(node.operator, v, node.value, rule));
  if (values.length === 0) return node.operator === "in" && node.values.includes(null);
  const listed = (v: unknown) => node.values.some((l) => l !== null && referenceEquals(v, l, rule));
  return node.operator === "in" ? values.some(listed) : values.some((v) => !listed(v));
}

describe("evaluation agrees with a reference", () => {
  const DATES = ["2024-01-01T00:00:00Z", "2024-01-01T01:00:00+01:00", "2024-06-01T00:00:00Z", "garbage"];
  const scalar = fc.oneof(
    fc.constantFrom<FilterValue>("x", "X", "xy", "Xy", "yx", "", ...DATES, 0, 1, -1, 2.5, true, false, null),
    fc.string({ maxLength: 3 }),
  );
  const literalArb = scalar;
  const valueArb: fc.Arbitrary<unknown> = fc.oneof(
    scalar,
    fc.constant(undefined),
    fc.array(scalar, { maxLength: 3 }),
    fc.constant(new Date("2024-01-01T00:00:00Z")),
    fc.constant(Number.NaN),
  );
  const itemArb = fc.record(
    {
      a: valueArb,
      A: valueArb,
      b: valueArb,
      e: fc.array(fc.oneof(fc.record({ value: valueArb, type: scalar }, { requiredKeys: [] }), scalar), {
        maxLength: 3,
      }),
      c: fc.oneof(
        fc.record({ d: valueArb, D: valueArb }, { requiredKeys: [] }),
        fc.array(fc.record({ d: valueArb }, { requiredKeys: [] }), { maxLength: 3 }),
        scalar,
      ),
    },
    { requiredKeys: [] },
  );
  const attributeArb = fc.constantFrom("a", "A", "b", "B", "c.d", "C.D", "c", "e", "e.type", "missing");
  const typeArb = fc.constantFrom<ValueType>("string", "number", "boolean", "date-time");
  const rulesArb = fc.record(
    {
      a: fc.record({ type: typeArb, caseSensitive: fc.boolean() }),
      b: fc.record({ type: typeArb, caseSensitive: fc.boolean() }),
    },
    { requiredKeys: [] },
  );

  /** The rules as an operation declares them: each attribute filterable with its type's operators. */
  const filterableOf = (
    rules: Readonly<Record<string, { type: ValueType; caseSensitive: boolean }>>,
  ): ListOperation => ({
    attributes: Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, { ...rule, filter: true }])),
  });

  test("matchesFilter equals the reference evaluator on random trees and items, without declarations", () => {
    fc.assert(
      fc.property(treeArb(attributeArb, literalArb, 4), itemArb, (ast, item) => {
        expect(matchesFilter(ast, item)).toBe(reference(ast, item, {}));
      }),
      { numRuns: 3000 },
    );
  });

  test("matchesFilter equals the reference evaluator on random trees and items, with declared types and case rules", () => {
    fc.assert(
      fc.property(treeArb(attributeArb, literalArb, 4), itemArb, rulesArb, (ast, item, rules) => {
        expect(matchesFilter(ast, item, filterableOf(rules))).toBe(reference(ast, item, rules));
      }),
      { numRuns: 3000 },
    );
  });

  test("a parsed and validated filter evaluates like the reference", () => {
    fc.assert(
      fc.property(treeArb(attributeArb, literalArb, 4), itemArb, rulesArb, (ast, item, rules) => {
        const filterable = filterableOf(rules);
        const parsed = parseFilter(formatFilter(ast), { maxDepth: Number.POSITIVE_INFINITY });
        if (!parsed.ok) throw new Error("a formatted tree must parse");
        const checked = validateFilter(parsed.value, filterable);
        if (!checked.ok) return;
        expect(matchesFilter(checked.value, item, filterable)).toBe(reference(ast, item, rules));
      }),
      { numRuns: 2000 },
    );
  });
});
