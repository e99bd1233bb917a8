// The proof: on random rows and random valid list queries, compileListQuery + pageFromRows on PostgreSQL give
// the page paginate gives in memory. On embedded PostgreSQL (PGlite) and on a real server.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { paginate } from "../src/list-query/paginate.js";
import { compileListQuery, pageFromRows } from "../src/sql/index.js";
import { createUsers, loadUsers, queryArb, usersArb, usersOperation, usersTable } from "./sql-fixtures.js";
import { pglite, realPostgres, type TestDatabase } from "./support/postgres.js";

const RUNS = Number(process.env["SQL_RUNS"] ?? 500);

async function samePages(db: TestDatabase): Promise<void> {
  await fc.assert(
    fc.asyncProperty(usersArb, fc.array(queryArb, { minLength: 1, maxLength: 3 }), async (users, queries) => {
      await loadUsers(db, users);
      for (const query of queries) {
        const statement = compileListQuery(query, usersTable, usersOperation);
        const { rows } = await db.query(statement.text, statement.values);
        expect(pageFromRows(rows, query, usersTable, usersOperation)).toStrictEqual(
          paginate(users, query, usersOperation),
        );
      }
    }),
    { numRuns: RUNS },
  );
}

describe("on embedded PostgreSQL (PGlite)", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await pglite();
    await createUsers(db);
  }, 60_000);
  afterAll(() => db?.close());

  test("compileListQuery + pageFromRows equal paginate on every generated table and query", async () => {
    await samePages(db);
  }, 300_000);
});

const server = await realPostgres();
afterAll(() => server?.close());

describe.skipIf(server === undefined)("on a PostgreSQL server", () => {
  beforeAll(async () => {
    await createUsers(server as TestDatabase);
  });

  test("compileListQuery + pageFromRows equal paginate on every generated table and query", async () => {
    await samePages(server as TestDatabase);
  }, 300_000);
});
