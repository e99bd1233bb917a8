import { isPathExpression } from "../list-rules/path-expression.js";
import { _countLimits } from "./compile-operation.js";
import { _invalid } from "./declaration.js";
import type { FilterNode } from "./filter-ast.js";
import { formatFilter } from "./filter-format.js";
import { _sortKey, type ListOperation, type SortKeyInit } from "./operation.js";

/**
 * A list query as a client writes it: every member optional. A
 * {@link ListQuery} from {@link parseListQuery} is one too.
 *
 * @public
 */
export interface ListQueryInit {
  /** The 1-based index of the first item; left out when 1. */
  readonly startIndex?: number;
  /** The page size; left out when absent (or equal to the operation's default, when one is given). */
  readonly count?: number;
  /** The sort keys, earlier ones first; `asc` is the default direction. */
  readonly sortBy?: readonly SortKeyInit[];
  /** The attribute paths each item is restricted to (at least one). */
  readonly fields?: readonly string[];
  /** The filter: a tree from {@link parseFilter}, or filter text sent as it is. */
  readonly filter?: FilterNode | string;
  /** Another name for `filter` (the wire name); give one or the other. */
  readonly query?: FilterNode | string;
}

/** Percent-encodes a value; `,` and `:` stay readable, as they are legal in a query and are our separators. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%2C|%3A/g, decodeURIComponent);
}

/** A value no request can carry: a programming error. */
function invalid(what: string, value: unknown): never {
  return _invalid(`formatListQuery: invalid ${what}`, value);
}

/** Writes an integer in digits, without the exponent `String` uses from 1e21 on. */
function digits(what: string, value: unknown, min: number): string {
  return typeof value === "number" && Number.isInteger(value) && value >= min
    ? `${BigInt(value)}`
    : invalid(what, value);
}

function path(value: unknown): string {
  return typeof value === "string" && isPathExpression(value) ? value : invalid("path", value);
}

function sortSegment(init: SortKeyInit): string {
  const key = _sortKey(init) ?? invalid("sort key", init);
  return key.direction === "asc" ? key.attribute : `${key.attribute}:desc`;
}

/**
 * Writes the query string a client sends for a list query.
 *
 * @remarks
 * Parameters come in the order `start_index`, `count`, `sort_by`, `fields`,
 * `query`, each only when it differs from the default: `startIndex` 1, an
 * absent `count` (or, given the operation, its default count), no sort keys,
 * no fields, no filter. The `asc` direction is left out. A filter tree is
 * written with {@link formatFilter}; filter text is sent as it is, and blank
 * text (no filter) not at all.
 *
 * Values are encoded with `encodeURIComponent` (a space is `%20`), except
 * that `,` and `:` stay as they are: both are legal in a query, and they are
 * the separators of `sort_by` and `fields`. The result has no leading `?`.
 * `parseListQuery(formatListQuery(q, op), op)` gives back `q` for every
 * query `q` that `parseListQuery` returns.
 *
 * @param query - the query: a {@link ListQuery}, or any part of one
 * @param operation - the operation, to leave out a `count` equal to its default
 * @returns the query string, without `?`; empty when everything is default
 * @throws TypeError for a value no request can carry: an index below 1, a negative or fractional count, an empty `fields` list, a path with an empty segment, `,` or `:`, a direction other than asc or desc, both `filter` and `query`, or a filter tree {@link formatFilter} rejects
 *
 * @example
 * ```ts
 * formatListQuery({ startIndex: 51, count: 50, sortBy: [{ attribute: "familyName", direction: "desc" }], query: 'givenName sw "A"' });
 * // 'start_index=51&count=50&sort_by=familyName:desc&query=givenName%20sw%20%22A%22'
 * ```
 * @public
 */
export function formatListQuery(query: ListQueryInit, operation?: ListOperation): string {
  const parts: string[] = [];
  // 1 is DEFAULT_START_INDEX (a literal: smaller than the import once bundled).
  if ((query.startIndex ?? 1) !== 1) parts.push(`start_index=${digits("startIndex", query.startIndex, 1)}`);
  if (query.count !== undefined) {
    const count = digits("count", query.count, 0);
    if (operation === undefined || query.count !== _countLimits(operation)[0]) parts.push(`count=${count}`);
  }
  if (query.sortBy?.length) parts.push(`sort_by=${encode(query.sortBy.map(sortSegment).join(","))}`);
  if (query.fields !== undefined) {
    if (query.fields.length === 0) invalid("fields", query.fields);
    parts.push(`fields=${encode(query.fields.map(path).join(","))}`);
  }
  if (query.filter !== undefined && query.query !== undefined) invalid("query (filter given too)", query.query);
  const filter = query.filter ?? query.query;
  // Blank filter text means no filter: no empty `query` is written.
  if (filter !== undefined && !(typeof filter === "string" && /^[ \t\n\r]*$/.test(filter))) {
    parts.push(`query=${encode(typeof filter === "string" ? filter : formatFilter(filter))}`);
  }
  return parts.join("&");
}
