import { describe, expect, test } from "vitest";
import {
  defineOperation,
  isOperationError,
  type Operation,
  operationError,
  operationViolations,
} from "../../../src/contract/index.js";
import { type ApiError, isApiError, violation } from "../../../src/index.js";
import { createUser, getUser, listUsers, TICKET, verify } from "../../support/contract-fixtures.js";
import { thrown } from "../../support/thrown.js";

describe("operationError", () => {
  test("builds the ApiError with the declared status", () => {
    const cause = new Error("why");
    const error = operationError(verify, "mfa_challenge_verification_failed", {
      message: "Invalid code",
      details: { attemptsRemaining: 2 },
      ticket: TICKET,
      cause,
    });
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(400);
    expect(error.cause).toBe(cause);
    expect(error.toJSON()).toStrictEqual({
      type: "base_error",
      code: "mfa_challenge_verification_failed",
      message: "Invalid code",
      ticket: TICKET,
      details: { attemptsRemaining: 2 },
    });
  });

  test("an unknown code with its declared status; a fresh ticket when none is given", () => {
    const error = operationError(createUser, "rate_limited", { message: "slow down", details: { retryAfter: 3 } });
    expect(error.status).toBe(429);
    expect(error.ticket).toMatch(/^[0-9a-f-]{36}$/);
    expect(isOperationError(createUser, error)).toBe(true);
  });

  test("throws a TypeError for a code the operation does not declare (through a cast)", () => {
    expect(
      thrown(() => operationError(getUser as Operation, "tenant_not_found" as never, { message: "m" } as never)),
    ).toStrictEqual(new TypeError("GET /users/{id} does not declare error tenant_not_found"));
    expect(
      thrown(() => operationError(getUser as Operation, "toString" as never, { message: "m" } as never)),
    ).toBeInstanceOf(TypeError);
  });
});

describe("operationViolations", () => {
  test("body: collects declared paths and codes into message_body_constraint_violations", () => {
    const found = operationViolations(createUser, "body");
    expect(found.toError()).toBeUndefined();
    expect(() => found.throwIfAny()).not.toThrow();
    found
      .add("email", violation("too_long", { maxLength: 200 }))
      .add("email", violation("invalid_email"))
      .add("redirectUrls[12]", violation("invalid_url"));
    expect(found.size).toBe(3);
    expect(found.has("email", "invalid_email")).toBe(true);
    expect(found.has("email", "blank")).toBe(false);
    expect(found.toViolations()).toStrictEqual({
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }, { code: "invalid_email" }],
      "redirectUrls[12]": [{ code: "invalid_url" }],
    });
    expect(found.toError({ ticket: TICKET, message: "Fix these." })).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "Fix these.",
      ticket: TICKET,
      violations: found.toViolations(),
    });
    const error = thrown(() => found.throwIfAny()) as ApiError;
    expect(error.status).toBe(400);
    expect(error.code).toBe("message_body_constraint_violations");
    expect(isOperationError(createUser, error)).toBe(true);
  });

  test("request: query, path and header keys into request_constraint_violations", () => {
    const found = operationViolations(createUser, "request").add("x-tenant", violation("blank"));
    expect(found.toError()?.code).toBe("request_constraint_violations");
    const error = thrown(() => found.throwIfAny({ ticket: TICKET })) as ApiError;
    expect(error.toJSON()).toStrictEqual({
      type: "constraint_violations_error",
      code: "request_constraint_violations",
      message: "The request has constraint violations.",
      ticket: TICKET,
      violations: { "x-tenant": [{ code: "blank" }] },
    });
    const list = operationViolations(listUsers, "request");
    list.add("count", violation("greater_than", { maxValue: 40 })).add("tenant", violation("blank"));
    expect(Object.keys(list.toViolations())).toStrictEqual(["count", "tenant"]);
  });

  test("a key declared in two parts of the request carries the codes of both", () => {
    const operation = defineOperation({
      method: "GET",
      path: "/t/{id}",
      violations: { path: { id: ["blank"] }, query: { id: ["too_long"] } },
    });
    const found = operationViolations(operation, "request")
      .add("id", violation("blank"))
      .add("id", violation("too_long", { maxLength: 3 }));
    expect(found.size).toBe(2);
  });

  test.each([
    ["a path it does not declare", "emial", violation("blank")],
    ["a code it does not declare at that path", "email", violation("too_short")],
    ["an inherited name", "__proto__", violation("blank")],
    ["a request key in the body", "x-tenant", violation("blank")],
  ])("throws a TypeError for %s (through a cast)", (_name, path, detail) => {
    const found = operationViolations(createUser as Operation, "body");
    expect(thrown(() => found.add(path as never, detail as never))).toBeInstanceOf(TypeError);
    expect(found.size).toBe(0);
  });

  test("names the operation, the code and the path in its TypeError", () => {
    expect(
      thrown(() => operationViolations(getUser as Operation, "request").add("x" as never, violation("blank"))),
    ).toStrictEqual(new TypeError("GET /users/{id} does not declare violation blank at x"));
  });
});
