import { createTables, type Database, lockSchema, openEmbedded } from "./database.js";
import type { ServerData } from "./model.js";
import { countRows, loadRows, Store } from "./store.js";

/** What {@link seed} did: loaded the data set, found data already there, or refused. */
export type SeedResult =
  | { readonly ok: true; readonly loaded: boolean }
  | { readonly ok: false; readonly message: string };

/**
 * Loads a data set into the tables of `schema`, only when they are all
 * empty. Tables that already hold data are served as they are, unless the
 * data set came from a `DATA_FILE`: mixing a file into existing data is
 * refused.
 *
 * @param db - the database, with the tables created
 * @param schema - the schema of the tables
 * @param data - the data set
 * @param dataFile - the `DATA_FILE` the data came from, if any
 */
export async function seed(db: Database, schema: string, data: ServerData, dataFile?: string): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Two servers starting on one empty database: one loads, the other then finds the data.
    await lockSchema(tx, schema);
    const counts = await countRows(tx, schema);
    const held = Object.entries(counts).filter(([, count]) => count > 0);
    if (held.length === 0) {
      await loadRows(tx, schema, data);
      return { ok: true, loaded: true };
    }
    if (dataFile === undefined) return { ok: true, loaded: false };
    const summary = held.map(([table, count]) => `${count} row${count === 1 ? "" : "s"} in ${table}`).join(", ");
    return {
      ok: false,
      message: `DATA_FILE ${dataFile}: the database already holds data (${summary}); a data file loads only into empty tables: empty them (or use a new database), or start without DATA_FILE to serve what is there`,
    };
  });
}

let embedded: Promise<Database> | undefined;
let schemas = 0;

/**
 * The embedded database this process shares between the apps that were not
 * given a store (tests start many): one PGlite, a schema per app.
 */
export function sharedEmbedded(): Promise<Database> {
  embedded ??= openEmbedded();
  return embedded;
}

/** Closes the shared embedded database, if one was opened. */
export async function closeSharedEmbedded(): Promise<void> {
  const opened = embedded;
  embedded = undefined;
  if (opened !== undefined) await (await opened).close();
}

/**
 * A store of its own over `data`: a new schema in `db` (the shared embedded
 * database by default), its tables, the data loaded.
 *
 * @param data - the data set
 * @param db - the database; the shared embedded one when absent
 */
export async function privateStore(data: ServerData, db?: Database): Promise<Store> {
  const database = db ?? (await sharedEmbedded());
  const schema = `app_${process.pid}_${++schemas}_${Math.random().toString(36).slice(2, 8)}`;
  await createTables(database, schema);
  const seeded = await seed(database, schema, data);
  if (!seeded.ok) throw new Error(seeded.message);
  return Store.open(database, schema);
}
