// The recommended index (sortIndexSql) is the one PostgreSQL uses for a sorted page: the plan of the
// compiled statement reads it in order, with no sort of the table.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ListOperation } from "../../../src/list-query/operation.js";
import { compileListQuery, type SqlTable, sortIndexSql } from "../../../src/sql/index.js";
import { realPostgres, type TestDatabase } from "../../support/postgres.js";

const table: SqlTable = {
  name: "people",
  key: "id",
  order: "seq",
  columns: { id: "id", familyName: "family_name", givenName: "given_name" },
};
const operation: ListOperation = {
  attributes: {
    id: { select: true },
    familyName: { type: "string", filter: true, sort: true, select: true },
    givenName: { type: "string", filter: true, sort: true, select: true },
  },
};

const server = await realPostgres();
afterAll(() => server?.close());

describe.skipIf(server === undefined)("EXPLAIN on a PostgreSQL server", () => {
  const db = server as TestDatabase;
  beforeAll(async () => {
    await db.query(`
      CREATE TABLE people (seq integer NOT NULL, id text PRIMARY KEY, family_name text, given_name text);
      INSERT INTO people
        SELECT i, 'u' || i, CASE WHEN i % 7 = 0 THEN NULL ELSE md5(i::text) END, md5((i * 31)::text)
        FROM generate_series(1, 50000) AS i;
      ${sortIndexSql(table, [{ attribute: "familyName" }], operation, "people_family_name")};
      ANALYZE people;
    `);
  }, 60_000);

  async function plan(query: Parameters<typeof compileListQuery>[0]): Promise<string> {
    const statement = compileListQuery(query, table, operation);
    const { rows } = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN ${statement.text}`, statement.values);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  }

  test("a page sorted ascending reads the index in order, without sorting", async () => {
    const text = await plan({ sortBy: [{ attribute: "familyName" }], count: 20, startIndex: 101 });
    expect(text).toMatch(/Index Scan using people_family_name on people/);
    expect(text).not.toMatch(/Sort Key/);
  });

  test("descending, the same index backwards (the order column is the only key that does not flip)", async () => {
    const text = await plan({ sortBy: [{ attribute: "familyName", direction: "desc" }], count: 20 });
    // The order column stays ascending, so a backward scan does not fit exactly: the plan sorts incrementally
    // on the index's prefix, which is what the README tells (write a descending index for descending pages).
    expect(text).toMatch(/people_family_name/);
    const descending = sortIndexSql(
      table,
      [{ attribute: "familyName", direction: "desc" }],
      operation,
      "people_family_name_desc",
    );
    await db.query(descending);
    const exact = await plan({ sortBy: [{ attribute: "familyName", direction: "desc" }], count: 20 });
    expect(exact).toMatch(/Index Scan using people_family_name_desc on people/);
    expect(exact).not.toMatch(/Sort Key/);
  });

  test("a filtered and sorted page uses the index too", async () => {
    const text = await plan({
      sortBy: [{ attribute: "familyName" }],
      count: 20,
      filter: { kind: "compare", attribute: "givenName", operator: "ne", value: "x" },
    });
    expect(text).toMatch(/Index Scan using people_family_name/);
    expect(text).not.toMatch(/Sort Key/);
  });
});
