import type { FilterOperator, ListOperation } from "api-error-model/list-query";
import { compileListOperation } from "../list-query/index.js";
import { _orderBy } from "./list.js";
import { _plan } from "./plan.js";
import { _quoteIdentifier, type SqlTable } from "./table.js";

/**
 * The index that serves each operator: an ordered (B-tree) index equality,
 * ranges and lists; a trigram index `LIKE` with wildcards on either side
 * (the substring operators); none the operators that match most rows.
 */
const INDEX_OF: Readonly<Record<FilterOperator, "ordered" | "trigram" | undefined>> = {
  eq: "ordered",
  ne: undefined,
  sw: "trigram",
  co: "trigram",
  ew: "trigram",
  lt: "ordered",
  le: "ordered",
  gt: "ordered",
  ge: "ordered",
  in: "ordered",
  nin: undefined,
  pr: undefined,
};

/** The unquoted name of a quoted identifier. */
function unquoted(identifier: string): string {
  return identifier.slice(1, -1).replaceAll('""', '"');
}

/**
 * The `CREATE INDEX IF NOT EXISTS` statements of every index the declared
 * sorts and filters of an operation need, so that no page, count or filter
 * reads the whole table where an index can serve.
 *
 * @remarks
 * For each attribute held by a scalar column:
 *
 * - sortable: the index of {@link sortIndexSql} ascending, and the one
 *   descending (`_sort`, `_sort_desc`): a descending page keeps the order
 *   column ascending, so the ascending index read backwards does not fit it;
 * - filterable with `eq`, `lt`, `le`, `gt`, `ge` or `in`: a B-tree index on
 *   the compared expression (`_filter`), unless the ascending sort index
 *   begins with it already (a sortable attribute that is not case-sensitive);
 * - filterable with `sw`, `co` or `ew` (strings): a `pg_trgm` GIN index on the
 *   compared expression (`_trgm`), so that a substring costs the rows that
 *   hold its trigrams, not a scan folding every row. It needs the extension:
 *   `CREATE EXTENSION pg_trgm` in a schema on the `search_path` (PGlite:
 *   load `pg_trgm` from `@electric-sql/pglite/contrib/pg_trgm`).
 *
 * `ne`, `nin` and `pr` match most rows: no index helps them. Attributes
 * inside arrays or `jsonb` get no index. Each index is named after the
 * table's last name part and the column (`users_given_name_sort_desc`); the
 * order column needs an index of its own (a unique constraint), which this
 * does not write.
 *
 * @param table - the table declaration
 * @param operation - the operation: which attributes sort and filter, with which operators
 * @returns the statements (no parameters), in declaration order
 * @throws TypeError when the table maps no column for a sortable or filterable attribute
 *
 * @example
 * ```ts
 * for (const statement of listIndexesSql(users, listUsers)) await client.query(statement);
 * ```
 * @public
 */
export function listIndexesSql(table: SqlTable, operation: ListOperation): string[] {
  const plan = _plan(table, operation);
  const t = plan.table.name;
  const tableName = table.name.slice(table.name.lastIndexOf(".") + 1);
  const statements: string[] = [];
  const add = (column: string, suffix: string, using: string, expression: string) =>
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${_quoteIdentifier(`${tableName}_${column}_${suffix}`)} ON ${t}${using} (${expression})`,
    );
  for (const declared of compileListOperation(operation).attributes) {
    if (!declared.sort && !declared.filter) continue;
    const attribute = plan.attribute(declared.name);
    if (attribute.from !== undefined || attribute.json) continue;
    const column = unquoted(attribute.source.column.sql);
    const { type, caseSensitive } = attribute.rule;
    if (declared.sort) {
      add(column, "sort", "", _orderBy(plan, [{ attribute: declared.name }], false));
      add(column, "sort_desc", "", _orderBy(plan, [{ attribute: declared.name, direction: "desc" }], false));
    }
    const compared = type !== "string" ? attribute.value : caseSensitive ? attribute.codePoints : attribute.folded;
    const leadsSortIndex = declared.sort && (type !== "string" || !caseSensitive);
    if (!leadsSortIndex && declared.operators.some((operator) => INDEX_OF[operator] === "ordered")) {
      add(column, "filter", "", compared);
    }
    if (type === "string" && declared.operators.some((operator) => INDEX_OF[operator] === "trigram")) {
      add(column, "trgm", " USING gin", `${compared} gin_trgm_ops`);
    }
  }
  return statements;
}
