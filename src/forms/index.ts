/**
 * Form libraries (react-hook-form, TanStack Form, ...): a violation key as a
 * form path, and one loop over an error's violations with their sentences.
 *
 * @packageDocumentation
 */

// Exports are sorted by module path: the core's types first (type-only, the ones this
// entry's signatures use, so that its API report stands on its own), then this entry's
// modules. A name with a leading underscore is @internal: for another entry of this
// package, never for users.

export type {
  BaseErrorBody,
  ConstraintAttributes,
  ConstraintViolationsErrorBody,
  ErrorBody,
  ErrorDetails,
  ReadViolationCode,
  ViolationDetail,
  Violations,
} from "../core/body/bodies.js";
export type {
  AttributesOf,
  BASE_ERROR_STATUS,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  CodeWithAttributes,
  ConstraintAttribute,
  ConstraintViolationsCode,
  KnownBaseErrorCode,
  VIOLATION_CODES,
  ViolationCode,
} from "../core/catalogue/tables.js";
export type { ApiError, ApiErrorOptions, KnownStatusBody } from "../core/errors/api-error.js";
export type {
  BaseErrorMessages,
  BaseErrorTemplate,
  MessageOptions,
  TemplateAttributes,
  ViolationMessages,
  ViolationTemplate,
} from "../messages/index.js";
export { forEachViolation, type ViolationVisitor } from "./for-each-violation.js";
export { type DotIndices, type FormPath, type IsArrayIndex, toFormPath } from "./to-form-path.js";
