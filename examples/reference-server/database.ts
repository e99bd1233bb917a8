import { existsSync, openAsBlob } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { keepLeadingByteOrderMarks } from "./pglite-text.js";
import { usersDerivedSql } from "./tables.js";

/** What runs a statement: the database, or one transaction of it. */
export interface Queryable {
  /**
   * Runs one statement with `$n` parameters.
   *
   * @returns the rows, as the driver gives them
   */
  query<Row = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

/** A PostgreSQL database the server keeps its data in: embedded (PGlite) or a server (`pg` pool). */
export interface Database extends Queryable {
  /** `"embedded"` (PGlite, in memory) or `"server"` (through `pg`). */
  readonly kind: "embedded" | "server";
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the pool or the embedded database; waits for statements in flight. */
  close(): Promise<void>;
}

/**
 * Where a copy of a new, empty embedded cluster is kept: `initdb` in
 * WebAssembly is most of PGlite's start (about 10 s on a busy machine, 1.5 s
 * from the copy), so it runs once per installation of PGlite.
 */
async function pristineClusterFile(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
  const manifest = JSON.parse(await readFile(join(dirname(entry), "..", "package.json"), "utf8")) as {
    version: string;
  };
  const modules = entry.slice(0, entry.lastIndexOf(`${"node_modules"}/@electric-sql/`) + "node_modules".length);
  return join(modules, ".cache", "api-error-model-reference-server", `pglite-${manifest.version}-empty.tar`);
}

/**
 * Settings of the embedded cluster. Its files live in memory already, so a
 * large buffer pool only holds a second copy of them: PostgreSQL's default of
 * 128 MB of `shared_buffers` is most of that memory touched at start (about
 * 95 MiB of the process's RSS, measured), and 16 MB answers the same queries
 * as fast.
 */
const EMBEDDED_SETTINGS = ["shared_buffers = 16MB"];

/** The extensions the tables need: `pg_trgm`, for the trigram indexes of substring filters. */
const EXTENSIONS = { pg_trgm };

/**
 * A Blob backed by the file, not a copy of its 40 MB in memory (and another
 * in a Blob): about 50 MiB less RSS at start. `undefined` when it cannot be
 * opened (`openAsBlob` throws at once for a missing file, it does not reject).
 */
async function fileBlob(file: string): Promise<Blob | undefined> {
  try {
    return await openAsBlob(file);
  } catch {
    return undefined;
  }
}

/** A new in-memory PGlite: from the kept empty cluster `file` when there is one, else `initdb`, then keeps a copy. */
async function createPGlite(file: string | undefined): Promise<PGlite> {
  if (file !== undefined) {
    const copy = await fileBlob(file);
    if (copy !== undefined) {
      const db = await PGlite.create({
        loadDataDir: copy,
        postgresqlconf: EMBEDDED_SETTINGS,
        extensions: EXTENSIONS,
      }).catch(() => undefined);
      if (db !== undefined) return db;
    }
  }
  const db = await PGlite.create({ postgresqlconf: EMBEDDED_SETTINGS, extensions: EXTENSIONS });
  if (file !== undefined) {
    // A copy taken before any use; written whole, then renamed, so a concurrent start never reads half of it.
    try {
      const copy = new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer());
      await mkdir(dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, copy);
      await rename(partial, file);
    } catch {
      // No copy kept (a read-only installation): the next start runs initdb again.
    }
  }
  return db;
}

/**
 * Opens embedded PostgreSQL (PGlite) in memory: nothing to install, nothing
 * kept after the process ends. Text is read as stored, a leading U+FEFF
 * included (see keepLeadingByteOrderMarks). About 1.5 s to start (longer the first time:
 * see {@link pristineClusterFile}).
 *
 * @param clusterFile - where the copy of a new, empty cluster is kept (read, or written after an `initdb`); {@link pristineClusterFile} by default
 */
export async function openEmbedded(clusterFile?: string): Promise<Database> {
  // What is stored is what is answered: PGlite's reader would drop a leading U+FEFF.
  keepLeadingByteOrderMarks();
  const db = await createPGlite(clusterFile ?? (await pristineClusterFile().catch(() => undefined)));
  return {
    kind: "embedded",
    query: (text, values) => db.query(text, values as unknown[]),
    transaction: (work) =>
      db.transaction((tx) => work({ query: (text, values) => tx.query(text, values as unknown[]) })),
    close: () => db.close(),
  };
}

/**
 * Connects to a PostgreSQL server through a `pg` pool.
 *
 * @param url - a connection string, `postgres://user:password@host:5432/database`
 *   (a Unix socket: `postgres://user@/database?host=/var/run/postgresql`), or a `pg` pool configuration
 * @param max - the most connections the pool opens
 */
export function openServer(url: string | pg.PoolConfig, max = 10): Database {
  const pool = new pg.Pool({ ...(typeof url === "string" ? { connectionString: url } : url), max });
  // An idle connection the server drops (a restart, say) must not end the process; the next query reconnects.
  pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
  let closed: Promise<void> | undefined;
  return {
    kind: "server",
    query: (text, values) => pool.query(text, values as unknown[]) as never,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({ query: (text, values) => client.query(text, values as unknown[]) as never });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => {
      closed ??= pool.end();
      return closed;
    },
  };
}

/**
 * What is wrong with `schema` as the `DATABASE_SCHEMA` of the server and of
 * the seed (a plain identifier: letters, digits, `_`), or `undefined`.
 */
export function schemaNameProblem(schema: string): string | undefined {
  return /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)
    ? undefined
    : `DATABASE_SCHEMA must be a plain identifier (letters, digits, _), got ${JSON.stringify(schema)}`;
}

/** A PostgreSQL identifier in double quotes: `"a""b"` for `a"b`. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The schema file: beside this module in the sources, two levels up from the
 * compiled module in `examples/dist/reference-server`.
 */
export function schemaFilePath(): string {
  const beside = fileURLToPath(new URL("schema.sql", import.meta.url));
  return existsSync(beside) ? beside : fileURLToPath(new URL("../../reference-server/schema.sql", import.meta.url));
}

/**
 * Takes the lock of `schema` for the rest of the transaction `tx`: creating
 * the tables and loading a data set take it, so that two servers starting at
 * once on one empty database do each in turn.
 */
export async function lockSchema(tx: Queryable, schema: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`api-error-model reference server ${schema}`]);
}

let schemaText: Promise<string> | undefined;

/**
 * Creates `pg_trgm` in `public` (when absent: the trigram indexes need it;
 * one database-wide copy, which dropping a served schema leaves alone),
 * under a lock of its own, since two transactions creating it at once would
 * collide.
 *
 * @returns the schema that holds it, quoted, for the search path
 */
async function trigramSchema(tx: Queryable): Promise<string> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('api-error-model reference server pg_trgm'))");
  await tx.query("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public");
  const { rows } = await tx.query<{ schema: string }>(
    "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'",
  );
  return rows[0]?.schema ?? "public";
}

/**
 * Creates the schema `schema` (when absent), the tables of `schema.sql` in
 * it (when absent), then the users' counter and indexes derived from their
 * declarations (`usersDerivedSql`), in one transaction.
 *
 * @param db - the database
 * @param schema - the PostgreSQL schema to create the tables in; `public` by default
 */
export async function createTables(db: Database, schema = "public"): Promise<void> {
  schemaText ??= readFile(schemaFilePath(), "utf8");
  const statements = (await schemaText)
    .replace(/--[^\n]*/g, "")
    .split(";")
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "");
  await db.transaction(async (tx) => {
    // Two servers starting at once on one empty database: the second waits, then finds the tables.
    await lockSchema(tx, schema);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    await tx.query(`SET LOCAL search_path TO ${quoteIdentifier(schema)}, ${await trigramSchema(tx)}`);
    for (const statement of [...statements, ...usersDerivedSql()]) await tx.query(statement);
  });
}
