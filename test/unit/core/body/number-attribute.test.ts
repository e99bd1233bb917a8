import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { exclusiveMaximum, exclusiveMinimum } from "../../../../src/core/catalogue/bounds.js";
import { boundAttribute, numberAttribute, type ViolationDetail } from "../../../../src/index.js";

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

/** A `greater_than` detail whose maxValue is `text`, any value a hostile body may hold. */
const maxValue = (text: unknown) =>
  ({ code: "greater_than", constraintAttributes: { maxValue: text } }) as ViolationDetail;
/** A `less_than` detail whose minValue is `text`. */
const minValue = (text: unknown) =>
  ({ code: "less_than", constraintAttributes: { minValue: text } }) as ViolationDetail;

describe("boundAttribute", () => {
  test.each([
    ["10", { value: 10, exclusive: false }],
    ["-1.5", { value: -1.5, exclusive: false }],
    ["1e+21", { value: 1e21, exclusive: false }],
    ["<10", { value: 10, exclusive: true }],
    ["<-0.5", { value: -0.5, exclusive: true }],
    [">10", undefined],
    ["<", undefined],
    ["<<10", undefined],
    ["< 10", undefined],
    ["<2024-01-31T12:00:00.000Z", undefined],
    ["2024-01-31", undefined],
    ["", undefined],
  ] as const)("boundAttribute reads the maxValue %j as %j", (text, bound) => {
    expect(boundAttribute(maxValue(text), "maxValue")).toStrictEqual(bound);
  });

  test.each([
    ["0", { value: 0, exclusive: false }],
    [">0", { value: 0, exclusive: true }],
    [">1e-7", { value: 1e-7, exclusive: true }],
    ["<0", undefined],
    [">", undefined],
  ] as const)("boundAttribute reads the minValue %j as %j", (text, bound) => {
    expect(boundAttribute(minValue(text), "minValue")).toStrictEqual(bound);
  });

  test("boundAttribute gives undefined without a detail, without the attribute, or for a value that is no string", () => {
    expect(boundAttribute(undefined, "minValue")).toBe(undefined);
    expect(boundAttribute({ code: "less_than" } as ViolationDetail, "minValue")).toBe(undefined);
    expect(boundAttribute(minValue(0), "minValue")).toBe(undefined);
    const inherited = Object.create({ minValue: "1" }) as Record<string, string>;
    expect(boundAttribute({ code: "less_than", constraintAttributes: inherited }, "minValue")).toBe(undefined);
  });

  test("boundAttribute(exclusiveMaximum(String(x))) is { value: x, exclusive: true }, and the same for minimums and inclusive bounds", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), (x, exclusive) => {
        const text = String(x);
        const value = Number(text);
        const max = exclusive ? exclusiveMaximum(text) : text;
        const min = exclusive ? exclusiveMinimum(text) : text;
        expect(boundAttribute(maxValue(max), "maxValue")).toStrictEqual({ value, exclusive });
        expect(boundAttribute(minValue(min), "minValue")).toStrictEqual({ value, exclusive });
        // numberAttribute reads the inclusive form only.
        expect(numberAttribute(maxValue(max), "maxValue")).toStrictEqual(exclusive ? undefined : value);
      }),
    );
  });

  test("boundAttribute never throws, and reads a number only where numberAttribute reads the same text unmarked", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.constantFrom("maxValue", "minValue"), (text, name) => {
        const detail = { code: "greater_than", constraintAttributes: { [name]: text } } as ViolationDetail;
        const bound = boundAttribute(detail, name as "maxValue");
        if (bound === undefined) return;
        const unmarked = bound.exclusive ? text.slice(1) : text;
        const plain = { code: "greater_than", constraintAttributes: { [name]: unmarked } } as ViolationDetail;
        expect(numberAttribute(plain, name as "maxValue")).toBe(bound.value);
      }),
    );
  });
});
