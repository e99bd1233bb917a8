import type { BaseErrorBody, ConstraintViolationsErrorBody } from "../bodies.js";
import type { BuiltViolationDetail } from "../build.js";
import { _detail, _syntaxBody, _violationsBody } from "./error-bodies.js";
import {
  FILTER_OPERATORS,
  type FilterNode,
  type FilterOperator,
  type FilterTermNode,
  type FilterValue,
} from "./filter-ast.js";

/**
 * The default of {@link ParseFilterOptions.maxLength}: 2000 characters.
 *
 * @public
 */
export const DEFAULT_FILTER_MAX_LENGTH = 2000;

/**
 * The default of {@link ParseFilterOptions.maxDepth}: 32 nested groups.
 *
 * @public
 */
export const DEFAULT_FILTER_MAX_DEPTH = 32;

/**
 * Limits for {@link parseFilter}.
 *
 * @public
 */
export interface ParseFilterOptions {
  /** The longest filter accepted, in UTF-16 code units; {@link DEFAULT_FILTER_MAX_LENGTH} when absent. */
  readonly maxLength?: number;
  /**
   * The deepest nesting of groups (`(...)`, `not (...)` and a value path's
   * `[...]`; the parentheses of an `in` list do not count); {@link DEFAULT_FILTER_MAX_DEPTH} when absent.
   */
  readonly maxDepth?: number;
}

/**
 * Where and why a filter is malformed.
 *
 * @public
 */
export interface FilterSyntaxError {
  /** The 0-based position of the problem, in UTF-16 code units (as JavaScript indexes strings). */
  readonly position: number;
  /** What the grammar allows there, such as `"'and', 'or' or end of input"`. */
  readonly expected: string;
  /** What is there instead: the token's text (cut after 32 characters), a character (`U+000A` for a control character) or `"end of input"`. */
  readonly found: string;
  /** One English sentence with all of the above. */
  readonly message: string;
}

/**
 * What {@link parseFilter} returns: the filter, or the error body a server
 * would answer with, together with the facts it was built from.
 *
 * @remarks
 * A syntax error gives a 400 `base_error` with code `invalid_request` and
 * `details: { parameter: "query", position, expected, found }`, and `syntax`.
 * A filter over a limit gives a `constraint_violations_error` with code
 * `request_constraint_violations` and one violation under the key `query`,
 * and that `violation` (for merging with the problems of other parameters).
 *
 * @public
 */
export type ParseFilterResult =
  | { readonly ok: true; readonly value: FilterNode }
  | {
      readonly ok: false;
      /** The 400 body to answer with. */
      readonly error: BaseErrorBody & { readonly code: "invalid_request" };
      /** Where and why the filter is malformed. */
      readonly syntax: FilterSyntaxError;
      readonly violation?: never;
    }
  | {
      readonly ok: false;
      /** The 400 body to answer with. */
      readonly error: ConstraintViolationsErrorBody & { readonly code: "request_constraint_violations" };
      /** The violation, to be reported under the key `query`. */
      readonly violation: BuiltViolationDetail<"too_long" | "max_nesting_depth_exceeded">;
      readonly syntax?: never;
    };

// The tokenizer: one linear pass over the text with `charCodeAt`, no regular
// expressions, no token objects. The current token lives in module variables:
// parsing is synchronous and calls no outside code, so two parses never
// interleave; a parse allocates no tokenizer object, and a bundler shortens
// these names (it cannot shorten properties). They are `var`, not `let`: V8
// checks a module-level `let` for its temporal dead zone on every read from
// a function, which costs the tokenizer about a tenth of its instructions.

// Token kinds. Those up to TOKEN_BAD_CHARACTER are shown in an error's `found`
// as the character at `start`, the others as the text from `start` to `end`.
// Typed `number`, so that comparing `kind` with one does not narrow `kind`
// across the calls of `next()` that change it.
/** End of input. */
const TOKEN_END: number = 0;
/** `(` */
const TOKEN_OPEN: number = 1;
/** `)` */
const TOKEN_CLOSE: number = 2;
/** `,` */
const TOKEN_COMMA: number = 3;
/** `[`, which opens a value path. */
const TOKEN_OPEN_BRACKET: number = 4;
/** `]`, which closes a value path. */
const TOKEN_CLOSE_BRACKET: number = 5;
/** A character that starts no token. */
const TOKEN_UNEXPECTED: number = 6;
/** A malformed string, number or path: the bad character is at `start`, what was expected in `problem`. */
const TOKEN_BAD_CHARACTER: number = 7;
/** A number out of range, from `start` to `end`; what was expected is in `problem`. */
const TOKEN_BAD_TEXT: number = 8;
/** An attribute path, keyword or operator: a name, or names joined by `.`, maybe after a schema URN and `:`. */
const TOKEN_WORD: number = 9;
/** A JSON string; its decoded text is in `literal`. */
const TOKEN_STRING: number = 10;
/** A JSON number; its value is in `literal`. */
const TOKEN_NUMBER: number = 11;

/** What the end of the text is shown as in an error's `found`. */
const END_OF_INPUT = "end of input";

/** The text being read. */
var source = "";
/** The kind of the current token (`TOKEN_*`). */
var kind: number = TOKEN_END;
/** Where the current token starts; for a malformed token, where its problem is. */
var start = 0;
/** Where the current token starts, even for a malformed token. */
var tokenStart = 0;
/** Where the current token ends (exclusive). */
var end = 0;
/** The decoded text of a string token, or the value of a number token. */
var literal: string | number = "";
/** For a malformed token: what was expected there. */
var problem = "";

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

/** The UTF-16 code unit at `position`, or -1 past the end (never NaN, which would slow every comparison down). */
function codeAt(text: string, position: number): number {
  return position < text.length ? text.charCodeAt(position) : -1;
}

/**
 * The current token for an error's `found`: the character at `start`
 * (`U+XXXX` for a control character, "end of input" past the end), or the
 * token's text, cut after 32 characters.
 */
function foundText(): string {
  if (kind > TOKEN_BAD_CHARACTER) {
    if (end - start <= 32) return source.slice(start, end);
    let cut = start + 32;
    // Do not split a surrogate pair.
    const last = source.charCodeAt(cut - 1);
    if (last >= 0xd800 && last <= 0xdbff) cut--;
    return `${source.slice(start, cut)}...`;
  }
  const code = source.codePointAt(start);
  if (code === undefined) return END_OF_INPUT;
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return String.fromCodePoint(code);
}

function token(tokenKind: number, tokenEnd: number): number {
  kind = tokenKind;
  end = tokenEnd;
  return tokenKind;
}

function malformed(position: number, expected: string): number {
  start = position;
  problem = expected;
  return token(TOKEN_BAD_CHARACTER, end);
}

/**
 * Reads the next token into the module state.
 * @returns its kind
 */
function next(): number {
  const text = source;
  let position = end;
  let code = codeAt(text, position);
  // JSON whitespace: space, tab, line feed, carriage return.
  while (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) code = codeAt(text, ++position);
  start = tokenStart = position;
  if (isNameStart(code)) return word(text, position);
  if (code === 0x22) return string(text, position);
  if (code === 0x2d || isDigit(code)) return number(text, position);
  // One character; the end of such a token is never read after the end of input or an unexpected character.
  return token(
    code === 0x28
      ? TOKEN_OPEN
      : code === 0x29
        ? TOKEN_CLOSE
        : code === 0x2c
          ? TOKEN_COMMA
          : code === 0x5b
            ? TOKEN_OPEN_BRACKET
            : code === 0x5d
              ? TOKEN_CLOSE_BRACKET
              : code < 0
                ? TOKEN_END
                : TOKEN_UNEXPECTED,
    position + 1,
  );
}

/** A name, or names joined by `.` (`protocol.type`), or a schema-qualified path from its first `:` on. */
function word(text: string, position: number): number {
  for (;;) {
    let code = codeAt(text, ++position);
    while (isNameChar(code)) code = codeAt(text, ++position);
    if (code === 0x3a) return qualified(text, position);
    if (code !== 0x2e) break;
    if (!isNameStart(codeAt(text, ++position))) return malformed(position, "an attribute name after '.'");
  }
  return token(TOKEN_WORD, position);
}

/**
 * A schema-qualified path from the first `:` of its URN on
 * (`urn:ietf:params:scim:schemas:core:2.0:User:name.givenName`): URN
 * characters up to the last `:`, then names joined by `.`.
 */
function qualified(text: string, colon: number): number {
  let position = colon;
  let code = codeAt(text, position);
  while (code >= 0 && code < 128 && ((ASCII_CLASSES[code] as number) & URN_CHAR) !== 0) {
    if (code === 0x3a) colon = position;
    code = codeAt(text, ++position);
  }
  const wordEnd = position;
  position = colon + 1;
  for (;;) {
    if (!isNameStart(codeAt(text, position))) {
      return malformed(position, `an attribute name after '${text[position - 1]}'`);
    }
    while (isNameChar(codeAt(text, ++position)));
    if (position === wordEnd) return token(TOKEN_WORD, wordEnd);
    // A URN character other than `.` (`+`, say) has no place in an attribute path.
    if (codeAt(text, position++) !== 0x2e) return malformed(position - 1, "'.' or the end of the attribute path");
  }
}

/**
 * A JSON string. The scan checks the JSON grammar itself, so that every
 * problem gets its position; a string without escapes is then a slice, and
 * one with escapes is decoded by `JSON.parse` (native and linear, where
 * concatenating piece by piece builds deep ropes).
 */
function string(text: string, position: number): number {
  const first = position++;
  let escapes = false;
  for (;;) {
    const code = codeAt(text, position);
    if (code === 0x22) break;
    if (code === 0x5c) {
      escapes = true;
      const escaped = codeAt(text, ++position);
      if (escaped === 0x75) {
        for (let i = position + 1; i < position + 5; i++) {
          if (!isHexDigit(codeAt(text, i))) return malformed(i, "a hex digit");
        }
        position += 5;
      } else if ('"\\/bfnrt'.includes(String.fromCharCode(escaped))) {
        // The escapes of one character after the backslash.
        position++;
      } else {
        return malformed(position, 'an escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)');
      }
    } else if (code < 0x20) {
      // -1 is the end of the text.
      return malformed(
        position,
        code < 0 ? "'\"' to close the string" : "a character of the string (escape control characters as \\uXXXX)",
      );
    } else {
      position++;
    }
  }
  literal = escapes ? (JSON.parse(text.slice(first, position + 1)) as string) : text.slice(first + 1, position);
  return token(TOKEN_STRING, position + 1);
}

/** Digits from `position` on, at least one: the position after them, or -1 (with a malformed token) when there is none. */
function digits(text: string, position: number): number {
  if (!isDigit(codeAt(text, position))) {
    malformed(position, "a digit");
    return -1;
  }
  do position++;
  while (isDigit(codeAt(text, position)));
  return position;
}

/** A JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, then a delimiter. */
function number(text: string, position: number): number {
  const first = position;
  if (codeAt(text, position) === 0x2d) position++;
  // A leading 0 stands alone: `01` fails the delimiter check below.
  position = codeAt(text, position) === 0x30 ? position + 1 : digits(text, position);
  if (position > 0 && codeAt(text, position) === 0x2e) position = digits(text, position + 1);
  if (position > 0 && (codeAt(text, position) | 0x20) === 0x65) {
    const sign = codeAt(text, ++position);
    position = digits(text, sign === 0x2b || sign === 0x2d ? position + 1 : position);
  }
  if (position < 0) return TOKEN_BAD_CHARACTER;
  const code = codeAt(text, position);
  // `01`, `1.2.3`, `1abc`, `1-2`: a number must end where a token can end.
  if (isNameChar(code) || code === 0x2e || code === 0x2b) {
    return malformed(position, "a delimiter after the number (whitespace, ',' or ')')");
  }
  const value = Number(text.slice(first, position));
  if (!Number.isFinite(value)) {
    problem = "a finite number";
    return token(TOKEN_BAD_TEXT, position);
  }
  literal = value;
  return token(TOKEN_NUMBER, position);
}

function isHexDigit(code: number): boolean {
  const lower = code | 0x20;
  return isDigit(code) || (lower >= 0x61 && lower <= 0x66);
}

// The parser.

/**
 * The operators by a hash of their first two letters, lower-cased:
 * `(13 * first ^ second) >> 2 & 15`, which no two operators share.
 */
const OPERATOR_BY_HASH = ["pr", "", "lt", "gt", "eq", "ew", "le", "ge", "sw", "", "co", "", "ne", "", "in", "nin"];

/** The operator the current word names, ignoring case: one look-up and one comparison, where a search would compare with each. */
function operatorOf(): FilterOperator | undefined {
  const hash = (((source.charCodeAt(start) | 0x20) * 13) ^ (source.charCodeAt(start + 1) | 0x20)) >> 2;
  const operator = OPERATOR_BY_HASH[hash & 15] as FilterOperator | "";
  return operator !== "" && wordIs(operator) ? operator : undefined;
}

/** Whether the current word is `keyword` (lower-case letters), ignoring case, without slicing. */
function wordIs(keyword: string): boolean {
  if (end - start !== keyword.length) return false;
  for (let i = 0; i < keyword.length; i++) {
    // Keywords are letters only, and `| 0x20` maps only letters onto lower-case letters.
    if ((source.charCodeAt(start + i) | 0x20) !== keyword.charCodeAt(i)) return false;
  }
  return true;
}

/** Why the parse failed: a syntax error, or `undefined` for the depth limit. */
var syntax: FilterSyntaxError | undefined;

/**
 * Room for 64 levels of nesting, shared by all parses, so that a small
 * filter allocates none. A typed array holds no references for the garbage
 * collector to trace, which keeps deep nesting linear in practice too.
 */
var sharedLevels: Int32Array | undefined;

/** Joins the operands from `first` on, taken off the end of `nodes`, into one `and` or `or` node when there are several. */
function join(nodes: FilterNode[], junction: "and" | "or", first: number): void {
  if (nodes.length - first < 2) return;
  const operands = nodes.slice(first) as [FilterNode, FilterNode, ...FilterNode[]];
  // Popping is cheaper than shortening through `length`, which may trim the store.
  while (nodes.length > first) nodes.pop();
  nodes.push({ kind: junction, operands });
}

/** Records a syntax error at the current token; a malformed token reports its own problem. */
function fail(expected: string): undefined {
  const found = foundText();
  if (kind === TOKEN_BAD_CHARACTER || kind === TOKEN_BAD_TEXT) expected = problem;
  const shown = found === END_OF_INPUT ? found : JSON.stringify(found);
  const message = `The filter is malformed at position ${start}: expected ${expected}, found ${shown}.`;
  syntax = { position: start, expected, found, message };
  return undefined;
}

/** The literal of the current token, or `undefined` (with a failure) when it is none. */
function value(): FilterValue | undefined {
  if (kind === TOKEN_STRING || kind === TOKEN_NUMBER) return literal;
  if (kind === TOKEN_WORD) {
    if (wordIs("true")) return true;
    if (wordIs("false")) return false;
    if (wordIs("null")) return null;
  }
  return fail("a value (a JSON string or number, true, false or null)");
}

/** The rest of a term after its attribute path; the current token is the one after the path. */
function term(attribute: string, afterNot: boolean): FilterTermNode | undefined {
  // The operator: the current word, ignoring case.
  const operator = kind === TOKEN_WORD ? operatorOf() : undefined;
  if (operator === undefined) {
    return fail(`${afterNot ? "'(' after not, or " : ""}an operator (${FILTER_OPERATORS.join(", ")})`);
  }
  next();
  if (operator === "pr") return { kind: "present", attribute };
  if (operator === "in" || operator === "nin") {
    if (kind !== TOKEN_OPEN) return fail("'('");
    const values: FilterValue[] = [];
    do {
      next();
      const item = value();
      if (item === undefined) return undefined;
      values.push(item);
    } while (next() === TOKEN_COMMA);
    if (kind !== TOKEN_CLOSE) return fail("',' or ')'");
    next();
    return { kind: "in", attribute, operator, values: values as [FilterValue, ...FilterValue[]] };
  }
  const item = value();
  if (item === undefined) return undefined;
  next();
  return { kind: "compare", attribute, operator, value: item };
}

/** The kinds of group: `( ... )`, `not ( ... )` and a value path's `[ ... ]`. */
const GROUP_PLAIN = 0;
const GROUP_NOT = 1;
const GROUP_VALUE_PATH = 2;

/**
 * The whole filter. A loop over tokens with an explicit stack of open
 * groups, never recursion, so nesting depth costs heap, not call stack.
 * `nodes` holds the finished operands of every open group: from `orStart`
 * the operands of the innermost group's `or`, from `andStart` those of the
 * `and` chain being read; `group` is the kind of the innermost group
 * (`GROUP_*`). `levels` keeps, per group around the innermost one, its
 * `group`, `orStart` and `andStart`. Depth 0 is the filter itself. At most
 * one value path is open (they do not nest): its attribute is `valuePath`.
 */
function parse(maxDepth: number): FilterNode | undefined {
  const nodes: FilterNode[] = [];
  sharedLevels ??= new Int32Array(64 * 3);
  let levels = sharedLevels;
  let depth = 0;
  let group = GROUP_PLAIN;
  let orStart = 0;
  let andStart = 0;
  let valuePath: string | undefined;
  next();
  for (;;) {
    // A term, a value path, `(` or `not (` is expected.
    let opened = GROUP_PLAIN;
    if (kind === TOKEN_WORD) {
      const pathStart = start;
      const pathEnd = end;
      const isNot = wordIs("not");
      next();
      if (isNot && kind === TOKEN_OPEN) {
        opened = GROUP_NOT;
      } else if (kind === TOKEN_OPEN_BRACKET) {
        // RFC 7644: a value path holds no other.
        if (valuePath !== undefined) return fail("an operator (value paths do not nest)");
        opened = GROUP_VALUE_PATH;
        valuePath = source.slice(pathStart, pathEnd);
      } else {
        // Not followed by `(`, even `not` is an attribute name.
        const node = term(source.slice(pathStart, pathEnd), isNot);
        if (node === undefined) return undefined;
        // The most common filter, one term: no operand stack needed.
        if (kind === TOKEN_END && depth === 0 && nodes.length === 0) return node;
        nodes.push(node);
        // A finished operand: `and`, `or`, the end of an open group, or the end of the filter may follow.
        for (;;) {
          if (kind === TOKEN_WORD) {
            if (wordIs("and")) break;
            if (wordIs("or")) {
              join(nodes, "and", andStart);
              andStart = nodes.length;
              break;
            }
          } else if (
            kind === TOKEN_END
              ? depth === 0
              : depth > 0 && kind === (group === GROUP_VALUE_PATH ? TOKEN_CLOSE_BRACKET : TOKEN_CLOSE)
          ) {
            // The end of the innermost group, or of the filter: its operands become one node.
            join(nodes, "and", andStart);
            join(nodes, "or", orStart);
            if (depth === 0) return nodes.pop();
            const operand = nodes.pop() as FilterNode;
            if (group === GROUP_PLAIN) nodes.push(operand);
            else if (group === GROUP_NOT) nodes.push({ kind: "not", operand });
            else {
              nodes.push({ kind: "valuePath", attribute: valuePath as string, filter: operand });
              valuePath = undefined;
            }
            const at = --depth * 3;
            group = levels[at] as number;
            orStart = levels[at + 1] as number;
            andStart = levels[at + 2] as number;
            next();
            continue;
          }
          const close = depth === 0 ? END_OF_INPUT : group === GROUP_VALUE_PATH ? "']'" : "')'";
          return fail(`'and', 'or' or ${close}`);
        }
        next();
        continue;
      }
    } else if (kind !== TOKEN_OPEN) {
      // A number or string where a name belongs (`1a eq 2`) is reported at its first character, however malformed.
      if (!isNameStart(codeAt(source, tokenStart))) {
        start = tokenStart;
        // A malformed token shows its first character, a well-formed one its text.
        if (kind <= TOKEN_BAD_TEXT) kind = TOKEN_UNEXPECTED;
      }
      return fail("an attribute name, 'not' or '('");
    }
    // Opens a group after its `(` or `[`; past the depth limit, fails without a syntax error.
    if (depth >= maxDepth) return undefined;
    const at = depth * 3;
    if (at === levels.length) {
      // Doubling keeps the copying linear. The grown stack is this parse's own.
      const grown = new Int32Array(at * 2);
      grown.set(levels);
      levels = grown;
    }
    levels[at] = group;
    levels[at + 1] = orStart;
    levels[at + 2] = andStart;
    depth++;
    group = opened;
    orStart = andStart = nodes.length;
    next();
  }
}

function limitOption(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!(value >= 0 && (Number.isInteger(value) || value === Infinity))) {
    throw new RangeError(`parseFilter: ${name} must be a non-negative integer or Infinity, got ${String(value)}`);
  }
  return value;
}

function limitFailure(detail: BuiltViolationDetail<"too_long" | "max_nesting_depth_exceeded">): ParseFilterResult {
  return { ok: false, error: _violationsBody({ query: [detail] }), violation: detail };
}

/**
 * Parses a filter of the `query` parameter.
 *
 * @remarks
 * The language: `attribute op value` terms joined by `and` / `or` (`and`
 * binds tighter), grouped by parentheses, negated by `not ( ... )`; operators
 * `eq ne sw co ew lt le gt ge` with a value, `in` / `nin` with a
 * parenthesised list, `pr` without a value; values are JSON literals;
 * attribute paths may be dotted. Keywords, operators and `true` / `false` /
 * `null` are case-insensitive; attribute names keep the client's spelling in
 * the tree. See the README for the grammar.
 *
 * Never throws on any string, and costs time linear in its length: the lexer
 * makes one pass without regular expressions, and the parser keeps open
 * groups on an explicit stack. The first problem from the left is reported.
 *
 * @param text - the filter, as the client sent it
 * @param options - `maxLength` (default 2000) and `maxDepth` (default 32)
 * @returns `{ ok: true, value }` with the tree, or `{ ok: false, error, ... }` with the body to answer with
 * @throws RangeError when an option is not a non-negative integer or Infinity
 *
 * @example
 * ```ts
 * const parsed = parseFilter('status in ("ACTIVE", "PENDING") and not (givenName sw "A")');
 * if (!parsed.ok) throw new ApiError(parsed.error); // a 400 with the body
 * parseFilter('givenName eq "Ann" or').syntax;
 * // { position: 21, expected: "an attribute name, 'not' or '('", found: "end of input", message: "..." }
 * ```
 * @public
 */
export function parseFilter(text: string, options?: ParseFilterOptions): ParseFilterResult {
  const maxLength = limitOption("maxLength", options?.maxLength, DEFAULT_FILTER_MAX_LENGTH);
  const maxDepth = limitOption("maxDepth", options?.maxDepth, DEFAULT_FILTER_MAX_DEPTH);
  // Typed out, but said never to throw: a non-string (the `null` of `URLSearchParams.get`, say) reads as the empty filter.
  const input = typeof text === "string" ? text : "";
  if (input.length > maxLength) return limitFailure(_detail("too_long", { maxLength: `${maxLength}` }));
  source = input;
  end = 0;
  syntax = undefined;
  const value = parse(maxDepth);
  // Keep the text alive no longer than the parse.
  source = "";
  if (value !== undefined) return { ok: true, value };
  if (syntax === undefined) {
    return limitFailure(_detail("max_nesting_depth_exceeded", { maxNestingDepth: `${maxDepth}` }));
  }
  const { position, expected, found, message } = syntax;
  return { ok: false, error: _syntaxBody(message, position, expected, found), syntax };
}
