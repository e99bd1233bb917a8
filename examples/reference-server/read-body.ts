import {
  ApiError,
  constraintViolationsError,
  type ReadJsonRequestError,
  readJsonRequest,
  violation,
} from "api-error-model";
import type { DeclaredViolations } from "api-error-model/contract";
import { errorMessage } from "api-error-model/messages";
import type { Context } from "hono";
import { ClientGoneError } from "./http-errors.js";

/** A parsed JSON object from the network: read it with `Object.hasOwn` and bracket access only. */
export type JsonObject = { readonly [key: string]: unknown };

/**
 * The error of `readJsonRequest` with every `invalid_code_point` at a key
 * the operation does not declare (a member it does not read, or a member
 * name) moved under `""`, the whole body: the document lists the members an
 * operation reads, and a client learns which body was refused.
 */
function atDeclaredKeys(error: ReadJsonRequestError, declared: DeclaredViolations): ReadJsonRequestError {
  if (error.type !== "constraint_violations_error") return error;
  const keys = Object.keys(error.violations);
  if (keys.every((key) => Object.hasOwn(declared, key))) return error;
  // Object.fromEntries defines own members: a "__proto__" key stays data.
  const kept = keys.filter((key) => key !== "" && Object.hasOwn(declared, key));
  const violations = Object.fromEntries([
    ["", violation("invalid_code_point")],
    ...kept.map((key) => [key, violation("invalid_code_point")]),
  ]);
  return constraintViolationsError({ violations, ticket: error.ticket });
}

/**
 * The error with the catalogue's English sentence where its details say all
 * of it (413 with `maxBytes`, 415 with `supportedMediaTypes`): English's one
 * home is the catalogue, as for every code the server words (http-errors.ts).
 * An `invalid_request` keeps `readJsonRequest`'s own sentence, which says
 * what was wrong with the body (its details do not).
 */
function inCatalogueEnglish(error: ReadJsonRequestError): ReadJsonRequestError {
  if (error.code !== "payload_too_large" && error.code !== "unsupported_media_type") return error;
  return { ...error, message: errorMessage(error) ?? error.message };
}

/** The limits of a request body: its size, and its nesting, checked before it is parsed. */
export interface BodyLimits {
  /** The largest body accepted, in bytes. */
  readonly maxBytes: number;
  /** The deepest nesting of arrays and objects accepted, the body itself at depth 1. */
  readonly maxNestingDepth: number;
}

/**
 * Reads the request body as a JSON object with the package's
 * `readJsonRequest`, for every operation, before any handler or database
 * sees it: a body not declared JSON is 415, one over the limit 413 (the rest
 * of it cancelled; the Node adapter drains it after the answer), bytes that
 * are not UTF-8, an empty body, malformed JSON or JSON that is not an object
 * 400 `invalid_request`, nesting deeper than the limit or a lone surrogate 400
 * `message_body_constraint_violations`.
 *
 * @param c - the request's context
 * @param limits - the largest body and the deepest nesting accepted
 * @param declared - the operation's declared body violations (`violations.body`): a lone surrogate elsewhere is answered under `""`
 * @throws ApiError with the error body of `readJsonRequest`; ClientGoneError when the client went away mid-body
 */
export async function readJsonObject(
  c: Context,
  limits: BodyLimits,
  declared: DeclaredViolations,
): Promise<JsonObject> {
  const request = c.req.raw;
  const read = await readJsonRequest(request, limits);
  if (read.ok) return read.value;
  // The body stream failed because the request was aborted: no one is left to answer.
  if (request.signal.aborted) throw new ClientGoneError(request.signal.reason);
  throw new ApiError(inCatalogueEnglish(atDeclaredKeys(read.error, declared)));
}
