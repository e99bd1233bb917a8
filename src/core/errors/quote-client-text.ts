/**
 * The most characters of client text a message quotes, after escaping and with
 * the `…` that marks a cut: 256. See {@link quoteClientText}.
 *
 * @public
 */
export const MAX_QUOTED_LENGTH = 256;

/**
 * Options of {@link quoteClientText}.
 *
 * @public
 */
export interface QuoteClientTextOptions {
  /**
   * The most characters of the result, the `…` of a cut included: a whole
   * number of at least 2, or `Infinity` to escape without a cap.
   * {@link MAX_QUOTED_LENGTH} (256) by default; another value falls back to it.
   */
  readonly maxLength?: number;
}

/**
 * What is escaped: control characters (Cc: C0, DEL, C1), format characters (Cf: the
 * bidirectional controls U+202A to U+202E and U+2066 to U+2069, zero-width characters,
 * U+FEFF, tags), the line and paragraph separators (Zl, Zp) and lone surrogates (Cs).
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
const EVERY_UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** `\u202e` for a character of the BMP (a lone surrogate included), `\u{e0001}` beyond. */
function escaped(codePoint: number): string {
  const hex = codePoint.toString(16);
  return codePoint > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}

/**
 * `text` with every unsafe character escaped, at most `max` characters; when
 * something is left out, cut at a character or escape boundary (never inside a
 * surrogate pair or an escape) and followed by `mark`, within `max`. Reads at
 * most `max` characters of `text`: linear in the result, not in the input.
 *
 * @internal
 */
export function _escapeText(text: string, max: number, mark: string): string {
  if (text.length <= max && !UNSAFE.test(text)) return text;
  if (max === Number.POSITIVE_INFINITY)
    return text.replace(EVERY_UNSAFE, (char) => escaped(char.codePointAt(0) as number));
  let out = "";
  // The length of `out` at the last boundary that leaves room for the mark.
  let keep = 0;
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index) as number;
    const size = codePoint > 0xffff ? 2 : 1;
    const char = text.slice(index, index + size);
    const piece = UNSAFE.test(char) ? escaped(codePoint) : char;
    if (out.length + piece.length > max) return `${out.slice(0, keep)}${mark}`;
    out += piece;
    index += size;
    if (out.length + mark.length <= max) keep = out.length;
  }
  return out;
}

/**
 * Client text (a path id, a method and path, a token of a filter) as a
 * message quotes it: control and format characters escaped, at most 256
 * characters.
 *
 * @remarks
 * The one rule of every message the package and its reference server write
 * about the request in flight (`notFound(resource, id)`, the node adapters'
 * `route_not_found`, the server's `user_not_found` and route messages), the
 * same in every locale:
 * - control characters (Unicode Cc, such as a newline or ESC), format
 *   characters (Cf, such as U+202E RIGHT-TO-LEFT OVERRIDE, U+2069 POP
 *   DIRECTIONAL ISOLATE, U+200B ZERO WIDTH SPACE, U+FEFF), U+2028, U+2029 and
 *   lone surrogates are written as escapes: `\u000a`, `\u202e`, `\u{e0001}`
 *   beyond the BMP. They are escaped, not isolated: a value's own U+2069 would
 *   close an isolate early, and a reader (a terminal, a log viewer, a form)
 *   must see what was sent, not have it reorder or break the text around it.
 *   A backslash is kept as it is, so quoting quoted text changes nothing.
 * - the result has at most `maxLength` characters (256), counted after
 *   escaping; a longer one is cut at a character or escape boundary and ends
 *   with `…`. Reads at most that many characters of `text`, so a
 *   900,000-character id costs what a short one does.
 *
 * Never throws; a `maxLength` that is no whole number of at least 2 (nor
 * `Infinity`) is taken as 256.
 *
 * @param text - what the client sent
 * @param options - `maxLength`
 * @returns the text to write between the message's brackets
 *
 * @example
 * ```ts
 * quoteClientText("u1\n\u202eabc"); // "u1\\u000a\\u202eabc"
 * quoteClientText("x".repeat(900_000)).length; // 256
 * ```
 * @public
 */
export function quoteClientText(text: string, options: QuoteClientTextOptions = {}): string {
  const { maxLength } = options;
  const max =
    maxLength === Number.POSITIVE_INFINITY || (Number.isSafeInteger(maxLength) && (maxLength as number) >= 2)
      ? (maxLength as number)
      : MAX_QUOTED_LENGTH;
  // A caller that is not type-checked may hand in a number; anything else quotes as nothing.
  const value = typeof text === "string" ? text : typeof text === "number" ? String(text) : "";
  return _escapeText(value, max, "…");
}
