import type { ToResponseOptions } from "api-error-model";
import type { AnyCatalogue } from "api-error-model/catalogue";
import { answerThrown, ticketMaker, unexpectedAnswer } from "../core/wire/boundary.js";
import { PROBLEM_JSON_CONTENT_TYPE, type ProblemDetailsOptions, toProblemDetails } from "./problem-details.js";

/**
 * Options of {@link toProblemResponse}: those of `toResponse` (ticket maker,
 * hook for unexpected failures) and of {@link toProblemDetails} but `status`,
 * which comes from the error.
 *
 * @public
 */
export interface ProblemResponseOptions
  extends Omit<ToResponseOptions, "catalogue">,
    Omit<ProblemDetailsOptions, "status" | "catalogue"> {
  /** A catalogue of your own: its codes' messages and its generic codes of each status (see both options). */
  readonly catalogue?: AnyCatalogue;
}

function problemResponse(status: number, headers: Record<string, string>, text: string): Response {
  // The error's own headers, under the content type of Problem Details.
  return new Response(text, { status, headers: { ...headers, "content-type": PROBLEM_JSON_CONTENT_TYPE } });
}

/**
 * Turns whatever a handler threw into an `application/problem+json`
 * response: the Problem Details form of the core's `toResponse`.
 *
 * @remarks
 * Follows the same policy as `toResponse`, written once for both: an
 * `ApiError` with a 4xx status (or a 5xx one built with `expose: true`) is
 * answered with its status, headers and {@link toProblemDetails} of its body;
 * a thrown value carrying a 4xx `status` or `statusCode` with the base error
 * of its status (`CLIENT_ERRORS`); anything else becomes a 500
 * `internal_error` with the message "An unexpected error occurred." and a
 * fresh ticket, and nothing of the thrown value reaches the client. Never
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
  const { newTicket: _newTicket, ticket: _ticket, onUnexpected, trace, ...problemOptions } = options;
  const boundaryOptions: { -readonly [K in keyof ToResponseOptions]: ToResponseOptions[K] } = {};
  const maker = ticketMaker(options);
  if (maker !== undefined) boundaryOptions.newTicket = maker;
  if (onUnexpected !== undefined) boundaryOptions.onUnexpected = onUnexpected;
  if (trace !== undefined) boundaryOptions.trace = trace;
  if (options.catalogue !== undefined) boundaryOptions.catalogue = options.catalogue;
  const { status, headers, body } = answerThrown(thrown, boundaryOptions);
  try {
    return problemResponse(status, headers, JSON.stringify(toProblemDetails(body, { ...problemOptions, status })));
  } catch {
    // A throwing message template: the safe 500 in its plain form.
    const safe = unexpectedAnswer(thrown, boundaryOptions);
    return problemResponse(500, safe.headers, JSON.stringify(toProblemDetails(safe.body, { status: 500 })));
  }
}
