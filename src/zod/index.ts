/**
 * A bridge from zod v4 to this package's constraint violations error: every
 * zod issue becomes a violation with a catalogue code and its constraint
 * attributes, keyed by the path. zod is an optional peer dependency
 * of this entry and is never imported at run time.
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
export { type BridgeErrorOptions, DEFAULT_FALLBACK_CODE } from "../standard-schema/bridge-body.js";
export { isViolationCode, VIOLATION_CODES, type ViolationCode } from "../violation-codes.js";
export { type FromZodErrorOptions, fromZodError, type ZodErrorLike } from "./from-zod-error.js";
