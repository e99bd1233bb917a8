import { isJsonObject } from "../core/body/json-object.js";
import { attributeValues, comparedValues, isNonEmpty } from "../list-rules/attribute-path.js";
import { comparedAs, elementValue } from "../list-rules/compared-as.js";
import { compareInstants, instantOf } from "../list-rules/date-time.js";
import { attributeSegments } from "../list-rules/schema-urn.js";
import { _compareStrings, compareValues, type ValueType } from "./compare.js";
import { compileListOperation } from "./compile-operation.js";
import type { CompiledAttribute, CompiledListOperation } from "./declaration.js";
import {
  _nodesOf,
  type FilterCompareOperator,
  type FilterNode,
  type FilterOperatorOfClass,
  type FilterTermNode,
  type FilterValue,
  type FilterValuePathNode,
  isOperatorOfClass,
} from "./filter-ast.js";
import type { ListOperation } from "./operation.js";

/** How one term or value path reads and compares its attribute. */
interface TermPlan {
  readonly segments: readonly string[];
  readonly type: ValueType | undefined;
  readonly caseSensitive: boolean;
}

/** A node that names an attribute: a term or a value path. */
type Leaf = FilterTermNode | FilterValuePathNode;

/** A literal other than null: what the operators other than `eq null` / `ne null` compare with. */
type Literal = Exclude<FilterValue, null>;

/**
 * The order of an attribute value against a literal: -1, 0 or 1, or NaN
 * when they do not compare (different kinds, NaN, an invalid date-time).
 */
function order(value: unknown, literal: Literal, plan: TermPlan): number {
  if (plan.type === "date-time") {
    const instant = instantOf(value);
    const literalInstant = instantOf(literal);
    return instant && literalInstant ? Math.sign(compareInstants(instant, literalInstant)) : NaN;
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

/** Whether a string (folded or not) satisfies each substring operator with a needle. */
const SUBSTRING_TESTS = {
  sw: (haystack, needle) => haystack.startsWith(needle),
  co: (haystack, needle) => haystack.includes(needle),
  ew: (haystack, needle) => haystack.endsWith(needle),
} satisfies Record<FilterOperatorOfClass<"substring">, (haystack: string, needle: string) => boolean>;

/** Whether an order (-1, 0 or 1; NaN when there is none) satisfies each operator that compares by order. */
const ORDER_TESTS = {
  eq: (order) => order === 0,
  ne: (order) => order !== 0,
  lt: (order) => order < 0,
  le: (order) => order <= 0,
  gt: (order) => order > 0,
  ge: (order) => order >= 0,
} satisfies Record<FilterOperatorOfClass<"equality" | "order">, (order: number) => boolean>;

/** Whether one present (non-null) element satisfies a comparison with a non-null literal. */
function compareOne(operator: FilterCompareOperator, value: unknown, literal: Literal, plan: TermPlan): boolean {
  if (isOperatorOfClass(operator, "substring")) {
    if (typeof value !== "string" || typeof literal !== "string") return false;
    const haystack = plan.caseSensitive ? value : value.toLowerCase();
    const needle = plan.caseSensitive ? literal : literal.toLowerCase();
    return SUBSTRING_TESTS[operator](haystack, needle);
  }
  // NaN (no order) fails every test but `ne`.
  return ORDER_TESTS[operator](order(value, literal, plan));
}

function matchesLeaf(node: Leaf, item: unknown, plans: Map<Leaf, TermPlan>): boolean {
  const plan = plans.get(node) as TermPlan;
  // Missing, null, and arrays without a non-null element are all "missing" to `eq null` and `ne null`.
  const present = attributeValues(item, plan.segments);
  if (node.kind === "valuePath") {
    // At least one element (an object) satisfies the filter, its attributes read on the element.
    return present.some((element) => {
      // An element that is not an object (of a multi-valued simple attribute: `schemas[value eq "urn:..."]`) is its own `value`.
      const object = isJsonObject(element) ? element : { value: element };
      return evaluate(node.filter, (leaf) => matchesLeaf(leaf, object, plans));
    });
  }
  // `pr` asks for a non-empty value: not "", [], {} or a list of empty values either.
  if (node.kind === "present") return present.some(isNonEmpty);
  if (node.kind === "compare" && node.value === null) {
    return node.operator === "eq" ? present.length === 0 : node.operator === "ne" && present.length > 0;
  }
  // Elements with a `value` member (complex multi-valued attributes) compare by it.
  const values = comparedValues(present);
  if (node.kind === "compare") {
    const { operator, value: literal } = node;
    return values.some((value) => compareOne(operator, value, literal as Literal, plan));
  }
  const { operator, values: literals } = node;
  if (values.length === 0) return operator === "in" && literals.includes(null);
  const listed = (value: unknown) => literals.some((literal) => literal !== null && order(value, literal, plan) === 0);
  return operator === "in" ? values.some(listed) : values.some((value) => !listed(value));
}

/** Evaluates a tree with an explicit stack; `and`/`or` stop at the first operand that decides. */
function evaluate(root: FilterNode, test: (leaf: Leaf) => boolean): boolean {
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
 * Plans every term of a filter: its path, and the type and case rule of its
 * declared attribute. The terms inside a value path (`prefix` is its
 * attribute's declared name and `.`) are read on the elements, and declared
 * as sub-attributes.
 */
function plan(
  ast: FilterNode,
  plans: Map<Leaf, TermPlan>,
  compiled: CompiledListOperation | undefined,
  prefix: string,
  outer?: CompiledAttribute,
): void {
  for (const node of _nodesOf(ast)) {
    if (!("attribute" in node)) continue;
    const rule = compiled?.attribute(prefix + node.attribute) ?? elementValue(outer, node.attribute);
    plans.set(node, {
      // A sub-attribute is read on the element, by its own name; an undeclared name as RFC 7643 stores extensions.
      segments:
        rule && rule === outer
          ? ["value"]
          : rule
            ? rule.path.slice(prefix ? -1 : 0)
            : attributeSegments(node.attribute),
      // A complex attribute compares as its `value` sub-attribute is declared.
      ...comparedAs(rule),
    });
    if (node.kind === "valuePath") plan(node.filter, plans, compiled, `${rule?.name ?? node.attribute}.`, rule);
  }
}

/**
 * Prepares a filter for evaluation over many items: resolves each term's
 * attribute and rule once.
 *
 * @remarks
 * Evaluation follows {@link matchesFilter}. Use this when filtering a list;
 * `matchesFilter` is the one-off form. The declaration is compiled once per
 * object and cached, so treat it as immutable.
 *
 * @param ast - a filter, usually validated by {@link validateFilter}
 * @param operation - the operation's declaration, or its compiled form ({@link compileListOperation}): types and case sensitivity
 * @returns a predicate over items
 * @throws TypeError for a declaration that is not well-formed (see {@link compileListOperation})
 *
 * @example
 * ```ts
 * const listUsers: ListOperation = { attributes: { status: { type: "string", filter: true } } };
 * const parsed = parseFilter('status eq "active"');
 * if (parsed.ok) users.filter(filterMatcher(parsed.value, listUsers));
 * ```
 * @public
 */
export function filterMatcher(
  ast: FilterNode,
  operation?: ListOperation | CompiledListOperation,
): (item: unknown) => boolean {
  const compiled = operation === undefined ? undefined : compileListOperation(operation);
  const plans = new Map<Leaf, TermPlan>();
  plan(ast, plans, compiled, "");
  return (item) => evaluate(ast, (leaf) => matchesLeaf(leaf, item, plans));
}

/**
 * Tells whether an item matches a filter.
 *
 * @remarks
 * The rules:
 *
 * - Attributes are read by dotted path from own properties, the exact name
 *   first, else ignoring the case of ASCII letters (no other character
 *   folds). Without a declaration, a name qualified by a core schema's URN
 *   (`urn:ietf:params:scim:schemas:core:2.0:User:userName`) is read on the
 *   item itself, one qualified by any other URN under the item's member
 *   keyed by that URN (RFC 7643 section 3.3); with one, as declared.
 * - Missing and `null` are the same: `eq null` matches them, `ne null`
 *   matches every other value (`""` and `[]` included); any other term on
 *   them is false, `ne` and `nin` included.
 * - `pr` follows RFC 7644: true for a non-empty value, false for missing,
 *   `null`, `""`, `[]`, `{}`, and a list or object holding only such values.
 * - A multi-valued attribute (an array, also on the way: `emails.value`)
 *   matches when any element matches. An element that is an object with a
 *   `value` member compares by that member (`emails co "@example.com"`, as
 *   RFC 7644 reads it); other elements compare themselves.
 * - A value and a literal of different kinds (a string and a number, say),
 *   NaN, and an invalid date-time are in no order: every comparison of them
 *   is false except `ne`, which is true (and `nin`, when no listed value
 *   equals them).
 * - Strings compare ignoring case (`toLowerCase`) unless the attribute is
 *   declared `caseSensitive`; `lt le gt ge` order them by code point, as
 *   {@link compareValues} does; numbers compare numerically, booleans with
 *   `false` first. `sw`, `co` and `ew` are false on anything but a string.
 * - An attribute declared `date-time` compares chronologically at
 *   microsecond precision: RFC 3339 strings with an offset and `Date`
 *   objects; a string without an offset is invalid whatever the server's
 *   time zone.
 * - `not (...)` negates its group; `and` / `or` stop at the first deciding
 *   operand.
 *
 * No recursion: trees of any depth are evaluated.
 *
 * @param ast - a filter, usually validated by {@link validateFilter}
 * @param item - the item to test, usually a plain object
 * @param operation - the operation's declaration, or its compiled form ({@link compileListOperation}): types and case sensitivity
 * @returns whether the item matches
 * @throws TypeError for a declaration that is not well-formed (see {@link compileListOperation})
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
  operation?: ListOperation | CompiledListOperation,
): boolean {
  return filterMatcher(ast, operation)(item);
}
