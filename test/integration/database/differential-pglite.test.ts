// compileListQuery + pageFromRows on embedded PostgreSQL (PGlite) equal paginate: see sql-differential.ts.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { FilterNode } from "../../../src/list-query/filter-ast.js";
import { paginate } from "../../../src/list-query/paginate.js";
import { compileListQuery, pageFromRows } from "../../../src/sql/index.js";
import { pglite, type TestDatabase } from "../../support/postgres.js";
import { samePages, sameScimPages } from "../../support/sql-differential.js";
import { createUsers, loadUsers, type User, usersOperation, usersTable } from "../../support/sql-fixtures.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await pglite();
  await createUsers(db);
}, 60_000);
afterAll(() => db?.close());

test("on PGlite, compileListQuery + pageFromRows equal paginate on every generated table and query", async () => {
  await samePages(db);
}, 300_000);

test("on PGlite, the SCIM forms of references, value paths and extensions ($ref, value paths over simple attributes, ].value, extensions under their URN) equal paginate, declared and not", async () => {
  await sameScimPages(db);
});

test("on PGlite, members inside jsonb whose names hold quotes and backslashes are read as paginate reads them", async () => {
  const names = ["it's", 'say "hi"', "back\\slash", "it''s"];
  const users: User[] = names.map((name, i) => ({ id: `u${i}`, extra: { [name]: "v", other: name } }));
  await loadUsers(db, users);
  for (const name of names) {
    const filters: FilterNode[] = [
      { kind: "compare", attribute: `extra.${name}`, operator: "eq", value: "v" },
      { kind: "present", attribute: `extra.${name}` },
    ];
    for (const filter of filters) {
      const query = { filter, sortBy: [{ attribute: `extra.${name}` }, { attribute: "extra.other" }] };
      const statement = compileListQuery(query, usersTable, usersOperation);
      const { rows } = await db.query(statement.text, statement.values);
      const page = pageFromRows(rows, query, usersTable, usersOperation);
      expect(page).toStrictEqual(paginate(users, query, usersOperation));
      expect(page.totalResults).toBe(1);
    }
  }
});

test("on PGlite, an attribute of 63 bytes (PostgreSQL's longest alias) comes back whole; a longer one is refused", async () => {
  const longest = `é${"a".repeat(61)}`;
  await db.query("CREATE TABLE long_alias (id text PRIMARY KEY, v text)");
  await db.query("INSERT INTO long_alias VALUES ('1', 'x')");
  const table = { name: "long_alias", key: "id", columns: { id: "id", [longest]: "v" } };
  const statement = compileListQuery({}, table);
  const { rows } = await db.query(statement.text, statement.values);
  expect(pageFromRows(rows, {}, table).items).toStrictEqual([{ id: "1", [longest]: "x" }]);
  expect(() => compileListQuery({}, { ...table, columns: { id: "id", [`${longest}a`]: "v" } })).toThrow(TypeError);
});
