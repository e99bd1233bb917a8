import type { ValueType } from "api-error-model/list-query";
import { weakMemo } from "../internal/memo.js";
import { asciiLower } from "../list-rules/name-index.js";
import { isPathExpression } from "../list-rules/path-expression.js";
import { attributeSegments, isCoreSchemaUrn, isSchemaUrn } from "../list-rules/schema-urn.js";

/**
 * How a column holds an attribute's values.
 *
 * - `scalar`: one value per row, of the SQL type that fits the attribute's
 *   type (`text`, `double precision` or any numeric type, `boolean`,
 *   `timestamptz`); `NULL` for a missing value.
 * - `array`: a PostgreSQL array (`text[]`, `double precision[]`,
 *   `boolean[]`, `timestamptz[]`) of a multi-valued attribute.
 * - `jsonb`: a JSON document: the attribute's value itself, a list of values,
 *   or a complex (multi-valued) attribute whose sub-attributes are read by
 *   path (`emails` holding `[{ "value": ..., "type": ... }]` serves
 *   `emails.value` and `emails.type`).
 *
 * @public
 */
export type SqlStorage = "scalar" | "array" | "jsonb";

/**
 * One column of a {@link SqlTable}, with how it stores the attribute.
 *
 * @public
 */
export interface SqlColumn {
  /** The column name, as created (it is always quoted: case matters). */
  readonly column: string;
  /** How the column holds the values; `scalar` when absent. */
  readonly storage?: SqlStorage;
  /** The attribute's value type, when the operation does not declare it; `string` when neither does. */
  readonly type?: ValueType;
}

/**
 * The table that holds a collection, as the SQL compiler needs it.
 *
 * @example
 * ```ts
 * const users: SqlTable = {
 *   name: "app.users",
 *   key: "id",
 *   order: "seq",
 *   columns: {
 *     id: "id",
 *     givenName: "given_name",
 *     "protocol.type": "protocol_type",
 *     createdAt: "created_at",
 *     emails: { column: "emails", storage: "jsonb" },
 *   },
 * };
 * ```
 * @public
 */
export interface SqlTable {
  /** The table (or view) name, optionally schema-qualified (`"app.users"`); each part is quoted. */
  readonly name: string;
  /** The attribute that identifies a row (never `NULL`); it must be in `columns`. */
  readonly key: string;
  /**
   * The column holding the default order: the order of the array `paginate`
   * would get, and the last tie-break of every sort (ascending). The key's
   * column when absent. It must be unique and never `NULL`: a page's rows are
   * found again by it (the keys of the page are read from an index first).
   */
  readonly order?: string;
  /**
   * The table of the exact row count that {@link counterSql}'s triggers keep
   * (optionally schema-qualified, `"app.users_count"`): the total of a page
   * with neither filter nor `where` is read from it, in constant time,
   * instead of counting every row. Absent: every total is counted.
   */
  readonly counter?: string;
  /**
   * Attribute path (dotted, as the operation spells it) to its column name or
   * {@link SqlColumn}. A path below a `jsonb` column (`emails.value` under
   * `emails`) needs no entry of its own. An extension schema's URN
   * (`"urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"`) names a
   * `jsonb` column holding the member keyed by that URN, as RFC 7643 section
   * 3.3 stores an extension: the names it qualifies are read inside it.
   */
  readonly columns: { readonly [attribute: string]: string | SqlColumn };
}

/** A column as the compiler uses it: quoted name, storage and declared type. */
export interface _Column {
  readonly attribute: string;
  /** The members of an item the column holds: the attribute split at `.`, or an extension's URN alone. */
  readonly segments: readonly string[];
  readonly sql: string;
  readonly storage: SqlStorage;
  readonly type: ValueType | undefined;
}

/** Where an attribute's values are: a column, and a path inside it for `jsonb`. */
export interface _Source {
  readonly column: _Column;
  /** Member names below a `jsonb` column; empty for the column's own value. */
  readonly path: readonly string[];
}

/**
 * A {@link SqlTable} checked and prepared once.
 *
 * @internal
 */
export interface _CompiledTable {
  readonly name: string;
  readonly key: _Column;
  readonly order: string;
  /** The counter table's quoted name, or undefined when none is declared. */
  readonly counter: string | undefined;
  readonly columns: readonly _Column[];
  /** The column (and path inside a `jsonb` column) of an attribute; a TypeError when none. */
  source(attribute: string): _Source;
}

/**
 * Quotes an identifier for PostgreSQL: `"name"`, inner quotes doubled.
 *
 * @throws TypeError for an empty name or one holding NUL
 * @internal
 */
export function _quoteIdentifier(name: unknown): string {
  if (typeof name !== "string" || name === "" || name.includes("\0")) {
    throw new TypeError(`SqlTable: invalid identifier ${JSON.stringify(name)}`);
  }
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Quotes a name that may be schema-qualified: each part of `"app.users"`.
 *
 * @throws TypeError for an empty part
 * @internal
 */
export function _quoteName(name: string): string {
  return name.split(".").map(_quoteIdentifier).join(".");
}

const STORAGES: readonly string[] = ["scalar", "array", "jsonb"];
const TYPES: readonly string[] = ["string", "number", "boolean", "date-time"];

/** PostgreSQL's longest identifier, in bytes (NAMEDATALEN - 1): a longer column alias is cut, and its value lost. */
const MAX_IDENTIFIER_BYTES = 63;

function column(attribute: string, declared: unknown): _Column {
  const spec = (typeof declared === "string" ? { column: declared } : declared) as SqlColumn | undefined;
  const storage = spec?.storage ?? "scalar";
  const type = spec?.type;
  // An extension kept under its URN is one document, the member keyed by the URN.
  const extension = isSchemaUrn(attribute) && !isCoreSchemaUrn(attribute);
  if (
    !(extension ? storage === "jsonb" : isPathExpression(attribute)) ||
    new TextEncoder().encode(attribute).length > MAX_IDENTIFIER_BYTES ||
    typeof spec !== "object" ||
    spec === null ||
    !STORAGES.includes(storage) ||
    (type !== undefined && !TYPES.includes(type))
  ) {
    throw new TypeError(`SqlTable.columns: invalid column for ${JSON.stringify(attribute)}`);
  }
  const segments = extension ? [attribute] : attribute.split(".");
  return { attribute, segments, sql: _quoteIdentifier(spec.column), storage, type };
}

const compiled = weakMemo<SqlTable, _CompiledTable>();

/**
 * Checks and prepares a table declaration (once per object: treat it as
 * immutable).
 *
 * @throws TypeError for a malformed declaration (a programming error)
 * @internal
 */
export function _compileTable(table: SqlTable): _CompiledTable {
  return compiled(table, compileTable);
}

function compileTable(table: SqlTable): _CompiledTable {
  if (typeof table?.name !== "string" || typeof table.columns !== "object" || table.columns === null) {
    throw new TypeError("SqlTable: a name and columns are required");
  }
  const columns = Object.keys(table.columns).map((attribute) =>
    column(attribute, (table.columns as Record<string, unknown>)[attribute]),
  );
  const byName = new Map(columns.map((c) => [c.attribute, c]));
  const lower = new Map<string, _Column>();
  for (const c of columns) if (!lower.has(asciiLower(c.attribute))) lower.set(asciiLower(c.attribute), c);
  const find = (attribute: string) => byName.get(attribute) ?? lower.get(asciiLower(attribute));
  const key = find(table.key);
  if (key === undefined || key.storage !== "scalar") {
    throw new TypeError(`SqlTable.key: ${JSON.stringify(table.key)} is not a scalar column of the table`);
  }
  const name = _quoteName(table.name);
  const order = table.order === undefined ? key.sql : _quoteIdentifier(table.order);
  return {
    name,
    key,
    order,
    counter: table.counter === undefined ? undefined : _quoteName(table.counter),
    columns,
    source(attribute) {
      // The members the attribute reads (an extension's URN is one), as in memory: the column of them all, else the
      // longest declared prefix that is a jsonb column holds the rest.
      const segments = attributeSegments(attribute);
      // Stryker disable next-line EqualityOperator: equivalent, no column's attribute is "" (the prefix at 0).
      for (let n = segments.length; n > 0; n--) {
        const prefix = find(segments.slice(0, n).join("."));
        if (prefix !== undefined && (n === segments.length || prefix.storage === "jsonb")) {
          return { column: prefix, path: segments.slice(n) };
        }
      }
      // An extension's attribute is read inside its schema's document: name the column to declare.
      const extension = segments[0] === attribute.slice(0, attribute.lastIndexOf(":")) ? segments[0] : undefined;
      throw new TypeError(
        `SqlTable ${JSON.stringify(table.name)}: no column for the attribute ${JSON.stringify(attribute)}${
          extension === undefined ? "" : ` (declare the jsonb column of its schema, ${JSON.stringify(extension)})`
        }`,
      );
    },
  };
}
