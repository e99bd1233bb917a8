/*
 * What a list query's filter expected where it has a syntax error: the
 * machine-readable values of `invalid_request`'s `details.expected`, each
 * with its English words, their one home. The English sentence of
 * `invalid_request` chooses among them (core-base-errors.ts); every locale
 * words each of them in its own sentence; the list-query entry's parser
 * sends them and writes its own English message with these words.
 */

/**
 * The values of `details.expected` of a filter syntax error
 * (`invalid_request`), with their English words: what the filter's grammar
 * allows at the position of the problem.
 *
 * @public
 */
export const FILTER_EXPECTED = {
  term: 'an attribute name, "not" or "("',
  operator: "a comparison operator, such as eq, co or pr",
  not_group_or_operator: '"(" after "not", or a comparison operator',
  value: "a value (a JSON string or number, true, false or null)",
  open_parenthesis: '"("',
  comma_or_close_parenthesis: '"," or ")"',
  junction_or_end: '"and", "or" or the end of the filter',
  junction_or_close_parenthesis: '"and", "or" or ")"',
  junction_or_close_bracket: '"and", "or" or "]"',
  attribute_name: "an attribute name",
  path_end: '"." or the end of the attribute path',
  string_end: 'a quotation mark (") that closes the string',
  string_character: "a character of the string (a control character escaped as \\uXXXX)",
  escape: 'an escape sequence (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)',
  hex_digit: "a hexadecimal digit",
  digit: "a digit",
  number_end: 'a space, "," or ")" after the number',
  finite_number: "a finite number",
} as const;

/**
 * One value of `details.expected` of a filter syntax error: see
 * {@link FILTER_EXPECTED}.
 *
 * @public
 */
export type FilterExpected = keyof typeof FILTER_EXPECTED;

/**
 * An ICU select on `expected` whose options word each value as `words`
 * does, a value the table does not know written as it is.
 */
export function expectedSelect(words: { readonly [K in FilterExpected]: string }): string {
  const options = Object.entries(words).map(([value, text]) => `${value} {${text}}`);
  return `{expected, select, ${options.join(" ")} other {{expected}}}`;
}
