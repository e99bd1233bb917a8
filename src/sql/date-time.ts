import { readDateTime } from "../list-rules/date-time.js";

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/**
 * Reads an RFC 3339 date-time with the in-memory side's one reader (seconds
 * and an offset required, the calendar checked, fractions rounded to the
 * microsecond as `timestamptz` rounds them) and writes the same instant as
 * PostgreSQL `timestamptz` input in UTC (`2024-05-01 10:30:00.250000+00`,
 * years before 1 with `BC`); `undefined` for anything else.
 *
 * @remarks
 * The literal is rewritten rather than passed through so that no input that
 * the filter validator accepts (year 0000, an offset of +23:59) can make
 * PostgreSQL fail with an error, and so that both sides read it alike.
 *
 * @internal
 */
export function _timestampLiteral(text: string): string | undefined {
  const instant = readDateTime(text);
  if (instant === undefined) return undefined;
  const [seconds, microseconds] = instant;
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  const bc = year < 1;
  return (
    `${pad(bc ? 1 - year : year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)} ` +
    `${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}.` +
    `${pad(microseconds, 6)}+00${bc ? " BC" : ""}`
  );
}
