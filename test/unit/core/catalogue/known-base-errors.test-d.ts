/**
 * `KnownBaseErrorDetails` is the TypeScript face of the table's details
 * schemas: this fails to compile when the interface and a schema disagree (a
 * member added, renamed, retyped, or made optional on one side only).
 */
import { describe, expectTypeOf, test } from "vitest";
import type { FromJsonSchema } from "../../../../src/contract/index.js";
import type { BASE_ERROR_TITLES, CodeWithDetailsSchema } from "../../../../src/core/catalogue/tables.js";
import type {
  BASE_ERROR_DETAILS_SCHEMAS,
  BASE_ERROR_STATUS,
  KnownBaseErrorCode,
  KnownBaseErrorDetails,
} from "../../../../src/index.js";
import type { BaseErrorMessages } from "../../../../src/messages/index.js";

type Schemas = typeof BASE_ERROR_DETAILS_SCHEMAS;

/** What each code's schema types its details as: `false` (none) is `never`. */
type DetailsOfSchemas = {
  readonly [C in CodeWithDetailsSchema]: Schemas[C] extends false ? never : FromJsonSchema<Schemas[C]>;
};

describe("the known base error table's types", () => {
  test("KnownBaseErrorDetails is the type of the details schemas, code by code", () => {
    expectTypeOf<Pick<KnownBaseErrorDetails, CodeWithDetailsSchema>>().toEqualTypeOf<DetailsOfSchemas>();
    // A code without a schema may carry any details.
    expectTypeOf<KnownBaseErrorDetails["not_found"]>().toEqualTypeOf<{ readonly [key: string]: unknown }>();
    expectTypeOf<KnownBaseErrorDetails["mfa_challenge_verification_failed"]>().toEqualTypeOf<
      DetailsOfSchemas["mfa_challenge_verification_failed"]
    >();
    expectTypeOf<KnownBaseErrorDetails["invalid_request"]>().toEqualTypeOf<DetailsOfSchemas["invalid_request"]>();
    expectTypeOf<KnownBaseErrorDetails["user_not_found"]>().toBeNever();
    expectTypeOf<KnownBaseErrorDetails["internal_error"]>().toBeNever();
  });

  test("every column and the messages are keyed by exactly the known codes", () => {
    expectTypeOf<keyof typeof BASE_ERROR_STATUS>().toEqualTypeOf<KnownBaseErrorCode>();
    expectTypeOf<keyof typeof BASE_ERROR_TITLES>().toEqualTypeOf<KnownBaseErrorCode>();
    expectTypeOf<keyof Schemas>().toEqualTypeOf<CodeWithDetailsSchema>();
    expectTypeOf<keyof KnownBaseErrorDetails>().toEqualTypeOf<KnownBaseErrorCode>();
    expectTypeOf<keyof BaseErrorMessages>().toEqualTypeOf<KnownBaseErrorCode>();
  });
});
