/**
 * The value types an operation can declare for a filterable or sortable
 * attribute.
 *
 * @public
 */
export type ValueType = "string" | "number" | "boolean" | "date-time";

// Kinds in their fixed order when two values of different kinds meet.
const BOOLEAN = 0;
const NUMBER = 1;
const DATE_TIME = 2;
const STRING = 3;
const OTHER = 4;

function kindOf(value: unknown, type: ValueType | undefined): number {
  switch (typeof value) {
    case "boolean":
      return BOOLEAN;
    case "number":
    case "bigint":
      return NUMBER;
    case "string":
      return type === "date-time" ? DATE_TIME : STRING;
    default:
      return type === "date-time" && value instanceof Date ? DATE_TIME : OTHER;
  }
}

/**
 * Milliseconds since the epoch of a date-time string or `Date`; NaN for
 * anything else, or an invalid date-time.
 *
 * @internal
 */
export function _timeOf(value: unknown): number {
  return typeof value === "string" ? Date.parse(value) : value instanceof Date ? value.getTime() : Number.NaN;
}

/**
 * -1, 0 or 1 as `a` is below, equal to or above `b`.
 *
 * @internal
 */
export function _sign(a: number | bigint | string, b: number | bigint | string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Numbers (and bigints) numerically, NaN after every other number. */
function compareNumbers(a: number | bigint, b: number | bigint): number {
  const aNaN = Number.isNaN(a);
  const bNaN = Number.isNaN(b);
  if (aNaN || bNaN) return aNaN === bNaN ? 0 : aNaN ? 1 : -1;
  return _sign(a, b);
}

/**
 * Strings by their lower-cased form, then by the original as a tie-break, both
 * in UTF-16 code unit order (the same on every runtime and locale).
 */
function compareStrings(a: string, b: string): number {
  return _sign(a.toLowerCase(), b.toLowerCase()) || _sign(a, b);
}

/** Chronologically; invalid date-times after valid ones, and among themselves as strings. */
function compareDateTimes(a: unknown, b: unknown): number {
  const aTime = _timeOf(a);
  const bTime = _timeOf(b);
  const aValid = !Number.isNaN(aTime);
  const bValid = !Number.isNaN(bTime);
  if (aValid && bValid) return _sign(aTime, bTime);
  if (aValid !== bValid) return aValid ? -1 : 1;
  return _sign(String(a), String(b));
}

/**
 * Compares two attribute values, as sorting and the filter operators
 * `lt le gt ge` do.
 *
 * @remarks
 * Strings compare by their lower-cased form, then by the original as a
 * tie-break (so `"ann" < "Bob"` and `"Ann" < "ann"`), in UTF-16 code unit
 * order, not by locale. Numbers (and bigints) compare numerically, with NaN
 * last. Booleans: `false` before `true`. With `type` `"date-time"`, strings
 * (read with `Date.parse`) and `Date` objects compare chronologically, invalid
 * ones after all valid ones.
 *
 * Values of different kinds get a fixed order: booleans, numbers, date-times,
 * strings, then everything else (objects, arrays, ...), which compare as
 * equal among themselves.
 *
 * `null` and `undefined` are not handled specially: they fall among
 * "everything else". Callers decide where missing values go (sorting puts
 * them last ascending, first descending) before calling this.
 *
 * @param a - the first value
 * @param b - the second value
 * @param type - the declared type of the attribute, which only changes how strings compare (`"date-time"`)
 * @returns a negative number when `a` comes first, positive when `b` does, 0 when they are equal
 *
 * @example
 * ```ts
 * ["bob", "Ann", "ann"].sort((a, b) => compareValues(a, b)); // ["Ann", "ann", "bob"]
 * compareValues("2024-01-01T00:00:00Z", "2023-12-31T23:00:00-02:00", "date-time"); // 1
 * ```
 * @public
 */
export function compareValues(a: unknown, b: unknown, type?: ValueType): number {
  const kindA = kindOf(a, type);
  const kindB = kindOf(b, type);
  if (kindA !== kindB) return kindA < kindB ? -1 : 1;
  switch (kindA) {
    case BOOLEAN:
      return a === b ? 0 : a ? 1 : -1;
    case NUMBER:
      return compareNumbers(a as number | bigint, b as number | bigint);
    case DATE_TIME:
      return compareDateTimes(a, b);
    case STRING:
      return compareStrings(a as string, b as string);
    default:
      return 0;
  }
}
