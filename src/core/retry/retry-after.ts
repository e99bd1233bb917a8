/*
 * The Retry-After field (RFC 9110 section 10.2.3): delay-seconds, or an
 * HTTP-date in any of the three forms a recipient must read (section 5.6.7):
 * the IMF-fixdate, and the obsolete RFC 850 and asctime forms. Parsed here
 * rather than by `Date.parse`, whose reading of other text differs between
 * engines. Every pattern is anchored and has no nested repetition: linear.
 */

const DAY = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)";
const MONTH = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)";
const TIME = "(\\d\\d):(\\d\\d):(\\d\\d)";
/** `Sun, 06 Nov 1994 08:49:37 GMT`: day, month, year, time. */
const IMF_FIXDATE = new RegExp(`^${DAY}, (\\d\\d) ${MONTH} (\\d{4}) ${TIME} GMT$`);
/** `Sunday, 06-Nov-94 08:49:37 GMT`: day, month, two-digit year, time. */
const RFC_850 = new RegExp(`^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\\d\\d)-${MONTH}-(\\d\\d) ${TIME} GMT$`);
/** `Sun Nov  6 08:49:37 1994`: month, day (space-padded), time, year. */
const ASCTIME = new RegExp(`^${DAY} ${MONTH} ([ \\d]\\d) ${TIME} (\\d{4})$`);
const MONTHS = "JanFebMarAprMayJunJulAugSepOctNovDec";

/**
 * The milliseconds since the epoch of a date and time, or `undefined` for
 * one that does not exist (31 April, 25:00). A 60th second (a leap second)
 * is read as the next minute's first.
 */
function instant(
  year: number,
  month: string,
  day: string,
  hour: string,
  minute: string,
  second: string,
): number | undefined {
  const date = new Date(0);
  const monthIndex = MONTHS.indexOf(month) / 3;
  // setUTCFullYear, unlike Date.UTC, reads years 0 to 99 as they are.
  date.setUTCFullYear(year, monthIndex, Number(day));
  if (date.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 60) {
    return undefined;
  }
  return date.getTime() + ((Number(hour) * 60 + Number(minute)) * 60 + Number(second)) * 1000;
}

/**
 * RFC 850's two-digit year: the year of that century which is not more than
 * 50 years after `now` (RFC 9110 section 5.6.7).
 */
function fullYear(twoDigits: string, now: number): number {
  const current = new Date(now).getUTCFullYear();
  const year = current - (current % 100) + Number(twoDigits);
  return year > current + 50 ? year - 100 : year;
}

/**
 * The instant an HTTP-date names, in milliseconds since the epoch, or
 * `undefined` when `text` is none of its three forms or names no real day.
 */
function httpDate(text: string, now: number): number | undefined {
  let match = IMF_FIXDATE.exec(text);
  if (match !== null) {
    const [, day, month, year, hour, minute, second] = match as unknown as string[];
    return instant(Number(year), month as string, day as string, hour as string, minute as string, second as string);
  }
  match = RFC_850.exec(text);
  if (match !== null) {
    const [, day, month, year, hour, minute, second] = match as unknown as string[];
    return instant(
      fullYear(year as string, now),
      month as string,
      day as string,
      hour as string,
      minute as string,
      second as string,
    );
  }
  match = ASCTIME.exec(text);
  if (match !== null) {
    const [, month, day, hour, minute, second, year] = match as unknown as string[];
    return instant(Number(year), month as string, day as string, hour as string, minute as string, second as string);
  }
  return undefined;
}

/**
 * The wait a `Retry-After` value asks for, in milliseconds from `now`: its
 * delay-seconds, or the time until its HTTP-date (0 for a date past).
 * `undefined` for anything else: not a string, a negative or fractional
 * number, free text, a date that does not exist. Surrounding whitespace is
 * ignored. The result may be huge (or `Infinity` for hundreds of digits):
 * the caller caps it. Never throws.
 */
export function retryAfterMs(value: unknown, now: number): number | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = httpDate(text, now);
  return at === undefined ? undefined : Math.max(0, at - now);
}
