/**
 * test/support/postgres.ts for the SQL mutation run only
 * (test/support/mutation/vitest.config.ts aliases "../../support/postgres.js" to this file in the sql mode).
 *
 * - {@link pglite} opens a schema of its own on one PGlite per worker, started
 *   once (about two seconds) and never closed: the test files of a run share it
 *   instead of starting one each (Stryker starts a fresh worker for every
 *   mutant). `close()` drops the handle's schema only.
 * - {@link realPostgres} answers `undefined` (one printed line): a mutation run
 *   must not start a PostgreSQL cluster for every mutant, and the server tests
 *   prove the same answers as the PGlite ones.
 */
import { pglite as startPglite, type TestDatabase } from "../postgres.js";

export type { TestDatabase } from "../postgres.js";

const KEY = Symbol.for("api-error-model.mutation-pglite");

interface Shared {
  /** The one database of this worker. */
  readonly db: Promise<TestDatabase>;
  /** The schema the session's `search_path` names now. */
  current: string;
}

function shared(): Shared {
  const holder = globalThis as { [KEY]?: Shared };
  holder[KEY] ??= { db: startPglite(), current: "" };
  return holder[KEY];
}

function schemaName(): string {
  return `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

/** A schema of its own on this worker's PGlite. */
export async function pglite(): Promise<TestDatabase> {
  const state = shared();
  const db = await state.db;
  const schema = schemaName();
  await db.query(`create schema "${schema}"`);
  // Handles of one worker take turns on its one session: each sets the search_path it needs.
  const use = async () => {
    if (state.current === schema) return;
    await db.query(`set search_path to "${schema}"`);
    state.current = schema;
  };
  return {
    engine: "pglite",
    schema,
    async query<R>(text: string, values?: readonly unknown[]) {
      await use();
      return db.query<R>(text, values);
    },
    async close() {
      await db.query(`drop schema "${schema}" cascade`);
      if (state.current === schema) state.current = "";
    },
  };
}

/** No server in a mutation run: see above. */
export async function realPostgres(): Promise<TestDatabase | undefined> {
  console.log("skipped: real PostgreSQL tests (mutation run: PGlite only)");
  return undefined;
}
