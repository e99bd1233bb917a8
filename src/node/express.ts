import type { ToResponseOptions } from "api-error-model";
import { routeNotFound } from "./not-found.js";
import { sendError } from "./send-error.js";
import type { NodeResponseLike, RequestLike } from "./types.js";

/**
 * An Express error middleware: the type of {@link expressErrorHandler}'s
 * result, written structurally (Express is not imported). Express tells
 * error middleware by its four parameters.
 *
 * @public
 */
export type ExpressErrorMiddleware = (
  error: unknown,
  request: RequestLike,
  response: NodeResponseLike,
  next: (error?: unknown) => void,
) => void;

/**
 * An Express 4 and 5 error middleware that answers every failure with an
 * error body of the model: `app.use(expressErrorHandler())`, after the routes.
 *
 * @remarks
 * The rules of {@link sendError}: an `ApiError` with a 4xx status keeps its
 * status, body and headers; body-parser's failures become client errors
 * (invalid JSON, `entity.parse.failed`: 400 `invalid_request`; too large,
 * `entity.too.large`: 413 `payload_too_large`; an unsupported charset or
 * encoding: 415 `unsupported_media_type`), as does any thrown value carrying
 * a 4xx `status` (http-errors); everything else is the safe 500, reported to
 * `options.onUnexpected`. Express 5 passes a rejected async handler's reason
 * here; in Express 4, call `next(error)`.
 *
 * @param options - ticket maker, a hook to log unexpected failures, and the message localizer (`localize`)
 * @returns the error middleware
 *
 * @example
 * ```ts
 * app.use(express.json());
 * app.get("/users/:id", async (req, res) => { res.json(await find(req.params.id)); });
 * app.use(expressNotFoundHandler());
 * app.use(expressErrorHandler({ onUnexpected: (error, body) => log(body.ticket, error) }));
 * ```
 * @public
 */
export function expressErrorHandler(options: ToResponseOptions = {}): ExpressErrorMiddleware {
  // Four parameters, or Express takes it for an ordinary middleware.
  // The language and the trace are read from `response.req`, which Express sets to the request.
  return function errorHandler(error, _request, response, _next) {
    sendError(response, error, options);
  };
}

/**
 * An Express middleware for the requests no route matched: 404
 * `route_not_found`, "No operation matches [GET /path]", instead of
 * Express's HTML page. Mount it after the routes, before
 * {@link expressErrorHandler}.
 *
 * @param options - ticket maker, a hook to log unexpected failures, and the message localizer (`localize`)
 * @returns the middleware
 * @public
 */
export function expressNotFoundHandler(
  options: ToResponseOptions = {},
): (request: RequestLike, response: NodeResponseLike) => void {
  return (request, response) => sendError(response, routeNotFound(request, options), options);
}
