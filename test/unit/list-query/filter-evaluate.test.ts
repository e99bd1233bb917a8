import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  compileListOperation,
  type FilterNode,
  type FilterValue,
  filterMatcher,
  formatFilter,
  type ListOperation,
  matchesFilter,
  paginate,
  parseFilter,
  type ValueType,
  validateFilter,
} from "../../../src/list-query/index.js";
import { cmp, tree } from "../../support/filter.js";
import { filterableArb, treeArb } from "../../support/filter-arbitraries.js";

const matches = (text: string, item: unknown, operation?: ListOperation) => matchesFilter(tree(text), item, operation);

const ann = {
  id: "1",
  givenName: "Ann",
  familyName: "Lee",
  age: 34,
  emailVerified: true,
  status: "ACTIVE",
  createdAt: "2024-03-01T10:00:00Z",
  protocol: { type: "oidc" },
  emails: [{ value: "ann@example.com", type: "work" }, { value: "ann@home.example" }],
  tags: ["admin", "Ops"],
};

describe("comparison operators", () => {
  test.each([
    ['givenName eq "Ann"', true],
    ['givenName eq "ann"', true],
    ['givenName eq "An"', false],
    ['givenName ne "Bob"', true],
    ['givenName ne "ANN"', false],
    ['givenName sw "a"', true],
    ['givenName sw "n"', false],
    ['givenName co "N"', true],
    ['givenName co "x"', false],
    ['givenName ew "NN"', true],
    ['givenName ew "A"', false],
    ["age eq 34", true],
    ["age ne 34", false],
    ["age gt 33", true],
    ["age gt 34", false],
    ["age ge 34", true],
    ["age lt 34", false],
    ["age lt 35", true],
    ["age le 34", true],
    ["age le 33.5", false],
    ["emailVerified eq true", true],
    ["emailVerified eq false", false],
    ["emailVerified ne false", true],
    ['givenName lt "bob"', true],
    ['givenName gt "ANA"', true],
    ['givenName le "ANN"', true],
    ['givenName ge "ann"', true],
    ['givenName gt "ann"', false],
  ])("%s on Ann is %s", (text, expected) => {
    expect(matches(text, ann)).toBe(expected);
  });

  test("NaN in an item matches no order comparison", () => {
    for (const operator of ["lt", "le", "gt", "ge", "eq"])
      expect(matches(`n ${operator} 1`, { n: Number.NaN })).toBe(false);
  });

  test("booleans order false before true", () => {
    expect(matches("emailVerified gt false", ann)).toBe(true);
    expect(matches("emailVerified lt true", ann)).toBe(false);
  });

  test("a value and a literal of different kinds never compare: false for eq, lt and friends, true for ne", () => {
    expect(matches('age eq "34"', ann)).toBe(false);
    expect(matches('age gt "1"', ann)).toBe(false);
    expect(matches('age sw "3"', ann)).toBe(false);
    expect(matches("givenName lt 5", ann)).toBe(false);
    expect(matches("givenName lt true", ann)).toBe(false);
    expect(matches('age ne "34"', ann)).toBe(true);
    expect(matches("protocol eq 1", ann)).toBe(false);
    expect(matches("protocol gt 1", ann)).toBe(false);
  });

  test("in and nin test membership", () => {
    expect(matches('status in ("BLOCKED", "active")', ann)).toBe(true);
    expect(matches('status in ("BLOCKED")', ann)).toBe(false);
    expect(matches('status nin ("BLOCKED")', ann)).toBe(true);
    expect(matches('status nin ("Active")', ann)).toBe(false);
    expect(matches("age in (1, 34)", ann)).toBe(true);
    expect(matches("age in (null, 34)", ann)).toBe(true);
    expect(matches("age nin (null)", ann)).toBe(true);
  });

  test("pr is true for a present, non-empty value (RFC 7644 Table 3)", () => {
    expect(matches("givenName pr", ann)).toBe(true);
    expect(matches("age pr", { age: 0 })).toBe(true);
    expect(matches("b pr", { b: false })).toBe(true);
    expect(matches("o pr", { o: { a: 0 } })).toBe(true);
    expect(matches("d pr", { d: new Date(0) })).toBe(true);
    expect(matches("l pr", { l: ["", [], "x"] })).toBe(true);
  });

  test.each([
    ["an empty string", ""],
    ["an empty list", []],
    ["an empty object", {}],
    ["a list of empty values", ["", null, [], {}]],
    ["an object of empty members", { a: "", b: null, c: [{}] }],
    ["null", null],
  ])("pr is false for %s, and eq null / ne null keep their rule (missing equals null)", (_, value) => {
    expect(matches("x pr", { x: value })).toBe(false);
    const missing = value === null || (Array.isArray(value) && value.every((v) => v === null));
    expect(matches("x eq null", { x: value })).toBe(missing);
    expect(matches("x ne null", { x: value })).toBe(!missing);
  });

  test("pr on cyclic data ends", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    expect(matches("x pr", { x: cyclic })).toBe(false);
  });
});

describe("missing and null", () => {
  const items = [{}, { x: null }, { x: undefined }, { x: [] }, { x: [null, undefined] }];

  test.each(items)("eq null matches %j", (item) => {
    expect(matches("x eq null", item)).toBe(true);
    expect(matches("x in (1, null)", item)).toBe(true);
  });

  test.each(items)("ne null, pr and every other term are false on %j (ne and nin included)", (item) => {
    for (const text of [
      "x ne null",
      "x pr",
      'x eq "a"',
      'x ne "a"',
      "x ne 1",
      'x sw ""',
      'x co ""',
      'x ew ""',
      "x lt 1",
      "x le 1",
      "x gt 1",
      "x ge 1",
      'x in ("a")',
      'x nin ("a")',
      "x nin (null)",
      'x nin ("a", null)',
    ]) {
      expect([text, matches(text, item)]).toStrictEqual([text, false]);
    }
  });

  test("not of a false term on a missing attribute is true", () => {
    expect(matches('not (x eq "a")', {})).toBe(true);
    expect(matches('not (x ne "a")', {})).toBe(true);
  });

  test.each([0, "", false, "x", {}])("eq null is false and ne null true for the present value %j", (value) => {
    expect(matches("x eq null", { x: value })).toBe(false);
    expect(matches("x ne null", { x: value })).toBe(true);
  });

  test("comparison operators with a null literal are false on present values", () => {
    for (const operator of ["sw", "co", "ew", "lt", "le", "gt", "ge"]) {
      expect(matchesFilter(cmp("x", operator, null), { x: "a" })).toBe(false);
    }
  });

  test("items that are not objects have every attribute missing", () => {
    for (const item of [null, undefined, 1, "x", [{ x: 1 }]]) {
      expect(matches("x eq null", item)).toBe(true);
      expect(matches("x pr", item)).toBe(false);
    }
  });
});

describe("attributes", () => {
  test("dotted paths read nested objects", () => {
    expect(matches('protocol.type eq "OIDC"', ann)).toBe(true);
    expect(matches("protocol.type.x pr", ann)).toBe(false);
    expect(matches("protocol.missing eq null", ann)).toBe(true);
  });

  test("attribute names are case-insensitive against the item's keys", () => {
    expect(matches('GIVENNAME eq "ann" and Protocol.TYPE eq "oidc"', ann)).toBe(true);
  });

  test("inherited members are never read", () => {
    expect(matches("constructor pr", {})).toBe(false);
    expect(matches("__proto__ pr", {})).toBe(false);
    expect(matches("toString pr or hasOwnProperty pr", {})).toBe(false);
    expect(matches("length pr", "abc")).toBe(false);
  });

  test("own keys named like prototype members are plain data", () => {
    const item = JSON.parse('{"__proto__": "p", "constructor": "c"}');
    expect(matches('__proto__ eq "p" and constructor eq "c"', item)).toBe(true);
  });
});

describe("multi-valued attributes", () => {
  test("an array matches when any element matches", () => {
    expect(matches('tags eq "ops"', ann)).toBe(true);
    expect(matches('tags eq "dev"', ann)).toBe(false);
    expect(matches('tags sw "ad"', ann)).toBe(true);
    expect(matches("n gt 5", { n: [1, 9] })).toBe(true);
    expect(matches("n gt 10", { n: [1, 9] })).toBe(false);
  });

  test("ne and nin match when any element differs (SCIM: any element matches)", () => {
    expect(matches('tags ne "admin"', ann)).toBe(true);
    expect(matches('tags ne "admin"', { tags: ["admin"] })).toBe(false);
    expect(matches('tags nin ("admin")', ann)).toBe(true);
    expect(matches('tags nin ("admin", "ops")', ann)).toBe(false);
  });

  test("a path walks into arrays of objects on the way: emails.value", () => {
    expect(matches('emails.value ew "@home.example"', ann)).toBe(true);
    expect(matches('emails.type eq "work"', ann)).toBe(true);
    expect(matches('emails.type eq "home"', ann)).toBe(false);
    expect(matches("emails.type pr", { emails: [{ value: "x" }] })).toBe(false);
  });

  test("null elements are skipped; an array of only nulls is missing", () => {
    expect(matches('tags eq "a"', { tags: [null, "a"] })).toBe(true);
    expect(matches("tags pr", { tags: [null] })).toBe(false);
  });

  test("array elements that are not objects have no attributes; nested arrays are values", () => {
    expect(matches("a.b pr", { a: [1, "x", null, [{ b: 1 }]] })).toBe(false);
    expect(matches("a eq 1", { a: [[1]] })).toBe(false);
    expect(matches("a pr", { a: [[1]] })).toBe(true);
  });
});

describe("case sensitivity", () => {
  const sensitive: ListOperation = {
    attributes: { externalId: { type: "string", filter: true, caseSensitive: true } },
  };
  const item = { externalId: "AbC" };

  test("strings compare ignoring case by default, for every string operator", () => {
    for (const text of [
      'externalId eq "abc"',
      'externalId sw "AB"',
      'externalId co "B"',
      'externalId ew "bc"',
      'externalId in ("ABC")',
    ]) {
      expect([text, matches(text, item)]).toStrictEqual([text, true]);
    }
    expect(matches('externalId ne "ABC"', item)).toBe(false);
    expect(matches('externalId nin ("abc")', item)).toBe(false);
  });

  test("a caseSensitive attribute compares exactly", () => {
    for (const text of [
      'externalId eq "abc"',
      'externalId sw "AB"',
      'externalId co "B"',
      'externalId ew "bc"',
      'externalId in ("ABC")',
    ]) {
      expect([text, matches(text, item, sensitive)]).toStrictEqual([text, false]);
    }
    for (const text of ['externalId eq "AbC"', 'externalId sw "Ab"', 'externalId co "bC"', 'externalId ne "abc"']) {
      expect([text, matches(text, item, sensitive)]).toStrictEqual([text, true]);
    }
    expect(matches('externalId nin ("abc")', item, sensitive)).toBe(true);
  });

  test("ignoring case, le agrees with lt or eq: strings equal but for case are neither lt nor gt", () => {
    expect(matches('externalId le "abc"', item)).toBe(true);
    expect(matches('externalId ge "ABC"', item)).toBe(true);
    expect(matches('externalId lt "abc"', item)).toBe(false);
    expect(matches('externalId gt "abc"', item)).toBe(false);
  });

  test("case-sensitive order is the lower-cased form, then the original (compareValues)", () => {
    expect(matches('externalId gt "abc"', item, sensitive)).toBe(false);
    expect(matches('externalId lt "abc"', item, sensitive)).toBe(true);
    expect(matches('externalId lt "abd"', item, sensitive)).toBe(true);
    expect(matches('externalId le "AbC"', item, sensitive)).toBe(true);
  });

  test("rules are found ignoring case of the filter's spelling", () => {
    expect(matches('EXTERNALID eq "abc"', item, sensitive)).toBe(false);
  });
});

describe("date-time attributes", () => {
  const declared: ListOperation = { attributes: { createdAt: { type: "date-time", filter: true } } };
  const item = { createdAt: "2024-03-01T10:00:00Z" };

  test("compare chronologically, across offsets", () => {
    expect(matches('createdAt eq "2024-03-01T12:00:00+02:00"', item, declared)).toBe(true);
    expect(matches('createdAt gt "2024-03-01T11:00:00+02:00"', item, declared)).toBe(true);
    expect(matches('createdAt lt "2024-03-01T11:00:00+02:00"', item, declared)).toBe(false);
    expect(matches('createdAt ge "2024-03-01T10:00:00.000Z"', item, declared)).toBe(true);
    expect(matches('createdAt ne "2024-03-01T10:00:00.001Z"', item, declared)).toBe(true);
    expect(matches('createdAt in ("2020-01-01T00:00:00Z", "2024-03-01T11:00:00+01:00")', item, declared)).toBe(true);
  });

  test("Date objects in items compare too", () => {
    expect(
      matches('createdAt lt "2025-01-01T00:00:00Z"', { createdAt: new Date("2024-01-01T00:00:00Z") }, declared),
    ).toBe(true);
  });

  test("invalid date-times, in the item or the literal, match no comparison", () => {
    expect(matches('createdAt eq "garbage"', { createdAt: "garbage" }, declared)).toBe(false);
    expect(matches('createdAt gt "2000-01-01T00:00:00Z"', { createdAt: "garbage" }, declared)).toBe(false);
    expect(matches('createdAt lt "garbage"', item, declared)).toBe(false);
    expect(matches("createdAt lt 5", item, declared)).toBe(false);
    expect(matches('createdAt gt "2000-01-01T00:00:00Z"', { createdAt: 5 }, declared)).toBe(false);
  });

  test("without the declaration, date-time strings compare as strings", () => {
    expect(matches('createdAt eq "2024-03-01T12:00:00+02:00"', item)).toBe(false);
  });

  test("sw on a date-time attribute compares the text", () => {
    expect(matches('createdAt sw "2024-03"', item, declared)).toBe(true);
  });
});

describe("logic", () => {
  test("and, or and not", () => {
    expect(matches('givenName eq "Ann" and age gt 30', ann)).toBe(true);
    expect(matches('givenName eq "Ann" and age gt 40', ann)).toBe(false);
    expect(matches('givenName eq "Bob" or age gt 30', ann)).toBe(true);
    expect(matches('givenName eq "Bob" or age gt 40', ann)).toBe(false);
    expect(matches('not (givenName eq "Bob")', ann)).toBe(true);
    expect(matches('not (givenName eq "Ann")', ann)).toBe(false);
  });

  test("precedence: a eq 1 or b eq 2 and c eq 3", () => {
    expect(matches("a eq 1 or b eq 2 and c eq 3", { a: 1, b: 0, c: 0 })).toBe(true);
    expect(matches("(a eq 1 or b eq 2) and c eq 3", { a: 1, b: 0, c: 0 })).toBe(false);
  });

  test("evaluation stops at the first deciding operand", () => {
    let reads = 0;
    const item = {
      get a() {
        reads++;
        return 1;
      },
    };
    expect(matches("x pr and a eq 1", item)).toBe(false);
    expect(matches("x eq null or a eq 1", item)).toBe(true);
    expect(reads).toBe(0);
  });

  test("a deep tree is evaluated without a stack overflow", () => {
    let node: FilterNode = cmp("a", "eq", 1);
    for (let i = 0; i < 1_000_001; i++) node = { kind: "not", operand: node };
    expect(matchesFilter(node, { a: 1 })).toBe(false);
    let mixed: FilterNode = cmp("a", "eq", 1);
    for (let i = 0; i < 100_000; i++)
      mixed = { kind: i % 2 === 0 ? "and" : "or", operands: [{ kind: "present", attribute: "a" }, mixed] };
    expect(matchesFilter(mixed, { a: 1 })).toBe(true);
  });

  test("a flat chain of 100000 clauses is evaluated", () => {
    const operands = Array.from({ length: 100_000 }, (_, i) => cmp("a", "eq", i));
    expect(
      matchesFilter({ kind: "or", operands: operands as [FilterNode, FilterNode, ...FilterNode[]] }, { a: 99_999 }),
    ).toBe(true);
  });
});

describe("filterMatcher", () => {
  test("gives a predicate that filters a list", () => {
    const users = [{ givenName: "Ann" }, { givenName: "Bob" }, { givenName: "anna" }];
    expect(users.filter(filterMatcher(tree('givenName sw "an"')))).toStrictEqual([
      { givenName: "Ann" },
      { givenName: "anna" },
    ]);
  });

  test("checks the declarations it uses once, up front", () => {
    const attributes = { x: { type: "text", filter: true } };
    expect(() => filterMatcher(tree("x pr"), { attributes } as unknown as ListOperation)).toThrow(TypeError);
  });

  test("a term whose attribute is not declared is evaluated with the defaults", () => {
    const declared: ListOperation = { attributes: { x: { type: "string", filter: true } } };
    expect(filterMatcher(tree('other eq "A"'), declared)({ other: "a" })).toBe(true);
  });

  test("a rule declared for a dotted path is found by that path", () => {
    const declared: ListOperation = {
      attributes: { "protocol.type": { type: "string", filter: true, caseSensitive: true } },
    };
    expect(filterMatcher(tree('PROTOCOL.TYPE eq "OIDC"'), declared)(ann)).toBe(false);
    expect(filterMatcher(tree('PROTOCOL.TYPE eq "oidc"'), declared)(ann)).toBe(true);
  });
});

describe("a multi-valued complex attribute compares by its value", () => {
  const bjensen = {
    userName: "bjensen",
    emails: [
      { value: "bjensen@example.com", type: "work", primary: true },
      { value: "babs@jensen.org", type: "home" },
    ],
    tags: ["blue", "green"],
  };

  test("without a declaration, elements with a value member compare by it (RFC 7644's own example)", () => {
    expect(matchesFilter(tree('emails co "example.com"'), bjensen)).toBe(true);
    expect(matchesFilter(tree('emails eq "BABS@JENSEN.ORG"'), bjensen)).toBe(true);
    expect(matchesFilter(tree('emails sw "x"'), bjensen)).toBe(false);
    expect(matchesFilter(tree('emails in ("babs@jensen.org")'), bjensen)).toBe(true);
  });

  test("elements that are strings, numbers or booleans compare directly", () => {
    expect(matchesFilter(tree('tags eq "green"'), bjensen)).toBe(true);
    expect(matchesFilter(tree("n gt 2"), { n: [1, 3] })).toBe(true);
  });

  test("elements without a value member compare as objects (never equal to a literal)", () => {
    expect(matchesFilter(tree('name eq "x"'), { name: { givenName: "x" } })).toBe(false);
    expect(matchesFilter(tree('name ne "x"'), { name: { givenName: "x" } })).toBe(true);
  });

  test("declared complex, the attribute takes the operators, type and case rule of its value sub-attribute", () => {
    const op: ListOperation = {
      attributes: {
        emails: {
          type: "complex",
          multiValued: true,
          filter: true,
          attributes: { value: { type: "string", filter: ["eq", "co"], caseSensitive: true }, type: "string" },
        },
      },
    };
    const compiled = compileListOperation(op);
    expect(validateFilter(tree('EMAILS co "example.com"'), compiled)).toStrictEqual({
      ok: true,
      value: { kind: "compare", attribute: "emails", operator: "co", value: "example.com" },
    });
    expect(validateFilter(tree('emails sw "b"'), compiled)).toMatchObject({
      ok: false,
      violations: [
        {
          code: "disallowed_filter_operator",
          constraintAttributes: { attributePath: "emails", allowedValues: "eq,co" },
        },
      ],
    });
    expect(validateFilter(tree("emails co 1"), compiled).ok).toBe(false);
    expect(matchesFilter(tree('emails co "example.com"'), bjensen, compiled)).toBe(true);
    // Case-sensitive, as declared for value.
    expect(matchesFilter(tree('emails co "EXAMPLE.com"'), bjensen, compiled)).toBe(false);
    const page = paginate([bjensen, { emails: [{ value: "x@y.z" }] }], { filter: tree('emails co "jensen"') }, op);
    expect(page.totalResults).toBe(1);
  });

  test("pr on a complex attribute asks for a non-empty element", () => {
    expect(matchesFilter(tree("emails pr"), { emails: [{ value: "" }, {}] })).toBe(false);
    expect(matchesFilter(tree("emails pr"), { emails: [{ value: "" }, { type: "work" }] })).toBe(true);
  });
});

describe("value paths", () => {
  test("an element that is not an object is its own value; a missing attribute never matches", () => {
    expect(matchesFilter(tree("tags[value pr]"), { tags: ["a", "b"] })).toBe(true);
    expect(matchesFilter(tree("tags[value pr]"), { tags: ["", null] })).toBe(false);
    expect(matchesFilter(tree("tags[type pr]"), { tags: ["a", "b"] })).toBe(false);
    expect(matchesFilter(tree("tags[value pr]"), {})).toBe(false);
    expect(matchesFilter(tree("tags[value pr]"), { tags: { value: "x" } })).toBe(true);
  });
});

describe("never throws", () => {
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

/** The members a name reads: after a core schema's URN the path itself, after another URN the member keyed by it first. */
function referenceSegments(path: string): string[] {
  const qualified = /^(.*):([^:]*)$/.exec(path);
  if (qualified === null) return path.split(".");
  const [, urn, rest] = qualified as unknown as [string, string, string];
  return /^urn:ietf:params:scim:schemas:core:/i.test(urn) ? rest.split(".") : [urn, ...rest.split(".")];
}

function referenceValues(item: unknown, path: string): unknown[] {
  if (!isObject(item)) return [];
  let level: unknown[] = [item];
  for (const segment of referenceSegments(path)) {
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
    // Some element satisfies the inner filter, read on the element (another value read as `{ value }`); the
    // declared attributes here are simple, so `value` has the attribute's rule, other names none.
    const spelled = Object.keys(rules).find((name) => name.toLowerCase() === node.attribute.toLowerCase());
    const inner: Record<string, Rule> = spelled === undefined ? {} : { value: rules[spelled] as Rule };
    return referenceValues(item, spelled ?? node.attribute)
      .map((element) => (isObject(element) ? element : { value: element }))
      .some((element) => reference(node.filter, element, inner));
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
      // Issue 31: an extension kept under its schema URN (RFC 7643 section 3.3), its case other than the filter's.
      "urn:example:Ext": fc.record(
        { a: valueArb, c: fc.record({ d: valueArb }, { requiredKeys: [] }) },
        { requiredKeys: [] },
      ),
      "URN:example:ext": fc.record({ a: valueArb }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  );
  const attributeArb = fc.constantFrom(
    "a",
    "A",
    "b",
    "B",
    "c.d",
    "C.D",
    "c",
    "e",
    "e.type",
    "missing",
    "urn:example:Ext:a",
    "urn:example:EXT:A",
    "urn:example:Ext:c.d",
    "urn:example:Other:a",
    "urn:ietf:params:scim:schemas:core:2.0:User:a",
    "URN:IETF:params:scim:schemas:core:2.0:Group:c.d",
  );
  const typeArb = fc.constantFrom<ValueType>("string", "number", "boolean", "date-time");
  const rulesArb = fc.record(
    {
      a: fc.record({ type: typeArb, caseSensitive: fc.boolean() }),
      b: fc.record({ type: typeArb, caseSensitive: fc.boolean() }),
      "urn:example:Ext:a": fc.record({ type: typeArb, caseSensitive: fc.boolean() }),
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

describe("$ref as an attribute name", () => {
  const item = {
    manager: { value: "a", $ref: "/v2/Users/a" },
    groups: [
      { value: "g", $ref: "" },
      { value: "h", $ref: "/v2/Groups/h" },
    ],
    friends: [{ $ref: "Users/BabsJensen" }],
  };
  const declared: ListOperation = {
    attributes: {
      manager: { type: "complex", filter: true, attributes: { value: "string", $ref: "string" } },
      groups: { type: "complex", filter: true, multiValued: true, attributes: { $ref: "string" } },
      friends: { type: "complex", filter: true, multiValued: true, attributes: { $ref: "string" } },
    },
  };

  test("a $ref sub-attribute reads the member $ref, with and without a declaration", () => {
    for (const operation of [undefined, declared]) {
      expect(matches('manager.$ref eq "/v2/Users/a"', item, operation)).toBe(true);
      expect(matches('manager.$REF eq "/v2/users/A"', item, operation)).toBe(true);
      expect(matches('manager.$ref eq "/v2/Users/b"', item, operation)).toBe(false);
      expect(matches("groups.$ref pr", item, operation)).toBe(true);
      expect(matches("groups.$ref pr", { groups: [{ $ref: "" }] }, operation)).toBe(false);
      expect(matches('friends[$ref eq "Users/BabsJensen"]', item, operation)).toBe(true);
      expect(matches('friends[$ref eq "Users/Other"]', item, operation)).toBe(false);
    }
  });
});

describe("value paths over multi-valued simple attributes", () => {
  const user = { schemas: ["urn:ietf:params:scim:schemas:core:2.0:User", "urn:x"] };
  const declared: ListOperation = {
    attributes: { schemas: { type: "string", filter: true, multiValued: true, caseSensitive: true } },
  };

  test("value names the element itself, with and without a declaration", () => {
    for (const operation of [undefined, declared]) {
      expect(matches('schemas[value eq "urn:ietf:params:scim:schemas:core:2.0:User"]', user, operation)).toBe(true);
      expect(matches("schemas[value pr]", user, operation)).toBe(true);
      expect(matches("schemas[value pr]", { schemas: [] }, operation)).toBe(false);
      expect(matches('schemas[not (value eq "urn:y")]', user, operation)).toBe(true);
      expect(matches('schemas[not (value eq "urn:x")]', { schemas: ["urn:x"] }, operation)).toBe(false);
    }
  });

  test("the attribute's declared rule applies to value", () => {
    expect(matches('schemas[value eq "URN:X"]', user)).toBe(true);
    expect(matches('schemas[value eq "URN:X"]', user, declared)).toBe(false);
  });
});
