/**
 * Views of an error for clients that speak the standards: RFC 9457 Problem
 * Details (`application/problem+json`) and Google AIP-193
 * `google.rpc.BadRequest`, each with its way back.
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
export type { ParseIssue, ParseResult } from "../core/body/result.js";
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
export type { ErrorHeaders } from "../core/errors/headers.js";
export type { LocalizedAnswer, MessageLocalizer, ToResponseOptions } from "../core/wire/http.js";
export type {
  BaseErrorMessages,
  BaseErrorTemplate,
  MessageOptions,
  TemplateAttributes,
  ViolationMessages,
  ViolationTemplate,
} from "../messages/index.js";
export { fromGoogleBadRequest } from "./from-google-bad-request.js";
export { fromProblemDetails } from "./from-problem-details.js";
export {
  GOOGLE_BAD_REQUEST_TYPE,
  type GoogleBadRequest,
  type GoogleFieldViolation,
  toGoogleBadRequest,
} from "./google-bad-request.js";
export {
  PROBLEM_JSON_CONTENT_TYPE,
  type ProblemDetails,
  type ProblemDetailsError,
  type ProblemDetailsOptions,
  toProblemDetails,
} from "./problem-details.js";
export { type ProblemResponseOptions, toProblemResponse } from "./problem-response.js";
