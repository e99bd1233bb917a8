/** Names joined by single periods; linear, since a name cannot hold the `.` after it. */
const PATH_EXPRESSION = /^[^.,:]+(?:\.[^.,:]+)*$/;

/**
 * Tells whether `text[start, end)` is a path expression: field names (at
 * least one character, no `,` or `:`) joined by single periods.
 */
export function isPathExpression(text: string, start: number = 0, end: number = text.length): boolean {
  return PATH_EXPRESSION.test(text.slice(start, end));
}
