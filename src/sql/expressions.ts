/**
 * SQL expressions shared by filters, sorts and the select list.
 *
 * @internal
 */

/** The ICU collation whose `lower()` folds as JavaScript's `toLowerCase()` does (but for letters of Unicode 16 and later). */
const FOLDING = '"und-x-icu"';

/**
 * The case-folded form of a text expression, compared by code point:
 * `lower(x COLLATE "und-x-icu") COLLATE "C"`. An index must use exactly this
 * expression.
 *
 * @internal
 */
export function _fold(text: string): string {
  return `(lower(${text} COLLATE ${FOLDING}) COLLATE "C")`;
}

/**
 * A text expression compared by code point: `x COLLATE "C"`.
 *
 * @internal
 */
export function _codePoints(text: string): string {
  return `(${text} COLLATE "C")`;
}

/**
 * A jsonpath string literal (member names quoted) reading the values at
 * `path` inside a jsonb document, arrays on the way and at the end unwrapped
 * one level, as the in-memory evaluator reads multi-valued attributes.
 *
 * @internal
 */
export function _jsonPath(path: readonly string[], mode: "lax" | "strict", all: boolean): string {
  const members = path.map((name) => `."${name.replace(/["\\]/g, "\\$&")}"`).join("");
  return `'${`${mode} $${members}${all ? "[*]" : ""}`.replaceAll("'", "''")}'`;
}
