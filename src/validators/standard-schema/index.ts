/**
 * A bridge from any Standard Schema v1 validator (valibot, ArkType, zod, ...)
 * to this package's constraint violations error: one violation per issue,
 * keyed by the issue's path, coded by a mapping you give.
 *
 * @packageDocumentation
 */

export type {
  ConstraintAttributes,
  ConstraintViolationsErrorBody,
  ErrorDetails,
  ReadViolationCode,
  ViolationDetail,
  Violations,
} from "../../core/body/bodies.js";
// Besides the bridge, the entry re-exports the types of the core names its
// signatures use, so that its API report stands on its own; the core's runtime
// values (VIOLATION_CODES, isViolationCode, ...) come from the root entry only.
export type {
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  ConstraintAttribute,
  ConstraintViolationsCode,
  VIOLATION_CODES,
  ViolationCode,
} from "../../core/catalogue/tables.js";
export {
  type BridgeCatalogue,
  type BridgeErrorOptions,
  DEFAULT_FALLBACK_CODE,
  type KeepMessagesOption,
  type RefinementMessages,
} from "../shared/bridge-body.js";
export type { StandardSchemaIssue, StandardSchemaPathSegment } from "../shared/standard-schema-issue.js";
export {
  type FromStandardSchemaIssuesOptions,
  fromStandardSchemaIssues,
} from "./from-standard-schema-issues.js";
