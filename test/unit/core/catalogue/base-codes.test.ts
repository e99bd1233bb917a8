import { describe, expect, test } from "vitest";
import { BASE_ERROR_STATUS, CONSTRAINT_VIOLATIONS_CODES, CONSTRAINT_VIOLATIONS_STATUS } from "../../../../src/index.js";

describe("base codes", () => {
  test("design decision Status: the known base codes and their statuses", () => {
    expect({ ...BASE_ERROR_STATUS }).toStrictEqual({
      user_not_found: 404,
      mfa_challenge_verification_failed: 400,
      invalid_request: 400,
      internal_error: 500,
    });
  });

  test("spec: the two top-level codes of a constraint violations error, answered with 400", () => {
    expect([...CONSTRAINT_VIOLATIONS_CODES]).toStrictEqual([
      "message_body_constraint_violations",
      "request_constraint_violations",
    ]);
    expect(CONSTRAINT_VIOLATIONS_STATUS).toBe(400);
  });
});
