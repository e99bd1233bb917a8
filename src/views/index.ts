/**
 * Views of an error for clients that speak the standards: RFC 9457 Problem
 * Details (`application/problem+json`) and Google AIP-193
 * `google.rpc.BadRequest`, each with its way back.
 *
 * @packageDocumentation
 */

// The entry exports what it owns: its folder's modules (and the private helpers only it
// publishes). A type of the core or of another entry that its signatures use is imported
// by package name (`api-error-model`, `api-error-model/list-query`), so users import it
// from there and the API report shows this entry's own surface.

export { fromGoogleBadRequest } from "./from-google-bad-request.js";
export { fromProblemDetails } from "./from-problem-details.js";
export {
  GOOGLE_BAD_REQUEST_TYPE,
  type GoogleBadRequest,
  type GoogleFieldViolation,
  toGoogleBadRequest,
} from "./google-bad-request.js";
export {
  PROBLEM_JSON_CONTENT_TYPE,
  type ProblemDetails,
  type ProblemDetailsError,
  type ProblemDetailsOptions,
  toProblemDetails,
} from "./problem-details.js";
export { type ProblemResponseOptions, toProblemResponse } from "./problem-response.js";
