/**
 * Views of an error for clients that speak the standards: RFC 9457 Problem
 * Details (`application/problem+json`) and Google AIP-193
 * `google.rpc.BadRequest`, each with its way back.
 *
 * @packageDocumentation
 */

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
export type { ErrorHeaders } from "../headers.js";
export type { ToResponseOptions } from "../http.js";
export type {
  BaseErrorMessages,
  BaseErrorTemplate,
  MessageOptions,
  TemplateAttributes,
  ViolationMessages,
  ViolationTemplate,
} from "../messages/index.js";
// --- types of other entries used in this entry's signatures (type-only, no runtime cost) ---
export type { ParseIssue, ParseResult } from "../result.js";
export type { VIOLATION_CODES, ViolationCode } from "../violation-codes.js";
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
