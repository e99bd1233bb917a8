import type { BaseErrorBody, ErrorDetails } from "../body/bodies.js";
import { CLIENT_ERRORS, type ClientErrorStatus } from "../catalogue/tables.js";
import { ApiError } from "./api-error.js";
import type { ErrorHeaders } from "./headers.js";
import { quoteClientText } from "./quote-client-text.js";
import { newTicket } from "./ticket.js";

/**
 * Options of the client error shortcuts ({@link clientError},
 * {@link unauthorized}, {@link notFound}, ...).
 *
 * @public
 */
export interface ClientErrorOptions<C extends string = string> {
  /** The code; the status's code from `CLIENT_ERRORS` by default. */
  readonly code?: C;
  /** The message; the status's generic message by default. */
  readonly message?: string;
  /** The body's `details`. */
  readonly details?: ErrorDetails;
  /** The correlation identifier; a fresh UUID when absent. */
  readonly ticket?: string;
  /** Response headers to send with it, such as `www-authenticate` or `retry-after`. */
  readonly headers?: ErrorHeaders;
  /** What caused the error; kept for logs, never serialised. */
  readonly cause?: unknown;
}

/**
 * An `ApiError` with a base error body of code `C`.
 *
 * @public
 */
export type BaseApiError<C extends string> = ApiError<BaseErrorBody & { readonly code: C }>;

/**
 * An `ApiError` for a client error status: the code and message of its row
 * of `CLIENT_ERRORS` unless the options name others.
 *
 * @param status - a status of `CLIENT_ERRORS` (400, 401, 403, 404, 405, 409, 413, 429, ...)
 * @param options - code, message, details, ticket, headers, cause
 * @returns the error to throw
 * @throws TypeError when `details` is not a JSON object
 *
 * @example
 * ```ts
 * throw clientError(405, { headers: { allow: "GET, POST" } });
 * ```
 * @public
 */
export function clientError<S extends ClientErrorStatus, C extends string = (typeof CLIENT_ERRORS)[S]["code"]>(
  status: S,
  options: ClientErrorOptions<C> = {},
): BaseApiError<C> {
  const row = CLIENT_ERRORS[status];
  // `ApiError` keeps `details` only when it is given.
  const body = {
    type: "base_error",
    code: options.code ?? row.code,
    message: options.message ?? row.message,
    ticket: options.ticket ?? newTicket(),
    details: options.details,
  };
  return new ApiError(body as BaseErrorBody & { readonly code: C }, {
    status,
    headers: options.headers,
    cause: options.cause,
  });
}

/**
 * 401 `unauthorized`: the request must be authenticated.
 *
 * @param options - code, message, details, ticket, headers (such as `www-authenticate`), cause
 * @returns the error to throw
 *
 * @example
 * ```ts
 * throw unauthorized({ headers: { "www-authenticate": 'Bearer realm="api"' } });
 * ```
 * @public
 */
export function unauthorized<C extends string = "unauthorized">(options?: ClientErrorOptions<C>): BaseApiError<C> {
  return clientError(401, options);
}

/**
 * 403 `forbidden`: the caller may not do this.
 *
 * @param options - code, message, details, ticket, headers, cause
 * @returns the error to throw
 * @public
 */
export function forbidden<C extends string = "forbidden">(options?: ClientErrorOptions<C>): BaseApiError<C> {
  return clientError(403, options);
}

/** "mfa_challenge" as "Mfa challenge". */
function resourceLabel(resource: string): string {
  const words = resource.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * 404 `<resource>_not_found`, in the form of the spec's `user_not_found`:
 * `notFound("user", 42)` has the code `user_not_found` and the message
 * "User [42] could not be found".
 *
 * @remarks
 * The id is the client's text: it is quoted by {@link quoteClientText}
 * (control and format characters escaped, at most 256 characters), so a
 * 900,000-character id with a newline comes back as 256 escaped characters.
 *
 * @param resource - the resource's name in snake case, such as `user` or `tenant`
 * @param id - the identifier that matched nothing; left out of the message when absent
 * @param options - message, details, ticket, headers, cause
 * @returns the error to throw
 *
 * @example
 * ```ts
 * throw notFound("tenant", id);
 * ```
 * @public
 */
export function notFound<R extends string>(
  resource: R,
  id?: string | number,
  options: Omit<ClientErrorOptions, "code"> = {},
): BaseApiError<`${R}_not_found`> {
  // The id is the client's: quoted by the one rule (escaped, at most 256 characters).
  const message = `${resourceLabel(resource)}${id === undefined ? "" : ` [${quoteClientText(String(id))}]`} could not be found`;
  return clientError(404, { message, ...options, code: `${resource}_not_found` as const });
}

/**
 * 409 `conflict`: the request conflicts with the state of the resource.
 *
 * @param options - code, message, details, ticket, headers, cause
 * @returns the error to throw
 * @public
 */
export function conflict<C extends string = "conflict">(options?: ClientErrorOptions<C>): BaseApiError<C> {
  return clientError(409, options);
}

/**
 * 429 `too_many_requests`, with `Retry-After` when `retryAfter` is given.
 *
 * @param options - retryAfter (seconds, or an HTTP date), code, message, details, ticket, headers, cause
 * @returns the error to throw
 *
 * @example
 * ```ts
 * throw tooManyRequests({ retryAfter: 30 });
 * ```
 * @public
 */
export function tooManyRequests<C extends string = "too_many_requests">(
  options: ClientErrorOptions<C> & { readonly retryAfter?: number | string } = {},
): BaseApiError<C> {
  const { retryAfter, ...rest } = options;
  if (retryAfter === undefined) return clientError(429, rest);
  return clientError(429, { ...rest, headers: { ...rest.headers, "retry-after": String(retryAfter) } });
}
