/**
 * Human messages for errors: an English sentence for every violation code
 * and known base error code, filled from the constraint attributes, and
 * `describeError` that lists a whole error for a log or a form.
 *
 * @packageDocumentation
 */

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
// --- types of other entries used in this entry's signatures (type-only, no runtime cost) ---
export type { CONSTRAINT_VIOLATIONS_CODES, ConstraintViolationsCode } from "../core/catalogue/base-codes.js";
export type { AttributesOf, CODE_ATTRIBUTES, CodeWithAttributes } from "../core/catalogue/code-attributes.js";
export type { CONSTRAINT_ATTRIBUTES, ConstraintAttribute } from "../core/catalogue/constraint-attributes.js";
export type { BASE_ERROR_STATUS, KnownBaseErrorCode } from "../core/catalogue/known-base-errors.js";
export type { VIOLATION_CODES, ViolationCode } from "../core/catalogue/violation-codes.js";
export type { ApiError, ApiErrorOptions, KnownStatusBody } from "../core/errors/api-error.js";
export type { ErrorHeaders } from "../core/errors/headers.js";
export { BASE_ERROR_MESSAGES, type BaseErrorMessages, type BaseErrorTemplate } from "./base-messages.js";
// --- internal: for the forms entry, not for users ---
export { _eachViolationSentence, describeError } from "./describe-error.js";
export { type MessageOptions, violationMessage } from "./violation-message.js";
export {
  type TemplateAttributes,
  VIOLATION_MESSAGES,
  type ViolationMessages,
  type ViolationTemplate,
} from "./violation-messages.js";
