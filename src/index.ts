/**
 * The error model of an HTTP/JSON service: the two error bodies, the
 * catalogue of violation codes and constraint attributes, builders for
 * server handlers, guards and a parser for clients, `ApiError`, and the HTTP
 * glue on both sides.
 *
 * The service interface it implements, which comments throughout the source
 * call "the spec", is docs/spec.md.
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
} from "./core/body/bodies.js";
export {
  type AttributeNameOf,
  type BoundAttributeName,
  boundAttribute,
  type NumericBound,
  numberAttribute,
} from "./core/body/number-attribute.js";
export { type ParseErrorBodyOptions, parseErrorBody } from "./core/body/parse-body.js";
export { formatPath, type PathSegment, parsePath } from "./core/body/path.js";
export type { ParseIssue, ParseResult } from "./core/body/result.js";
export { CONSTRAINT_VIOLATIONS_STATUS } from "./core/catalogue/base-codes.js";
export { attributesOf } from "./core/catalogue/code-attributes.js";
export { isConstraintAttribute } from "./core/catalogue/constraint-attributes.js";
export type {
  AttributeDefinition,
  AttributeDefinitions,
  AttributeForm,
  BaseErrorDefinition,
  BaseErrorDefinitions,
  Deprecation,
  DetailsMemberSchema,
  DetailsSchema,
  EntryFacts,
  MessageDefinition,
  ViolationDefinition,
  ViolationDefinitions,
} from "./core/catalogue/definition.js";
export type {
  AttributesIn,
  CodeOf,
  CodesWithAttributesIn,
  DetailsIn,
  DetailsOfSchema,
  StatusesIn,
} from "./core/catalogue/derived-types.js";
export { IDEMPOTENT_METHODS } from "./core/catalogue/retryable-statuses.js";
export type { CatalogueRules } from "./core/catalogue/rules.js";
export {
  type AttributesOf,
  BASE_ERROR_DETAILS_SCHEMAS,
  BASE_ERROR_STATUS,
  type CataloguedStatus,
  CLIENT_ERROR_FALLBACK,
  CLIENT_ERRORS,
  type ClientErrorCode,
  type ClientErrorStatus,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  type CodeWithAttributes,
  type ConstraintAttribute,
  type ConstraintViolationsCode,
  type KnownBaseErrorCode,
  type KnownBaseErrorDetails,
  type KnownBaseErrorStatuses,
  RETRYABLE_STATUSES,
  VIOLATION_CODES,
  type ViolationCode,
} from "./core/catalogue/tables.js";
export { isViolationCode } from "./core/catalogue/violation-codes.js";
export { ApiError, type ApiErrorOptions, isApiError, type KnownStatusBody } from "./core/errors/api-error.js";
export {
  type AttributesInit,
  type AttributeValue,
  type BaseErrorInit,
  type BaseErrorInitOf,
  type BuiltViolationDetail,
  baseError,
  type ConstraintViolationsErrorInit,
  constraintViolationsError,
  DEFAULT_VIOLATIONS_MESSAGES,
  type ViolationsInit,
  violation,
} from "./core/errors/build.js";
export { type CollectedErrorInit, type ViolationCollector, violations } from "./core/errors/collector.js";
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
} from "./core/errors/guards.js";
export type { ErrorHeaders } from "./core/errors/headers.js";
export {
  MAX_QUOTED_LENGTH,
  type QuoteClientTextOptions,
  quoteClientText,
} from "./core/errors/quote-client-text.js";
export {
  type BaseApiError,
  type ClientErrorOptions,
  clientError,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from "./core/errors/shortcuts.js";
export { newTicket } from "./core/errors/ticket.js";
export {
  EXCERPT_LENGTH,
  isUnexpectedResponseError,
  UnexpectedResponseError,
  type UnexpectedResponseReason,
} from "./core/errors/unexpected-response-error.js";
export {
  LOG_RECORD_LIMITS,
  type LogRecord,
  type LogRecordCause,
  type LogRecordOptions,
  type LogRecordViolation,
  toLogRecord,
} from "./core/observe/log-record.js";
export { errorsToLogRecords, type LogInfo } from "./core/observe/log-record-format.js";
export {
  type RequestTrace,
  type RequestTraceInit,
  requestTrace,
  type TraceSpan,
  traceTicket,
} from "./core/observe/request-trace.js";
export { parseTraceparent, type Traceparent } from "./core/observe/traceparent.js";
export {
  DEFAULT_BASE_BACKOFF_MS,
  DEFAULT_MAX_BACKOFF_MS,
  DEFAULT_MAX_RETRY_DELAY_MS,
  isRetryable,
  type RetryDelayOptions,
  type RetryRequest,
  retryDelay,
} from "./core/retry/retry.js";
export { errorBoundary } from "./core/wire/error-boundary.js";
export { DEFAULT_MAX_RESPONSE_BYTES, type FetchJsonOptions, fetchJson } from "./core/wire/fetch-json.js";
export {
  type BoundaryCatalogue,
  type ErrorFromResponseOptions,
  errorFromResponse,
  type HttpErrorResponse,
  INTERNAL_ERROR_MESSAGE,
  JSON_CONTENT_TYPE,
  type LocalizedAnswer,
  type MessageLocalizer,
  type ToResponseOptions,
  toHttpResponse,
  toResponse,
} from "./core/wire/http.js";
export {
  DEFAULT_MAX_NESTING_DEPTH,
  type JsonRequestBodyResult,
  type ParseJsonRequestBodyOptions,
  parseJsonRequestBody,
} from "./core/wire/parse-json-request-body.js";
export { DEFAULT_MAX_ERROR_BODY_BYTES } from "./core/wire/read-body.js";
export {
  DEFAULT_MAX_BODY_BYTES,
  JSON_MEDIA_TYPES,
  type ReadJsonRequestError,
  type ReadJsonRequestOptions,
  type ReadJsonRequestResult,
  readJsonRequest,
} from "./core/wire/read-json-request.js";
