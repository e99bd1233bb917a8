import type { ParseResult } from "./result.js";

/**
 * One step of a path: an object key, or an array index.
 *
 * @public
 */
export type PathSegment = string | number;

/** A key written plainly in a path: an ASCII identifier. The one place the rule is written. */
const IDENTIFIER_SOURCE = "[A-Za-z_$][A-Za-z0-9_$]*";
const IDENTIFIER = /*@__PURE__*/ new RegExp(`^${IDENTIFIER_SOURCE}$`);
/** The same rule, matched at `lastIndex` (sticky): where a name in a key ends. */
const IDENTIFIER_AT = /*@__PURE__*/ new RegExp(IDENTIFIER_SOURCE, "y");

/**
 * Whether `key` is written plainly in a path (`a.b`) rather than quoted
 * (`["a-b"]`): an ASCII identifier, `[A-Za-z_$][A-Za-z0-9_$]*`, for
 * formatting and reading paths alike.
 */
export function isIdentifier(key: string): boolean {
  return IDENTIFIER.test(key);
}

/**
 * Formats path segments as a violation key.
 *
 * @remarks
 * Object keys that are plain identifiers are joined by `.` (`protocol.type`),
 * array indices are written `[0]` (`redirectUrls[0]`), any other key is written
 * as a JSON string in brackets (`["a.b"]`), and the empty path is `""` (a
 * violation on the whole body). Any other finite number (a `Map` key such as
 * `-1` or `1.5`, which a validator may report) is written as the JSON number
 * in brackets, `[-1]`, so that it never shares a key with the string `"-1"`.
 * {@link parsePath} reads every such key back to the same segments.
 *
 * @param segments - keys and array indices, outermost first
 * @returns the violation key
 * @throws TypeError when a number is not finite, or a segment is neither a string nor a number
 *
 * @example
 * ```ts
 * formatPath(["protocol", "type"]); // "protocol.type"
 * formatPath(["redirectUrls", 0]); // "redirectUrls[0]"
 * formatPath(["a.b"]); // '["a.b"]'
 * ```
 * @public
 */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = "";
  for (const segment of segments) {
    if (typeof segment === "number") {
      // String() writes every finite number as a JSON number that reads back to it.
      if (!Number.isFinite(segment)) throw new TypeError(`formatPath: a number must be finite, got ${segment}`);
      out += `[${segment}]`;
    } else if (typeof segment === "string") {
      if (isIdentifier(segment)) out += out === "" ? segment : `.${segment}`;
      else out += `[${JSON.stringify(segment)}]`;
    } else {
      throw new TypeError(`formatPath: a segment must be a string or a number, got ${typeof segment}`);
    }
  }
  return out;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

/** Where the characters a JSON number may hold (`-`, `+`, `.`, digits, `e`, `E`), from `start` on, end. */
function numberEnd(key: string, start: number): number {
  let j = start;
  for (;;) {
    const c = key.charCodeAt(j);
    // Stryker disable next-line ConditionalExpression: equivalent, charCodeAt past the end is NaN, which none of these is.
    if (!(isDigit(c) || c === 45 || c === 43 || c === 46 || c === 101 || c === 69)) return j;
    j++;
  }
}

function fail(key: string, position: number, message: string): ParseResult<readonly PathSegment[]> {
  return {
    ok: false,
    issues: [{ path: "", position, message: `${message} at position ${position} of ${JSON.stringify(key)}` }],
  };
}

/**
 * Reads a violation key back into path segments; the inverse of
 * {@link formatPath}.
 *
 * @remarks
 * Never throws, and takes time linear in the key's length.
 *
 * @param key - a violation key such as `protocol.type` or `redirectUrls[0]`
 * @returns the segments, or an issue with the 0-based position of the first problem
 *
 * @example
 * ```ts
 * parsePath("a[2].b"); // { ok: true, value: ["a", 2, "b"] }
 * ```
 * @public
 */
export function parsePath(key: string): ParseResult<readonly PathSegment[]> {
  if (typeof key !== "string") {
    // Typed out, but said to never throw: `String(key)` would, for an object without `toString`.
    return { ok: false, issues: [{ path: "", position: 0, message: `a path must be a string, got ${typeof key}` }] };
  }
  const segments: PathSegment[] = [];
  const n = key.length;
  let i = 0;
  while (i < n) {
    const c = key.charCodeAt(i);
    if (c === 91 /* [ */) {
      const next = key.charCodeAt(i + 1);
      if (next === 34 /* " */) {
        // A JSON string: find its closing quote, skipping escapes, then let JSON.parse decode it.
        let j = i + 2;
        // Stryker disable next-line EqualityOperator: equivalent, charCodeAt(n) is NaN, which is not a quote, so j still passes n.
        while (j < n && key.charCodeAt(j) !== 34) j += key.charCodeAt(j) === 92 ? 2 : 1;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, past the end charCodeAt(j + 1) is NaN, not "]", which fails as well.
        if (j >= n || key.charCodeAt(j + 1) !== 93) return fail(key, i, "unterminated quoted key");
        let value: unknown;
        try {
          value = JSON.parse(key.slice(i + 1, j + 1));
        } catch {
          return fail(key, i + 1, "invalid JSON string");
        }
        segments.push(value as string);
        i = j + 2;
      } else {
        const j = numberEnd(key, i + 1);
        const text = key.slice(i + 1, j);
        if (text === "" || key.charCodeAt(j) !== 93) return fail(key, i + 1, "expected an index or a quoted key");
        const number = Number(text);
        // A number must be written as formatPath writes it, so that each has one key.
        if (isDigits(text)) {
          if (text.length > 1 && text.charCodeAt(0) === 48) return fail(key, i + 1, "an index has no leading zeros");
          if (String(number) !== text) return fail(key, i + 1, "index too large");
        } else if (String(number) !== text) return fail(key, i + 1, "a number not written as formatPath writes it");
        segments.push(number);
        i = j + 1;
      }
    } else {
      if (c === 46 /* . */) {
        if (i === 0) return fail(key, i, "a path cannot start with '.'");
        i++;
      } else if (i !== 0) {
        return fail(key, i, "expected '.' or '['");
      }
      const start = i;
      IDENTIFIER_AT.lastIndex = i;
      if (IDENTIFIER_AT.test(key)) i = IDENTIFIER_AT.lastIndex;
      if (i === start) return fail(key, start, "expected a field name");
      segments.push(key.slice(start, i));
    }
  }
  return { ok: true, value: segments };
}
