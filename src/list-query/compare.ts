/**
 * The value types an operation can declare for a filterable or sortable
 * attribute.
 *
 * @public
 */
export type ValueType = "string" | "number" | "boolean" | "date-time";

// Kinds in their fixed order when two values of different kinds meet: booleans (0), numbers (1), then these.
const DATE_TIME = 2;
const STRING = 3;
const OTHER = 4;

function kindOf(value: unknown, type: ValueType | undefined): number {
  const kind =
    typeof value === "boolean"
      ? 0
      : typeof value === "number" || typeof value === "bigint"
        ? 1
        : typeof value === "string"
          ? STRING
          : OTHER;
  return type === "date-time" && (kind === STRING || value instanceof Date) ? DATE_TIME : kind;
}

/**
 * Milliseconds since the epoch of a date-time string or `Date`; NaN for
 * anything else, or an invalid date-time.
 *
 * @internal
 */
export function _timeOf(value: unknown): number {
  return typeof value === "string" ? Date.parse(value) : value instanceof Date ? value.getTime() : NaN;
}

/**
 * -1, 0 or 1 as `a` is below, equal to or above `b`.
 *
 * @internal
 */
export function _sign(a: number | bigint | string | boolean, b: number | bigint | string | boolean): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Numbers (and bigints, and booleans: `false` first) by value, NaN after every other number. */
function compareNumbers(a: number | bigint | boolean, b: number | bigint | boolean): number {
  const aNaN = Number.isNaN(a);
  return aNaN === Number.isNaN(b) ? _sign(a, b) : aNaN ? 1 : -1;
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
  const kind = kindOf(a, type);
  const kindB = kindOf(b, type);
  if (kind !== kindB) return _sign(kind, kindB);
  if (kind === STRING) {
    // By the lower-cased form, then by the original as a tie-break, both in UTF-16 code unit order.
    return _sign((a as string).toLowerCase(), (b as string).toLowerCase()) || _sign(a as string, b as string);
  }
  if (kind === DATE_TIME) {
    const aTime = _timeOf(a);
    // Chronologically; invalid date-times (NaN) after valid ones, and among themselves as strings.
    return compareNumbers(aTime, _timeOf(b)) || (Number.isNaN(aTime) ? _sign(String(a), String(b)) : 0);
  }
  return kind === OTHER ? 0 : compareNumbers(a as number, b as number);
}
