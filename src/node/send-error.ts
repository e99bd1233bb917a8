import type { HttpErrorResponse, ToResponseOptions } from "api-error-model";
import { forRequest, STALE_HEADERS } from "../core/wire/boundary.js";
import { toHttpResponse } from "../core/wire/http.js";
import { mergeVary } from "../core/wire/vary.js";
import { fromFrameworkError } from "./framework-errors.js";
import type { NodeResponseLike } from "./types.js";

/**
 * The error response for `thrown`: the framework failures this entry knows,
 * then the core's policy. With `options.trace` a function, it is called
 * with `request`. With a localizer, the `Accept-Language` of
 * `request` chooses the message, and a `Vary` the response already has
 * (read by `existingVary`, a middleware's `Origin`) is kept in the one sent.
 */
export function errorResponse(
  thrown: unknown,
  options: ToResponseOptions,
  request: unknown,
  existingVary: () => unknown,
): HttpErrorResponse {
  const answer = toHttpResponse(fromFrameworkError(thrown, options), forRequest(options, request));
  const vary = answer.headers["vary"];
  if (vary === undefined) return answer;
  let existing: unknown;
  try {
    existing = existingVary();
  } catch {
    // A response that cannot tell its headers: only ours are sent.
  }
  // Node keeps a header set twice as a list of values.
  const written = Array.isArray(existing) ? existing.filter((value) => typeof value === "string").join(", ") : existing;
  return typeof written === "string"
    ? { ...answer, headers: { ...answer.headers, vary: mergeVary(written, vary) } }
    : answer;
}

/**
 * Answers a `node:http` response (or anything with its API, such as
 * Express's `res`) with the error body for whatever was thrown.
 *
 * @remarks
 * The rules of `toHttpResponse`, plus the framework failures this entry
 * knows: Fastify's schema validation errors become a constraint violations
 * error, and body-parser's and Fastify's body failures (not JSON, empty, too
 * large, unsupported charset, encoding or media type) get a precise message
 * with the code of their status. Headers the handler set for its own body
 * (`content-encoding`, `content-language`, `content-range`,
 * `content-disposition`) are removed; `content-type` and `content-length`
 * are set. With `options.localize`, a known code's message is in the
 * language negotiated from the `Accept-Language` of `res.req` (or
 * `options.acceptLanguage`), with `Content-Language` and
 * `Vary: Accept-Language` (merged with a `Vary` already set).
 * With `options.trace` a function, it is called with `res.req` for the
 * request's trace. When the headers were already sent, it only ends the response.
 * Never throws on what was thrown.
 *
 * @param res - the response
 * @param thrown - the caught value
 * @param options - ticket maker, a hook to log unexpected failures, and the message localizer
 *
 * @example
 * ```ts
 * createServer(async (req, res) => {
 *   try {
 *     await handle(req, res);
 *   } catch (error) {
 *     sendError(res, error);
 *   }
 * });
 * ```
 * @public
 */
export function sendError(res: NodeResponseLike, thrown: unknown, options: ToResponseOptions = {}): void {
  if (res.headersSent) {
    if (res.writableEnded !== true) res.end();
    return;
  }
  const { status, headers, body } = errorResponse(thrown, options, res.req, () => res.getHeader?.("vary"));
  const bytes = new TextEncoder().encode(body);
  for (const name of STALE_HEADERS) res.removeHeader(name);
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("content-length", String(bytes.byteLength));
  res.end(bytes);
}
