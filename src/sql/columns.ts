import { asciiLower } from "../list-rules/name-index.js";
import { _codePoints, _fold, _jsonPath } from "./expressions.js";
import type { _Rule } from "./rule.js";
import type { _Column, _CompiledTable, _Source } from "./table.js";

/**
 * The columns a page selects: the key, and every column that holds or lies
 * inside a path of `fields` (every column without `fields`), in declaration
 * order.
 *
 * @throws TypeError for a path of `fields` that no column holds
 * @internal
 */
export function _selectedColumns(table: _CompiledTable, fields: readonly string[] | undefined): _Column[] {
  if (fields === undefined) return [...table.columns];
  const paths = fields.map(asciiLower);
  const used = new Set<string>();
  const selected = table.columns.filter((column) => {
    const attribute = asciiLower(column.attribute);
    let hit = column === table.key;
    for (const path of paths) {
      if (path === attribute || path.startsWith(`${attribute}.`) || attribute.startsWith(`${path}.`)) {
        used.add(path);
        hit = true;
      }
    }
    return hit;
  });
  for (const path of paths) {
    if (!used.has(path)) throw new TypeError(`SqlTable: no column for the selected attribute ${JSON.stringify(path)}`);
  }
  return selected;
}

/** A timestamptz as JavaScript's `toISOString()` writes it, with microseconds when there are any. */
function isoText(x: string): string {
  return `(regexp_replace(to_char(${x} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '000$', '') || 'Z')`;
}

/**
 * The select-list expression of a column: date-times as ISO text (as in
 * memory), numbers as `double precision` (drivers give JavaScript numbers).
 *
 * @internal
 */
export function _selectExpression(column: _Column, rule: _Rule): string {
  const c = column.sql;
  if (column.storage === "jsonb") return c;
  if (rule.type === "date-time") {
    return column.storage === "scalar"
      ? isoText(c)
      : `CASE WHEN ${c} IS NULL THEN NULL ELSE ARRAY(SELECT ${isoText("x")} FROM unnest(${c}) WITH ORDINALITY AS u(x, i) ORDER BY i) END`;
  }
  if (rule.type === "number") return `${c}::float8${column.storage === "array" ? "[]" : ""}`;
  return c;
}

/**
 * The `ORDER BY` expressions of one sort key, without direction: the order
 * `sortItems` gives, missing values last (the default `NULLS LAST` of `ASC`,
 * `NULLS FIRST` of `DESC`).
 *
 * @internal
 */
export function _sortExpressions(source: _Source, rule: _Rule, qualifier: string): string[] {
  const { column, path } = source;
  // Qualified, so that a bare name never means the select list's column of that name (ORDER BY reads those first).
  const c = `${qualifier}${column.sql}`;
  if (column.storage === "array") {
    // Lists compare as equal in memory: only missing or not.
    return [`(${c} IS NULL)`];
  }
  if (column.storage === "scalar") {
    return rule.type === "string" ? [_fold(c), _codePoints(c)] : [c];
  }
  if (rule.type === "date-time") {
    throw new TypeError(
      `SqlTable: the date-time attribute ${JSON.stringify(column.attribute)} needs a timestamptz column`,
    );
  }
  // A value inside a jsonb document, read as getAttribute reads it (no walking into arrays): kinds in
  // compareValues' order (booleans, numbers, strings, the rest), then by value.
  const j = path.length === 0 ? c : `jsonb_path_query_first(${c}, ${_jsonPath(path, "strict", false)}, '{}', true)`;
  const text = `(CASE WHEN jsonb_typeof(${j}) = 'string' THEN ${j} #>> '{}' END)`;
  return [
    `(CASE jsonb_typeof(${j}) WHEN 'boolean' THEN 0 WHEN 'number' THEN 1 WHEN 'string' THEN 3 WHEN 'object' THEN 4 WHEN 'array' THEN 4 END)`,
    `(CASE WHEN jsonb_typeof(${j}) IN ('boolean', 'number') THEN ${j} END)`,
    _fold(text),
    _codePoints(text),
  ];
}
