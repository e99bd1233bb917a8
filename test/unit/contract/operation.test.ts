import { describe, expect, test } from "vitest";
import { defineOperation, INVALID_REQUEST_DETAILS, LIST_QUERY_VIOLATIONS } from "../../../src/contract/index.js";
import { createUser, getUser, LIST, listUsers, verify } from "../../support/contract-fixtures.js";
import { thrown } from "../../support/thrown.js";

describe("defineOperation", () => {
  test("resolves each base error's status: declared, else the known one", () => {
    expect(createUser.errors).toStrictEqual({
      invalid_request: { status: 400, details: INVALID_REQUEST_DETAILS, detailsOptional: true },
      rate_limited: {
        status: 429,
        details: { type: "object", properties: { retryAfter: { type: "integer" } }, required: ["retryAfter"] },
        detailsOptional: false,
      },
    });
    expect(getUser.errors).toStrictEqual({ user_not_found: { status: 404, detailsOptional: false } });
    expect(verify.errors["mfa_challenge_verification_failed"]).toStrictEqual({
      status: 400,
      details: {
        type: "object",
        required: ["attemptsRemaining"],
        properties: {
          attemptsRemaining: { type: "integer", minimum: 0, description: "Attempts left to give a valid code." },
        },
      },
      detailsOptional: false,
    });
  });

  test("keeps descriptions, and declared details over the known ones", () => {
    const operation = defineOperation({
      method: "POST",
      path: "/v",
      errors: { invalid_request: { description: "bad", details: { type: "object" } } },
    });
    expect(operation.errors).toStrictEqual({
      invalid_request: { status: 400, details: { type: "object" }, detailsOptional: false, description: "bad" },
    });
  });

  test.each([
    ["no status for an unknown code", {}],
    ["a status below 400", { status: 399 }],
    ["a status above 599", { status: 600 }],
    ["a status that is no integer", { status: 400.5 }],
  ])("throws a TypeError for %s", (_name, declared) => {
    expect(
      thrown(() => defineOperation({ method: "GET", path: "/a", errors: { teapot: declared as never } })),
    ).toBeInstanceOf(TypeError);
  });

  test("a list operation gains the list-query violations and invalid_request", () => {
    expect(listUsers.violations).toStrictEqual({
      body: {},
      query: { tenant: ["blank"], ...LIST_QUERY_VIOLATIONS },
      path: {},
      headers: {},
    });
    expect(Object.keys(listUsers.errors)).toStrictEqual(["invalid_request", "internal_error"]);
    expect(listUsers.errors["invalid_request"]?.detailsOptional).toBe(true);
  });

  test("a list operation's own codes for a list-query parameter are kept beside the gained ones", () => {
    const operation = defineOperation({
      method: "GET",
      path: "/l",
      list: LIST,
      violations: { query: { count: ["blank"] } },
    });
    expect(operation.violations.query["count"]).toStrictEqual(["blank", ...LIST_QUERY_VIOLATIONS.count]);
  });

  test("an operation without errors or violations declares nothing", () => {
    const operation = defineOperation({ method: "DELETE", path: "/x" });
    expect(operation).toStrictEqual({
      declaration: { method: "DELETE", path: "/x" },
      method: "DELETE",
      path: "/x",
      errors: {},
      violations: { body: {}, query: {}, path: {}, headers: {} },
    });
  });
});
