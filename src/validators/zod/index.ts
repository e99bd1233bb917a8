/**
 * A bridge from zod v4 to this package's constraint violations error: every
 * zod issue becomes a violation with a catalogue code and its constraint
 * attributes, keyed by the path. zod is an optional peer dependency
 * of this entry and is never imported at run time.
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
export { type FromZodErrorOptions, fromZodError, type ZodErrorLike } from "./from-zod-error.js";
