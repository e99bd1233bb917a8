// A lone UTF-16 surrogate on both engines (docs/sql.md, "Safety"): what PostgreSQL does with
// one sent as a parameter (why it must be stopped before), what a filter literal holding one
// compiles to (never a parameter: no error, the page paginate gives), and a value written
// through the reference server (refused with 400 before the database).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { FilterNode } from "../../../src/list-query/filter-ast.js";
import { paginate } from "../../../src/list-query/paginate.js";
import { compileListQuery, pageFromRows } from "../../../src/sql/index.js";
import { send, startTestServer, type TestServer, testData, testStore, violationsOf } from "../../support/e2e.js";
import { pglite, realPostgres, type TestDatabase } from "../../support/postgres.js";
import { createUsers, loadUsers, type User, usersOperation, usersTable } from "../../support/sql-fixtures.js";

const LONE = ["\ud800", "x\udc00y", "ab\ud83d", "\udc00\ud800"];
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// No character above U+D7FF: the order operators on such a literal compare with the prefix and
// U+E000, where memory sorts a lone surrogate above U+FFFF (docs/sql.md, "What differs from memory").
const USERS: User[] = [
  { id: "u1", name: "ab", code: "x", tags: ["abc"] },
  { id: "u2", name: "ab\ud7ff", code: "\u00e9" },
  { id: "u3", name: "ac\u00e9", code: "ac" },
  { id: "u4" },
];

function filters(): FilterNode[] {
  const out: FilterNode[] = [];
  for (const value of LONE) {
    for (const attribute of ["name", "code", "tags"]) {
      for (const operator of ["eq", "ne", "sw", "co", "ew", "lt", "le", "gt", "ge"] as const) {
        out.push({ kind: "compare", attribute, operator, value });
      }
      out.push({ kind: "in", attribute, operator: "in", values: [value, "ab"] });
      out.push({ kind: "in", attribute, operator: "nin", values: [value] });
    }
  }
  return out;
}

const engines: [string, () => Promise<TestDatabase | undefined>][] = [
  ["PGlite", pglite],
  ["a PostgreSQL server", realPostgres],
];

for (const [name, open] of engines) {
  const db = await open();
  afterAll(() => db?.close());

  describe.skipIf(db === undefined)(`a lone surrogate on ${name}`, () => {
    const database = db as TestDatabase;
    beforeAll(async () => {
      await createUsers(database);
      await loadUsers(database, USERS);
    });

    test("sent as a parameter, text keeps U+FFFD instead (the driver's UTF-8), and JSON is refused (22P02)", async () => {
      const { rows } = await database.query<{ t: string }>("SELECT $1::text AS t", ["x\ud800"]);
      expect(rows).toStrictEqual([{ t: "x\ufffd" }]);
      await expect(database.query("SELECT $1::jsonb AS t", ['"x\\ud800"'])).rejects.toMatchObject({ code: "22P02" });
    });

    test("a filter literal holding one is never a parameter: no error, and the page paginate gives", async () => {
      for (const filter of filters()) {
        const query = { filter, count: 10, sortBy: [{ attribute: "id" }] };
        const statement = compileListQuery(query, usersTable, usersOperation);
        const sent = statement.values.filter((value) => typeof value === "string" && LONE_SURROGATE.test(value));
        expect(sent, JSON.stringify(filter)).toStrictEqual([]);
        const { rows } = await database.query(statement.text, statement.values);
        expect(pageFromRows(rows, query, usersTable, usersOperation), JSON.stringify(filter)).toStrictEqual(
          paginate(USERS, query, usersOperation),
        );
      }
    });
  });
}

describe("a value written through the reference server", () => {
  let server: TestServer;
  let store: Awaited<ReturnType<typeof testStore>>;
  beforeAll(async () => {
    store = await testStore(testData());
    server = await startTestServer(testData(), { store });
  }, 60_000);
  afterAll(() => server.close());

  test("is refused with 400 invalid_code_point before the database: no 500, nothing stored", async () => {
    const count = async () =>
      Number((await store.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${store.schema}.users`)).rows[0]?.n);
    const before = await count();
    const reply = await send(server, "POST", "/api/v1/users", '{"email":"s1@example.com","givenName":"x\\ud800"}');
    expect(violationsOf(reply)).toStrictEqual({ givenName: [{ code: "invalid_code_point" }] });
    expect(await count()).toBe(before);
    expect(server.unexpected).toStrictEqual([]);
  });

  test("and a filter literal holding one is answered, a page that matches nothing", async () => {
    const reply = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent('givenName eq "\\ud800"')}`);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ totalResults: 0, items: [] });
  });
});
