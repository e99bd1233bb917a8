import { getAttribute } from "./attribute-path.js";
import { compareValues, type ValueType } from "./compare.js";
import type { FilterableAttributes } from "./filter-validate.js";
import { _declaredType, type SortKeyInit } from "./operation.js";

/** One item with its sort values, read once. */
interface Row<T> {
  readonly item: T;
  readonly index: number;
  readonly values: unknown[];
}

/** Missing (`undefined` or `null`) values sort after every other value; flipped with the direction. */
function compareKey(a: unknown, b: unknown, type: ValueType | undefined): number {
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return compareValues(a, b, type);
}

/**
 * Sorts items by several keys, as `sort_by` asks: earlier keys first, each
 * ascending unless `desc`; missing values (`undefined` or `null`) last
 * ascending and first descending; ties keep the input order (stable).
 *
 * @remarks
 * Values compare with {@link compareValues}, by the type declared for the
 * attribute in `filterable` when there is one. Each item's values are read
 * once; the input is not changed.
 *
 * @param items - the items to sort
 * @param keys - the sort keys; an empty list keeps the input order
 * @param filterable - declared value types of attributes (the operation's `filterable`)
 * @returns a new array in sort order
 *
 * @example
 * ```ts
 * sortItems(users, [{ attribute: "familyName" }, { attribute: "givenName", direction: "desc" }]);
 * ```
 * @public
 */
export function sortItems<T>(
  items: readonly T[],
  keys: readonly SortKeyInit[],
  filterable?: FilterableAttributes,
): T[] {
  if (keys.length === 0) return items.slice();
  const attributes = keys.map((key) => key.attribute);
  const types = attributes.map((attribute) => _declaredType(filterable, attribute));
  const signs = keys.map((key) => (key.direction === "desc" ? -1 : 1));
  const rows: Row<T>[] = items.map((item, index) => ({
    item,
    index,
    values: attributes.map((attribute) => getAttribute(item, attribute)),
  }));
  rows.sort((a, b) => {
    for (let k = 0; k < signs.length; k++) {
      const order = compareKey(a.values[k], b.values[k], types[k]);
      if (order !== 0) return order * (signs[k] as number);
    }
    return a.index - b.index;
  });
  return rows.map((row) => row.item);
}
