import { DEFAULT_MAX_NESTING_DEPTH } from "api-error-model";
import { createApp } from "./app.js";
import { readCorsOrigins } from "./cors.js";
import { sampleData } from "./data.js";
import { createTables, type Database, openEmbedded, openServer, schemaNameProblem } from "./database.js";
import { loadDataFile } from "./load-data.js";
import { createLogger, logUnexpected } from "./logger.js";
import type { ServerData } from "./model.js";
import { DEFAULT_LIMITS, type RunningServer, type ServerLimits, startServer } from "./server.js";
import { seed } from "./setup.js";
import { Store } from "./store.js";

/** What `--help` prints: every variable the server reads. */
const HELP = `The reference server of api-error-model (npm start).

Environment variables:
  PORT          the port to listen on, on 127.0.0.1; 0 picks a free one (default 3000)
  DATA_FILE     a JSON data file to serve instead of the built-in sample:
                { "users": [...], "tenants": [...], "mfaChallenges": [...], "applications": [...] }
                loaded only into empty tables; into tables that hold data it is refused
  DATABASE_URL  a PostgreSQL server to keep the data in, postgres://user:password@host:5432/database
                (a Unix socket: postgres://user@/database?host=/var/run/postgresql); its tables
                (schema.sql) are created when absent, the sample or DATA_FILE loaded when they are
                empty, and data already there is served as it is. Unset: embedded PostgreSQL
                (PGlite) in memory, loaded at every start, gone at exit
  DATABASE_SCHEMA    the schema of DATABASE_URL that holds the tables, created when absent (default public)
  DATABASE_POOL_MAX  the most connections to DATABASE_URL (default 10)
  HEADERS_TIMEOUT_MS     time for a request line and headers to arrive (default 10000)
  REQUEST_TIMEOUT_MS     time for a whole request, body included, to arrive (default 60000)
  KEEP_ALIVE_TIMEOUT_MS  how long an idle keep-alive connection stays open (default 5000)
  MAX_CONNECTIONS        open connections at most (default 1000)
  SHUTDOWN_GRACE_MS      on SIGTERM/SIGINT, how long requests in flight may take; then 503 (default 5000)
  MAX_NESTING_DEPTH      the deepest nesting of arrays and objects in a request body, the body itself
                         at depth 1; deeper is 400 max_nesting_depth_exceeded (default ${DEFAULT_MAX_NESTING_DEPTH})

Prints "listening on http://127.0.0.1:PORT" once it serves, then logs each unexpected failure
as one JSON line (pino) on stdout, with the ticket of the answer under "ticket"; stops on
SIGTERM or SIGINT, answering the requests in flight first (a second signal, as npm sends,
changes nothing; a third stops at once).
`;

/**
 * The largest `MAX_NESTING_DEPTH` accepted: past it, a body of the size limit
 * nested that deep costs the server seconds again (bench: "request body nesting").
 */
const MAX_NESTING_DEPTH_CEILING = 100_000;

/** A whole number of `name` (digits only) from `min` to `max`; `fallback` when unset or empty. */
function readWhole(name: string, min: number, max: number, fallback: number): number | string {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = /^[0-9]{1,9}$/.test(text) ? Number(text) : Number.NaN;
  return value >= min && value <= max
    ? value
    : `${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`;
}

/** The server's bounds from the environment, or what is wrong with them. */
function readLimits(): ServerLimits | string {
  const day = 86_400_000;
  const limits = {
    headersTimeoutMs: readWhole("HEADERS_TIMEOUT_MS", 1, day, DEFAULT_LIMITS.headersTimeoutMs),
    requestTimeoutMs: readWhole("REQUEST_TIMEOUT_MS", 1, day, DEFAULT_LIMITS.requestTimeoutMs),
    keepAliveTimeoutMs: readWhole("KEEP_ALIVE_TIMEOUT_MS", 1, day, DEFAULT_LIMITS.keepAliveTimeoutMs),
    maxConnections: readWhole("MAX_CONNECTIONS", 1, 1_000_000, DEFAULT_LIMITS.maxConnections),
    graceMs: readWhole("SHUTDOWN_GRACE_MS", 0, day, DEFAULT_LIMITS.graceMs),
  };
  for (const value of Object.values(limits)) if (typeof value === "string") return value;
  return limits as ServerLimits;
}

async function readData(path: string | undefined): Promise<ServerData | string> {
  if (path === undefined || path === "") return sampleData();
  const loaded = await loadDataFile(path);
  return loaded.ok ? loaded.data : loaded.message;
}

function fail(problem: string): void {
  console.error(`cannot start: ${problem}`);
  process.exitCode = 1;
}

/** The message of a failure to reach or prepare the database (never the URL: it may hold a password). */
function databaseProblem(db: Database, error: unknown): string {
  const where = db.kind === "server" ? "the PostgreSQL server of DATABASE_URL" : "embedded PostgreSQL";
  const message = error instanceof Error ? error.message : String(error);
  return `${where}: ${message || (error as { code?: string }).code || "failed"}`;
}

/** Opens the database, creates the tables when absent, loads the data set when they are empty. */
async function openStore(data: ServerData, dataFile: string | undefined, poolMax: number): Promise<Store | string> {
  const url = process.env["DATABASE_URL"];
  const db = url === undefined || url === "" ? await openEmbedded() : openServer(url, poolMax);
  const schema = (db.kind === "server" && process.env["DATABASE_SCHEMA"]) || "public";
  const schemaProblem = schemaNameProblem(schema);
  if (schemaProblem !== undefined) {
    await db.close();
    return schemaProblem;
  }
  try {
    await createTables(db, schema);
    const seeded = await seed(db, schema, data, dataFile);
    if (!seeded.ok) {
      await db.close();
      return seeded.message;
    }
    return await Store.open(db, schema);
  } catch (error) {
    await db.close().catch(() => {});
    return databaseProblem(db, error);
  }
}

/** Starts the reference server from the environment; the exit code tells whether it started. */
async function main(): Promise<void> {
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    process.stdout.write(HELP);
    return;
  }
  const port = readWhole("PORT", 0, 65535, 3000);
  if (typeof port === "string") return fail(port);
  const limits = readLimits();
  if (typeof limits === "string") return fail(limits);
  const poolMax = readWhole("DATABASE_POOL_MAX", 1, 1000, 10);
  if (typeof poolMax === "string") return fail(poolMax);
  const dataFile = process.env["DATA_FILE"] || undefined;
  const data = await readData(dataFile);
  if (typeof data === "string") return fail(data);
  const maxNestingDepth = readWhole("MAX_NESTING_DEPTH", 1, MAX_NESTING_DEPTH_CEILING, DEFAULT_MAX_NESTING_DEPTH);
  if (typeof maxNestingDepth === "string") return fail(maxNestingDepth);
  const corsOrigins = readCorsOrigins(process.env["CORS_ORIGINS"]);
  if (typeof corsOrigins === "string") return fail(corsOrigins);
  // Listen first (a taken port fails at once), open the database, then announce:
  // a request that comes before the store is ready waits for it.
  let ready!: (store: Store | Promise<Store>) => void;
  const store = new Promise<Store>((resolve) => {
    ready = resolve;
  });
  let server: RunningServer;
  const onUnexpected = logUnexpected(createLogger());
  try {
    server = await startServer(
      createApp(data, { store, corsOrigins, maxNestingDepth, onUnexpected }).fetch,
      port,
      limits,
      corsOrigins,
    );
  } catch (error) {
    return fail(`cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`);
  }
  const opened = await openStore(data, dataFile, poolMax);
  if (typeof opened === "string") {
    await server.close();
    return fail(opened);
  }
  ready(opened);
  // One stop is often signalled twice: Ctrl-C (or `kill -- -PGID`) reaches every process of the
  // group, and npm forwards what it received to this one too. So the second signal changes
  // nothing: the requests in flight are still answered within SHUTDOWN_GRACE_MS. A third ends
  // the process at once, for someone who really means it.
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals === 2) {
      console.error(`${signal}: already stopping, answering the requests in flight; a third signal stops at once`);
      return;
    }
    if (signals > 2) {
      console.error(`${signal}: stopping at once`);
      process.exit(1);
    }
    console.error(`${signal}: stopping`);
    server
      .close()
      .then(() => opened.db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`while stopping: ${(error as Error).message}`);
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  // Announced once a signal would be handled: stdout to a pipe is written asynchronously, so a
  // reader may signal before the next line of this function has run.
  console.log(`listening on ${server.url}`);
}

await main();
