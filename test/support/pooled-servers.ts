/**
 * The pooled, scaled-out deployment for the end-to-end tests (vitest project
 * `e2e-pgbouncer`): PgBouncer in transaction pooling mode
 * (scripts/pgbouncer.mjs) in front of the real PostgreSQL server of the
 * tests, and two reference server processes (as `npm start` runs them) on one
 * schema through it, behind a round-robin front in the test process: the
 * requests of a test alternate between the two processes.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerData } from "../../examples/reference-server/model.js";
import { type Bouncer, pgbouncerBinary, startPgBouncer } from "../../scripts/pgbouncer.mjs";
import { listening, REFERENCE_MAIN, type Run, runNode } from "./server-process.js";

let bouncer: Bouncer | undefined;

/**
 * The URL of database `postgres` through a PgBouncer started in front of the
 * server `serverUrl` names (once per test file). Throws when PgBouncer is not
 * installed: the project that needs it runs only where it is, or in CI, where
 * its absence is a failure (vitest.config.ts).
 */
export function pooledUrl(serverUrl: string): string {
  if (bouncer === undefined) {
    const binary = pgbouncerBinary();
    if (binary === undefined) throw new Error("PgBouncer is not installed (Debian package pgbouncer)");
    bouncer = startPgBouncer(binary, serverUrl);
  }
  return bouncer.url;
}

let schemas = 0;

/** Two server processes on one new schema through PgBouncer; the first loads `data`. */
export interface ServerPair {
  /** The base URLs of the two processes. */
  readonly urls: readonly [string, string];
  /** What either process wrote on stderr: nothing, while all goes well. */
  readonly stderr: string[];
  /** Stops both processes (SIGTERM, as a deployment would). */
  close(): Promise<void>;
}

/**
 * Starts two reference server processes on a new schema of the database
 * behind `poolUrl`: the first loads `data` (a data file loads only into empty
 * tables), the second then serves what is there.
 */
export async function startServerPair(data: ServerData, poolUrl: string): Promise<ServerPair> {
  const dir = await mkdtemp(join(tmpdir(), "pooled-servers-"));
  const dataFile = join(dir, "data.json");
  await writeFile(dataFile, JSON.stringify(data));
  const env = { PORT: "0", DATABASE_URL: poolUrl, DATABASE_SCHEMA: `pooled_${process.pid}_${++schemas}` };
  const stderr: string[] = [];
  const runs: Run[] = [];
  const start = async (dataFileOf: string) => {
    const run = runNode(REFERENCE_MAIN, { ...env, DATA_FILE: dataFileOf });
    runs.push(run);
    run.child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString("utf8")));
    return listening(run);
  };
  try {
    const first = await start(dataFile);
    const second = await start("");
    return {
      urls: [first, second],
      stderr,
      close: async () => {
        for (const run of runs) run.child.kill("SIGTERM");
        await Promise.all(runs.map((run) => run.exited));
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const run of runs) run.child.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Headers that belong to one connection, never forwarded. */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "host", "content-length", "upgrade"];

/**
 * A handler that sends each request to the next of `urls` in turn and
 * answers with its response, byte for byte.
 */
export function roundRobin(urls: readonly string[]): (request: Request) => Promise<Response> {
  let turn = 0;
  return async (request) => {
    const base = urls[turn++ % urls.length] as string;
    const { pathname, search } = new URL(request.url);
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const response = await fetch(`${base}${pathname}${search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : null,
      redirect: "manual",
    });
    const answered = new Headers(response.headers);
    for (const name of HOP_BY_HOP) answered.delete(name);
    const bodyless = request.method === "HEAD" || response.status === 204 || response.status === 304;
    const body = bodyless ? null : await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: answered });
  };
}

/** Stops the PgBouncer of this test file, if one was started. */
export function stopPgBouncer(): void {
  bouncer?.stop();
  bouncer = undefined;
}
