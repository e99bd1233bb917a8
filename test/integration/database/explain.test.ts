// The indexes listIndexesSql writes are the ones PostgreSQL uses: the plan of the compiled statement reads a
// sorted page's keys from its index alone (an index-only scan, no sort of the table, no heap fetch for a
// skipped row), an unfiltered total from the counter (the count for a role under row-level security
// planned but never run), a substring filter from its trigram index.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ListOperation } from "../../../src/list-query/operation.js";
import { compileListQuery, counterSql, listIndexesSql, type SqlTable } from "../../../src/sql/index.js";
import { realPostgres, type TestDatabase } from "../../support/postgres.js";

const table: SqlTable = {
  name: "people",
  key: "id",
  order: "seq",
  counter: "people_count",
  columns: { id: "id", familyName: "family_name", givenName: "given_name" },
};
const operation: ListOperation = {
  attributes: {
    id: { select: true },
    familyName: { type: "string", filter: ["eq", "co"], sort: true, select: true },
    givenName: { type: "string", filter: true, sort: true, select: true },
  },
};

const server = await realPostgres();
afterAll(() => server?.close());

describe.skipIf(server === undefined)("EXPLAIN on a PostgreSQL server", () => {
  const db = server as TestDatabase;
  beforeAll(async () => {
    // The throwaway cluster runs with synchronous_commit off: until the load's commit is flushed, VACUUM may not
    // set hint bits, so it leaves the pages not all-visible and index-only scans fetch every row. Flushed here.
    await db.query("SET synchronous_commit = on");
    await db.query(`
      CREATE TABLE people (seq integer NOT NULL UNIQUE, id text PRIMARY KEY, family_name text, given_name text);
      INSERT INTO people
        SELECT i, 'u' || i, CASE WHEN i % 7 = 0 THEN NULL ELSE md5(i::text) END, md5((i * 31)::text)
        FROM generate_series(1, 50000) AS i;
      SELECT pg_advisory_lock(4232); CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public; SELECT pg_advisory_unlock(4232);
      SET search_path TO "${db.schema}", public;
      BEGIN; ${[...counterSql(table), ...listIndexesSql(table, operation)].join("; ")}; COMMIT;
    `);
    await db.query("VACUUM (ANALYZE) people");
  }, 60_000);

  async function plan(query: Parameters<typeof compileListQuery>[0], analyze = false): Promise<string> {
    const statement = compileListQuery(query, table, operation);
    const explain = analyze ? "EXPLAIN (ANALYZE, COSTS OFF)" : "EXPLAIN";
    const { rows } = await db.query<{ "QUERY PLAN": string }>(`${explain} ${statement.text}`, statement.values);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  }

  /** The keys of the page come from an index-only scan under the LIMIT: nothing of the table is sorted. */
  const keysFrom = (index: string) => new RegExp(`Limit[^\\n]*\\n\\s*->  Index Only Scan using ${index} on people`);

  test("a page sorted ascending reads its keys from the index alone, then sorts only its own rows", async () => {
    const text = await plan({ sortBy: [{ attribute: "familyName" }], count: 20, startIndex: 101 });
    expect(text).toMatch(keysFrom("people_family_name_sort"));
    // The one sort left is that of the page's 20 rows, above the join.
    expect(text.match(/Sort Key/g)).toHaveLength(1);
    expect(text.indexOf("Sort Key")).toBeLessThan(text.indexOf("Index Only Scan"));
  });

  test("descending, the descending index (the order column stays ascending, so the ascending one does not fit)", async () => {
    const text = await plan({ sortBy: [{ attribute: "familyName", direction: "desc" }], count: 20 });
    expect(text).toMatch(keysFrom("people_family_name_sort_desc"));
    const given = await plan({ sortBy: [{ attribute: "givenName", direction: "desc" }], count: 20 });
    expect(given).toMatch(keysFrom("people_given_name_sort_desc"));
  });

  test("a deep page skips its offset in the index: no heap fetch for a skipped row", async () => {
    const text = await plan({ sortBy: [{ attribute: "familyName" }], count: 50, startIndex: 49_951 }, true);
    expect(text).toMatch(/Index Only Scan using people_family_name_sort on people[^\n]*\n[^\n]*Heap Fetches: 0/);
    const byOrder = await plan({ count: 50, startIndex: 49_951 }, true);
    expect(byOrder).toMatch(/Index Only Scan using people_seq_key on people[^\n]*\n[^\n]*Heap Fetches: 0/);
  });

  test("an unfiltered total is read from the counter; a filtered one counts through the filter's index", async () => {
    // The count of the rows is there for a role under row-level security, and never runs here.
    const text = await plan({ count: 20 }, true);
    expect(text).toMatch(/Seq Scan on people_count \(actual[^\n]* rows=16 loops=1\)/);
    expect(text).toMatch(/Aggregate \(never executed\)\n\s*-> {2}Seq Scan on people people_\d+ \(never executed\)/);
    expect(text).not.toMatch(/Seq Scan on people\b(?!_count)[^\n]*actual/);
    const filtered = await plan({
      count: 20,
      filter: { kind: "compare", attribute: "familyName", operator: "co", value: "abc1" },
    });
    expect(filtered).toMatch(/Bitmap Index Scan on people_family_name_trgm/);
    expect(filtered).not.toMatch(/Seq Scan on people\b/);
    const equal = await plan({
      count: 20,
      filter: { kind: "compare", attribute: "givenName", operator: "eq", value: "abc" },
    });
    expect(equal).toMatch(/people_given_name_sort/);
    expect(equal).not.toMatch(/Seq Scan on people\b/);
  });

  test("a filtered and sorted page uses the sort's index too", async () => {
    const text = await plan({
      sortBy: [{ attribute: "familyName" }],
      count: 20,
      filter: { kind: "compare", attribute: "givenName", operator: "ne", value: "x" },
    });
    expect(text).toMatch(/Index (Only )?Scan using people_family_name_sort on people/);
    expect(text.match(/Sort Key/g)).toHaveLength(1);
  });
});
