import { _compileTable, _quoteIdentifier, _quoteName, type SqlTable } from "./table.js";

/**
 * Options of {@link counterSql}.
 *
 * @public
 */
export interface CounterSqlOptions {
  /**
   * How many rows the count is spread over, summed when read; 16 when
   * absent. A writing transaction updates one of them (its backend's), so
   * that concurrent writers seldom wait for each other.
   */
  readonly slots?: number;
}

/** Slots when none are asked for: more than the connections of a usual pool, still nothing to sum. */
const DEFAULT_SLOTS = 16;

/** The last part of a possibly schema-qualified name, and the schema prefix (quoted, with its dot). */
function split(name: string): [prefix: string, last: string] {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? ["", name] : [`${_quoteName(name.slice(0, dot))}.`, name.slice(dot + 1)];
}

/** The quoted counter of `table` and the number of slots; a TypeError naming `caller` for a programming error. */
function counterOf(table: SqlTable, options: CounterSqlOptions, caller: string): [counter: string, slots: number] {
  const compiled = _compileTable(table);
  const slots = options.slots ?? DEFAULT_SLOTS;
  if (compiled.counter === undefined) {
    throw new TypeError(`${caller}: the table ${JSON.stringify(table.name)} declares no counter`);
  }
  if (!Number.isInteger(slots) || slots < 1 || slots > 1024) {
    throw new TypeError(`${caller}: slots must be an integer from 1 to 1024, not ${JSON.stringify(slots)}`);
  }
  return [compiled.counter, slots];
}

/**
 * The statements that create the exact row count of a table that declares a
 * `counter`, and keep it exact: the counter table, a trigger function, and
 * triggers after `INSERT`, `DELETE` and `TRUNCATE`. Run them in order, in one
 * transaction; each creates only what is absent (or replaces the function
 * and triggers), so running them again is harmless.
 *
 * @remarks
 * The triggers run in the transaction of the write, once per statement (a
 * bulk insert adds its row count at once, read from the statement's
 * transition table), so the count commits and rolls back with the rows: a
 * statement reading the counter sees the count of exactly the rows it sees.
 *
 * The count is spread over `slots` rows, summed when read. A writing
 * statement never waits on the counter: it adds to the first slot that no
 * other transaction holds (`FOR UPDATE SKIP LOCKED`), its backend's own
 * first (`pg_backend_pid() % slots`, so that concurrent writers on different
 * connections mostly update different rows), and when every slot is held, to
 * a row of its backend's own (slot `slots + pid`, which no other backend
 * writes). So the counter adds no wait to a cycle of row locks: a slot shared
 * by two backends deadlocked before (A inserts and holds slot s; B deletes
 * row r1, then waits on s; A deletes r1: `40P01`).
 *
 * The function keeps the `search_path` of its creation
 * (`SET search_path FROM CURRENT`): an unqualified counter name means the
 * same table whatever the path of the session that writes.
 *
 * The first count of the rows already there is taken under
 * `LOCK TABLE ... IN SHARE MODE` (writers wait until the transaction ends),
 * once: when the counter rows exist already, they are kept. `LOCK TABLE`
 * outside a transaction is an error: run the statements in one.
 *
 * @param table - the table declaration, with its `counter`
 * @param options - the number of slots
 * @returns the statements (no parameters), the trigger function's body in dollar quotes
 * @throws TypeError when the table declares no counter, or `slots` is not an integer from 1 to 1024
 *
 * @example
 * ```ts
 * const users: SqlTable = { name: "users", key: "id", counter: "users_count", columns: { id: "id" } };
 * for (const statement of counterSql(users)) await client.query(statement);
 * ```
 * @public
 */
export function counterSql(table: SqlTable, options: CounterSqlOptions = {}): string[] {
  const [counter, slots] = counterOf(table, options, "counterSql");
  const compiled = _compileTable(table);
  const [prefix, last] = split(table.counter as string);
  const fn = `${prefix}${_quoteIdentifier(`${last}_trigger`)}`;
  const trigger = (event: string) => _quoteIdentifier(`${last}_${event}`);
  // A statement never waits on the counter: it takes the first slot no other transaction holds,
  // its backend's own first (SKIP LOCKED), and when every slot is held, a row of its backend's own
  // (slot = slots + pid, which no other backend writes). A wait on a slot could close a cycle with
  // a row lock: A inserts (holds slot s), B deletes r1 (holds r1) and waits on s, A deletes r1.
  const add = (sign: string, rows: string) =>
    `SELECT count(*) INTO delta FROM ${rows}; IF delta <> 0 THEN ` +
    `UPDATE ${counter} SET n = n ${sign} delta WHERE slot = (SELECT slot FROM ${counter} WHERE slot < ${slots} ` +
    `ORDER BY slot = pg_backend_pid() % ${slots} DESC, slot LIMIT 1 FOR UPDATE SKIP LOCKED); ` +
    `IF NOT FOUND THEN INSERT INTO ${counter} AS c (slot, n) VALUES (${slots} + pg_backend_pid(), ${sign} delta) ` +
    `ON CONFLICT (slot) DO UPDATE SET n = c.n + EXCLUDED.n; END IF; END IF;`;
  const t = compiled.name;
  return [
    `CREATE TABLE IF NOT EXISTS ${counter} (slot integer PRIMARY KEY, n bigint NOT NULL)`,
    `LOCK TABLE ${t} IN SHARE MODE`,
    `INSERT INTO ${counter} (slot, n) SELECT s, CASE WHEN s = 0 THEN (SELECT count(*) FROM ${t}) ELSE 0 END FROM generate_series(0, ${slots - 1}) AS s ON CONFLICT (slot) DO NOTHING`,
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $counter$ DECLARE delta bigint; BEGIN ` +
      `IF TG_OP = 'INSERT' THEN ${add("+", "inserted")} ` +
      `ELSIF TG_OP = 'DELETE' THEN ${add("-", "deleted")} ` +
      `ELSE UPDATE ${counter} SET n = 0 WHERE n <> 0; END IF; RETURN NULL; END $counter$`,
    `CREATE OR REPLACE TRIGGER ${trigger("insert")} AFTER INSERT ON ${t} REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE OR REPLACE TRIGGER ${trigger("delete")} AFTER DELETE ON ${t} REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE OR REPLACE TRIGGER ${trigger("truncate")} AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}

/**
 * The statements that make a counter exact again: the count of the table's
 * rows, taken under a share lock, into slot 0, every other slot zeroed, and
 * the rows of backends that found every slot held folded in. Run them in
 * order, in one transaction.
 *
 * @remarks
 * The triggers of {@link counterSql} keep the count exact for every write
 * they see. Some writes they do not see, and then the counter drifts until
 * it is resynchronised:
 * - rows written with triggers off: `session_replication_role = replica`
 *   (logical replication applying changes, `pg_restore --disable-triggers`),
 *   `ALTER TABLE ... DISABLE TRIGGER`;
 * - rows of a child table (`INHERITS`): `count(*)` on the parent counts
 *   them, its triggers do not fire for them;
 * - a counter row changed by hand.
 *
 * `LOCK TABLE ... IN SHARE MODE` makes writers wait until the transaction
 * ends, so the count is that of the committed rows, and no write slips
 * between the count and the update; readers are not blocked. It costs one
 * count of the table. Pass the `slots` the counter was created with.
 * Running it again on an exact counter changes nothing.
 *
 * @param table - the table declaration, with its `counter`
 * @param options - the number of slots, as given to {@link counterSql}
 * @returns the statements (no parameters)
 * @throws TypeError when the table declares no counter, or `slots` is not an integer from 1 to 1024
 *
 * @example
 * ```ts
 * await client.query("BEGIN");
 * for (const statement of counterResyncSql(users)) await client.query(statement);
 * await client.query("COMMIT");
 * ```
 * @public
 */
export function counterResyncSql(table: SqlTable, options: CounterSqlOptions = {}): string[] {
  const [counter, slots] = counterOf(table, options, "counterResyncSql");
  const t = _compileTable(table).name;
  return [
    `LOCK TABLE ${t} IN SHARE MODE`,
    `DELETE FROM ${counter} WHERE slot >= ${slots} OR slot < 0`,
    `INSERT INTO ${counter} (slot, n) SELECT s, 0 FROM generate_series(0, ${slots - 1}) AS s ON CONFLICT (slot) DO NOTHING`,
    `UPDATE ${counter} SET n = CASE WHEN slot = 0 THEN (SELECT count(*) FROM ${t}) ELSE 0 END`,
  ];
}
