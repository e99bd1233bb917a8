import { type BuiltViolationDetail, violation } from "../build.js";
import type { ValueType } from "./compare.js";
import type { FilterNode, FilterOperator, FilterTermNode, FilterValue } from "./filter-ast.js";
import { isFilterOperator } from "./filter-ast.js";
import { _isDateTimeString } from "./filter-date-time.js";

/**
 * How an operation lets clients filter on one attribute.
 *
 * @public
 */
export type FilterAttributeRule = {
  /** The value type: decides which literals fit and how values compare. */
  readonly type: ValueType;
  /** The operators allowed on the attribute; {@link DEFAULT_FILTER_OPERATORS} of the type when absent. */
  readonly operators?: readonly FilterOperator[];
  /** Whether string comparisons respect case; `false` (case-insensitive) when absent. */
  readonly caseSensitive?: boolean;
};

/**
 * The attributes an operation lets clients filter on: attribute path (dotted
 * for nested ones) to its value type, or to a full {@link FilterAttributeRule}.
 *
 * @example
 * ```ts
 * const filterable: FilterableAttributes = {
 *   givenName: "string",
 *   emailVerified: "boolean",
 *   createdAt: "date-time",
 *   externalId: { type: "string", operators: ["eq", "in", "pr"], caseSensitive: true },
 * };
 * ```
 * @public
 */
export type FilterableAttributes = { readonly [attribute: string]: ValueType | FilterAttributeRule };

/**
 * The operators an attribute allows when its rule names none, per value type.
 *
 * @remarks
 * Strings allow the documented set `eq ne sw lt le gt ge in nin`; numbers and
 * date-times the same without `sw`; booleans `eq ne`. Every type also allows
 * `pr` (present), which only asks whether a value is there. The SCIM forms
 * `co` and `ew` parse, but an operation enables them per attribute (they
 * cannot use an index the way `sw` can).
 *
 * @public
 */
export const DEFAULT_FILTER_OPERATORS = {
  string: ["eq", "ne", "sw", "lt", "le", "gt", "ge", "in", "nin", "pr"],
  number: ["eq", "ne", "lt", "le", "gt", "ge", "in", "nin", "pr"],
  boolean: ["eq", "ne", "pr"],
  "date-time": ["eq", "ne", "lt", "le", "gt", "ge", "in", "nin", "pr"],
} as const;

/**
 * The pattern reported (`failed_regex_match`) for a literal that should be a
 * JSON number.
 *
 * @public
 */
export const FILTER_NUMBER_PATTERN = "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$";

/**
 * The pattern reported (`failed_regex_match`) for a literal that should be a
 * JSON string.
 *
 * @public
 */
export const FILTER_STRING_PATTERN = '^"([^"\\\\]|\\\\.)*"$';

/**
 * An attribute rule with its defaults filled in and its name as declared.
 *
 * @internal
 */
export interface _ResolvedAttribute {
  readonly name: string;
  readonly type: ValueType;
  readonly operators: readonly FilterOperator[];
  readonly caseSensitive: boolean;
}

const VALUE_TYPES: readonly string[] = ["string", "number", "boolean", "date-time"];

function isValueType(value: unknown): value is ValueType {
  return typeof value === "string" && VALUE_TYPES.includes(value);
}

function resolveRule(name: string, declared: unknown): _ResolvedAttribute {
  if (isValueType(declared)) {
    return { name, type: declared, operators: DEFAULT_FILTER_OPERATORS[declared], caseSensitive: false };
  }
  const rule = typeof declared === "object" && declared !== null ? (declared as Partial<FilterAttributeRule>) : {};
  const { type, operators, caseSensitive } = rule;
  if (!isValueType(type)) {
    throw new TypeError(`filterable attribute ${JSON.stringify(name)}: type must be one of ${VALUE_TYPES.join(", ")}`);
  }
  if (operators !== undefined && !(Array.isArray(operators) && operators.every(isFilterOperator))) {
    throw new TypeError(`filterable attribute ${JSON.stringify(name)}: operators must be a list of filter operators`);
  }
  if (caseSensitive !== undefined && typeof caseSensitive !== "boolean") {
    throw new TypeError(`filterable attribute ${JSON.stringify(name)}: caseSensitive must be a boolean`);
  }
  return { name, type, operators: operators ?? DEFAULT_FILTER_OPERATORS[type], caseSensitive: caseSensitive ?? false };
}

/**
 * Looks attributes up in a declaration: the exact own key first, else the
 * first declared key equal to it ignoring case. Builds its index once.
 *
 * @throws TypeError for a declaration that is not a value type or a valid rule
 * @internal
 */
export function _attributeResolver(
  filterable: FilterableAttributes,
): (attribute: string) => _ResolvedAttribute | undefined {
  const byLowerName = new Map<string, string>();
  for (const name of Object.keys(filterable)) {
    const lower = name.toLowerCase();
    if (!byLowerName.has(lower)) byLowerName.set(lower, name);
  }
  const resolved = new Map<string, _ResolvedAttribute>();
  return (attribute) => {
    const name = Object.hasOwn(filterable, attribute) ? attribute : byLowerName.get(attribute.toLowerCase());
    if (name === undefined) return undefined;
    let rule = resolved.get(name);
    if (rule === undefined) {
      rule = resolveRule(name, filterable[name]);
      resolved.set(name, rule);
    }
    return rule;
  };
}

/** The violation for a literal that does not fit the attribute's type, or `undefined` when it fits. */
function valueViolation(
  type: ValueType,
  operator: FilterOperator,
  value: FilterValue,
): BuiltViolationDetail | undefined {
  // null asks "missing or null?", which only equality and membership can ask.
  if (value === null && (operator === "eq" || operator === "ne" || operator === "in" || operator === "nin")) {
    return undefined;
  }
  switch (type) {
    case "string":
      return typeof value === "string"
        ? undefined
        : violation("failed_regex_match", { regexPattern: FILTER_STRING_PATTERN });
    case "number":
      return typeof value === "number"
        ? undefined
        : violation("failed_regex_match", { regexPattern: FILTER_NUMBER_PATTERN });
    case "boolean":
      return typeof value === "boolean" ? undefined : violation("disallowed_enum", { allowedValues: "true,false" });
    default:
      return typeof value === "string" && _isDateTimeString(value) ? undefined : violation("invalid_date_time");
  }
}

function termProblems(term: FilterTermNode, rule: _ResolvedAttribute, found: BuiltViolationDetail[]): void {
  const operator = term.kind === "present" ? "pr" : term.operator;
  if (!rule.operators.includes(operator)) {
    found.push(violation("disallowed_enum", { allowedValues: rule.operators.join(",") }));
  }
  const values = term.kind === "compare" ? [term.value] : term.kind === "in" ? term.values : [];
  for (const value of values) {
    const problem = valueViolation(rule.type, operator, value);
    if (problem !== undefined) found.push(problem);
  }
}

/** The tree with every term's attribute replaced by its declared spelling; built bottom-up without recursion. */
function renamed(ast: FilterNode, names: ReadonlyMap<FilterTermNode, string>): FilterNode {
  const results: FilterNode[] = [];
  const stack: { node: FilterNode; next: number }[] = [{ node: ast, next: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as { node: FilterNode; next: number };
    const node = frame.node;
    if (node.kind === "not") {
      if (frame.next === 0) {
        frame.next = 1;
        stack.push({ node: node.operand, next: 0 });
        continue;
      }
      const operand = results.pop() as FilterNode;
      results.push(operand === node.operand ? node : { kind: "not", operand });
    } else if (node.kind === "and" || node.kind === "or") {
      if (frame.next < node.operands.length) {
        stack.push({ node: node.operands[frame.next++] as FilterNode, next: 0 });
        continue;
      }
      const operands = results.splice(results.length - node.operands.length) as [
        FilterNode,
        FilterNode,
        ...FilterNode[],
      ];
      results.push(operands.every((o, i) => o === node.operands[i]) ? node : { kind: node.kind, operands });
    } else {
      const name = names.get(node);
      results.push(name === undefined ? node : { ...node, attribute: name });
    }
    stack.pop();
  }
  return results[0] as FilterNode;
}

/**
 * What {@link validateFilter} returns: the filter with attribute names as
 * declared, or every problem found.
 *
 * @public
 */
export type ValidateFilterResult =
  | { readonly ok: true; readonly value: FilterNode }
  | { readonly ok: false; readonly violations: readonly [BuiltViolationDetail, ...BuiltViolationDetail[]] };

/**
 * Checks a parsed filter against the attributes an operation lets clients
 * filter on, and reports every problem at once.
 *
 * @remarks
 * Attribute names match the declaration ignoring case. The problems, meant to
 * go under the key `query` of a `request_constraint_violations` error:
 *
 * - an attribute that is not declared: `unsupported_path_expression`;
 * - an operator the attribute does not allow: `disallowed_enum` with
 *   `allowedValues` (the allowed operators, comma-joined);
 * - a literal that does not fit the type: for a string attribute
 *   `failed_regex_match` with {@link FILTER_STRING_PATTERN}, for a number
 *   `failed_regex_match` with {@link FILTER_NUMBER_PATTERN}, for a boolean
 *   `disallowed_enum` with allowedValues `true,false`, for a date-time
 *   `invalid_date_time` (an RFC 3339 date-time with seconds and offset is
 *   required). `null` fits every type with `eq ne in nin` only.
 *
 * Identical details are listed once. The work is linear in the size of the
 * tree, without recursion.
 *
 * @param ast - a filter from {@link parseFilter}
 * @param filterable - the operation's filterable attributes
 * @returns `{ ok: true, value }` with attribute names spelled as declared, or `{ ok: false, violations }`
 * @throws TypeError when `filterable` declares an attribute with an unknown type, operator or a non-boolean `caseSensitive`
 *
 * @example
 * ```ts
 * const parsed = parseFilter('GIVENNAME co "an"');
 * if (parsed.ok) validateFilter(parsed.value, { givenName: "string" });
 * // { ok: false, violations: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "eq,ne,sw,lt,le,gt,ge,in,nin,pr" } }] }
 * ```
 * @public
 */
export function validateFilter(ast: FilterNode, filterable: FilterableAttributes): ValidateFilterResult {
  const resolve = _attributeResolver(filterable);
  const found: BuiltViolationDetail[] = [];
  const names = new Map<FilterTermNode, string>();
  const stack: FilterNode[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop() as FilterNode;
    if (node.kind === "not") {
      stack.push(node.operand);
    } else if (node.kind === "and" || node.kind === "or") {
      for (let i = node.operands.length - 1; i >= 0; i--) stack.push(node.operands[i] as FilterNode);
    } else {
      const rule = resolve(node.attribute);
      if (rule === undefined) {
        found.push(violation("unsupported_path_expression"));
      } else {
        termProblems(node, rule, found);
        if (rule.name !== node.attribute) names.set(node, rule.name);
      }
    }
  }
  if (found.length > 0) {
    const seen = new Set<string>();
    const unique = found.filter((detail) => {
      const key = JSON.stringify(detail);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ok: false, violations: unique as [BuiltViolationDetail, ...BuiltViolationDetail[]] };
  }
  return { ok: true, value: names.size === 0 ? ast : renamed(ast, names) };
}
