import type { BaseErrorBody, BuiltViolationDetail, ConstraintViolationsErrorBody } from "api-error-model";
import { INTEGER_PATTERN } from "../core/catalogue/integer-pattern.js";
import { asciiLower, findName } from "../list-rules/name-index.js";
import { isPathExpression } from "../list-rules/path-expression.js";
import { type _CompiledOperation, _compileOperation, type _NameLookup } from "./compile-operation.js";
import { _detail, _violationsBody } from "./error-bodies.js";
import type { FilterNode } from "./filter-ast.js";
import { parseFilter } from "./filter-parser.js";
import { _checkFilter } from "./filter-validate.js";
import {
  DEFAULT_START_INDEX,
  type ListOperation,
  MAX_LIST_QUERY_INTEGER,
  type SortDirection,
  type SortKey,
} from "./operation.js";
import { type _RawParameters, _readParameters, LIST_PARAMETERS } from "./query-string.js";

/**
 * The parsed list-query parameters of a request, with defaults applied.
 *
 * @public
 */
export interface ListQuery {
  /** The 1-based index of the first item (`start_index`, default 1). */
  readonly startIndex: number;
  /** The page size (`count`): the requested one, else the operation's default. */
  readonly count: number;
  /** The sort keys of `sort_by`, earlier ones first; empty when absent (the operation's default order). */
  readonly sortBy: readonly SortKey[];
  /** The attribute paths of `fields`, spelled as declared, without repeats; absent means every attribute. */
  readonly fields?: readonly string[];
  /** The filter of `query`, attribute names spelled as declared; absent means every item. */
  readonly filter?: FilterNode;
}

/**
 * The parameters {@link parseListQuery} reads: a query string (with or
 * without the leading `?`), a `URLSearchParams`, or a record of values (a
 * list of values for a repeated parameter).
 *
 * @public
 */
export type ListQueryParams =
  | string
  | URLSearchParams
  | { readonly [name: string]: string | readonly string[] | undefined };

/**
 * What {@link parseListQuery} returns: the query, or the error body to answer
 * with (status 400 for both kinds).
 *
 * @public
 */
export type ListQueryResult =
  | { readonly ok: true; readonly value: ListQuery }
  | {
      readonly ok: false;
      readonly error: ConstraintViolationsErrorBody | (BaseErrorBody & { readonly code: "invalid_request" });
    };

// The integer pattern is written once, in the root, and shared with the bridges.
export { INTEGER_PATTERN };

/** The problems found, per parameter (by its index in LIST_PARAMETERS). */
type Problems = BuiltViolationDetail[][];

/** Records a problem of the parameter in `slot`; identical details are kept once. */
function addProblem(problems: Problems, slot: number, detail: BuiltViolationDetail): void {
  problems[slot] ??= [];
  const list = problems[slot];
  const text = JSON.stringify(detail);
  // Few distinct details exist per parameter, so this scan stays short.
  if (!list.some((known) => JSON.stringify(known) === text)) list.push(detail);
}

/** The integer that `text` spells (`^-?[0-9]+$`), or `undefined`; checked by hand, in one pass. */
function readInteger(text: string): number | undefined {
  const end = text.length;
  const negative = text.charCodeAt(0) === 45; /* - */
  let i = negative ? 1 : 0;
  if (i === end) return undefined;
  // The value is summed while checking; exact up to 15 digits (below 2^53), longer ones go through Number.
  let sum = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
    sum = sum * 10 + (c - 48);
  }
  if (end <= 15) return negative ? -sum : sum;
  // Longer ones may round, but any integer above 2^53 - 1 rounds to 2^53 or more, so the bound check stays exact
  // (Infinity, for over ~309 digits, is above it too).
  return Number(text);
}

/**
 * `start_index` (slot 0, 1 to MAX_LIST_QUERY_INTEGER) or `count` (slot 1, 0 to `max`, which is at most that), sent
 * as `text`; `-0` is 0. A value in bounds is exact, so it is answered as sent, without exponent.
 */
function parseInteger(text: string, slot: number, min: number, max: number, problems: Problems): number {
  const value = readInteger(text);
  if (value === undefined) addProblem(problems, slot, _detail("failed_regex_match", { regexPattern: INTEGER_PATTERN }));
  else if (value < min) addProblem(problems, slot, _detail("less_than", { minValue: `${min}` }));
  else if (value > max) addProblem(problems, slot, _detail("greater_than", { maxValue: `${max}` }));
  return (value as number) + 0;
}

/**
 * Reads `sort_by` (slot 2: sort keys) or `fields` (slot 3: paths), sent as
 * `text`, as declared names; a name not declared is recorded as a problem. A `sort_by`
 * segment is split at its colon: the next colon is searched again only once
 * passed (it may lie segments ahead), so the scan stays linear. A name given
 * twice is kept once; in `sort_by` it is `duplicate_elements`.
 */
function parseList(text: string, slot: 2 | 3, lookup: _NameLookup, problems: Problems): SortKey[] | string[] {
  const n = text.length;
  let start = 0;
  const names: string[] = [];
  const keys: SortKey[] = [];
  // `fields` has no directions: its colon is "past the end", and a path with one is no path.
  let colon = slot === 2 ? -1 : n;
  for (;;) {
    let end = text.indexOf(",", start);
    if (end === -1 || end > n) end = n;
    if (colon < start) {
      colon = text.indexOf(":", start);
      if (colon === -1) colon = n;
    }
    const nameEnd = colon < end ? colon : end;
    const name = findName(lookup, text.slice(start, nameEnd));
    // Declared names are valid paths, so the syntax is checked only for a name that is not one.
    if (name === undefined) {
      addProblem(
        problems,
        slot,
        isPathExpression(text, start, nameEnd)
          ? _detail("disallowed_enum", { allowedValues: lookup.allowed })
          : _detail("invalid_path_expression"),
      );
    }
    let direction: SortDirection = "asc";
    if (nameEnd < end) {
      // Any case; mostly written in lower case, which needs no lower-casing.
      const word = text.slice(nameEnd + 1, end);
      const lower = word === "asc" || word === "desc" ? word : asciiLower(word);
      if (lower === "asc" || lower === "desc") direction = lower;
      else addProblem(problems, 2, _detail("disallowed_enum", { allowedValues: "asc,desc" }));
    }
    // With a bad direction the keys are not used (the result is an error), but the name counts for duplicates.
    if (name !== undefined) {
      if (slot === 3) {
        if (!names.includes(name)) names.push(name);
      } else if (keys.some((key) => key.attribute === name)) addProblem(problems, 2, _detail("duplicate_elements"));
      else keys.push({ attribute: name, direction });
    }
    if (end === n) return slot === 2 ? keys : names;
    start = end + 1;
  }
}

/** Empty, or only the filter language's whitespace. */
const BLANK = /^[ \t\n\r]*$/;

/** The checked filter of `query`: the filter, or the syntax error body, after recording any violation. */
function filterOf(
  text: string,
  compiled: _CompiledOperation,
  problems: Problems,
): FilterNode | (BaseErrorBody & { readonly code: "invalid_request" }) | undefined {
  // An empty or blank `query` (its documented default is "") means no filter.
  if (BLANK.test(text)) return undefined;
  const parsed = parseFilter(text, compiled);
  if (!parsed.ok) {
    if (parsed.violation === undefined) return parsed.error;
    addProblem(problems, 4, parsed.violation);
    return undefined;
  }
  const checked = _checkFilter(parsed.value, compiled);
  if (checked.ok) return checked.value;
  for (const detail of checked.violations) addProblem(problems, 4, detail);
  return undefined;
}

/** The value of a parameter sent once; `size_greater_than` when it was sent more than once. */
function single(raw: _RawParameters, slot: number, problems: Problems): string | undefined {
  const sent = raw[slot];
  if (sent === undefined) return undefined;
  if (sent.count > 1) addProblem(problems, slot, _detail("size_greater_than", { maxSize: "1" }));
  return sent.count === 1 ? sent.value : undefined;
}

/**
 * Parses and checks the list-query parameters of a queryable operation:
 * `start_index`, `count`, `sort_by`, `fields` and `query`.
 *
 * @remarks
 * Every problem is collected, not only the first: the result is then one
 * `request_constraint_violations` error listing each bad parameter under its
 * wire name (identical details once):
 *
 * - `start_index` (default 1) and `count` (default and maximum from the
 *   operation, 50 and 100 when not declared): a value not matching
 *   `^-?[0-9]+$` gives `failed_regex_match` (regexPattern
 *   {@link INTEGER_PATTERN}); `start_index` below 1 gives `less_than`
 *   (minValue "1"); `count` below 0 gives `less_than` (minValue "0"), above
 *   the maximum `greater_than` (maxValue). `count=0` is valid (only
 *   `totalResults`); a `start_index` past the end is valid (an empty page).
 *   Either above `MAX_LIST_QUERY_INTEGER` (2^53 - 1, which bounds an
 *   operation's maximum `count` too) gives `greater_than` (maxValue
 *   "9007199254740991"): a larger value could not be answered exactly.
 * - any parameter sent more than once: `size_greater_than` (maxSize "1").
 * - `sort_by` (`attr[:asc|:desc]`, comma-separated, direction `asc` by
 *   default): an attribute that is not sortable gives `disallowed_enum`
 *   (allowedValues: the sortable attributes, comma-joined); a direction other
 *   than asc or desc `disallowed_enum` (allowedValues "asc,desc"); an
 *   attribute named twice `duplicate_elements`; an empty segment or path part
 *   `invalid_path_expression`.
 * - `fields` (comma-separated paths): a path that is not selectable gives
 *   `disallowed_enum` (allowedValues: the selectable paths); an empty one
 *   `invalid_path_expression`; a path named twice is kept once.
 * - `query`: empty or blank means no filter, as when absent; otherwise the
 *   filter's violations (an attribute that is not filterable,
 *   an operator it does not allow, a literal of the wrong type, too long, too
 *   deeply nested). A filter syntax error is a 400 `base_error` with code
 *   `invalid_request` and `details: { parameter: "query", position, expected }`,
 *   returned only when it is the only problem.
 *
 * Attribute names and directions match ignoring case and come back spelled
 * as declared. Other parameters are ignored. Every call returns fresh
 * values; nothing parsed is cached (only the operation's lookups are, per
 * declaration object). A record's values that are numbers, booleans or
 * bigints are read as their string; other non-string values are ignored.
 * Never throws on input, and takes time linear in its length.
 *
 * @param params - a query string, a `URLSearchParams`, or a record of values
 * @param operation - what the operation lets clients sort, select and filter by, and its `count` limits
 * @returns `{ ok: true, value }` with the query, or `{ ok: false, error }` with the body to answer with status 400
 * @throws TypeError when `operation` is not a well-formed declaration (a programming error)
 *
 * @example
 * ```ts
 * const result = parseListQuery(new URL(request.url).searchParams, listUsers);
 * if (!result.ok) throw new ApiError(result.error); // 400
 * const body = paginate(users, result.value, listUsers);
 * ```
 * @public
 */
export function parseListQuery(params: ListQueryParams, operation: ListOperation): ListQueryResult {
  const compiled = _compileOperation(operation);
  const raw = _readParameters(params);
  const problems: Problems = [];
  const startText = single(raw, 0, problems);
  const countText = single(raw, 1, problems);
  const sortText = single(raw, 2, problems);
  const fieldsText = single(raw, 3, problems);
  const filterText = single(raw, 4, problems);
  const startIndex =
    startText === undefined ? DEFAULT_START_INDEX : parseInteger(startText, 0, 1, MAX_LIST_QUERY_INTEGER, problems);
  const count =
    countText === undefined ? compiled.countDefault : parseInteger(countText, 1, 0, compiled.countMax, problems);
  const sortBy = sortText === undefined ? [] : (parseList(sortText, 2, compiled.sortable, problems) as SortKey[]);
  const fields =
    fieldsText === undefined ? undefined : (parseList(fieldsText, 3, compiled.selectable, problems) as string[]);
  const filter = filterText === undefined ? undefined : filterOf(filterText, compiled, problems);
  if (problems.length > 0) {
    // Keys in the order of LIST_PARAMETERS, whatever order the problems were found in.
    const violations: Record<string, BuiltViolationDetail[]> = {};
    problems.forEach((list, slot) => {
      violations[LIST_PARAMETERS[slot] as string] = list;
    });
    return { ok: false, error: _violationsBody(violations) };
  }
  // The filter syntax error is answered only when nothing else is wrong.
  if (filter !== undefined && !("kind" in filter)) return { ok: false, error: filter };
  // Absent members are left out, not set to undefined.
  const value: { -readonly [K in keyof ListQuery]: ListQuery[K] } = { startIndex, count, sortBy };
  if (fields !== undefined) value.fields = fields;
  if (filter !== undefined) value.filter = filter;
  return { ok: true, value };
}
