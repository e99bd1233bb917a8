import { _nodesOf, type FilterNode, type FilterTermNode, type FilterValue } from "../list-query/filter-ast.js";
import type { ListOperation } from "../list-query/operation.js";
import { _timestampLiteral } from "./date-time.js";
import { _codePoints, _fold, _jsonPath } from "./expressions.js";
import { _Parameters, type SqlQuery } from "./query.js";
import { type _Rule, _ruleOf } from "./rule.js";
import { _compileTable, type _Source, type SqlTable } from "./table.js";

/**
 * Options of {@link filterToSql}.
 *
 * @public
 */
export interface FilterToSqlOptions {
  /** The number of the first parameter (`$n`), so that the fragment follows your own parameters; 1 when absent. */
  readonly firstParameter?: number;
  /** The operation whose `filterable` gives each attribute's type and case rule, as `matchesFilter` takes it. */
  readonly operation?: ListOperation;
}

/** A literal other than null. */
type Literal = Exclude<FilterValue, null>;

/** What the elements of a source are in SQL: typed values, or jsonb values of any kind. */
interface Elements {
  /** The expression of one element (the column itself, or `v` of the element set). */
  readonly value: string;
  /** `FROM` of the element set (`unnest(...)`), or undefined for a scalar column. */
  readonly from: string | undefined;
  /** Whether elements are jsonb (any kind) rather than values of the attribute's type. */
  readonly json: boolean;
}

function elementsOf(source: _Source): Elements {
  const { column, path } = source;
  if (column.storage === "scalar") return { value: column.sql, from: undefined, json: false };
  if (column.storage === "array") return { value: "v", from: `unnest(${column.sql}) AS e(v)`, json: false };
  return { value: "v", from: `jsonb_path_query(${column.sql}, ${_jsonPath(path, "lax", true)}) AS e(v)`, json: true };
}

/** The kind a literal compares as under a rule: the rule's type for date-times, else the literal's own type. */
function kindOf(literal: Literal, rule: _Rule): string {
  return rule.type === "date-time" ? "date-time" : typeof literal;
}

/** Escapes LIKE's wildcards and the escape character `!`. */
function likeEscape(text: string): string {
  return text.replace(/[!%_]/g, "!$&");
}

/**
 * The position of the first character PostgreSQL text cannot hold: NUL, or a
 * UTF-16 surrogate without its pair; -1 when there is none.
 */
function unstorable(text: string): number {
  const match = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.exec(text);
  return match === null ? -1 : match.index;
}

const ORDER_OPERATORS: Readonly<Record<string, string>> = { lt: "<", le: "<=", gt: ">", ge: ">=" };

/**
 * The condition on one element (`x`, never NULL) for a literal of the
 * element's kind: never NULL, so that `NOT` agrees with memory. `undefined`
 * when no element can satisfy it.
 */
function condition(
  operator: string,
  x: string,
  literal: Literal,
  rule: _Rule,
  params: _Parameters,
  json: boolean,
): string | undefined {
  const kind = kindOf(literal, rule);
  if (kind === "string") {
    const text = json ? `(${x} #>> '{}')` : x;
    const value = literal as string;
    const folded = rule.caseSensitive ? value : value.toLowerCase();
    const compared = rule.caseSensitive ? _codePoints(text) : _fold(text);
    const bad = unstorable(value);
    if (operator === "sw" || operator === "co" || operator === "ew") {
      // A string PostgreSQL cannot store is in no stored string.
      if (bad >= 0) return undefined;
      const pattern = `${operator === "sw" ? "" : "%"}${likeEscape(folded)}${operator === "ew" ? "" : "%"}`;
      return `${compared} LIKE ${params.add(pattern, "text")} ESCAPE '!'`;
    }
    if (operator === "eq") return bad >= 0 ? undefined : `${compared} = ${params.add(folded, "text")}`;
    let sqlOperator = ORDER_OPERATORS[operator] as string;
    if (bad < 0) {
      // Case-sensitive order is the folded form, then the original (as compareValues has it).
      return rule.caseSensitive
        ? `(${_fold(text)}, ${_codePoints(text)}) ${sqlOperator} (${params.add(value.toLowerCase(), "text")}, ${params.add(value, "text")})`
        : `${compared} ${sqlOperator} ${params.add(folded, "text")}`;
    }
    // A stored string is never equal to the literal: compare with the prefix before the character it cannot
    // hold (NUL is below every character: s < "ab\0..." exactly when s <= "ab"), or with the prefix and U+E000,
    // the first code point after the surrogates (s < "ab\ud800..." exactly when s < "ab\ue000").
    const nul = value.charCodeAt(bad) === 0;
    const bound = value.slice(0, bad).toLowerCase() + (nul ? "" : "\ue000");
    const below = sqlOperator[0] === "<";
    sqlOperator = nul ? (below ? "<=" : ">") : below ? "<" : ">=";
    return `${_fold(text)} ${sqlOperator} ${params.add(bound, "text")}`;
  }
  if (operator === "sw" || operator === "co" || operator === "ew") return undefined;
  const sqlOperator = operator === "eq" ? "=" : (ORDER_OPERATORS[operator] as string);
  if (kind === "date-time") {
    const timestamp = typeof literal === "string" ? _timestampLiteral(literal) : undefined;
    return timestamp === undefined ? undefined : `${x} ${sqlOperator} ${params.add(timestamp, "timestamptz")}`;
  }
  const type = kind === "number" ? (json ? "numeric" : "float8") : "boolean";
  return `${json ? `(${x})::${type}` : x} ${sqlOperator} ${params.add(literal, type)}`;
}

/** The JSON kind (`jsonb_typeof`) of a literal's kind. */
function jsonKind(literal: Literal): string {
  return typeof literal;
}

/** The condition on one element, for an element of any jsonb kind: false unless the kinds agree. */
function guarded(
  operator: string,
  literal: Literal,
  rule: _Rule,
  params: _Parameters,
  elements: Elements,
): string | undefined {
  // A typed column holds values of the attribute's type only: a literal of another kind equals none of them.
  if (!elements.json && kindOf(literal, rule) !== rule.type) return undefined;
  const inner = condition(operator, elements.value, literal, rule, params, elements.json);
  if (inner === undefined || !elements.json) return inner;
  return `CASE WHEN jsonb_typeof(${elements.value}) = '${jsonKind(literal)}' THEN ${inner} ELSE FALSE END`;
}

/** The conditions `x` must meet to be one of the listed literals (`undefined`: none can match). */
function listed(
  literals: readonly FilterValue[],
  rule: _Rule,
  params: _Parameters,
  elements: Elements,
): string | undefined {
  const parts: string[] = [];
  for (const literal of literals) {
    if (literal === null) continue;
    const part = guarded("eq", literal, rule, params, elements);
    if (part !== undefined) parts.push(part);
  }
  return parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : `(${parts.join(" OR ")})`;
}

/** A present element: not NULL, and (for `pr`) not empty (`""`, `[]`, `{}`). */
function present(elements: Elements, nonEmpty: boolean, rule: _Rule): string {
  const x = elements.value;
  if (elements.json) {
    return nonEmpty ? `NOT (${x} IN ('null', '""', '[]', '{}'))` : `${x} <> 'null'`;
  }
  return nonEmpty && rule.type === "string" ? `(${x} IS NOT NULL AND ${x} <> '')` : `${x} IS NOT NULL`;
}

/** Some element satisfies `test` (and is present). */
function some(elements: Elements, test: string | undefined, nonEmpty = false, rule: _Rule): string {
  const where =
    test === undefined ? present(elements, nonEmpty, rule) : `${present(elements, nonEmpty, rule)} AND ${test}`;
  return elements.from === undefined ? `(${where})` : `EXISTS (SELECT 1 FROM ${elements.from} WHERE ${where})`;
}

function term(node: FilterTermNode, source: _Source, rule: _Rule, params: _Parameters): string {
  const elements = elementsOf(source);
  if (elements.json && rule.type === "date-time") {
    throw new TypeError(
      `filterToSql: the date-time attribute ${JSON.stringify(node.attribute)} needs a timestamptz column`,
    );
  }
  if (node.kind === "present") return some(elements, undefined, true, rule);
  const anyValue = () => some(elements, undefined, false, rule);
  if (node.kind === "compare") {
    const { operator, value } = node;
    if (value === null) {
      // Missing and null are the same: `eq null` asks for no value, `ne null` for some value.
      return operator === "eq" ? `NOT ${anyValue()}` : operator === "ne" ? anyValue() : "FALSE";
    }
    if (operator === "ne") {
      const equal = guarded("eq", value, rule, params, elements);
      // A value of another kind (or one no stored value equals) is "not equal".
      return equal === undefined ? anyValue() : some(elements, `NOT (${equal})`, false, rule);
    }
    const test = guarded(operator, value, rule, params, elements);
    return test === undefined ? "FALSE" : some(elements, test, false, rule);
  }
  const inList = listed(node.values, rule, params, elements);
  if (node.operator === "nin") {
    return inList === undefined ? anyValue() : some(elements, `NOT ${inList}`, false, rule);
  }
  const match = inList === undefined ? "FALSE" : some(elements, inList, false, rule);
  return node.values.includes(null) ? `(${match} OR NOT ${anyValue()})` : match;
}

/**
 * Writes the SQL of a filter tree (terms in order, groups without recursion).
 *
 * @internal
 */
export function _filterSql(
  filter: FilterNode,
  table: SqlTable,
  operation: ListOperation | undefined,
  params: _Parameters,
): string {
  const compiled = _compileTable(table);
  const nodes = _nodesOf(filter);
  const sql = new Map<FilterNode, string>();
  // Terms left to right (pre-order), so that parameters are numbered in reading order.
  for (const node of nodes) {
    if ("attribute" in node) {
      const source = compiled.source(node.attribute);
      sql.set(node, term(node, source, _ruleOf(operation, node.attribute, source.column), params));
    }
  }
  // Groups after their operands (reversed pre-order).
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i] as FilterNode;
    if (node.kind === "not") sql.set(node, `NOT (${sql.get(node.operand)})`);
    else if (node.kind === "and" || node.kind === "or") {
      sql.set(
        node,
        `(${node.operands.map((operand) => sql.get(operand)).join(node.kind === "and" ? " AND " : " OR ")})`,
      );
    }
  }
  return sql.get(filter) as string;
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
 * @param filter - a validated filter (from {@link parseListQuery} or `validateFilter`)
 * @param table - the table declaration: column of each attribute
 * @param options - the first parameter number, and the operation (types and case rules)
 * @returns the condition and its parameter values
 * @throws TypeError when the table declares no column for an attribute of the filter (a programming error)
 *
 * @example
 * ```ts
 * const where = filterToSql(query.filter, users, { operation: listUsers, firstParameter: 2 });
 * await client.query(`SELECT * FROM users WHERE tenant_id = $1 AND ${where.text}`, [tenant, ...where.values]);
 * ```
 * @public
 */
export function filterToSql(filter: FilterNode, table: SqlTable, options: FilterToSqlOptions = {}): SqlQuery {
  const params = new _Parameters(options.firstParameter ?? 1);
  const text = _filterSql(filter, table, options.operation, params);
  return { text, values: params.values };
}
