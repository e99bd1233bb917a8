import type { ListOperation, SortKeyInit } from "../list-query/operation.js";
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
  /** The expression of one element (the column itself, or `v` of the element set). */
  readonly value: string;
  /** `FROM` of the element set (`unnest(...)`), or undefined for a scalar column. */
  readonly from: string | undefined;
  /** Whether elements are jsonb (any kind) rather than values of the attribute's type. */
  readonly json: boolean;
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
  /** The `ORDER BY` terms of one sort key. */
  orderOf(key: SortKeyInit): string;
}

function attributePlan(table: _CompiledTable, operation: ListOperation | undefined, attribute: string): _AttributePlan {
  const source = table.source(attribute);
  const rule = _ruleOf(operation, attribute, source.column);
  const { column, path } = source;
  const json = column.storage === "jsonb";
  const value = column.storage === "scalar" ? column.sql : "v";
  const from =
    column.storage === "scalar"
      ? undefined
      : json
        ? `jsonb_path_query(${column.sql}, ${_jsonPath(path, "lax", true)}) AS e(v)`
        : `unnest(${column.sql}) AS e(v)`;
  const text = json ? `(${value} #>> '{}')` : value;
  return { attribute, source, rule, value, from, json, text, folded: _fold(text), codePoints: _codePoints(text) };
}

function makePlan(table: _CompiledTable, operation: ListOperation | undefined): _Plan {
  const attributes = new Map<string, _AttributePlan>();
  const selects = new Map<_Column, string>();
  const orders = new Map<string, string>();
  let all: string | undefined;
  // Select lists by `fields`, remembered up to a bound (clients choose the fields).
  const lists = new Map<string, string>();
  const selectOf = (column: _Column): string => {
    let text = selects.get(column);
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
      if (plan === undefined) {
        plan = attributePlan(table, operation, name);
        attributes.set(name, plan);
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
      if (text === undefined) {
        text = _selectedColumns(table, fields).map(selectOf).join(", ");
        if (lists.size < 256) lists.set(id, text);
      }
      return text;
    },
    orderOf(key) {
      const direction = key.direction === "desc" ? " DESC" : "";
      const id = `${direction}:${key.attribute}`;
      let text = orders.get(id);
      if (text === undefined) {
        const source = table.source(key.attribute);
        const rule = _ruleOf(operation, key.attribute, source.column);
        text = _sortExpressions(source, rule)
          .map((expression) => `${expression}${direction}`)
          .join(", ");
        orders.set(id, text);
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
  if (table === lastTable && operation === lastOperation) return lastPlan as _Plan;
  const compiled = _compileTable(table);
  let forTable = plans.get(compiled);
  if (forTable === undefined) {
    forTable = { byOperation: new WeakMap() };
    plans.set(compiled, forTable);
  }
  let plan = operation === undefined ? forTable.none : forTable.byOperation.get(operation);
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
