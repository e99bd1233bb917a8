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

// The entry exports what it owns: its folder's modules (and the private helpers only it
// publishes). A type of the core or of another entry that its signatures use is imported
// by package name (`api-error-model`, `api-error-model/list-query`), so users import it
// from there and the API report shows this entry's own surface.

export type { AjvErrorLike } from "../validators/ajv/ajv-keywords.js";
export { type FromAjvErrorsOptions, fromAjvErrors, type RequestPart } from "../validators/ajv/from-ajv-errors.js";
export type { BridgeCatalogue, BridgeErrorOptions } from "../validators/shared/bridge-body.js";
export { type ExpressErrorMiddleware, expressErrorHandler, expressNotFoundHandler } from "./express.js";
export { fastifyErrorHandler, fastifyNotFoundHandler } from "./fastify.js";
export { sendError } from "./send-error.js";
export type { FastifyReplyLike, NodeResponseLike, RequestLike } from "./types.js";
