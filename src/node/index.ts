/**
 * Error boundaries for Node servers: `sendError` for `node:http` (and
 * anything with its response API), `expressErrorHandler` for Express 4 and
 * 5, `fastifyErrorHandler` for Fastify 5, each mapping the framework's own
 * failures (a body that is not JSON, too large, of an unsupported type,
 * Fastify's schema validation errors) into the error model. Structural types
 * only: neither Express nor Fastify is imported.
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
  ErrorDetails,
  ReadViolationCode,
  ViolationDetail,
  Violations,
} from "../core/body/bodies.js";
export type {
  BASE_ERROR_STATUS,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  ConstraintAttribute,
  ConstraintViolationsCode,
  KnownBaseErrorCode,
  VIOLATION_CODES,
  ViolationCode,
} from "../core/catalogue/tables.js";
export type { RequestTrace } from "../core/observe/request-trace.js";
export type { LocalizedAnswer, MessageLocalizer, ToResponseOptions } from "../core/wire/boundary.js";
export type { AjvErrorLike } from "../validators/ajv/ajv-keywords.js";
export { type FromAjvErrorsOptions, fromAjvErrors, type RequestPart } from "../validators/ajv/from-ajv-errors.js";
export type { BridgeCatalogue, BridgeErrorOptions } from "../validators/shared/bridge-body.js";
export { type ExpressErrorMiddleware, expressErrorHandler, expressNotFoundHandler } from "./express.js";
export { fastifyErrorHandler, fastifyNotFoundHandler } from "./fastify.js";
export { sendError } from "./send-error.js";
export type { FastifyReplyLike, NodeResponseLike, RequestLike } from "./types.js";
