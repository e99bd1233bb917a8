import type { Context } from "hono";
import { hasBody, readBody } from "./body-limit.js";
import { invalidRequest, JSON_MEDIA_TYPES, unsupportedMediaType } from "./http-errors.js";

/** A parsed JSON object from the network: read it with `Object.hasOwn` and bracket access only. */
export type JsonObject = { readonly [key: string]: unknown };

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}

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

/**
 * Reads the request body as a JSON object. A body must be declared JSON
 * ({@link isJsonContentType}): a form, plain text or a body without
 * `Content-Type` is refused before it is read. A request without a body is
 * an empty body, whatever its `Content-Type`.
 *
 * @param c - the request's context
 * @param maxBytes - the largest body accepted (see {@link readBody})
 * @throws ApiError 415 `unsupported_media_type` for a body not declared JSON; ApiError 400 `invalid_request` for an empty body, bytes that are not UTF-8, malformed JSON, or JSON that is not an object; ApiError 413 `payload_too_large`; ClientGoneError
 */
export async function readJsonObject(c: Context, maxBytes: number): Promise<JsonObject> {
  if (hasBody(c) && !isJsonContentType(c.req.header("content-type"))) throw unsupportedMediaType();
  const bytes = await readBody(c, maxBytes);
  let text: string;
  try {
    // RFC 8259: JSON exchanged between systems is UTF-8; replacement characters would store a different value.
    text = utf8.decode(bytes);
  } catch {
    throw invalidRequest("The request body is not UTF-8; send JSON encoded as UTF-8");
  }
  if (text.trim() === "") throw invalidRequest("The request body is empty; send a JSON object");
  let value: unknown;
  try {
    // JSON.parse keeps "__proto__" as an own data member; it never touches a prototype.
    value = JSON.parse(text);
  } catch {
    throw invalidRequest("The request body is not valid JSON; send a JSON object");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw invalidRequest(`The request body must be a JSON object, not ${kindOf(value)}`);
  }
  return value as JsonObject;
}
