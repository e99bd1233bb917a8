import { describe, expectTypeOf, test } from "vitest";
import * as z from "zod";
import type { $ZodIssue } from "zod/v4/core";
import type {
  ConstraintViolationsCode,
  ConstraintViolationsErrorBody,
  ViolationDetail,
} from "../../../../src/index.js";
import { violation } from "../../../../src/index.js";
import { type FromZodErrorOptions, fromZodError, type ZodErrorLike } from "../../../../src/validators/zod/index.js";

describe("fromZodError types", () => {
  test("takes a ZodError, its issues, or any { issues }", () => {
    const error = new z.ZodError([]);
    expectTypeOf(error).toMatchTypeOf<ZodErrorLike>();
    expectTypeOf(error.issues).toMatchTypeOf<ZodErrorLike>();
    expectTypeOf(fromZodError).toBeCallableWith(error);
    expectTypeOf(fromZodError).toBeCallableWith(error.issues);
    expectTypeOf(fromZodError).toBeCallableWith({ issues: [] as readonly $ZodIssue[] });
    // @ts-expect-error a string is no zod error
    fromZodError("nope");
  });

  test("returns a constraint violations body with a known top-level code", () => {
    expectTypeOf(fromZodError([])).toEqualTypeOf<
      ConstraintViolationsErrorBody & { readonly code: ConstraintViolationsCode }
    >();
  });

  test("mapIssue receives zod's issue union and returns a detail or undefined", () => {
    expectTypeOf<NonNullable<FromZodErrorOptions["mapIssue"]>>().parameter(0).toEqualTypeOf<$ZodIssue>();
    expectTypeOf<NonNullable<FromZodErrorOptions["mapIssue"]>>().returns.toEqualTypeOf<ViolationDetail | undefined>();
    fromZodError([], {
      mapIssue: (issue) => {
        if (issue.code === "too_big") expectTypeOf(issue.maximum).toEqualTypeOf<number | bigint>();
        return issue.code === "custom" ? violation("not_unique") : undefined;
      },
    });
  });

  test("fallback is a catalogue code, code a constraint violations code", () => {
    fromZodError([], { fallback: "unknown", code: "request_constraint_violations" });
    // @ts-expect-error not a violation code
    fromZodError([], { fallback: "oops" });
    // @ts-expect-error not a constraint violations code
    fromZodError([], { code: "user_not_found" });
  });
});
