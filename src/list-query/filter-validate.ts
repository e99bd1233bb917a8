import type { BuiltViolationDetail, ConstraintViolationsErrorBody } from "api-error-model";
import { quoteClientText } from "../core/errors/quote-client-text.js";
import { elementValue } from "../list-rules/compared-as.js";
import { readDateTime } from "../list-rules/date-time.js";
import type { ValueType } from "./compare.js";
import { compileListOperation } from "./compile-operation.js";
import type { CompiledAttribute, CompiledListOperation } from "./declaration.js";
import { _detail, _violationsBody } from "./error-bodies.js";
import type { FilterNode, FilterOperator, FilterValue } from "./filter-ast.js";
import { _nodesOf, _pushOperands, isOperatorOfClass } from "./filter-ast.js";
import type { ListOperation } from "./operation.js";

/**
 * The pattern of a JSON number.
 *
 * @deprecated `validateFilter` no longer answers a literal of the wrong type
 * with `failed_regex_match` and this pattern, but with `invalid_filter_value`
 * (naming the attribute and its type); kept until 1.0 for code that reads it.
 * @public
 */
export const FILTER_NUMBER_PATTERN = "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$";

/**
 * The pattern of a JSON string.
 *
 * @deprecated `validateFilter` no longer answers a literal of the wrong type
 * with `failed_regex_match` and this pattern, but with `invalid_filter_value`
 * (naming the attribute and its type); kept until 1.0 for code that reads it.
 * @public
 */
export const FILTER_STRING_PATTERN = '^"([^"\\\\]|\\\\.)*"$';

/** The type literals are checked against: a complex attribute's are compared with its `value`. */
function valueTypeOf(rule: CompiledAttribute): ValueType {
  return (rule.compareBy ?? rule).type as ValueType;
}

/** Whether a literal fits a value type; `null` fits every type with the operators that ask "missing or null?". */
function fits(type: ValueType, operator: FilterOperator, value: FilterValue): boolean {
  // null asks "missing or null?", which only equality and membership can ask.
  if (value === null) return isOperatorOfClass(operator, "equality") || isOperatorOfClass(operator, "membership");
  if (type === "date-time") return typeof value === "string" && readDateTime(value) !== undefined;
  // The other value types are named as `typeof` names them.
  return typeof value === type;
}

/** Whether every literal of a term (none for `pr`) fits a value type with the term's operator. */
function literalsFit(type: ValueType, operator: FilterOperator, node: FilterNode): boolean {
  // No list of one literal for a comparison, no closure for a term without a list: every filter checks every term.
  if (node.kind === "compare") return fits(type, operator, node.value);
  return node.kind !== "in" || node.values.every((value) => fits(type, operator, value));
}

/**
 * What {@link validateFilter} returns: the filter with attribute names as
 * declared, or every problem found.
 *
 * @public
 */
export type ValidateFilterResult =
  | { readonly ok: true; readonly value: FilterNode }
  | {
      readonly ok: false;
      /** Every problem, each once. */
      readonly violations: readonly [BuiltViolationDetail, ...BuiltViolationDetail[]];
      /** The error body a server answers with: `request_constraint_violations`, the problems under the key `query`. */
      readonly error: ConstraintViolationsErrorBody & { readonly code: "request_constraint_violations" };
    };

/**
 * What {@link _checkFilter} returns: {@link ValidateFilterResult} without
 * the error body, which `parseListQuery` builds itself.
 *
 * @internal
 */
export type _FilterCheck =
  | { readonly ok: true; readonly value: FilterNode }
  | { readonly ok: false; readonly violations: readonly [BuiltViolationDetail, ...BuiltViolationDetail[]] };

/**
 * Checks a parsed filter against the attributes an operation lets clients
 * filter on, and reports every problem at once.
 *
 * @remarks
 * Attribute names match the declaration ignoring case. The problems, meant to
 * go under the key `query` of a `request_constraint_violations` error, each
 * naming the attribute:
 *
 * - an attribute that is not declared, or not filterable:
 *   `contained_invalid_field_name` with `invalidFieldName`, the path as the
 *   filter writes it, quoted by `quoteClientText` (at most 256 characters, the
 *   `…` of a cut included; inside a value path, after its attribute:
 *   `emails.nope`);
 * - a value path where the attribute takes none (it is neither complex nor
 *   multi-valued, or it is inside another value path):
 *   `unsupported_path_expression`;
 * - an operator the attribute does not allow: `disallowed_filter_operator`
 *   with `attributePath` (as declared) and `allowedValues` (the allowed
 *   operators, comma-joined);
 * - a literal that does not fit the attribute's type:
 *   `invalid_filter_value` with `attributePath` and `valueType` (`string`,
 *   `number`, `boolean`, or `date-time`: an RFC 3339 date-time with seconds
 *   and offset). `null` fits every type with `eq ne in nin` only.
 *
 * Identical details are listed once. The work is linear in the size of the
 * tree, without recursion. The declaration is compiled once per object and
 * cached, so treat it as immutable.
 *
 * @param ast - a filter from {@link parseFilter}
 * @param operation - the operation's declaration, or its compiled form ({@link compileListOperation})
 * @returns `{ ok: true, value }` with attribute names spelled as declared, or `{ ok: false, violations, error }`
 *   (`error` the `request_constraint_violations` body with `violations` under `query`)
 * @throws TypeError for a declaration that is not well-formed (see {@link compileListOperation})
 *
 * @example
 * ```ts
 * const parsed = parseFilter('GIVENNAME co "an"');
 * if (parsed.ok) validateFilter(parsed.value, { attributes: { givenName: { type: "string", filter: true } } });
 * // { ok: false, violations: [{ code: "disallowed_filter_operator",
 * //   constraintAttributes: { attributePath: "givenName", allowedValues: "eq,ne,sw,lt,le,gt,ge,in,nin,pr" } }],
 * //   error: { type: "constraint_violations_error", code: "request_constraint_violations", ..., violations: { query: [...] } } }
 * ```
 * @public
 */
export function validateFilter(
  ast: FilterNode,
  operation: ListOperation | CompiledListOperation,
): ValidateFilterResult {
  const checked = _checkFilter(ast, compileListOperation(operation));
  return checked.ok ? checked : { ...checked, error: _violationsBody({ query: checked.violations }) };
}

/**
 * {@link validateFilter} with the declaration's lookup at hand.
 *
 * @internal
 */
export function _checkFilter(ast: FilterNode, compiled: CompiledListOperation): _FilterCheck {
  const found: BuiltViolationDetail[] = [];
  const value = check(ast, (name) => compiled.attribute(name), found, undefined);
  return found.length > 0 ? { ok: false, violations: unique(found) } : { ok: true, value };
}

/** A term's attribute as a refusal names it: inside a value path, after the value path's attribute. */
function pathOf(within: CompiledAttribute | undefined, name: string): string {
  return within === undefined ? name : `${within.name}.${name}`;
}

/** Records an attribute that is not declared, or not filterable, as the client wrote it. */
function notFilterable(found: BuiltViolationDetail[], within: CompiledAttribute | undefined, name: string): void {
  // Quoted by the one rule of client text (capped at 256 characters).
  found.push(_detail("contained_invalid_field_name", { invalidFieldName: quoteClientText(pathOf(within, name)) }));
}

/**
 * Checks the terms of a filter against the attributes `resolve` finds,
 * recording problems in `found`, and returns the filter with names spelled
 * as declared. The filter of a value path is checked against the
 * sub-attributes of its attribute (`within`), where no value path may be.
 */
function check(
  ast: FilterNode,
  resolve: (attribute: string) => CompiledAttribute | undefined,
  found: BuiltViolationDetail[],
  within: CompiledAttribute | undefined,
): FilterNode {
  // The nodes to replace (made when a name is spelled other than as declared): renamed terms, then their ancestors.
  let replaced: Map<FilterNode, FilterNode> | undefined;
  // The terms left to right, with an explicit stack: no list of every node on this path that every filter takes.
  const stack: FilterNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop() as FilterNode;
    if (_pushOperands(stack, node)) continue;
    const rule = resolve(node.attribute);
    let renamed: FilterNode | undefined;
    if (node.kind === "valuePath") {
      // A complex attribute, or a multi-valued simple one (`schemas[value eq "urn:..."]`), not under another.
      if (!rule?.filter) {
        notFilterable(found, within, node.attribute);
        continue;
      }
      const simple = rule.type !== "complex";
      if (within || (simple && (!rule.multiValued || rule.parent !== undefined))) {
        found.push(_detail("unsupported_path_expression"));
        continue;
      }
      const filter = check(
        node.filter,
        simple
          ? // `value` names the element itself, compared by the attribute's own rule.
            (name) => elementValue(rule, name) && { ...rule, name: "value" }
          : // Sub-attributes by their own names, found through the dotted path of the declaration.
            (name) => {
              const sub = resolve(`${rule.name}.${name}`);
              return sub?.parent === rule ? { ...sub, name: sub.name.slice(rule.name.length + 1) } : undefined;
            },
        found,
        rule,
      );
      if (filter !== node.filter || rule.name !== node.attribute) renamed = { ...node, attribute: rule.name, filter };
    } else {
      if (rule === undefined || !rule.filter) {
        notFilterable(found, within, node.attribute);
        continue;
      }
      const operator = node.kind === "present" ? "pr" : node.operator;
      if (!rule.operators.includes(operator)) {
        const attributePath = pathOf(within, rule.name);
        found.push(_detail("disallowed_filter_operator", { attributePath, allowedValues: rule.operators.join(",") }));
      }
      const valueType = valueTypeOf(rule);
      if (!literalsFit(valueType, operator, node)) {
        found.push(_detail("invalid_filter_value", { attributePath: pathOf(within, rule.name), valueType }));
      }
      if (rule.name !== node.attribute) renamed = { ...node, attribute: rule.name };
    }
    if (renamed) {
      replaced ??= new Map();
      replaced.set(node, renamed);
    }
  }
  return replaced === undefined ? ast : renamedTree(ast, replaced);
}

/** The details without repeats, in the order found. */
function unique(found: BuiltViolationDetail[]): [BuiltViolationDetail, ...BuiltViolationDetail[]] {
  const seen = new Set<string>();
  return found.filter((detail) => {
    const key = JSON.stringify(detail);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }) as [BuiltViolationDetail, ...BuiltViolationDetail[]];
}

/**
 * The tree with the renamed terms in `replaced` put in, and new groups above
 * them; groups without a renamed term are kept as they are.
 */
function renamedTree(ast: FilterNode, replaced: Map<FilterNode, FilterNode>): FilterNode {
  // Operands come before the groups that hold them in reversed pre-order.
  const nodes = _nodesOf(ast);
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i] as FilterNode;
    if (node.kind === "not") {
      const operand = replaced.get(node.operand);
      if (operand !== undefined) replaced.set(node, { kind: "not", operand });
    } else if (node.kind === "and" || node.kind === "or") {
      const operands = node.operands.map((operand) => replaced.get(operand) ?? operand);
      if (operands.some((operand, j) => operand !== node.operands[j])) {
        replaced.set(node, { kind: node.kind, operands: operands as [FilterNode, FilterNode, ...FilterNode[]] });
      }
    }
  }
  // Every ancestor of a renamed term is replaced, the root too.
  return replaced.get(ast) as FilterNode;
}
