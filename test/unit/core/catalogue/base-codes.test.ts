import { describe, expect, test } from "vitest";
import { BASE_ERROR_STATUS, CONSTRAINT_VIOLATIONS_CODES, CONSTRAINT_VIOLATIONS_STATUS } from "../../../../src/index.js";

describe("base codes", () => {
  test("design decision Status: the known base codes and their statuses", () => {
    expect(BASE_ERROR_STATUS).toMatchObject({
      user_not_found: 404,
      mfa_challenge_verification_failed: 400,
      invalid_request: 400,
      internal_error: 500,
    });
  });

  test("the codes the boundaries and the reference service answer have their statuses", () => {
    expect(BASE_ERROR_STATUS).toMatchObject({
      route_not_found: 404,
      method_not_allowed: 405,
      payload_too_large: 413,
      unsupported_media_type: 415,
      too_many_requests: 429,
      request_header_fields_too_large: 431,
      service_unavailable: 503,
      mfa_challenge_not_found: 404,
      client_error: 400,
    });
    for (const status of Object.values(BASE_ERROR_STATUS)) {
      expect(Number.isInteger(status) && status >= 400 && status <= 599, String(status)).toBe(true);
    }
  });

  test("spec: the two top-level codes of a constraint violations error, answered with 400", () => {
    expect([...CONSTRAINT_VIOLATIONS_CODES]).toStrictEqual([
      "message_body_constraint_violations",
      "request_constraint_violations",
    ]);
    expect(CONSTRAINT_VIOLATIONS_STATUS).toBe(400);
  });
});
