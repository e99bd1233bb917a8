import { isPathExpression } from "../list-rules/path-expression.js";
import type { AttributeDeclarations } from "./declaration.js";

/**
 * The default `start_index`: the first item (the index is 1-based).
 *
 * @public
 */
export const DEFAULT_START_INDEX = 1;

/**
 * The largest `start_index` and the largest `count` a list query accepts:
 * 2^53 - 1 (`Number.MAX_SAFE_INTEGER`), the largest integer a number holds
 * exactly. A larger value would come back rounded, or written with an
 * exponent (`1e+26`) that strict integer decoders refuse, so it is a
 * `greater_than` violation instead; an operation's `count.max` cannot exceed it.
 *
 * @public
 */
export const MAX_LIST_QUERY_INTEGER: number = Number.MAX_SAFE_INTEGER;

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
 * The attributes are declared in one table, `attributes`: per attribute its
 * type and whether clients may sort by it, select it and filter on it. (The
 * three-list form of earlier drafts, `sortable`, `selectable` and
 * `filterable`, is gone: {@link compileListOperation} throws a TypeError
 * naming the member and what to declare instead.)
 *
 * Treat a declaration as immutable: it is compiled once (see
 * {@link compileListOperation}, cached per object), so changes made
 * afterwards are not seen.
 *
 * @example
 * ```ts
 * const listUsers: ListOperation = {
 *   attributes: {
 *     id: { select: true },
 *     givenName: { type: "string", filter: ["eq", "co"], sort: true, select: true },
 *     createdAt: { type: "date-time", filter: true, sort: true, select: true },
 *     emails: { type: "complex", multiValued: true, filter: true, select: true,
 *       attributes: { value: "string", type: "string", primary: "boolean" } },
 *   },
 *   count: { default: 50, max: 100 },
 * };
 * ```
 * @public
 */
export interface ListOperation {
  /** Every attribute the operation lets clients sort by, select or filter on, by path. */
  readonly attributes?: AttributeDeclarations;
  /**
   * The SCIM schemas whose URNs may qualify attribute names in `query`
   * (`urn:ietf:params:scim:schemas:core:2.0:User:userName`), each to the
   * prefix of its attributes' declared paths: `""` for the core schema (the
   * plain names), a path such as `"enterprise"` for an extension
   * (`urn:...:enterprise:2.0:User:employeeNumber` is the declared
   * `enterprise.employeeNumber`). URNs match ignoring ASCII case; a name under a URN
   * not listed is `contained_invalid_field_name`. An extension that items keep
   * under its URN needs no entry: declare its attributes by their full names
   * in `attributes`.
   */
  readonly schemas?: { readonly [urn: string]: string };
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
 * A sort key with its direction filled in (`asc` by default), or `undefined`
 * when the attribute is not a path expression or the direction is neither
 * asc nor desc.
 *
 * @internal
 */
export function _sortKey(key: SortKeyInit | undefined): SortKey | undefined {
  const direction = key?.direction ?? "asc";
  return typeof key?.attribute === "string" &&
    isPathExpression(key.attribute) &&
    (direction === "asc" || direction === "desc")
    ? { attribute: key.attribute, direction }
    : undefined;
}
