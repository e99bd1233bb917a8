import { ApiError, isApiError } from "./api-error.js";
import type { BaseErrorBody, ErrorBody } from "./bodies.js";
import { isBodyShape } from "./shape.js";
import { newTicket } from "./ticket.js";
import { UnexpectedResponseError } from "./unexpected-response-error.js";

/**
 * The content type of every error response.
 *
 * @public
 */
export const JSON_CONTENT_TYPE = "application/json;charset=UTF-8";

/**
 * The message of the body that answers an unexpected failure.
 *
 * @public
 */
export const INTERNAL_ERROR_MESSAGE = "An unexpected error occurred.";

/**
 * Options of `toResponse`.
 *
 * @public
 */
export interface ToResponseOptions {
  /** Makes the ticket of the safe 500 body; `crypto.randomUUID()` by default. */
  readonly ticket?: () => string;
  /**
   * Called with what was thrown and the safe 500 body sent instead, so that
   * the server can log the real failure under the ticket the client sees.
   */
  readonly onUnexpected?: (thrown: unknown, body: BaseErrorBody) => void;
}

/** The wire form: the known members only, whatever else the object carries. */
function serialize(body: ErrorBody): string {
  return JSON.stringify({
    type: body.type,
    code: body.code,
    message: body.message,
    ticket: body.ticket,
    details: body.details,
    violations: body.type === "constraint_violations_error" ? body.violations : undefined,
  });
}

function jsonResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { "content-type": JSON_CONTENT_TYPE } });
}

/**
 * Turns whatever a handler threw into the HTTP response to send.
 *
 * @remarks
 * An {@link ApiError} with a 4xx status is answered with its status and body.
 * Anything else (an `Error`, a string, `null`, an `ApiError` with a 5xx status
 * that was not built with `expose: true`) becomes a 500 `base_error` with code
 * `internal_error`, the message {@link INTERNAL_ERROR_MESSAGE} and a fresh
 * ticket: nothing of the thrown value (message, stack, cause, details) reaches
 * the client. So does an `ApiError` whose body, as serialised, is no error
 * body (a getter that answered the guard one thing and the serialiser
 * another). Never throws.
 *
 * @param thrown - the caught value
 * @param options - ticket maker and a hook to log unexpected failures
 * @returns a Fetch `Response` with content type `application/json;charset=UTF-8`
 *
 * @example
 * ```ts
 * app.onError((error) => toResponse(error)); // Hono
 * ```
 * @public
 */
export function toResponse(thrown: unknown, options: ToResponseOptions = {}): Response {
  try {
    if (isApiError(thrown)) {
      // Read once: a getter must not pass the 4xx test and then answer 5xx.
      const status = thrown.status;
      // Stryker disable next-line ConditionalExpression: equivalent, `new Response` refuses a status above 599 (a RangeError, caught below: the safe 500).
      if (Number.isInteger(status) && status >= 400 && (status < 500 || (status <= 599 && thrown.expose === true))) {
        // Checked as sent: a getter that shows the guard one body and the serialiser another is caught here.
        const text = serialize(thrown.body);
        if (isBodyShape(JSON.parse(text))) return jsonResponse(status, text);
      }
    }
  } catch {
    // A hostile object that passed the brand check: treat it as unexpected.
  }
  let ticket: string;
  try {
    // Stryker disable next-line ConditionalExpression: equivalent, calling the absent maker throws, and the catch makes a UUID.
    ticket = options.ticket === undefined ? newTicket() : options.ticket();
    if (typeof ticket !== "string") ticket = newTicket();
  } catch {
    ticket = newTicket();
  }
  const body: BaseErrorBody = { type: "base_error", code: "internal_error", message: INTERNAL_ERROR_MESSAGE, ticket };
  // Serialised before the hook runs, so that a hook that writes to the body cannot change the answer.
  const text = serialize(body);
  try {
    // Stryker disable next-line OptionalChaining: equivalent, calling the absent hook throws, and the catch ignores it.
    options.onUnexpected?.(thrown, body);
  } catch {
    // A failing logger must not stop the answer.
  }
  return jsonResponse(500, text);
}

async function readText(response: Response): Promise<string | undefined> {
  try {
    return await response.text();
  } catch {
    // A body that cannot be read: no text.
  }
  return undefined;
}

/**
 * Turns a failed `Response` into a typed error: the client side of
 * {@link toResponse}.
 *
 * @remarks
 * A 4xx or 5xx response whose body is an error body becomes an
 * {@link ApiError} with the response's status (unknown violation codes kept).
 * Anything else (an HTML 502 from a proxy, an empty body, invalid JSON, JSON
 * of another shape, or a status that is not a failure) becomes an
 * {@link UnexpectedResponseError} that keeps the status and at most 1024
 * characters of the text. Never rejects.
 *
 * @param response - a Fetch `Response`, typically one with `ok === false`
 * @returns the error to throw
 *
 * @example
 * ```ts
 * const response = await fetch(url);
 * if (!response.ok) throw await errorFromResponse(response);
 * ```
 * @public
 */
export async function errorFromResponse(response: Response): Promise<ApiError | UnexpectedResponseError> {
  const status = response.status;
  const contentType = response.headers.get("content-type");
  const text = await readText(response);
  if (text === undefined) return new UnexpectedResponseError({ status, reason: "unreadable_body", contentType });
  if (status < 400 || status > 599)
    return new UnexpectedResponseError({ status, reason: "not_a_failure", contentType, text });
  if (text.trim() === "") return new UnexpectedResponseError({ status, reason: "empty_body", contentType, text });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return new UnexpectedResponseError({ status, reason: "invalid_json", contentType, text });
  }
  if (!isBodyShape(value)) {
    return new UnexpectedResponseError({ status, reason: "not_an_error_body", contentType, text });
  }
  return new ApiError(value as ErrorBody, { status });
}
