import { describe, expect, test } from "vitest";
import { CONSTRAINT_VIOLATIONS_STATUS } from "../../../../src/core/catalogue/base-codes.js";
import { IDEMPOTENT_METHODS, isRetryableStatus } from "../../../../src/core/catalogue/retryable-statuses.js";
import { BASE_ERROR_STATUS, CLIENT_ERRORS, RETRYABLE_STATUSES } from "../../../../src/core/catalogue/tables.js";

describe("RETRYABLE_STATUSES", () => {
  test("retries 408, 429, 502, 503 and 504, and nothing else it lists", () => {
    const retried = Object.entries(RETRYABLE_STATUSES)
      .filter(([, retry]) => retry)
      .map(([status]) => Number(status));
    expect(retried).toStrictEqual([408, 429, 502, 503, 504]);
    expect(RETRYABLE_STATUSES[500]).toBe(false);
  });

  test("decides for the status of every code of the catalogue: a code or status added without a decision fails here", () => {
    const statuses = [
      ...Object.keys(CLIENT_ERRORS).map(Number),
      ...Object.values(BASE_ERROR_STATUS),
      CONSTRAINT_VIOLATIONS_STATUS,
    ];
    for (const status of statuses) expect(Object.hasOwn(RETRYABLE_STATUSES, status), String(status)).toBe(true);
  });

  test("every other 4xx is refused, and so is every 5xx but the gateway ones", () => {
    for (let status = 400; status <= 499; status++) {
      expect(isRetryableStatus(status), String(status)).toBe(status === 408 || status === 429);
    }
    for (let status = 500; status <= 599; status++) {
      expect(isRetryableStatus(status), String(status)).toBe(status >= 502 && status <= 504);
    }
  });

  test("statuses that are no failures, and strangers, are not retried", () => {
    for (const status of [0, 200, 204, 301, 304, 600, -503, 503.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isRetryableStatus(status), String(status)).toBe(false);
    }
  });
});

describe("IDEMPOTENT_METHODS", () => {
  test("are GET, HEAD, OPTIONS, PUT and DELETE, never POST or PATCH", () => {
    expect(IDEMPOTENT_METHODS).toStrictEqual(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
  });
});
