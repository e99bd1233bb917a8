/**
 * List queries on PostgreSQL: compile a parsed list query (or a filter) to
 * SQL text with `$n` parameters, and build the page body from the rows. No
 * connection, no dependency: run the statements with any driver.
 *
 * @packageDocumentation
 */

// --- types of other entries used in this entry's signatures (type-only, no runtime cost) ---
export type {
  FilterAndNode,
  FilterAttributeRule,
  FilterableAttributes,
  FilterCompareNode,
  FilterCompareOperator,
  FilterInNode,
  FilterNode,
  FilterNotNode,
  FilterOperator,
  FilterOrNode,
  FilterPresentNode,
  FilterValue,
  ListOperation,
  PageBody,
  PaginateQuery,
  SortDirection,
  SortKeyInit,
  ValueType,
} from "../list-query/index.js";
// --- this entry ---
export { type FilterToSqlOptions, filterToSql } from "./filter.js";
export { type CompileListQueryOptions, compileListQuery, sortIndexSql } from "./list.js";
export type { SqlQuery } from "./query.js";
export { pageFromRows } from "./rows.js";
export type { SqlColumn, SqlStorage, SqlTable } from "./table.js";
