/**
 * Every operator of the filter language, lower-case: the documented
 * `eq ne sw lt le gt ge in nin` and the SCIM forms `co ew pr`.
 *
 * @remarks
 * Each operator has its class in {@link FILTER_OPERATOR_CLASSES}, which the
 * type checker requires: an operator added here without a class fails
 * `tsc`. Everything else about an operator is read from its class: the term
 * it makes, the types it applies to, and {@link DEFAULT_FILTER_OPERATORS}
 * (which leaves out only the SCIM forms `co` and `ew`, enabled per
 * attribute).
 *
 * @public
 */
export const FILTER_OPERATORS = ["eq", "ne", "sw", "co", "ew", "lt", "le", "gt", "ge", "in", "nin", "pr"] as const;

/**
 * An operator of the filter language.
 *
 * @public
 */
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/**
 * What a filter operator asks of an attribute:
 *
 * - `equality` (`eq`, `ne`): equal to one literal, or not; the only class
 *   besides `membership` that takes `null` ("missing or null?");
 * - `substring` (`sw`, `co`, `ew`): starts with, contains, ends with one
 *   string; strings only;
 * - `order` (`lt`, `le`, `gt`, `ge`): before or after one literal, in the
 *   order of sorting;
 * - `membership` (`in`, `nin`): equal to one of a list of literals, or to
 *   none of them;
 * - `presence` (`pr`): has a non-empty value; takes no literal.
 *
 * @public
 */
export type FilterOperatorClass = "equality" | "substring" | "order" | "membership" | "presence";

/**
 * The class of every filter operator: the one home of what each operator
 * is, from which the parser, the formatter, the validator, the in-memory
 * evaluator, the SQL translator and {@link DEFAULT_FILTER_OPERATORS} read it.
 *
 * @remarks
 * The term an operator makes follows from its class: `presence` a
 * {@link FilterPresentNode}, `membership` a {@link FilterInNode} (a list of
 * literals), every other class a {@link FilterCompareNode} (one literal).
 *
 * @example
 * ```ts
 * FILTER_OPERATOR_CLASSES.sw; // "substring"
 * FILTER_OPERATORS.filter((operator) => FILTER_OPERATOR_CLASSES[operator] === "order"); // ["lt", "le", "gt", "ge"]
 * ```
 * @public
 */
export const FILTER_OPERATOR_CLASSES = {
  eq: "equality",
  ne: "equality",
  sw: "substring",
  co: "substring",
  ew: "substring",
  lt: "order",
  le: "order",
  gt: "order",
  ge: "order",
  in: "membership",
  nin: "membership",
  pr: "presence",
} as const;

/**
 * {@link FILTER_OPERATOR_CLASSES} as the type checker holds it: a class for
 * every operator of {@link FILTER_OPERATORS} (an operator added there without
 * one fails `tsc`), and no key that is not an operator.
 */
const CLASSES: Readonly<Record<FilterOperator, FilterOperatorClass>> &
  Readonly<Record<Exclude<keyof typeof FILTER_OPERATOR_CLASSES, FilterOperator>, never>> = FILTER_OPERATOR_CLASSES;

/**
 * The operators of one or more classes: `FilterOperatorOfClass<"order">` is
 * `"lt" | "le" | "gt" | "ge"`.
 *
 * @public
 */
export type FilterOperatorOfClass<C extends FilterOperatorClass> = {
  [K in FilterOperator]: (typeof FILTER_OPERATOR_CLASSES)[K] extends C ? K : never;
}[FilterOperator];

/**
 * The operators that compare an attribute with one value: those of every
 * class but `membership` and `presence`.
 *
 * @public
 */
export type FilterCompareOperator = Exclude<FilterOperator, FilterOperatorOfClass<"membership" | "presence">>;

/**
 * Tells whether an operator is of a class.
 *
 * @param operator - an operator of the filter language
 * @param operatorClass - the class
 * @returns whether {@link FILTER_OPERATOR_CLASSES} gives it that class
 *
 * @example
 * ```ts
 * isOperatorOfClass("sw", "substring"); // true
 * ```
 * @public
 */
export function isOperatorOfClass<C extends FilterOperatorClass>(
  operator: FilterOperator,
  operatorClass: C,
): operator is FilterOperatorOfClass<C> {
  return CLASSES[operator] === operatorClass;
}

/**
 * The kind of term an operator makes: `present` for `presence`, `in` for
 * `membership`, `compare` for every other class.
 *
 * @internal
 */
export function _termKindOf(operator: FilterOperator): FilterTermNode["kind"] {
  return isOperatorOfClass(operator, "presence")
    ? "present"
    : isOperatorOfClass(operator, "membership")
      ? "in"
      : "compare";
}

/**
 * The operators of some classes, in the order of {@link FILTER_OPERATORS}.
 *
 * @internal
 */
export function _operatorsOfClass<C extends FilterOperatorClass>(
  classes: readonly C[],
): readonly FilterOperatorOfClass<C>[] {
  return FILTER_OPERATORS.filter((operator): operator is FilterOperatorOfClass<C> =>
    (classes as readonly FilterOperatorClass[]).includes(CLASSES[operator]),
  );
}

/**
 * A literal value of the filter language: a JSON string, number, `true`,
 * `false` or `null`.
 *
 * @public
 */
export type FilterValue = string | number | boolean | null;

/**
 * A term comparing an attribute with one value: `givenName eq "Ann"`.
 *
 * @public
 */
export interface FilterCompareNode {
  /** Always `compare`. */
  readonly kind: "compare";
  /** The dotted attribute path, spelled as the client wrote it (or, after validation, as declared). */
  readonly attribute: string;
  /** The operator, lower-case. */
  readonly operator: FilterCompareOperator;
  /** The literal the attribute is compared with. */
  readonly value: FilterValue;
}

/**
 * A term testing membership in a list: `status in ("ACTIVE", "PENDING")`.
 *
 * @public
 */
export interface FilterInNode {
  /** Always `in`. */
  readonly kind: "in";
  /** The dotted attribute path. */
  readonly attribute: string;
  /** `in` or `nin` (not in): an operator of the class `membership`. */
  readonly operator: FilterOperatorOfClass<"membership">;
  /** The listed literals; never empty. */
  readonly values: readonly [FilterValue, ...FilterValue[]];
}

/**
 * A term testing that an attribute is present and not null: `email pr`.
 *
 * @public
 */
export interface FilterPresentNode {
  /** Always `present` (written `pr`). */
  readonly kind: "present";
  /** The dotted attribute path. */
  readonly attribute: string;
}

/**
 * A SCIM value path: a filter on the elements of a multi-valued complex
 * attribute, `emails[type eq "work" and value co "@example.com"]`, true when
 * at least one element matches it; or of a multi-valued simple attribute,
 * where `value` names the element itself (`schemas[value eq "urn:x"]`).
 *
 * @public
 */
export interface FilterValuePathNode {
  /** Always `valuePath`. */
  readonly kind: "valuePath";
  /** The complex attribute's path. */
  readonly attribute: string;
  /** The filter each element is tested with; its attributes are the element's (sub-attributes); it holds no value path. */
  readonly filter: FilterNode;
}

/**
 * Two or more filters that must all match.
 *
 * @public
 */
export interface FilterAndNode {
  /** Always `and`. */
  readonly kind: "and";
  /** The operands, in the order written; at least two. */
  readonly operands: readonly [FilterNode, FilterNode, ...FilterNode[]];
}

/**
 * Two or more filters of which at least one must match.
 *
 * @public
 */
export interface FilterOrNode {
  /** Always `or`. */
  readonly kind: "or";
  /** The operands, in the order written; at least two. */
  readonly operands: readonly [FilterNode, FilterNode, ...FilterNode[]];
}

/**
 * The negation of a parenthesised filter: `not (status eq "BLOCKED")`.
 *
 * @public
 */
export interface FilterNotNode {
  /** Always `not`. */
  readonly kind: "not";
  /** The negated filter. */
  readonly operand: FilterNode;
}

/**
 * A parsed filter: a tree told apart by `kind`.
 *
 * @remarks
 * `a and b and c` (without parentheses) is one `and` node with three
 * operands; `(a and b) and c` keeps the parenthesised group as its own node,
 * so formatting gives back the same tree. A parenthesised single term is just
 * the term.
 *
 * @public
 */
export type FilterNode =
  | FilterCompareNode
  | FilterInNode
  | FilterPresentNode
  | FilterValuePathNode
  | FilterAndNode
  | FilterOrNode
  | FilterNotNode;

/**
 * A term of a filter: the nodes that name an attribute.
 *
 * @public
 */
export type FilterTermNode = FilterCompareNode | FilterInNode | FilterPresentNode;

/**
 * Tells whether `value` is an operator of the filter language (lower-case).
 *
 * @param value - any value
 * @returns whether it is one of {@link FILTER_OPERATORS}
 * @public
 */
export function isFilterOperator(value: unknown): value is FilterOperator {
  return (FILTER_OPERATORS as readonly unknown[]).includes(value);
}

/**
 * Pushes the operands of a `not`, `and` or `or` node onto `stack`, last
 * first, so that they pop left to right. A value path's filter is not an
 * operand: its attributes are another object's.
 *
 * @returns whether `node` has operands (is not a term or a value path)
 * @internal
 */
export function _pushOperands(
  stack: FilterNode[],
  node: FilterNode,
): node is Exclude<FilterNode, FilterTermNode | FilterValuePathNode> {
  if (node.kind === "not") stack.push(node.operand);
  else if (node.kind === "and" || node.kind === "or") {
    for (let i = node.operands.length - 1; i >= 0; i--) stack.push(node.operands[i] as FilterNode);
  } else return false;
  return true;
}

/**
 * Every node of a tree in pre-order (a node, then its operands left to
 * right), without recursion, not entering value paths. Reversed, every node
 * comes after its operands.
 *
 * @internal
 */
export function _nodesOf(ast: FilterNode): FilterNode[] {
  const nodes: FilterNode[] = [];
  const stack: FilterNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop() as FilterNode;
    nodes.push(node);
    _pushOperands(stack, node);
  }
  return nodes;
}
