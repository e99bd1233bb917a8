import type { ListOperation, SortKeyInit } from "api-error-model/list-query";
import { type Memo, memo, weakMemo } from "../internal/memo.js";
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

/** The most names, `fields` lists and sort keys a plan remembers: a caller may pass them straight from a client. */
const REMEMBERED = 256;

function makePlan(table: _CompiledTable, operation: ListOperation | undefined): _Plan {
  const selects = weakMemo<_Column, string>();
  const selectOf = (column: _Column): string =>
    selects(column, () => {
      const expression = _selectExpression(column, _ruleOf(operation, column.attribute, column));
      return `${expression} AS "${column.attribute.replaceAll('"', '""')}"`;
    });
  // Attributes by name as spelled: any case of a name, any path inside a jsonb column.
  const attributes = memo<string, _AttributePlan>(REMEMBERED);
  const lists = memo<string, string>(REMEMBERED);
  const orders = memo<string, string>(REMEMBERED);
  return {
    table,
    attribute: (name) => attributes(name, () => attributePlan(table, operation, name)),
    selectList: (fields) =>
      fields === undefined
        ? lists("", () => table.columns.map(selectOf).join(", "))
        : lists(`,${fields.join(",")}`, () => _selectedColumns(table, fields).map(selectOf).join(", ")),
    orderOf(key, qualified) {
      const direction = key.direction === "desc" ? " DESC" : "";
      return orders(`${qualified}${direction}:${key.attribute}`, () => {
        const source = table.source(key.attribute);
        const rule = _ruleOf(operation, key.attribute, source.column);
        return _sortExpressions(source, rule, qualified ? `${table.name}.` : "")
          .map((expression) => `${expression}${direction}`)
          .join(", ");
      });
    },
  };
}

/** Stands for "no operation", which a WeakMap cannot take as a key. */
const NO_OPERATION = {};

/** Per compiled table: its plans, per operation (or NO_OPERATION). */
const plans = weakMemo<_CompiledTable, Memo<object, _Plan>>();

/**
 * The plan of a table and an operation (made once per pair of objects: treat
 * both as immutable).
 *
 * @throws TypeError for a malformed table declaration
 * @internal
 */
export function _plan(table: SqlTable, operation: ListOperation | undefined): _Plan {
  const compiled = _compileTable(table);
  return plans(compiled, () => weakMemo())(operation ?? NO_OPERATION, () => makePlan(compiled, operation));
}
