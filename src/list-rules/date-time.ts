/**
 * An instant at microsecond precision: whole seconds since the Unix epoch
 * and the microseconds within that second (0 to 999999). Two numbers, since
 * microseconds since the epoch pass 2^53 about 285 years from 1970.
 */
export type Instant = readonly [seconds: number, microseconds: number];

/**
 * An RFC 3339 date-time with seconds and an offset. Linear: every optional
 * part starts with a character the part before it cannot hold.
 */
const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:[Zz]|([+-])(\d\d):(\d\d))$/;

/** Seconds in 400 Gregorian years, after which the calendar repeats. */
const FOUR_CENTURIES = 146097 * 86400;

/**
 * Reads an RFC 3339 date-time with seconds and an offset, such as
 * `2024-05-01T12:30:00Z` or `2024-05-01T14:30:00.250+02:00`, into an
 * instant; `undefined` for anything else.
 *
 * @remarks
 * The one reader of date-times, for filter literals and item values alike,
 * so that no answer depends on the server's time zone: a value without an
 * offset is not a date-time. `T` and `Z` in either case; the calendar is
 * checked (no `2023-02-29`, no hour 24, no leap second); any number of
 * fraction digits, rounded to the microsecond as PostgreSQL's `timestamptz`
 * rounds them (to the nearest, ties to even).
 */
export function readDateTime(text: string): Instant | undefined {
  const match = DATE_TIME.exec(text);
  if (match === null) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHour = Number(match[9] ?? 0);
  const offsetMinute = Number(match[10] ?? 0);
  // 400 years on, the calendar repeats (and `Date.UTC` reads no year below 100 as 19xx); a day past the
  // end of its month would roll over into the next.
  const date = new Date(Date.UTC(year + 400, month - 1, day));
  if (
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    offsetHour > 23 ||
    Math.max(minute, second, offsetMinute) > 59
  ) {
    return undefined;
  }
  const offset = (offsetHour * 60 + offsetMinute) * 60 * (match[8] === "-" ? -1 : 1);
  let seconds = date.getTime() / 1000 - FOUR_CENTURIES + hour * 3600 + minute * 60 + second - offset;
  // As PostgreSQL reads a fraction: the decimal as a double, times a million, rounded half to even.
  const scaled = match[7] === undefined ? 0 : Number(`0.${match[7]}`) * 1e6;
  let microseconds = Math.round(scaled);
  if (microseconds - scaled === 0.5 && microseconds % 2 === 1) microseconds--;
  if (microseconds === 1e6) {
    seconds++;
    microseconds = 0;
  }
  return [seconds, microseconds];
}

/**
 * The instant of a date-time value: an RFC 3339 string (see
 * {@link readDateTime}) or a valid `Date`; `undefined` for anything else.
 */
export function instantOf(value: unknown): Instant | undefined {
  if (typeof value === "string") return readDateTime(value);
  if (!(value instanceof Date)) return undefined;
  const milliseconds = value.getTime();
  if (Number.isNaN(milliseconds)) return undefined;
  const seconds = Math.floor(milliseconds / 1000);
  return [seconds, (milliseconds - seconds * 1000) * 1000];
}

/**
 * Compares two instants: negative, 0 or positive as `a` is earlier, the
 * same or later.
 */
export function compareInstants(a: Instant, b: Instant): number {
  return a[0] - b[0] || a[1] - b[1];
}
