import {
  ApiError,
  constraintViolationsError,
  type JsonRequestBodyResult,
  parseJsonRequestBody,
  violation,
} from "api-error-model";
import type { DeclaredViolations } from "api-error-model/contract";
import type { Context } from "hono";
import { hasBody, readBody } from "./body-limit.js";
import { invalidRequest, JSON_MEDIA_TYPES, unsupportedMediaType } from "./http-errors.js";

/** A parsed JSON object from the network: read it with `Object.hasOwn` and bracket access only. */
export type JsonObject = { readonly [key: string]: unknown };

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The media types of `JSON_MEDIA_TYPES` as one pattern, each `*` standing for
 * a name of RFC 9110's token characters: the list the server advertises is
 * the list it reads.
 */
const JSON_MEDIA_TYPE = new RegExp(
  `^(?:${JSON_MEDIA_TYPES.map((type) => type.replace(/[+.]/g, "\\$&").replace("*", "[!#$%&'*+.^_`|~0-9a-z-]+")).join("|")})$`,
);

/**
 * Whether a `Content-Type` says JSON, as `JSON_MEDIA_TYPES` (http-errors.ts) lists it:
 * `application/json` or `application/<name>+json`, in any case, with any
 * parameters except a `charset` other than UTF-8. A missing header is not JSON.
 *
 * @param header - the `Content-Type` header, if any
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [essence = "", ...parameters] = header.split(";");
  if (!JSON_MEDIA_TYPE.test(essence.trim().toLowerCase())) return false;
  return parameters.every((parameter) => {
    const at = parameter.indexOf("=");
    if (at === -1 || parameter.slice(0, at).trim().toLowerCase() !== "charset") return true;
    return /^"?utf-8"?$/i.test(parameter.slice(at + 1).trim());
  });
}

/** An error body `parseJsonRequestBody` answers. */
type BodyError = (JsonRequestBodyResult & { readonly ok: false })["error"];

/**
 * The error of `parseJsonRequestBody` with every `invalid_code_point` at a
 * key the operation does not declare (a member it does not read, or a
 * member name) moved under `""`, the whole body: the document lists the
 * members an operation reads, and a client learns which body was refused.
 */
function atDeclaredKeys(error: BodyError, declared: DeclaredViolations): BodyError {
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

/** The limits of a request body: its size, read first, and its nesting, checked before it is parsed. */
export interface BodyLimits {
  /** The largest body accepted, in bytes (see {@link readBody}). */
  readonly maxBytes: number;
  /** The deepest nesting of arrays and objects accepted, the body itself at depth 1. */
  readonly maxNestingDepth: number;
}

/**
 * Reads the request body as a JSON object, with `parseJsonRequestBody`: for
 * every operation, before any handler or database sees it. A body must be
 * declared JSON ({@link isJsonContentType}): a form, plain text or a body
 * without `Content-Type` is refused before it is read. A request without a
 * body is an empty body, whatever its `Content-Type`.
 *
 * @param c - the request's context
 * @param limits - the largest body and the deepest nesting accepted
 * @param declared - the operation's declared body violations (`violations.body`): a lone surrogate elsewhere is answered under `""`
 * @throws ApiError 415 `unsupported_media_type` for a body not declared JSON; ApiError 413 `payload_too_large`; ApiError 400 `invalid_request` for an empty body, bytes that are not UTF-8, malformed JSON, or JSON that is not an object; ApiError 400 `message_body_constraint_violations` for nesting deeper than the limit (`max_nesting_depth_exceeded`) or a string or member name holding a lone UTF-16 surrogate (`invalid_code_point` at its key, which PostgreSQL text cannot hold); ClientGoneError
 */
export async function readJsonObject(
  c: Context,
  limits: BodyLimits,
  declared: DeclaredViolations,
): Promise<JsonObject> {
  if (hasBody(c) && !isJsonContentType(c.req.header("content-type"))) throw unsupportedMediaType();
  const bytes = await readBody(c, limits.maxBytes);
  let text: string;
  try {
    // RFC 8259: JSON exchanged between systems is UTF-8; replacement characters would store a different value.
    text = utf8.decode(bytes);
  } catch {
    throw invalidRequest("The request body is not UTF-8; send JSON encoded as UTF-8");
  }
  const parsed = parseJsonRequestBody(text, { maxNestingDepth: limits.maxNestingDepth });
  if (!parsed.ok) throw new ApiError(atDeclaredKeys(parsed.error, declared));
  return parsed.value;
}
