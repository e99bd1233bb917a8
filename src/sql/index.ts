/**
 * List queries on PostgreSQL: compile a parsed list query (or a filter) to
 * SQL text with `$n` parameters, and build the page body from the rows. No
 * connection, no dependency: run the statements with any driver. And the
 * errors PostgreSQL raises (unique, not-null, foreign-key, too long) as the
 * constraint violations a client should see.
 *
 * @packageDocumentation
 */

// Exports are sorted by module path: the core's types first (type-only, the ones this
// entry's signatures use, so that its API report stands on its own), then this entry's
// modules. A name with a leading underscore is @internal: for another entry of this
// package, never for users.

// Types of the root entry in errorFromDatabase's signature (type-only).
export type { ApiError, ApiErrorOptions, KnownStatusBody } from "../index.js";
export type {
  AttributeDeclaration,
  AttributeDeclarations,
  AttributesOf,
  AttributeType,
  BASE_ERROR_STATUS,
  BaseErrorBody,
  BuiltViolationDetail,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  CodeWithAttributes,
  CompiledAttribute,
  CompiledListOperation,
  ConstraintAttribute,
  ConstraintAttributes,
  ConstraintViolationsCode,
  ConstraintViolationsErrorBody,
  compareValues,
  compileListOperation,
  DEFAULT_COUNT,
  DEFAULT_FILTER_OPERATORS,
  DEFAULT_MAX_COUNT,
  ErrorBody,
  ErrorDetails,
  FILTER_NUMBER_PATTERN,
  FILTER_STRING_PATTERN,
  FilterAndNode,
  FilterCompareNode,
  FilterCompareOperator,
  FilterInNode,
  FilterNode,
  FilterNotNode,
  FilterOperator,
  FilterOrNode,
  FilterPermission,
  FilterPresentNode,
  FilterValue,
  filterMatcher,
  INTEGER_PATTERN,
  KnownBaseErrorCode,
  ListOperation,
  ListQuery,
  ListQueryParams,
  ListQueryResult,
  matchesFilter,
  PageBody,
  PageItem,
  PaginateQuery,
  paginate,
  parseFilter,
  parseListQuery,
  ReadViolationCode,
  Selected,
  SortDirection,
  SortKey,
  SortKeyInit,
  SubAttributeDeclaration,
  sortItems,
  ValueType,
  VIOLATION_CODES,
  ViolationCode,
  ViolationDetail,
  Violations,
  validateFilter,
} from "../list-query/index.js";
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
