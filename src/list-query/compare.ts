import { compareInstants, instantOf } from "../list-rules/date-time.js";

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
 * -1, 0 or 1 as `a` is below, equal to or above `b` (numbers, bigints,
 * booleans; strings by UTF-16 code unit: use {@link _compareStrings} for
 * their order).
 *
 * @internal
 */
export function _sign(a: number | bigint | string | boolean, b: number | bigint | string | boolean): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * -1, 0 or 1 as `a` comes before, with or after `b` in code point order:
 * the order of PostgreSQL's `COLLATE "C"` on UTF-8, and not JavaScript's `<`,
 * which compares UTF-16 code units and so puts a character above U+FFFF (an
 * emoji, stored as two surrogates from U+D800) before U+E000 to U+FFFF.
 *
 * @internal
 */
export function _compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === length) return a.length < b.length ? -1 : 1;
  let x = a.charCodeAt(i);
  let y = b.charCodeAt(i);
  if (x >= 0xd800 && y >= 0xd800) {
    // Surrogates (U+D800 to U+DFFF) stand for code points above U+FFFF: move them above U+E000 to U+FFFF.
    x += x < 0xe000 ? 0x2000 : -0x800;
    y += y < 0xe000 ? 0x2000 : -0x800;
  }
  return x < y ? -1 : 1;
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
 * Strings compare by their lower-cased form (`toLowerCase`), then by the
 * original as a tie-break (so `"ann" < "Bob"` and `"Ann" < "ann"`), both in
 * Unicode code point order (as PostgreSQL's `COLLATE "C"`), not by locale and
 * not by UTF-16 code unit. Numbers (and bigints) compare numerically, with
 * NaN last. Booleans: `false` before `true`. With `type` `"date-time"`,
 * RFC 3339 strings with an offset and `Date` objects compare chronologically
 * at microsecond precision, whatever the server's time zone; a string without
 * an offset, or otherwise invalid, comes after all valid ones (invalid ones
 * among themselves as strings).
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
    // By the lower-cased form, then by the original as a tie-break, both by code point.
    return (
      _compareStrings((a as string).toLowerCase(), (b as string).toLowerCase()) ||
      _compareStrings(a as string, b as string)
    );
  }
  if (kind === DATE_TIME) {
    const x = instantOf(a);
    const y = instantOf(b);
    // Chronologically; invalid date-times after valid ones, and among themselves as strings.
    if (x && y) return Math.sign(compareInstants(x, y));
    return x ? -1 : y ? 1 : _compareStrings(String(a), String(b));
  }
  return kind === OTHER ? 0 : compareNumbers(a as number, b as number);
}
