import { describe, expect, test } from "vitest";
import { compileListQuery, filterToSql, type SqlTable } from "../../../src/sql/index.js";
import { tree as filter } from "../../support/filter.js";
import { usersOperation, usersTable } from "../../support/sql-fixtures.js";

describe("the table declaration", () => {
  test("malformed declarations are TypeErrors that say what is wrong", () => {
    const required = "SqlTable: a name and columns are required";
    const bad: [unknown, string][] = [
      [null, required],
      [undefined, required],
      [{ name: 1, key: "id", columns: {} }, required],
      [{ name: "t", key: "id", columns: null }, required],
      [{ name: "t", key: "id", columns: "id" }, required],
      [{ name: "t", key: "id", columns: { id: "" } }, 'SqlTable: invalid identifier ""'],
      [{ name: "t", key: "id", columns: { id: "a\0b" } }, 'SqlTable: invalid identifier "a\\u0000b"'],
      [{ name: "t", key: "id", columns: { id: { column: 3 } } }, "SqlTable: invalid identifier 3"],
      [{ name: "t", key: "id", columns: { id: 3 } }, 'SqlTable.columns: invalid column for "id"'],
      [{ name: "t", key: "id", columns: { id: null } }, 'SqlTable.columns: invalid column for "id"'],
      [{ name: "t", key: "id", columns: { id: undefined } }, 'SqlTable.columns: invalid column for "id"'],
      [
        { name: "t", key: "id", columns: { id: { column: "id", storage: "set" } } },
        'SqlTable.columns: invalid column for "id"',
      ],
      [
        { name: "t", key: "id", columns: { id: { column: "id", type: "text" } } },
        'SqlTable.columns: invalid column for "id"',
      ],
      [{ name: "t", key: "id", columns: { "a..b": "ab", id: "id" } }, 'SqlTable.columns: invalid column for "a..b"'],
      [{ name: "t", key: "id", columns: {} }, 'SqlTable.key: "id" is not a scalar column of the table'],
      [
        { name: "t", key: "id", columns: { id: { column: "id", storage: "array" } } },
        'SqlTable.key: "id" is not a scalar column of the table',
      ],
      [{ name: "a..b", key: "id", columns: { id: "id" } }, 'SqlTable: invalid identifier ""'],
      [{ name: "t", key: "id", order: "", columns: { id: "id" } }, 'SqlTable: invalid identifier ""'],
    ];
    for (const [table, message] of bad) {
      expect(() => compileListQuery({}, table as SqlTable), JSON.stringify(table)).toThrow(new TypeError(message));
    }
  });

  test("the plan made for an operation is not the one without: each compiles as if it came first", () => {
    const table: SqlTable = { ...usersTable };
    expect(filterToSql(filter('score eq "X"'), table, { operation: usersOperation }).text).toBe("FALSE");
    expect(filterToSql(filter('score eq "X"'), table)).toStrictEqual(filterToSql(filter('score eq "X"'), { ...table }));
    expect(filterToSql(filter('score eq "X"'), table, { operation: usersOperation }).text).toBe("FALSE");
  });

  test("of two columns whose attributes differ only by case, the first answers a name spelled otherwise", () => {
    const table: SqlTable = { name: "t", key: "id", columns: { id: "id", Name: "a", name: "b" } };
    expect(filterToSql({ kind: "present", attribute: "NAME" }, table).text).toBe(`(("a" IS NOT NULL AND "a" <> ''))`);
    expect(filterToSql({ kind: "present", attribute: "name" }, table).text).toBe(`(("b" IS NOT NULL AND "b" <> ''))`);
  });

  test("identifiers are quoted, inner quotes doubled", () => {
    const table: SqlTable = { name: 'my"schema.Users', key: "id", order: 'o"rd', columns: { id: 'I"d' } };
    expect(compileListQuery({}, table).text).toBe(
      `SELECT "c".":total", "p".* FROM (SELECT count(*) AS ":total" FROM "my""schema"."Users") AS "c" LEFT JOIN LATERAL (SELECT "I""d" AS "id" FROM (SELECT "my""schema"."Users"."o""rd" AS ":order" FROM "my""schema"."Users" ORDER BY "my""schema"."Users"."o""rd" LIMIT $1::bigint OFFSET $2::bigint) AS "k" JOIN "my""schema"."Users" ON "my""schema"."Users"."o""rd" = "k".":order" ORDER BY "my""schema"."Users"."o""rd") AS "p" ON TRUE`,
    );
    expect(compileListQuery({}, { ...table, counter: 'my"schema.C"ount' }).text).toContain(
      `FROM (SELECT coalesce(sum("n"), 0)::bigint AS ":total" FROM "my""schema"."C""ount") AS "c"`,
    );
    // An attribute may hold a quote too: the alias doubles it.
    const quoted: SqlTable = { name: "t", key: "id", columns: { id: "id", 'say"hi': "s" } };
    expect(compileListQuery({}, quoted).text).toContain(`SELECT "id" AS "id", "s" AS "say""hi" FROM`);
  });
});
