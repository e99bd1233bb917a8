import type { BASE_ERROR_DETAILS_SCHEMAS, BASE_ERROR_STATUS } from "api-error-model";
// The tables' values, under other names: the signatures below name the root entry's (see src/ARCHITECTURE.md).
import {
  BASE_ERROR_DETAILS_SCHEMAS as DETAILS_SCHEMAS,
  BASE_ERROR_STATUS as STATUS,
} from "../core/catalogue/tables.js";

/**
 * The violations `parseListQuery` may answer, by query parameter: what a
 * list operation's contract gains from its `ListOperation` without
 * restating it.
 *
 * @remarks
 * Any parameter sent twice: `size_greater_than`. `start_index` and `count`:
 * `failed_regex_match` (not an integer), `less_than` and `greater_than`
 * (`count` above the operation's maximum, either above
 * `MAX_LIST_QUERY_INTEGER`). `sort_by` and `fields`: `disallowed_enum` (not declared,
 * or a direction other than asc or desc), `invalid_path_expression`, and for
 * `sort_by` `duplicate_elements`. `query`: the filter's limits (`too_long`,
 * `max_nesting_depth_exceeded`) and rules, each naming the attribute
 * (`contained_invalid_field_name`, `disallowed_filter_operator`,
 * `invalid_filter_value`), and `unsupported_path_expression`. A filter
 * syntax error is the base error `invalid_request` instead (see
 * {@link LIST_QUERY_ERRORS}).
 *
 * @public
 */
export const LIST_QUERY_VIOLATIONS = {
  start_index: ["size_greater_than", "failed_regex_match", "less_than", "greater_than"],
  count: ["size_greater_than", "failed_regex_match", "less_than", "greater_than"],
  sort_by: ["size_greater_than", "disallowed_enum", "invalid_path_expression", "duplicate_elements"],
  fields: ["size_greater_than", "disallowed_enum", "invalid_path_expression"],
  query: [
    "size_greater_than",
    "too_long",
    "max_nesting_depth_exceeded",
    "contained_invalid_field_name",
    "unsupported_path_expression",
    "disallowed_filter_operator",
    "invalid_filter_value",
  ],
} as const;

/**
 * The `details` of `invalid_request` as `parseListQuery` sends them for a
 * filter syntax error (and as this package's other `invalid_request` errors
 * may carry them): all members optional.
 *
 * @public
 */
export const INVALID_REQUEST_DETAILS: (typeof BASE_ERROR_DETAILS_SCHEMAS)["invalid_request"] =
  DETAILS_SCHEMAS.invalid_request;

/**
 * The base errors a list operation's contract gains from its
 * `ListOperation`: `invalid_request` (400), a filter syntax error, with
 * {@link INVALID_REQUEST_DETAILS}.
 *
 * @public
 */
export const LIST_QUERY_ERRORS: {
  readonly invalid_request: {
    readonly status: (typeof BASE_ERROR_STATUS)["invalid_request"];
    readonly details: typeof INVALID_REQUEST_DETAILS;
    /** No member of `INVALID_REQUEST_DETAILS` is required. */
    readonly detailsOptional: true;
  };
} = {
  invalid_request: {
    status: STATUS.invalid_request,
    details: INVALID_REQUEST_DETAILS,
    detailsOptional: true,
  },
};
