import type { Context } from "hono";
import { readBody } from "./body-limit.js";
import { invalidRequest } from "./http-errors.js";

/** A parsed JSON object from the network: read it with `Object.hasOwn` and bracket access only. */
export type JsonObject = { readonly [key: string]: unknown };

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads the request body as a JSON object, whatever the `Content-Type` says
 * (plain `fetch` with a string body sends `text/plain`).
 *
 * @param c - the request's context
 * @param maxBytes - the largest body accepted (see {@link readBody})
 * @throws ApiError 400 `invalid_request` for an empty body, bytes that are not UTF-8, malformed JSON, or JSON that is not an object; ApiError 413 `payload_too_large`; ClientGoneError
 */
export async function readJsonObject(c: Context, maxBytes: number): Promise<JsonObject> {
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
