/**
 * `npm run seed -- N` (examples/reference-server/seed.ts): N generated users in
 * a real PostgreSQL server, then the server process started on the same
 * database and schema serves them.
 */
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { SAMPLE_USER_COUNT, sampleData, userAt } from "../../../examples/reference-server/data.js";
import { realServerUrl } from "../../support/e2e.js";
import { killAll, listening, REFERENCE_MAIN, ROOT, type Run, runNode } from "../../support/server-process.js";

const SEED = join(ROOT, "examples", "dist", "reference-server", "seed.js");

afterAll(() => killAll());

async function seed(count: string[], env: Record<string, string>): Promise<Run> {
  const run = runNode(SEED, { DATABASE_URL: "", DATABASE_SCHEMA: "", ...env }, count);
  await run.exited;
  return run;
}

describe("the seed refuses what it cannot do, before touching a database", () => {
  test.each([
    [[], "no number of users"],
    [["0"], '"0" is not a number of users'],
    [["1e6"], '"1e6" is not a number of users'],
    [["-5"], '"-5" is not a number of users'],
    [["100000001"], '"100000001" is not a number of users'],
    [["1", "2"], "one argument, the number of users; got 2"],
  ])("%j: exit 1, one line saying why", async (args, reason) => {
    const run = await seed(args, {});
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe("");
    expect(run.stderr()).toMatch(new RegExp(`^cannot seed: ${reason.replace(/[()"]/g, "\\$&")}[^\n]*\n$`));
  });

  test("without DATABASE_URL it exits 1, saying DATABASE_URL is not set", async () => {
    const run = await seed(["10"], {});
    expect(run.stderr()).toMatch(/^cannot seed: DATABASE_URL is not set/);
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
  });

  test("a DATABASE_SCHEMA that is not a plain identifier", async () => {
    const run = await seed(["10"], { DATABASE_URL: "postgres://nobody@/x?host=/nowhere", DATABASE_SCHEMA: "a;b" });
    expect(run.stderr()).toBe(
      'cannot seed: DATABASE_SCHEMA must be a plain identifier (letters, digits, _), got "a;b"\n',
    );
    expect(await run.exited).toStrictEqual({ code: 1, signal: null });
  });

  test("--help names the variables", async () => {
    const run = await seed(["--help"], {});
    expect(run.stdout()).toContain("DATABASE_SCHEMA");
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
  });
});

describe("the generated users", () => {
  test("begin with the sample's users, then the same people numbered by round, unique names and addresses", () => {
    expect(Array.from({ length: SAMPLE_USER_COUNT }, (_, i) => userAt(i))).toStrictEqual(sampleData().users);
    const round = userAt(SAMPLE_USER_COUNT * 2 + 1);
    expect(round).toMatchObject({ id: "u130", username: "alan.turing2", email: "alan.turing2@example.com" });
    const users = Array.from({ length: 5000 }, (_, i) => userAt(i));
    for (const attribute of ["id", "username", "email"]) {
      const values = users.map((user) => user[attribute]).filter((value) => value !== undefined);
      expect(new Set(values).size, attribute).toBe(values.length);
    }
    expect(users.filter((user) => user.email === undefined)).toHaveLength(Math.floor(5000 / SAMPLE_USER_COUNT));
  });
});

const serverUrl = await realServerUrl();

describe.skipIf(serverUrl === undefined)("on a real PostgreSQL server", () => {
  const url = serverUrl as string;

  test("creates the schema and tables, loads N users; the server then serves them; a second seed is refused", async () => {
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: `seed_test_${process.pid}` };
    const seeded = await seed(["1_000"], env);
    expect(seeded.stderr()).toContain("seed: vacuuming\n");
    expect(seeded.stdout()).toMatch(/^seeded 1000 users into schema seed_test_\d+ in [0-9.]+ s\n$/);
    expect(await seeded.exited).toStrictEqual({ code: 0, signal: null });
    // The test clusters run with synchronous_commit=off: the seed's VACUUM still marks every page
    // all-visible (index-only scans fetch no row), the counter is exact, every index is back.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const table = `${env.DATABASE_SCHEMA}.users`;
      const { rows } = await client.query(
        `SELECT c.relpages, c.relallvisible, (SELECT sum(n)::int FROM ${env.DATABASE_SCHEMA}.users_count) AS counted,
           (SELECT count(*)::int FROM pg_index WHERE indrelid = c.oid AND indisvalid) AS indexes
         FROM pg_class c WHERE c.oid = $1::regclass`,
        [table],
      );
      expect(rows[0].relpages).toBeGreaterThan(0);
      expect(rows[0]).toMatchObject({ relallvisible: rows[0].relpages, counted: 1000 });
      expect(rows[0].indexes).toBeGreaterThanOrEqual(20);
    } finally {
      await client.end();
    }

    const server = runNode(REFERENCE_MAIN, { PORT: "0", DATA_FILE: "", ...env });
    const base = await listening(server);
    const page = (await (await fetch(`${base}/api/v1/users?start_index=991&count=20`)).json()) as {
      totalResults: number;
      items: unknown[];
    };
    expect(page.totalResults).toBe(1000);
    expect(page.items).toStrictEqual(Array.from({ length: 10 }, (_, i) => userAt(990 + i)));
    const filtered = await fetch(`${base}/api/v1/users?query=${encodeURIComponent('email co "lovelace12@"')}`);
    expect(await filtered.json()).toMatchObject({ totalResults: 1, items: [userAt(SAMPLE_USER_COUNT * 12)] });
    // A new user takes the seq after the last one: it comes last in the default order.
    const created = await fetch(`${base}/api/v1/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "after.seed@example.com" }),
    });
    expect(created.status).toBe(201);
    const last = (await (await fetch(`${base}/api/v1/users?start_index=1001`)).json()) as { items: unknown[] };
    expect(last.items).toMatchObject([{ email: "after.seed@example.com" }]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toStrictEqual({ code: 0, signal: null });

    const again = await seed(["10"], env);
    expect(again.stderr()).toMatch(
      /^cannot seed: the users table of schema seed_test_\d+ already holds 1001 users; the seed loads only into an empty table/,
    );
    expect(await again.exited).toStrictEqual({ code: 1, signal: null });
  }, 60_000);
});
