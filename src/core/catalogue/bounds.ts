/**
 * How an exclusive bound travels in `maxValue` and `minValue`.
 *
 * The catalogue's `maxValue` and `minValue` name the largest and smallest
 * allowed value. A validator's exclusive bound (`x < 10`) has an exact
 * inclusive twin only when the values are whole (`x <= 9`); for any other
 * number or a date the bridges write the bound behind the comparison the
 * value must pass: maxValue `"<10"`, minValue `">0"`. The messages entry words
 * them "less than 10" and "greater than 0", `boundAttribute` reads them as
 * `{ value, exclusive: true }`, and no bound is ever stated as allowed when
 * it is not. The catalogue's descriptions of the two attributes (and so the
 * JSON Schemas) state the form; docs/decisions.md says why.
 */

/** An exclusive maximum, as `maxValue`: `"<10"`. */
export function exclusiveMaximum(bound: string): string {
  return `<${bound}`;
}

/** An exclusive minimum, as `minValue`: `">0"`. */
export function exclusiveMinimum(bound: string): string {
  return `>${bound}`;
}

/** A `maxValue` or `minValue` read back: the bound, and whether it is itself excluded. */
export interface ReadBound {
  readonly bound: string;
  readonly exclusive: boolean;
}

/**
 * Reads a `maxValue` (`mark` `<`) or `minValue` (`mark` `>`): `"<10"` is the
 * exclusive bound 10, `"10"` the inclusive bound 10.
 */
export function readBound(value: string, mark: "<" | ">"): ReadBound {
  return value.startsWith(mark) && value.length > 1
    ? { bound: value.slice(1), exclusive: true }
    : { bound: value, exclusive: false };
}

/**
 * The mark of a bound's exclusivity: `<` for a maximum (`maxValue`, or any
 * `max…`), `>` for a minimum (`min…`); for a bound named otherwise, the mark
 * it starts with.
 */
export function boundMark(name: string, value: string): "<" | ">" {
  if (/^max(?![a-z])/.test(name)) return "<";
  if (/^min(?![a-z])/.test(name)) return ">";
  return value.startsWith(">") ? ">" : "<";
}
