import fc from "fast-check";
import { describe, expect, test } from "vitest";
import * as z from "zod";
import { forEachViolation, toFormPath } from "../../../src/forms/index.js";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  findViolation,
  formatPath,
  hasViolation,
  isApiError,
  isBaseError,
  numberAttribute,
  type PathSegment,
  violation,
} from "../../../src/index.js";
import { fromZodError } from "../../../src/zod/index.js";

const tooLong = constraintViolationsError({
  ticket: "t",
  violations: {
    email: [violation("blank"), violation("too_long", { maxLength: 200 })],
    "phones[0].number": violation("invalid_e164_phone_number"),
    '["a.b"]': violation("blank"),
    "": violation("empty"),
  },
});
const mfa = baseError({
  code: "mfa_challenge_verification_failed",
  message: "Invalid code",
  ticket: "t",
  details: { attemptsRemaining: 2 },
});

describe("isApiError with a type", () => {
  test("is true only for an ApiError whose body has that type", () => {
    const violations = new ApiError(tooLong);
    const base = new ApiError(mfa);
    expect(isApiError(violations, "constraint_violations_error")).toBe(true);
    expect(isApiError(violations, "base_error")).toBe(false);
    expect(isApiError(base, "base_error")).toBe(true);
    expect(isApiError(base)).toBe(true);
    expect(isApiError(tooLong, "constraint_violations_error")).toBe(false);
  });
});

describe("values whose getters throw on a second read", () => {
  /** A value whose `member` reads `first` once, then throws. */
  function onceThenThrow<T extends object>(target: T, member: string, first: unknown): T {
    let reads = 0;
    return Object.defineProperty(target, member, {
      enumerable: true,
      get() {
        if (reads++ === 0) return first;
        throw new Error(`second read of ${member}`);
      },
    });
  }

  test("isApiError with a type says false when the body's type throws", () => {
    const error = new ApiError(tooLong);
    const body = onceThenThrow({ ...tooLong }, "type", tooLong.type);
    Object.defineProperty(error, "body", { value: body });
    expect(isApiError(error, "constraint_violations_error")).toBe(false);
  });

  test("findViolation says undefined when the violations throw", () => {
    expect(findViolation(onceThenThrow({ ...tooLong }, "violations", tooLong.violations), "email")).toBe(undefined);
  });
});

describe("isBaseError with a code", () => {
  test("is true for a base error with that code, body or ApiError, and reads its details", () => {
    expect(isBaseError(mfa, "mfa_challenge_verification_failed")).toBe(true);
    expect(isBaseError(new ApiError(mfa), "mfa_challenge_verification_failed")).toBe(true);
    expect(isBaseError(mfa, "user_not_found")).toBe(false);
    expect(isBaseError(tooLong, "mfa_challenge_verification_failed")).toBe(false);
    const error: unknown = new ApiError(mfa);
    if (isBaseError(error, "mfa_challenge_verification_failed")) expect(error.details?.attemptsRemaining).toBe(2);
  });
});

describe("findViolation and numberAttribute", () => {
  test("find the first detail at a path with that code, and read its numeric attribute as a number", () => {
    const detail = findViolation(tooLong, "email", "too_long");
    expect(detail).toStrictEqual({ code: "too_long", constraintAttributes: { maxLength: "200" } });
    expect(numberAttribute(detail, "maxLength")).toBe(200);
    expect(findViolation(new ApiError(tooLong), "email")).toStrictEqual({ code: "blank" });
    expect(findViolation(tooLong, "email", "invalid_email")).toBe(undefined);
    expect(findViolation(tooLong, "nope")).toBe(undefined);
    expect(findViolation(mfa, "email")).toBe(undefined);
    expect(findViolation("x", "email")).toBe(undefined);
    expect(numberAttribute(undefined, "maxLength")).toBe(undefined);
  });

  test("hasViolation says whether findViolation finds one", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("email", "", "nope", '["a.b"]'),
        fc.option(fc.constantFrom("blank", "too_long", "empty")),
        (path, code) => {
          const wanted = code ?? undefined;
          expect(hasViolation(tooLong, path, wanted)).toBe(findViolation(tooLong, path, wanted) !== undefined);
        },
      ),
    );
  });

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

describe("toFormPath", () => {
  test.each([
    ["phones[0].number", "phones.0.number"],
    ["protocol.type", "protocol.type"],
    ["a[0][1].b", "a.0.1.b"],
    ["[2].b", "2.b"],
    ["email", "email"],
    ["", undefined],
    ['["a.b"]', undefined],
    ['a["b"]', undefined],
    ["a[-1]", undefined],
    ["a[1.5]", undefined],
    ["not a key", undefined],
  ] as const)("%j gives %j", (key, formPath) => {
    expect(toFormPath(key)).toBe(formPath);
  });

  test("of formatPath(segments) is the segments joined by '.', when each is an identifier or an index", () => {
    const identifier = fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,5}$/);
    const segment = fc.oneof(identifier, fc.nat({ max: 1000 })) as fc.Arbitrary<PathSegment>;
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        expect(toFormPath(formatPath(segments))).toBe(segments.join("."));
      }),
    );
  });

  test("never throws, on any string", () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const path = toFormPath(key);
        expect(path === undefined || typeof path === "string").toBe(true);
      }),
    );
  });
});

describe("forEachViolation", () => {
  test("visits each detail with its form path (undefined for a form-level key), its sentence and its key", () => {
    const seen: unknown[] = [];
    forEachViolation(new ApiError(tooLong), (formPath, detail, message, key) =>
      seen.push([formPath, detail.code, message, key]),
    );
    expect(seen).toStrictEqual([
      ["email", "blank", "must not be blank", "email"],
      ["email", "too_long", "must be at most 200 characters", "email"],
      [
        "phones.0.number",
        "invalid_e164_phone_number",
        "must be a phone number in E.164 format, such as +14155550100",
        "phones[0].number",
      ],
      [undefined, "blank", "must not be blank", '["a.b"]'],
      [undefined, "empty", "must not be empty", ""],
    ]);
  });

  test("gives a kept refinement message as the sentence, and visits nothing for a base error", () => {
    const schema = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match." });
    const result = schema.safeParse({ password: "a", confirm: "b" });
    if (result.success) throw new Error("unreachable");
    const seen: unknown[] = [];
    forEachViolation(fromZodError(result.error), (formPath, _detail, message) => seen.push([formPath, message]));
    expect(seen).toStrictEqual([["confirm", "The passwords do not match."]]);
    forEachViolation(mfa, () => seen.push("visited"));
    expect(seen).toHaveLength(1);
  });
});
