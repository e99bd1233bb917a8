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
 * The count is spread over `slots` rows, summed when read. A transaction
 * adds to the slot of its backend (`pg_backend_pid() % slots`): concurrent
 * writers on different connections mostly update different rows, so they do
 * not queue behind one row lock; and a transaction only ever locks one slot,
 * so two writers can never deadlock on the counter (random slots per
 * statement could: each holding one, waiting for the other's).
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
  const compiled = _compileTable(table);
  const slots = options.slots ?? DEFAULT_SLOTS;
  if (table.counter === undefined) {
    throw new TypeError(`counterSql: the table ${JSON.stringify(table.name)} declares no counter`);
  }
  if (!Number.isInteger(slots) || slots < 1 || slots > 1024) {
    throw new TypeError(`counterSql: slots must be an integer from 1 to 1024, not ${JSON.stringify(slots)}`);
  }
  const counter = compiled.counter as string;
  const [prefix, last] = split(table.counter);
  const fn = `${prefix}${_quoteIdentifier(`${last}_trigger`)}`;
  const trigger = (event: string) => _quoteIdentifier(`${last}_${event}`);
  const add = (sign: string, rows: string) =>
    `SELECT count(*) INTO delta FROM ${rows}; IF delta <> 0 THEN UPDATE ${counter} SET n = n ${sign} delta WHERE slot = pg_backend_pid() % ${slots}; END IF;`;
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
