import { describe, expect, test } from "vitest";
import type { ListOperation } from "../../../src/list-query/operation.js";
import { compileListQuery, type SqlTable, sortIndexSql } from "../../../src/sql/index.js";
import { tree as filter } from "../../support/filter.js";
import { usersOperation, usersTable } from "../../support/sql-fixtures.js";

describe("compileListQuery", () => {
  test("one statement: the count of every match joined to the page; the user's condition first", () => {
    const statement = compileListQuery(
      {
        startIndex: 3,
        count: 2,
        sortBy: [{ attribute: "score", direction: "desc" }],
        fields: ["name"],
        filter: filter('name sw "a"'),
      },
      usersTable,
      usersOperation,
      { where: { text: `"tenant" = $1`, values: ["t1"] } },
    );
    expect(statement).toStrictEqual({
      text:
        `SELECT "c".":total", "p".* FROM (SELECT count(*) AS ":total" FROM "users" WHERE ("tenant" = $1) AND ("name" IS NOT NULL AND (lower("name" COLLATE "und-x-icu") COLLATE "C") LIKE $2::text ESCAPE '!')) AS "c" ` +
        `LEFT JOIN LATERAL (SELECT "id" AS "id", "name" AS "name" FROM (SELECT "users"."seq" AS ":order" FROM "users" WHERE ("tenant" = $1) AND ("name" IS NOT NULL AND (lower("name" COLLATE "und-x-icu") COLLATE "C") LIKE $2::text ESCAPE '!') ` +
        `ORDER BY "users"."score" DESC, "users"."seq" LIMIT $3::bigint OFFSET $4::bigint) AS "k" ` +
        `JOIN "users" ON "users"."seq" = "k".":order" ORDER BY "users"."score" DESC, "users"."seq") AS "p" ON TRUE`,
      values: ["t1", "a%", 2, 2],
    });
  });

  test("defaults: start 1, the operation's count (else 50), its default sort (else the table's order)", () => {
    const operation: ListOperation = { ...usersOperation, defaultSort: [{ attribute: "name" }] };
    const statement = compileListQuery({}, usersTable, operation);
    expect(statement.values).toStrictEqual([5, 0]);
    expect(statement.text).toContain(
      `ORDER BY (lower("users"."name" COLLATE "und-x-icu") COLLATE "C"), ("users"."name" COLLATE "C"), "users"."seq" LIMIT`,
    );
    const plain = compileListQuery({}, { name: "app.users", key: "id", columns: { id: "id" } });
    expect(plain.values).toStrictEqual([50, 0]);
    expect(plain.text).toContain(`FROM "app"."users" ORDER BY "app"."users"."id" LIMIT`);
  });

  test("the total of a page with no condition is read from the declared counter; any condition counts", () => {
    const counted: SqlTable = { ...usersTable, counter: "app.users_count" };
    const total = (query: Parameters<typeof compileListQuery>[0], where?: string) =>
      compileListQuery(
        query,
        counted,
        usersOperation,
        where === undefined ? {} : { where: { text: where, values: [] } },
      ).text.split(' AS "c"')[0] as string;
    expect(total({ sortBy: [{ attribute: "name" }], startIndex: 9 })).toBe(
      `SELECT "c".":total", "p".* FROM (SELECT CASE WHEN row_security_active('"users"') ` +
        `THEN (SELECT count(*) FROM "users") ` +
        `ELSE (SELECT coalesce(sum("n"), 0)::bigint FROM "app"."users_count") END AS ":total")`,
    );
    expect(total({ filter: filter("name pr") })).toContain(`count(*)`);
    expect(total({ filter: filter("name pr") })).not.toContain("users_count");
    expect(total({}, "TRUE")).not.toContain("users_count");
    expect(compileListQuery({}, usersTable).text).toContain(`(SELECT count(*) AS ":total" FROM "users")`);
  });

  test("offsets beyond 2^53 are clamped, counts never negative", () => {
    expect(compileListQuery({ startIndex: 1e20, count: 1e30 }, usersTable).values).toStrictEqual([
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER,
    ]);
    expect(compileListQuery({ startIndex: 0, count: -1 }, usersTable).values).toStrictEqual([0, 0]);
  });

  test("select list: numbers as float8, date-times as ISO text, arrays of them too, jsonb as it is", () => {
    const table: SqlTable = {
      name: "t",
      key: "id",
      columns: {
        id: "id",
        n: { column: "n", type: "number" },
        ns: { column: "ns", storage: "array", type: "number" },
        at: { column: "at", type: "date-time" },
        ats: { column: "ats", storage: "array", type: "date-time" },
        doc: { column: "doc", storage: "jsonb" },
        docs: { column: "docs", storage: "jsonb", type: "number" },
        s: { column: "s", type: "string" },
        b: { column: "b", type: "boolean" },
      },
    };
    const { text } = compileListQuery({}, table);
    expect(text).toContain(`"s" AS "s", "b" AS "b" FROM`);
    expect(text).toContain(
      `"n"::float8 AS "n", "ns"::float8[] AS "ns", (regexp_replace(to_char("at" AT TIME ZONE 'UTC'`,
    );
    expect(text).toContain(
      `CASE WHEN "ats" IS NULL THEN NULL ELSE ARRAY(SELECT (regexp_replace(to_char(x AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '000$', '') || 'Z') FROM unnest("ats") WITH ORDINALITY AS u(x, i) ORDER BY i) END AS "ats"`,
    );
    expect(text).toContain(`"doc" AS "doc", "docs" AS "docs"`);
  });

  test("fields select the key and the columns at, inside or below the named paths", () => {
    const { text } = compileListQuery({ fields: ["PROTOCOL", "emails.value"] }, usersTable);
    expect(text).toContain(`SELECT "id" AS "id", "protocol_type" AS "protocol.type", "emails" AS "emails" FROM`);
    expect(() => compileListQuery({ fields: ["nickName"] }, usersTable)).toThrow(
      new TypeError('SqlTable: no column for the selected attribute "nickname"'),
    );
  });

  test("the select list of some fields does not depend on the lists compiled before", () => {
    const table: SqlTable = { name: "t", key: "id", columns: { id: "id", a: "a", b: "b", ab: "ab", bc: "bc", c: "c" } };
    const fresh = (fields: string[]) => compileListQuery({ fields }, { ...table }).text;
    for (const fields of [["a", "b"], ["ab"], ["a", "bc"], ["ab", "c"], ["a", "b"]]) {
      expect(compileListQuery({ fields }, table).text).toBe(fresh(fields));
    }
    expect(compileListQuery({ fields: ["ab", "c"] }, table).text).toContain(
      `SELECT "id" AS "id", "ab" AS "ab", "c" AS "c" FROM`,
    );
  });

  test("sorts: strings folded then by code point, arrays by presence, jsonb by kind then value", () => {
    const { text } = compileListQuery(
      { sortBy: [{ attribute: "tags" }, { attribute: "extra", direction: "desc" }, { attribute: "emails.type" }] },
      usersTable,
      usersOperation,
    );
    // Column names qualified: a bare name in ORDER BY would mean the select list's column (the ISO text of a date).
    expect(text).toContain(`ORDER BY ("users"."tags" IS NULL), (CASE jsonb_typeof("users"."extra") WHEN 'boolean'`);
    expect(text).toContain(`jsonb_path_query_first("users"."emails", 'strict $."type"', '{}', true)`);
  });
});

describe("sortIndexSql", () => {
  test("the index of a sort: the same expressions and directions, the order column last", () => {
    expect(
      sortIndexSql(
        usersTable,
        [{ attribute: "name", direction: "desc" }, { attribute: "score" }],
        usersOperation,
        "users_name",
      ),
    ).toBe(
      `CREATE INDEX "users_name" ON "users" ((lower("name" COLLATE "und-x-icu") COLLATE "C") DESC, ("name" COLLATE "C") DESC, "score", "seq")`,
    );
    expect(sortIndexSql(usersTable, [])).toBe(`CREATE INDEX ON "users" ("seq")`);
    expect(sortIndexSql(usersTable, [], undefined, 'a"b')).toBe(`CREATE INDEX "a""b" ON "users" ("seq")`);
  });
});
