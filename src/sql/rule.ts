import type { ValueType } from "../list-query/compare.js";
import { _attributeResolver } from "../list-query/filter-validate.js";
import type { ListOperation } from "../list-query/operation.js";
import type { _Column } from "./table.js";

/**
 * How an attribute compares: its value type and case rule.
 *
 * @internal
 */
export interface _Rule {
  readonly type: ValueType;
  readonly caseSensitive: boolean;
}

/**
 * The rule of an attribute: the operation's declaration (as `matchesFilter`
 * and `sortItems` read it), else the column's `type`, else a
 * case-insensitive string.
 *
 * @internal
 */
export function _ruleOf(operation: ListOperation | undefined, attribute: string, column: _Column): _Rule {
  const declared = operation === undefined ? undefined : _attributeResolver(operation.filterable)(attribute);
  return { type: declared?.type ?? column.type ?? "string", caseSensitive: declared?.caseSensitive ?? false };
}
