// The proof, shared by the PGlite and the PostgreSQL server files (two files, so that they run in parallel):
// on random rows and random valid list queries, compileListQuery + pageFromRows give the page paginate gives:
// as planned freely (small tables: sequential scans), and with the counter's totals and every index of
// listIndexesSql forced (sequential scans off: index-only key scans, trigram and bitmap scans).
import fc from "fast-check";
import { expect } from "vitest";
import { paginate } from "../../src/list-query/paginate.js";
import { compileListQuery, pageFromRows } from "../../src/sql/index.js";
import type { TestDatabase } from "./postgres.js";
import { countedUsersTable, loadUsers, queryArb, usersArb, usersOperation, usersTable } from "./sql-fixtures.js";

/** Cases per run (each: a table of up to 12 rows and one to three queries); SQL_RUNS for a longer run. */
export const RUNS = Number(process.env["SQL_RUNS"] ?? 500);

export async function samePages(db: TestDatabase): Promise<void> {
  await fc.assert(
    fc.asyncProperty(usersArb, fc.array(queryArb, { minLength: 1, maxLength: 3 }), async (users, queries) => {
      await loadUsers(db, users);
      for (const query of queries) {
        const expected = paginate(users, query, usersOperation);
        const statement = compileListQuery(query, usersTable, usersOperation);
        const { rows } = await db.query(statement.text, statement.values);
        expect(pageFromRows(rows, query, usersTable, usersOperation)).toStrictEqual(expected);
        const counted = compileListQuery(query, countedUsersTable, usersOperation);
        // JIT off: the cost of a disabled sequential scan would have PostgreSQL compile every statement.
        await db.query("SET enable_seqscan = off; SET jit = off");
        const indexed = await db.query(counted.text, counted.values).finally(() => db.query("RESET enable_seqscan"));
        expect(pageFromRows(indexed.rows, query, countedUsersTable, usersOperation)).toStrictEqual(expected);
      }
    }),
    { numRuns: RUNS },
  );
}
