/**
 * The parts of a W3C Trace Context `traceparent` header that a server reads.
 *
 * @public
 */
export interface Traceparent {
  /** The trace id: 32 lower-case hex digits, not all zeros. */
  readonly traceId: string;
  /** The id of the caller's span, the parent of the server's: 16 lower-case hex digits, not all zeros. */
  readonly parentId: string;
  /** The trace flags as a number (bit 0: sampled). */
  readonly traceFlags: number;
}

/** `version-traceid-parentid-flags`, each part lower-case hex of a fixed length: 55 characters. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const TRACEPARENT_LENGTH = 55;

/**
 * A trace id, in the header or from a span: 32 lower-case hex digits, not all
 * zeros.
 */
export const TRACE_ID: RegExp = /^(?!0{32})[0-9a-f]{32}$/;

/**
 * Reads a `traceparent` header (W3C Trace Context level 1): version `00`,
 * a trace id of 32 lower-case hex digits, a parent id of 16, the flags.
 *
 * @remarks
 * A header that does not follow the grammar is ignored, as the
 * recommendation asks: upper-case hex, a trace or parent id of zeros only,
 * the version `ff`, a version `00` header with anything after it, or
 * several headers joined with a comma give `undefined`. A later version is
 * read as the recommendation says, by its first 55 characters, when a dash
 * or nothing follows them. Spaces and tabs around the value are ignored.
 * Only those 55 characters are ever matched, so a hostile header costs no
 * more than a valid one; never throws, whatever it is given.
 *
 * @param header - the header's value (`request.headers.get("traceparent")`,
 *   `req.headers.traceparent`); anything else, `null` or `undefined` included, gives `undefined`
 * @returns its trace id, parent id and flags, or `undefined`
 *
 * @example
 * ```ts
 * parseTraceparent("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01");
 * // { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", parentId: "00f067aa0ba902b7", traceFlags: 1 }
 * ```
 * @public
 */
export function parseTraceparent(header: unknown): Traceparent | undefined {
  if (typeof header !== "string") return undefined;
  let start = 0;
  let end = header.length;
  // Optional whitespace around a header value (RFC 9110 section 5.5), which some parsers keep.
  while (start < end && (header[start] === " " || header[start] === "\t")) start++;
  while (end > start && (header[end - 1] === " " || header[end - 1] === "\t")) end--;
  if (end - start < TRACEPARENT_LENGTH) return undefined;
  const match = TRACEPARENT.exec(header.slice(start, start + TRACEPARENT_LENGTH));
  if (match === null) return undefined;
  const [, version, traceId, parentId, flags] = match as unknown as readonly [string, string, string, string, string];
  const more = end - start > TRACEPARENT_LENGTH;
  // Version 00 is exactly 55 characters; a later one may add fields after a dash; ff is invalid.
  if (version === "ff" || (more && (version === "00" || header[start + TRACEPARENT_LENGTH] !== "-"))) return undefined;
  if (!TRACE_ID.test(traceId) || /^0+$/.test(parentId)) return undefined;
  return { traceId, parentId, traceFlags: Number.parseInt(flags, 16) };
}
