import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseErrorBody } from "../../../src/index.js";
import type { ListQueryResult } from "../../../src/list-query/index.js";
import { type ListOperation, MAX_LIST_QUERY_INTEGER } from "../../../src/list-query/operation.js";
import { INTEGER_PATTERN, parseListQuery } from "../../../src/list-query/params.js";
import { filterText } from "../../support/filter-arbitraries.js";
import {
  anyString,
  expectPrototypesUnchanged,
  fuzz,
  hostileJson,
  hostileKey,
  hostileValue,
  json,
  prototypesLookClean,
  repeatTo,
  runs,
} from "../../support/fuzz.js";
import { errorOf, listUsers, SELECTABLE, SORTABLE, violationsOf } from "../../support/list-query-fixtures.js";

const regex = { code: "failed_regex_match", constraintAttributes: { regexPattern: "^-?[0-9]+$" } };

describe("defaults", () => {
  test("no parameters: start_index 1, count 50, no sort, no fields, no filter", () => {
    expect(parseListQuery("", listUsers)).toStrictEqual({ ok: true, value: { startIndex: 1, count: 50, sortBy: [] } });
  });

  test("the operation's default count is used when count is absent", () => {
    const op: ListOperation = { ...listUsers, count: { default: 20, max: 40 } };
    expect(parseListQuery("", op)).toStrictEqual({ ok: true, value: { startIndex: 1, count: 20, sortBy: [] } });
  });

  test("with only a maximum below 50, the default count is that maximum", () => {
    const op: ListOperation = { ...listUsers, count: { max: 10 } };
    expect(parseListQuery("", op)).toStrictEqual({ ok: true, value: { startIndex: 1, count: 10, sortBy: [] } });
  });

  test("INTEGER_PATTERN is the pattern docs/list-query.md names", () => {
    expect(INTEGER_PATTERN).toBe("^-?[0-9]+$");
  });
});

describe("start_index", () => {
  test("an integer >= 1 is the start index", () => {
    expect(parseListQuery("start_index=7", listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 7, count: 50, sortBy: [] },
    });
  });

  test("start_index=0 gives less_than with minValue 1", () => {
    expect(violationsOf(parseListQuery("start_index=0", listUsers))).toStrictEqual({
      start_index: [{ code: "less_than", constraintAttributes: { minValue: "1" } }],
    });
  });

  test("a negative start_index gives less_than with minValue 1", () => {
    expect(violationsOf(parseListQuery("start_index=-3", listUsers))).toStrictEqual({
      start_index: [{ code: "less_than", constraintAttributes: { minValue: "1" } }],
    });
  });

  test("-0 is below 1", () => {
    expect(violationsOf(parseListQuery("start_index=-0", listUsers))).toStrictEqual({
      start_index: [{ code: "less_than", constraintAttributes: { minValue: "1" } }],
    });
  });

  test("a start_index up to 2^53 - 1 is valid (past the end), its value exact", () => {
    const result = parseListQuery("start_index=9007199254740991", listUsers);
    expect(result).toStrictEqual({ ok: true, value: { startIndex: MAX_LIST_QUERY_INTEGER, count: 50, sortBy: [] } });
    expect(MAX_LIST_QUERY_INTEGER).toBe(2 ** 53 - 1);
  });

  test.each([
    ["2^53", "9007199254740992"],
    ["2^53 + 1 (which a double rounds to 2^53)", "9007199254740993"],
    ["of 16 digits with leading zeros", `000${"9".repeat(17)}`],
    ["of 27 digits (1e+26 as a double)", "99999999999999999999999999"],
    ["of 400 digits (Infinity as a double)", "9".repeat(400)],
  ])("a start_index %s is greater_than 2^53 - 1, never a rounded value", (_what, text) => {
    expect(violationsOf(parseListQuery(`start_index=${text}`, listUsers))).toStrictEqual({
      start_index: [{ code: "greater_than", constraintAttributes: { maxValue: "9007199254740991" } }],
    });
  });

  test("leading zeros are read as the integer", () => {
    expect(parseListQuery("start_index=007", listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 7, count: 50, sortBy: [] },
    });
  });
});

describe("count", () => {
  test("count=0 is valid", () => {
    expect(parseListQuery("count=0", listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 0, sortBy: [] },
    });
  });

  test("count=-0 is 0", () => {
    const result = parseListQuery("count=-0", listUsers);
    expect(result.ok && Object.is(result.value.count, 0)).toBe(true);
  });

  test("count at the maximum is valid", () => {
    expect(parseListQuery("count=100", listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 100, sortBy: [] },
    });
  });

  test("count=-1 gives less_than with minValue 0", () => {
    expect(violationsOf(parseListQuery("count=-1", listUsers))).toStrictEqual({
      count: [{ code: "less_than", constraintAttributes: { minValue: "0" } }],
    });
  });

  test("count above the maximum gives greater_than with maxValue 100", () => {
    expect(violationsOf(parseListQuery("count=101", listUsers))).toStrictEqual({
      count: [{ code: "greater_than", constraintAttributes: { maxValue: "100" } }],
    });
  });

  test("count above a configured maximum gives greater_than with that maxValue", () => {
    const op: ListOperation = { ...listUsers, count: { default: 10, max: 25 } };
    expect(violationsOf(parseListQuery("count=26", op))).toStrictEqual({
      count: [{ code: "greater_than", constraintAttributes: { maxValue: "25" } }],
    });
  });

  test("a huge count gives greater_than, not a precision bug", () => {
    expect(violationsOf(parseListQuery("count=99999999999999999999", listUsers))).toStrictEqual({
      count: [{ code: "greater_than", constraintAttributes: { maxValue: "100" } }],
    });
  });

  test("a count of 16 digits (above 2^53) gives greater_than", () => {
    expect(violationsOf(parseListQuery("count=9007199254740993", listUsers))).toStrictEqual({
      count: [{ code: "greater_than", constraintAttributes: { maxValue: "100" } }],
    });
  });

  test("a count of 400 digits gives greater_than; negative, less_than", () => {
    expect(violationsOf(parseListQuery(`count=${"9".repeat(400)}`, listUsers))).toStrictEqual({
      count: [{ code: "greater_than", constraintAttributes: { maxValue: "100" } }],
    });
    expect(violationsOf(parseListQuery(`count=-${"9".repeat(400)}`, listUsers))).toStrictEqual({
      count: [{ code: "less_than", constraintAttributes: { minValue: "0" } }],
    });
  });
});

describe("not an integer", () => {
  for (const text of ["abc", "1.5", "", "+5", " 5", "5 ", "1e3", "-", "0x10", "٣"]) {
    test(`count=${JSON.stringify(text)} gives failed_regex_match with ^-?[0-9]+$`, () => {
      expect(violationsOf(parseListQuery({ count: text }, listUsers))).toStrictEqual({ count: [regex] });
    });
  }

  test("start_index=abc gives failed_regex_match", () => {
    expect(violationsOf(parseListQuery("start_index=abc", listUsers))).toStrictEqual({ start_index: [regex] });
  });

  test("a parameter without `=` has the empty value, which is not an integer", () => {
    expect(violationsOf(parseListQuery("count", listUsers))).toStrictEqual({ count: [regex] });
  });
});

describe("repeated parameter", () => {
  for (const name of ["start_index", "count", "sort_by", "fields", "query"]) {
    test(`${name} sent twice gives size_greater_than with maxSize 1`, () => {
      expect(violationsOf(parseListQuery(`${name}=1&${name}=2`, listUsers))).toStrictEqual({
        [name]: [{ code: "size_greater_than", constraintAttributes: { maxSize: "1" } }],
      });
    });
  }

  test("a repeated parameter in a record (a list of values) gives size_greater_than", () => {
    expect(violationsOf(parseListQuery({ count: ["1", "2"] }, listUsers))).toStrictEqual({
      count: [{ code: "size_greater_than", constraintAttributes: { maxSize: "1" } }],
    });
  });

  test("a repeated parameter in URLSearchParams gives size_greater_than", () => {
    expect(violationsOf(parseListQuery(new URLSearchParams("count=1&count=1"), listUsers))).toStrictEqual({
      count: [{ code: "size_greater_than", constraintAttributes: { maxSize: "1" } }],
    });
  });

  test("a list of one value is that value; an empty list is absent", () => {
    expect(parseListQuery({ count: ["5"], start_index: [] }, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 5, sortBy: [] },
    });
  });
});

describe("sort_by", () => {
  test("an attribute without a direction sorts ascending", () => {
    expect(parseListQuery("sort_by=givenName", listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 50, sortBy: [{ attribute: "givenName", direction: "asc" }] },
    });
  });

  test("attributes keep their order; :asc and :desc are read", () => {
    const result = parseListQuery("sort_by=familyName:desc,givenName:asc,email", listUsers);
    expect(result.ok && result.value.sortBy).toStrictEqual([
      { attribute: "familyName", direction: "desc" },
      { attribute: "givenName", direction: "asc" },
      { attribute: "email", direction: "asc" },
    ]);
  });

  test("attribute names and directions match ignoring case, spelled as declared", () => {
    const result = parseListQuery("sort_by=GIVENNAME:DESC,familyname:Asc", listUsers);
    expect(result.ok && result.value.sortBy).toStrictEqual([
      { attribute: "givenName", direction: "desc" },
      { attribute: "familyName", direction: "asc" },
    ]);
  });

  test("an attribute that is not sortable gives disallowed_enum with the sortable list", () => {
    expect(violationsOf(parseListQuery("sort_by=password", listUsers))).toStrictEqual({
      sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: SORTABLE } }],
    });
  });

  test("a filterable but not sortable attribute is not sortable", () => {
    expect(violationsOf(parseListQuery("sort_by=emailVerified", listUsers))).toStrictEqual({
      sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: SORTABLE } }],
    });
  });

  for (const text of ["givenName:up", "givenName:", "givenName:desc:x", "givenName:ascending"]) {
    test(`a direction other than asc or desc (${text}) gives disallowed_enum with asc,desc`, () => {
      expect(violationsOf(parseListQuery({ sort_by: text }, listUsers))).toStrictEqual({
        sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "asc,desc" } }],
      });
    });
  }

  test("a repeated attribute gives duplicate_elements", () => {
    expect(violationsOf(parseListQuery("sort_by=givenName,familyName,givenName:desc", listUsers))).toStrictEqual({
      sort_by: [{ code: "duplicate_elements" }],
    });
  });

  test("a repeated attribute counts even when a direction is wrong", () => {
    expect(violationsOf(parseListQuery("sort_by=givenName:up,GivenName", listUsers))).toStrictEqual({
      sort_by: [
        { code: "disallowed_enum", constraintAttributes: { allowedValues: "asc,desc" } },
        { code: "duplicate_elements" },
      ],
    });
  });

  for (const text of ["", ",", "givenName,", ",givenName", "givenName,,email", ":desc", "a..b", ".a", "a."]) {
    test(`empty segments (${JSON.stringify(text)}) give invalid_path_expression`, () => {
      expect(violationsOf(parseListQuery({ sort_by: text }, listUsers))).toStrictEqual({
        sort_by: [{ code: "invalid_path_expression" }],
      });
    });
  }

  test("dotted sortable paths are accepted", () => {
    const op: ListOperation = { attributes: { "protocol.type": { sort: true } } };
    const result = parseListQuery("sort_by=protocol.type:desc", op);
    expect(result.ok && result.value.sortBy).toStrictEqual([{ attribute: "protocol.type", direction: "desc" }]);
  });

  test("every problem of sort_by is listed, identical ones once, in the order found", () => {
    const result = parseListQuery("sort_by=password,x:up,,secret,givenName,givenName:sideways", listUsers);
    expect(violationsOf(result)).toStrictEqual({
      sort_by: [
        { code: "disallowed_enum", constraintAttributes: { allowedValues: SORTABLE } },
        { code: "disallowed_enum", constraintAttributes: { allowedValues: "asc,desc" } },
        { code: "invalid_path_expression" },
        { code: "duplicate_elements" },
      ],
    });
  });

  test("an operation with no sortable attribute lists none", () => {
    const op: ListOperation = { attributes: { a: { select: true } } };
    expect(violationsOf(parseListQuery("sort_by=a", op))).toStrictEqual({
      sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "" } }],
    });
  });
});

describe("fields", () => {
  test("comma-separated paths are read in order", () => {
    const result = parseListQuery("fields=id,givenName", listUsers);
    expect(result).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 50, sortBy: [], fields: ["id", "givenName"] },
    });
  });

  test("paths match ignoring case, spelled as declared", () => {
    const result = parseListQuery("fields=ID,givenname", listUsers);
    expect(result.ok && result.value.fields).toStrictEqual(["id", "givenName"]);
  });

  test("a path named twice is kept once", () => {
    const result = parseListQuery("fields=id,givenName,id", listUsers);
    expect(result.ok && result.value.fields).toStrictEqual(["id", "givenName"]);
  });

  test("an unknown path gives disallowed_enum with the selectable list", () => {
    expect(violationsOf(parseListQuery("fields=id,password", listUsers))).toStrictEqual({
      fields: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: SELECTABLE } }],
    });
  });

  for (const text of ["", "id,", "id,,email", "a..b"]) {
    test(`an empty path (${JSON.stringify(text)}) gives invalid_path_expression`, () => {
      expect(violationsOf(parseListQuery({ fields: text }, listUsers))).toStrictEqual({
        fields: [{ code: "invalid_path_expression" }],
      });
    });
  }

  test("nested selectable paths are accepted", () => {
    const op: ListOperation = { attributes: { name: { select: true }, "protocol.type": { select: true } } };
    const result = parseListQuery("fields=protocol.type,name", op);
    expect(result.ok && result.value.fields).toStrictEqual(["protocol.type", "name"]);
  });
});

describe("query", () => {
  test("a valid filter is parsed, attribute names spelled as declared", () => {
    const result = parseListQuery({ query: 'GIVENNAME sw "A"' }, listUsers);
    expect(result.ok && result.value.filter).toStrictEqual({
      kind: "compare",
      attribute: "givenName",
      operator: "sw",
      value: "A",
    });
  });

  test("a syntax error alone is a base_error invalid_request with parameter, position and expected", () => {
    const error = errorOf(parseListQuery({ query: 'givenName eq "Ann" or' }, listUsers));
    expect(error.type).toBe("base_error");
    expect(error.code).toBe("invalid_request");
    expect(error.details).toMatchObject({ parameter: "query", position: 21 });
    expect(typeof error.details?.["expected"]).toBe("string");
  });

  test("a syntax error with another problem: only the violations are answered", () => {
    expect(violationsOf(parseListQuery({ query: "givenName eq", count: "-1" }, listUsers))).toStrictEqual({
      count: [{ code: "less_than", constraintAttributes: { minValue: "0" } }],
    });
  });

  test("an attribute that is not filterable gives contained_invalid_field_name naming it under query", () => {
    expect(violationsOf(parseListQuery({ query: 'password eq "x"' }, listUsers))).toStrictEqual({
      query: [{ code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: "password" } }],
    });
  });

  test("an operator the attribute does not allow gives disallowed_filter_operator naming it under query", () => {
    expect(violationsOf(parseListQuery({ query: "EMAILVERIFIED sw true" }, listUsers))).toStrictEqual({
      query: [
        {
          code: "disallowed_filter_operator",
          constraintAttributes: { attributePath: "emailVerified", allowedValues: "eq,ne,pr" },
        },
      ],
    });
  });

  test("a value of the wrong type gives invalid_filter_value naming the attribute and its type, never a pattern", () => {
    const error = errorOf(parseListQuery({ query: 'emailVerified eq "yes"' }, listUsers));
    expect(error).toMatchObject({
      violations: {
        query: [
          {
            code: "invalid_filter_value",
            constraintAttributes: { attributePath: "emailVerified", valueType: "boolean" },
          },
        ],
      },
    });
    expect(JSON.stringify(error)).not.toContain("regexPattern");
  });

  test("a filter over 2000 characters gives too_long with maxLength 2000", () => {
    const text = `givenName eq "${"a".repeat(2000)}"`;
    expect(violationsOf(parseListQuery({ query: text }, listUsers))).toStrictEqual({
      query: [{ code: "too_long", constraintAttributes: { maxLength: "2000" } }],
    });
  });

  test("the operation's query.maxLength is used", () => {
    const op: ListOperation = { ...listUsers, query: { maxLength: 10 } };
    expect(violationsOf(parseListQuery({ query: 'givenName eq "Ann"' }, op))).toStrictEqual({
      query: [{ code: "too_long", constraintAttributes: { maxLength: "10" } }],
    });
  });

  test("a filter nested deeper than the operation's query.maxDepth gives max_nesting_depth_exceeded", () => {
    const op: ListOperation = { ...listUsers, query: { maxDepth: 2 } };
    const text = `((((givenName eq "a"))))`;
    expect(violationsOf(parseListQuery({ query: text }, op))).toStrictEqual({
      query: [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "2" } }],
    });
  });

  test("a filter nested over 32 deep gives max_nesting_depth_exceeded with 32 by default", () => {
    const text = `${"(".repeat(40)}givenName eq "a"${")".repeat(40)}`;
    expect(violationsOf(parseListQuery({ query: text }, listUsers))).toStrictEqual({
      query: [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "32" } }],
    });
  });

  test("Infinity lifts the filter limits", () => {
    const op: ListOperation = { ...listUsers, query: { maxLength: Infinity, maxDepth: Infinity } };
    const text = `${"(".repeat(40)}givenName eq "${"a".repeat(3000)}"${")".repeat(40)}`;
    expect(parseListQuery({ query: text }, op).ok).toBe(true);
  });
});

describe("all list-query problems", () => {
  test("every bad parameter is listed in one request_constraint_violations error, in parameter order", () => {
    const error = errorOf(
      parseListQuery("query=password+eq+1&fields=x&sort_by=password&count=abc&start_index=0", listUsers),
    );
    expect(error).toStrictEqual({
      type: "constraint_violations_error",
      code: "request_constraint_violations",
      message: "The request has constraint violations.",
      ticket: error.ticket,
      violations: {
        start_index: [{ code: "less_than", constraintAttributes: { minValue: "1" } }],
        count: [regex],
        sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: SORTABLE } }],
        fields: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: SELECTABLE } }],
        query: [{ code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: "password" } }],
      },
    });
    expect(Object.keys((error as { violations: object }).violations)).toStrictEqual([
      "start_index",
      "count",
      "sort_by",
      "fields",
      "query",
    ]);
  });

  test("a repeated parameter and problems of others are listed together", () => {
    expect(violationsOf(parseListQuery("count=1&count=2&start_index=0", listUsers))).toStrictEqual({
      start_index: [{ code: "less_than", constraintAttributes: { minValue: "1" } }],
      count: [{ code: "size_greater_than", constraintAttributes: { maxSize: "1" } }],
    });
  });

  test("each error has a fresh ticket", () => {
    const a = errorOf(parseListQuery("count=x", listUsers));
    const b = errorOf(parseListQuery("count=x", listUsers));
    expect(a.ticket).not.toBe(b.ticket);
  });
});

describe("unknown query parameters", () => {
  test("are ignored", () => {
    expect(parseListQuery("page=3&count=5&sortBy=x&COUNT=1&start_index_=0&&=&x", listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 5, sortBy: [] },
    });
  });

  test("are ignored in a record, inherited members too", () => {
    const params = Object.create({ count: "abc" }) as Record<string, string>;
    params["other"] = "x";
    expect(parseListQuery(params, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 50, sortBy: [] },
    });
  });
});

describe("parameter sources", () => {
  const expected = {
    ok: true,
    value: {
      startIndex: 3,
      count: 10,
      sortBy: [{ attribute: "familyName", direction: "desc" }],
      fields: ["id", "givenName"],
      filter: { kind: "compare", attribute: "givenName", operator: "sw", value: "A B" },
    },
  };
  const text = 'start_index=3&count=10&sort_by=familyName:desc&fields=id,givenName&query=givenName+sw+"A%20B"';

  test("a query string gives the query", () => {
    expect(parseListQuery(text, listUsers)).toStrictEqual(expected);
  });

  test("a query string with a leading ? gives the same query", () => {
    expect(parseListQuery(`?${text}`, listUsers)).toStrictEqual(expected);
  });

  test("URLSearchParams give the same query", () => {
    expect(parseListQuery(new URLSearchParams(text), listUsers)).toStrictEqual(expected);
  });

  test("a record of strings and lists", () => {
    const record = {
      start_index: "3",
      count: ["10"],
      sort_by: "familyName:desc",
      fields: "id,givenName",
      query: 'givenName sw "A B"',
      other: undefined,
    };
    expect(parseListQuery(record, listUsers)).toStrictEqual(expected);
  });

  test("a record's numbers, booleans and bigints are read as strings", () => {
    const record = { start_index: 3, count: 10n } as unknown as Record<string, string>;
    expect(parseListQuery(record, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 3, count: 10, sortBy: [] },
    });
    expect(violationsOf(parseListQuery({ count: true } as never, listUsers))).toStrictEqual({ count: [regex] });
  });

  test("a record's other values (objects, null, symbols) are ignored", () => {
    const record = { count: { $gt: "1" }, start_index: null, sort_by: [Symbol("x"), {}] } as never;
    expect(parseListQuery(record, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 50, sortBy: [] },
    });
  });

  test("a record member that throws when read counts as absent", () => {
    const record = {
      get count(): string {
        throw new Error("hostile");
      },
      start_index: "2",
    };
    expect(parseListQuery(record, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 2, count: 50, sortBy: [] },
    });
  });

  test("a URLSearchParams whose getAll throws counts that parameter as absent", () => {
    class Hostile extends URLSearchParams {
      override getAll(name: string): string[] {
        if (name === "count") throw new Error("hostile");
        return super.getAll(name);
      }
    }
    expect(parseListQuery(new Hostile("count=5&start_index=2"), listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 2, count: 50, sortBy: [] },
    });
  });

  test("an object whose prototype cannot be read is read as a record", () => {
    const hostile = new Proxy(
      { count: "5" },
      {
        getPrototypeOf() {
          throw new Error("no prototype");
        },
      },
    );
    expect(parseListQuery(hostile, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 5, sortBy: [] },
    });
  });

  test("a value that is not a string, URLSearchParams or object reads as no parameters", () => {
    expect(parseListQuery(42 as never, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 50, sortBy: [] },
    });
  });

  test("percent-encoded names and values are decoded; + is a space", () => {
    const result = parseListQuery("sort%5Fby=given%4Eame%3Adesc&fiel%64s=id%2CgivenName&coun+t=5", listUsers);
    expect(result).toStrictEqual({
      ok: true,
      value: {
        startIndex: 1,
        count: 50,
        sortBy: [{ attribute: "givenName", direction: "desc" }],
        fields: ["id", "givenName"],
      },
    });
  });

  test("an encoded name without = has the empty value", () => {
    expect(violationsOf(parseListQuery("coun%74", listUsers))).toStrictEqual({ count: [regex] });
  });

  test("a malformed escape is read as URLSearchParams reads it", () => {
    const result = parseListQuery("query=givenName%20eq%20%22100%%22", listUsers);
    expect(result.ok && result.value.filter).toStrictEqual({
      kind: "compare",
      attribute: "givenName",
      operator: "eq",
      value: "100%",
    });
  });

  test("the value after the first = keeps later = signs", () => {
    const result = parseListQuery('query=givenName eq "a=b"', listUsers);
    expect(result.ok && result.value.filter).toStrictEqual({
      kind: "compare",
      attribute: "givenName",
      operator: "eq",
      value: "a=b",
    });
  });
});

describe("repeated values", () => {
  test("the same values parsed again give equal results", () => {
    const text = 'sort_by=givenName:desc&fields=id&query=givenName eq "x"';
    const first = parseListQuery(text, listUsers);
    const second = parseListQuery(text, listUsers);
    expect(second).toStrictEqual(first);
  });

  test("every call returns fresh values, so no request can change another's", () => {
    const text = 'sort_by=givenName:desc&fields=id&query=givenName eq "x" or (email pr and givenName in ("a"))';
    const first = parseListQuery(text, listUsers);
    const second = parseListQuery(text, listUsers);
    if (!first.ok || !second.ok) throw new Error("expected a query");
    expect(second.value.sortBy).not.toBe(first.value.sortBy);
    expect(second.value.sortBy[0]).not.toBe(first.value.sortBy[0]);
    expect(second.value.fields).not.toBe(first.value.fields);
    expect(second.value.filter).not.toBe(first.value.filter);
    (first.value.sortBy as unknown[]).length = 0;
    (first.value.fields as unknown[]).length = 0;
    expect(parseListQuery(text, listUsers)).toStrictEqual(second);
  });

  test("a value with a problem fails again", () => {
    expect(parseListQuery("sort_by=nope", listUsers).ok).toBe(false);
    expect(parseListQuery("sort_by=nope", listUsers).ok).toBe(false);
    expect(parseListQuery("fields=nope", listUsers).ok).toBe(false);
    expect(parseListQuery("fields=nope", listUsers).ok).toBe(false);
  });

  test("a query string read between two reads of another does not disturb it", () => {
    const sortBy = parseListQuery("sort_by=givenName", listUsers);
    parseListQuery("sort_by=familyName&count=3", listUsers);
    expect(sortBy).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 50, sortBy: [{ attribute: "givenName", direction: "asc" }] },
    });
  });

  test("a declaration getter that parses another query string meanwhile does not disturb the outer parse", () => {
    const attributes = {
      ...listUsers.attributes,
      get givenName() {
        parseListQuery("start_index=9&count=7&sort_by=email&fields=email&query=email pr", listUsers);
        return { type: "string", filter: true } as const;
      },
    };
    const operation: ListOperation = { ...listUsers, attributes };
    expect(
      parseListQuery('start_index=2&count=5&sort_by=username&fields=id&query=givenName eq "x"', operation),
    ).toStrictEqual({
      ok: true,
      value: {
        startIndex: 2,
        count: 5,
        sortBy: [{ attribute: "username", direction: "asc" }],
        fields: ["id"],
        filter: { kind: "compare", attribute: "givenName", operator: "eq", value: "x" },
      },
    });
  });

  test("a record getter that parses another query string meanwhile does not disturb the outer parse", () => {
    const record = {
      count: "5",
      get sort_by() {
        parseListQuery("start_index=9&count=7&sort_by=email", listUsers);
        return "username";
      },
      fields: "id",
    };
    expect(parseListQuery(record, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 5, sortBy: [{ attribute: "username", direction: "asc" }], fields: ["id"] },
    });
  });
});

describe("operation declarations", () => {
  const base: ListOperation = { attributes: {} };
  const bad: [string, unknown][] = [
    ["a sortable path with an empty segment", { attributes: { "a..b": { sort: true } } }],
    ["a selectable name that is not a path", { attributes: { "": { select: true } } }],
    ["count.max negative", { ...base, count: { max: -1 } }],
    ["count.max above 2^53 - 1", { ...base, count: { max: 2 ** 53 } }],
    ["count.default fractional", { ...base, count: { default: 1.5 } }],
    ["count.default above count.max", { ...base, count: { default: 20, max: 10 } }],
    ["query.maxLength negative", { ...base, query: { maxLength: -1 } }],
    ["query.maxDepth not a number", { ...base, query: { maxDepth: "3" } }],
    ["defaultSort with a bad attribute", { ...base, defaultSort: [{ attribute: "" }] }],
    ["defaultSort with a bad direction", { ...base, defaultSort: [{ attribute: "a", direction: "up" }] }],
    ["defaultSort with a missing key", { ...base, defaultSort: [null] }],
  ];
  for (const [what, op] of bad) {
    test(`a malformed declaration (${what}) is a TypeError, a programming error`, () => {
      expect(() => parseListQuery("", op as ListOperation)).toThrow(TypeError);
    });
  }

  test("the TypeError names the member and the value (as JSON, else as a string)", () => {
    expect(() => parseListQuery("", { ...base, count: { max: -1 } })).toThrow("ListOperation.count.max: invalid -1");
    expect(() => parseListQuery("", { ...base, defaultSort: [undefined as never] })).toThrow(
      "ListOperation.defaultSort: invalid undefined",
    );
  });

  test("two declared names that differ only by case: the exact one wins, else the first", () => {
    const op: ListOperation = { attributes: { name: { sort: true }, NAME: { sort: true } } };
    const exact = parseListQuery("sort_by=NAME", op);
    expect(exact.ok && exact.value.sortBy).toStrictEqual([{ attribute: "NAME", direction: "asc" }]);
    const folded = parseListQuery("sort_by=Name", op);
    expect(folded.ok && folded.value.sortBy).toStrictEqual([{ attribute: "name", direction: "asc" }]);
  });
});

describe("never throws on input", () => {
  test("parseListQuery never throws on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        parseListQuery(text, listUsers);
      }),
    );
  });

  test("parseListQuery never throws on strings made of query-string pieces", () => {
    const piece = fc.constantFrom(
      "start_index",
      "count",
      "sort_by",
      "fields",
      "query",
      "=",
      "&",
      ",",
      ":",
      ".",
      "%",
      "%2",
      "%20",
      "%ZZ",
      "%FF",
      "+",
      "?",
      "-",
      "1",
      "0",
      "desc",
      "givenName",
      '"',
      "(",
      ")",
      " eq ",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const result = parseListQuery(pieces.join(""), listUsers);
        expect(typeof result.ok).toBe("boolean");
      }),
    );
  });

  test("parseListQuery never throws on arbitrary records", () => {
    const key = fc.constantFrom("start_index", "count", "sort_by", "fields", "query", "__proto__", "other");
    fc.assert(
      fc.property(fc.dictionary(key, fc.anything()), (record) => {
        parseListQuery(record as never, listUsers);
      }),
    );
  });
});

describe("an empty query means no filter", () => {
  test.each(["query=", "query=%20%20", "query=%09%0A%0D+"])("%s is the same as no query", (text) => {
    expect(parseListQuery(text, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 50, sortBy: [] },
    });
    expect(parseListQuery({ query: "" }, listUsers)).toStrictEqual(parseListQuery("", listUsers));
  });

  test("a repeated empty query is still a repeated parameter", () => {
    expect(parseListQuery("query=&query=", listUsers).ok).toBe(false);
  });
});

function hostileProxy(): object {
  const fail = (): never => {
    throw new Error("trap");
  };
  return new Proxy({}, { get: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail, has: fail, ownKeys: fail });
}

test("parseListQuery reads a Proxy whose traps throw as no parameters", () => {
  const operation = { attributes: {} };
  expect(parseListQuery(hostileProxy() as Record<string, string>, operation)).toStrictEqual({
    ok: true,
    value: { startIndex: 1, count: 50, sortBy: [] },
  });
});

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

fuzz("parseListQuery on untrusted parameters", () => {
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
