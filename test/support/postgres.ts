/**
 * Databases for tests: embedded PostgreSQL (PGlite) on every machine, and a
 * real PostgreSQL server, either the one `TEST_DATABASE_URL` names or a
 * throwaway cluster started here (`initdb` + `pg_ctl` in a temporary
 * directory, listening on a Unix socket only, stopped by `close()` or when the
 * process exits).
 *
 * A missing server is a failure when `CI` is `true`; elsewhere
 * {@link realPostgres} prints one line saying why and returns `undefined`, so
 * the caller skips (`describe.skipIf(db === undefined)`).
 *
 * Each database handle works in a schema of its own (`search_path`), created
 * on open and dropped on close, so test files running in parallel on one
 * server do not see each other's tables.
 *
 * @example
 * ```ts
 * const server = await realPostgres();
 * afterAll(() => server?.close());
 * describe.skipIf(server === undefined)("on PostgreSQL", () => { ... });
 * ```
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What a test needs of a database: queries with `$n` parameters, and an end. */
export interface TestDatabase {
  /** `"pglite"` or `"postgres"`: for test names. */
  readonly engine: "pglite" | "postgres";
  /** The schema this handle created and works in (first on its `search_path`). */
  readonly schema: string;
  /** Runs one statement with parameters; several statements when `values` is absent. */
  query<R = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Drops the schema, disconnects, and stops the cluster this handle started (if any). */
  close(): Promise<void>;
}

const isCI = process.env["CI"] === "true";

function schemaName(): string {
  return `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Embedded PostgreSQL in WebAssembly (`@electric-sql/pglite`), in memory.
 * Starts in one to two seconds and holds several hundred megabytes: open one
 * per test file.
 */
export async function pglite(): Promise<TestDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create();
  const schema = schemaName();
  await db.exec(`create schema "${schema}"; set search_path to "${schema}"`);
  return {
    engine: "pglite",
    schema,
    async query<R>(text: string, values?: readonly unknown[]) {
      if (values === undefined) {
        const results = await db.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as R[] };
      }
      const result = await db.query<R>(text, values as unknown[]);
      return { rows: result.rows };
    },
    async close() {
      await db.close();
    },
  };
}

/** The newest `bin` directory of Debian's PostgreSQL packages, or `PG_BIN`. */
function serverBinaries(): string | undefined {
  const fromEnv = process.env["PG_BIN"];
  if (fromEnv !== undefined && existsSync(join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin");
}

/** A cluster started by this process: its directory, and how to stop it. */
interface Cluster {
  readonly dir: string;
  stop(): void;
}

/** Runs a server binary, as the `postgres` user when this process is root (initdb refuses root). */
function runAs(asPostgres: boolean, file: string, args: string[]): void {
  const [command, commandArgs] = asPostgres ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  execFileSync(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] });
}

/** Starts a throwaway cluster: `initdb --no-sync`, then `pg_ctl start` on a Unix socket, fsync off. */
function startCluster(bin: string): Cluster {
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "pg-test-"));
  if (asPostgres) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, "data");
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        runAs(asPostgres, join(bin, "pg_ctl"), ["-D", data, "stop", "-m", "immediate", "-w"]);
      } catch {
        // Already gone.
      }
    }
    rmSync(dir, { recursive: true, force: true });
    process.off("exit", stop);
  };
  process.on("exit", stop);
  try {
    runAs(asPostgres, join(bin, "initdb"), [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
    started = true;
    runAs(asPostgres, join(bin, "pg_ctl"), [
      "-D",
      data,
      "-o",
      `-k ${dir} -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      "-l",
      join(dir, "log"),
      "-w",
      "start",
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { dir, stop };
}

/**
 * A real PostgreSQL server: `TEST_DATABASE_URL` when set, else a throwaway
 * cluster from the installed server binaries. `undefined` (with one printed
 * line) when neither is available outside CI; an error in CI.
 */
export async function realPostgres(): Promise<TestDatabase | undefined> {
  const url = process.env["TEST_DATABASE_URL"];
  let cluster: Cluster | undefined;
  let config: import("pg").ClientConfig;
  if (url !== undefined && url !== "") {
    config = { connectionString: url };
  } else {
    const bin = serverBinaries();
    if (bin === undefined) {
      const reason = "no PostgreSQL server: set TEST_DATABASE_URL or install the server (Debian package postgresql)";
      if (isCI) throw new Error(`CI requires a PostgreSQL server: ${reason}`);
      console.log(`skipped: real PostgreSQL tests (${reason})`);
      return undefined;
    }
    cluster = startCluster(bin);
    config = { host: cluster.dir, user: "postgres", database: "postgres" };
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client(config);
  try {
    await client.connect();
  } catch (error) {
    cluster?.stop();
    throw error;
  }
  const schema = schemaName();
  await client.query(`create schema "${schema}"; set search_path to "${schema}"`);
  return {
    engine: "postgres",
    schema,
    async query<R>(text: string, values?: readonly unknown[]) {
      const result = await client.query(text, values as unknown[] | undefined);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as R[] };
    },
    async close() {
      try {
        await client.query(`drop schema "${schema}" cascade`);
      } finally {
        await client.end();
        cluster?.stop();
      }
    },
  };
}
