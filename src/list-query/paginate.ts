import { projector } from "../list-rules/projector.js";
import { _compileOperation } from "./compile-operation.js";
import type { FilterNode } from "./filter-ast.js";
import { filterMatcher } from "./filter-evaluate.js";
import { DEFAULT_COUNT, DEFAULT_START_INDEX, type ListOperation, type SortKeyInit } from "./operation.js";
import type { PageBody } from "./page.js";
import type { Selected } from "./project.js";
import { sortItems } from "./sort.js";

/**
 * The query {@link paginate} applies: a {@link ListQuery}, or any part of
 * one (`startIndex` defaults to 1, `count` to the operation's default).
 *
 * @public
 */
export interface PaginateQuery {
  /** The 1-based index of the first item; 1 when absent. */
  readonly startIndex?: number;
  /** The page size; the operation's default count (50 when none) when absent. */
  readonly count?: number;
  /** The sort keys; the operation's `defaultSort`, else the input order, when absent or empty. */
  readonly sortBy?: readonly SortKeyInit[];
  /** The attribute paths each item is restricted to; every attribute when absent. */
  readonly fields?: readonly string[];
  /** The filter the items must match; every item when absent. */
  readonly filter?: FilterNode;
}

/**
 * The item type of the page {@link paginate} returns for items of type `T`
 * and a query of type `Q`: `T` without `fields`, the {@link Selected} paths
 * when `fields` is a literal list, and a partial item otherwise.
 *
 * @public
 */
export type PageItem<T, Q> = "fields" extends keyof Q
  ? Q extends { readonly fields: infer F extends readonly string[] }
    ? Selected<T, F[number]>
    : Selected<T, string>
  : T;

/**
 * Answers a list query over an array: filter, sort, slice, project.
 *
 * @remarks
 * One pass keeps the items that match the filter; one stable sort orders the
 * matches (no sort at all without `sortBy` and without the operation's
 * `defaultSort`: the input order is the default order); the page is the
 * slice from the 1-based `startIndex`, `count` items long; only the items on
 * the page are projected (copied) when `fields` is given, nested paths kept
 * nested. `itemsPerPage` is the effective count, `totalResults` the number of
 * matches: `count` 0 gives no items, and a `startIndex` past the end gives
 * `items: []` with the true total. Filter and sort read attribute types from
 * the operation's compiled declaration. The query is trusted: parse it with
 * {@link parseListQuery} first.
 *
 * @param items - every item of the collection, in the default order
 * @param query - the parsed query (or part of one)
 * @param operation - the operation: declared types, default count and default sort
 * @returns the page body
 *
 * @example
 * ```ts
 * const parsed = parseListQuery(url.searchParams, listUsers);
 * if (!parsed.ok) throw new ApiError(parsed.error);
 * return Response.json(paginate(users, parsed.value, listUsers));
 * ```
 * @public
 */
export function paginate<T, const Q extends PaginateQuery>(
  items: readonly T[],
  query: Q,
  operation?: ListOperation,
): PageBody<PageItem<T, Q>> {
  const compiled = operation === undefined ? undefined : _compileOperation(operation);
  const matches = query.filter === undefined ? items : items.filter(filterMatcher(query.filter, compiled));
  const sortBy = query.sortBy?.length ? query.sortBy : compiled?.defaultSort;
  const ordered = sortBy?.length ? sortItems(matches, sortBy, compiled) : matches;
  const startIndex = query.startIndex ?? DEFAULT_START_INDEX;
  const count = query.count ?? compiled?.countDefault ?? DEFAULT_COUNT;
  const slice = ordered.slice(startIndex - 1, startIndex - 1 + count);
  const pageItems = query.fields === undefined ? slice : slice.map(projector(query.fields));
  return { totalResults: matches.length, startIndex, itemsPerPage: count, items: pageItems as PageItem<T, Q>[] };
}
