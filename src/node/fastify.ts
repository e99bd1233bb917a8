import type { ToResponseOptions } from "api-error-model";
import { STALE_HEADERS } from "../core/wire/boundary.js";
import { routeNotFound } from "./not-found.js";
import { errorResponse } from "./send-error.js";
import type { FastifyReplyLike, RequestLike } from "./types.js";

function send(reply: FastifyReplyLike, request: RequestLike, thrown: unknown, options: ToResponseOptions): void {
  const { status, headers, body } = errorResponse(thrown, options, request, () => reply.getHeader?.("vary"));
  for (const name of STALE_HEADERS) reply.removeHeader(name);
  reply.code(status);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  // A string with a JSON content type is sent by Fastify as it is.
  reply.send(body);
}

/**
 * A Fastify error handler that answers every failure with an error body of
 * the model: `fastify.setErrorHandler(fastifyErrorHandler())`.
 *
 * @remarks
 * Schema validation errors (`error.validation`, from ajv) become a
 * constraint violations error through {@link fromAjvErrors}:
 * `message_body_constraint_violations` with keys in the path grammar for the
 * body (`address.city`, `phones[0].number`), `request_constraint_violations`
 * with wire names for the query string, path parameters and headers. A body
 * that is not JSON or empty gives 400 `invalid_request`, one too large 413
 * `payload_too_large`, an unsupported media type 415 `unsupported_media_type`;
 * any thrown value carrying a 4xx `statusCode` the base error of its status;
 * an `ApiError` with a 4xx status its status, body and headers; everything
 * else the safe 500, reported to `options.onUnexpected`.
 *
 * @param options - ticket maker, a hook to log unexpected failures, and the message localizer (`localize`)
 * @returns the error handler
 *
 * @example
 * ```ts
 * const app = Fastify({ ajv: { customOptions: { allErrors: true } } });
 * app.setErrorHandler(fastifyErrorHandler());
 * app.setNotFoundHandler(fastifyNotFoundHandler());
 * ```
 * @public
 */
export function fastifyErrorHandler(
  options: ToResponseOptions = {},
): (error: unknown, request: RequestLike, reply: FastifyReplyLike) => void {
  return (error, request, reply) => send(reply, request, error, options);
}

/**
 * A Fastify not-found handler: 404 `route_not_found`, "No operation matches
 * [GET /path]": `fastify.setNotFoundHandler(fastifyNotFoundHandler())`.
 *
 * @param options - ticket maker, a hook to log unexpected failures, and the message localizer (`localize`)
 * @returns the not-found handler
 * @public
 */
export function fastifyNotFoundHandler(
  options: ToResponseOptions = {},
): (request: RequestLike, reply: FastifyReplyLike) => void {
  return (request, reply) => send(reply, request, routeNotFound(request, options), options);
}
