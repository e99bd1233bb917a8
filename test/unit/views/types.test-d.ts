import { expectTypeOf, test } from "vitest";
import type { ErrorBody, ParseResult, Violations } from "../../../src/index.js";
import {
  fromGoogleBadRequest,
  fromProblemDetails,
  type GoogleBadRequest,
  type ProblemDetails,
  type ProblemDetailsOptions,
  toGoogleBadRequest,
  toProblemDetails,
  toProblemResponse,
} from "../../../src/views/index.js";

test("the parsers return results, never throw types", () => {
  expectTypeOf(fromProblemDetails).returns.toEqualTypeOf<ParseResult<ErrorBody>>();
  expectTypeOf(fromGoogleBadRequest).returns.toEqualTypeOf<ParseResult<Violations>>();
});

test("each view returns its own shape: ProblemDetails, GoogleBadRequest, a Response", () => {
  expectTypeOf(toProblemDetails).returns.toEqualTypeOf<ProblemDetails>();
  expectTypeOf(toGoogleBadRequest).returns.toEqualTypeOf<GoogleBadRequest>();
  expectTypeOf(toProblemResponse).returns.toEqualTypeOf<Response>();
});

test("views options take the same typed message templates", () => {
  const options: ProblemDetailsOptions = {
    // @ts-expect-error blank carries no attributes
    messages: { blank: (a) => `${a.maxLength}` },
  };
  expectTypeOf(options).toEqualTypeOf<ProblemDetailsOptions>();
});

test("toProblemResponse takes no status: it comes from the error", () => {
  // @ts-expect-error status is not an option of toProblemResponse
  toProblemResponse(new Error("x"), { status: 400 });
});
