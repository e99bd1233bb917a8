/**
 * A statement or a fragment of one, ready for a driver: SQL text with
 * positional parameters `$1, $2, ...` and their values, in order.
 *
 * @remarks
 * Run it as it is: `client.query(q.text, q.values)` with `pg` or PGlite,
 * `sql.unsafe(q.text, q.values)` with postgres.js,
 * `CompiledQuery.raw(q.text, q.values)` with Kysely. Every value from a query
 * or a filter is in `values`, never in `text`.
 *
 * @public
 */
export interface SqlQuery {
  /** The SQL text, with `$n` placeholders. */
  readonly text: string;
  /** The parameter values: `values[0]` is `$1` (or the first parameter number asked for). */
  readonly values: unknown[];
}

/**
 * Collects parameter values and hands out their placeholders.
 *
 * @internal
 */
export class _Parameters {
  readonly values: unknown[] = [];
  constructor(private readonly first: number) {}
  /** The placeholder of a new parameter holding `value`, cast to `type` (`$3::float8`). */
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.first + this.values.length - 1}::${type}`;
  }
}
