/** RFC 3339 date-time with seconds and an offset; linear (each optional part starts with a character the part before cannot hold). */
const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(?:\.(\d+))?(?:[Zz]|([+-])(\d\d):(\d\d))$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/**
 * Reads an RFC 3339 date-time (seconds and an offset required, `T` and `Z`
 * in either case, a valid calendar date, no leap second) and writes the same
 * instant as PostgreSQL `timestamptz` input in UTC with microseconds
 * (`2024-05-01 10:30:00.250000+00`, years before 1 with `BC`); fractions
 * beyond microseconds are cut off. `undefined` for anything else.
 *
 * @remarks
 * The literal is rewritten rather than passed through so that no input that
 * the filter validator accepts (year 0000, an offset of +23:59) can make
 * PostgreSQL fail with an error.
 *
 * @internal
 */
export function _timestampLiteral(text: string): string | undefined {
  const match = DATE_TIME.exec(text);
  if (match === null) return undefined;
  const [, year, month, day, hour, minute, second, fraction = "", sign, offsetHour = "0", offsetMinute = "0"] =
    match as unknown as string[];
  const [y, mo, d, h, mi, s, oh, om] = [year, month, day, hour, minute, second, offsetHour, offsetMinute].map(
    Number,
  ) as [number, number, number, number, number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59 || oh > 23 || om > 59) {
    return undefined;
  }
  date.setUTCHours(h, mi - (sign === "-" ? -1 : 1) * (oh * 60 + om), s, 0);
  const utcYear = date.getUTCFullYear();
  const bc = utcYear < 1;
  return (
    `${pad(bc ? 1 - utcYear : utcYear, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)} ` +
    `${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}.` +
    `${fraction.slice(0, 6).padEnd(6, "0")}+00${bc ? " BC" : ""}`
  );
}
