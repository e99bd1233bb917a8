import { describe, expect, test } from "vitest";
import { numberAttribute } from "../../../../src/index.js";

describe("numberAttribute", () => {
  test.each([
    ["200", 200],
    ["-1.5", -1.5],
    ["1e3", 1000],
    ["<10", undefined],
    [">0", undefined],
    ["2020-01-01T00:00:00.000Z", undefined],
    ["", undefined],
    [" 1", undefined],
    ["0x10", undefined],
  ] as const)("numberAttribute reads %j as %j", (text, number) => {
    expect(numberAttribute({ code: "greater_than", constraintAttributes: { maxValue: text } }, "maxValue")).toBe(
      number,
    );
  });

  test("numberAttribute reads own attributes only", () => {
    const attributes = Object.create({ maxLength: "5" }) as Record<string, string>;
    expect(numberAttribute({ code: "too_long", constraintAttributes: attributes }, "maxLength")).toBe(undefined);
  });
});
