import { weakMemo } from "../internal/memo.js";
import { type NameIndex, nameIndex } from "../list-rules/name-index.js";
import { _attributeTable, _invalid, type CompiledListOperation } from "./declaration.js";
import { DEFAULT_FILTER_MAX_DEPTH, DEFAULT_FILTER_MAX_LENGTH } from "./filter-parser.js";
import { _sortKey, DEFAULT_COUNT, DEFAULT_MAX_COUNT, type ListOperation, MAX_LIST_QUERY_INTEGER } from "./operation.js";

/**
 * Declared names of one kind (sortable or selectable), indexed, and their
 * comma-joined list for a violation's `allowedValues`.
 *
 * @internal
 */
export interface _NameLookup extends NameIndex {
  /** The declared names, comma-joined, as a violation's allowedValues. */
  readonly allowed: string;
}

/**
 * A compiled operation with the lookups `parseListQuery` uses.
 *
 * @internal
 */
export interface _CompiledOperation extends CompiledListOperation {
  /** The sortable attributes' names. */
  readonly sortable: _NameLookup;
  /** The selectable attributes' names. */
  readonly selectable: _NameLookup;
}

/** A malformed declaration: a programming error, not bad input. */
function invalid(what: string, value: unknown): never {
  return _invalid(`ListOperation.${what}: invalid`, value);
}

function limit(what: string, value: unknown, allowInfinity = false): number {
  return typeof value === "number" && (Number.isInteger(value) || (allowInfinity && value === Infinity)) && value >= 0
    ? value
    : invalid(what, value);
}

/**
 * The default and the maximum `count` of an operation.
 *
 * @throws TypeError for limits that are not non-negative integers, a maximum above `MAX_LIST_QUERY_INTEGER`, or a default above the maximum
 * @internal
 */
export function _countLimits(operation: ListOperation): [countDefault: number, countMax: number] {
  const countMax = limit("count.max", operation.count?.max ?? DEFAULT_MAX_COUNT);
  // A count above it could not be answered exactly: see MAX_LIST_QUERY_INTEGER.
  if (countMax > MAX_LIST_QUERY_INTEGER) invalid("count.max", countMax);
  const countDefault = limit("count.default", operation.count?.default ?? Math.min(DEFAULT_COUNT, countMax));
  return countDefault > countMax ? invalid("count.default", countDefault) : [countDefault, countMax];
}

function nameLookup(names: readonly string[]): _NameLookup {
  return { ...nameIndex(names), allowed: names.join(",") };
}

/** Every operation compiled so far, and every compiled operation (to tell one from a declaration). */
const compiled = weakMemo<object, _CompiledOperation>();
const compiledOnes = new WeakSet<object>();

function compile(operation: ListOperation): _CompiledOperation {
  // A declaration that is no object fails on its first read, with the engine's TypeError.
  const [countDefault, countMax] = _countLimits(operation);
  const { attributes, attribute } = _attributeTable(operation);
  // The filter parser takes Infinity for "no limit".
  const maxLength = limit("query.maxLength", operation.query?.maxLength ?? DEFAULT_FILTER_MAX_LENGTH, true);
  const maxDepth = limit("query.maxDepth", operation.query?.maxDepth ?? DEFAULT_FILTER_MAX_DEPTH, true);
  const result: _CompiledOperation = {
    attributes,
    attribute,
    countDefault,
    countMax,
    maxLength,
    maxDepth,
    defaultSort: (operation.defaultSort ?? []).map((key) => _sortKey(key) ?? invalid("defaultSort", key)),
    // Sub-attributes are never sortable or selectable: these are the top-level names, in declaration order.
    sortable: nameLookup(attributes.filter((attribute) => attribute.sort).map((attribute) => attribute.name)),
    selectable: nameLookup(attributes.filter((attribute) => attribute.select).map((attribute) => attribute.name)),
  };
  compiledOnes.add(result);
  return result;
}

/**
 * Compiles (once per object) and returns an operation's declaration.
 *
 * @throws TypeError for a declaration that is not well-formed (a programming error, not bad input)
 * @internal
 */
export function _compileOperation(operation: ListOperation): _CompiledOperation {
  return compiled(operation, (declared) =>
    compiledOnes.has(declared) ? (declared as _CompiledOperation) : compile(declared as ListOperation),
  );
}

/**
 * Compiles a list operation's declaration into one table of attributes with
 * every default filled in: what every function of this entry reads.
 *
 * @remarks
 * Names match the declared spelling, else ignoring the case of ASCII
 * letters (and nothing else: the Kelvin sign is not a `k`). The result is
 * cached per declaration object (treat declarations as immutable), and
 * passing a compiled operation back returns it as it is. Pass it to
 * {@link validateFilter}, {@link filterMatcher}, {@link matchesFilter} and
 * {@link sortItems} in place of the declaration.
 *
 * @param operation - the operation's declaration
 * @returns the compiled declaration
 * @throws TypeError for a declaration that is not well-formed: an unknown type or operator, `sw`/`co`/`ew` on a type other than string, a filterable attribute without a type, a malformed path, a sortable complex attribute, an extension's attribute (named by its URN) that is sortable or selectable, is qualified by a core schema's URN or by one `schemas` maps, bad limits, or a member of the removed three-list form (`sortable`, `selectable`, `filterable`: the message names the `attributes` declaration to write instead)
 *
 * @example
 * ```ts
 * const compiled = compileListOperation({ attributes: { name: { type: "string", filter: true, sort: true } } });
 * compiled.attribute("NAME")?.operators; // ["eq", "ne", "sw", "lt", "le", "gt", "ge", "in", "nin", "pr"]
 * ```
 * @public
 */
export function compileListOperation(operation: ListOperation | CompiledListOperation): CompiledListOperation {
  return _compileOperation(operation as ListOperation);
}
