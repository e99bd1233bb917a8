import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { FilterNode } from "../../../src/list-query/filter-ast.js";
import { parseFilter } from "../../../src/list-query/filter-parser.js";
import { validateFilter } from "../../../src/list-query/filter-validate.js";
import { formatListQuery, type ListQueryInit } from "../../../src/list-query/format-params.js";
import type { ListOperation } from "../../../src/list-query/operation.js";
import { type ListQuery, parseListQuery } from "../../../src/list-query/params.js";
import { listUsers, SELECTABLE, SORTABLE } from "../../support/list-query-fixtures.js";

describe("formatListQuery", () => {
  test("an empty query is the empty string", () => {
    expect(formatListQuery({})).toBe("");
  });

  test("parameters come in the order start_index, count, sort_by, fields, query", () => {
    const text = formatListQuery({
      query: 'givenName sw "A"',
      fields: ["id", "givenName"],
      sortBy: [{ attribute: "familyName", direction: "desc" }, { attribute: "givenName" }],
      count: 50,
      startIndex: 51,
    });
    expect(text).toBe(
      "start_index=51&count=50&sort_by=familyName:desc,givenName&fields=id,givenName&query=givenName%20sw%20%22A%22",
    );
  });

  test("startIndex 1 is left out", () => {
    expect(formatListQuery({ startIndex: 1, count: 10 })).toBe("count=10");
  });

  test("count is written whenever given without an operation", () => {
    expect(formatListQuery({ count: 50 })).toBe("count=50");
    expect(formatListQuery({ count: 0 })).toBe("count=0");
  });

  test("count equal to the operation's default is left out when the operation is given", () => {
    expect(formatListQuery({ count: 50 }, listUsers)).toBe("");
    expect(formatListQuery({ count: 20 }, listUsers)).toBe("count=20");
    const op: ListOperation = { ...listUsers, count: { default: 20 } };
    expect(formatListQuery({ count: 20 }, op)).toBe("");
    expect(formatListQuery({ count: 50 }, op)).toBe("count=50");
  });

  test("an empty sortBy is left out; asc is the default direction and left out", () => {
    expect(formatListQuery({ sortBy: [] })).toBe("");
    expect(formatListQuery({ sortBy: [{ attribute: "a", direction: "asc" }, { attribute: "b" }] })).toBe("sort_by=a,b");
  });

  test("a filter tree is written in the canonical filter syntax", () => {
    const filter: FilterNode = {
      kind: "and",
      operands: [
        { kind: "compare", attribute: "givenName", operator: "eq", value: "Ann" },
        { kind: "present", attribute: "email" },
      ],
    };
    expect(formatListQuery({ filter })).toBe("query=givenName%20eq%20%22Ann%22%20and%20email%20pr");
  });

  test("filter text is sent as it is, under either name", () => {
    expect(formatListQuery({ filter: "a  eq 1" })).toBe("query=a%20%20eq%201");
    expect(formatListQuery({ query: "a eq 1" })).toBe("query=a%20eq%201");
  });

  test("both filter and query is a TypeError", () => {
    expect(() => formatListQuery({ filter: "a pr", query: "b pr" })).toThrow(TypeError);
  });

  test("values are percent-encoded; , and : stay readable", () => {
    expect(formatListQuery({ query: 'a eq "x&y=z+%#,:"' })).toBe("query=a%20eq%20%22x%26y%3Dz%2B%25%23,:%22");
  });

  test("integers beyond 2^53 are written in digits, never with an exponent", () => {
    expect(formatListQuery({ startIndex: 1e21 })).toBe("start_index=1000000000000000000000");
    expect(formatListQuery({ startIndex: Number.MAX_VALUE })).toBe(`start_index=${BigInt(Number.MAX_VALUE)}`);
  });

  test("the TypeError names the value", () => {
    expect(() => formatListQuery({ sortBy: [{ attribute: "a", direction: "up" as never }] })).toThrow(
      'formatListQuery: invalid sort key {"attribute":"a","direction":"up"}',
    );
    expect(() => formatListQuery({ count: -1 })).toThrow("formatListQuery: invalid count -1");
  });

  const bad: [string, ListQueryInit][] = [
    ["startIndex 0", { startIndex: 0 }],
    ["startIndex fractional", { startIndex: 1.5 }],
    ["startIndex NaN", { startIndex: Number.NaN }],
    ["count negative", { count: -1 }],
    ["count Infinity", { count: Number.POSITIVE_INFINITY }],
    ["count not a number", { count: "5" as never }],
    ["an empty fields list", { fields: [] }],
    ["a field with an empty segment", { fields: ["a..b"] }],
    ["a field with a comma", { fields: ["a,b"] }],
    ["a sort attribute with a colon", { sortBy: [{ attribute: "a:desc" }] }],
    ["a sort key without attribute", { sortBy: [{} as never] }],
    ["a sort direction other than asc or desc", { sortBy: [{ attribute: "a", direction: "up" as never }] }],
  ];
  for (const [what, query] of bad) {
    test(`a value no request can carry (${what}) is a TypeError`, () => {
      expect(() => formatListQuery(query)).toThrow(TypeError);
    });
  }
});

/** Filter texts over the fixture's filterable attributes, with the operators each allows. */
const filterText: fc.Arbitrary<string> = fc.letrec<{ term: string; filter: string }>((tie) => ({
  term: fc.oneof(
    fc
      .tuple(
        fc.constantFrom("givenName", "familyName", "EMAIL", "status"),
        fc.constantFrom("eq", "ne", "sw", "lt", "ge", "EQ"),
        fc.string({ maxLength: 6 }),
      )
      .map(([attribute, operator, value]) => `${attribute} ${operator} ${JSON.stringify(value)}`),
    fc
      .tuple(fc.constantFrom("emailVerified"), fc.constantFrom("eq", "ne"), fc.boolean())
      .map(([attribute, operator, value]) => `${attribute} ${operator} ${value}`),
    fc
      .tuple(
        fc.constantFrom("status", "username"),
        fc.constantFrom("in", "nin"),
        fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
      )
      .map(
        ([attribute, operator, values]) =>
          `${attribute} ${operator} (${values.map((v) => JSON.stringify(v)).join(", ")})`,
      ),
    fc.constantFrom("email pr", "externalId eq null"),
  ),
  filter: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    tie("term"),
    fc.tuple(tie("filter"), fc.constantFrom("and", "or"), tie("filter")).map(([a, op, b]) => `${a} ${op} ${b}`),
    tie("filter").map((f) => `(${f})`),
    tie("filter").map((f) => `not (${f})`),
  ),
})).filter;

function validFilter(text: string): FilterNode {
  const parsed = parseFilter(text);
  if (!parsed.ok) throw new Error(`generated an invalid filter: ${text}`);
  const checked = validateFilter(parsed.value, listUsers);
  if (!checked.ok) throw new Error(`generated a filter that does not validate: ${text}`);
  return checked.value;
}

const sortable = SORTABLE.split(",");
const selectable = SELECTABLE.split(",");

const listQuery: fc.Arbitrary<ListQuery> = fc
  .record(
    {
      startIndex: fc.oneof(
        fc.constant(1),
        fc.integer({ min: 1, max: 1_000_000 }),
        // The largest start_index parse returns (MAX_LIST_QUERY_INTEGER) and its neighbour.
        fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1),
      ),
      count: fc.integer({ min: 0, max: 100 }),
      sortBy: fc.uniqueArray(
        fc.record(
          { attribute: fc.constantFrom(...sortable), direction: fc.constantFrom("asc" as const, "desc" as const) },
          { noNullPrototype: true },
        ),
        { maxLength: sortable.length, selector: (key) => key.attribute },
      ),
      fields: fc.uniqueArray(fc.constantFrom(...selectable), { minLength: 1 }),
      filter: filterText.map(validFilter),
    },
    { requiredKeys: ["startIndex", "count", "sortBy"], noNullPrototype: true },
  )
  .map((query) => query as ListQuery);

describe("round trip", () => {
  test("parse(format(q)) equals q for every query parse can return", () => {
    fc.assert(
      fc.property(listQuery, (query) => {
        expect(parseListQuery(formatListQuery(query), listUsers)).toStrictEqual({ ok: true, value: query });
      }),
      { numRuns: 500 },
    );
  });

  test("parse(format(q, op), op) equals q: leaving the default count out changes nothing", () => {
    fc.assert(
      fc.property(listQuery, (query) => {
        expect(parseListQuery(formatListQuery(query, listUsers), listUsers)).toStrictEqual({ ok: true, value: query });
      }),
      { numRuns: 300 },
    );
  });

  test("the formatted string reads the same through URLSearchParams", () => {
    fc.assert(
      fc.property(listQuery, (query) => {
        const params = new URLSearchParams(formatListQuery(query));
        expect(parseListQuery(params, listUsers)).toStrictEqual({ ok: true, value: query });
      }),
      { numRuns: 200 },
    );
  });
});

describe("an empty query means no filter", () => {
  test("formatListQuery never writes an empty query", () => {
    expect(formatListQuery({ query: "" })).toBe("");
    expect(formatListQuery({ filter: " \t" })).toBe("");
    expect(formatListQuery({ query: "a pr", count: 5 })).toBe("count=5&query=a%20pr");
  });
});
