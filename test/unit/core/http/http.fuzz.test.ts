import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  EXCERPT_LENGTH,
  errorFromResponse,
  INTERNAL_ERROR_MESSAGE,
  isApiError,
  isUnexpectedResponseError,
  parseErrorBody,
  toResponse,
  type UnexpectedResponseError,
} from "../../../../src/index.js";
import { anyString, expectPrototypesUnchanged, hostileJson, hostileValue, runs } from "../../../support/fuzz.js";

/** Statuses a `Response` can be built with and still carry a body. */
const status = fc.integer({ min: 200, max: 599 }).filter((s) => s !== 204 && s !== 205 && s !== 304);

const VALID = { type: "base_error", code: "x", message: "m", ticket: "t" };

/** Response texts: any string, any JSON (error bodies among them), HTML, and error bodies with extra members. */
const responseText = fc.oneof(
  anyString,
  hostileJson.map((value) => JSON.stringify(value)),
  hostileJson.map((extra) => JSON.stringify({ ...VALID, extra })),
  hostileJson.map((details) => JSON.stringify({ ...VALID, details: { details } })),
  anyString.map((s) => `<html><body>${s}</body></html>`),
);

/** What a client reads of a string sent: lone surrogates become U+FFFD through UTF-8, and a leading BOM goes. */
function asSent(text: string): Promise<string> {
  return new Response(text).text();
}

describe("errorFromResponse on untrusted responses", () => {
  test("never rejects; gives an ApiError with the status for a 4xx/5xx error body, else an UnexpectedResponseError with a bounded prefix of the text", async () => {
    await fc.assert(
      fc.asyncProperty(status, responseText, async (code, text) => {
        const error = await errorFromResponse(new Response(text, { status: code }));
        expect(error.status).toBe(code);
        const sent = await asSent(text);
        if (isApiError(error)) {
          expect(code).toBeGreaterThanOrEqual(400);
          expect(parseErrorBody(JSON.parse(sent)).ok).toBe(true);
        } else {
          expect(isUnexpectedResponseError(error)).toBe(true);
          const { excerpt } = error as UnexpectedResponseError;
          expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
          expect(sent.startsWith(excerpt)).toBe(true);
          expect(excerpt.length).toBeGreaterThanOrEqual(Math.min(sent.length, EXCERPT_LENGTH - 1));
        }
      }),
      { numRuns: runs(300) },
    );
  });

  test("changes no built-in prototype, whatever JSON comes back", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.asyncProperty(responseText, async (text) => {
          await errorFromResponse(new Response(text, { status: 400 }));
        }),
        { numRuns: runs(100) },
      ),
    );
  });

  test("a body whose __proto__ member holds an error body's members is no error body, and pollutes nothing", async () => {
    await expectPrototypesUnchanged(async () => {
      const text = `{"__proto__":${JSON.stringify(VALID)},"constructor":{"prototype":{"polluted":true}}}`;
      const error = await errorFromResponse(new Response(text, { status: 500 }));
      expect(isUnexpectedResponseError(error)).toBe(true);
      expect((error as UnexpectedResponseError).reason).toBe("not_an_error_body");
    });
  });

  test("an error body with details nested 10^4 deep becomes an ApiError", async () => {
    const details = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const text = `{"type":"base_error","code":"x","message":"m","ticket":"t","details":${details}}`;
    const error = await errorFromResponse(new Response(text, { status: 400 }));
    expect(isApiError(error)).toBe(true);
  });

  test("a 1 MB HTML page keeps 1024 characters; a 1 MB message is kept whole in the ApiError", async () => {
    const html = `<html>${"x".repeat(1 << 20)}</html>`;
    const page = (await errorFromResponse(new Response(html, { status: 502 }))) as UnexpectedResponseError;
    expect(page.excerpt).toBe(html.slice(0, EXCERPT_LENGTH));
    const message = "m".repeat(1 << 20);
    const error = await errorFromResponse(new Response(JSON.stringify({ ...VALID, message }), { status: 400 }));
    expect((error as ApiError).body.message).toBe(message);
  });

  test("lone surrogates in a body reach the client as U+FFFD, never as a failure", async () => {
    const error = await errorFromResponse(
      new Response(`{"type":"base_error","code":"\ud800","message":"m","ticket":"t"}`, { status: 400 }),
    );
    expect((error as ApiError).body.code).toBe("\ufffd");
  });

  // How the time grows with the text (an HTML page, a body with many violations) is measured by
  // `BENCH_ONLY=linearity npm run bench` (bench/linearity.mjs), never timed here.
  test("an error body with 4000 violations becomes an ApiError that keeps every one, in order", async () => {
    const violations: Record<string, { code: string }[]> = {};
    for (let i = 0; i < 4000; i++) violations[`f${i}`] = [{ code: "blank" }];
    const sent = { ...VALID, type: "constraint_violations_error", violations };
    const error = await errorFromResponse(new Response(JSON.stringify(sent), { status: 400 }));
    expect(isApiError(error)).toBe(true);
    const { body } = error as ApiError;
    expect(body).toStrictEqual(sent);
    expect("violations" in body && Object.keys(body.violations)).toStrictEqual(Object.keys(violations));
  });
});

describe("toResponse on anything thrown", () => {
  test("never throws, answers a JSON error body with a 4xx or 5xx status, and a 5xx is always the safe body", async () => {
    await fc.assert(
      fc.asyncProperty(hostileValue, async (thrown) => {
        const response = toResponse(thrown);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThanOrEqual(599);
        const body = await response.json();
        expect(parseErrorBody(body).ok).toBe(true);
        if (response.status >= 500) {
          expect(Object.keys(body)).toStrictEqual(["type", "code", "message", "ticket"]);
          expect(body.message).toBe(INTERNAL_ERROR_MESSAGE);
        }
      }),
      { numRuns: runs(300) },
    );
  });

  test("an ApiError built from untrusted JSON is answered with the spec's members only", async () => {
    const allowed = new Set(["type", "code", "message", "ticket", "details", "violations"]);
    await fc.assert(
      fc.asyncProperty(
        hostileJson,
        status.filter((s) => s >= 400 && s < 500),
        async (extra, code) => {
          const wire = JSON.parse(
            `{"type":"base_error","code":"x","message":"m","ticket":"t","__proto__":${JSON.stringify(extra) ?? "null"},"extra":1}`,
          );
          const response = toResponse(new ApiError(wire, { status: code }));
          const body = (await response.json()) as Record<string, unknown>;
          for (const key of Object.keys(body)) expect(allowed.has(key)).toBe(true);
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
