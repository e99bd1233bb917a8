import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compareValues, type ValueType } from "../../../src/list-query/compare.js";
import type { AttributeDeclarations } from "../../../src/list-query/declaration.js";
import { matchesFilter } from "../../../src/list-query/filter-evaluate.js";
import { type ListOperation, MAX_LIST_QUERY_INTEGER, type SortKeyInit } from "../../../src/list-query/operation.js";
import { type PaginateQuery, paginate } from "../../../src/list-query/paginate.js";
import { parseListQuery } from "../../../src/list-query/params.js";
import { tree as filter } from "../../support/filter.js";
import {
  expectExactPageNumbers,
  expectedBoundViolation,
  listIntegerText,
  listUsers,
  violationsOf,
} from "../../support/list-query-fixtures.js";

const users = [
  { id: "1", givenName: "bob", familyName: "Smith", status: "ACTIVE", emailVerified: true },
  { id: "2", givenName: "Ann", familyName: "Jones", status: "BLOCKED", emailVerified: false },
  { id: "3", givenName: "carl", status: "ACTIVE" },
  { id: "4", givenName: "ann", familyName: "Smith", status: "ACTIVE", emailVerified: true },
  { id: "5", familyName: "Brown", status: "INACTIVE" },
];
const ids = (items: readonly unknown[]) => items.map((item) => (item as { id: string }).id);

describe("paginate", () => {
  test("without a query part: the first 50 items in input order", () => {
    expect(paginate(users, {})).toStrictEqual({ totalResults: 5, startIndex: 1, itemsPerPage: 50, items: users });
  });

  test("without fields the page holds the items themselves (no copy)", () => {
    const body = paginate(users, { startIndex: 2, count: 1 });
    expect(body.items[0]).toBe(users[1]);
  });

  test("itemsPerPage is the requested count even when fewer items come back", () => {
    expect(paginate(users, { count: 10 }).itemsPerPage).toBe(10);
  });

  test("itemsPerPage is the operation's default count when count is absent", () => {
    const op: ListOperation = { ...listUsers, count: { default: 3 } };
    const body = paginate(users, {}, op);
    expect(body.itemsPerPage).toBe(3);
    expect(ids(body.items)).toStrictEqual(["1", "2", "3"]);
  });

  test("start_index is 1-based: 2 skips the first item", () => {
    expect(ids(paginate(users, { startIndex: 2, count: 2 }).items)).toStrictEqual(["2", "3"]);
  });

  test("count=0 gives no items, only totalResults", () => {
    expect(paginate(users, { count: 0 })).toStrictEqual({ totalResults: 5, startIndex: 1, itemsPerPage: 0, items: [] });
  });

  test("start_index past the end gives items: [] with the true totalResults", () => {
    expect(paginate(users, { startIndex: 6, count: 2 })).toStrictEqual({
      totalResults: 5,
      startIndex: 6,
      itemsPerPage: 2,
      items: [],
    });
    expect(paginate(users, { startIndex: Number.MAX_VALUE }).items).toStrictEqual([]);
  });

  test("the last page may hold fewer items than count", () => {
    expect(ids(paginate(users, { startIndex: 4, count: 3 }).items)).toStrictEqual(["4", "5"]);
  });

  test("totalResults counts every match of the filter, not only the page", () => {
    const body = paginate(users, { filter: filter('status eq "ACTIVE"'), count: 1 });
    expect(body.totalResults).toBe(3);
    expect(ids(body.items)).toStrictEqual(["1"]);
  });

  test("the filter uses the operation's declared types and case rules", () => {
    const op: ListOperation = {
      ...listUsers,
      attributes: { ...listUsers.attributes, givenName: { type: "string", filter: true, caseSensitive: true } },
    };
    expect(ids(paginate(users, { filter: filter('givenName eq "ann"') }, op).items)).toStrictEqual(["4"]);
    expect(ids(paginate(users, { filter: filter('givenName eq "ann"') }).items)).toStrictEqual(["2", "4"]);
  });

  test("without sort_by the order is the input order", () => {
    expect(ids(paginate(users, { sortBy: [] }).items)).toStrictEqual(["1", "2", "3", "4", "5"]);
  });

  test("without sort_by the operation's defaultSort is used", () => {
    const op: ListOperation = { ...listUsers, defaultSort: [{ attribute: "givenName", direction: "desc" }] };
    expect(ids(paginate(users, {}, op).items)).toStrictEqual(["5", "3", "1", "4", "2"]);
  });

  test("sort_by overrides the operation's defaultSort", () => {
    const op: ListOperation = { ...listUsers, defaultSort: [{ attribute: "givenName", direction: "desc" }] };
    expect(ids(paginate(users, { sortBy: [{ attribute: "id", direction: "desc" }] }, op).items)).toStrictEqual([
      "5",
      "4",
      "3",
      "2",
      "1",
    ]);
  });

  test("multi-key sort: earlier keys first, missing last ascending, ties stable", () => {
    const sortBy: SortKeyInit[] = [{ attribute: "familyName" }, { attribute: "givenName", direction: "desc" }];
    expect(ids(paginate(users, { sortBy }).items)).toStrictEqual(["5", "2", "1", "4", "3"]);
  });

  test("missing values come first descending", () => {
    expect(ids(paginate(users, { sortBy: [{ attribute: "familyName", direction: "desc" }] }).items)).toStrictEqual([
      "3",
      "1",
      "4",
      "2",
      "5",
    ]);
  });

  test("the page is sliced after sorting", () => {
    const body = paginate(users, { sortBy: [{ attribute: "givenName" }], startIndex: 2, count: 2 });
    expect(ids(body.items)).toStrictEqual(["4", "1"]);
  });

  test("fields restricts each item to the named attributes that exist", () => {
    const body = paginate(users, { fields: ["id", "familyName"], count: 3 });
    expect(body.items).toStrictEqual([{ id: "1", familyName: "Smith" }, { id: "2", familyName: "Jones" }, { id: "3" }]);
  });

  test("fields keeps nested paths nested", () => {
    const providers = [{ id: "p", name: "corp", protocol: { type: "oidc", issuer: "x" } }];
    expect(paginate(providers, { fields: ["protocol.type"] }).items).toStrictEqual([{ protocol: { type: "oidc" } }]);
  });

  test("projection reads only the items on the page", () => {
    let reads = 0;
    const items = Array.from({ length: 10 }, (_, i) => ({
      get id() {
        reads++;
        return i;
      },
    }));
    paginate(items, { fields: ["id"], startIndex: 4, count: 2 });
    expect(reads).toBe(2);
  });

  test("the filter reads each item once and sorting reads each sort value once", () => {
    let reads = 0;
    const items = Array.from({ length: 20 }, (_, i) => ({
      get n() {
        reads++;
        return (i * 7) % 20;
      },
    }));
    paginate(items, { filter: filter("n ge 0"), sortBy: [{ attribute: "n" }], count: 1 });
    expect(reads).toBe(40);
  });

  test("the input array and its items are not changed", () => {
    const copy = structuredClone(users);
    paginate(users, { sortBy: [{ attribute: "givenName", direction: "desc" }], fields: ["id"] });
    expect(users).toStrictEqual(copy);
  });

  test("a parsed query answers a request end to end", () => {
    const parsed = parseListQuery(
      'start_index=2&count=2&sort_by=familyName:desc,givenName&fields=id,givenName&query=status eq "ACTIVE"',
      listUsers,
    );
    if (!parsed.ok) throw new Error("expected a query");
    expect(paginate(users, parsed.value, listUsers)).toStrictEqual({
      totalResults: 3,
      startIndex: 2,
      itemsPerPage: 2,
      // ACTIVE: 1 bob Smith, 3 carl (no familyName: first descending), 4 ann Smith.
      items: [
        { id: "4", givenName: "ann" },
        { id: "1", givenName: "bob" },
      ],
    });
  });
});

// A naive model of paginate, written differently on purpose: a stable
// insertion sort per key from the last key to the first, and projection by
// walking each path.

const attributes: AttributeDeclarations = {
  name: { type: "string", filter: true },
  age: { type: "number", filter: true },
  active: { type: "boolean", filter: true },
  "nested.type": { type: "string", filter: true },
};

function readPath(item: unknown, path: string): unknown {
  let value = item;
  for (const segment of path.split(".")) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const record = value as Record<string, unknown>;
    const key = Object.hasOwn(record, segment)
      ? segment
      : Object.keys(record).find((k) => k.toLowerCase() === segment.toLowerCase());
    value = key === undefined ? undefined : record[key];
  }
  return value;
}

function stableSortBy(items: unknown[], key: SortKeyInit, declared: AttributeDeclarations): unknown[] {
  const type = declared[key.attribute]?.type as ValueType | undefined;
  const present = items.filter((item) => readPath(item, key.attribute) != null);
  const missing = items.filter((item) => readPath(item, key.attribute) == null);
  const sign = key.direction === "desc" ? -1 : 1;
  for (let i = 1; i < present.length; i++) {
    for (let j = i; j > 0; j--) {
      const order =
        sign * compareValues(readPath(present[j - 1], key.attribute), readPath(present[j], key.attribute), type);
      if (order <= 0) break;
      [present[j - 1], present[j]] = [present[j], present[j - 1]];
    }
  }
  return key.direction === "desc" ? [...missing, ...present] : [...present, ...missing];
}

function naiveProject(item: unknown, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const kept = fields.filter((path) => !fields.some((other) => path.startsWith(`${other}.`)));
  for (const path of kept) {
    const value = readPath(item, path);
    if (value === undefined) continue;
    const segments = path.split(".");
    let target = out;
    for (const segment of segments.slice(0, -1)) {
      target[segment] ??= {};
      target = target[segment] as Record<string, unknown>;
    }
    target[segments[segments.length - 1] as string] = value;
  }
  return out;
}

function reference(items: readonly unknown[], query: PaginateQuery, op: ListOperation) {
  const matches = items.filter((item) => query.filter === undefined || matchesFilter(query.filter, item, op));
  const keys = query.sortBy !== undefined && query.sortBy.length > 0 ? query.sortBy : (op.defaultSort ?? []);
  let ordered = matches.slice();
  for (const key of [...keys].reverse()) ordered = stableSortBy(ordered, key, op.attributes ?? {});
  const startIndex = query.startIndex ?? 1;
  const count = query.count ?? op.count?.default ?? 50;
  const page: unknown[] = [];
  for (let i = startIndex - 1; i < ordered.length && page.length < count; i++) page.push(ordered[i]);
  const fields = query.fields;
  return {
    totalResults: matches.length,
    startIndex,
    itemsPerPage: count,
    items: fields === undefined ? page : page.map((item) => naiveProject(item, fields)),
  };
}

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const item = fc
  .record(
    {
      name: fc.oneof(fc.constantFrom("ann", "Ann", "bob", "Bob", "carl", ""), fc.constant(null)),
      age: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(null)),
      active: fc.boolean(),
      nested: fc.oneof(
        fc.record({ type: optional(fc.constantFrom("oidc", "saml", "OIDC")) }, { noNullPrototype: true }),
        fc.constant(null),
      ),
    },
    { requiredKeys: [], noNullPrototype: true },
  )
  .map((fieldsOfItem) => JSON.parse(JSON.stringify(fieldsOfItem)) as Record<string, unknown>);

const items = fc.array(item, { maxLength: 25 }).map((list) => list.map((entry, id) => ({ id, ...entry })));
const sortKey = fc.record(
  {
    attribute: fc.constantFrom("name", "age", "active", "nested.type", "NAME"),
    direction: fc.constantFrom("asc" as const, "desc" as const),
  },
  { requiredKeys: ["attribute"], noNullPrototype: true },
);
const query: fc.Arbitrary<PaginateQuery> = fc.record(
  {
    startIndex: fc.integer({ min: 1, max: 30 }),
    count: fc.integer({ min: 0, max: 12 }),
    sortBy: fc.uniqueArray(sortKey, { maxLength: 3, selector: (key) => key.attribute.toLowerCase() }),
    fields: fc.uniqueArray(fc.constantFrom("id", "name", "age", "active", "nested", "nested.type", "missing"), {
      minLength: 1,
    }),
    filter: fc
      .constantFrom('name sw "a"', "age gt 2", "active eq true", "nested.type pr", 'not (name eq "bob")', "age eq null")
      .map(filter),
  },
  { requiredKeys: [], noNullPrototype: true },
) as fc.Arbitrary<PaginateQuery>;
const operation: fc.Arbitrary<ListOperation> = fc
  .record(
    {
      defaultCount: optional(fc.integer({ min: 0, max: 10 })),
      defaultSort: optional(fc.uniqueArray(sortKey, { maxLength: 2, selector: (key) => key.attribute.toLowerCase() })),
    },
    { noNullPrototype: true },
  )
  .map(({ defaultCount, defaultSort }) => {
    const op: { -readonly [K in keyof ListOperation]: ListOperation[K] } = { attributes };
    if (defaultCount !== undefined) op.count = { default: defaultCount };
    if (defaultSort !== undefined) op.defaultSort = defaultSort;
    return op;
  });

describe("paginate against a naive model", () => {
  test("paginate(items, q, op) equals the naive filter, sort, slice and project", () => {
    fc.assert(
      fc.property(items, query, operation, (list, q, op) => {
        expect(paginate(list, q, op)).toStrictEqual(reference(list, q, op));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("integers stay integers", () => {
  // The largest count an operation may declare, so that both parameters reach 2^53 - 1.
  const operation: ListOperation = { ...listUsers, count: { max: MAX_LIST_QUERY_INTEGER } };
  const max = BigInt(MAX_LIST_QUERY_INTEGER);

  test("every number of the body text is the integer sent or the total counted, without exponent (property)", () => {
    fc.assert(
      fc.property(listIntegerText, listIntegerText, (start, count) => {
        const parsed = parseListQuery(`start_index=${start}&count=${count}`, operation);
        if (parsed.ok) {
          expectExactPageNumbers(JSON.stringify(paginate(users, parsed.value, operation)), start, count);
        } else {
          const expected = Object.entries({
            start_index: expectedBoundViolation(start, 1n, max),
            count: expectedBoundViolation(count, 0n, max),
          }).filter(([, violations]) => violations !== undefined);
          expect(violationsOf(parsed)).toStrictEqual(Object.fromEntries(expected));
        }
      }),
      { numRuns: 1000 },
    );
  });

  test("the largest start_index and count are answered digit for digit", () => {
    const parsed = parseListQuery("start_index=9007199254740991&count=9007199254740991", operation);
    const text = JSON.stringify(paginate(users, parsed.ok ? parsed.value : {}, operation));
    expect(text).toBe('{"totalResults":5,"startIndex":9007199254740991,"itemsPerPage":9007199254740991,"items":[]}');
  });
});
