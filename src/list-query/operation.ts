import { ownMember } from "../json-object.js";
import type { ValueType } from "./compare.js";
import type { _ResolvedAttribute, FilterableAttributes } from "./filter-validate.js";
import { _exactName, type _NameIndex, _nameIndex } from "./name-index.js";

/**
 * The default `start_index`: the first item (the index is 1-based).
 *
 * @public
 */
export const DEFAULT_START_INDEX = 1;

/**
 * The default `count` when an operation declares none.
 *
 * @public
 */
export const DEFAULT_COUNT = 50;

/**
 * The default maximum `count` when an operation declares none.
 *
 * @public
 */
export const DEFAULT_MAX_COUNT = 100;

/**
 * A sort direction of `sort_by`: `asc` (the default) or `desc`.
 *
 * @public
 */
export type SortDirection = "asc" | "desc";

/**
 * One key of a sort order: an attribute and its direction.
 *
 * @public
 */
export interface SortKey {
  /** The dotted attribute path, spelled as the operation declares it. */
  readonly attribute: string;
  /** `asc` or `desc`. */
  readonly direction: SortDirection;
}

/**
 * A sort key as callers write it: the direction may be left out (`asc`).
 *
 * @public
 */
export interface SortKeyInit {
  /** The dotted attribute path. */
  readonly attribute: string;
  /** `asc` (the default) or `desc`. */
  readonly direction?: SortDirection;
}

/**
 * What a queryable operation declares about its list-query parameters.
 *
 * @remarks
 * Treat a declaration as immutable: {@link parseListQuery} compiles it once
 * (and caches the result per object), so changes made afterwards are not seen.
 *
 * @example
 * ```ts
 * const listUsers: ListOperation = {
 *   sortable: ["givenName", "familyName", "email"],
 *   selectable: ["id", "givenName", "familyName", "email"],
 *   filterable: { givenName: "string", emailVerified: "boolean", createdAt: "date-time" },
 *   count: { default: 50, max: 100 },
 * };
 * ```
 * @public
 */
export interface ListOperation {
  /** The attributes `sort_by` may name (dotted paths); matched exactly, else ignoring case. */
  readonly sortable: readonly string[];
  /** The attribute paths `fields` may name; matched exactly, else ignoring case. */
  readonly selectable: readonly string[];
  /** The attributes `query` may name, with their value type and allowed operators. */
  readonly filterable: FilterableAttributes;
  /** The default (50) and maximum (100) of `count`; with only a `max` below 50, the default is that `max`. */
  readonly count?: {
    /** The page size when `count` is absent; {@link DEFAULT_COUNT} when absent. */
    readonly default?: number;
    /** The largest `count` accepted; {@link DEFAULT_MAX_COUNT} when absent. */
    readonly max?: number;
  };
  /** Limits of the filter in `query` (defaults: length 2000, depth 32; `Infinity` for none). */
  readonly query?: {
    /** The longest filter accepted, in characters. */
    readonly maxLength?: number;
    /** The deepest nesting of parentheses accepted. */
    readonly maxDepth?: number;
  };
  /** The order used when `sort_by` is absent; the order of the data when this is absent too. */
  readonly defaultSort?: readonly SortKeyInit[];
}

/**
 * A {@link ListOperation} prepared for fast parsing: lookups built once.
 *
 * @internal
 */
export interface _CompiledOperation {
  readonly sortable: _NameLookup;
  readonly selectable: _NameLookup;
  readonly countDefault: number;
  readonly countMax: number;
  readonly filterOptions: { readonly maxLength?: number; readonly maxDepth?: number };
  readonly filterable: FilterableAttributes;
  readonly defaultSort: readonly SortKey[];
  /** The lookup of `filterable`, made when a filter first needs it. */
  resolve?: (attribute: string) => _ResolvedAttribute | undefined;
}

/**
 * Declared names by exact spelling and by lower-case spelling, and the
 * comma-joined list for `allowedValues`.
 *
 * @internal
 */
export interface _NameLookup extends _NameIndex {
  /** The declared names, comma-joined, as a violation's allowedValues. */
  readonly allowed: string;
}

/**
 * Throws the TypeError of a value that is a programming error, not bad
 * input: `${what} ${value as JSON}`.
 *
 * @internal
 */
export function _invalid(what: string, value: unknown): never {
  throw new TypeError(`${what} ${JSON.stringify(value) ?? String(value)}`);
}

/** A malformed declaration: a programming error, not bad input. */
function invalid(what: string, value: unknown): never {
  return _invalid(`ListOperation.${what}: invalid`, value);
}

function nameLookup(what: string, names: unknown): _NameLookup {
  if (!Array.isArray(names)) invalid(what, names);
  for (const name of names) {
    if (typeof name !== "string" || !_isPathExpression(name)) invalid(what, name);
  }
  return { ..._nameIndex(names as string[]), allowed: names.join(",") };
}

/**
 * Finds the declared spelling of the name `text[start, end)`: the exact one,
 * else the one equal ignoring case.
 *
 * @remarks
 * The name is sliced and compared with `===` to the few declared names of
 * its length: the engine's comparison is faster than one in JavaScript
 * character by character. Only a name not spelled as declared is
 * lower-cased and looked up.
 *
 * @internal
 */
export function _lookupName(lookup: _NameLookup, text: string, start: number, end: number): string | undefined {
  const word = text.slice(start, end);
  return _exactName(lookup, word) ?? lookup.lower.get(word.toLowerCase());
}

/**
 * Tells whether `text[start, end)` is a path expression: field names (at
 * least one character, no `,` or `:`) joined by single periods.
 *
 * @internal
 */
export function _isPathExpression(text: string, start: number = 0, end: number = text.length): boolean {
  if (start === end) return false;
  let segmentStart = start;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 /* . */) {
      if (i === segmentStart) return false;
      segmentStart = i + 1;
    } else if (c === 44 /* , */ || c === 58 /* : */) {
      return false;
    }
  }
  return segmentStart !== end;
}

function limit(what: string, value: unknown, allowInfinity = false): number {
  return typeof value === "number" && (Number.isInteger(value) || (allowInfinity && value === Infinity)) && value >= 0
    ? value
    : invalid(what, value);
}

/**
 * The default and the maximum `count` of an operation.
 *
 * @throws TypeError for limits that are not non-negative integers, or a default above the maximum
 * @internal
 */
export function _countLimits(operation: ListOperation): [countDefault: number, countMax: number] {
  const countMax = limit("count.max", operation.count?.max ?? DEFAULT_MAX_COUNT);
  const countDefault = limit("count.default", operation.count?.default ?? Math.min(DEFAULT_COUNT, countMax));
  return countDefault > countMax ? invalid("count.default", countDefault) : [countDefault, countMax];
}

/**
 * A sort key with its direction filled in (`asc` by default), or `undefined`
 * when the attribute is not a path expression or the direction is neither
 * asc nor desc.
 *
 * @internal
 */
export function _sortKey(key: SortKeyInit | undefined): SortKey | undefined {
  const direction = key?.direction ?? "asc";
  return typeof key?.attribute === "string" &&
    _isPathExpression(key.attribute) &&
    (direction === "asc" || direction === "desc")
    ? { attribute: key.attribute, direction }
    : undefined;
}

const compiled = new WeakMap<ListOperation, _CompiledOperation>();
// Servers mostly answer one operation many times in a row: checked before the WeakMap.
let lastOperation: ListOperation | undefined;
let lastCompiled: _CompiledOperation | undefined;

/**
 * Compiles (once per object) and returns the lookups of an operation.
 *
 * @throws TypeError for a declaration that is not well-formed (a programming error, not bad input)
 * @internal
 */
export function _compileOperation(operation: ListOperation): _CompiledOperation {
  // Small, so that the compiler inlines this check into every caller; the rest is out of line.
  return operation === lastOperation ? (lastCompiled as _CompiledOperation) : cachedCompile(operation);
}

function cachedCompile(operation: ListOperation): _CompiledOperation {
  let result = compiled.get(operation);
  if (result === undefined) {
    const [countDefault, countMax] = _countLimits(operation);
    const filterOptions: { maxLength?: number; maxDepth?: number } = {};
    for (const key of ["maxLength", "maxDepth"] as const) {
      const value = operation.query?.[key];
      // The filter parser takes Infinity for "no limit".
      if (value !== undefined) filterOptions[key] = limit(`query.${key}`, value, true);
    }
    result = {
      sortable: nameLookup("sortable", operation.sortable),
      selectable: nameLookup("selectable", operation.selectable),
      countDefault,
      countMax,
      filterOptions,
      filterable: operation.filterable,
      defaultSort: (operation.defaultSort ?? []).map((key) => _sortKey(key) ?? invalid("defaultSort", key)),
    };
    compiled.set(operation, result);
  }
  lastOperation = operation;
  lastCompiled = result;
  return result;
}

/**
 * The declared value type of an attribute (from `filterable`), which decides
 * how sorting compares its values; `undefined` when not declared.
 *
 * @internal
 */
export function _declaredType(filterable: FilterableAttributes | undefined, attribute: string): ValueType | undefined {
  const declared = filterable && (ownMember(filterable, attribute) as FilterableAttributes[string]);
  return typeof declared === "string" ? declared : declared?.type;
}
