import { isOperationError } from "api-error-model/contract";
import { expectTypeOf, test } from "vitest";
import { CREATE_USER, QUERY_USERS, VERIFY_MFA_CHALLENGE } from "../../../examples/reference-server/operations.js";

// A client compiled against the published types (dist/, through the
// package's exports) and the reference server's declarations.

declare const caught: unknown;

test("the published guard narrows, and a typo in a violation key does not compile", () => {
  if (isOperationError(CREATE_USER, caught) && caught.type === "constraint_violations_error") {
    expectTypeOf(caught.code).toEqualTypeOf<"message_body_constraint_violations">();
    expectTypeOf(caught.violations.email).not.toBeAny();
    // @ts-expect-error a typo in a declared path
    caught.violations.emial;
    // @ts-expect-error a typo in a declared path, bracket access too
    caught.violations["givenNmae"];
  }
  if (isOperationError(QUERY_USERS, caught) && caught.type === "constraint_violations_error") {
    expectTypeOf(caught.violations.sort_by).not.toBeAny();
    // @ts-expect-error not a list-query parameter
    caught.violations.sortBy;
  }
  if (isOperationError(VERIFY_MFA_CHALLENGE, caught) && caught.code === "mfa_challenge_verification_failed") {
    expectTypeOf(caught.details.attemptsRemaining).toEqualTypeOf<number>();
  }
});
