import { getAttribute } from "../list-rules/attribute-path.js";
import { compareValues } from "./compare.js";
import { compileListOperation } from "./compile-operation.js";
import type { CompiledListOperation } from "./declaration.js";
import type { ListOperation, SortKeyInit } from "./operation.js";

/**
 * Sorts items by several keys, as `sort_by` asks: earlier keys first, each
 * ascending unless `desc`; missing values (`undefined` or `null`) last
 * ascending and first descending; ties keep the input order (stable).
 *
 * @remarks
 * Values compare with {@link compareValues}, by the type declared for the
 * attribute when the operation declares one (whether or not the attribute is
 * filterable). Each item's values are read once; the input is not changed.
 *
 * @param items - the items to sort
 * @param keys - the sort keys; an empty list keeps the input order
 * @param operation - the declared types: the operation's declaration, or its compiled form ({@link compileListOperation})
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
  operation?: ListOperation | CompiledListOperation,
): T[] {
  const compiled = operation === undefined ? undefined : compileListOperation(operation);
  const types = keys.map((key) => {
    const type = compiled?.attribute(key.attribute)?.type;
    return type === "complex" ? undefined : type;
  });
  // Each item's values read once; `Array.prototype.sort` is stable, so ties keep the input order.
  const rows = items.map((item) => ({ item, values: keys.map((key) => getAttribute(item, key.attribute)) }));
  rows.sort((a, b) => {
    for (let k = 0; k < types.length; k++) {
      const x = a.values[k];
      const y = b.values[k];
      // Missing values (`undefined` or `null`) after every other value; flipped with the direction.
      const order = x == null || y == null ? +(x == null) - +(y == null) : compareValues(x, y, types[k]);
      if (order !== 0) return (keys[k] as SortKeyInit).direction === "desc" ? -order : order;
    }
    return 0;
  });
  return rows.map((row) => row.item);
}
