import { describe, expect, test } from "vitest";
import { isOperationError } from "../../../src/contract/index.js";
import { ApiError, baseError, constraintViolationsError, violation } from "../../../src/index.js";
import { createUser, getUser, listUsers, TICKET, verify } from "../../support/contract-fixtures.js";

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
