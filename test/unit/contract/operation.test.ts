import { describe, expect, test } from "vitest";
import {
  defineOperation,
  INVALID_REQUEST_DETAILS,
  isOperationError,
  LIST_QUERY_VIOLATIONS,
  type Operation,
  operationError,
  operationViolations,
} from "../../../src/contract/index.js";
import { ApiError, baseError, constraintViolationsError, isApiError, violation } from "../../../src/index.js";
import { createUser, getUser, LIST, listUsers, verify } from "../../support/contract-fixtures.js";

const TICKET = "0b6c9f0e-4c1e-4a5b-9d3e-2f1a7c8b9d0e";

/** What `fn` throws. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

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

describe("isOperationError", () => {
  const base = (code: string) => ({ type: "base_error", code, message: "m", ticket: TICKET });
  const bodyViolations = constraintViolationsError({ violations: { email: violation("blank") } });
  const requestViolations = constraintViolationsError({
    code: "request_constraint_violations",
    violations: { count: violation("blank") },
  });

  test("accepts a declared base code, as a body or in an ApiError", () => {
    expect(isOperationError(getUser, base("user_not_found"))).toBe(true);
    expect(isOperationError(getUser, new ApiError(baseError({ code: "user_not_found", message: "m" })))).toBe(true);
  });

  test("turns away a base code the operation does not declare", () => {
    expect(isOperationError(getUser, base("internal_error"))).toBe(false);
    expect(isOperationError(getUser, base("toString"))).toBe(false);
  });

  test("accepts constraint violations only for a part with declared violations", () => {
    expect(isOperationError(createUser, bodyViolations)).toBe(true);
    expect(isOperationError(createUser, requestViolations)).toBe(true);
    expect(isOperationError(listUsers, requestViolations)).toBe(true);
    expect(isOperationError(listUsers, bodyViolations)).toBe(false);
    expect(isOperationError(verify, bodyViolations)).toBe(false);
    expect(isOperationError(verify, requestViolations)).toBe(false);
    expect(isOperationError(createUser, { ...bodyViolations, code: "other_violations" })).toBe(false);
  });

  test("keeps violation keys and codes it does not know (a newer server may send them)", () => {
    const newer = { ...bodyViolations, violations: { nickname: [{ code: "too_cute" }] } };
    expect(isOperationError(createUser, newer)).toBe(true);
  });

  test.each([null, undefined, "user_not_found", 404, [], {}, { type: "base_error", code: "user_not_found" }])(
    "turns away %j",
    (value) => {
      expect(isOperationError(getUser, value)).toBe(false);
    },
  );

  test("never throws: a value whose getters change between reads is no error", () => {
    let reads = 0;
    const shifty = {
      ...base("user_not_found"),
      get type() {
        reads++;
        if (reads > 1) throw new Error("gotcha");
        return "base_error";
      },
    };
    expect(isOperationError(getUser, shifty)).toBe(false);
  });
});

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
