// The parser of the ICU MessageFormat subset that messages use: placeholders,
// plural and select. It ships in bundles and reads patterns written by teams
// at run time, so it is small, reads each character once (linear time), and
// refuses with a position instead of throwing. Recursion follows the nesting
// of plural and select, which is bounded by MAX_MESSAGE_DEPTH.

/**
 * The types a placeholder may name: `{name, type}` or `{name, type, style}`.
 *
 * @internal
 */
export type ArgumentType = "number" | "date" | "duration" | "list" | "text";

/**
 * A part of a parsed message: literal text, or what its value is written from.
 *
 * @internal
 */
export type MessagePart = string | MessageArgument | MessagePlural | MessageSelect | MessagePound;

/**
 * A placeholder: `{name}`, `{name, type}` or `{name, type, style}`.
 *
 * @internal
 */
export interface MessageArgument {
  readonly kind: "argument";
  readonly name: string;
  /** Absent for `{name}`: the value is written as text. */
  readonly type?: ArgumentType;
  /** A name, such as `or` for a list. */
  readonly style?: string;
}

/**
 * The options of a plural or select, by key (`=N`, a plural category, or a
 * select value); `other` is always there. The object has no prototype, so
 * any key is its own.
 *
 * @internal
 */
export type MessageOptions = { readonly [key: string]: readonly MessagePart[] };

/**
 * `{name, plural, =0 {...} one {...} other {...}}`.
 *
 * @internal
 */
export interface MessagePlural {
  readonly kind: "plural";
  readonly name: string;
  readonly options: MessageOptions;
}

/**
 * `{name, select, key {...} other {...}}`.
 *
 * @internal
 */
export interface MessageSelect {
  readonly kind: "select";
  readonly name: string;
  readonly options: MessageOptions;
}

/**
 * `#` in an option of a plural (or of a select inside one): the plural's number.
 *
 * @internal
 */
export interface MessagePound {
  readonly kind: "pound";
}

/**
 * Why a pattern was refused, and where (a 0-based UTF-16 index).
 *
 * @internal
 */
export interface MessageError {
  readonly message: string;
  readonly position: number;
}

/**
 * What `parseMessage` gives: the parts of the message, or why it was refused.
 *
 * @internal
 */
export type MessageParse =
  | { readonly ok: true; readonly value: readonly MessagePart[] }
  | { readonly ok: false; readonly error: MessageError };

/**
 * The most plural and select arguments nested in one another. Formatting
 * stops at the same depth, so hand-built parts cannot recurse further.
 *
 * @internal
 */
export const MAX_MESSAGE_DEPTH = 8;

/** Longer patterns are refused: a message is a sentence, not a document. */
const MAX_LENGTH = 10_000;

const TYPES: readonly string[] = ["number", "date", "duration", "list", "text"];
const CATEGORIES: readonly string[] = ["zero", "one", "two", "few", "many", "other"];

// Sticky, so that each matches at one position only, and never backtracks.
/** ICU's Pattern_White_Space, allowed around names, commas and keys. */
const SPACE = /[\t-\r \x85\u200e\u200f\u2028\u2029]*/y;
/** Without the `u` flag, `\w` is exactly ASCII letters, digits and `_`. */
const WORD = /\w*/y;
/** A name starts with a letter or `_`; else none is found. */
const NAME = /(?:[a-z_]\w*)?/iy;
const DIGITS = /\d*/y;

const POUND: MessagePound = { kind: "pound" };

/**
 * Parses an ICU MessageFormat pattern of the subset the package uses, with
 * ICU's apostrophe rules (ApostropheMode.DOUBLE_OPTIONAL): `''` is one
 * apostrophe, and a single apostrophe quotes up to the next single one only
 * before `{`, `}`, or `#` where `#` is the plural's number; else it is
 * literal (`'|` too: there is no choice format). Unlike ICU, a `}` with no
 * `{` is refused, and `#` is the number in a select inside a plural too.
 * Refused besides: an unclosed `{`, a bad or empty name, an unknown type or
 * plural key, a plural or select without `other` or with a key twice, more
 * than MAX_MESSAGE_DEPTH plural and select nested, and over 10,000
 * characters. Never throws; linear in the pattern's length.
 *
 * @param pattern - the pattern, at most 10,000 characters
 * @returns the parts of the message, or the first problem and its position
 * @internal
 */
export function parseMessage(pattern: string): MessageParse {
  const length = pattern.length;
  let at = 0;
  /** Where the innermost `{` not yet closed is: the problem when the pattern ends early. */
  let open = 0;

  const fail = (message: string, position: number): never => {
    throw position < length ? { message, position } : { message: "unclosed '{'", position: open };
  };

  const take = (run: RegExp): string => {
    run.lastIndex = at;
    // Each of these matches, if only the empty string.
    const found = (run.exec(pattern) as RegExpExecArray)[0];
    at += found.length;
    return found;
  };

  const name = (missing: string): string => {
    take(SPACE);
    const start = at;
    const found = take(NAME);
    if (!found) fail(missing, start);
    take(SPACE);
    return found;
  };

  /** A message up to its `}` (left to the caller) or, at depth 0, the end. */
  const message = (depth: number, pound: boolean): MessagePart[] => {
    const parts: MessagePart[] = [];
    let text = "";
    /** Inside quoted literal text: `'{` up to the next single apostrophe (or the end). */
    let quoted = false;
    for (;;) {
      const char = pattern[at];
      if (char === undefined) {
        if (depth) fail("", at);
        break;
      }
      if (!quoted) {
        if (char === "}") {
          if (!depth) fail("unmatched '}'", at);
          break;
        }
        if (char === "{" || (pound && char === "#")) {
          if (text) parts.push(text);
          text = "";
          if (char === "#") {
            at++;
            parts.push(POUND);
          } else parts.push(argument(depth, pound));
          continue;
        }
      }
      at++;
      if (char === "'") {
        const next = pattern[at];
        // '' is one apostrophe, quoted or not.
        if (next === "'") at++;
        else if (quoted || next === "{" || next === "}" || (pound && next === "#")) {
          quoted = !quoted;
          continue;
        }
      }
      text += char;
    }
    if (text) parts.push(text);
    return parts;
  };

  /** The argument whose `{` is at `at`, in a message at `depth`. */
  const argument = (depth: number, pound: boolean): MessagePart => {
    const start = at++;
    open = start;
    const argumentName = name("expected an argument name");
    if (pattern[at] === "}") {
      at++;
      return { kind: "argument", name: argumentName };
    }
    if (pattern[at] !== ",") fail("expected ',' or '}'", at);
    at++;
    take(SPACE);
    const typeStart = at;
    const type = take(WORD);
    take(SPACE);
    if (type === "plural" || type === "select") {
      if (depth >= MAX_MESSAGE_DEPTH) fail(`nesting deeper than ${MAX_MESSAGE_DEPTH} levels`, start);
      if (pattern[at] !== ",") fail("expected ',' and options", at);
      at++;
      const plural = type === "plural";
      const options: Record<string, MessagePart[]> = Object.create(null);
      for (;;) {
        take(SPACE);
        if (pattern[at] === "}") break;
        const keyStart = at;
        let key: string;
        if (plural && pattern[at] === "=") {
          at++;
          const digits = take(DIGITS);
          if (!digits) fail("expected digits after '='", at);
          // ICU compares numbers: =01 is =1.
          key = `=${digits.replace(/^0+\B/, "")}`;
        } else {
          key = take(WORD);
          if (!key) fail("expected an option key", keyStart);
          if (plural && !CATEGORIES.includes(key)) fail(`unknown plural key '${key}'`, keyStart);
        }
        if (key in options) fail(`duplicate option key '${key}'`, keyStart);
        take(SPACE);
        if (pattern[at] !== "{") fail("expected '{'", at);
        open = at++;
        options[key] = message(depth + 1, plural || pound);
        at++;
        open = start;
      }
      if (!("other" in options)) fail("missing option 'other'", start);
      at++;
      return { kind: type, name: argumentName, options };
    }
    if (!TYPES.includes(type)) fail(type ? `unknown argument type '${type}'` : "expected an argument type", typeStart);
    const placeholder: { -readonly [K in keyof MessageArgument]: MessageArgument[K] } = {
      kind: "argument",
      name: argumentName,
      type: type as ArgumentType,
    };
    if (pattern[at] === ",") {
      at++;
      placeholder.style = name("expected a style name");
      if (pattern[at] !== "}") fail("expected '}'", at);
    } else if (pattern[at] !== "}") fail("expected ',' or '}'", at);
    at++;
    return placeholder;
  };

  try {
    if (length > MAX_LENGTH) fail(`pattern longer than ${MAX_LENGTH} characters`, MAX_LENGTH);
    return { ok: true, value: message(0, false) };
  } catch (error) {
    // Only `fail` throws.
    return { ok: false, error: error as MessageError };
  }
}
