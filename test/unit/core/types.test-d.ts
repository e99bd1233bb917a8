import { describe, expectTypeOf, test } from "vitest";
import {
  ApiError,
  type AttributesOf,
  attributesOf,
  type BaseErrorBody,
  type BoundAttributeName,
  baseError,
  boundAttribute,
  type ConstraintAttribute,
  type ConstraintViolationsErrorBody,
  constraintViolationsError,
  type ErrorBody,
  type ErrorDetails,
  errorFromResponse,
  findViolation,
  hasViolation,
  isApiError,
  isBaseError,
  isConstraintViolationsError,
  isErrorBody,
  type KnownBaseErrorCode,
  type KnownBaseErrorDetails,
  type NumericBound,
  numberAttribute,
  type ParseResult,
  parseErrorBody,
  type ReadViolationCode,
  type UnexpectedResponseError,
  type ViolationCode,
  type Violations,
  violation,
  violations,
} from "../../../src/index.js";

declare const message: string;

declare const caught: unknown;

describe("catalogue types", () => {
  test("ViolationCode is a union of literals, not string", () => {
    expectTypeOf<"too_long">().toExtend<ViolationCode>();
    expectTypeOf<"blank">().toExtend<ViolationCode>();
    expectTypeOf<string>().not.toExtend<ViolationCode>();
    expectTypeOf<"nope">().not.toExtend<ViolationCode>();
    expectTypeOf<ViolationCode>().not.toEqualTypeOf<string>();
  });

  test("ConstraintAttribute is a union of literals, not string", () => {
    expectTypeOf<"maxLength">().toExtend<ConstraintAttribute>();
    expectTypeOf<string>().not.toExtend<ConstraintAttribute>();
  });

  test("AttributesOf follows the code attribute table", () => {
    expectTypeOf<AttributesOf<"too_long">>().toEqualTypeOf<"maxLength">();
    expectTypeOf<AttributesOf<"contained_disallowed_element">>().toEqualTypeOf<
      "allowedElements" | "disallowedValues"
    >();
    expectTypeOf<AttributesOf<"blank">>().toBeNever();
  });

  test("attributesOf is typed by its code, and gives attribute names for any string", () => {
    expectTypeOf(attributesOf("too_long")).toEqualTypeOf<readonly "maxLength"[]>();
    expectTypeOf(attributesOf("anything" as string)).toEqualTypeOf<readonly ConstraintAttribute[]>();
  });

  test("a read code keeps the known codes and admits new ones", () => {
    expectTypeOf<ViolationCode>().toExtend<ReadViolationCode>();
    expectTypeOf<"added_next_year">().toExtend<ReadViolationCode>();
  });
});

describe("violation()", () => {
  test('violation("too_long", { maxLength: 200 }) compiles and is typed by its code', () => {
    const detail = violation("too_long", { maxLength: 200 });
    expectTypeOf(detail.code).toEqualTypeOf<"too_long">();
    expectTypeOf(detail.constraintAttributes).toEqualTypeOf<{ readonly maxLength?: string } | undefined>();
  });

  test("attribute values may be numbers, strings, bigints or string lists", () => {
    violation("too_long", { maxLength: "200" });
    violation("greater_than", { maxValue: 10n });
    violation("disallowed_enum", { allowedValues: ["a", "b"] });
    violation("contained_disallowed_element", { allowedElements: ["a"], disallowedValues: "b" });
    violation("too_long");
  });

  test("an attribute the code does not carry does not compile", () => {
    // @ts-expect-error regexPattern belongs to failed_regex_match
    violation("too_long", { regexPattern: "x" });
  });

  test("attributes for a code without attributes do not compile", () => {
    // @ts-expect-error blank carries no attributes
    violation("blank", { maxLength: 1 });
  });

  test("an unknown code does not compile", () => {
    // @ts-expect-error not a violation code
    violation("nope");
  });

  test("an attribute value of another type does not compile", () => {
    // @ts-expect-error a boolean is no attribute value
    violation("too_long", { maxLength: true });
    // @ts-expect-error a list of numbers is no attribute value
    violation("disallowed_enum", { allowedValues: [1, 2] });
  });
});

describe("baseError()", () => {
  test("mfa_challenge_verification_failed needs details with attemptsRemaining", () => {
    baseError({ code: "mfa_challenge_verification_failed", message, details: { attemptsRemaining: 2 } });
    // @ts-expect-error details are required for this code
    baseError({ code: "mfa_challenge_verification_failed", message });
    // @ts-expect-error attemptsRemaining is a number
    baseError({ code: "mfa_challenge_verification_failed", message, details: { attemptsRemaining: "2" } });
  });

  test("user_not_found carries no details", () => {
    baseError({ code: "user_not_found", message });
    // @ts-expect-error no details for user_not_found
    baseError({ code: "user_not_found", message, details: { id: "42" } });
  });

  test("other codes take any details, and keep their literal code", () => {
    const body = baseError({ code: "quota_exceeded", message, details: { limit: 10 } });
    expectTypeOf(body.code).toEqualTypeOf<"quota_exceeded">();
    expectTypeOf(body).toExtend<BaseErrorBody>();
  });

  test("message is required (a catalogue's baseError defaults it)", () => {
    // @ts-expect-error message is required
    baseError({ code: "user_not_found" });
    // @ts-expect-error message is required
    baseError({ code: "my_own_code" });
  });
});

describe("constraintViolationsError()", () => {
  test("takes built details, one or a non-empty list per key", () => {
    const body = constraintViolationsError({
      violations: { email: violation("blank"), name: [violation("not_unique"), violation("too_long")] },
    });
    expectTypeOf(body).toExtend<ConstraintViolationsErrorBody>();
    expectTypeOf(body.violations).toEqualTypeOf<Violations>();
  });

  test("an empty list or an unknown top-level code does not compile", () => {
    // @ts-expect-error at least one detail per key
    constraintViolationsError({ violations: { email: [] } });
    // @ts-expect-error only the two top-level codes
    constraintViolationsError({ violations: { email: violation("blank") }, code: "base_error" });
  });
});

describe("ApiError", () => {
  test("a body with a known status needs no status", () => {
    new ApiError(baseError({ code: "user_not_found", message }));
    new ApiError(constraintViolationsError({ violations: { a: violation("blank") } }));
  });

  test("a base error with an unknown code needs a status", () => {
    const body = baseError({ code: "quota_exceeded", message });
    // @ts-expect-error the status of quota_exceeded is not known
    new ApiError(body);
    new ApiError(body, { status: 429 });
    const wide: BaseErrorBody = body;
    // @ts-expect-error a body whose code may be anything needs a status too
    new ApiError(wide);
  });

  test("name is a literal, toJSON() is the body type", () => {
    const error = new ApiError(baseError({ code: "user_not_found", message }));
    expectTypeOf(error.name).toEqualTypeOf<"ApiError">();
    expectTypeOf(error.toJSON()).toEqualTypeOf<BaseErrorBody & { readonly code: "user_not_found" }>();
    expectTypeOf(error.status).toEqualTypeOf<number>();
  });

  test("violations is typed by the body", () => {
    const error = new ApiError(constraintViolationsError({ violations: { a: violation("blank") } }));
    expectTypeOf(error.violations).toEqualTypeOf<Violations>();
    expectTypeOf(new ApiError(baseError({ code: "user_not_found", message })).violations).toEqualTypeOf<undefined>();
  });
});

describe("narrowing in a catch block, without a cast", () => {
  test("isConstraintViolationsError(e) gives e.violations as Violations", () => {
    try {
      throw new ApiError(constraintViolationsError({ violations: { a: violation("blank") } }));
    } catch (e) {
      expectTypeOf(e).toBeUnknown();
      if (isConstraintViolationsError(e)) {
        expectTypeOf(e.violations).toEqualTypeOf<Violations>();
        expectTypeOf(e.ticket).toEqualTypeOf<string>();
      }
    }
  });

  test("hasViolation(e, path, code) narrows as well", () => {
    try {
      throw new Error("x");
    } catch (e) {
      if (hasViolation(e, "email", "too_long")) {
        expectTypeOf(e.violations).toEqualTypeOf<Violations>();
        expectTypeOf(e.violations["email"]).toEqualTypeOf<Violations[string] | undefined>();
      }
    }
  });

  test("isBaseError(e) narrows to a base error body or an ApiError carrying one", () => {
    if (isBaseError(caught)) {
      expectTypeOf(caught).toEqualTypeOf<BaseErrorBody | ApiError<BaseErrorBody>>();
      expectTypeOf(caught.code).toExtend<string>();
      expectTypeOf(caught.type).toEqualTypeOf<"base_error">();
    }
  });

  test("isErrorBody and isApiError narrow", () => {
    if (isErrorBody(caught)) expectTypeOf(caught).toEqualTypeOf<ErrorBody | ApiError>();
    if (isApiError(caught)) {
      expectTypeOf(caught).toEqualTypeOf<ApiError>();
      expectTypeOf(caught.status).toEqualTypeOf<number>();
    }
  });

  test("a guard's argument stays unknown-friendly: any value may be asked", () => {
    expectTypeOf(isErrorBody).parameter(0).toBeUnknown();
    expectTypeOf(hasViolation).parameter(1).toEqualTypeOf<string>();
  });
});

describe("parseErrorBody()", () => {
  test("returns a ParseResult of ErrorBody; a read code is open to new ones", () => {
    const result = parseErrorBody(caught);
    expectTypeOf(result).toEqualTypeOf<ParseResult<ErrorBody>>();
    if (result.ok && result.value.type === "constraint_violations_error") {
      const code = result.value.violations["email"]?.[0]?.code;
      expectTypeOf(code).toEqualTypeOf<ReadViolationCode | undefined>();
    }
    if (!result.ok) expectTypeOf(result.issues[0].path).toEqualTypeOf<string>();
  });
});

describe("the collector", () => {
  test("add takes a built detail and a string or segments; toError may be undefined", () => {
    const found = violations().add("email", violation("blank")).add(["protocol", "type"], violation("null"));
    expectTypeOf(found.toError()).toEqualTypeOf<ConstraintViolationsErrorBody | undefined>();
    // @ts-expect-error a detail must come from violation()
    found.add("email", { code: "nope" });
    // @ts-expect-error a segment is a string or a number
    found.add([true], violation("blank"));
  });
});

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

  test("boundAttribute reads maxValue or minValue, its name checked against the code", () => {
    expectTypeOf<BoundAttributeName>().toEqualTypeOf<"maxValue" | "minValue">();
    const less = findViolation(caught, "age", "less_than");
    expectTypeOf(boundAttribute(less, "minValue")).toEqualTypeOf<NumericBound | undefined>();
    // @ts-expect-error: less_than carries minValue only
    boundAttribute(less, "maxValue");
    // @ts-expect-error: too_long's maxLength is a count, not a bound
    boundAttribute(findViolation(caught, "email", "too_long"), "maxLength");
    expectTypeOf(boundAttribute(findViolation(caught, "n"), "maxValue")).toEqualTypeOf<NumericBound | undefined>();
  });
});
