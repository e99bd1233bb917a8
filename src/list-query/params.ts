import type { BaseErrorBody, ConstraintViolationsErrorBody } from "../bodies.js";
import { type BuiltViolationDetail, constraintViolationsError, violation } from "../build.js";
import type { FilterNode } from "./filter-ast.js";
import { parseFilter } from "./filter-parser.js";
import { validateFilter } from "./filter-validate.js";
import { _freezeFilter } from "./memo.js";
import {
  type _CompiledOperation,
  _compileOperation,
  _isPathExpression,
  _lookupName,
  type _NameLookup,
  DEFAULT_START_INDEX,
  type ListOperation,
  type SortDirection,
  type SortKey,
} from "./operation.js";
import { type _RawParameters, _readParameters, LIST_PARAMETERS, type ListParameter } from "./query-string.js";

/**
 * The parsed list-query parameters of a request, with defaults applied.
 *
 * @remarks
 * `sortBy`, `fields` and `filter` may be shared with other requests that sent
 * the same values (see {@link parseListQuery}), and are then frozen.
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

/**
 * The pattern reported (`failed_regex_match`) for `start_index` or `count`
 * when the value is not an integer.
 *
 * @public
 */
export const INTEGER_PATTERN = "^-?[0-9]+$";

/** A problem found: the parameter and its violation detail. */
interface Problem {
  readonly parameter: ListParameter;
  readonly detail: BuiltViolationDetail;
}

/** Problems found so far; identical details of one parameter are listed once. */
type Problems = Problem[];

function sameDetail(a: BuiltViolationDetail, b: BuiltViolationDetail): boolean {
  return a.code === b.code && JSON.stringify(a.constraintAttributes) === JSON.stringify(b.constraintAttributes);
}

function addProblem(problems: Problems, parameter: ListParameter, detail: BuiltViolationDetail): void {
  // Few distinct details exist per parameter, so this scan stays short.
  if (!problems.some((known) => known.parameter === parameter && sameDetail(known.detail, detail))) {
    problems.push({ parameter, detail });
  }
}

/** The integer that `text[start, end)` spells (`^-?[0-9]+$`), or `undefined`; checked by hand, in one pass. */
function readInteger(text: string, start: number, end: number): number | undefined {
  const negative = text.charCodeAt(start) === 45; /* - */
  let i = negative ? start + 1 : start;
  if (i === end) return undefined;
  // The value is summed while checking; exact up to 15 digits (below 2^53), longer ones go through Number.
  let sum = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
    sum = sum * 10 + (c - 48);
  }
  if (end - start <= 15) return negative ? -sum : sum;
  const value = Number(text.slice(start, end));
  // Over ~309 digits Number gives Infinity; the largest double is still an integer and still past any end.
  return value === Number.POSITIVE_INFINITY ? Number.MAX_VALUE : value === Number.NEGATIVE_INFINITY ? -1 : value;
}

function parseStartIndex(raw: _RawParameters, problems: Problems): number {
  const value = readInteger(raw.texts[0] as string, raw.starts[0] as number, raw.ends[0] as number);
  if (value === undefined) {
    addProblem(problems, "start_index", violation("failed_regex_match", { regexPattern: INTEGER_PATTERN }));
  } else if (value < 1) {
    addProblem(problems, "start_index", violation("less_than", { minValue: 1 }));
  }
  return value as number;
}

function parseCount(raw: _RawParameters, max: number, problems: Problems): number {
  const value = readInteger(raw.texts[1] as string, raw.starts[1] as number, raw.ends[1] as number);
  if (value === undefined) {
    addProblem(problems, "count", violation("failed_regex_match", { regexPattern: INTEGER_PATTERN }));
  } else if (value < 0) {
    addProblem(problems, "count", violation("less_than", { minValue: 0 }));
  } else if (value > max) {
    addProblem(problems, "count", violation("greater_than", { maxValue: max }));
  }
  // `-0` is 0.
  return (value as number) + 0;
}

/** The declared spelling of the list segment `text[start, end)`, or `undefined` after recording the problem. */
function declaredPath(
  text: string,
  start: number,
  end: number,
  lookup: _NameLookup,
  parameter: ListParameter,
  problems: Problems,
): string | undefined {
  const name = _lookupName(lookup, text, start, end);
  if (name !== undefined) return name;
  // Declared names are valid paths, so the syntax is checked only for a name that is not one.
  if (_isPathExpression(text, start, end)) {
    addProblem(problems, parameter, violation("disallowed_enum", { allowedValues: lookup.allowed }));
  } else {
    addProblem(problems, parameter, violation("invalid_path_expression"));
  }
  return undefined;
}

/** The direction written in `text[start, end)` (any case), or `undefined` when it is neither asc nor desc. */
function direction(text: string, start: number, end: number): SortDirection | undefined {
  const length = end - start;
  if (length === 4 && (text.startsWith("desc", start) || text.slice(start, end).toLowerCase() === "desc"))
    return "desc";
  if (length === 3 && (text.startsWith("asc", start) || text.slice(start, end).toLowerCase() === "asc")) return "asc";
  return undefined;
}

function hasAttribute(keys: readonly SortKey[], attribute: string): boolean {
  for (const key of keys) if (key.attribute === attribute) return true;
  return false;
}

/**
 * Reads `sort_by` without slicing its segments. The next colon is searched
 * again only once passed (it may lie segments ahead), so the scan stays linear.
 */
function parseSortBy(text: string, lookup: _NameLookup, problems: Problems): SortKey[] {
  const keys: SortKey[] = [];
  const n = text.length;
  let start = 0;
  let colon = -1;
  for (;;) {
    let comma = text.indexOf(",", start);
    if (comma === -1) comma = n;
    if (colon < start) {
      colon = text.indexOf(":", start);
      if (colon === -1) colon = n;
    }
    const end = comma;
    const nameEnd = colon < end ? colon : end;
    const attribute = declaredPath(text, start, nameEnd, lookup, "sort_by", problems);
    let written: SortDirection | undefined = "asc";
    if (nameEnd < end) {
      written = direction(text, nameEnd + 1, end);
      if (written === undefined) {
        addProblem(problems, "sort_by", violation("disallowed_enum", { allowedValues: "asc,desc" }));
      }
    }
    if (attribute !== undefined) {
      if (hasAttribute(keys, attribute)) {
        addProblem(problems, "sort_by", violation("duplicate_elements"));
      } else {
        // With a bad direction the keys are not used (the result is an error), but the attribute counts for duplicates.
        keys.push({ attribute, direction: written ?? "asc" });
      }
    }
    if (end === n) return keys;
    start = end + 1;
  }
}

/** Reads `fields` without slicing its segments. */
function parseFields(text: string, lookup: _NameLookup, problems: Problems): string[] {
  const fields: string[] = [];
  const n = text.length;
  let start = 0;
  for (;;) {
    let end = text.indexOf(",", start);
    if (end === -1) end = n;
    const path = declaredPath(text, start, end, lookup, "fields", problems);
    // A path named twice is the same selection: kept once.
    if (path !== undefined && !fields.includes(path)) fields.push(path);
    if (end === n) return fields;
    start = end + 1;
  }
}

/** The value of a parameter read once. */
function parameterValue(raw: _RawParameters, slot: number): string {
  return (raw.texts[slot] as string).slice(raw.starts[slot], raw.ends[slot]);
}

/**
 * The sort keys of `sort_by`, from the operation's memo when this value was
 * parsed before without a problem.
 */
function sortByOf(text: string, compiled: _CompiledOperation, problems: Problems): readonly SortKey[] {
  const known = compiled.sortByMemo.get(text);
  if (known !== undefined) return known;
  const found = problems.length;
  const keys = parseSortBy(text, compiled.sortable, problems);
  if (problems.length > found) return keys;
  const frozen = Object.freeze(keys.map((key) => Object.freeze(key)));
  compiled.sortByMemo.set(text, frozen);
  return frozen;
}

/** The paths of `fields`, memoised as `sort_by`. */
function fieldsOf(text: string, compiled: _CompiledOperation, problems: Problems): readonly string[] {
  const known = compiled.fieldsMemo.get(text);
  if (known !== undefined) return known;
  const found = problems.length;
  const fields = parseFields(text, compiled.selectable, problems);
  if (problems.length > found) return fields;
  const frozen = Object.freeze(fields);
  compiled.fieldsMemo.set(text, frozen);
  return frozen;
}

/**
 * The checked filter of `query`, memoised as `sort_by`: the filter, or the
 * syntax error body, after recording any violation.
 */
function filterOf(
  text: string,
  compiled: _CompiledOperation,
  problems: Problems,
): FilterNode | (BaseErrorBody & { readonly code: "invalid_request" }) | undefined {
  const known = compiled.filterMemo.get(text);
  if (known !== undefined) return known;
  const parsed = parseFilter(text, compiled.filterOptions);
  if (!parsed.ok) {
    if (parsed.violation === undefined) return parsed.error;
    addProblem(problems, "query", parsed.violation);
    return undefined;
  }
  const checked = validateFilter(parsed.value, compiled.filterable);
  if (!checked.ok) {
    for (const detail of checked.violations) addProblem(problems, "query", detail);
    return undefined;
  }
  const frozen = _freezeFilter(checked.value);
  compiled.filterMemo.set(text, frozen);
  return frozen;
}

/** Whether a parameter has one value to read; `size_greater_than` when it was sent more than once. */
function single(raw: _RawParameters, slot: number, problems: Problems): boolean {
  const count = raw.counts[slot] as number;
  if (count > 1) {
    addProblem(problems, LIST_PARAMETERS[slot] as ListParameter, violation("size_greater_than", { maxSize: 1 }));
  }
  return count === 1;
}

function violationsError(problems: Problems): ConstraintViolationsErrorBody {
  // Keys in the order of LIST_PARAMETERS, whatever order the problems were found in.
  const violations: Record<string, readonly [BuiltViolationDetail, ...BuiltViolationDetail[]]> = {};
  for (const parameter of LIST_PARAMETERS) {
    const list = problems.filter((problem) => problem.parameter === parameter).map((problem) => problem.detail);
    if (list.length > 0) violations[parameter] = list as [BuiltViolationDetail, ...BuiltViolationDetail[]];
  }
  return constraintViolationsError({ code: "request_constraint_violations", violations });
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
 *   `totalResults`); a huge `start_index` is valid (past the end).
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
 * - `query`: the filter's violations (an attribute that is not filterable,
 *   an operator it does not allow, a literal of the wrong type, too long, too
 *   deeply nested). A filter syntax error is a 400 `base_error` with code
 *   `invalid_request` and `details: { parameter: "query", position, expected }`,
 *   returned only when it is the only problem.
 *
 * Attribute names and directions match ignoring case and come back spelled
 * as declared. Other parameters are ignored. Values of `sort_by`, `fields`
 * and `query` that parsed without a problem are memoised per operation (a
 * few dozen each) and shared, frozen, by later requests that send them. A record's values that are
 * numbers, booleans or bigints are read as their string; other non-string
 * values are ignored. Never throws on input, and takes time linear in its
 * length.
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
  const startIndex = single(raw, 0, problems) ? parseStartIndex(raw, problems) : DEFAULT_START_INDEX;
  const count = single(raw, 1, problems) ? parseCount(raw, compiled.countMax, problems) : compiled.countDefault;
  const sortBy = single(raw, 2, problems) ? sortByOf(parameterValue(raw, 2), compiled, problems) : [];
  const fields = single(raw, 3, problems) ? fieldsOf(parameterValue(raw, 3), compiled, problems) : undefined;
  const filter = single(raw, 4, problems) ? filterOf(parameterValue(raw, 4), compiled, problems) : undefined;

  if (problems.length > 0) return { ok: false, error: violationsError(problems) };
  // The filter syntax error is answered only when nothing else is wrong.
  if (filter !== undefined && !("kind" in filter)) return { ok: false, error: filter };
  const value: { -readonly [K in keyof ListQuery]: ListQuery[K] } = { startIndex, count, sortBy };
  if (fields !== undefined) value.fields = fields;
  if (filter !== undefined) value.filter = filter;
  return { ok: true, value };
}
