import { describe, expect, test, vi } from "vitest";
import * as original from "../../src/index.js";

// Module-level constants (the catalogue tables, the path regex, the brands) are
// evaluated once, when a module is first imported. Under mutation testing a test that
// imports the package again (test/unit/core/errors/api-error.test.ts does, to check two copies)
// evaluates them with a mutant active; these tests make every such mutant visible: a
// fresh copy of the entry must equal the copy imported when this file loaded, in its
// data and in what its functions answer.

type Core = typeof import("../../src/index.js");

async function freshCopy(): Promise<Core> {
  vi.resetModules();
  return (await import("../../src/index.js")) as Core;
}

describe("a fresh copy of the core entry equals the first one", () => {
  test("its tables and constants are equal, member by member", async () => {
    const fresh = await freshCopy();
    expect(fresh.VIOLATION_CODES).toStrictEqual(original.VIOLATION_CODES);
    expect(fresh.CONSTRAINT_ATTRIBUTES).toStrictEqual(original.CONSTRAINT_ATTRIBUTES);
    expect(fresh.CODE_ATTRIBUTES).toStrictEqual(original.CODE_ATTRIBUTES);
    expect(fresh.BASE_ERROR_STATUS).toStrictEqual(original.BASE_ERROR_STATUS);
    expect(fresh.CONSTRAINT_VIOLATIONS_CODES).toStrictEqual(original.CONSTRAINT_VIOLATIONS_CODES);
    expect(fresh.CONSTRAINT_VIOLATIONS_STATUS).toBe(original.CONSTRAINT_VIOLATIONS_STATUS);
    expect(fresh.DEFAULT_VIOLATIONS_MESSAGES).toStrictEqual(original.DEFAULT_VIOLATIONS_MESSAGES);
    expect(fresh.JSON_CONTENT_TYPE).toBe(original.JSON_CONTENT_TYPE);
    expect(fresh.INTERNAL_ERROR_MESSAGE).toBe(original.INTERNAL_ERROR_MESSAGE);
    expect(fresh.EXCERPT_LENGTH).toBe(original.EXCERPT_LENGTH);
    expect(fresh.RETRYABLE_STATUSES).toStrictEqual(original.RETRYABLE_STATUSES);
    expect(fresh.IDEMPOTENT_METHODS).toStrictEqual(original.IDEMPOTENT_METHODS);
  });

  test("its guards of the catalogue answer the same for every code, every attribute and strangers", async () => {
    const fresh = await freshCopy();
    const candidates = [
      ...original.VIOLATION_CODES,
      ...original.CONSTRAINT_ATTRIBUTES,
      "",
      "unknown_code",
      "toString",
      "__proto__",
      "TOO_LONG",
    ];
    for (const value of candidates) {
      expect(fresh.isViolationCode(value), value).toBe(original.isViolationCode(value));
      expect(fresh.isConstraintAttribute(value), value).toBe(original.isConstraintAttribute(value));
    }
    for (const code of original.VIOLATION_CODES)
      expect(fresh.attributesOf(code)).toStrictEqual(original.attributesOf(code));
  });

  test("its constants have their documented values (a fresh copy can be the only one that a mutant changes)", async () => {
    const fresh = await freshCopy();
    expect(fresh.JSON_CONTENT_TYPE).toBe("application/json;charset=UTF-8");
    expect(fresh.INTERNAL_ERROR_MESSAGE).toBe("An unexpected error occurred.");
    expect(fresh.EXCERPT_LENGTH).toBe(1024);
    expect(fresh.CONSTRAINT_VIOLATIONS_STATUS).toBe(400);
    expect(fresh.DEFAULT_MAX_RETRY_DELAY_MS).toBe(3_600_000);
    expect(fresh.DEFAULT_BASE_BACKOFF_MS).toBe(1000);
    expect(fresh.DEFAULT_MAX_BACKOFF_MS).toBe(30_000);
  });

  test("formatPath of a fresh copy writes identifiers plainly and every other key quoted", async () => {
    const fresh = await freshCopy();
    expect(fresh.formatPath(["a", "Z", "_", "$", "a1", "a_b$"])).toBe("a.Z._.$.a1.a_b$");
    for (const key of ["1a", "a-b", "a b", "", "é", "a.b", "-", " a", "a ", "a\n"]) {
      expect(fresh.formatPath([key]), key).toBe(`[${JSON.stringify(key)}]`);
    }
  });

  test("formatPath writes identifiers plainly and every other key quoted, as the first copy does", async () => {
    const fresh = await freshCopy();
    const keys = ["a", "Z", "_", "$", "a1", "a_b$", "1a", "a-b", "a b", "", "é", "a.b", "aZ9", "9", "-", " a", "a "];
    for (const key of keys) {
      expect(fresh.formatPath([key]), key).toBe(original.formatPath([key]));
      expect(fresh.formatPath(["x", key]), key).toBe(original.formatPath(["x", key]));
    }
  });

  test("the brands of the two copies are the same symbols: each recognises the other's errors", async () => {
    const fresh = await freshCopy();
    const body = original.baseError({ code: "user_not_found", message: "m", ticket: "t" });
    expect(original.isApiError(new fresh.ApiError(body))).toBe(true);
    expect(fresh.isApiError(new original.ApiError(body))).toBe(true);
    const unexpected = new fresh.UnexpectedResponseError({ status: 502, reason: "invalid_json" });
    expect(original.isUnexpectedResponseError(unexpected)).toBe(true);
    expect(
      fresh.isUnexpectedResponseError(new original.UnexpectedResponseError({ status: 502, reason: "invalid_json" })),
    ).toBe(true);
  });

  test("the statuses of known codes and the wire form of a safe 500 are the same", async () => {
    const fresh = await freshCopy();
    for (const code of Object.keys(original.BASE_ERROR_STATUS)) {
      const body = original.baseError({ code: code as "user_not_found", message: "m", ticket: "t" });
      expect(new fresh.ApiError(body).status).toBe(new original.ApiError(body).status);
    }
    const a = fresh.toResponse(new Error("x"), { newTicket: () => "t" });
    const b = original.toResponse(new Error("x"), { newTicket: () => "t" });
    expect(a.headers.get("content-type")).toBe(b.headers.get("content-type"));
    expect(await a.text()).toBe(await b.text());
  });
});
