/** End of input. */
export const TOKEN_END: number = 0;
/** `(` */
export const TOKEN_OPEN: number = 1;
/** `)` */
export const TOKEN_CLOSE: number = 2;
/** `,` */
export const TOKEN_COMMA: number = 3;
/** An attribute path, keyword or operator: a name, or names joined by `.`. */
export const TOKEN_WORD: number = 4;
/** A JSON string; its decoded text is in `stringValue`. */
export const TOKEN_STRING: number = 5;
/** A JSON number; its value is in `numberValue`. */
export const TOKEN_NUMBER: number = 6;
/** A character that starts no token. */
export const TOKEN_UNEXPECTED: number = 7;
/** A malformed string, number or path; the details are in `error*`. */
export const TOKEN_ERROR: number = 8;

/** What a token or character is shown as in an error's `found`. */
export const END_OF_INPUT = "end of input";

const MAX_FOUND_LENGTH = 32;

const NAME_START = 1;
const NAME_CHAR = 2;

/** Character classes of ASCII, looked up instead of compared range by range. */
const ASCII_CLASSES: Uint8Array = /* @__PURE__ */ (() => {
  const classes = new Uint8Array(128);
  for (let code = 0; code < 128; code++) {
    const lower = code | 0x20;
    if ((lower >= 0x61 && lower <= 0x7a) || code === 0x5f) classes[code] = NAME_START | NAME_CHAR;
    else if ((code >= 0x30 && code <= 0x39) || code === 0x2d) classes[code] = NAME_CHAR;
  }
  return classes;
})();

/** Letters and `_`: the characters a name starts with. */
function isNameStart(code: number): boolean {
  return code >= 0 && code < 128 && ((ASCII_CLASSES[code] as number) & NAME_START) !== 0;
}

/** Letters, digits, `_` and `-`: the characters a name goes on with. */
function isNameChar(code: number): boolean {
  return code >= 0 && code < 128 && ((ASCII_CLASSES[code] as number) & NAME_CHAR) !== 0;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** The character at `position` for an error message: itself, `U+XXXX` for a control character, or "end of input". */
export function describeCharacter(text: string, position: number): string {
  const code = text.codePointAt(position);
  if (code === undefined) return END_OF_INPUT;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return String.fromCodePoint(code);
}

/** The source text of a token for an error message, cut to a readable length. */
export function describeText(text: string, start: number, end: number): string {
  if (end - start <= MAX_FOUND_LENGTH) return text.slice(start, end);
  let cut = start + MAX_FOUND_LENGTH;
  // Do not split a surrogate pair.
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return `${text.slice(start, cut)}...`;
}

/**
 * The tokenizer of the filter language: one linear pass over the text with
 * `charCodeAt`, no regular expressions, no token objects. The parser calls
 * {@link _FilterLexer.next} and reads the current token from the fields.
 *
 * @internal
 */
export class _FilterLexer {
  // Fields are assigned in the constructor rather than declared with
  // initialisers: V8 builds such objects faster, and parsing small filters is
  // mostly building this object and a few nodes.
  /** The text being read. */
  declare readonly text: string;
  /** The kind of the current token (`TOKEN_*`). */
  declare kind: number;
  /** Where the current token starts. */
  declare start: number;
  /** Where the current token ends (exclusive). */
  declare end: number;
  /** The decoded text of a string token. */
  declare stringValue: string;
  /** The value of a number token. */
  declare numberValue: number;
  /** For an error token: where the problem is. */
  declare errorPosition: number;
  /** For an error token: what was expected there. */
  declare errorExpected: string;
  /** For an error token: what was found there. */
  declare errorFound: string;

  constructor(text: string) {
    this.text = text;
    this.kind = TOKEN_END;
    this.start = 0;
    this.end = 0;
    this.stringValue = "";
    this.numberValue = 0;
    this.errorPosition = 0;
    this.errorExpected = "";
    this.errorFound = "";
  }

  /**
   * Reads the next token.
   * @returns its kind
   */
  next(): number {
    const text = this.text;
    let position = this.end;
    let code = codeAt(text, position);
    // JSON whitespace: space, tab, line feed, carriage return.
    while (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) code = codeAt(text, ++position);
    this.start = position;
    if (code === -1) return this.token(TOKEN_END, position);
    if (isNameStart(code)) return this.word(position);
    if (code === 0x22) return this.string(position);
    if (code === 0x2d || isDigit(code)) return this.number(position);
    if (code === 0x28) return this.token(TOKEN_OPEN, position + 1);
    if (code === 0x29) return this.token(TOKEN_CLOSE, position + 1);
    if (code === 0x2c) return this.token(TOKEN_COMMA, position + 1);
    const pair = code >= 0xd800 && code <= 0xdbff && isLowSurrogate(codeAt(text, position + 1));
    return this.token(TOKEN_UNEXPECTED, position + (pair ? 2 : 1));
  }

  private token(kind: number, end: number): number {
    this.kind = kind;
    this.end = end;
    return kind;
  }

  private malformed(position: number, expected: string): number {
    this.errorPosition = position;
    this.errorExpected = expected;
    this.errorFound = describeCharacter(this.text, position);
    return this.token(TOKEN_ERROR, this.text.length);
  }

  /** A name, or names joined by `.` (`protocol.type`). */
  private word(position: number): number {
    const text = this.text;
    for (;;) {
      let code = codeAt(text, ++position);
      while (isNameChar(code)) code = codeAt(text, ++position);
      if (code !== 0x2e) break;
      if (!isNameStart(codeAt(text, ++position))) return this.malformed(position, "an attribute name after '.'");
    }
    return this.token(TOKEN_WORD, position);
  }

  /**
   * A JSON string. The scan checks the JSON grammar itself, so that every
   * problem gets its position; a string without escapes is then a slice, and
   * one with escapes is decoded by `JSON.parse` (native and linear, where
   * concatenating piece by piece builds deep ropes).
   */
  private string(position: number): number {
    const text = this.text;
    const start = position++;
    let escapes = false;
    for (;;) {
      const code = codeAt(text, position);
      if (code === 0x22) break;
      if (code === 0x5c) {
        escapes = true;
        const escaped = codeAt(text, ++position);
        if (escaped === 0x75) {
          for (let i = position + 1; i < position + 5; i++) {
            if (!isHexDigit(codeAt(text, i))) return this.malformed(i, "a hex digit");
          }
          position += 5;
        } else if (isSimpleEscape(escaped)) {
          position++;
        } else {
          return this.malformed(position, 'an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)');
        }
      } else if (code < 0x20) {
        // -1 is the end of the text.
        return code === -1
          ? this.malformed(position, "'\"' to close the string")
          : this.malformed(position, "a character of the string (escape control characters as \\uXXXX)");
      } else {
        position++;
      }
    }
    this.stringValue = escapes
      ? (JSON.parse(text.slice(start, position + 1)) as string)
      : text.slice(start + 1, position);
    return this.token(TOKEN_STRING, position + 1);
  }

  /** A JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, then a delimiter. */
  private number(position: number): number {
    const text = this.text;
    const start = position;
    let code = codeAt(text, position);
    if (code === 0x2d) code = codeAt(text, ++position);
    if (code === 0x30) {
      code = codeAt(text, ++position);
    } else if (isDigit(code)) {
      while (isDigit(code)) code = codeAt(text, ++position);
    } else {
      return this.malformed(position, "a digit");
    }
    if (code === 0x2e) {
      code = codeAt(text, ++position);
      if (!isDigit(code)) return this.malformed(position, "a digit");
      while (isDigit(code)) code = codeAt(text, ++position);
    }
    if (code === 0x65 || code === 0x45) {
      code = codeAt(text, ++position);
      if (code === 0x2b || code === 0x2d) code = codeAt(text, ++position);
      if (!isDigit(code)) return this.malformed(position, "a digit");
      while (isDigit(code)) code = codeAt(text, ++position);
    }
    // `01`, `1.2.3`, `1abc`, `1-2`: a number must end where a token can end.
    if (isNameChar(code) || code === 0x2e || code === 0x2b) {
      return this.malformed(position, "a delimiter after the number (whitespace, ',' or ')')");
    }
    const value = Number(text.slice(start, position));
    if (!Number.isFinite(value)) {
      this.errorPosition = start;
      this.errorExpected = "a finite number";
      this.errorFound = describeText(text, start, position);
      return this.token(TOKEN_ERROR, text.length);
    }
    this.numberValue = value;
    return this.token(TOKEN_NUMBER, position);
  }
}

/** The UTF-16 code unit at `position`, or -1 past the end (never NaN, which would slow every comparison down). */
function codeAt(text: string, position: number): number {
  return position < text.length ? text.charCodeAt(position) : -1;
}

function isHexDigit(code: number): boolean {
  const lower = code | 0x20;
  return isDigit(code) || (lower >= 0x61 && lower <= 0x66);
}

/** `"` `\` `/` `b` `f` `n` `r` `t`: the escapes of one character after the backslash. */
function isSimpleEscape(code: number): boolean {
  return (
    code === 0x22 ||
    code === 0x5c ||
    code === 0x2f ||
    code === 0x62 ||
    code === 0x66 ||
    code === 0x6e ||
    code === 0x72 ||
    code === 0x74
  );
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
