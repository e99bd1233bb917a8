// compileListQuery + pageFromRows on a PostgreSQL server equal paginate: see sql-differential.ts.
import { afterAll, beforeAll, describe, test } from "vitest";
import { realPostgres, type TestDatabase } from "../../support/postgres.js";
import { samePages, sameScimPages } from "../../support/sql-differential.js";
import { createUsers } from "../../support/sql-fixtures.js";

const server = await realPostgres();
afterAll(() => server?.close());

describe.skipIf(server === undefined)("on a PostgreSQL server", () => {
  beforeAll(() => createUsers(server as TestDatabase));

  test("compileListQuery + pageFromRows equal paginate on every generated table and query", async () => {
    await samePages(server as TestDatabase);
  }, 300_000);

  test("the SCIM forms of references, value paths and extensions ($ref, value paths over simple attributes, ].value, extensions under their URN) equal paginate, declared and not", async () => {
    await sameScimPages(server as TestDatabase);
  });
});
