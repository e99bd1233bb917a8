/**
 * Escapes the syntax characters of a regular expression, and `/`; valid with
 * and without the `u` flag. One pass, no backtracking. For a `regexPattern`
 * that says "starts with", "ends with" or "includes" a literal text.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}
