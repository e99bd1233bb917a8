import type { ListOperation, PaginateQuery, SortKeyInit } from "api-error-model/list-query";
import {
  compileListOperation,
  DEFAULT_COUNT,
  DEFAULT_START_INDEX,
  MAX_LIST_QUERY_INTEGER,
} from "../list-query/index.js";
import { _filterSql } from "./filter.js";
import { type _Plan, _plan } from "./plan.js";
import { _Parameters, type SqlQuery } from "./query.js";
import type { SqlTable } from "./table.js";

/**
 * Options of {@link compileListQuery}.
 *
 * @public
 */
export interface CompileListQueryOptions {
  /**
   * Your own condition on the rows (a tenant, soft deletes), with parameters
   * numbered from `$1`; the query's own parameters follow them.
   */
  readonly where?: SqlQuery;
}

/**
 * The alias of the total in the rows of {@link compileListQuery}: a name no
 * attribute path or schema URN can have (a URN starts with a letter or `_`).
 *
 * @internal
 */
export const _TOTAL = ":total";

/** The alias of the order column in the keys of a page: no attribute path or column of a sane table has it. */
const ORDER_ALIAS = ":order";

/**
 * The largest offset or limit written: the largest `start_index` and `count` a parsed query holds; beyond it, pages
 * are empty anyway (and `bigint` would overflow).
 */
const MAX_ROWS = MAX_LIST_QUERY_INTEGER;

function clamp(value: number): number {
  return Math.min(Math.max(Math.trunc(value), 0), MAX_ROWS);
}

/**
 * The sort keys of a query: `sortBy`, else the operation's `defaultSort`.
 *
 * @internal
 */
export function _sortKeys(query: PaginateQuery, operation: ListOperation | undefined): readonly SortKeyInit[] {
  return query.sortBy?.length
    ? query.sortBy
    : operation === undefined
      ? []
      : compileListOperation(operation).defaultSort;
}

/**
 * The `ORDER BY` list of sort keys, the table's order column last.
 *
 * @internal
 */
export function _orderBy(plan: _Plan, keys: readonly SortKeyInit[], qualified: boolean): string {
  let text = "";
  for (const key of keys) text += `${plan.orderOf(key, qualified)}, `;
  return text + (qualified ? `${plan.table.name}.` : "") + plan.table.order;
}

/**
 * The effective start index and count of a query, as `paginate` sets them.
 *
 * @internal
 */
export function _pageWindow(
  query: PaginateQuery,
  operation: ListOperation | undefined,
): [startIndex: number, count: number] {
  const count = query.count ?? (operation === undefined ? DEFAULT_COUNT : compileListOperation(operation).countDefault);
  return [query.startIndex ?? DEFAULT_START_INDEX, count];
}

/**
 * Compiles a parsed list query to one SQL statement that returns the rows of
 * the page and the true total, for {@link pageFromRows}.
 *
 * @remarks
 * The statement counts every matching row in a subquery and joins the page
 * to it (`LEFT JOIN LATERAL ... LIMIT ... OFFSET ...`), so a page past the
 * end or of `count` 0 still carries the total: one row whose page columns are
 * all `NULL`. Without filter and `where`, a table that declares a `counter`
 * reads the total from it ({@link counterSql}) instead of counting, unless
 * row-level security applies to the reading role (`row_security_active` of
 * the table, checked in the statement): the counter counts every row, so
 * then the rows the role can see are counted, and `totalResults` is always
 * the number of rows the reader can page to. The page
 * is found in two steps of the same statement: the `order` values of its rows
 * first (from the sort's index alone, so skipping `start_index - 1` rows reads
 * no row of the table), then those rows, joined by that column. Each row has the total (alias `":total"`) and the page's
 * columns, named by attribute path: the key, and the columns `fields`
 * selects (every column without `fields`). Date-times come back as ISO text,
 * numbers as `double precision`.
 *
 * The order is the order of `sortItems`: each key's values (strings by
 * their case-folded form, then the original, by code point), missing values
 * last ascending and first descending, then the table's `order` column
 * ascending. The filter is {@link (filterToSql:1)}'s. An offset beyond 2^53 is
 * clamped: the page is empty, the total still true.
 *
 * Counting the matches costs a scan of them (of their index entries, with
 * {@link listIndexesSql}'s indexes) on every page; docs/sql.md tells the cost
 * of each request shape.
 *
 * @param query - the parsed query (from `parseListQuery`), or part of one
 * @param table - the table declaration; compiled once per object, so pass the same object each time
 * @param operation - the operation: attribute types and case rules, default count and default sort
 * @param options - your own condition on the rows
 * @returns the statement and its parameter values
 * @throws TypeError when the table maps no column for an attribute the query names (a programming error)
 *
 * @example
 * ```ts
 * const parsed = parseListQuery(url.searchParams, listUsers);
 * if (!parsed.ok) throw new ApiError(parsed.error);
 * const statement = compileListQuery(parsed.value, users, listUsers);
 * const { rows } = await client.query(statement.text, statement.values);
 * return Response.json(pageFromRows(rows, parsed.value, users, listUsers));
 * ```
 * @public
 */
export function compileListQuery(
  query: PaginateQuery,
  table: SqlTable,
  operation?: ListOperation,
  options: CompileListQueryOptions = {},
): SqlQuery {
  const plan = _plan(table, operation);
  const compiled = plan.table;
  const own = options.where;
  const params = new _Parameters(1 + (own?.values.length ?? 0));
  const conditions: string[] = own === undefined ? [] : [`(${own.text})`];
  if (query.filter !== undefined) conditions.push(_filterSql(query.filter, plan, operation, params));
  const where = conditions.length === 0 ? "" : ` WHERE ${conditions.join(" AND ")}`;
  const select = plan.selectList(query.fields);
  const keys = _sortKeys(query, operation);
  const [startIndex, count] = _pageWindow(query, operation);
  const limit = params.add(clamp(count), "bigint");
  const offset = params.add(clamp(startIndex - 1), "bigint");
  const t = compiled.name;
  const orderBy = _orderBy(plan, keys, true);
  // No condition at all: the total the triggers keep (constant time), else the matches counted. The
  // triggers count every row, whatever a row-level security policy lets the reader see: where row
  // security applies to this statement's role (row_security_active, decided per statement), the
  // rows it can see are counted instead. Only the branch taken runs (each is an InitPlan).
  const counted = `SELECT count(*) AS "${_TOTAL}" FROM ${t}${where}`;
  const total =
    conditions.length === 0 && compiled.counter !== undefined
      ? `SELECT CASE WHEN row_security_active('${t.replaceAll("'", "''")}') THEN (SELECT count(*) FROM ${t}) ` +
        `ELSE (SELECT coalesce(sum("n"), 0)::bigint FROM ${compiled.counter}) END AS "${_TOTAL}"`
      : counted;
  // The page's order values first, from the sort's index alone (an index-only scan past the offset,
  // no heap fetch for a skipped row), then its rows by them, in the same order.
  const text =
    `SELECT "c"."${_TOTAL}", "p".* FROM (${total}) AS "c" ` +
    `LEFT JOIN LATERAL (SELECT ${select} FROM (SELECT ${t}.${compiled.order} AS "${ORDER_ALIAS}" FROM ${t}${where} ` +
    `ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}) AS "k" ` +
    `JOIN ${t} ON ${t}.${compiled.order} = "k"."${ORDER_ALIAS}" ORDER BY ${orderBy}) AS "p" ON TRUE`;
  return { text, values: [...(own?.values ?? []), ...params.values] };
}

/**
 * The `CREATE INDEX` statement of the index that serves pages sorted by
 * `sortBy` (the expressions {@link compileListQuery} orders by, the table's
 * order column last).
 *
 * @remarks
 * PostgreSQL uses an index for `ORDER BY ... LIMIT` only when its
 * expressions, collations and directions are exactly those of the query:
 * write it with this function rather than by hand. One index serves one
 * sort (and its exact reverse).
 *
 * @param table - the table declaration
 * @param sortBy - the sort keys, as in a list query
 * @param operation - the operation: attribute types
 * @param name - the index name; PostgreSQL chooses one when absent
 * @returns the statement (no parameters)
 *
 * @example
 * ```ts
 * sortIndexSql(users, [{ attribute: "familyName" }], listUsers);
 * // CREATE INDEX ON "users" ((lower("family_name" COLLATE "und-x-icu") COLLATE "C"), ("family_name" COLLATE "C"), "seq")
 * ```
 * @public
 */
export function sortIndexSql(
  table: SqlTable,
  sortBy: readonly SortKeyInit[],
  operation?: ListOperation,
  name?: string,
): string {
  const plan = _plan(table, operation);
  const indexName = name === undefined ? "" : ` "${name.replaceAll('"', '""')}"`;
  return `CREATE INDEX${indexName} ON ${plan.table.name} (${_orderBy(plan, sortBy, false)})`;
}
