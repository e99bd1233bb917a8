import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { RETRYABLE_STATUSES } from "../../../../src/core/catalogue/tables.js";
import { ApiError } from "../../../../src/core/errors/api-error.js";
import { baseError } from "../../../../src/core/errors/build.js";
import { tooManyRequests } from "../../../../src/core/errors/shortcuts.js";
import { UnexpectedResponseError } from "../../../../src/core/errors/unexpected-response-error.js";
import {
  DEFAULT_BASE_BACKOFF_MS,
  DEFAULT_MAX_BACKOFF_MS,
  DEFAULT_MAX_RETRY_DELAY_MS,
  isRetryable,
  retryDelay,
} from "../../../../src/core/retry/retry.js";
import { errorFromResponse, toResponse } from "../../../../src/core/wire/http.js";
import { anyString, fuzz, hostileValue, runs } from "../../../support/fuzz.js";

const NOW = Date.parse("2026-11-27T12:00:00Z");
const now = (): number => NOW;

function apiError(status: number, headers?: Record<string, string>): ApiError {
  return new ApiError(baseError({ code: "some_failure", message: "Failed." }), { status, headers });
}

function unexpected(status: number, headers?: Record<string, string>): UnexpectedResponseError {
  return new UnexpectedResponseError({ status, reason: "not_json", text: "<html>", headers });
}

function response(status: number, headers?: Record<string, string>): Response {
  return new Response(null, headers === undefined ? { status } : { status, headers });
}

describe("isRetryable", () => {
  test("decides an ApiError, an UnexpectedResponseError and a Response by the catalogue's row of its status", () => {
    for (const [key, retry] of Object.entries(RETRYABLE_STATUSES)) {
      const status = Number(key);
      expect(isRetryable(apiError(status)), key).toBe(retry);
      expect(isRetryable(unexpected(status)), key).toBe(retry);
      expect(isRetryable(response(status)), key).toBe(retry);
    }
  });

  test("408, 429, 502, 503 and 504 are retried; 400, 404, 409, 422 and 500 never", () => {
    for (const status of [408, 429, 502, 503, 504]) expect(isRetryable(response(status)), String(status)).toBe(true);
    for (const status of [400, 404, 409, 422, 500]) expect(isRetryable(response(status)), String(status)).toBe(false);
  });

  test("a status with no row (418, 501) and a success are not retried", () => {
    expect(isRetryable(apiError(418))).toBe(false);
    expect(isRetryable(apiError(501))).toBe(false);
    expect(isRetryable(response(200))).toBe(false);
    expect(isRetryable(unexpected(204))).toBe(false);
  });

  test("the 429 of tooManyRequests is retried", () => {
    expect(isRetryable(tooManyRequests({ retryAfter: 30 }))).toBe(true);
  });

  test("a network failure is retried for an idempotent method only, in any case", () => {
    const failure = new TypeError("fetch failed");
    for (const method of ["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "get", "Delete"]) {
      expect(isRetryable(failure, { method }), method).toBe(true);
    }
    for (const method of ["POST", "PATCH", "CONNECT", "TRACE", "", "GET "]) {
      expect(isRetryable(failure, { method }), method).toBe(false);
    }
  });

  test("a network failure of an unknown method is not retried: a POST may have reached the server", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(false);
    expect(isRetryable(new TypeError("Failed to fetch"), {})).toBe(false);
    expect(isRetryable(new TypeError("Failed to fetch"), { method: undefined })).toBe(false);
    expect(isRetryable(new TypeError("Failed to fetch"), { method: 1 as never })).toBe(false);
  });

  test("an abort, another error and any other value are not retried", () => {
    for (const failure of [
      new DOMException("aborted", "AbortError"),
      new DOMException("timed out", "TimeoutError"),
      new Error("boom"),
      new RangeError("x"),
      "fetch failed",
      null,
      undefined,
      503,
      { status: "503" },
    ]) {
      expect(isRetryable(failure, { method: "GET" })).toBe(false);
    }
  });

  test("any failure is read by its shape: a numeric status, and headers with get or by lower-case name", () => {
    expect(isRetryable({ status: 503, headers: new Headers() })).toBe(true);
    expect(isRetryable({ status: 503, headers: null })).toBe(true);
    expect(isRetryable({ status: 503 })).toBe(true);
    expect(isRetryable({ status: 400 })).toBe(false);
    const half = { random: () => 0.5 };
    expect(retryDelay({ status: 503, headers: { "retry-after": "9" } }, 1, half)).toBe(9000);
    expect(retryDelay({ status: 503, headers: { "Retry-After": "9" } }, 1, half)).toBe(500);
    expect(retryDelay({ status: 503, headers: Object.create({ "retry-after": "9" }) }, 1, half)).toBe(500);
    expect(retryDelay({ status: 503, headers: new Map([["retry-after", "9"]]) }, 1, half)).toBe(9000);
    expect(retryDelay({ status: 503, headers: "retry-after: 9" }, 1, half)).toBe(500);
  });

  test("one whose getters throw is no response", () => {
    const throwing = {
      get status(): number {
        throw new Error("getter");
      },
      headers: new Headers(),
    };
    expect(isRetryable(throwing)).toBe(false);
  });

  test("an ApiError of an older copy, without headers, is still decided by its status", () => {
    const older = apiError(503);
    Object.defineProperty(older, "headers", { value: undefined });
    expect(isRetryable(older)).toBe(true);
    expect(retryDelay(older, 1, { random: () => 0.5 })).toBe(500);
  });
});

describe("retryDelay: Retry-After", () => {
  test("delay-seconds are waited exactly, from each kind of failure", () => {
    expect(retryDelay(apiError(503, { "retry-after": "7" }), 1, { now })).toBe(7000);
    expect(retryDelay(unexpected(503, { "retry-after": "7" }), 1, { now })).toBe(7000);
    expect(retryDelay(response(503, { "retry-after": "7" }), 1, { now })).toBe(7000);
    expect(retryDelay(tooManyRequests({ retryAfter: 30 }), 5)).toBe(30_000);
  });

  test("an HTTP-date is waited for by the clock, whatever the attempt", () => {
    const headers = { "retry-after": "Fri, 27 Nov 2026 12:00:42 GMT" };
    expect(retryDelay(response(503, headers), 1, { now })).toBe(42_000);
    expect(retryDelay(response(503, headers), 9, { now })).toBe(42_000);
    expect(retryDelay(response(503, { "retry-after": "Fri, 27 Nov 2026 11:00:00 GMT" }), 1, { now })).toBe(0);
  });

  test("the clock is Date.now by default", () => {
    const soon = new Date(Date.now() + 3_600_000).toUTCString();
    const ms = retryDelay(response(503, { "retry-after": soon }), 1);
    expect(ms).toBeGreaterThan(3_500_000);
    expect(ms).toBeLessThanOrEqual(DEFAULT_MAX_RETRY_DELAY_MS);
  });

  test("is capped at one hour by default, at maxDelayMs when given", () => {
    const day = response(429, { "retry-after": "86400" });
    expect(retryDelay(day, 1)).toBe(DEFAULT_MAX_RETRY_DELAY_MS);
    expect(DEFAULT_MAX_RETRY_DELAY_MS).toBe(3_600_000);
    expect(retryDelay(day, 1, { maxDelayMs: 10_000 })).toBe(10_000);
    expect(retryDelay(response(429, { "retry-after": "9".repeat(400) }), 1)).toBe(DEFAULT_MAX_RETRY_DELAY_MS);
  });

  test("a Retry-After that is no delay-seconds or HTTP-date falls back to the backoff", () => {
    for (const value of ["soon", "-5", "1.5", "Fri, 31 Apr 2026 12:00:00 GMT"]) {
      expect(retryDelay(response(503, { "retry-after": value }), 1, { random: () => 0.25 }), value).toBe(250);
    }
  });

  test("errorFromResponse keeps a valid Retry-After on the ApiError and the UnexpectedResponseError, for retryDelay", async () => {
    const body = toResponse(tooManyRequests({ retryAfter: 12 }));
    const fromBody = await errorFromResponse(body);
    expect(fromBody.headers).toStrictEqual({ "retry-after": "12" });
    expect(retryDelay(fromBody, 1)).toBe(12_000);
    const html = new Response("<html>Bad gateway</html>", { status: 502, headers: { "retry-after": "3" } });
    const fromHtml = await errorFromResponse(html);
    expect(fromHtml).toBeInstanceOf(UnexpectedResponseError);
    expect(retryDelay(fromHtml, 1)).toBe(3000);
  });
});

describe("retryDelay: backoff without Retry-After", () => {
  test("full jitter: the draw times min(30 s, 1 s x 2^(attempt - 1))", () => {
    const half = { random: () => 0.5 };
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelay(apiError(503), attempt, half))).toStrictEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
    expect(DEFAULT_BASE_BACKOFF_MS).toBe(1000);
    expect(DEFAULT_MAX_BACKOFF_MS).toBe(30_000);
  });

  test("the draw spans the whole range: 0 for a draw of 0, the range for a draw near 1", () => {
    expect(retryDelay(apiError(503), 3, { random: () => 0 })).toBe(0);
    expect(retryDelay(apiError(503), 3, { random: () => 0.999 })).toBeCloseTo(3996, 6);
  });

  test("takes its base and widest range from the options", () => {
    const options = { random: () => 0.5, baseBackoffMs: 100, maxBackoffMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(response(503), attempt, options))).toStrictEqual([
      50, 100, 200, 400, 500, 500,
    ]);
  });

  test("is capped by maxDelayMs too", () => {
    expect(retryDelay(response(503), 10, { random: () => 1, maxDelayMs: 2000 })).toBe(2000);
  });

  test("an attempt below 1, fractional, NaN or huge is read safely", () => {
    const half = { random: () => 0.5 };
    expect(retryDelay(response(503), 0, half)).toBe(500);
    expect(retryDelay(response(503), -3, half)).toBe(500);
    expect(retryDelay(response(503), Number.NaN, half)).toBe(500);
    expect(retryDelay(response(503), 2.9, half)).toBe(1000);
    expect(retryDelay(response(503), Number.POSITIVE_INFINITY, half)).toBe(15_000);
    expect(retryDelay(response(503), 1e9, half)).toBe(15_000);
    expect(retryDelay(response(503), "3" as never, half)).toBe(500);
  });

  test("a random source that misbehaves counts as 0 or 1, and Math.random is the default", () => {
    const failure = response(503);
    expect(retryDelay(failure, 1, { random: () => Number.NaN })).toBe(0);
    expect(retryDelay(failure, 1, { random: () => -1 })).toBe(0);
    expect(retryDelay(failure, 1, { random: () => 7 })).toBe(1000);
    expect(retryDelay(failure, 1, { random: () => "0.5" as never })).toBe(0);
    expect(
      retryDelay(failure, 1, {
        random: () => {
          throw new Error("no entropy");
        },
      }),
    ).toBe(0);
    const drawn = retryDelay(failure, 1);
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(drawn).toBeLessThan(1000);
  });

  test("option values that are no finite number from 0 up take their defaults", () => {
    const options = {
      random: () => 1,
      maxDelayMs: -1,
      baseBackoffMs: Number.NaN,
      maxBackoffMs: Number.POSITIVE_INFINITY,
    };
    expect(retryDelay(response(503), 10, options)).toBe(DEFAULT_MAX_BACKOFF_MS);
    expect(retryDelay(response(429, { "retry-after": "86400" }), 1, options)).toBe(DEFAULT_MAX_RETRY_DELAY_MS);
  });

  test("a clock that throws or answers nonsense leaves delay-seconds exact", () => {
    const failure = response(503, { "retry-after": "4" });
    const broken = (): number => {
      throw new Error("no clock");
    };
    expect(retryDelay(failure, 1, { now: broken, random: () => 0.5 })).toBe(500);
    expect(retryDelay(failure, 1, { now: () => Number.NaN })).toBe(4000);
  });

  test("any failure without a response gets the backoff", () => {
    expect(retryDelay(new TypeError("fetch failed"), 2, { random: () => 0.5 })).toBe(1000);
    expect(retryDelay(null, 1, { random: () => 0.5 })).toBe(500);
  });
});

fuzz("retryDelay", () => {
  const failure = fc.oneof(fc.constantFrom("api", "unexpected", "response"), fc.constant("none"));
  const header = fc.option(
    fc.oneof(
      anyString,
      fc.nat().map(String),
      fc.date().map((d) => (Number.isNaN(d.getTime()) ? "x" : d.toUTCString())),
    ),
  );
  const make = (kind: string, value: string | null): unknown => {
    const headers: Record<string, string> = {};
    // Fetch Headers refuse some strings; those go only on the errors.
    if (value !== null) headers["retry-after"] = value;
    if (kind === "api") return apiError(503, headers);
    if (kind === "unexpected") return unexpected(503, headers);
    if (kind === "response") {
      try {
        return response(503, headers);
      } catch {
        return response(503);
      }
    }
    return value;
  };

  test("always a number in [0, cap], never NaN, whatever the header, attempt, options and random draw", () => {
    fc.assert(
      fc.property(
        failure,
        header,
        fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double(), hostileValue as fc.Arbitrary<never>),
        fc.option(fc.oneof(fc.nat({ max: 10_000_000 }), fc.double())),
        fc.oneof(fc.double(), hostileValue as fc.Arbitrary<never>),
        (kind, value, attempt, cap, draw) => {
          const maxDelayMs = cap ?? undefined;
          const options = { random: () => draw, now };
          const ms = retryDelay(
            make(kind, value),
            attempt,
            maxDelayMs === undefined ? options : { ...options, maxDelayMs },
          );
          const limit =
            typeof maxDelayMs === "number" && Number.isFinite(maxDelayMs) && maxDelayMs >= 0
              ? maxDelayMs
              : DEFAULT_MAX_RETRY_DELAY_MS;
          expect(Number.isNaN(ms)).toBe(false);
          expect(ms).toBeGreaterThanOrEqual(0);
          expect(ms).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: runs(500) },
    );
  });

  test("a valid Retry-After is honoured exactly (up to the cap), whatever the attempt and the draw", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("api", "unexpected", "response"),
        fc.nat({ max: 4000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (kind, seconds, offset, attempt, draw) => {
          const options = { now, random: () => draw };
          expect(retryDelay(make(kind, String(seconds)), attempt, options)).toBe(
            Math.min(seconds * 1000, DEFAULT_MAX_RETRY_DELAY_MS),
          );
          const date = new Date(NOW + offset * 1000).toUTCString();
          expect(retryDelay(make(kind, date), attempt, options)).toBe(Math.max(0, offset * 1000));
        },
      ),
      { numRuns: runs(300) },
    );
  });

  test("isRetryable never throws, on anything", () => {
    fc.assert(
      fc.property(hostileValue, fc.option(anyString), (value, method) => {
        expect(typeof isRetryable(value, { method: method ?? undefined })).toBe("boolean");
      }),
      { numRuns: runs(300) },
    );
  });
});
