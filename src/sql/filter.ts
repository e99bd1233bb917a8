import type {
  FilterCompareOperator,
  FilterNode,
  FilterOperatorOfClass,
  FilterTermNode,
  FilterValue,
  FilterValuePathNode,
  ListOperation,
} from "api-error-model/list-query";
import { LONE_SURROGATE } from "../core/body/lone-surrogate.js";
import { compileListOperation, isOperatorOfClass } from "../list-query/index.js";
import { elementValue } from "../list-rules/compared-as.js";
import { attributeSegments } from "../list-rules/schema-urn.js";
import { _timestampLiteral } from "./date-time.js";
import { _jsonPath } from "./expressions.js";
import { type _AttributePlan, _jsonPlan, type _Plan, _plan } from "./plan.js";
import { _Parameters, type SqlQuery } from "./query.js";
import { type _Rule, _ruleOf } from "./rule.js";
import type { SqlTable } from "./table.js";

/**
 * Options of {@link (filterToSql:1)}.
 *
 * @public
 */
export interface FilterToSqlOptions {
  /** The number of the first parameter (`$n`), so that the fragment follows your own parameters; 1 when absent. */
  readonly firstParameter?: number;
  /**
   * The operation, as an option.
   *
   * @deprecated Use `filterToSql(filter, table, operation, options)`: the operation is positional, as in every other function.
   */
  readonly operation?: ListOperation;
}

/** Whether the third argument of {@link (filterToSql:1)} is its options under the old form (`{ operation, firstParameter }`). */
function isOldOptions(third: ListOperation | FilterToSqlOptions | undefined): third is FilterToSqlOptions {
  // A list operation has neither member.
  return third !== undefined && (Object.hasOwn(third, "operation") || Object.hasOwn(third, "firstParameter"));
}

/** A literal other than null. */
type Literal = Exclude<FilterValue, null>;

/** The kind a literal compares as under a rule: the rule's type for date-times, else the literal's own type. */
function kindOf(literal: Literal, rule: _Rule): string {
  return rule.type === "date-time" ? "date-time" : typeof literal;
}

/** Escapes LIKE's wildcards and the escape character `!`. */
function likeEscape(text: string): string {
  return /[!%_]/.test(text) ? text.replace(/[!%_]/g, "!$&") : text;
}

/** NUL, or a UTF-16 surrogate without its pair: what PostgreSQL text cannot hold. */
const UNSTORABLE = /* @__PURE__ */ new RegExp(`\\0|${LONE_SURROGATE.source}`);

/** The position of the first character PostgreSQL text cannot hold; -1 when there is none. */
function unstorable(text: string): number {
  const match = UNSTORABLE.exec(text);
  return match === null ? -1 : match.index;
}

/** The SQL operator of each filter operator that compares by order. */
const ORDER_OPERATORS = { lt: "<", le: "<=", gt: ">", ge: ">=" } satisfies Record<
  FilterOperatorOfClass<"order">,
  string
>;

/**
 * The condition on one element (`x`, never NULL) for a literal of the
 * element's kind: never NULL, so that `NOT` agrees with memory. `undefined`
 * when no element can satisfy it.
 */
function condition(
  operator: Exclude<FilterCompareOperator, "ne">,
  literal: Literal,
  plan: _AttributePlan,
  params: _Parameters,
): string | undefined {
  const { rule, value: x, json } = plan;
  const kind = kindOf(literal, rule);
  if (kind === "string") {
    const value = literal as string;
    const folded = rule.caseSensitive ? value : value.toLowerCase();
    const compared = rule.caseSensitive ? plan.codePoints : plan.folded;
    const bad = unstorable(value);
    if (isOperatorOfClass(operator, "substring")) {
      // A string PostgreSQL cannot store is in no stored string.
      if (bad >= 0) return undefined;
      const pattern = `${operator === "sw" ? "" : "%"}${likeEscape(folded)}${operator === "ew" ? "" : "%"}`;
      return `${compared} LIKE ${params.add(pattern, "text")} ESCAPE '!'`;
    }
    if (operator === "eq") return bad >= 0 ? undefined : `${compared} = ${params.add(folded, "text")}`;
    let sqlOperator: string = ORDER_OPERATORS[operator];
    if (bad < 0) {
      // Case-sensitive order is the folded form, then the original (as compareValues has it).
      return rule.caseSensitive
        ? `(${plan.folded}, ${plan.codePoints}) ${sqlOperator} (${params.add(value.toLowerCase(), "text")}, ${params.add(value, "text")})`
        : `${compared} ${sqlOperator} ${params.add(folded, "text")}`;
    }
    // A stored string is never equal to the literal: compare with the prefix before the character it cannot
    // hold (NUL is below every character: s < "ab\0..." exactly when s <= "ab"), or with the prefix and U+E000,
    // the first code point after the surrogates (s < "ab\ud800..." exactly when s < "ab\ue000").
    const nul = value.charCodeAt(bad) === 0;
    const bound = value.slice(0, bad).toLowerCase() + (nul ? "" : "\ue000");
    const below = sqlOperator[0] === "<";
    sqlOperator = nul ? (below ? "<=" : ">") : below ? "<" : ">=";
    return `${plan.folded} ${sqlOperator} ${params.add(bound, "text")}`;
  }
  if (isOperatorOfClass(operator, "substring")) return undefined;
  const sqlOperator = operator === "eq" ? "=" : ORDER_OPERATORS[operator];
  if (kind === "date-time") {
    // Stryker disable next-line ConditionalExpression: equivalent, the text of a number or a boolean is never an RFC 3339 date-time, so the reader gives undefined too.
    const timestamp = typeof literal === "string" ? _timestampLiteral(literal) : undefined;
    return timestamp === undefined ? undefined : `${x} ${sqlOperator} ${params.add(timestamp, "timestamptz")}`;
  }
  const type = kind === "number" ? (json ? "numeric" : "float8") : "boolean";
  return `${json ? `(${x})::${type}` : x} ${sqlOperator} ${params.add(literal, type)}`;
}

/** The condition on one element, for an element of any jsonb kind: false unless the kinds agree. */
function guarded(
  operator: Exclude<FilterCompareOperator, "ne">,
  literal: Literal,
  plan: _AttributePlan,
  params: _Parameters,
): string | undefined {
  // A typed column holds values of the attribute's type only: a literal of another kind equals none of them.
  if (!plan.json && kindOf(literal, plan.rule) !== plan.rule.type) return undefined;
  const inner = condition(operator, literal, plan, params);
  if (inner === undefined || !plan.json) return inner;
  return `CASE WHEN jsonb_typeof(v) = '${typeof literal}' THEN ${inner} ELSE FALSE END`;
}

/** The conditions `x` must meet to be one of the listed literals (`undefined`: none can match). */
function listed(literals: readonly FilterValue[], plan: _AttributePlan, params: _Parameters): string | undefined {
  const parts: string[] = [];
  for (const literal of literals) {
    if (literal === null) continue;
    const part = guarded("eq", literal, plan, params);
    if (part !== undefined) parts.push(part);
  }
  return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : `(${parts.join(" OR ")})`;
}

/** Which elements a term asks about: the compared ones, those present (not null), or those not empty. */
type Mode = "compared" | "present" | "nonEmpty";

/** A JSON value holding something other than null and "" (RFC 7644's non-empty), at any depth. */
const NON_EMPTY = `'strict $.** ? (@.type() == "number" || @.type() == "boolean" || (@.type() == "string" && @ != ""))'`;

/** The condition an element meets in a mode. */
function element(plan: _AttributePlan, mode: Mode): string {
  const x = mode === "compared" ? plan.value : plan.presentValue;
  if (plan.json) return mode === "nonEmpty" ? `jsonb_path_exists(${x}, ${NON_EMPTY})` : `${x} <> 'null'`;
  return mode === "nonEmpty" && plan.rule.type === "string" ? `(${x} IS NOT NULL AND ${x} <> '')` : `${x} IS NOT NULL`;
}

/** Some element (in `mode`) satisfies `test`. */
function some(plan: _AttributePlan, test: string | undefined, mode: Mode = "compared"): string {
  const where = test === undefined ? element(plan, mode) : `${element(plan, mode)} AND ${test}`;
  const from = mode === "compared" ? plan.from : plan.presentFrom;
  return from === undefined ? `(${where})` : `EXISTS (SELECT 1 FROM ${from} WHERE ${where})`;
}

function term(node: FilterTermNode, plan: _AttributePlan, params: _Parameters): string {
  if (plan.json && plan.rule.type === "date-time") {
    throw new TypeError(
      `filterToSql: the date-time attribute ${JSON.stringify(node.attribute)} needs a timestamptz column`,
    );
  }
  if (node.kind === "present") return some(plan, undefined, "nonEmpty");
  if (node.kind === "compare") {
    const { operator, value } = node;
    if (value === null) {
      // Missing and null are the same: `eq null` asks for no value, `ne null` for some value.
      // Stryker disable next-line StringLiteral: equivalent, element() and some() tell only "compared" and "nonEmpty" apart: any other mode reads as "present".
      const anyValue = some(plan, undefined, "present");
      return operator === "eq" ? `NOT ${anyValue}` : operator === "ne" ? anyValue : "FALSE";
    }
    if (operator === "ne") {
      const equal = guarded("eq", value, plan, params);
      // A value of another kind (or one no stored value equals) is "not equal".
      return equal === undefined ? some(plan, undefined) : some(plan, `NOT (${equal})`);
    }
    const test = guarded(operator, value, plan, params);
    return test === undefined ? "FALSE" : some(plan, test);
  }
  const inList = listed(node.values, plan, params);
  if (node.operator === "nin") return inList === undefined ? some(plan, undefined) : some(plan, `NOT ${inList}`);
  const match = inList === undefined ? "FALSE" : some(plan, inList);
  return node.values.includes(null) ? `(${match} OR NOT ${some(plan, undefined)})` : match;
}

/** How the attributes of a (sub)filter are read: the table's, or those of a value path's element. */
type Resolve = (attribute: string) => _AttributePlan;

/** The attributes of the elements of a value path's attribute: sub-attributes read on `o`, the element. */
function elementResolver(
  outer: _AttributePlan,
  node: FilterValuePathNode,
  operation: ListOperation | undefined,
): Resolve {
  const compiled = operation === undefined ? undefined : compileListOperation(operation);
  return (name) => {
    const qualified = `${node.attribute}.${name}`;
    const declared = compiled?.attribute(qualified);
    // `value` of a multi-valued simple attribute's element is the element itself, compared by the attribute's rule.
    const element = declared ? undefined : elementValue(compiled?.attribute(node.attribute), name);
    const rule = _ruleOf(operation, element ? node.attribute : qualified, outer.source.column);
    return _jsonPlan(
      name,
      outer.source,
      rule,
      "o",
      declared ? declared.path.slice(-1) : element ? ["value"] : attributeSegments(name),
    );
  };
}

/**
 * Writes the SQL of a filter tree, in reading order, without recursion.
 *
 * @internal
 */
export function _filterSql(
  filter: FilterNode,
  plan: _Plan,
  operation: ListOperation | undefined,
  params: _Parameters,
): string {
  const top: Resolve = (attribute) => plan.attribute(attribute);
  let text = "";
  // Nodes still to write (with how their attributes are read), and the text between and after their
  // operands; popped in reading order.
  const stack: ([FilterNode, Resolve] | string)[] = [[filter, top]];
  while (stack.length > 0) {
    const item = stack.pop() as [FilterNode, Resolve] | string;
    if (typeof item === "string") {
      text += item;
      continue;
    }
    const [node, resolve] = item;
    if (node.kind === "not") {
      text += "NOT (";
      stack.push(")", [node.operand, resolve]);
    } else if (node.kind === "and" || node.kind === "or") {
      text += "(";
      stack.push(")");
      const separator = node.kind === "and" ? " AND " : " OR ";
      for (let i = node.operands.length - 1; i >= 0; i--) {
        stack.push([node.operands[i] as FilterNode, resolve]);
        if (i > 0) stack.push(separator);
      }
    } else if (node.kind === "valuePath") {
      // Some element satisfies the inner filter, its attributes read on the element; an element that is not an
      // object (of a multi-valued simple attribute, a text[] column's too) is read as `{"value": element}`.
      const outer = resolve(node.attribute);
      const inner = elementResolver(outer, node, operation);
      const doc = outer.json ? outer.doc : `to_jsonb(${outer.doc})`;
      text += `EXISTS (SELECT 1 FROM jsonb_path_query(${doc}, ${_jsonPath(outer.path, "lax", true)}) AS p(u) CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(u) = 'object' THEN u ELSE jsonb_build_object('value', u) END AS o) AS q WHERE jsonb_typeof(u) <> 'null' AND (`;
      stack.push("))", [node.filter, inner]);
    } else {
      text += term(node, resolve(node.attribute), params);
    }
  }
  return text;
}

/**
 * Compiles a filter to a boolean SQL expression for a `WHERE` clause, with
 * the same meaning as `matchesFilter` on the rows as items.
 *
 * @remarks
 * Every literal is a parameter (`$n`, numbered from `firstParameter`), never
 * SQL text; identifiers come from the table declaration only. Each term is
 * two-valued (a comparison with a `NULL` is false, not unknown), so `not`
 * and `ne` agree with memory: `ne` and `nin` are false on a missing value,
 * `eq null` matches it. Strings compare case-insensitively unless the
 * attribute is `caseSensitive`: folded with ICU's `lower()` and compared by
 * code point (`COLLATE "C"`); `%`, `_` and `!` in `sw`/`co`/`ew` values are
 * matched literally. Numbers compare as `double precision`, date-times as
 * `timestamptz` (the literal read as RFC 3339, to the microsecond). A
 * multi-valued attribute (an array or `jsonb` column) matches when any
 * element does.
 *
 * Needs a PostgreSQL built with ICU (the collation `"und-x-icu"`; Debian's
 * packages and PGlite are). Where ICU's lower-casing differs from
 * JavaScript's (letters added in Unicode 16 and later), so does the result.
 * A string literal holding NUL or a lone surrogate, which PostgreSQL text
 * cannot hold, equals no stored value and compares by its prefix.
 *
 * @param filter - a validated filter (from `parseListQuery` or `validateFilter`)
 * @param table - the table declaration: column of each attribute
 * @param operation - the operation: each attribute's type and case rule, as `matchesFilter` takes it
 * @param options - the first parameter number
 * @returns the condition and its parameter values
 * @throws TypeError when the table declares no column for an attribute of the filter (a programming error)
 *
 * @example
 * ```ts
 * const where = filterToSql(query.filter, users, listUsers, { firstParameter: 2 });
 * await client.query(`SELECT * FROM users WHERE tenant_id = $1 AND ${where.text}`, [tenant, ...where.values]);
 * ```
 * @public
 */
export function filterToSql(
  filter: FilterNode,
  table: SqlTable,
  operation?: ListOperation,
  options?: FilterToSqlOptions,
): SqlQuery;
/**
 * {@link (filterToSql:1)} with the operation as an option.
 *
 * @deprecated Use `filterToSql(filter, table, operation, { firstParameter })`.
 * @public
 */
export function filterToSql(filter: FilterNode, table: SqlTable, options: FilterToSqlOptions): SqlQuery;
export function filterToSql(
  filter: FilterNode,
  table: SqlTable,
  third?: ListOperation | FilterToSqlOptions,
  fourth: FilterToSqlOptions = {},
): SqlQuery {
  const options = isOldOptions(third) ? third : fourth;
  const operation = isOldOptions(third) ? third.operation : (third as ListOperation | undefined);
  const params = new _Parameters(options.firstParameter ?? 1);
  const text = _filterSql(filter, _plan(table, operation), operation, params);
  return { text, values: params.values };
}
