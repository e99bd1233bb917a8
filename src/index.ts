/**
 * The error model of an HTTP/JSON service: the two error bodies, the
 * catalogue of violation codes and constraint attributes, builders for
 * server handlers, guards and a parser for clients, `ApiError`, and the HTTP
 * glue on both sides.
 *
 * @packageDocumentation
 */

export { ApiError, type ApiErrorOptions, isApiError, type KnownStatusBody } from "./api-error.js";
export {
  BASE_ERROR_STATUS,
  CONSTRAINT_VIOLATIONS_CODES,
  CONSTRAINT_VIOLATIONS_STATUS,
  type ConstraintViolationsCode,
  type KnownBaseErrorCode,
  type KnownBaseErrorDetails,
} from "./base-codes.js";
export type {
  BaseErrorBody,
  ConstraintAttributes,
  ConstraintViolationsErrorBody,
  ErrorBody,
  ErrorDetails,
  ReadViolationCode,
  ViolationDetail,
  Violations,
} from "./bodies.js";
export {
  type AttributesInit,
  type AttributeValue,
  type BaseErrorInit,
  type BuiltViolationDetail,
  baseError,
  type ConstraintViolationsErrorInit,
  constraintViolationsError,
  DEFAULT_VIOLATIONS_MESSAGES,
  type ViolationsInit,
  violation,
} from "./build.js";
export {
  CLIENT_ERROR_FALLBACK,
  CLIENT_ERRORS,
  type ClientErrorCode,
  type ClientErrorStatus,
} from "./client-errors.js";
export { type AttributesOf, attributesOf, CODE_ATTRIBUTES, type CodeWithAttributes } from "./code-attributes.js";
export { type CollectedErrorInit, type ViolationCollector, violations } from "./collector.js";
export { CONSTRAINT_ATTRIBUTES, type ConstraintAttribute, isConstraintAttribute } from "./constraint-attributes.js";
export { errorBoundary } from "./error-boundary.js";
export {
  type BaseErrorDetailsOf,
  type BaseErrorOf,
  type CheckedViolationCode,
  findViolation,
  hasViolation,
  isBaseError,
  isConstraintViolationsError,
  isErrorBody,
  type ViolationDetailOf,
} from "./guards.js";
export type { ErrorHeaders } from "./headers.js";
export {
  errorFromResponse,
  type HttpErrorResponse,
  INTERNAL_ERROR_MESSAGE,
  JSON_CONTENT_TYPE,
  type ToResponseOptions,
  toHttpResponse,
  toResponse,
} from "./http.js";
export { type AttributeNameOf, numberAttribute } from "./number-attribute.js";
export { type ParseErrorBodyOptions, parseErrorBody } from "./parse-body.js";
export { formatPath, type PathSegment, parsePath } from "./path.js";
export type { ParseIssue, ParseResult } from "./result.js";
export {
  type BaseApiError,
  type ClientErrorOptions,
  clientError,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from "./shortcuts.js";
export { newTicket } from "./ticket.js";
export {
  EXCERPT_LENGTH,
  isUnexpectedResponseError,
  UnexpectedResponseError,
  type UnexpectedResponseReason,
} from "./unexpected-response-error.js";
export { isViolationCode, VIOLATION_CODES, type ViolationCode } from "./violation-codes.js";
