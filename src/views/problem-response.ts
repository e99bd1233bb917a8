import { type ApiError, isApiError } from "../api-error.js";
import type { BaseErrorBody } from "../bodies.js";
import { INTERNAL_ERROR_MESSAGE, type ToResponseOptions } from "../http.js";
import { newTicket } from "../ticket.js";
import { PROBLEM_JSON_CONTENT_TYPE, type ProblemDetailsOptions, toProblemDetails } from "./problem-details.js";

/**
 * Options of {@link toProblemResponse}: those of `toResponse` (ticket maker,
 * hook for unexpected failures) and of {@link toProblemDetails} but `status`,
 * which comes from the error.
 *
 * @public
 */
export interface ProblemResponseOptions extends ToResponseOptions, Omit<ProblemDetailsOptions, "status"> {}

/** The ApiError whose body may be shown as it is: the same rule as the core's `toResponse`. */
function shownError(thrown: unknown): ApiError | undefined {
  if (!isApiError(thrown)) return undefined;
  const status = thrown.status;
  const shown = (status < 500 || thrown.expose === true) && Number.isInteger(status) && status >= 400 && status <= 599;
  return shown ? thrown : undefined;
}

function safeTicket(options: ProblemResponseOptions): string {
  try {
    const ticket = options.ticket === undefined ? newTicket() : options.ticket();
    return typeof ticket === "string" ? ticket : newTicket();
  } catch {
    return newTicket();
  }
}

function problemResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { "content-type": PROBLEM_JSON_CONTENT_TYPE } });
}

/**
 * Turns whatever a handler threw into an `application/problem+json`
 * response: the Problem Details form of the core's `toResponse`.
 *
 * @remarks
 * Follows the same rule as `toResponse`: an `ApiError` with a 4xx
 * status (or a 5xx one built with `expose: true`) is answered with its
 * status and {@link toProblemDetails} of its body; anything else becomes a
 * 500 `internal_error` with the message "An unexpected error occurred." and
 * a fresh ticket, and nothing of the thrown value reaches the client. Never
 * throws.
 *
 * @param thrown - the caught value
 * @param options - ticket maker, hook for unexpected failures, typeBase, instance, message templates
 * @returns a Fetch `Response` with content type `application/problem+json`
 *
 * @example
 * ```ts
 * app.onError((error) => toProblemResponse(error)); // Hono
 * ```
 * @public
 */
export function toProblemResponse(thrown: unknown, options: ProblemResponseOptions = {}): Response {
  const { ticket: _ticket, onUnexpected, ...problemOptions } = options;
  try {
    const error = shownError(thrown);
    if (error !== undefined)
      return problemResponse(error.status, JSON.stringify(toProblemDetails(error, problemOptions)));
  } catch {
    // A hostile object that passed the brand check, or a throwing template: treat it as unexpected.
  }
  const body: BaseErrorBody = {
    type: "base_error",
    code: "internal_error",
    message: INTERNAL_ERROR_MESSAGE,
    ticket: safeTicket(options),
  };
  try {
    onUnexpected?.(thrown, body);
  } catch {
    // A failing logger must not stop the answer.
  }
  return problemResponse(500, JSON.stringify(toProblemDetails(body, { ...problemOptions, status: 500 })));
}
