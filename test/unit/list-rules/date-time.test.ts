import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { compareValues, type ListOperation, matchesFilter, paginate } from "../../../src/list-query/index.js";
import { readDateTime } from "../../../src/list-rules/date-time.js";
import { tree } from "../../support/filter.js";

const dates: ListOperation = { attributes: { createdAt: { type: "date-time", filter: true } } };
const matches = (filter: string, createdAt: unknown) => matchesFilter(tree(filter), { createdAt }, dates);

describe("one date-time reader, independent of the server's time zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  for (const tz of ["UTC", "Asia/Tokyo", "America/Los_Angeles", "Pacific/Kiritimati"]) {
    test(`a value without an offset is no date-time under TZ=${tz}: every operator but ne fails`, () => {
      process.env.TZ = tz;
      const local = "2024-01-01T02:00:00";
      expect(matches('createdAt lt "2024-01-01T00:00:00Z"', local)).toBe(false);
      expect(matches('createdAt gt "2024-01-01T00:00:00Z"', local)).toBe(false);
      expect(matches('createdAt eq "2024-01-01T02:00:00Z"', local)).toBe(false);
      expect(matches('createdAt ne "2024-01-01T02:00:00Z"', local)).toBe(true);
      expect(matches("createdAt pr", local)).toBe(true);
      const items = [
        { createdAt: local },
        { createdAt: "2024-01-02T00:00:00Z" },
        { createdAt: "2023-12-31T23:00:00-05:00" },
      ];
      const sorted = paginate(items, { sortBy: [{ attribute: "createdAt" }] }, dates);
      // 2023-12-31T23:00-05:00 is 2024-01-01T04:00Z, before 2024-01-02; the invalid one last.
      expect(sorted.items.map((item) => item.createdAt)).toStrictEqual([
        "2023-12-31T23:00:00-05:00",
        "2024-01-02T00:00:00Z",
        local,
      ]);
    });
  }

  test("offsets are applied: the same instant in two offsets is equal", () => {
    expect(matches('createdAt eq "2024-01-02T05:00:00Z"', "2024-01-02T10:00:00+05:00")).toBe(true);
    expect(matches('createdAt eq "2024-01-02T05:00:00Z"', "2024-01-01T23:30:00-05:30")).toBe(true);
    expect(compareValues("2024-01-02T10:00:00+05:00", "2024-01-02T06:00:00Z", "date-time")).toBe(-1);
  });

  test("fractions compare at microsecond precision", () => {
    expect(matches('createdAt gt "2024-01-01T00:00:00.0005Z"', "2024-01-01T00:00:00.0009Z")).toBe(true);
    expect(matches('createdAt gt "2024-01-01T00:00:00.000001Z"', "2024-01-01T00:00:00.000002Z")).toBe(true);
    expect(matches('createdAt eq "2024-01-01T00:00:00.1Z"', "2024-01-01T00:00:00.100000Z")).toBe(true);
    // Past the microsecond, rounded as PostgreSQL rounds: 0.4 µs is 0, 0.6 µs is 1.
    expect(matches('createdAt eq "2024-01-01T00:00:00Z"', "2024-01-01T00:00:00.0000004Z")).toBe(true);
    expect(matches('createdAt eq "2024-01-01T00:00:00.000001Z"', "2024-01-01T00:00:00.0000006Z")).toBe(true);
    // 59.9999996 s rounds up into the next minute.
    expect(matches('createdAt eq "2024-01-01T00:01:00Z"', "2024-01-01T00:00:59.9999996Z")).toBe(true);
  });

  test("Date values are read at their millisecond, and invalid Dates are invalid date-times", () => {
    expect(matches('createdAt eq "2024-01-01T00:00:00.001Z"', new Date(Date.UTC(2024, 0, 1, 0, 0, 0, 1)))).toBe(true);
    expect(matches('createdAt lt "2024-01-01T00:00:00Z"', new Date(Number.NaN))).toBe(false);
    expect(readDateTime("1969-12-31T23:59:59.5Z")).toStrictEqual([-1, 500000]);
  });

  test("years before 100 and leap days are read on the proleptic Gregorian calendar", () => {
    expect(readDateTime("0001-01-01T00:00:00Z")).toStrictEqual([-62135596800, 0]);
    expect(readDateTime("2024-02-29T00:00:00Z")).toStrictEqual([1709164800, 0]);
    expect(readDateTime("2023-02-29T00:00:00Z")).toBe(undefined);
    expect(readDateTime("2024-01-01T24:00:00Z")).toBe(undefined);
    expect(readDateTime("2024-01-01T00:00:60Z")).toBe(undefined);
  });

  test("the reader agrees with Date.parse to the millisecond on valid date-times with an offset", () => {
    const instant = fc.date({
      min: new Date("0100-01-01T00:00:00Z"),
      max: new Date("9998-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }), (date, offsetMinutes) => {
        const shifted = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, -1);
        const sign = offsetMinutes < 0 ? "-" : "+";
        const abs = Math.abs(offsetMinutes);
        const text = `${shifted}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
        const read = readDateTime(text);
        expect(read && read[0] * 1000 + read[1] / 1000).toBe(date.getTime());
      }),
    );
  });
});

describe("rounding and declarations at the edges", () => {
  test("a fraction exactly half a microsecond rounds to even, as PostgreSQL's rint", () => {
    expect(readDateTime("1970-01-01T00:00:00.0000005Z")).toStrictEqual([0, 0]);
    expect(readDateTime("1970-01-01T00:00:00.0000015Z")).toStrictEqual([0, 2]);
    expect(readDateTime("1970-01-01T00:00:00.0000025Z")).toStrictEqual([0, 2]);
    expect(readDateTime("1970-01-01T00:00:00.0000035Z")).toStrictEqual([0, 4]);
  });
});
