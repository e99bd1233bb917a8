import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseErrorBody } from "../../../src/index.js";
import {
  DEFAULT_FILTER_MAX_DEPTH,
  DEFAULT_FILTER_MAX_LENGTH,
  formatFilter,
  type ListOperation,
  type ListQueryResult,
  parseFilter,
  parseListQuery,
  parsePage,
} from "../../../src/list-query/index.js";
import {
  anyString,
  countingProxy,
  expectPrototypesUnchanged,
  hostileJson,
  hostileKey,
  hostileValue,
  json,
  prototypesLookClean,
  repeatTo,
  runs,
} from "../../support/fuzz.js";

const users: ListOperation = {
  attributes: {
    id: { select: true },
    username: { type: "string", filter: true, sort: true, select: true },
    email: { type: "string", filter: true, caseSensitive: true, sort: true, select: true },
    givenName: { sort: true },
    "name.familyName": { type: "string", filter: true, sort: true, select: true },
    prototype: { select: true },
    // Names an object has through its prototype, declared as own keys (a computed key, not the literal's prototype).
    ["__proto__"]: { sort: true },
    constructor: { sort: true },
    age: { type: "number", filter: true },
    emailVerified: { type: "boolean", filter: true },
    createdAt: { type: "date-time", filter: true },
  },
};

/** Filter text made of the grammar's tokens, so that many inputs parse far, mixed with any UTF-16. */
const filterText = fc.oneof(
  anyString,
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "username",
          "email",
          "age",
          "emailVerified",
          "createdAt",
          "name.familyName",
          "__proto__",
          "constructor.prototype",
          " eq ",
          " ne ",
          " co ",
          " sw ",
          " ew ",
          " gt ",
          " ge ",
          " lt ",
          " le ",
          " pr",
          " in ",
          " nin ",
          " and ",
          " or ",
          "not ",
          "(",
          ")",
          ",",
          '"x"',
          '"\\u00e9"',
          '"\\ud800"',
          '"',
          "\\",
          "1",
          "-1.5e3",
          "true",
          "null",
          "FALSE",
          '"2024-01-01T00:00:00Z"',
          " ",
          "\t",
          ".",
          "\ud800",
          "[",
          "]",
          "emails[",
          ":",
          "urn:ietf:params:scim:schemas:core:2.0:User:",
        ),
        anyString,
      ),
      { maxLength: 25 },
    )
    .map((parts) => parts.join("")),
);

/** `encodeURIComponent`, which throws on a lone surrogate: such text is sent as it is. */
function encodeOrKeep(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

function expectValidAnswer(result: ListQueryResult): void {
  if (result.ok) return;
  const parsed = parseErrorBody(result.error, { strict: true });
  expect(parsed.ok).toBe(true);
}

describe("parseFilter on untrusted text", () => {
  test("never throws; a success formats and parses back to the same tree; a failure is a body the strict parser accepts", () => {
    fc.assert(
      fc.property(filterText, (text) => {
        const result = parseFilter(text);
        if (result.ok)
          expect(parseFilter(formatFilter(result.value), { maxLength: Number.POSITIVE_INFINITY })).toStrictEqual(
            result,
          );
        else {
          expect(parseErrorBody(result.error, { strict: true }).ok).toBe(true);
          if (result.syntax !== undefined) {
            expect(result.syntax.position).toBeGreaterThanOrEqual(0);
            expect(result.syntax.position).toBeLessThanOrEqual(text.length);
          }
        }
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(1000) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(filterText, (text) => void parseFilter(text)),
        { numRuns: runs(300) },
      ),
    );
  });

  test("a value that is not a string (typed out) gives a failure, never a throw", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        if (typeof value === "string") return;
        expect(parseFilter(value as string).ok).toBe(false);
      }),
      { numRuns: runs(100) },
    );
  });

  test("the limits: over 2000 characters is too_long, over 32 nested groups max_nesting_depth_exceeded", () => {
    expect(DEFAULT_FILTER_MAX_LENGTH).toBe(2000);
    expect(DEFAULT_FILTER_MAX_DEPTH).toBe(32);
    const long = parseFilter(`username eq "${"x".repeat(2000)}"`);
    expect(long.ok === false && long.violation).toStrictEqual({
      code: "too_long",
      constraintAttributes: { maxLength: "2000" },
    });
    const deep = parseFilter(`${"(".repeat(33)}age gt 1${")".repeat(33)}`);
    expect(deep.ok === false && deep.violation).toStrictEqual({
      code: "max_nesting_depth_exceeded",
      constraintAttributes: { maxNestingDepth: "32" },
    });
    expect(parseFilter(`${"(".repeat(32)}age gt 1${")".repeat(32)}`).ok).toBe(true);
    expect(parseFilter(`username eq "${"x".repeat(1983)}"`).ok).toBe(true);
  });

  test("1 MB filters: refused as too long by default, parsed in linear time with the limit lifted", () => {
    const mb = 1 << 20;
    const text = `username eq "${"x".repeat(mb)}"`;
    expect(parseFilter(text).ok).toBe(false);
    expect(parseFilter(text, { maxLength: Number.POSITIVE_INFINITY }).ok).toBe(true);
    expect(
      parseFilter(`${"(".repeat(10_000)}age gt 1${")".repeat(10_000)}`, { maxLength: Number.POSITIVE_INFINITY }).ok,
    ).toBe(false);
    expect(parseFilter("\ud800".repeat(mb), { maxLength: Number.POSITIVE_INFINITY }).ok).toBe(false);
  });

  // How the time grows with the text is measured by `BENCH_ONLY=linearity npm run bench`
  // (bench/linearity.mjs, these shapes at n = 1000 and 4000), never timed here.
  const unlimited = { maxLength: Number.POSITIVE_INFINITY, maxDepth: Number.POSITIVE_INFINITY };
  const n = 4000;
  test.each([
    [
      "a flat chain of and and or",
      Array.from({ length: n }, (_, i) => (i % 2 === 0 ? "age gt 1" : 'username eq "a"')).join(" and age pr or "),
    ],
    ["nested groups", `${"(".repeat(n)}age gt 1${")".repeat(n)}`],
    ["nested not groups", `${"not (".repeat(n)}age gt 1${")".repeat(n)}`],
    ["a long in list", `username in (${repeatTo('"a",', n * 4)}"b")`],
    ["a long string with escapes", `username eq "${repeatTo("\\u0041\\n", n * 8)}"`],
  ])("%s, with the limits lifted: parsed, and its formatted text parses back to the same tree", (_, text) => {
    const result = parseFilter(text, unlimited);
    expect(result.ok).toBe(true);
    if (result.ok) expect(parseFilter(formatFilter(result.value), unlimited)).toStrictEqual(result);
  });

  test.each([
    ["an unterminated string", `username eq "${'\\"'.repeat(n * 4)}`],
    ["an unclosed group", `${"(".repeat(n)}age gt 1`],
  ])("%s, with the limits lifted: a syntax error at the end of the text", (_, text) => {
    const result = parseFilter(text, unlimited);
    expect(result.ok ? undefined : result.syntax?.position).toBe(text.length);
  });
});

/** Query strings: the five parameters with token-ish values, repeats, escapes and noise. */
const queryString = fc.oneof(
  anyString,
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            "start_index",
            "count",
            "sort_by",
            "fields",
            "query",
            "s%74art_index",
            "c+ount",
            "__proto__",
            "constructor",
          ),
          anyString,
        ),
        fc.oneof(
          fc.constantFrom(
            "1",
            "0",
            "-1",
            "-0",
            "100",
            "101",
            "1.5",
            "abc",
            "9".repeat(400),
            "username:desc,email",
            "a,,b",
            ":asc",
            "%",
            "%E0%A4%A",
            "+",
          ),
          filterText.map(encodeOrKeep),
          anyString,
        ),
      ),
      { maxLength: 8 },
    )
    .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}`),
);

const queryRecord = fc.dictionary(
  fc.oneof(fc.constantFrom("start_index", "count", "sort_by", "fields", "query"), hostileKey),
  fc.oneof(
    anyString,
    fc.array(anyString, { maxLength: 3 }),
    hostileJson,
    fc.constantFrom(1, true, 10n, undefined, Symbol("s")),
  ),
  { maxKeys: 6 },
);

describe("parseListQuery on untrusted parameters", () => {
  test("never throws on any query string, URLSearchParams or record, and answers a body the strict parser accepts", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          queryString,
          queryRecord,
          queryString.map((q) => new URLSearchParams(q)),
        ),
        (params) => {
          expectValidAnswer(parseListQuery(params as string, users));
          expect(prototypesLookClean()).toBe(true);
        },
      ),
      { numRuns: runs(500) },
    );
  });

  test("never throws on any value at all (typed out): Proxies, throwing getters, anything", () => {
    fc.assert(
      fc.property(hostileValue, (params) => {
        expectValidAnswer(parseListQuery(params as string, users));
      }),
      { numRuns: runs(200) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(fc.oneof(queryString, queryRecord), (params) => void parseListQuery(params as string, users)),
        {
          numRuns: runs(300),
        },
      ),
    );
  });

  test("__proto__, constructor and prototype as parameter names and attribute names are data", async () => {
    await expectPrototypesUnchanged(() => {
      const record = json(
        '{"__proto__":{"count":"5"},"constructor":"x","sort_by":"__proto__:desc,constructor","fields":"prototype"}',
      );
      const result = parseListQuery(record as Record<string, string>, users);
      expect(result).toStrictEqual({
        ok: true,
        value: {
          startIndex: 1,
          count: 50,
          sortBy: [
            { attribute: "__proto__", direction: "desc" },
            { attribute: "constructor", direction: "asc" },
          ],
          fields: ["prototype"],
        },
      });
      expect(parseListQuery(Object.create({ count: "5" }), users)).toStrictEqual({
        ok: true,
        value: { startIndex: 1, count: 50, sortBy: [] },
      });
    });
  });

  test("a 1 MB query string, 10^5 repeated parameters and 10^5 sort keys are answered", () => {
    const mb = 1 << 20;
    expectValidAnswer(parseListQuery(`?x=${"a".repeat(mb)}&count=5`, users));
    expectValidAnswer(parseListQuery(`?query=${encodeURIComponent(`username eq "${"x".repeat(mb)}"`)}`, users));
    expectValidAnswer(parseListQuery("count=1&".repeat(100_000), users));
    expectValidAnswer(parseListQuery(`sort_by=${"nope,".repeat(100_000)}`, users));
    expectValidAnswer(parseListQuery(`fields=${"id,".repeat(100_000)}id`, users));
    expectValidAnswer(parseListQuery(`sort_by=${"username,".repeat(100_000)}`, users));
    expectValidAnswer(parseListQuery(`start_index=${"9".repeat(mb)}&count=-${"9".repeat(mb)}`, users));
    expectValidAnswer(parseListQuery(`%${"%".repeat(mb)}=1&query=%${"%E0".repeat(1000)}`, users));
  });

  test("with the length limit lifted, a flat chain of 3 * 10^5 terms parses (no spread of 10^5 operands onto the stack)", () => {
    const unlimited: ListOperation = { ...users, query: { maxLength: Number.POSITIVE_INFINITY } };
    const query = Array.from({ length: 300_000 }, () => "age gt 1").join(" and ");
    expect(parseListQuery({ query }, unlimited).ok).toBe(true);
  });

  // How the time grows with the query string is measured by `BENCH_ONLY=linearity npm run bench`
  // (bench/linearity.mjs, these shapes at 4000 and 16,000 characters), never timed here.
  const violation = (parameter: string, code: string, constraintAttributes?: Record<string, string>) => ({
    [parameter]: [constraintAttributes === undefined ? { code } : { code, constraintAttributes }],
  });
  test.each([
    ["many unknown parameters", repeatTo("x=1&", 16_000), undefined],
    ["a repeated parameter", repeatTo("count=1&", 16_000), violation("count", "size_greater_than", { maxSize: "1" })],
    [
      "many fields",
      `fields=${repeatTo("id,name.familyName,x.y,", 16_000)}`,
      violation("fields", "disallowed_enum", { allowedValues: "id,username,email,name.familyName,prototype" }),
    ],
    [
      "encoded names and values",
      repeatTo("s%6Frt_by=a+b&q%75ery=%22&", 16_000),
      {
        ...violation("sort_by", "size_greater_than", { maxSize: "1" }),
        ...violation("query", "size_greater_than", { maxSize: "1" }),
      },
    ],
    ["a long integer", `count=${"9".repeat(16_000)}`, violation("count", "greater_than", { maxValue: "100" })],
  ])("%s, 16,000 characters: the same answer as for a short one", (_, query, violations) => {
    const result = parseListQuery(query, users);
    if (violations === undefined)
      expect(result).toStrictEqual({ ok: true, value: { startIndex: 1, count: 50, sortBy: [] } });
    else
      expect(
        !result.ok && result.error.type === "constraint_violations_error" && result.error.violations,
      ).toStrictEqual(violations);
  });

  test("many sort keys, 16,000 characters: the same violations as for the keys twice", () => {
    const sortBy = (query: string) => {
      const result = parseListQuery(query, users);
      return !result.ok && result.error.type === "constraint_violations_error" && result.error.violations["sort_by"];
    };
    const long = sortBy(`sort_by=${repeatTo("username:desc,email,nope,", 16_000)}`);
    expect(long).toStrictEqual(sortBy(`sort_by=${"username:desc,email,nope,".repeat(2)}`));
    expect(Array.isArray(long) && long.length).toBe(3);
  });
});

const pageLike = fc
  .record(
    {
      totalResults: fc.oneof(fc.nat(), hostileJson),
      startIndex: fc.oneof(fc.integer({ min: 0, max: 10 }), hostileJson),
      itemsPerPage: fc.oneof(fc.nat(), hostileJson),
      items: fc.oneof(fc.array(hostileJson, { maxLength: 4 }), hostileJson),
      itemsList: fc.oneof(fc.array(hostileJson, { maxLength: 4 }), hostileJson),
      __proto__: hostileJson,
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe("parsePage on untrusted bodies", () => {
  test("never throws, with or without an item guard (one that throws included); a success is a fresh page of four members", () => {
    const guards = [
      undefined,
      (item: unknown) => typeof item === "object",
      () => {
        throw new Error("guard");
      },
    ];
    fc.assert(
      fc.property(fc.oneof(pageLike, hostileValue), fc.constantFrom(...guards), (value, guard) => {
        const result = parsePage(value, guard as (item: unknown) => boolean);
        if (result.ok) {
          expect(Object.keys(result.value)).toStrictEqual(["totalResults", "startIndex", "itemsPerPage", "items"]);
          expect(Number.isInteger(result.value.totalResults)).toBe(true);
          expect(result.value.startIndex).toBeGreaterThanOrEqual(1);
        } else expect(result.issues.length).toBeGreaterThan(0);
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(500) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(pageLike, (value) => void parsePage(value)),
        { numRuns: runs(200) },
      ),
    );
  });

  test("members from a __proto__ key or a prototype are not read", () => {
    expect(parsePage(json('{"__proto__":{"totalResults":1,"startIndex":1,"itemsPerPage":1,"items":[]}}')).ok).toBe(
      false,
    );
    expect(parsePage(Object.create({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items: [] })).ok).toBe(false);
  });

  test("10^5 items, 10^5 rejected items and items nested 10^4 deep are read", () => {
    const items = Array.from({ length: 100_000 }, (_, i) => ({ id: i }));
    expect(
      parsePage({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items }, (item) => typeof item === "object").ok,
    ).toBe(true);
    const rejected = parsePage({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items }, () => false);
    expect(rejected.ok).toBe(false);
    const deep = JSON.parse(`[${"[".repeat(10_000)}${"]".repeat(10_000)}]`);
    expect(parsePage({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items: deep }).ok).toBe(true);
  });

  test("doubling the items at most doubles the reads", () => {
    const reads = (n: number) => {
      const counted = countingProxy({
        totalResults: n,
        startIndex: 1,
        itemsPerPage: n,
        items: Array.from({ length: n }, (_, i) => ({ id: i })),
      });
      parsePage(counted.value, (item) => typeof item === "object");
      return counted.reads();
    };
    expect(reads(2000) / reads(1000)).toBeLessThanOrEqual(2.05);
  });
});
