import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { retryAfterMs } from "../../../../src/core/retry/retry-after.js";
import { anyString, fuzz, hostileValue, runs } from "../../../support/fuzz.js";

const NOW = Date.parse("2026-11-27T12:00:00Z");

describe("retryAfterMs: delay-seconds", () => {
  test.each([
    ["0", 0],
    ["1", 1000],
    ["120", 120_000],
    ["007", 7000],
    [" 30\t", 30_000],
  ])("%j waits %d ms", (value, ms) => {
    expect(retryAfterMs(value, NOW)).toBe(ms);
  });

  test("a number of hundreds of digits is Infinity, for the caller to cap", () => {
    expect(retryAfterMs("9".repeat(400), NOW)).toBe(Number.POSITIVE_INFINITY);
  });

  test.each(["-1", "+1", "1.5", "1e3", "0x10", "", " ", "1 2", "١", "30s", "Infinity", "NaN"])(
    "%j is refused",
    (value) => {
      expect(retryAfterMs(value, NOW)).toBeUndefined();
    },
  );

  test("anything but a string is refused", () => {
    for (const value of [undefined, null, 30, 30n, {}, ["30"], { toString: () => "30" }]) {
      expect(retryAfterMs(value, NOW)).toBeUndefined();
    }
  });
});

describe("retryAfterMs: HTTP-date, in its three forms (RFC 9110 section 5.6.7)", () => {
  test.each([
    ["IMF-fixdate", "Fri, 27 Nov 2026 12:00:30 GMT", 30_000],
    ["RFC 850", "Friday, 27-Nov-26 12:01:00 GMT", 60_000],
    ["asctime, one-digit day", "Sat Dec  5 12:00:00 2026", Date.parse("2026-12-05T12:00:00Z") - NOW],
    ["asctime, two-digit day", "Fri Nov 27 12:00:05 2026", 5000],
  ])("%s: %j", (_form, value, ms) => {
    expect(retryAfterMs(value, NOW)).toBe(ms);
  });

  test("a date past (RFC 9110's own example of 1994) waits 0, never a negative time", () => {
    expect(retryAfterMs("Sun, 06 Nov 1994 08:49:37 GMT", NOW)).toBe(0);
    expect(retryAfterMs("Sunday, 06-Nov-94 08:49:37 GMT", NOW)).toBe(0);
    expect(retryAfterMs("Sun Nov  6 08:49:37 1994", NOW)).toBe(0);
  });

  test("the three forms of RFC 9110's example name the same instant", () => {
    const then = Date.parse("1994-11-06T08:49:37Z");
    const before = then - 1000;
    expect(retryAfterMs("Sun, 06 Nov 1994 08:49:37 GMT", before)).toBe(1000);
    expect(retryAfterMs("Sunday, 06-Nov-94 08:49:37 GMT", before)).toBe(1000);
    expect(retryAfterMs("Sun Nov  6 08:49:37 1994", before)).toBe(1000);
  });

  test("an RFC 850 year is the one not more than 50 years ahead", () => {
    // In 2026, 76 is 2076 (50 years ahead) and 77 is 1977.
    expect(retryAfterMs("Friday, 27-Nov-76 12:00:00 GMT", NOW)).toBe(Date.parse("2076-11-27T12:00:00Z") - NOW);
    expect(retryAfterMs("Saturday, 27-Nov-77 12:00:00 GMT", NOW)).toBe(0);
    expect(retryAfterMs("Saturday, 27-Nov-77 12:00:00 GMT", Date.parse("1977-11-27T11:00:00Z"))).toBe(3_600_000);
  });

  test("years below 100 are read as they are, not as 19xx", () => {
    const at = Date.UTC(2000, 0, 1) - 1000;
    const start = new Date(0);
    start.setUTCFullYear(50, 0, 1);
    expect(retryAfterMs("Sat, 01 Jan 0050 00:00:00 GMT", start.getTime() - 1000)).toBe(1000);
    expect(retryAfterMs("Sat, 01 Jan 2000 00:00:00 GMT", at)).toBe(1000);
  });

  test("a leap second is read as the next minute's first", () => {
    expect(retryAfterMs("Fri, 27 Nov 2026 12:00:60 GMT", NOW)).toBe(60_000);
  });

  test.each([
    "Fri, 31 Apr 2026 12:00:00 GMT",
    "Fri, 29 Feb 2026 12:00:00 GMT",
    "Fri, 00 Nov 2026 12:00:00 GMT",
    "Fri, 27 Nov 2026 24:00:00 GMT",
    "Fri, 27 Nov 2026 12:60:00 GMT",
    "Fri, 27 Nov 2026 12:00:61 GMT",
    "Fri, 27 Nov 2026 12:00:00 UTC",
    "Fri, 27 Nov 2026 12:00:00 +0000",
    "fri, 27 Nov 2026 12:00:00 GMT",
    "Fri, 27 nov 2026 12:00:00 GMT",
    "Fri, 7 Nov 2026 12:00:00 GMT",
    "Fri 27 Nov 2026 12:00:00 GMT",
    "Fri, 27 Nov 26 12:00:00 GMT",
    "Fri, 27-Nov-26 12:00:00 GMT",
    "Friday, 27-Nov-2026 12:00:00 GMT",
    "Fri Nov 27 12:00:00 26",
    "Fri Nov 27 12:00:00 2026 GMT",
    "Fri, 27 Nov 2026 12:00:00 GMTX",
    "2026-11-27T12:00:30Z",
    "next Tuesday",
  ])("%j is no HTTP-date", (value) => {
    expect(retryAfterMs(value, NOW)).toBeUndefined();
  });

  test("a 29 February exists in a leap year only", () => {
    expect(retryAfterMs("Tue, 29 Feb 2028 12:00:00 GMT", NOW)).toBe(Date.parse("2028-02-29T12:00:00Z") - NOW);
    expect(retryAfterMs("Mon, 29 Feb 2100 12:00:00 GMT", NOW)).toBeUndefined();
  });
});

/** Texts near the three date forms: their pieces, shuffled and repeated. */
const httpDateLike: fc.Arbitrary<string> = fc
  .array(
    fc.constantFrom(
      "Fri",
      "Friday",
      ",",
      " ",
      "  ",
      "27",
      "7",
      "-",
      "Nov",
      "2026",
      "26",
      "12:00:00",
      "99:99:99",
      "GMT",
      "0",
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(""));

fuzz("retryAfterMs", () => {
  test("never throws, and answers undefined or a number from 0 up, never NaN", () => {
    fc.assert(
      fc.property(
        fc.oneof(anyString, hostileValue, httpDateLike),
        fc.integer({ min: 0, max: 8.64e15 }),
        (value, now) => {
          const ms = retryAfterMs(value, now);
          if (ms !== undefined) expect(ms).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: runs(500) },
    );
  });

  test("delay-seconds are honoured exactly", () => {
    fc.assert(
      fc.property(fc.nat(), (seconds) => {
        expect(retryAfterMs(String(seconds), NOW)).toBe(seconds * 1000);
      }),
      { numRuns: runs(200) },
    );
  });

  test("an IMF-fixdate (toUTCString) is honoured exactly, to the second", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        const at = ms - (ms % 1000);
        const text = new Date(at).toUTCString();
        expect(retryAfterMs(text, at - 5000)).toBe(5000);
        expect(retryAfterMs(text, at + 5000)).toBe(0);
      }),
      { numRuns: runs(200) },
    );
  });

  test("long hostile texts are read in linear time (no backtracking blow-up)", () => {
    for (const text of [
      "1".repeat(1_000_000),
      `${" ".repeat(1_000_000)}x`,
      `Fri, 27 Nov 2026 ${"1".repeat(1_000_000)}`,
      "Fri Nov ".repeat(200_000),
    ]) {
      expect(retryAfterMs(text, NOW) ?? 0).toBeGreaterThanOrEqual(0);
    }
  });
});
