/**
 * The base error a thrown client error status becomes, per HTTP status: the
 * code and the generic message that an error boundary answers with when a
 * framework or a library throws a value carrying that `status` or
 * `statusCode` (a body that is not JSON, a body too large, Hono's
 * `HTTPException`, http-errors), and that the shortcuts (`unauthorized`,
 * `notFound`, `tooManyRequests`, ...) use.
 *
 * @remarks
 * The codes are this package's decisions (the spec lists no base codes but
 * its two): the status's reason phrase in snake case, `invalid_request` for
 * 400 as the service's docs use it. A 4xx status that is not listed is
 * answered with {@link CLIENT_ERROR_FALLBACK}. The message is never the thrown
 * value's own, which may carry internals.
 *
 * @public
 */
export const CLIENT_ERRORS = {
  400: { code: "invalid_request", message: "The request is not valid." },
  401: { code: "unauthorized", message: "Authentication is required." },
  403: { code: "forbidden", message: "The request is not allowed." },
  404: { code: "not_found", message: "The resource could not be found." },
  405: { code: "method_not_allowed", message: "The method is not allowed for this resource." },
  406: { code: "not_acceptable", message: "No acceptable representation is available." },
  408: { code: "request_timeout", message: "The request took too long to arrive." },
  409: { code: "conflict", message: "The request conflicts with the current state of the resource." },
  410: { code: "gone", message: "The resource is no longer available." },
  411: { code: "length_required", message: "The request must state its length." },
  412: { code: "precondition_failed", message: "A precondition of the request failed." },
  413: { code: "payload_too_large", message: "The request body is too large." },
  414: { code: "uri_too_long", message: "The request URI is too long." },
  415: { code: "unsupported_media_type", message: "The media type of the request body is not supported." },
  416: { code: "range_not_satisfiable", message: "The requested range cannot be served." },
  422: { code: "unprocessable_content", message: "The request body cannot be processed." },
  429: { code: "too_many_requests", message: "Too many requests; try again later." },
  431: { code: "request_header_fields_too_large", message: "The request headers are too large." },
} as const;

/**
 * The base error of a 4xx status that {@link CLIENT_ERRORS} does not list
 * (417, 418, 423, 451, 499, ...); the status itself is kept.
 *
 * @public
 */
export const CLIENT_ERROR_FALLBACK = { code: "client_error", message: "The request cannot be answered." } as const;

/**
 * A status listed in {@link CLIENT_ERRORS}.
 *
 * @public
 */
export type ClientErrorStatus = keyof typeof CLIENT_ERRORS;

/**
 * A code of {@link CLIENT_ERRORS}, or of {@link CLIENT_ERROR_FALLBACK}.
 *
 * @public
 */
export type ClientErrorCode =
  | (typeof CLIENT_ERRORS)[ClientErrorStatus]["code"]
  | (typeof CLIENT_ERROR_FALLBACK)["code"];

/** The code and message of a 4xx status: its row of CLIENT_ERRORS, or the fallback. */
export function clientErrorOf(status: number): { readonly code: ClientErrorCode; readonly message: string } {
  return Object.hasOwn(CLIENT_ERRORS, status) ? CLIENT_ERRORS[status as ClientErrorStatus] : CLIENT_ERROR_FALLBACK;
}
