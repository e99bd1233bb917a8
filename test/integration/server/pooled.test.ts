/**
 * The pooled, scaled-out deployment: server processes through PgBouncer in
 * transaction pooling mode (no session state survives a transaction, no named
 * statement outlives one), on one database. The races of concurrency.test.ts
 * run the same way in this project (e2e-pgbouncer): two processes behind a
 * round-robin front (test/support/pooled-servers.ts).
 */
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { userAt } from "../../../examples/reference-server/data.js";
import { E2E_DATABASE, realServerUrl } from "../../support/e2e.js";
import { pooledUrl, stopPgBouncer } from "../../support/pooled-servers.js";
import { killAll, listening, REFERENCE_MAIN, ROOT, runNode } from "../../support/server-process.js";

const SEED = join(ROOT, "examples", "dist", "reference-server", "seed.js");

afterAll(() => {
  killAll();
  stopPgBouncer();
});

const serverUrl = E2E_DATABASE === "pgbouncer" ? await realServerUrl() : undefined;
const url = serverUrl === undefined ? "" : pooledUrl(serverUrl);

describe.skipIf(serverUrl === undefined)("through PgBouncer in transaction pooling mode", () => {
  let schemas = 0;
  const newSchema = () => `pooled_test_${process.pid}_${++schemas}`;

  async function total(base: string, query = ""): Promise<number> {
    const page = (await (await fetch(`${base}/api/v1/users?count=0${query}`)).json()) as { totalResults: number };
    return page.totalResults;
  }

  async function stop(run: ReturnType<typeof runNode>): Promise<void> {
    run.child.kill("SIGTERM");
    expect(await run.exited).toStrictEqual({ code: 0, signal: null });
  }

  test("two processes starting at once on one empty schema: the tables created and the sample loaded once", async () => {
    const env = { PORT: "0", DATA_FILE: "", DATABASE_URL: url, DATABASE_SCHEMA: newSchema() };
    const [a, b] = [runNode(REFERENCE_MAIN, env), runNode(REFERENCE_MAIN, env)];
    const bases = await Promise.all([listening(a), listening(b)]);
    for (const base of bases) expect(await total(base)).toBe(64);
    await Promise.all([stop(a), stop(b)]);
    expect(a.stderr() + b.stderr()).toBe("SIGTERM: stopping\nSIGTERM: stopping\n");
  }, 60_000);

  test("the seed through PgBouncer; both processes serve the users, and what one creates the other lists", async () => {
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: newSchema() };
    const seeded = runNode(SEED, env, ["500"]);
    expect(await seeded.exited).toStrictEqual({ code: 0, signal: null });
    const [a, b] = [
      runNode(REFERENCE_MAIN, { ...env, PORT: "0", DATA_FILE: "" }),
      runNode(REFERENCE_MAIN, { ...env, PORT: "0", DATA_FILE: "" }),
    ];
    const [baseA, baseB] = await Promise.all([listening(a), listening(b)]);
    const page = (await (await fetch(`${baseB}/api/v1/users?start_index=500`)).json()) as { items: unknown[] };
    expect(page.items).toStrictEqual([userAt(499)]);
    const created = await fetch(`${baseA}/api/v1/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "pooled@example.com" }),
    });
    expect(created.status).toBe(201);
    expect(await total(baseB, `&query=${encodeURIComponent('email eq "pooled@example.com"')}`)).toBe(1);
    expect(await total(baseB)).toBe(501);
    await Promise.all([stop(a), stop(b)]);
  }, 60_000);

  test("PgBouncer pools in transaction mode and carried the traffic", async () => {
    const admin = new pg.Client({ connectionString: url.replace("/postgres?", "/pgbouncer?") });
    await admin.connect();
    try {
      const pools = (await admin.query("SHOW POOLS")).rows as { database: string; pool_mode: string }[];
      expect(pools.find((pool) => pool.database === "postgres")?.pool_mode).toBe("transaction");
      // Updated every stats_period: more than 0 says the earlier tests' transactions went through it.
      const stats = (await admin.query("SHOW STATS")).rows as { database: string; total_xact_count: string }[];
      expect(Number(stats.find((row) => row.database === "postgres")?.total_xact_count)).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
  });
});
