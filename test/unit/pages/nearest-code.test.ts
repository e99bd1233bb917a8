import { describe, expect, test } from "vitest";
import { nearestCode } from "../../../src/pages/nearest-code.js";

const CODES = ["too_long", "too_short", "blank", "not_found", "invalid_email"];

describe("nearestCode", () => {
  test("a typo finds the code it meant", () => {
    expect(nearestCode("to_long", CODES)).toBe("too_long");
    expect(nearestCode("invalid-email", CODES)).toBe("invalid_email");
    expect(nearestCode("BLANK", CODES)).toBe("blank");
  });

  test("the first of equally near codes", () => {
    expect(nearestCode("gone_x", ["gone_a", "gone_b"])).toBe("gone_a");
  });

  test("nothing near enough, or a name too long to be a typo, gives undefined", () => {
    expect(nearestCode("payment", CODES)).toBeUndefined();
    expect(nearestCode("x".repeat(65), CODES)).toBeUndefined();
    expect(nearestCode("blank", [])).toBeUndefined();
  });
});
