import type { BaseErrorBody, ConstraintViolationsErrorBody } from "../bodies.js";
import type { BuiltViolationDetail } from "../build.js";
import { _detail, _syntaxBody, _violationsBody } from "./error-bodies.js";
import type { FilterNode, FilterOperator, FilterTermNode, FilterValue } from "./filter-ast.js";
import {
  _FilterLexer,
  describeCharacter,
  describeText,
  END_OF_INPUT,
  TOKEN_CLOSE,
  TOKEN_COMMA,
  TOKEN_END,
  TOKEN_ERROR,
  TOKEN_NUMBER,
  TOKEN_OPEN,
  TOKEN_STRING,
  TOKEN_UNEXPECTED,
  TOKEN_WORD,
} from "./filter-lexer.js";

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
   * The deepest nesting of parenthesised groups (`(...)` and `not (...)`;
   * the parentheses of an `in` list do not count); {@link DEFAULT_FILTER_MAX_DEPTH} when absent.
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

const EXPECT_TERM = "an attribute name, 'not' or '('";
const EXPECT_OPERATOR = "an operator (eq, ne, sw, co, ew, lt, le, gt, ge, in, nin, pr)";
const EXPECT_OPERATOR_AFTER_NOT = "'(' after not, or an operator (eq, ne, sw, co, ew, lt, le, gt, ge, in, nin, pr)";
const EXPECT_VALUE = "a value (a JSON string or number, true, false or null)";
const EXPECT_OPEN = "'('";
const EXPECT_COMMA_OR_CLOSE = "',' or ')'";
const EXPECT_AFTER_TERM_TOP = "'and', 'or' or end of input";
const EXPECT_AFTER_TERM_GROUP = "'and', 'or' or ')'";

// Kinds of open groups on the parser's stack.
const ROOT = 0;
const GROUP = 1;
const NOT = 2;

/** Whether the current word is `keyword` (lower-case letters), ignoring case, without slicing. */
function wordIs(lexer: _FilterLexer, keyword: string): boolean {
  const { text, start } = lexer;
  if (lexer.end - start !== keyword.length) return false;
  for (let i = 0; i < keyword.length; i++) {
    // Keywords are letters only, and `| 0x20` maps only letters onto lower-case letters.
    if ((text.charCodeAt(start + i) | 0x20) !== keyword.charCodeAt(i)) return false;
  }
  return true;
}

/** The operator the current word names, ignoring case. */
function operatorOf(lexer: _FilterLexer): FilterOperator | undefined {
  const { text, start } = lexer;
  const length = lexer.end - start;
  const first = text.charCodeAt(start) | 0x20;
  const second = text.charCodeAt(start + 1) | 0x20;
  if (length === 3)
    return first === 0x6e && second === 0x69 && (text.charCodeAt(start + 2) | 0x20) === 0x6e ? "nin" : undefined;
  if (length !== 2) return undefined;
  switch ((first << 8) | second) {
    case 0x6571:
      return "eq";
    case 0x6e65:
      return "ne";
    case 0x7377:
      return "sw";
    case 0x636f:
      return "co";
    case 0x6577:
      return "ew";
    case 0x6c74:
      return "lt";
    case 0x6c65:
      return "le";
    case 0x6774:
      return "gt";
    case 0x6765:
      return "ge";
    case 0x696e:
      return "in";
    case 0x7072:
      return "pr";
    default:
      return undefined;
  }
}

/** A failure of the parse: a syntax error, or the depth limit. */
type Failure = { readonly syntax: FilterSyntaxError } | { readonly depth: number };

/** Levels of nesting the shared stack holds before a parse needs its own. */
const SHARED_STACK_LEVELS = 64;

/**
 * The stack of enclosing groups, shared by all parses: parsing is synchronous
 * and calls no outside code, so two parses never use it at once, and a small
 * filter allocates none. A typed array holds no references for the garbage
 * collector to trace, which keeps deep nesting linear in practice too.
 */
let sharedStack: Int32Array | undefined;

/** The operands from `start` on, taken off the end of `nodes`. */
function takeFrom(nodes: FilterNode[], start: number): [FilterNode, FilterNode, ...FilterNode[]] {
  const operands = nodes.slice(start);
  // Popping is cheaper than shortening through `length`, which may trim the store.
  while (nodes.length > start) nodes.pop();
  return operands as [FilterNode, FilterNode, ...FilterNode[]];
}

/**
 * The parser's state. `nodes` holds the finished operands of every open
 * group: from `orStart` the operands of the innermost group's `or`, from
 * `andStart` those of the `and` chain being read. `enclosing` keeps, per
 * group around the innermost one, its kind, `orStart` and `andStart`.
 */
class FilterParser extends _FilterLexer {
  // Assigned in the constructor, as in the lexer.
  declare private readonly maxDepth: number;
  declare private readonly nodes: FilterNode[];
  declare private enclosing: Int32Array | undefined;
  declare private depth: number;
  declare private group: number;
  declare private orStart: number;
  declare private andStart: number;
  declare failure: Failure | undefined;

  constructor(text: string, maxDepth: number) {
    super(text);
    this.maxDepth = maxDepth;
    this.nodes = [];
    this.enclosing = undefined;
    this.depth = 0;
    this.group = ROOT;
    this.orStart = 0;
    this.andStart = 0;
    this.failure = undefined;
  }

  /** Records a syntax error at the current token; a malformed token reports its own problem. */
  private fail(expected: string): undefined {
    let position = this.start;
    let found: string;
    if (this.kind === TOKEN_ERROR) {
      position = this.errorPosition;
      expected = this.errorExpected;
      found = this.errorFound;
    } else if (this.kind === TOKEN_END) {
      found = END_OF_INPUT;
    } else if (this.kind === TOKEN_UNEXPECTED) {
      found = describeCharacter(this.text, position);
    } else {
      found = describeText(this.text, position, this.end);
    }
    const shown = found === END_OF_INPUT ? found : JSON.stringify(found);
    const message = `The filter is malformed at position ${position}: expected ${expected}, found ${shown}.`;
    this.failure = { syntax: { position, expected, found, message } };
    return undefined;
  }

  /** The literal of the current token, or `undefined` (with a failure) when it is none. */
  private value(): FilterValue | undefined {
    switch (this.kind) {
      case TOKEN_STRING:
        return this.stringValue;
      case TOKEN_NUMBER:
        return this.numberValue;
      case TOKEN_WORD:
        if (wordIs(this, "true")) return true;
        if (wordIs(this, "false")) return false;
        if (wordIs(this, "null")) return null;
    }
    return this.fail(EXPECT_VALUE);
  }

  /** The rest of a term after its attribute path; the current token is the one after the path. */
  private term(attribute: string, afterNot: boolean): FilterTermNode | undefined {
    const operator = this.kind === TOKEN_WORD ? operatorOf(this) : undefined;
    if (operator === undefined) return this.fail(afterNot ? EXPECT_OPERATOR_AFTER_NOT : EXPECT_OPERATOR);
    this.next();
    if (operator === "pr") return { kind: "present", attribute };
    if (operator === "in" || operator === "nin") {
      if (this.kind !== TOKEN_OPEN) return this.fail(EXPECT_OPEN);
      const values: FilterValue[] = [];
      for (;;) {
        this.next();
        const value = this.value();
        if (value === undefined) return undefined;
        values.push(value);
        if (this.next() === TOKEN_CLOSE) break;
        if (this.kind !== TOKEN_COMMA) return this.fail(EXPECT_COMMA_OR_CLOSE);
      }
      this.next();
      return { kind: "in", attribute, operator, values: values as [FilterValue, ...FilterValue[]] };
    }
    const value = this.value();
    if (value === undefined) return undefined;
    this.next();
    return { kind: "compare", attribute, operator, value };
  }

  /** Finishes the `and` chain being read into one operand of the group's `or`. */
  private closeAnd(): void {
    const nodes = this.nodes;
    const start = this.andStart;
    if (nodes.length - start > 1) nodes.push({ kind: "and", operands: takeFrom(nodes, start) });
    this.andStart = nodes.length;
  }

  /** Finishes the innermost group, taking its operands off `nodes`. */
  private closeOr(): FilterNode {
    this.closeAnd();
    const nodes = this.nodes;
    const start = this.orStart;
    return nodes.length - start > 1 ? { kind: "or", operands: takeFrom(nodes, start) } : (nodes.pop() as FilterNode);
  }

  /** Opens a group after its `(`; false (with a failure) past the depth limit. */
  private open(groupKind: number): boolean {
    if (this.depth >= this.maxDepth) {
      this.failure = { depth: this.maxDepth };
      return false;
    }
    sharedStack ??= new Int32Array(SHARED_STACK_LEVELS * 3);
    let stack = this.enclosing ?? sharedStack;
    const at = this.depth * 3;
    if (at === stack.length) {
      // Doubling keeps the copying linear. The grown stack is this parse's own.
      const grown = new Int32Array(stack.length * 2);
      grown.set(stack);
      stack = grown;
    }
    this.enclosing = stack;
    stack[at] = this.group;
    stack[at + 1] = this.orStart;
    stack[at + 2] = this.andStart;
    this.depth++;
    this.group = groupKind;
    this.orStart = this.andStart = this.nodes.length;
    this.next();
    return true;
  }

  /** Closes the innermost group after its `)`, and gives it to the enclosing one as an operand. */
  private close(): void {
    const group = this.closeOr();
    this.nodes.push(this.group === NOT ? { kind: "not", operand: group } : group);
    const stack = this.enclosing as Int32Array;
    const at = --this.depth * 3;
    this.group = stack[at] as number;
    this.orStart = stack[at + 1] as number;
    this.andStart = stack[at + 2] as number;
    this.next();
  }

  /**
   * The whole filter. A loop over tokens with an explicit stack of open
   * groups, never recursion, so nesting depth costs heap, not call stack.
   */
  parse(): FilterNode | undefined {
    this.next();
    for (;;) {
      // A term, `(` or `not (` is expected.
      if (this.kind === TOKEN_OPEN) {
        if (!this.open(GROUP)) return undefined;
        continue;
      }
      if (this.kind !== TOKEN_WORD) return this.fail(EXPECT_TERM);
      const pathStart = this.start;
      const pathEnd = this.end;
      const isNot = wordIs(this, "not");
      this.next();
      if (isNot && this.kind === TOKEN_OPEN) {
        if (!this.open(NOT)) return undefined;
        continue;
      }
      // Not followed by `(`, even `not` is an attribute name.
      const node = this.term(this.text.slice(pathStart, pathEnd), isNot);
      if (node === undefined) return undefined;
      // The most common filter, one term: no operand stack needed.
      if (this.kind === TOKEN_END && this.group === ROOT && this.nodes.length === 0) return node;
      this.nodes.push(node);
      // A finished operand: `and`, `or`, `)` of an open group, or the end may follow.
      for (;;) {
        if (this.kind === TOKEN_WORD) {
          if (wordIs(this, "and")) break;
          if (wordIs(this, "or")) {
            this.closeAnd();
            break;
          }
        } else if (this.kind === TOKEN_CLOSE && this.group !== ROOT) {
          this.close();
          continue;
        } else if (this.kind === TOKEN_END && this.group === ROOT) {
          return this.closeOr();
        }
        return this.fail(this.group === ROOT ? EXPECT_AFTER_TERM_TOP : EXPECT_AFTER_TERM_GROUP);
      }
      this.next();
    }
  }
}

function limitOption(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!(value >= 0 && (Number.isInteger(value) || value === Number.POSITIVE_INFINITY))) {
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
  const source = typeof text === "string" ? text : "";
  if (source.length > maxLength) return limitFailure(_detail("too_long", { maxLength: `${maxLength}` }));
  const parser = new FilterParser(source, maxDepth);
  const value = parser.parse();
  if (value !== undefined) return { ok: true, value };
  const failure = parser.failure as Failure;
  if ("depth" in failure)
    return limitFailure(_detail("max_nesting_depth_exceeded", { maxNestingDepth: `${failure.depth}` }));
  const { position, expected, found, message } = failure.syntax;
  return { ok: false, error: _syntaxBody(message, position, expected, found), syntax: failure.syntax };
}
