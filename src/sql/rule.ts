import type { ValueType } from "../list-query/compare.js";
import { compileListOperation } from "../list-query/compile-operation.js";
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
  const found = operation === undefined ? undefined : compileListOperation(operation).attribute(attribute);
  // A complex attribute compares as its `value` sub-attribute is declared, as the in-memory side does.
  const declared = found?.compareBy ?? found;
  const type = declared?.type === "complex" ? undefined : declared?.type;
  return { type: type ?? column.type ?? "string", caseSensitive: declared?.caseSensitive ?? false };
}
