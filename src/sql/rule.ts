import type { ListOperation, ValueType } from "api-error-model/list-query";
import { compileListOperation } from "../list-query/index.js";
import { comparedAs } from "../list-rules/compared-as.js";
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
  // A complex attribute compares as its `value` sub-attribute is declared, by the in-memory side's rule.
  const { type, caseSensitive } = comparedAs(
    operation === undefined ? undefined : compileListOperation(operation).attribute(attribute),
  );
  return { type: type ?? column.type ?? "string", caseSensitive };
}
