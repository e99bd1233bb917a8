function digits(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const code = text.charCodeAt(i) - 48;
    if (!(code >= 0 && code <= 9)) return -1;
    value = value * 10 + code;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Tells whether `text` is an RFC 3339 / ISO 8601 date-time with seconds and
 * an offset, such as `2024-05-01T12:30:00Z` or `2024-05-01T14:30:00.250+02:00`
 * (`T` and `Z` in either case; any number of fraction digits; no leap second,
 * which JavaScript dates cannot hold). Checks the calendar too (no
 * `2023-02-29`). A single pass over the characters, no regular expression.
 *
 * @internal
 */
export function _isDateTimeString(text: string): boolean {
  // YYYY-MM-DDTHH:MM:SS = 19 characters
  if (text.length < 20) return false;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  if (
    year < 0 ||
    text[4] !== "-" ||
    month < 1 ||
    month > 12 ||
    text[7] !== "-" ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    (text[10] !== "T" && text[10] !== "t") ||
    hour < 0 ||
    hour > 23 ||
    text[13] !== ":" ||
    minute < 0 ||
    minute > 59 ||
    text[16] !== ":" ||
    second < 0 ||
    second > 59
  ) {
    return false;
  }
  let i = 19;
  if (text[i] === ".") {
    i++;
    const fractionStart = i;
    while (i < text.length && digits(text, i, 1) >= 0) i++;
    if (i === fractionStart) return false;
  }
  const zone = text[i];
  if (zone === "Z" || zone === "z") return i + 1 === text.length;
  if (zone !== "+" && zone !== "-") return false;
  const offsetHour = digits(text, i + 1, 2);
  const offsetMinute = digits(text, i + 4, 2);
  return (
    i + 6 === text.length &&
    offsetHour >= 0 &&
    offsetHour <= 23 &&
    text[i + 3] === ":" &&
    offsetMinute >= 0 &&
    offsetMinute <= 59
  );
}
