import { userAt } from "./data.js";
import { createTables, type Database, lockSchema, type Queryable, quoteIdentifier } from "./database.js";
import { USER_COLUMNS, userRow } from "./store.js";

/** The most users one `npm run seed` loads: 10^8, about two hours here. */
export const MAX_SEED_USERS = 100_000_000;

/** How many users one INSERT carries: large enough that a statement's round trip is noise. */
const BATCH = 10_000;

/**
 * Reads the number of users to seed: a whole number from 1 to
 * {@link MAX_SEED_USERS}, digits with optional `_` between them (`1_000_000`).
 *
 * @returns the number, or what is wrong with `text`
 */
export function parseUserCount(text: string | undefined): number | string {
  const usage = `give a whole number from 1 to ${MAX_SEED_USERS}, as in npm run seed -- 1000000`;
  if (text === undefined) return `no number of users: ${usage}`;
  const value = /^[0-9]{1,9}(?:_[0-9]{3})*$/.test(text) ? Number(text.replaceAll("_", "")) : Number.NaN;
  return value >= 1 && value <= MAX_SEED_USERS
    ? value
    : `${JSON.stringify(text.slice(0, 40))} is not a number of users: ${usage}`;
}

/** What {@link seedUsers} did: loaded the users, or refused (the table held users). */
export type SeedUsersResult =
  | { readonly ok: true; readonly ms: number }
  | { readonly ok: false; readonly message: string };

/** One batch of generated users as one array per column, `seq` from `start + 1`. */
function batchColumns(start: number, end: number): unknown[][] {
  const columns: unknown[][] = USER_COLUMNS.map(() => []);
  for (let index = start; index < end; index++) {
    const row = userRow(userAt(index), index + 1);
    for (const [position, [name]] of USER_COLUMNS.entries()) (columns[position] as unknown[]).push(row[name] ?? null);
  }
  return columns;
}

/**
 * The secondary indexes of `table`: those no constraint owns, whatever
 * created them (schema.sql today, more tomorrow), with the statement that
 * creates each again.
 */
async function secondaryIndexes(tx: Queryable, table: string): Promise<{ name: string; definition: string }[]> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i WHERE i.indrelid = $1::regclass
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  );
  return rows;
}

/**
 * Fills the `users` table of `schema` with `count` generated users
 * ({@link userAt}: the sample data, round after round), creating the schema
 * and the server's tables and indexes first when absent (`createTables`, the
 * server's own code). Refuses a table that holds users. One transaction: the
 * secondary indexes are dropped, the users inserted in batches, the indexes
 * built again (faster than keeping them up to date row by row), the sequence
 * of `seq` moved past the last; then `VACUUM (ANALYZE)` settles the statistics
 * and the visibility map, so plans and index-only scans are those of a table
 * that has been in use (the commit is synchronous whatever the server's
 * setting, else VACUUM could find rows not yet hinted committed and leave
 * their pages out of the visibility map).
 *
 * @param db - a PostgreSQL server (the embedded database lives only as long as its process)
 * @param schema - the schema of the tables
 * @param count - how many users, from 1 to {@link MAX_SEED_USERS}
 * @param progress - called after each batch with the number of users loaded, then with the step under way
 */
export async function seedUsers(
  db: Database,
  schema: string,
  count: number,
  progress: (loaded: number, step?: "indexing" | "vacuuming") => void = () => {},
): Promise<SeedUsersResult> {
  const started = performance.now();
  await createTables(db, schema);
  const table = `${quoteIdentifier(schema)}.users`;
  const columns = USER_COLUMNS.map(([name]) => name).join(", ");
  const arrays = USER_COLUMNS.map(([, type], position) => `$${position + 1}::${type}[]`).join(", ");
  const refused = await db.transaction(async (tx) => {
    // A server starting meanwhile on this schema waits, then finds the users and serves them.
    await lockSchema(tx, schema);
    const { rows } = await tx.query<{ held: number }>(`SELECT count(*)::float8 AS held FROM ${table}`);
    const held = rows[0]?.held ?? 0;
    if (held > 0) {
      return `the users table of schema ${schema} already holds ${held} user${held === 1 ? "" : "s"}; the seed loads only into an empty table: choose another DATABASE_SCHEMA, or drop this one`;
    }
    // The commit waits for its WAL: a throwaway cluster runs with synchronous_commit=off, and VACUUM
    // marks a page all-visible only once its rows carry the committed hint, which PostgreSQL sets only
    // after the commit record is flushed; without this, index-only scans could fetch every row.
    await tx.query("SET LOCAL synchronous_commit = on");
    // The trigram (GIN) and B-tree builds sort in memory instead of spilling at the default 64 MB.
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
    const indexes = await secondaryIndexes(tx, table);
    for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
    for (let start = 0; start < count; start += BATCH) {
      const end = Math.min(count, start + BATCH);
      await tx.query(`INSERT INTO ${table} (${columns}) SELECT * FROM unnest(${arrays})`, batchColumns(start, end));
      progress(end);
    }
    progress(count, "indexing");
    for (const index of indexes) await tx.query(index.definition);
    await tx.query(`SELECT setval(pg_get_serial_sequence($1, 'seq'), $2::bigint + 1, false)`, [table, count]);
    return undefined;
  });
  if (refused !== undefined) return { ok: false, message: refused };
  progress(count, "vacuuming");
  await db.query(`VACUUM (ANALYZE) ${table}`);
  return { ok: true, ms: performance.now() - started };
}
