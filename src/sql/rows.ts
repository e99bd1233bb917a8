import type { ListOperation, PageBody, PaginateQuery } from "api-error-model/list-query";
import { isJsonObject, setOwn } from "../core/body/json-object.js";
import { projector } from "../list-rules/projector.js";
import { _selectedColumns } from "./columns.js";
import { _pageWindow, _TOTAL } from "./list.js";
import { _compileTable, type SqlTable } from "./table.js";

/** Sets `value` at the path `segments` (a column's members) of `item`, making the objects on the way. */
function setPath(item: Record<string, unknown>, segments: readonly string[], value: unknown): void {
  let target = item;
  const last = segments.length - 1;
  for (let index = 0; index < last; index++) {
    const segment = segments[index] as string;
    const next = Object.hasOwn(target, segment) ? target[segment] : undefined;
    if (isJsonObject(next)) {
      target = next as Record<string, unknown>;
    } else {
      const created: Record<string, unknown> = {};
      setOwn(target, segment, created);
      target = created;
    }
  }
  setOwn(target, segments[last] as string, value);
}

/**
 * Builds the page body from the rows a driver returned for
 * {@link compileListQuery}: the same body `paginate` gives for the same
 * items.
 *
 * @remarks
 * `totalResults` is the counted total, `startIndex` and `itemsPerPage` are
 * the query's (the operation's default count when it has none), and the
 * items are the rows of the page in order, each rebuilt from its columns
 * (nested paths as nested objects, an extension's column as the member keyed
 * by its URN, `NULL` columns left out), then projected
 * to `fields` as `project` does.
 *
 * @param rows - the rows, as objects keyed by column alias (`pg`, PGlite, postgres.js give them so)
 * @param query - the query that was compiled
 * @param table - the table declaration that was compiled with
 * @param operation - the operation that was compiled with (its default count)
 * @returns the page body
 * @public
 */
export function pageFromRows<T = Record<string, unknown>>(
  rows: readonly Readonly<Record<string, unknown>>[],
  query: PaginateQuery,
  table: SqlTable,
  operation?: ListOperation,
): PageBody<T> {
  const compiled = _compileTable(table);
  const columns = _selectedColumns(compiled, query.fields);
  const project = query.fields === undefined ? undefined : projector(query.fields);
  const items: unknown[] = [];
  for (const row of rows) {
    // The one row of an empty page carries the total and no key.
    if (row[compiled.key.attribute] == null) continue;
    const item: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column.attribute];
      if (value != null) setPath(item, column.segments, value);
    }
    items.push(project === undefined ? item : project(item));
  }
  const [startIndex, itemsPerPage] = _pageWindow(query, operation);
  return { totalResults: Number(rows[0]?.[_TOTAL] ?? 0), startIndex, itemsPerPage, items: items as T[] };
}
