/**
 * A bridge from any Standard Schema v1 validator (valibot, ArkType, zod, ...)
 * to this package's constraint violations error: one violation per issue,
 * keyed by the issue's path, coded by a mapping you give.
 *
 * @packageDocumentation
 */

// Besides its own names, the entry re-exports the core names its signatures use, so that its API report stands on its own.
export { CONSTRAINT_VIOLATIONS_CODES, type ConstraintViolationsCode } from "../base-codes.js";
export type {
  ConstraintAttributes,
  ConstraintViolationsErrorBody,
  ErrorDetails,
  ReadViolationCode,
  ViolationDetail,
  Violations,
} from "../bodies.js";
export { CONSTRAINT_ATTRIBUTES, type ConstraintAttribute, isConstraintAttribute } from "../constraint-attributes.js";
export { isViolationCode, VIOLATION_CODES, type ViolationCode } from "../violation-codes.js";
export { type BridgeErrorOptions, DEFAULT_FALLBACK_CODE } from "./bridge-body.js";
export {
  type FromStandardSchemaIssuesOptions,
  fromStandardSchemaIssues,
} from "./from-standard-schema-issues.js";
export type { StandardSchemaIssue, StandardSchemaPathSegment } from "./standard-schema-issue.js";
