import { describe, expectTypeOf, test } from "vitest";
import {
  type ApiError,
  type BaseErrorBody,
  type ConstraintViolationsErrorBody,
  type ErrorDetails,
  errorFromResponse,
  findViolation,
  hasViolation,
  isApiError,
  isBaseError,
  isConstraintViolationsError,
  type KnownBaseErrorCode,
  type KnownBaseErrorDetails,
  numberAttribute,
  type ReadViolationCode,
  type UnexpectedResponseError,
  type Violations,
} from "../../../src/index.js";

declare const caught: unknown;
declare const response: Response;

describe("one guard, then status and the body's members", () => {
  test("isApiError with a type narrows an unknown to an ApiError of that kind: status and violations are there", () => {
    if (isApiError(caught, "constraint_violations_error")) {
      expectTypeOf(caught.status).toEqualTypeOf<number>();
      expectTypeOf(caught.violations).toEqualTypeOf<Violations>();
      expectTypeOf(caught.body).toEqualTypeOf<ConstraintViolationsErrorBody>();
    }
    if (isApiError(caught, "base_error")) {
      expectTypeOf(caught.status).toEqualTypeOf<number>();
      expectTypeOf(caught.violations).toEqualTypeOf<undefined>();
    }
    // @ts-expect-error: no such body type
    isApiError(caught, "error");
  });

  test("on what errorFromResponse gives, isConstraintViolationsError alone leaves an ApiError with its status", async () => {
    const error = await errorFromResponse(response);
    expectTypeOf(error).toEqualTypeOf<ApiError | UnexpectedResponseError>();
    if (isConstraintViolationsError(error)) {
      expectTypeOf(error).toEqualTypeOf<ApiError<ConstraintViolationsErrorBody>>();
      expectTypeOf(error.status).toEqualTypeOf<number>();
      expectTypeOf(error.violations).toEqualTypeOf<Violations>();
    }
  });
});

describe("a known base code types the details", () => {
  test("isBaseError with mfa_challenge_verification_failed: attemptsRemaining is a number", () => {
    if (isBaseError(caught, "mfa_challenge_verification_failed")) {
      expectTypeOf(caught.code).toEqualTypeOf<"mfa_challenge_verification_failed">();
      expectTypeOf(caught.details?.attemptsRemaining).toEqualTypeOf<number | undefined>();
    }
  });

  test("after errorFromResponse, one isBaseError gives status and typed details", async () => {
    const error = await errorFromResponse(response);
    if (isBaseError(error, "mfa_challenge_verification_failed")) {
      expectTypeOf(error.status).toEqualTypeOf<number>();
      expectTypeOf(error.details?.attemptsRemaining).toEqualTypeOf<number | undefined>();
    }
  });

  test("user_not_found carries no details; an unknown code any details", () => {
    if (isBaseError(caught, "user_not_found")) expectTypeOf(caught.details).toEqualTypeOf<undefined>();
    if (isBaseError(caught, "rate_limited")) expectTypeOf(caught.details).toEqualTypeOf<ErrorDetails | undefined>();
    if (isBaseError(caught)) expectTypeOf(caught).toEqualTypeOf<BaseErrorBody | ApiError<BaseErrorBody>>();
  });

  test("KnownBaseErrorDetails is keyed by exactly the known base codes", () => {
    expectTypeOf<keyof KnownBaseErrorDetails>().toEqualTypeOf<KnownBaseErrorCode>();
  });
});

describe("violation codes are checked at compile time", () => {
  test("hasViolation refuses a misspelled code literal, takes a known one or a code held in a string", () => {
    hasViolation(caught, "email", "too_long");
    // @ts-expect-error: a misspelled code
    hasViolation(caught, "email", "too_lnog");
    const fromServer: string = "added_next_year";
    hasViolation(caught, "email", fromServer);
    hasViolation(caught, "email");
  });

  test("findViolation refuses a misspelled code literal too", () => {
    // @ts-expect-error: a misspelled code
    findViolation(caught, "email", "blnak");
  });
});

describe("the detail found, with its code's attributes typed", () => {
  test("findViolation types constraintAttributes by the code", () => {
    const detail = findViolation(caught, "email", "too_long");
    expectTypeOf(detail?.code).toEqualTypeOf<"too_long" | undefined>();
    expectTypeOf(detail?.constraintAttributes?.maxLength).toEqualTypeOf<string | undefined>();
    // @ts-expect-error: too_long carries maxLength, not minLength
    detail?.constraintAttributes?.minLength;
    const any = findViolation(caught, "email");
    expectTypeOf(any?.code).toEqualTypeOf<ReadViolationCode | undefined>();
  });

  test("numberAttribute reads a numeric attribute as a number, its name checked against the code", () => {
    const detail = findViolation(caught, "email", "too_long");
    expectTypeOf(numberAttribute(detail, "maxLength")).toEqualTypeOf<number | undefined>();
    // @ts-expect-error: too_long carries maxLength only
    numberAttribute(detail, "minLength");
    // @ts-expect-error: not an attribute name at all
    numberAttribute(findViolation(caught, "n"), "maxWidth");
    expectTypeOf(numberAttribute(findViolation(caught, "n"), "minValue")).toEqualTypeOf<number | undefined>();
  });
});
