/**
 * List queries on PostgreSQL: compile a parsed list query (or a filter) to
 * SQL text with `$n` parameters, and build the page body from the rows. No
 * connection, no dependency: run the statements with any driver. And the
 * errors PostgreSQL raises (unique, not-null, foreign-key, too long) as the
 * constraint violations a client should see.
 *
 * @packageDocumentation
 */

// The entry exports what it owns: its folder's modules (and the private helpers only it
// publishes). A type of the core or of another entry that its signatures use is imported
// by package name (`api-error-model`, `api-error-model/list-query`), so users import it
// from there and the API report shows this entry's own surface.

export { type CounterSqlOptions, counterResyncSql, counterSql } from "./counter.js";
export {
  type DatabaseErrorInit,
  type DatabaseErrorMapping,
  type DatabaseViolation,
  databaseViolation,
  errorFromDatabase,
  fromDatabaseError,
} from "./database-error.js";
export { type FilterToSqlOptions, filterToSql } from "./filter.js";
export { listIndexesSql } from "./indexes.js";
export { type CompileListQueryOptions, compileListQuery, sortIndexSql } from "./list.js";
export type { SqlQuery } from "./query.js";
export { pageFromRows } from "./rows.js";
export type { SqlColumn, SqlStorage, SqlTable } from "./table.js";
