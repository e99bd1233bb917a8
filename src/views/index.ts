/**
 * Views of an error for clients that speak the standards: RFC 9457 Problem
 * Details (`application/problem+json`) and Google AIP-193
 * `google.rpc.BadRequest`, each with its way back.
 *
 * @packageDocumentation
 */

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
