/**
 * List queries of queryable operations: the `start_index`, `count`,
 * `sort_by`, `fields` and `query` parameters, the filter language of
 * `query`, pagination on the server and page walking on the client.
 *
 * @packageDocumentation
 */

// The entry exports what it owns: its folder's modules (and the private helpers only it
// publishes). A type of the core or of another entry that its signatures use is imported
// by package name (`api-error-model`, `api-error-model/list-query`), so users import it
// from there and the API report shows this entry's own surface.

export { FILTER_EXPECTED, type FilterExpected } from "../core/catalogue/built-in/filter-expected.js";
export { getAttribute } from "../list-rules/attribute-path.js";
export { compareValues, type ValueType } from "./compare.js";
export { compileListOperation } from "./compile-operation.js";
export {
  type AttributeDeclaration,
  type AttributeDeclarations,
  type AttributeType,
  type CompiledAttribute,
  type CompiledListOperation,
  DEFAULT_FILTER_OPERATORS,
  type FilterPermission,
  type SubAttributeDeclaration,
} from "./declaration.js";
export {
  FILTER_OPERATOR_CLASSES,
  FILTER_OPERATORS,
  type FilterAndNode,
  type FilterCompareNode,
  type FilterCompareOperator,
  type FilterInNode,
  type FilterNode,
  type FilterNotNode,
  type FilterOperator,
  type FilterOperatorClass,
  type FilterOperatorOfClass,
  type FilterOrNode,
  type FilterPresentNode,
  type FilterTermNode,
  type FilterValue,
  type FilterValuePathNode,
  isFilterOperator,
  isOperatorOfClass,
} from "./filter-ast.js";
export { filterMatcher, matchesFilter } from "./filter-evaluate.js";
export { formatFilter } from "./filter-format.js";
export {
  DEFAULT_FILTER_MAX_DEPTH,
  DEFAULT_FILTER_MAX_LENGTH,
  type FilterSyntaxError,
  type ParseFilterOptions,
  type ParseFilterResult,
  parseFilter,
} from "./filter-parser.js";
export {
  FILTER_NUMBER_PATTERN,
  FILTER_STRING_PATTERN,
  type ValidateFilterResult,
  validateFilter,
} from "./filter-validate.js";
export { formatListQuery, type ListQueryInit } from "./format-params.js";
export {
  DEFAULT_COUNT,
  DEFAULT_MAX_COUNT,
  DEFAULT_START_INDEX,
  type ListOperation,
  MAX_LIST_QUERY_INTEGER,
  type SortDirection,
  type SortKey,
  type SortKeyInit,
} from "./operation.js";
export { type PageBody, page, parsePage } from "./page.js";
export { isPageWalkError, PageWalkError, type PageWalkErrorReason } from "./page-walk-error.js";
export {
  DEFAULT_MAX_PAGE_BYTES,
  DEFAULT_MAX_PAGE_RETRY_DELAY_MS,
  DEFAULT_MAX_PAGES,
  DEFAULT_PAGE_RETRIES,
  type FetchPage,
  listAll,
  type PagesOptions,
  pages,
} from "./pages.js";
export { type PageItem, type PaginateQuery, paginate } from "./paginate.js";
export {
  INTEGER_PATTERN,
  type ListQuery,
  type ListQueryParams,
  type ListQueryResult,
  parseListQuery,
} from "./params.js";
export { project, type Selected } from "./project.js";
export { LIST_PARAMETERS, type ListParameter } from "./query-string.js";
export { sortItems } from "./sort.js";
