// The SQL text and parameters of filterToSql, without a database: shapes, numbering, declarations that are
// programming errors, and the rules that decide at compile time (kinds, unstorable literals, date-times).
import { describe, expect, test } from "vitest";
import type { FilterNode } from "../../../src/list-query/filter-ast.js";
import type { ListOperation } from "../../../src/list-query/operation.js";
import { compileListQuery, filterToSql, type SqlTable } from "../../../src/sql/index.js";
import { tree as filter } from "../../support/filter.js";
import { usersOperation, usersTable } from "../../support/sql-fixtures.js";

const sql = (text: string, table: SqlTable = usersTable, operation: ListOperation = usersOperation) =>
  filterToSql(filter(text), table, operation);

describe("filterToSql", () => {
  test("values become parameters numbered from firstParameter, in reading order", () => {
    const where = filterToSql(filter('name eq "Ann" and score gt 2 or active eq true'), usersTable, usersOperation, {
      firstParameter: 3,
    });
    expect(where.values).toStrictEqual(["ann", 2, true]);
    expect(where.text).toBe(
      `((("name" IS NOT NULL AND (lower("name" COLLATE "und-x-icu") COLLATE "C") = $3::text) AND ("score" IS NOT NULL AND "score" > $4::float8)) OR ("active" IS NOT NULL AND "active" = $5::boolean))`,
    );
  });

  test("the deprecated options form { operation, firstParameter } gives the same query as the positional operation", () => {
    const ast = filter('score eq "X" or name sw "a"');
    expect(filterToSql(ast, usersTable, { operation: usersOperation, firstParameter: 2 })).toStrictEqual(
      filterToSql(ast, usersTable, usersOperation, { firstParameter: 2 }),
    );
    expect(filterToSql(ast, usersTable, { operation: usersOperation })).toStrictEqual(
      filterToSql(ast, usersTable, usersOperation),
    );
    expect(filterToSql(ast, usersTable, { firstParameter: 4 })).toStrictEqual(
      filterToSql(ast, usersTable, undefined, { firstParameter: 4 }),
    );
  });

  test("past the bound of remembered names (names a client chose: paths inside jsonb), the answer is the same", () => {
    // A fresh table object, so that its plan starts empty; 300 paths fill the bound, then more come uncached.
    const table: SqlTable = { ...usersTable };
    const first = filterToSql(filter('extra.k0 eq "v"'), table).text;
    for (let i = 1; i < 300; i++) {
      expect(filterToSql(filter(`extra.k${i} eq "v"`), table).text).toBe(first.replaceAll("k0", `k${i}`));
    }
    expect(filterToSql(filter('extra.k0 eq "v"'), table).text).toBe(first);
    expect(filterToSql(filter('extra.k300 eq "v"'), table).text).toBe(first.replaceAll("k0", "k300"));
  });

  test("without options: parameters from $1, every attribute a case-insensitive string", () => {
    const where = filterToSql(filter('score eq "X"'), usersTable);
    expect(where).toStrictEqual({
      text: `("score" IS NOT NULL AND (lower("score" COLLATE "und-x-icu") COLLATE "C") = $1::text)`,
      values: ["x"],
    });
  });

  test("sw/co/ew escape LIKE's wildcards and the escape character", () => {
    expect(sql('name sw "5%_!x"').values).toStrictEqual(["5!%!_!!x%"]);
    expect(sql('name co "A"').values).toStrictEqual(["%a%"]);
    expect(sql('code ew "A"').values).toStrictEqual(["%A"]);
    expect(sql('name sw "A"').text).toContain(`LIKE $1::text ESCAPE '!'`);
    // Wildcards and escape characters alone are escaped too.
    expect(sql('name co "%"').values).toStrictEqual(["%!%%"]);
    expect(sql('name sw "_!"').values).toStrictEqual(["!_!!%"]);
  });

  test("a literal of another kind than the column's type matches nothing, and ne matches every value", () => {
    expect(sql('score eq "1"').text).toBe("FALSE");
    expect(sql("name lt 1").text).toBe("FALSE");
    expect(sql("score sw 1").text).toBe("FALSE");
    expect(sql("score co 1").text).toBe("FALSE");
    expect(sql("score ew 1").text).toBe("FALSE");
    expect(sql('created gt "yesterday"').text).toBe("FALSE");
    expect(sql("created gt 5").text).toBe("FALSE");
    expect(sql('created eq "2024-02-30T00:00:00Z"').text).toBe("FALSE");
    expect(sql("score ne true").text).toBe(`("score" IS NOT NULL)`);
    expect(sql('score nin ("1", null)').text).toBe(`("score" IS NOT NULL)`);
    expect(sql('score in ("1")').text).toBe("FALSE");
    expect(sql("name eq null").text).toBe(`NOT ("name" IS NOT NULL)`);
    expect(sql("name gt null").text).toBe("FALSE");
    expect(sql("name ne null").text).toBe(`("name" IS NOT NULL)`);
    // pr: only a string can be empty.
    expect(sql("score pr").text).toBe(`("score" IS NOT NULL)`);
    expect(sql("created pr").text).toBe(`("created" IS NOT NULL)`);
    expect(sql("name pr").text).toBe(`(("name" IS NOT NULL AND "name" <> ''))`);
    // In a list, a literal of another kind is left out; one literal left needs no parentheses.
    expect(sql('score in ("1", 2)')).toStrictEqual({
      text: `("score" IS NOT NULL AND "score" = $1::float8)`,
      values: [2],
    });
    expect(sql('name in ("A")')).toStrictEqual({
      text: `("name" IS NOT NULL AND (lower("name" COLLATE "und-x-icu") COLLATE "C") = $1::text)`,
      values: ["a"],
    });
  });

  test("in with null also matches a missing value", () => {
    expect(sql('name in ("A", null, "b")')).toStrictEqual({
      text: `(("name" IS NOT NULL AND ((lower("name" COLLATE "und-x-icu") COLLATE "C") = $1::text OR (lower("name" COLLATE "und-x-icu") COLLATE "C") = $2::text)) OR NOT ("name" IS NOT NULL))`,
      values: ["a", "b"],
    });
    expect(sql("name in (null)").text).toBe(`(FALSE OR NOT ("name" IS NOT NULL))`);
    // In jsonb too: null is no parameter and no comparison.
    const json = sql('extra in (null, "A")');
    expect(json.values).toStrictEqual(["a"]);
    expect(json.text.match(/\$\d/g)).toStrictEqual(["$1"]);
    expect(json.text).toContain(` OR NOT EXISTS (SELECT 1 FROM jsonb_path_query("extra", 'lax $[*]')`);
  });

  test("arrays and jsonb: any element, through EXISTS", () => {
    expect(sql('tags eq "a"').text).toBe(
      `EXISTS (SELECT 1 FROM unnest("tags") AS e(v) WHERE v IS NOT NULL AND (lower(v COLLATE "und-x-icu") COLLATE "C") = $1::text)`,
    );
    expect(sql('emails.value eq "a"').text).toBe(
      `EXISTS (SELECT 1 FROM jsonb_path_query("emails", 'lax $."value"[*]') AS e(w) CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(w) = 'object' THEN coalesce(w -> 'value', w) ELSE w END AS v) AS f WHERE v <> 'null' AND CASE WHEN jsonb_typeof(v) = 'string' THEN (lower((v #>> '{}') COLLATE "und-x-icu") COLLATE "C") = $1::text ELSE FALSE END)`,
    );
    expect(sql("extra pr").text).toBe(
      `EXISTS (SELECT 1 FROM jsonb_path_query("extra", 'lax $[*]') AS e(w) WHERE jsonb_path_exists(w, 'strict $.** ? (@.type() == "number" || @.type() == "boolean" || (@.type() == "string" && @ != ""))'))`,
    );
  });

  test("jsonb numbers and booleans compare as numeric and boolean, only against elements of their kind", () => {
    const table: SqlTable = { name: "t", key: "id", columns: { id: "id", doc: { column: "doc", storage: "jsonb" } } };
    const operation: ListOperation = {
      attributes: { "doc.n": { type: "number", filter: true }, "doc.b": { type: "boolean", filter: ["lt", "eq"] } },
    };
    expect(sql("doc.n ge 1.5", table, operation)).toStrictEqual({
      text: `EXISTS (SELECT 1 FROM jsonb_path_query("doc", 'lax $."n"[*]') AS e(w) CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(w) = 'object' THEN coalesce(w -> 'value', w) ELSE w END AS v) AS f WHERE v <> 'null' AND CASE WHEN jsonb_typeof(v) = 'number' THEN (v)::numeric >= $1::numeric ELSE FALSE END)`,
      values: [1.5],
    });
    expect(sql("doc.b lt true", table, operation).text).toContain(
      `CASE WHEN jsonb_typeof(v) = 'boolean' THEN (v)::boolean < $1::boolean ELSE FALSE END`,
    );
  });

  test("case-sensitive order compares the folded form, then the original", () => {
    expect(sql('code lt "Ab"')).toStrictEqual({
      text: `("code" IS NOT NULL AND ((lower("code" COLLATE "und-x-icu") COLLATE "C"), ("code" COLLATE "C")) < ($1::text, $2::text))`,
      values: ["ab", "Ab"],
    });
    expect(sql('code eq "Ab"').text).toBe(`("code" IS NOT NULL AND ("code" COLLATE "C") = $1::text)`);
  });

  test("NUL and lone surrogates, which PostgreSQL text cannot hold: equal to nothing, ordered by their prefix", () => {
    const nul = filterToSql({ kind: "compare", attribute: "name", operator: "eq", value: "a\0" }, usersTable);
    expect(nul.text).toBe("FALSE");
    for (const attribute of ["name", "code", "extra"]) {
      for (const value of ["\0a", "\udc00", "a\0"]) {
        expect(
          filterToSql({ kind: "compare", attribute, operator: "eq", value }, usersTable, usersOperation),
        ).toStrictEqual({ text: "FALSE", values: [] });
      }
    }
    for (const operator of ["sw", "co", "ew"] as const) {
      expect(filterToSql({ kind: "compare", attribute: "name", operator, value: "\ud800" }, usersTable).text).toBe(
        "FALSE",
      );
    }
    const cases = [
      ["lt", "Ab\0c", "<=", "ab"],
      ["le", "Ab\0c", "<=", "ab"],
      ["gt", "Ab\0c", ">", "ab"],
      ["ge", "Ab\0c", ">", "ab"],
      ["lt", "Ab\ud800c", "<", "ab\ue000"],
      ["le", "Ab\udc00", "<", "ab\ue000"],
      ["gt", "\udc00", ">=", "\ue000"],
      ["ge", "Ab\ud800", ">=", "ab\ue000"],
    ] as const;
    for (const [operator, value, sqlOperator, bound] of cases) {
      for (const attribute of ["name", "code"]) {
        const where = filterToSql({ kind: "compare", attribute, operator, value }, usersTable, usersOperation);
        expect(where).toStrictEqual({
          text: `("${attribute}" IS NOT NULL AND (lower("${attribute}" COLLATE "und-x-icu") COLLATE "C") ${sqlOperator} $1::text)`,
          values: [bound],
        });
      }
    }
    // A surrogate pair is a character like any other.
    expect(sql('name lt "\ud83d\ude00"').values).toStrictEqual(["\u{1f600}"]);
  });

  test("not, and, or nest without recursion limits of their own", () => {
    let deep: FilterNode = { kind: "present", attribute: "name" };
    for (let i = 0; i < 10_000; i++) deep = { kind: "not", operand: deep };
    const where = filterToSql(deep, usersTable);
    expect(where.text.startsWith("NOT (NOT (")).toBe(true);
    expect(where.values).toStrictEqual([]);
  });

  test("a value path: some element, an object, satisfies the inner filter read on it", () => {
    const where = sql('emails[type eq "work" and value co "@x"]');
    expect(where.values).toStrictEqual(["work", "%@x%"]);
    expect(where.text).toBe(
      `EXISTS (SELECT 1 FROM jsonb_path_query("emails", 'lax $[*]') AS p(u) CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(u) = 'object' THEN u ELSE jsonb_build_object('value', u) END AS o) AS q WHERE jsonb_typeof(u) <> 'null' AND ((` +
        `EXISTS (SELECT 1 FROM jsonb_path_query(o, 'lax $."type"[*]') AS e(w) CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(w) = 'object' THEN coalesce(w -> 'value', w) ELSE w END AS v) AS f WHERE v <> 'null' AND CASE WHEN jsonb_typeof(v) = 'string' THEN ("v" COLLATE "C") = $1::text ELSE FALSE END)`.replace(
          '("v" COLLATE "C")',
          `((v #>> '{}') COLLATE "C")`,
        ) +
        ` AND EXISTS (SELECT 1 FROM jsonb_path_query(o, 'lax $."value"[*]') AS e(w) CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(w) = 'object' THEN coalesce(w -> 'value', w) ELSE w END AS v) AS f WHERE v <> 'null' AND CASE WHEN jsonb_typeof(v) = 'string' THEN (lower((v #>> '{}') COLLATE "und-x-icu") COLLATE "C") LIKE $2::text ESCAPE '!' ELSE FALSE END))))`,
    );
    // Without an operation, inner names are paths on the element.
    const bare = filterToSql(filter("emails[a.b pr]"), usersTable).text;
    expect(bare).toContain(`jsonb_path_query(o, 'lax $."a"."b"[*]')`);
    // A sub-attribute spelled in another case reads the member the operation declares.
    expect(sql('emails[VALUE eq "a"]').text).toContain(`jsonb_path_query(o, 'lax $."value"[*]')`);
    // The value path of a nested attribute: its elements' sub-attribute is the last segment of the declared path.
    const doc: SqlTable = { name: "t", key: "id", columns: { id: "id", doc: { column: "doc", storage: "jsonb" } } };
    const nested: ListOperation = { attributes: { "doc.items.c": { type: "string", filter: true } } };
    const items = filterToSql(
      {
        kind: "valuePath",
        attribute: "doc.items",
        filter: { kind: "compare", attribute: "C", operator: "eq", value: "x" },
      },
      doc,
      nested,
    ).text;
    expect(items).toContain(`jsonb_path_query("doc", 'lax $."items"[*]') AS p(u)`);
    expect(items).toContain(`jsonb_path_query(o, 'lax $."c"[*]') AS e(w)`);
  });

  test("a value path over a multi-valued simple attribute reads each element as its value", () => {
    // A text[] column: its elements through to_jsonb, each read as {"value": element}, compared by the attribute's rule.
    const tags = sql('tags[value eq "x"]');
    expect(tags.text).toContain(`jsonb_path_query(to_jsonb("tags"), 'lax $[*]') AS p(u)`);
    expect(tags.text).toContain(`jsonb_build_object('value', u) END AS o`);
    expect(tags.text).toContain(`jsonb_path_query(o, 'lax $."value"[*]')`);
    expect(tags.values).toStrictEqual(["x"]);
    // The attribute's case rule applies to `value`.
    const table: SqlTable = {
      name: "t",
      key: "id",
      columns: { id: "id", codes: { column: "codes", storage: "jsonb" } },
    };
    const operation: ListOperation = {
      attributes: { codes: { type: "string", filter: true, multiValued: true, caseSensitive: true } },
    };
    const codes = filterToSql(filter('codes[VALUE eq "X"]'), table, operation);
    expect(codes.text).toContain(`jsonb_path_query("codes", 'lax $[*]') AS p(u)`);
    expect(codes.text).toContain(`jsonb_path_query(o, 'lax $."value"[*]')`);
    expect(codes.text).toContain(`((v #>> '{}') COLLATE "C") = $1::text`);
    expect(codes.values).toStrictEqual(["X"]);
  });

  test("a complex attribute without a value sub-attribute compares its elements as they are", () => {
    const table: SqlTable = { name: "t", key: "id", columns: { id: "id", meta: { column: "meta", storage: "jsonb" } } };
    const operation: ListOperation = {
      attributes: { meta: { type: "complex", filter: ["pr"], attributes: { a: "string" } } },
    };
    expect(filterToSql(filter("meta pr"), table, operation).text).toContain(`jsonb_path_query("meta", 'lax $[*]')`);
  });

  test("an attribute the table does not map is a TypeError", () => {
    expect(() => sql('nickName eq "x"')).toThrow(
      new TypeError('SqlTable "users": no column for the attribute "nickName"'),
    );
    expect(() => sql('name.first eq "x"')).toThrow(
      new TypeError('SqlTable "users": no column for the attribute "name.first"'),
    );
    expect(() => sql('nick.name.first eq "x"')).toThrow(
      new TypeError('SqlTable "users": no column for the attribute "nick.name.first"'),
    );
  });

  test("a path inside a jsonb column whose attribute has dots: the longest declared prefix is the column", () => {
    const table: SqlTable = { name: "t", key: "id", columns: { id: "id", "a.b": { column: "ab", storage: "jsonb" } } };
    expect(filterToSql({ kind: "present", attribute: "a.b.c.d" }, table).text).toContain(
      `jsonb_path_query("ab", 'lax $."c"."d"[*]')`,
    );
  });

  test("member names inside jsonb are quoted in the jsonpath, and the jsonpath in its SQL literal", () => {
    expect(filterToSql({ kind: "present", attribute: "extra.it's" }, usersTable).text).toContain(
      `jsonb_path_query("extra", 'lax $."it''s"[*]')`,
    );
    expect(filterToSql({ kind: "present", attribute: 'extra.a"b\\c' }, usersTable).text).toContain(
      `jsonb_path_query("extra", 'lax $."a\\"b\\\\c"[*]')`,
    );
    expect(compileListQuery({ sortBy: [{ attribute: "extra.it's" }] }, usersTable, usersOperation).text).toContain(
      `jsonb_path_query_first("users"."extra", 'strict $."it''s"', '{}', true)`,
    );
  });

  test("attributes match the table ignoring ASCII case only", () => {
    expect(filterToSql(filter('NAME eq "x"'), usersTable).text).toContain(`"name"`);
    expect(filterToSql(filter('Emails.value eq "x"'), usersTable).text).toContain(`"emails"`);
    const kelvin = { kind: "present", attribute: "\u212aey" } as const;
    expect(() => filterToSql(kelvin, { name: "t", key: "key", columns: { key: "k" } })).toThrow(TypeError);
  });

  test("a date-time in jsonb is a TypeError (it needs a timestamptz column)", () => {
    const table: SqlTable = { name: "t", key: "id", columns: { id: "id", doc: { column: "doc", storage: "jsonb" } } };
    const operation: ListOperation = { attributes: { "doc.at": { type: "date-time", filter: true } } };
    expect(() => filterToSql(filter("doc.at pr"), table, operation)).toThrow(
      new TypeError('filterToSql: the date-time attribute "doc.at" needs a timestamptz column'),
    );
    expect(() => compileListQuery({ sortBy: [{ attribute: "doc.at" }] }, table, operation)).toThrow(
      new TypeError('SqlTable: the date-time attribute "doc" needs a timestamptz column'),
    );
  });
});

describe("date-time literals", () => {
  test("a date-time compares as timestamptz, with the literal rewritten in UTC", () => {
    expect(sql('created gt "2024-05-01T12:30:00+02:00"')).toStrictEqual({
      text: `("created" IS NOT NULL AND "created" > $1::timestamptz)`,
      values: ["2024-05-01 10:30:00.000000+00"],
    });
  });
});

describe("$ref as an attribute name", () => {
  test("$ref is a member of the jsonb, quoted in the JSON path, as a term and in a value path, in any case", () => {
    expect(sql('emails.$ref eq "/v2/Users/a"').text).toContain(`jsonb_path_query("emails", 'lax $."$ref"[*]')`);
    expect(sql('emails[$REF sw "/v2/"]').text).toContain(`jsonb_path_query(o, 'lax $."$ref"[*]')`);
    expect(filterToSql(filter("emails[$ref pr]"), usersTable).text).toContain(`jsonb_path_query(o, 'lax $."$ref"[*]')`);
  });
});
