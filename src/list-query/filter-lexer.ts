import type { FilterExpected } from "../core/catalogue/built-in/filter-expected.js";
import { quoteClientText } from "../core/errors/quote-client-text.js";
import type { FilterOperator } from "./filter-ast.js";
import { FILTER_OPERATORS } from "./filter-ast.js";

// The lexer of the filter language: one linear pass over the text with
// `charCodeAt`, no regular expressions, no token objects. The current token
// lives in a `_Lexer`, one per parse, which `_next` moves along.

/**
 * The state of one lexer: the text and the current token.
 *
 * @internal
 */
export interface _Lexer {
  /** The text being read. */
  readonly text: string;
  /** The kind of the current token. */
  kind: _TokenKind;
  /** Where the current token starts; for a malformed token, where its problem is. */
  start: number;
  /** Where the current token starts, even for a malformed token. */
  tokenStart: number;
  /** Where the current token ends (exclusive). */
  end: number;
  /** The decoded text of a string token, or the value of a number token. */
  literal: string | number;
  /** For a malformed token: what was expected there. */
  problem: FilterExpected;
}

/**
 * A lexer at the start of `text`; `_next` reads the first token.
 *
 * @internal
 */
export function _lexer(text: string): _Lexer {
  return { text, kind: "end", start: 0, tokenStart: 0, end: 0, literal: "", problem: "term" };
}

/**
 * The kinds of token:
 *
 * - `end`: the end of the input;
 * - `open` and `close`: `(` and `)`; `comma`: `,`;
 * - `openBracket` and `closeBracket`: `[` and `]`, around a value path's filter;
 * - `unexpected`: a character that starts no token;
 * - `badCharacter`: a malformed string, number or path: the bad character is
 *   at `start`, what was expected there in `problem`;
 * - `badText`: a number out of range, from `start` to `end`; what was
 *   expected in `problem`;
 * - `word`: an attribute path, keyword or operator: a name, or names joined
 *   by `.`, maybe after a schema URN and `:`;
 * - `string`: a JSON string, its decoded text in `literal`;
 * - `number`: a JSON number, its value in `literal`.
 *
 * @internal
 */
export type _TokenKind =
  | "end"
  | "open"
  | "close"
  | "comma"
  | "openBracket"
  | "closeBracket"
  | "unexpected"
  | "badCharacter"
  | "badText"
  | "word"
  | "string"
  | "number";

/**
 * Whether the current token is of kind `kind`. The parser asks this rather
 * than comparing `lexer.kind` itself: TypeScript would keep what such a
 * comparison narrowed across the calls of `_next` that change the kind.
 *
 * @internal
 */
export function _at(lexer: _Lexer, kind: _TokenKind): boolean {
  return lexer.kind === kind;
}

/** What the end of the text is shown as in an error's `found`. */
export const _END_OF_INPUT = "end of input";

// Character classes of ASCII, looked up instead of compared range by range.
const NAME_START = 1;
const NAME_CHAR = 2;
const URN_CHAR = 4;

/**
 * Per ASCII code: NAME_START for letters and `_`; NAME_CHAR for those,
 * digits and `-`; URN_CHAR for those and `. : + ~ % / @` (what a schema
 * URN may hold here).
 */
const ASCII_CLASSES: Uint8Array = /* @__PURE__ */ (() => {
  const classes = new Uint8Array(128);
  for (let code = 0; code < 128; code++) {
    const lower = code | 0x20;
    if ((lower >= 0x61 && lower <= 0x7a) || code === 0x5f) classes[code] = NAME_START | NAME_CHAR | URN_CHAR;
    else if ((code >= 0x30 && code <= 0x39) || code === 0x2d) classes[code] = NAME_CHAR | URN_CHAR;
    else if (".:+~%/@".includes(String.fromCharCode(code))) classes[code] = URN_CHAR;
  }
  return classes;
})();

/** Letters and `_`: the characters a name starts with. */
export function _isNameStart(code: number): boolean {
  return code >= 0 && code < 128 && ((ASCII_CLASSES[code] as number) & NAME_START) !== 0;
}

/** Letters, digits, `_` and `-`: the characters a name goes on with. */
function isNameChar(code: number): boolean {
  return code >= 0 && code < 128 && ((ASCII_CLASSES[code] as number) & NAME_CHAR) !== 0;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** The UTF-16 code unit at `position`, or -1 past the end (never NaN, which would slow every comparison down). */
export function _codeAt(text: string, position: number): number {
  return position < text.length ? text.charCodeAt(position) : -1;
}

/**
 * The current token for an error's `found`: the token's text, cut after 32
 * characters, its control and format characters escaped as `quoteClientText`
 * escapes them (`\u202e`), for a word, a string, a number or a number out of
 * range; else the character at `start` (`U+XXXX` for a control or format
 * character, "end of input" past the end).
 */
export function _foundText(lexer: _Lexer): string {
  const escaped = (text: string) => quoteClientText(text, { maxLength: Number.POSITIVE_INFINITY });
  if (lexer.kind === "badText" || lexer.kind === "word" || lexer.kind === "string" || lexer.kind === "number") {
    if (lexer.end - lexer.start <= 32) return escaped(lexer.text.slice(lexer.start, lexer.end));
    let cut = lexer.start + 32;
    // Do not split a surrogate pair.
    const last = lexer.text.charCodeAt(cut - 1);
    if (last >= 0xd800 && last <= 0xdbff) cut--;
    return `${escaped(lexer.text.slice(lexer.start, cut))}...`;
  }
  const code = lexer.text.codePointAt(lexer.start);
  if (code === undefined) return _END_OF_INPUT;
  const char = String.fromCodePoint(code);
  // A character quoteClientText escapes (a control or format character) is named by its code point.
  return escaped(char) === char ? char : `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

function token(lexer: _Lexer, tokenKind: _TokenKind, tokenEnd: number): _TokenKind {
  lexer.kind = tokenKind;
  lexer.end = tokenEnd;
  return tokenKind;
}

function malformed(lexer: _Lexer, position: number, expected: FilterExpected): _TokenKind {
  lexer.start = position;
  lexer.problem = expected;
  return token(lexer, "badCharacter", lexer.end);
}

/**
 * Reads the next token into the lexer.
 *
 * @returns its kind
 * @internal
 */
export function _next(lexer: _Lexer): _TokenKind {
  const text = lexer.text;
  let position = lexer.end;
  let code = _codeAt(text, position);
  // JSON whitespace: space, tab, line feed, carriage return.
  while (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) code = _codeAt(text, ++position);
  lexer.start = lexer.tokenStart = position;
  if (_isNameStart(code) || isRef(text, position)) return word(lexer, text, position);
  if (code === 0x22) return string(lexer, text, position);
  if (code === 0x2d || isDigit(code)) return number(lexer, text, position);
  // One character; the end of such a token is never read after the end of input or an unexpected character.
  return token(lexer, punctuation(code), position + 1);
}

/** The kind of a one-character token: punctuation, the end of the input (-1), or an unexpected character. */
function punctuation(code: number): _TokenKind {
  switch (code) {
    case 0x28:
      return "open";
    case 0x29:
      return "close";
    case 0x2c:
      return "comma";
    case 0x5b:
      return "openBracket";
    case 0x5d:
      return "closeBracket";
    case -1:
      return "end";
    default:
      return "unexpected";
  }
}

/**
 * The end of the name at `position`: a letter or `_` then letters, digits,
 * `_` and `-`, or RFC 7643's reference sub-attribute `$ref` (ASCII letters in
 * any case; no other name holds `$`); -1 when no name starts there.
 */
function nameEnd(text: string, position: number): number {
  let code = _codeAt(text, position);
  if (_isNameStart(code)) {
    do code = _codeAt(text, ++position);
    while (isNameChar(code));
    return position;
  }
  return isRef(text, position) ? position + 4 : -1;
}

/** Whether `$ref` (ASCII letters in any case), and not a longer name, starts at `position`. */
function isRef(text: string, position: number): boolean {
  return (
    _codeAt(text, position) === 0x24 &&
    (_codeAt(text, position + 1) | 0x20) === 0x72 &&
    (_codeAt(text, position + 2) | 0x20) === 0x65 &&
    (_codeAt(text, position + 3) | 0x20) === 0x66 &&
    !isNameChar(_codeAt(text, position + 4))
  );
}

/** A name, or names joined by `.` (`protocol.type`), or a schema-qualified path from its first `:` on. */
function word(lexer: _Lexer, text: string, position: number): _TokenKind {
  let ref = false;
  for (;;) {
    ref ||= _codeAt(text, position) === 0x24;
    position = nameEnd(text, position);
    const code = _codeAt(text, position);
    if (code === 0x3a) {
      // A schema URN holds no `$ref`: its `:` is malformed after one.
      return ref ? malformed(lexer, position, "path_end") : qualified(lexer, text, position);
    }
    if (code !== 0x2e) break;
    if (nameEnd(text, ++position) < 0) return malformed(lexer, position, "attribute_name");
  }
  return token(lexer, "word", position);
}

/**
 * A schema-qualified path from the first `:` of its URN on
 * (`urn:ietf:params:scim:schemas:core:2.0:User:name.givenName`): URN
 * characters up to the last `:`, then names joined by `.`. A `$ref` after a
 * `.` or `:` goes on the path (`urn:...:User:manager.$ref`), and then no `:`
 * may follow.
 */
function qualified(lexer: _Lexer, text: string, colon: number): _TokenKind {
  let position = colon;
  let code = _codeAt(text, position);
  let ref = -1;
  for (;;) {
    if (code >= 0 && code < 128 && ((ASCII_CLASSES[code] as number) & URN_CHAR) !== 0) {
      if (code === 0x3a) {
        if (ref >= 0) return malformed(lexer, position, "path_end");
        colon = position;
      }
      code = _codeAt(text, ++position);
    } else if (
      code === 0x24 &&
      (position === colon + 1 || _codeAt(text, position - 1) === 0x2e) &&
      isRef(text, position)
    ) {
      ref = position;
      position += 4;
      code = _codeAt(text, position);
    } else break;
  }
  const wordEnd = position;
  position = colon + 1;
  for (;;) {
    const end = nameEnd(text, position);
    if (end < 0) return malformed(lexer, position, "attribute_name");
    position = end;
    if (position === wordEnd) return token(lexer, "word", wordEnd);
    // A URN character other than `.` (`+`, say) has no place in an attribute path.
    if (_codeAt(text, position++) !== 0x2e) return malformed(lexer, position - 1, "path_end");
  }
}

/**
 * A JSON string. The scan checks the JSON grammar itself, so that every
 * problem gets its position; a string without escapes is then a slice, and
 * one with escapes is decoded by `JSON.parse` (native and linear, where
 * concatenating piece by piece builds deep ropes).
 */
function string(lexer: _Lexer, text: string, position: number): _TokenKind {
  const first = position++;
  let escapes = false;
  for (;;) {
    const code = _codeAt(text, position);
    if (code === 0x22) break;
    if (code === 0x5c) {
      escapes = true;
      const escaped = _codeAt(text, ++position);
      if (escaped === 0x75) {
        for (let i = position + 1; i < position + 5; i++) {
          if (!isHexDigit(_codeAt(text, i))) return malformed(lexer, i, "hex_digit");
        }
        position += 5;
      } else if ('"\\/bfnrt'.includes(String.fromCharCode(escaped))) {
        // The escapes of one character after the backslash.
        position++;
      } else {
        return malformed(lexer, position, "escape");
      }
    } else if (code < 0x20) {
      // -1 is the end of the text.
      return malformed(lexer, position, code < 0 ? "string_end" : "string_character");
    } else {
      position++;
    }
  }
  lexer.literal = escapes ? (JSON.parse(text.slice(first, position + 1)) as string) : text.slice(first + 1, position);
  return token(lexer, "string", position + 1);
}

/** Digits from `position` on, at least one: the position after them, or -1 (with a malformed token) when there is none. */
function digits(lexer: _Lexer, text: string, position: number): number {
  if (!isDigit(_codeAt(text, position))) {
    malformed(lexer, position, "digit");
    return -1;
  }
  do position++;
  while (isDigit(_codeAt(text, position)));
  return position;
}

/** A JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, then a delimiter. */
function number(lexer: _Lexer, text: string, position: number): _TokenKind {
  const first = position;
  if (_codeAt(text, position) === 0x2d) position++;
  // A leading 0 stands alone: `01` fails the delimiter check below.
  position = _codeAt(text, position) === 0x30 ? position + 1 : digits(lexer, text, position);
  if (position > 0 && _codeAt(text, position) === 0x2e) position = digits(lexer, text, position + 1);
  if (position > 0 && (_codeAt(text, position) | 0x20) === 0x65) {
    const sign = _codeAt(text, ++position);
    position = digits(lexer, text, sign === 0x2b || sign === 0x2d ? position + 1 : position);
  }
  if (position < 0) return "badCharacter";
  const code = _codeAt(text, position);
  // `01`, `1.2.3`, `1abc`, `1-2`: a number must end where a token can end.
  if (isNameChar(code) || code === 0x2e || code === 0x2b) {
    return malformed(lexer, position, "number_end");
  }
  const value = Number(text.slice(first, position));
  if (!Number.isFinite(value)) {
    lexer.problem = "finite_number";
    return token(lexer, "badText", position);
  }
  lexer.literal = value;
  return token(lexer, "number", position);
}

function isHexDigit(code: number): boolean {
  const lower = code | 0x20;
  return isDigit(code) || (lower >= 0x61 && lower <= 0x66);
}

/**
 * The operator the current word names, ignoring case.
 *
 * @internal
 */
export function _operatorOf(lexer: _Lexer): FilterOperator | undefined {
  // Compared in place as the keywords are, no slice of the word to hash: every term has an operator.
  for (const operator of FILTER_OPERATORS) if (_wordIs(lexer, operator)) return operator;
  return undefined;
}

/**
 * Whether the current word is `keyword` (lower-case letters), ignoring case.
 *
 * @internal
 */
export function _wordIs(lexer: _Lexer, keyword: string): boolean {
  const { text, start } = lexer;
  if (lexer.end - start !== keyword.length) return false;
  for (let i = 0; i < keyword.length; i++) {
    // Keywords are letters only, and `| 0x20` maps only letters onto lower-case letters.
    if ((text.charCodeAt(start + i) | 0x20) !== keyword.charCodeAt(i)) return false;
  }
  return true;
}
