import { describe, expectTypeOf, test } from "vitest";
import {
  type BaseErrorCodeOf,
  defineOperation,
  type FromJsonSchema,
  isOperationError,
  type OperationErrorBody,
  operationError,
  operationViolations,
  type RequestViolationCodes,
} from "../../../src/contract/index.js";
import { type ApiError, violation, violations } from "../../../src/index.js";
import { createUser, getUser, listUsers, verify } from "../../support/contract-fixtures.js";

declare const caught: unknown;

describe("client: isOperationError narrows to the declared error bodies", () => {
  test("base codes: exactly the declared ones, details typed per code", () => {
    if (isOperationError(createUser, caught) && caught.type === "base_error") {
      expectTypeOf(caught.code).toEqualTypeOf<"invalid_request" | "rate_limited">();
      if (caught.code === "rate_limited") expectTypeOf(caught.details.retryAfter).toEqualTypeOf<number>();
      if (caught.code === "invalid_request") {
        expectTypeOf(caught.details?.position).toEqualTypeOf<number | undefined>();
      }
    }
    if (isOperationError(verify, caught) && caught.code === "mfa_challenge_verification_failed") {
      expectTypeOf(caught.details).toEqualTypeOf<{ readonly attemptsRemaining: number }>();
    }
    if (isOperationError(verify, caught) && caught.code === "internal_error") {
      expectTypeOf(caught.details).toEqualTypeOf<undefined>();
    }
    if (isOperationError(getUser, caught)) {
      // @ts-expect-error a code getUser never sends
      if (caught.code === "tenant_not_found") return;
    }
  });

  test("violations: keyed by the declared paths of the part; a typo does not compile", () => {
    if (isOperationError(createUser, caught) && caught.code === "message_body_constraint_violations") {
      expectTypeOf(caught.violations.email).not.toBeAny();
      expectTypeOf(caught.violations["protocol.type"]).not.toBeAny();
      expectTypeOf(caught.violations["redirectUrls[2]"]).not.toBeAny();
      // @ts-expect-error a typo in a declared path
      caught.violations.emial;
      // @ts-expect-error a typo in a declared path, bracket access too
      caught.violations["emial"];
      // @ts-expect-error a header is no body path
      caught.violations["x-tenant"];
    }
    if (isOperationError(createUser, caught) && caught.code === "request_constraint_violations") {
      expectTypeOf(caught.violations["x-tenant"]).not.toBeAny();
      // @ts-expect-error a body path is no request key
      caught.violations.email;
    }
  });

  test("violation codes: the declared ones, open to codes a newer server adds", () => {
    if (isOperationError(createUser, caught) && caught.code === "message_body_constraint_violations") {
      const detail = caught.violations.email?.[0];
      expectTypeOf(detail?.code).toEqualTypeOf<
        "undefined" | "null" | "blank" | "too_long" | "invalid_email" | "not_unique" | (string & {}) | undefined
      >();
      // The attributes the declared codes carry (too_long: maxLength), from the catalogue.
      expectTypeOf(detail?.constraintAttributes).toEqualTypeOf<{ readonly maxLength?: string } | undefined>();
      // @ts-expect-error no declared code of email carries regexPattern
      detail?.constraintAttributes?.regexPattern;
    }
  });

  test("a list operation gains its list-query violations and invalid_request from its ListOperation", () => {
    expectTypeOf<BaseErrorCodeOf<typeof listUsers>>().toEqualTypeOf<"internal_error" | "invalid_request">();
    expectTypeOf<keyof RequestViolationCodes<typeof listUsers>>().toEqualTypeOf<
      "tenant" | "start_index" | "count" | "sort_by" | "fields" | "query"
    >();
    if (isOperationError(listUsers, caught) && caught.type === "constraint_violations_error") {
      expectTypeOf(caught.code).toEqualTypeOf<"request_constraint_violations">();
      expectTypeOf(caught.violations.count?.[0]?.constraintAttributes).toEqualTypeOf<
        | {
            readonly regexPattern?: string;
            readonly minValue?: string;
            readonly maxValue?: string;
            readonly maxSize?: string;
          }
        | undefined
      >();
      // @ts-expect-error not a list-query parameter
      caught.violations.sortBy;
    }
  });

  test("an ApiError carrying a declared body narrows too, its members typed", () => {
    if (isOperationError(verify, caught) && "status" in caught) {
      expectTypeOf(caught.status).toEqualTypeOf<number>();
      if (caught.code === "mfa_challenge_verification_failed") {
        expectTypeOf(caught.details.attemptsRemaining).toEqualTypeOf<number>();
        expectTypeOf(caught.body.details.attemptsRemaining).toEqualTypeOf<number>();
      }
    }
  });

  test("an operation without violations has no constraint violations body", () => {
    expectTypeOf<Extract<OperationErrorBody<typeof verify>, { type: "constraint_violations_error" }>>().toBeNever();
  });
});

describe("server: building an error is typed by the declaration", () => {
  test("operationError takes declared codes only, details as declared", () => {
    expectTypeOf(operationError(getUser, "user_not_found", { message: "m" })).toExtend<ApiError>();
    operationError(verify, "mfa_challenge_verification_failed", { message: "m", details: { attemptsRemaining: 2 } });
    // @ts-expect-error a code getUser does not declare
    operationError(getUser, "tenant_not_found", { message: "m" });
    // @ts-expect-error details are required for this code
    operationError(verify, "mfa_challenge_verification_failed", { message: "m" });
    // @ts-expect-error details of the wrong type
    operationError(verify, "mfa_challenge_verification_failed", { message: "m", details: { attemptsRemaining: "2" } });
    // @ts-expect-error user_not_found carries no details
    operationError(getUser, "user_not_found", { message: "m", details: { id: "x" } });
    // A list operation's invalid_request, not restated in its declaration.
    operationError(listUsers, "invalid_request", { message: "m", details: { parameter: "query", position: 3 } });
  });

  test("operationViolations takes declared paths and, at each, declared codes only", () => {
    const body = operationViolations(createUser, "body");
    body.add("email", violation("too_long", { maxLength: 200 })).add("redirectUrls[3]", violation("invalid_url"));
    body.add("protocol.type", violation("disallowed_enum", { allowedValues: ["OIDC", "SAML"] }));
    // @ts-expect-error a path createUser does not declare
    body.add("emial", violation("blank"));
    // @ts-expect-error a code not declared at email
    body.add("email", violation("too_short", { minLength: 1 }));
    // @ts-expect-error a header is not a body path
    body.add("x-tenant", violation("blank"));
    expectTypeOf(body.toError()?.code).toEqualTypeOf<"message_body_constraint_violations" | undefined>();
    const request = operationViolations(listUsers, "request");
    request.add("count", violation("greater_than", { maxValue: 40 })).add("tenant", violation("blank"));
    // @ts-expect-error count never answers blank
    request.add("count", violation("blank"));
    operationViolations(getUser, "request").add("id", violation("failed_regex_match", { regexPattern: "^u" }));
  });

  test("the generic builders still work for anything undeclared", () => {
    violations().add("anything", violation("too_short", { minLength: 2 }));
  });
});

describe("declarations are checked", () => {
  test("a base code without a known status needs one", () => {
    // @ts-expect-error teapot has no known status
    defineOperation({ method: "GET", path: "/a", errors: { teapot: {} } });
    defineOperation({ method: "GET", path: "/a", errors: { teapot: { status: 418 }, user_not_found: {} } });
  });

  test("path-parameter violations name parameters of the template", () => {
    // @ts-expect-error idd is not a parameter of /a/{id}
    defineOperation({ method: "GET", path: "/a/{id}", violations: { path: { idd: ["blank"] } } });
    defineOperation({ method: "GET", path: "/a/{id}", violations: { path: { id: ["blank"] } } });
  });

  test("violation codes come from the catalogue", () => {
    // @ts-expect-error blnk is no violation code
    defineOperation({ method: "POST", path: "/a", violations: { body: { name: ["blnk"] } } });
  });

  test("FromJsonSchema derives details types from their schema", () => {
    expectTypeOf<
      FromJsonSchema<{
        type: "object";
        properties: {
          a: { type: "integer" };
          b: { type: ["string", "null"] };
          c: { enum: ["x", "y"] };
          d: { type: "array"; items: { type: "boolean" } };
        };
        required: ["a"];
      }>
    >().toEqualTypeOf<{
      readonly a: number;
      readonly b?: string | null;
      readonly c?: "x" | "y";
      readonly d?: readonly boolean[];
    }>();
    expectTypeOf<FromJsonSchema<{ const: 3 }>>().toEqualTypeOf<3>();
    expectTypeOf<FromJsonSchema<{ type: "object" }>>().toEqualTypeOf<{ readonly [key: string]: unknown }>();
    expectTypeOf<FromJsonSchema<{ type: "array" }>>().toEqualTypeOf<readonly unknown[]>();
    expectTypeOf<FromJsonSchema<{ anyOf: [] }>>().toEqualTypeOf<unknown>();
  });
});
