import { setOwn } from "../body/json-object.js";

/** An HTTP field name (RFC 9110 token). */
const NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** A field value that both `node:http` and Fetch `Headers` accept: no control characters but tab, nothing above U+00FF. */
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Response headers that an error carries, by lower-case name.
 *
 * @public
 */
export type ErrorHeaders = Readonly<Record<string, string>>;

/** Whether `name: value` can be sent as a response header. */
export function isValidHeader(name: string, value: unknown): value is string {
  return NAME.test(name) && typeof value === "string" && VALUE.test(value);
}

/**
 * Whether a boundary sends a header an error carries: not the ones that
 * frame the body it writes (`content-type`, `content-length`,
 * `transfer-encoding`), which the error must not override.
 */
export function isSentHeader(name: string): boolean {
  return name !== "content-type" && name !== "content-length" && name !== "transfer-encoding";
}

/**
 * A frozen copy of the own headers of `ApiError`'s options, by lower-case
 * name. Not checked here, to keep `ApiError` small on clients: every
 * boundary sends only the headers that `isValidHeader` accepts.
 */
export function ownHeaders(headers: ErrorHeaders | undefined): ErrorHeaders {
  const out: Record<string, string> = {};
  for (const name in headers) if (Object.hasOwn(headers, name)) setOwn(out, name.toLowerCase(), headers[name]);
  return Object.freeze(out);
}
