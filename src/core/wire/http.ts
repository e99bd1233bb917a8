import type { ErrorBody } from "../body/bodies.js";
import { isBodyShape } from "../body/shape.js";
import { ApiError } from "../errors/api-error.js";
import type { ErrorHeaders } from "../errors/headers.js";
import { UnexpectedResponseError } from "../errors/unexpected-response-error.js";
import { READ_RETRY_AFTER } from "../retry/retry-after-shape.js";
import { answerThrown, type ToResponseOptions } from "./boundary.js";
import { _limitOf, _readBody, DEFAULT_MAX_ERROR_BODY_BYTES } from "./read-body.js";

export {
  type BoundaryCatalogue,
  INTERNAL_ERROR_MESSAGE,
  JSON_CONTENT_TYPE,
  type LocalizedAnswer,
  type MessageLocalizer,
  type ToResponseOptions,
} from "./boundary.js";

/**
 * An error response as plain data, for any server API: what
 * {@link toHttpResponse} returns.
 *
 * @public
 */
export interface HttpErrorResponse {
  /** The HTTP status. */
  readonly status: number;
  /**
   * The response headers by lower-case name: `content-type`
   * (`application/json;charset=UTF-8`) and the headers the error carries.
   */
  readonly headers: Readonly<Record<string, string>>;
  /** The error body as JSON text. */
  readonly body: string;
}

/**
 * Turns whatever a handler threw into the status, headers and JSON text to
 * send: {@link toResponse} without Fetch, for any server API.
 *
 * @remarks
 * An {@link ApiError} with a 4xx status is answered with its status, body
 * and headers (`ApiErrorOptions.headers`, never replacing the content type).
 * A thrown value that is no `ApiError` but carries a 4xx `status` or
 * `statusCode` (a framework's own failure: a body that is not JSON or too
 * large, Hono's `HTTPException`, http-errors) is a client error: a
 * `base_error` with the code and generic message of its status from
 * {@link CLIENT_ERRORS} (never the thrown message), a fresh ticket, and its
 * `WWW-Authenticate` header and its `Allow` and `Retry-After` headers when
 * they follow their grammar (method names; seconds or an HTTP date). Anything else (an
 * `Error`, a string, `null`, an `ApiError` or a value with a 5xx status not
 * built with `expose: true`) becomes a 500 `base_error` with code
 * `internal_error`, the message {@link INTERNAL_ERROR_MESSAGE} and a fresh
 * ticket: nothing of the thrown value (message, stack, cause, details,
 * headers) reaches the client, and `options.onUnexpected` sees it. So does an
 * `ApiError` whose body, as serialised, is no error body (a getter that
 * answered the guard one thing and the serialiser another). Synchronous;
 * never throws.
 *
 * @param thrown - the caught value
 * @param options - ticket maker, a hook to log unexpected failures, and the message localizer (`localize`)
 * @returns status, headers and the body's JSON text
 *
 * @example
 * ```ts
 * const { status, headers, body } = toHttpResponse(error);
 * res.writeHead(status, headers).end(body); // node:http
 * ```
 * @public
 */
export function toHttpResponse(thrown: unknown, options: ToResponseOptions = {}): HttpErrorResponse {
  const { status, headers, text } = answerThrown(thrown, options);
  return { status, headers, body: text };
}

/**
 * Turns whatever a handler threw into the Fetch `Response` to send.
 *
 * @remarks
 * Follows exactly the rules of {@link toHttpResponse}: an {@link ApiError}
 * with a 4xx status keeps its status, body and headers; a thrown value
 * carrying a 4xx `status` or `statusCode` becomes the base error of its
 * status; anything else becomes the safe 500 `internal_error` with a fresh
 * ticket, and nothing of the thrown value reaches the client. Never throws.
 *
 * @param thrown - the caught value
 * @param options - ticket maker, a hook to log unexpected failures, and the message localizer (`localize`)
 * @returns a Fetch `Response` with content type `application/json;charset=UTF-8`
 *
 * @example
 * ```ts
 * app.onError((error) => toResponse(error)); // Hono
 * ```
 * @public
 */
export function toResponse(thrown: unknown, options: ToResponseOptions = {}): Response {
  const { status, headers, body } = toHttpResponse(thrown, options);
  return new Response(body, { status, headers });
}

/**
 * The response headers an error keeps for its client: `retry-after`, for
 * `retryDelay`, when it has the shape of one (free text is dropped, so that
 * a server that sends the error on sends no text of another's).
 */
function keptHeaders(headers: Headers): ErrorHeaders | undefined {
  const retryAfter = headers.get("retry-after");
  return retryAfter !== null && READ_RETRY_AFTER.test(retryAfter) ? { "retry-after": retryAfter } : undefined;
}

/**
 * Options of {@link errorFromResponse}.
 *
 * @public
 */
export interface ErrorFromResponseOptions {
  /**
   * The most bytes of the body read: {@link DEFAULT_MAX_ERROR_BODY_BYTES}
   * (1 MiB) by default; a whole number of at least 1, or `Infinity` (another
   * value falls back to the default). Past it, the rest of the body is
   * cancelled and the answer is an `UnexpectedResponseError` with reason
   * `body_too_large`.
   */
  readonly maxBodyBytes?: number;
}

/**
 * Turns a failed `Response` into a typed error: the client side of
 * {@link toResponse}.
 *
 * @remarks
 * A 4xx or 5xx response whose body is an error body becomes an
 * {@link ApiError} with the response's status (unknown violation codes kept).
 * Anything else (an HTML 502 from a proxy, reason `not_json`; an empty body;
 * a body that claims to be JSON and is not, `invalid_json`; JSON of another
 * shape; or a status that is not a failure) becomes an
 * {@link UnexpectedResponseError} that keeps the status and at most 1024
 * characters of the text. Either keeps the response's `Retry-After`, when
 * it has the shape of delay-seconds or an HTTP-date, in its `headers`, for
 * `retryDelay`. Never rejects.
 *
 * Reads at most `options.maxBodyBytes` bytes of the body (1 MiB by
 * default): past them it cancels the rest of the body and answers an
 * `UnexpectedResponseError` with reason `body_too_large` (its excerpt the
 * start of the text), so a server that sends an endless body cannot grow
 * the client. A body that stalls without ending is not bounded by bytes:
 * pass `fetch` a `signal` with a timeout for that.
 *
 * @param response - a Fetch `Response`, typically one with `ok === false`
 * @param options - `maxBodyBytes`, the most bytes of the body read
 * @returns the error to throw
 *
 * @example
 * ```ts
 * const response = await fetch(url);
 * if (!response.ok) throw await errorFromResponse(response);
 * ```
 * @public
 */
export async function errorFromResponse(
  response: Response,
  options: ErrorFromResponseOptions = {},
): Promise<ApiError | UnexpectedResponseError> {
  const status = response.status;
  const contentType = response.headers.get("content-type");
  const headers = keptHeaders(response.headers);
  const read = await _readBody(response, _limitOf(options.maxBodyBytes, DEFAULT_MAX_ERROR_BODY_BYTES));
  if (!read.ok)
    return new UnexpectedResponseError({ status, reason: read.reason, contentType, text: read.text, headers });
  const text = read.text;
  if (status < 400 || status > 599)
    return new UnexpectedResponseError({ status, reason: "not_a_failure", contentType, text, headers });
  if (text.trim() === "")
    return new UnexpectedResponseError({ status, reason: "empty_body", contentType, text, headers });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const claimsJson = /json/i.test(contentType ?? "") || (contentType === null && /^\s*[[{]/.test(text));
    const reason = claimsJson ? "invalid_json" : "not_json";
    return new UnexpectedResponseError({ status, reason, contentType, text, headers });
  }
  if (!isBodyShape(value)) {
    return new UnexpectedResponseError({ status, reason: "not_an_error_body", contentType, text, headers });
  }
  return new ApiError(value as ErrorBody, { status, headers });
}
