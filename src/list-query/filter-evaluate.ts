import { _attributeValues } from "./attribute-path.js";
import { _compareStrings, compareValues, type ValueType } from "./compare.js";
import { _compiledAttributes } from "./compile-operation.js";
import { _compareInstants, _instantOf } from "./date-time.js";
import type { CompiledListOperation } from "./declaration.js";
import { _nodesOf, type FilterNode, type FilterTermNode, type FilterValue } from "./filter-ast.js";
import type { FilterableAttributes } from "./filter-validate.js";

/** How one term reads and compares its attribute. */
interface TermPlan {
  readonly segments: readonly string[];
  readonly type: ValueType | undefined;
  readonly caseSensitive: boolean;
}

/** A literal other than null: what the operators other than `eq null` / `ne null` compare with. */
type Literal = Exclude<FilterValue, null>;

/**
 * The order of an attribute value against a literal: -1, 0 or 1, or NaN
 * when they do not compare (different kinds, NaN, an invalid date-time).
 */
function order(value: unknown, literal: Literal, plan: TermPlan): number {
  if (plan.type === "date-time") {
    const instant = _instantOf(value);
    const literalInstant = _instantOf(literal);
    return instant && literalInstant ? Math.sign(_compareInstants(instant, literalInstant)) : NaN;
  }
  // The common case of `eq`, and `in` lists, without folding or ranking kinds.
  if (value === literal) return 0;
  // NaN (not from JSON, but possible in items) is in no order with anything.
  if (typeof value !== typeof literal || Number.isNaN(value)) return NaN;
  if (typeof value === "string" && !plan.caseSensitive) {
    // Case-insensitive: the folded forms only, so that `le` agrees with `lt` or `eq`.
    return _compareStrings(value.toLowerCase(), (literal as string).toLowerCase());
  }
  // Both strings (case-sensitive), both numbers or both booleans.
  return compareValues(value, literal);
}

/** Whether one present (non-null) element satisfies a comparison with a non-null literal. */
function compareOne(operator: string, value: unknown, literal: Literal, plan: TermPlan): boolean {
  if (operator === "sw" || operator === "co" || operator === "ew") {
    if (typeof value !== "string" || typeof literal !== "string") return false;
    const haystack = plan.caseSensitive ? value : value.toLowerCase();
    const needle = plan.caseSensitive ? literal : literal.toLowerCase();
    return operator === "sw"
      ? haystack.startsWith(needle)
      : operator === "ew"
        ? haystack.endsWith(needle)
        : haystack.includes(needle);
  }
  const result = order(value, literal, plan);
  // NaN (no order) fails every test but `ne`.
  return operator === "eq"
    ? result === 0
    : operator === "ne"
      ? result !== 0
      : operator === "lt"
        ? result < 0
        : operator === "le"
          ? result <= 0
          : operator === "gt"
            ? result > 0
            : result >= 0;
}

function matchesTerm(node: FilterTermNode, item: unknown, plan: TermPlan): boolean {
  // Missing, null, and arrays without a non-null element are all "missing".
  const values = _attributeValues(item, plan.segments);
  if (node.kind === "present") return values.length > 0;
  if (node.kind === "compare") {
    const { operator, value: literal } = node;
    if (literal === null) return operator === "eq" ? values.length === 0 : operator === "ne" && values.length > 0;
    return values.some((value) => compareOne(operator, value, literal, plan));
  }
  const { operator, values: literals } = node;
  if (values.length === 0) return operator === "in" && literals.includes(null);
  const listed = (value: unknown) => literals.some((literal) => literal !== null && order(value, literal, plan) === 0);
  return operator === "in" ? values.some(listed) : values.some((value) => !listed(value));
}

/** Evaluates a tree with an explicit stack; `and`/`or` stop at the first operand that decides. */
function evaluate(root: FilterNode, test: (term: FilterTermNode) => boolean): boolean {
  const nodes: FilterNode[] = [root];
  // Per node on the stack: how many of its operands have been visited.
  const visited: number[] = [0];
  let result = false;
  while (nodes.length > 0) {
    const top = nodes.length - 1;
    const node = nodes[top] as FilterNode;
    const index = visited[top] as number;
    if ("attribute" in node) {
      result = test(node);
    } else if (
      index === 0 ||
      // `and` goes on while its operands are true, `or` while they are false; `not` has one.
      (node.kind !== "not" && index < node.operands.length && (node.kind === "and") === result)
    ) {
      visited[top] = index + 1;
      nodes.push(node.kind === "not" ? node.operand : (node.operands[index] as FilterNode));
      visited.push(0);
      continue;
    } else if (node.kind === "not") {
      result = !result;
    }
    nodes.pop();
    visited.pop();
  }
  return result;
}

/**
 * Prepares a filter for evaluation over many items: resolves each term's
 * attribute and rule once.
 *
 * @remarks
 * Evaluation follows {@link matchesFilter}. Use this when filtering a list;
 * `matchesFilter` is the one-off form. The lookup of `filterable` is built
 * once per object and cached, so treat a declaration as immutable.
 *
 * @param ast - a filter, usually validated by {@link validateFilter}
 * @param filterable - the operation's filterable attributes (three-list form), or a compiled operation: types and case sensitivity
 * @returns a predicate over items
 * @throws TypeError when `filterable` declares an attribute with an unknown type, operator or a non-boolean `caseSensitive`
 *
 * @example
 * ```ts
 * const parsed = parseFilter('status eq "active"');
 * if (parsed.ok) users.filter(filterMatcher(parsed.value, { status: "string" }));
 * ```
 * @public
 */
export function filterMatcher(
  ast: FilterNode,
  filterable?: FilterableAttributes | CompiledListOperation,
): (item: unknown) => boolean {
  const compiled = _compiledAttributes(filterable);
  const plans = new Map<FilterTermNode, TermPlan>();
  for (const node of _nodesOf(ast)) {
    if (!("attribute" in node)) continue;
    const rule = compiled?.attribute(node.attribute);
    plans.set(node, {
      segments: rule?.path ?? node.attribute.split("."),
      type: rule?.type === "complex" ? undefined : rule?.type,
      caseSensitive: rule?.caseSensitive ?? false,
    });
  }
  return (item) => evaluate(ast, (term) => matchesTerm(term, item, plans.get(term) as TermPlan));
}

/**
 * Tells whether an item matches a filter.
 *
 * @remarks
 * The rules:
 *
 * - Attributes are read by dotted path from own properties, the exact name
 *   first, else ignoring case. A missing attribute and a `null` one are the
 *   same: `eq null` matches them; `ne null` and `pr` match every other value;
 *   any other term on them is false, `ne` and `nin` included.
 * - A multi-valued attribute (an array, also on the way: `emails.value`)
 *   matches when any element matches; an array without non-null elements is
 *   missing.
 * - Strings compare ignoring case for `eq ne sw co ew in nin` and the order
 *   operators, unless the attribute is declared `caseSensitive`. `lt le gt ge`
 *   compare strings by their lower-cased form (or, case-sensitive, as
 *   {@link compareValues} does), numbers numerically, booleans with `false`
 *   first; a value and a literal of different kinds never compare (false).
 * - An attribute declared `date-time` compares chronologically (ISO strings
 *   or `Date` objects); invalid date-times match no comparison.
 * - `not (...)` negates its group; `and` / `or` stop at the first deciding
 *   operand.
 *
 * No recursion: trees of any depth are evaluated.
 *
 * @param ast - a filter, usually validated by {@link validateFilter}
 * @param item - the item to test, usually a plain object
 * @param filterable - the operation's filterable attributes (three-list form), or a compiled operation: types and case sensitivity
 * @returns whether the item matches
 * @throws TypeError when `filterable` declares an attribute with an unknown type, operator or a non-boolean `caseSensitive`
 *
 * @example
 * ```ts
 * const parsed = parseFilter('emails.value ew "@example.com" and not (status eq "BLOCKED")');
 * if (parsed.ok) matchesFilter(parsed.value, { emails: [{ value: "ann@example.com" }], status: "ACTIVE" }); // true
 * ```
 * @public
 */
export function matchesFilter(
  ast: FilterNode,
  item: unknown,
  filterable?: FilterableAttributes | CompiledListOperation,
): boolean {
  return filterMatcher(ast, filterable)(item);
}
