// The proof, shared by the PGlite and the PostgreSQL server files (two files, so that they run in parallel):
// on random rows and random valid list queries, compileListQuery + pageFromRows give the page paginate gives.
import fc from "fast-check";
import { expect } from "vitest";
import { paginate } from "../../src/list-query/paginate.js";
import { compileListQuery, pageFromRows } from "../../src/sql/index.js";
import type { TestDatabase } from "./postgres.js";
import { loadUsers, queryArb, usersArb, usersOperation, usersTable } from "./sql-fixtures.js";

/** Cases per run (each: a table of up to 12 rows and one to three queries); SQL_RUNS for a longer run. */
export const RUNS = Number(process.env["SQL_RUNS"] ?? 500);

export async function samePages(db: TestDatabase): Promise<void> {
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
