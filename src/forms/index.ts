/**
 * Form libraries (react-hook-form, TanStack Form, ...): a violation key as a
 * form path, and one loop over an error's violations with their sentences.
 *
 * @packageDocumentation
 */

// --- types of other entries used in this entry's signatures (type-only, no runtime cost) ---
export type { ApiError, ApiErrorOptions, KnownStatusBody } from "../api-error.js";
export type {
  BASE_ERROR_STATUS,
  CONSTRAINT_VIOLATIONS_CODES,
  ConstraintViolationsCode,
  KnownBaseErrorCode,
} from "../base-codes.js";
export type {
  BaseErrorBody,
  ConstraintAttributes,
  ConstraintViolationsErrorBody,
  ErrorBody,
  ErrorDetails,
  ReadViolationCode,
  ViolationDetail,
  Violations,
} from "../bodies.js";
export type { AttributesOf, CODE_ATTRIBUTES, CodeWithAttributes } from "../code-attributes.js";
export type { CONSTRAINT_ATTRIBUTES, ConstraintAttribute } from "../constraint-attributes.js";
export type { BaseErrorMessages, BaseErrorTemplate } from "../messages/base-messages.js";
export type { MessageOptions } from "../messages/violation-message.js";
export type { TemplateAttributes, ViolationMessages, ViolationTemplate } from "../messages/violation-messages.js";
export type { VIOLATION_CODES, ViolationCode } from "../violation-codes.js";
export { forEachViolation, type ViolationVisitor } from "./for-each-violation.js";
export { type DotIndices, type FormPath, type IsArrayIndex, toFormPath } from "./to-form-path.js";
