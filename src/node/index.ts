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

export type { ToResponseOptions } from "../boundary.js";
export type { AjvErrorLike } from "./ajv-keywords.js";
export { type ExpressErrorMiddleware, expressErrorHandler, expressNotFoundHandler } from "./express.js";
export { fastifyErrorHandler, fastifyNotFoundHandler } from "./fastify.js";
export { type FromAjvErrorsOptions, fromAjvErrors, type RequestPart } from "./from-ajv-errors.js";
export { sendError } from "./send-error.js";
export type { FastifyReplyLike, NodeResponseLike, RequestLike } from "./types.js";
