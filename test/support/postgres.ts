/**
 * Databases for tests: embedded PostgreSQL (PGlite) on every machine, and a
 * real PostgreSQL server, either the one `TEST_DATABASE_URL` names or a
 * throwaway cluster (scripts/postgres-cluster.mjs: `initdb` + `pg_ctl` in a
 * temporary directory, listening on a Unix socket only, stopped by `close()`
 * or when the process exits).
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
import { keepLeadingByteOrderMarks } from "../../examples/reference-server/pglite-text.js";
import { type Cluster, serverBinaries, startCluster } from "../../scripts/postgres-cluster.mjs";

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
  /**
   * Another connection to the same database, in the same schema (a real
   * server only: PGlite has one connection). End it before `close()`.
   */
  connect?(): Promise<TestConnection>;
}

/** One more connection of a {@link TestDatabase}, for concurrent transactions. */
export interface TestConnection {
  query<R = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}

const isCI = process.env["CI"] === "true";

function schemaName(): string {
  return `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Embedded PostgreSQL in WebAssembly (`@electric-sql/pglite`), in memory.
 * Starts in one to two seconds and holds several hundred megabytes: open one
 * per test file. Reads text as the reference server does: a leading U+FEFF
 * kept (`keepLeadingByteOrderMarks`), so that what is stored is what is read.
 */
export async function pglite(): Promise<TestDatabase> {
  keepLeadingByteOrderMarks();
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create({ extensions: { pg_trgm } });
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
    cluster = startCluster(bin, "pg-test-");
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
    async connect() {
      const other = new pg.Client(config);
      await other.connect();
      await other.query(`set search_path to "${schema}", public`);
      return {
        query: async <R>(text: string, values?: readonly unknown[]) => ({
          rows: (await other.query(text, values as unknown[] | undefined)).rows as R[],
        }),
        end: () => other.end(),
      };
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
