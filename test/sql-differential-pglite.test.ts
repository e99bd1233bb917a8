// compileListQuery + pageFromRows on embedded PostgreSQL (PGlite) equal paginate: see sql-differential.ts.
import { afterAll, beforeAll, test } from "vitest";
import { samePages } from "./sql-differential.js";
import { createUsers } from "./sql-fixtures.js";
import { pglite, type TestDatabase } from "./support/postgres.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await pglite();
  await createUsers(db);
}, 60_000);
afterAll(() => db?.close());

test("on PGlite, compileListQuery + pageFromRows equal paginate on every generated table and query", async () => {
  await samePages(db);
}, 300_000);
