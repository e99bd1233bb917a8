import { describe, expect, test } from "vitest";
import { _timestampLiteral } from "../../../src/sql/date-time.js";

describe("date-time literals", () => {
  test("rewritten in UTC to the microsecond, fractions beyond rounded as timestamptz does", () => {
    expect(_timestampLiteral("2024-05-01T12:30:00Z")).toBe("2024-05-01 12:30:00.000000+00");
    expect(_timestampLiteral("2024-05-01t12:30:00.1234567+02:30")).toBe("2024-05-01 10:00:00.123457+00");
    expect(_timestampLiteral("2024-05-01T12:30:00.9999995Z")).toBe("2024-05-01 12:30:01.000000+00");
    expect(_timestampLiteral("2024-05-01T23:30:00-01:00")).toBe("2024-05-02 00:30:00.000000+00");
    expect(_timestampLiteral("0000-01-01T00:00:00+01:00")).toBe("0002-12-31 23:00:00.000000+00 BC");
    expect(_timestampLiteral("0001-01-01T00:00:00z")).toBe("0001-01-01 00:00:00.000000+00");
    expect(_timestampLiteral("0099-03-01T00:00:00Z")).toBe("0099-03-01 00:00:00.000000+00");
  });

  test("anything else is not a date-time", () => {
    for (const text of [
      "2024-05-01",
      "2024-05-01T12:30:00",
      "2023-02-29T00:00:00Z",
      "2024-04-31T00:00:00Z",
      "2024-13-01T00:00:00Z",
      "2024-05-01T24:00:00Z",
      "2024-05-01T12:60:00Z",
      "2024-05-01T12:00:60Z",
      "2024-05-01T12:00:00+24:00",
      "2024-05-01T12:00:00+01:60",
    ]) {
      expect(_timestampLiteral(text)).toBeUndefined();
    }
  });
});
