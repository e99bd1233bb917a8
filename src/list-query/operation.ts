import type { ValueType } from "./compare.js";
import type { FilterNode } from "./filter-ast.js";
import type { FilterableAttributes } from "./filter-validate.js";
import { _Memo } from "./memo.js";
import { _equalAt } from "./query-string.js";

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
  readonly sortByMemo: _Memo<readonly SortKey[]>;
  readonly fieldsMemo: _Memo<readonly string[]>;
  readonly filterMemo: _Memo<FilterNode>;
}

/**
 * Declared names by exact spelling and by lower-case spelling, and the
 * comma-joined list for `allowedValues`.
 *
 * @internal
 */
export interface _NameLookup {
  /** Declared names by their length: a name is found by comparing in place with the few of its length. */
  readonly byLength: readonly (readonly string[] | undefined)[];
  readonly lower: ReadonlyMap<string, string>;
  readonly allowed: string;
}

function nameLookup(what: string, names: unknown): _NameLookup {
  if (!Array.isArray(names)) throw new TypeError(`ListOperation.${what} must be a list of attribute paths`);
  const byLength: string[][] = [];
  const lower = new Map<string, string>();
  for (const name of names) {
    if (typeof name !== "string" || !_isPathExpression(name)) {
      throw new TypeError(`ListOperation.${what}: ${JSON.stringify(name)} is not an attribute path`);
    }
    // The first declared spelling wins when two differ only by case.
    if (!lower.has(name.toLowerCase())) lower.set(name.toLowerCase(), name);
    const sameLength = byLength[name.length];
    if (sameLength === undefined) byLength[name.length] = [name];
    else sameLength.push(name);
  }
  return { byLength, lower, allowed: names.join(",") };
}

/**
 * Finds the declared spelling of the name `text[start, end)`: the exact one,
 * else the one equal ignoring case.
 *
 * @remarks
 * Compares in place with the declared names of the same length, without
 * slicing or hashing; only a name not spelled as declared is sliced and
 * lower-cased.
 *
 * @internal
 */
export function _lookupName(lookup: _NameLookup, text: string, start: number, end: number): string | undefined {
  const sameLength = lookup.byLength[end - start];
  if (sameLength !== undefined) {
    for (const name of sameLength) if (_equalAt(text, start, name)) return name;
  }
  return lookup.lower.get(text.slice(start, end).toLowerCase());
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
  if (typeof value !== "number" || !(Number.isInteger(value) || (allowInfinity && value === Infinity)) || value < 0) {
    throw new TypeError(`ListOperation.${what} must be a non-negative integer, got ${String(value)}`);
  }
  return value;
}

function sortKeys(keys: readonly SortKeyInit[] | undefined): readonly SortKey[] {
  if (keys === undefined) return [];
  return keys.map((key) => {
    if (typeof key?.attribute !== "string" || !_isPathExpression(key.attribute)) {
      throw new TypeError(`ListOperation.defaultSort: ${JSON.stringify(key?.attribute)} is not an attribute path`);
    }
    const direction = key.direction ?? "asc";
    if (direction !== "asc" && direction !== "desc") {
      throw new TypeError(`ListOperation.defaultSort: direction must be asc or desc, got ${String(direction)}`);
    }
    return { attribute: key.attribute, direction };
  });
}

const compiled = new WeakMap<ListOperation, _CompiledOperation>();

/**
 * Compiles (once per object) and returns the lookups of an operation.
 *
 * @throws TypeError for a declaration that is not well-formed (a programming error, not bad input)
 * @internal
 */
export function _compileOperation(operation: ListOperation): _CompiledOperation {
  const cached = compiled.get(operation);
  if (cached !== undefined) return cached;
  const countMax = limit("count.max", operation.count?.max ?? DEFAULT_MAX_COUNT);
  const countDefault = limit("count.default", operation.count?.default ?? Math.min(DEFAULT_COUNT, countMax));
  if (countDefault > countMax) {
    throw new TypeError(`ListOperation.count.default (${countDefault}) is above count.max (${countMax})`);
  }
  const filterOptions: { maxLength?: number; maxDepth?: number } = {};
  // The filter parser takes Infinity for "no limit".
  const { maxLength, maxDepth } = operation.query ?? {};
  if (maxLength !== undefined) filterOptions.maxLength = limit("query.maxLength", maxLength, true);
  if (maxDepth !== undefined) filterOptions.maxDepth = limit("query.maxDepth", maxDepth, true);
  const result: _CompiledOperation = {
    sortable: nameLookup("sortable", operation.sortable),
    selectable: nameLookup("selectable", operation.selectable),
    countDefault,
    countMax,
    filterOptions,
    filterable: operation.filterable,
    defaultSort: sortKeys(operation.defaultSort),
    sortByMemo: new _Memo(),
    fieldsMemo: new _Memo(),
    filterMemo: new _Memo(),
  };
  compiled.set(operation, result);
  return result;
}

/**
 * The declared value type of an attribute (from `filterable`), which decides
 * how sorting compares its values; `undefined` when not declared.
 *
 * @internal
 */
export function _declaredType(filterable: FilterableAttributes | undefined, attribute: string): ValueType | undefined {
  if (filterable === undefined || !Object.hasOwn(filterable, attribute)) return undefined;
  const declared = filterable[attribute];
  return typeof declared === "string" ? declared : declared?.type;
}
