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
      // An extension's URN names one jsonb document; a core schema's attributes are the plain names.
      [
        { name: "t", key: "id", columns: { id: "id", "urn:example:Ext": "ext" } },
        'SqlTable.columns: invalid column for "urn:example:Ext"',
      ],
      [
        { name: "t", key: "id", columns: { id: "id", "urn:example:Ext:level": "l" } },
        'SqlTable.columns: invalid column for "urn:example:Ext:level"',
      ],
      [
        {
          name: "t",
          key: "id",
          columns: { id: "id", "urn:ietf:params:scim:schemas:core:2.0:User": { column: "u", storage: "jsonb" } },
        },
        'SqlTable.columns: invalid column for "urn:ietf:params:scim:schemas:core:2.0:User"',
      ],
      // PostgreSQL would cut the alias at 63 bytes, and the page would lose the value.
      [
        { name: "t", key: "id", columns: { id: "id", [`é${"a".repeat(62)}`]: "x" } },
        `SqlTable.columns: invalid column for "é${"a".repeat(62)}"`,
      ],
      [{ name: "t", key: "id", order: "", columns: { id: "id" } }, 'SqlTable: invalid identifier ""'],
    ];
    for (const [table, message] of bad) {
      expect(() => compileListQuery({}, table as SqlTable), JSON.stringify(table)).toThrow(new TypeError(message));
    }
  });

  test("an extension's URN names the jsonb column of the member keyed by it", () => {
    const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
    const table: SqlTable = {
      name: "t",
      key: "id",
      columns: { id: "id", userName: "user_name", [ENTERPRISE]: { column: "enterprise", storage: "jsonb" } },
    };
    expect(filterToSql(filter(`${ENTERPRISE}:manager.displayName pr`), table).text).toContain(
      `jsonb_path_query("enterprise", 'lax $."manager"."displayName"[*]')`,
    );
    // The URN in any ASCII case; a core schema's URN names the plain column.
    expect(filterToSql(filter(`${ENTERPRISE.toUpperCase()}:employeeNumber pr`), table).text).toContain(
      `jsonb_path_query("enterprise", 'lax $."employeeNumber"[*]')`,
    );
    expect(filterToSql(filter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a"'), table).text).toContain(
      `"user_name"`,
    );
    // The URN is no path: another schema's, or the plain name, has no column.
    for (const name of ["employeeNumber", `${ENTERPRISE}.employeeNumber`]) {
      expect(() => filterToSql({ kind: "present", attribute: name }, table), name).toThrow(
        `SqlTable "t": no column for the attribute ${JSON.stringify(name)}`,
      );
    }
    // A key is a URN as a whole: "urn:example:Ext:level" is not the attribute level of urn:example:Ext.
    const other: SqlTable = {
      ...table,
      columns: { ...table.columns, "urn:example:Ext:level": { column: "l", storage: "jsonb" } },
    };
    expect(() => filterToSql(filter("urn:example:Ext:level pr"), other)).toThrow(
      new TypeError(
        'SqlTable "t": no column for the attribute "urn:example:Ext:level" (declare the jsonb column of its schema, "urn:example:Ext")',
      ),
    );
    expect(filterToSql(filter("urn:example:Ext:level:a pr"), other).text).toContain(
      `jsonb_path_query("l", 'lax $."a"[*]')`,
    );
  });

  test("the plan made for an operation is not the one without: each compiles as if it came first", () => {
    const table: SqlTable = { ...usersTable };
    expect(filterToSql(filter('score eq "X"'), table, usersOperation).text).toBe("FALSE");
    expect(filterToSql(filter('score eq "X"'), table)).toStrictEqual(filterToSql(filter('score eq "X"'), { ...table }));
    expect(filterToSql(filter('score eq "X"'), table, usersOperation).text).toBe("FALSE");
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
      `FROM (SELECT CASE WHEN row_security_active('"my""schema"."Users"') THEN (SELECT count(*) FROM "my""schema"."Users") ` +
        `ELSE (SELECT coalesce(sum("n"), 0)::bigint FROM "my""schema"."C""ount") END AS ":total") AS "c"`,
    );
    // A quote in a name is doubled in the literal too.
    expect(compileListQuery({}, { ...table, name: "o'neil", counter: "c" }).text).toContain(
      `row_security_active('"o''neil"')`,
    );
    // An attribute may hold a quote too: the alias doubles it.
    const quoted: SqlTable = { name: "t", key: "id", columns: { id: "id", 'say"hi': "s" } };
    expect(compileListQuery({}, quoted).text).toContain(`SELECT "id" AS "id", "s" AS "say""hi" FROM`);
  });
});
