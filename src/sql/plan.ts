import type { ListOperation, SortKeyInit } from "../list-query/index.js";
import { _selectExpression, _selectedColumns, _sortExpressions } from "./columns.js";
import { _codePoints, _fold, _jsonPath } from "./expressions.js";
import { type _Rule, _ruleOf } from "./rule.js";
import { type _Column, type _CompiledTable, _compileTable, type _Source, type SqlTable } from "./table.js";

/**
 * How a term reads one attribute: its column, its rule, and the SQL of its
 * elements, written once per table and operation.
 *
 * @internal
 */
export interface _AttributePlan {
  readonly attribute: string;
  readonly source: _Source;
  readonly rule: _Rule;
  /** The expression of one compared element (the column itself, or `v` of the element set). */
  readonly value: string;
  /** `FROM` of the compared elements (`unnest(...)`), or undefined for a scalar column. */
  readonly from: string | undefined;
  /** The expression of one element as it is (`w` in jsonb, where an object with `value` compares by it). */
  readonly presentValue: string;
  /** `FROM` of the elements as they are. */
  readonly presentFrom: string | undefined;
  /** Whether elements are jsonb (any kind) rather than values of the attribute's type. */
  readonly json: boolean;
  /** The jsonb document the elements are read from (a column, or `o`, the element of a value path). */
  readonly doc: string;
  /** The path of the values inside `doc`. */
  readonly path: readonly string[];
  /** An element as text (a jsonb string's text). */
  readonly text: string;
  /** The folded text, by code point. */
  readonly folded: string;
  /** The text by code point. */
  readonly codePoints: string;
}

/**
 * A table and an operation prepared together: what every statement for them
 * shares, written once.
 *
 * @internal
 */
export interface _Plan {
  readonly table: _CompiledTable;
  attribute(name: string): _AttributePlan;
  /** The select list of a page with these `fields` (every column without). */
  selectList(fields: readonly string[] | undefined): string;
  /** The `ORDER BY` terms of one sort key, column names qualified by the table's name or not (in an index). */
  orderOf(key: SortKeyInit, qualified: boolean): string;
}

/**
 * The plan of values inside a jsonb document `doc` at `path`: every element
 * (arrays on the way and at the end unwrapped), and the compared ones (an
 * object with a `value` member stands for that member, as in memory).
 *
 * @internal
 */
export function _jsonPlan(
  attribute: string,
  source: _Source,
  rule: _Rule,
  doc: string,
  path: readonly string[],
): _AttributePlan {
  const presentFrom = `jsonb_path_query(${doc}, ${_jsonPath(path, "lax", true)}) AS e(w)`;
  const from = `${presentFrom} CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(w) = 'object' THEN coalesce(w -> 'value', w) ELSE w END AS v) AS f`;
  const text = "(v #>> '{}')";
  return {
    attribute,
    source,
    rule,
    value: "v",
    from,
    presentValue: "w",
    presentFrom,
    json: true,
    doc,
    path,
    text,
    folded: _fold(text),
    codePoints: _codePoints(text),
  };
}

function attributePlan(table: _CompiledTable, operation: ListOperation | undefined, attribute: string): _AttributePlan {
  const source = table.source(attribute);
  const rule = _ruleOf(operation, attribute, source.column);
  const { column, path } = source;
  if (column.storage === "jsonb") return _jsonPlan(attribute, source, rule, column.sql, path);
  const value = column.storage === "scalar" ? column.sql : "v";
  const from = column.storage === "scalar" ? undefined : `unnest(${column.sql}) AS e(v)`;
  return {
    attribute,
    source,
    rule,
    value,
    from,
    presentValue: value,
    presentFrom: from,
    json: false,
    doc: column.sql,
    path,
    text: value,
    folded: _fold(value),
    codePoints: _codePoints(value),
  };
}

function makePlan(table: _CompiledTable, operation: ListOperation | undefined): _Plan {
  // Attributes and sort keys as spelled, remembered up to a bound too: a caller may pass
  // names straight from a client (any case of a name, any path inside a jsonb column).
  const attributes = new Map<string, _AttributePlan>();
  const selects = new Map<_Column, string>();
  const orders = new Map<string, string>();
  let all: string | undefined;
  // Select lists by `fields`, remembered up to a bound (clients choose the fields).
  const lists = new Map<string, string>();
  const selectOf = (column: _Column): string => {
    let text = selects.get(column);
    // Stryker disable next-line ConditionalExpression: equivalent, a cache: made again, the text is the same.
    if (text === undefined) {
      const expression = _selectExpression(column, _ruleOf(operation, column.attribute, column));
      text = `${expression} AS "${column.attribute.replaceAll('"', '""')}"`;
      selects.set(column, text);
    }
    return text;
  };
  return {
    table,
    attribute(name) {
      let plan = attributes.get(name);
      // Stryker disable next-line ConditionalExpression: equivalent, a cache: made again, the text is the same.
      if (plan === undefined) {
        plan = attributePlan(table, operation, name);
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent in answers, the bound only limits the memory the cache holds.
        if (attributes.size < 256) attributes.set(name, plan);
      }
      return plan;
    },
    selectList(fields) {
      if (fields === undefined) {
        all ??= table.columns.map(selectOf).join(", ");
        return all;
      }
      const id = fields.join(",");
      let text = lists.get(id);
      // Stryker disable next-line ConditionalExpression: equivalent, a cache: made again, the text is the same.
      if (text === undefined) {
        text = _selectedColumns(table, fields).map(selectOf).join(", ");
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent in answers, the bound only limits the memory the cache holds.
        if (lists.size < 256) lists.set(id, text);
      }
      return text;
    },
    orderOf(key, qualified) {
      const direction = key.direction === "desc" ? " DESC" : "";
      const id = `${qualified}${direction}:${key.attribute}`;
      let text = orders.get(id);
      // Stryker disable next-line ConditionalExpression: equivalent, a cache: made again, the text is the same.
      if (text === undefined) {
        const source = table.source(key.attribute);
        const rule = _ruleOf(operation, key.attribute, source.column);
        text = _sortExpressions(source, rule, qualified ? `${table.name}.` : "")
          .map((expression) => `${expression}${direction}`)
          .join(", ");
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent in answers, the bound only limits the memory the cache holds.
        if (orders.size < 256) orders.set(id, text);
      }
      return text;
    },
  };
}

/** Per table: its plan without an operation, and per operation. */
interface Plans {
  none?: _Plan;
  readonly byOperation: WeakMap<ListOperation, _Plan>;
}
const plans = new WeakMap<_CompiledTable, Plans>();
// Servers mostly answer one operation many times in a row: checked before the maps.
let lastTable: SqlTable | undefined;
let lastOperation: ListOperation | undefined;
let lastPlan: _Plan | undefined;

/**
 * The plan of a table and an operation (made once per pair of objects: treat
 * both as immutable).
 *
 * @throws TypeError for a malformed table declaration
 * @internal
 */
export function _plan(table: SqlTable, operation: ListOperation | undefined): _Plan {
  // Stryker disable next-line ConditionalExpression: equivalent, a cache of the last pair: the maps below give the same plan.
  if (table === lastTable && operation === lastOperation) return lastPlan as _Plan;
  const compiled = _compileTable(table);
  let forTable = plans.get(compiled);
  // Stryker disable next-line ConditionalExpression: equivalent, a cache: a new entry makes a new plan, which gives the same text.
  if (forTable === undefined) {
    forTable = { byOperation: new WeakMap() };
    plans.set(compiled, forTable);
  }
  // Stryker disable next-line ConditionalExpression: equivalent, a WeakMap has no entry for undefined, so a new plan is made, which gives the same text.
  let plan = operation === undefined ? forTable.none : forTable.byOperation.get(operation);
  // Stryker disable next-line ConditionalExpression: equivalent, a cache: a new plan gives the same text.
  if (plan === undefined) {
    plan = makePlan(compiled, operation);
    if (operation === undefined) forTable.none = plan;
    else forTable.byOperation.set(operation, plan);
  }
  lastTable = table;
  lastOperation = operation;
  lastPlan = plan;
  return plan;
}
