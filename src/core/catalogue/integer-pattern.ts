/**
 * The pattern reported (`failed_regex_match` with this `regexPattern`) for a
 * value that must be an integer and is not: `start_index` or `count` of a
 * list query, a validator's integer check through the bridges.
 *
 * @public
 */
export const INTEGER_PATTERN = "^-?[0-9]+$";
