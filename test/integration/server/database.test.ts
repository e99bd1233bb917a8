/**
 * The server process on its databases: `--help`, DATABASE_URL (tables created
 * when absent, the data set loaded only into empty tables, DATA_FILE refused
 * on tables that hold data), and shutdown under load.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { realServerUrl, testData } from "../../support/e2e.js";
import { killAll, listening, REFERENCE_MAIN, type Run, runNode } from "../../support/server-process.js";

let dir: string;
let dataFile: string;

/** Runs the compiled server with no DATA_FILE and no DATABASE_URL unless `env` sets them. */
function run(env: Record<string, string>, args: string[] = []): Run {
  return runNode(REFERENCE_MAIN, { PORT: "0", DATA_FILE: "", DATABASE_URL: "", ...env }, args);
}

async function stop(started: Run): Promise<void> {
  started.child.kill("SIGTERM");
  expect(await started.exited).toStrictEqual({ code: 0, signal: null });
}

beforeAll(async () => {
  // The examples were compiled once for the whole run (test/support/compile-examples.ts).
  expect(inject("examplesCompile")).toBe("");
  dir = await mkdtemp(join(tmpdir(), "reference-server-db-"));
  dataFile = join(dir, "data.json");
  await writeFile(dataFile, JSON.stringify(testData()));
}, 60_000);

afterAll(async () => {
  killAll();
  await rm(dir, { recursive: true, force: true });
});

describe("--help", () => {
  test("lists every variable the server reads, and exits 0 without starting", async () => {
    const help = run({}, ["--help"]);
    expect(await help.exited).toStrictEqual({ code: 0, signal: null });
    for (const name of ["PORT", "DATA_FILE", "DATABASE_URL", "DATABASE_SCHEMA", "DATABASE_POOL_MAX"]) {
      expect(help.stdout()).toContain(`  ${name} `);
    }
    expect(help.stderr()).toBe("");
  });
});

describe("a start that cannot reach its database exits 1 with a clear message", () => {
  test("DATABASE_URL names no server", async () => {
    const started = run({ DATABASE_URL: `postgres://nobody:secret@/postgres?host=${dir}&port=1` });
    expect(await started.exited).toStrictEqual({ code: 1, signal: null });
    expect(started.stdout()).toBe("");
    expect(started.stderr()).toMatch(/^cannot start: the PostgreSQL server of DATABASE_URL: .+\n$/);
    expect(started.stderr()).not.toContain("secret");
  }, 30_000);

  test("DATABASE_POOL_MAX is not a size", async () => {
    const started = run({ DATABASE_POOL_MAX: "0" });
    expect(await started.exited).toStrictEqual({ code: 1, signal: null });
    expect(started.stderr()).toBe('cannot start: DATABASE_POOL_MAX must be an integer from 1 to 1000, got "0"\n');
  });
});

describe("SIGTERM under load (embedded PostgreSQL)", () => {
  test("answers the requests in flight, then closes the database and exits 0", async () => {
    const started = run({});
    const url = new URL(await listening(started));
    // Requests in flight when the signal comes: the server has read their heads (it answered
    // `100 Continue`), their bodies are still to come.
    const replies = Array.from({ length: 10 }, (_, index) => {
      const body = JSON.stringify({ email: `late${index}@example.com` });
      const sent = request({
        host: url.hostname,
        port: url.port,
        path: "/api/v1/users",
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          expect: "100-continue",
        },
      });
      sent.flushHeaders();
      const continued = new Promise<void>((resolve) => sent.once("continue", () => resolve()));
      const status = new Promise<number>((resolve, reject) => {
        sent.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        sent.on("error", reject);
      });
      return { sent, body, continued, status };
    });
    await Promise.all(replies.map((reply) => reply.continued));
    started.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const { sent, body } of replies) sent.end(body);
    expect(await Promise.all(replies.map((reply) => reply.status))).toStrictEqual(Array(10).fill(201));
    expect(await started.exited).toStrictEqual({ code: 0, signal: null });
    expect(started.stderr()).toBe("SIGTERM: stopping\n");
  }, 30_000);
});

const serverUrl = await realServerUrl();

describe.skipIf(serverUrl === undefined)("DATABASE_URL: a real PostgreSQL server", () => {
  const url = serverUrl as string;
  let schemas = 0;
  const newSchema = () => `server_test_${process.pid}_${++schemas}`;

  test("empty tables take DATA_FILE; data created there survives a restart; DATA_FILE is then refused", async () => {
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: newSchema() };
    const first = run({ ...env, DATA_FILE: dataFile });
    const base = await listening(first);
    expect(await (await fetch(`${base}/api/v1/users/u1`)).json()).toStrictEqual(testData().users[0]);
    const created = await fetch(`${base}/api/v1/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kept@example.com" }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await stop(first);

    const refused = run({ ...env, DATA_FILE: dataFile });
    expect(await refused.exited).toStrictEqual({ code: 1, signal: null });
    expect(refused.stdout()).toBe("");
    expect(refused.stderr()).toBe(
      `cannot start: DATA_FILE ${dataFile}: the database already holds data (6 rows in users, 3 rows in applications, 2 rows in tenants, 3 rows in mfa_challenges); a data file loads only into empty tables: empty them (or use a new database), or start without DATA_FILE to serve what is there\n`,
    );

    const again = run(env);
    const base2 = await listening(again);
    expect((await fetch(`${base2}/api/v1/users/${id}`)).status).toBe(200);
    const page = (await (await fetch(`${base2}/api/v1/users?count=0`)).json()) as { totalResults: number };
    expect(page.totalResults).toBe(6);
    await stop(again);
  }, 60_000);

  test("without DATA_FILE, empty tables take the built-in sample", async () => {
    const started = run({ DATABASE_URL: url, DATABASE_SCHEMA: newSchema() });
    const base = await listening(started);
    const user = (await (await fetch(`${base}/api/v1/users/u001`)).json()) as { username: string };
    expect(user.username).toBe("ada.lovelace");
    await stop(started);
  }, 60_000);

  test("two servers starting at once on one empty schema: the data set is loaded once", async () => {
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: newSchema() };
    const [a, b] = [run(env), run(env)];
    const [baseA, baseB] = await Promise.all([listening(a), listening(b)]);
    for (const base of [baseA, baseB]) {
      const page = (await (await fetch(`${base}/api/v1/users?count=0`)).json()) as { totalResults: number };
      expect(page.totalResults).toBe(64);
    }
    await Promise.all([stop(a), stop(b)]);
  }, 60_000);
});
