import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import {
  ApiError,
  type BaseErrorBody,
  baseError,
  CLIENT_ERROR_FALLBACK,
  CLIENT_ERRORS,
  constraintViolationsError,
  DEFAULT_MAX_ERROR_BODY_BYTES,
  EXCERPT_LENGTH,
  errorFromResponse,
  INTERNAL_ERROR_MESSAGE,
  isApiError,
  isUnexpectedResponseError,
  JSON_CONTENT_TYPE,
  parseErrorBody,
  toResponse,
  UnexpectedResponseError,
  violation,
} from "../../../../src/index.js";
import { anyString, expectPrototypesUnchanged, fuzz, hostileJson, hostileValue, runs } from "../../../support/fuzz.js";
import { SECRET, secretError } from "../../../support/node.js";
import { expectNoSecret, thrownWithSecrets } from "../../../support/secrets.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BRAND = Symbol.for("api-error-model.ApiError");
const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t1" });
const tooLong = constraintViolationsError({
  violations: { email: violation("too_long", { maxLength: 200 }) },
  ticket: "t2",
});
/**
 * Checks the safe 500: its status and content type, no piece of a secret ("s3cr3t" is in every secret of
 * this file), the four members in order with the generic message, and its ticket: the one given, else a UUID v4.
 */
async function expectSafe500(response: Response, ticket?: string): Promise<BaseErrorBody> {
  expect(response.status).toBe(500);
  expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
  const text = await response.text();
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain("s3cr3t");
  const body = JSON.parse(text) as BaseErrorBody;
  expect(Object.keys(body)).toStrictEqual(["type", "code", "message", "ticket"]);
  expect(body).toStrictEqual({
    type: "base_error",
    code: "internal_error",
    message: "An unexpected error occurred.",
    ticket: body.ticket,
  });
  expect(body.message).toBe(INTERNAL_ERROR_MESSAGE);
  if (ticket === undefined) expect(body.ticket).toMatch(UUID_V4);
  else expect(body.ticket).toBe(ticket);
  return body;
}
const THROWN: readonly [string, () => unknown][] = [
  ["an Error with a secret message, stack and cause", secretError],
  ["a TypeError", () => new TypeError(SECRET)],
  ["a string", () => SECRET],
  ["null", () => null],
  ["undefined", () => undefined],
  ["a number", () => 42],
  ["an object with toJSON", () => ({ toJSON: () => ({ secret: SECRET }), message: SECRET })],
  ["an object that looks like an error body", () => ({ ...notFound, message: SECRET })],
  [
    "an ApiError with status 500, a cause and details",
    () =>
      new ApiError(baseError({ code: "db_failed", message: SECRET, details: { query: SECRET } }), {
        status: 500,
        cause: new Error(SECRET),
      }),
  ],
  ["an ApiError with status 503", () => new ApiError(baseError({ code: "busy", message: SECRET }), { status: 503 })],
  [
    "an object whose getters throw",
    () =>
      Object.defineProperty({ [BRAND]: true }, "body", {
        get() {
          throw new Error(SECRET);
        },
      }),
  ],
  [
    "a branded object whose status getter throws",
    () =>
      Object.defineProperty({ [BRAND]: true, body: { ...notFound, message: SECRET } }, "status", {
        get() {
          throw new Error(SECRET);
        },
      }),
  ],
  [
    "a Proxy whose traps throw",
    () =>
      new Proxy(
        {},
        {
          get() {
            throw new Error(SECRET);
          },
          getOwnPropertyDescriptor() {
            throw new Error(SECRET);
          },
        },
      ),
  ],
  [
    "a branded copy with a status that is not an integer",
    () => ({ [BRAND]: true, status: 404.5, body: { ...notFound, message: SECRET } }),
  ],
  [
    "a branded copy with a 5xx status out of range, exposed",
    () => ({ [BRAND]: true, status: 600, expose: true, body: { ...notFound, message: SECRET } }),
  ],
  [
    "a branded copy with a status below 400",
    () => ({ [BRAND]: true, status: 302, body: { ...notFound, message: SECRET } }),
  ],
];

describe("toResponse", () => {
  test("an ApiError with a 4xx status keeps its status and body", async () => {
    const response = toResponse(new ApiError(notFound));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/json;charset=UTF-8");
    expect(await response.json()).toStrictEqual(notFound);
  });

  test("a constraint violations error is answered 400 with its violations", async () => {
    const response = toResponse(new ApiError(tooLong));
    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual(tooLong);
  });

  test("the body on the wire has the spec's members only, in order", async () => {
    const error = new ApiError(baseError({ code: "gone", message: "m", ticket: "t", details: { a: 1 } }), {
      status: 410,
    });
    expect(await toResponse(error).text()).toBe(
      '{"type":"base_error","code":"gone","message":"m","ticket":"t","details":{"a":1}}',
    );
  });

  test("a branded copy of ApiError from another package copy with a 4xx status is answered as it is", async () => {
    const copy = { [BRAND]: true, status: 409, body: notFound };
    const response = toResponse(copy);
    expect(response.status).toBe(409);
    expect(await response.json()).toStrictEqual(notFound);
  });

  test.each(THROWN)("design decision Unexpected failures: %s becomes the safe 500", async (_, make) => {
    await expectSafe500(toResponse(make()));
  });

  test("the status is read once: a copy whose status reads 404, then 500, is never answered 5xx with its body", async () => {
    let reads = 0;
    const copy = Object.defineProperty({ [BRAND]: true, body: notFound }, "status", {
      get: () => (reads++ === 0 ? 404 : 500),
    });
    const response = toResponse(copy);
    expect(reads).toBe(1);
    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual(notFound);
  });

  test("the safe 500 has a fresh UUID v4 ticket each time", async () => {
    const a = await expectSafe500(toResponse(new Error("x")));
    const b = await expectSafe500(toResponse(new Error("x")));
    expect(a.ticket).toMatch(UUID_V4);
    expect(b.ticket).toMatch(UUID_V4);
    expect(a.ticket).not.toBe(b.ticket);
  });

  test("the safe 500 does not reuse the ticket of a 5xx ApiError", async () => {
    const error = new ApiError(baseError({ code: "x", message: "m", ticket: "inner-ticket" }), { status: 500 });
    expect((await expectSafe500(toResponse(error))).ticket).not.toBe("inner-ticket");
  });

  test("expose: true keeps a 5xx body and status", async () => {
    const body = baseError({ code: "service_unavailable", message: "Try again later.", ticket: "t" });
    const response = toResponse(new ApiError(body, { status: 503, expose: true }));
    expect(response.status).toBe(503);
    expect(await response.json()).toStrictEqual(body);
  });

  test("the ticket option makes the safe 500's ticket", async () => {
    const body = await expectSafe500(toResponse(new Error("x"), { newTicket: () => "req-123" }), "req-123");
    expect(body.ticket).toBe("req-123");
  });

  test("a ticket maker that throws or gives a non-string still answers, with a UUID", async () => {
    const throwing = await expectSafe500(
      toResponse(new Error("x"), {
        newTicket: () => {
          throw new Error(SECRET);
        },
      }),
    );
    expect(throwing.ticket).toMatch(UUID_V4);
    const wrong = await expectSafe500(toResponse(new Error("x"), { newTicket: () => 7 as never }));
    expect(wrong.ticket).toMatch(UUID_V4);
  });

  test("onUnexpected receives the thrown value and the body sent", async () => {
    const thrown = secretError();
    const onUnexpected = vi.fn();
    const response = toResponse(thrown, { onUnexpected, newTicket: () => "t-9" });
    const body = await expectSafe500(response, "t-9");
    expect(onUnexpected).toHaveBeenCalledTimes(1);
    expect(onUnexpected.mock.calls[0]?.[0]).toBe(thrown);
    expect(onUnexpected.mock.calls[0]?.[1]).toStrictEqual(body);
    expect(body.ticket).toBe("t-9");
  });

  test("onUnexpected is not called for a 4xx ApiError", () => {
    const onUnexpected = vi.fn();
    toResponse(new ApiError(notFound), { onUnexpected });
    expect(onUnexpected).not.toHaveBeenCalled();
  });

  test("a logger that throws still lets the safe 500 through", async () => {
    await expectSafe500(
      toResponse(new Error("x"), {
        onUnexpected: () => {
          throw new Error(SECRET);
        },
      }),
    );
  });

  test("a logger that writes to the body cannot change the answer", async () => {
    const body = await expectSafe500(
      toResponse(new Error(SECRET), {
        onUnexpected: (thrown, sent) => {
          (sent as { message: string }).message = String((thrown as Error).message);
        },
      }),
    );
    expect(body.message).toBe(INTERNAL_ERROR_MESSAGE);
  });
});
describe("errorFromResponse", () => {
  function json(body: unknown, status: number): Response {
    return new Response(JSON.stringify(body), { status, headers: { "content-type": JSON_CONTENT_TYPE } });
  }

  test("a valid error body becomes an ApiError with the response's status", async () => {
    const error = await errorFromResponse(json(notFound, 404));
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).toJSON()).toStrictEqual(notFound);
  });

  test("a 4xx read from a response keeps its stack, which shows the caller (unlike one a server makes)", async () => {
    async function loadUser(): Promise<unknown> {
      const failure = await errorFromResponse(json(notFound, 404));
      return failure;
    }
    const error = (await loadUser()) as ApiError;
    expect(error.stack?.split("\n").length).toBeGreaterThan(1);
    expect(error.stack).toContain("loadUser");
  });

  test("the status comes from the response, not from the code's table", async () => {
    expect(((await errorFromResponse(json(notFound, 410))) as ApiError).status).toBe(410);
    expect(((await errorFromResponse(json({ ...notFound, code: "teapot" }, 418))) as ApiError).status).toBe(418);
  });

  test("a constraint violations error with codes this client does not know keeps them", async () => {
    const wire = { ...tooLong, violations: { email: [{ code: "brand_new_code" }] } };
    const error = (await errorFromResponse(json(wire, 400))) as ApiError;
    expect(error.violations).toStrictEqual({ email: [{ code: "brand_new_code" }] });
  });

  test("a round trip through toResponse gives the same error back", async () => {
    const error = (await errorFromResponse(toResponse(new ApiError(tooLong)))) as ApiError;
    expect(error.status).toBe(400);
    expect(error.toJSON()).toStrictEqual(tooLong);
  });

  test("an HTML 502 from a proxy becomes an UnexpectedResponseError: not_json, status 502, bounded excerpt", async () => {
    const html = `<html><head><title>502 Bad Gateway</title></head><body>${"x".repeat(5000)}</body></html>`;
    const error = await errorFromResponse(
      new Response(html, { status: 502, headers: { "content-type": "text/html" } }),
    );
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(isUnexpectedResponseError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    const unexpected = error as UnexpectedResponseError;
    expect(unexpected.name).toBe("UnexpectedResponseError");
    expect(unexpected.reason).toBe("not_json");
    expect(unexpected.status).toBe(502);
    expect(unexpected.contentType).toBe("text/html");
    expect(unexpected.excerpt.length).toBeLessThanOrEqual(1024);
    expect(unexpected.excerpt).toBe(html.slice(0, 1024));
    expect(unexpected.message).toBe("Unexpected response with status 502: not json");
    expect(EXCERPT_LENGTH).toBe(1024);
  });

  test("the excerpt does not split a surrogate pair at the cut", async () => {
    const text = `${"a".repeat(1023)}😀${"b".repeat(100)}`;
    const error = (await errorFromResponse(new Response(text, { status: 502 }))) as UnexpectedResponseError;
    expect(error.excerpt).toBe("a".repeat(1023));
    expect(error.excerpt.charCodeAt(error.excerpt.length - 1)).toBe(0x61);
  });

  test("a text of exactly 1024 characters is kept whole", async () => {
    const text = "<".repeat(1024);
    expect(((await errorFromResponse(new Response(text, { status: 502 }))) as UnexpectedResponseError).excerpt).toBe(
      text,
    );
  });

  test("an empty body becomes empty_body, with no content type when none was sent", async () => {
    const error = (await errorFromResponse(new Response(null, { status: 503 }))) as UnexpectedResponseError;
    expect(error.reason).toBe("empty_body");
    expect(error.status).toBe(503);
    expect(error.excerpt).toBe("");
    expect(error.contentType).toBeNull();
  });

  test("a body of whitespace is empty too", async () => {
    const error = (await errorFromResponse(new Response(" \n\t", { status: 500 }))) as UnexpectedResponseError;
    expect(error.reason).toBe("empty_body");
    expect(error.excerpt).toBe(" \n\t");
  });

  test("JSON that is not an error body becomes not_an_error_body, keeping the text", async () => {
    const text = '{"error":"not found"}';
    const error = (await errorFromResponse(new Response(text, { status: 404 }))) as UnexpectedResponseError;
    expect(error.reason).toBe("not_an_error_body");
    expect(error.status).toBe(404);
    expect(error.excerpt).toBe(text);
  });

  test.each([200, 201, 204, 302, 399])(
    "a %i response becomes not_a_failure, even with an error body",
    async (status) => {
      const body = status === 204 ? null : JSON.stringify(notFound);
      const error = (await errorFromResponse(new Response(body, { status }))) as UnexpectedResponseError;
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect(error.reason).toBe("not_a_failure");
      expect(error.status).toBe(status);
    },
  );

  test("a response-like object with a status above 599 is not a failure", async () => {
    const like = { status: 600, headers: new Headers(), text: async () => JSON.stringify(notFound) };
    const error = (await errorFromResponse(like as unknown as Response)) as UnexpectedResponseError;
    expect(error.reason).toBe("not_a_failure");
  });

  test("a body stream that errors becomes unreadable_body, and the promise does not reject", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const error = (await errorFromResponse(
      new Response(stream, { status: 502, headers: { "content-type": "text/html" } }),
    )) as UnexpectedResponseError;
    expect(error.reason).toBe("unreadable_body");
    expect(error.status).toBe(502);
    expect(error.excerpt).toBe("");
    expect(error.contentType).toBe("text/html");
  });

  test("a body already read becomes unreadable_body", async () => {
    const response = json(notFound, 404);
    await response.text();
    expect(((await errorFromResponse(response)) as UnexpectedResponseError).reason).toBe("unreadable_body");
  });
});

describe("errorFromResponse reads at most maxBodyBytes of a body and cancels the rest", () => {
  /** A body that never ends: chunks of `size` bytes for as long as it is read; counts what it sent and whether it was cancelled. */
  function endless(size = 16_384) {
    const state = { sent: 0, cancelled: false };
    const chunk = new TextEncoder().encode("x".repeat(size));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        state.sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { stream, state };
  }

  test("an endless body stops at the default limit (1 MiB), cancelled, within a second", async () => {
    expect(DEFAULT_MAX_ERROR_BODY_BYTES).toBe(1_048_576);
    const { stream, state } = endless();
    const started = performance.now();
    const error = await errorFromResponse(
      new Response(stream, { status: 503, headers: { "content-type": "text/html", "retry-after": "2" } }),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(isUnexpectedResponseError(error)).toBe(true);
    const unexpected = error as UnexpectedResponseError;
    expect(unexpected).toMatchObject({ status: 503, reason: "body_too_large", contentType: "text/html" });
    expect(unexpected.excerpt).toBe("x".repeat(EXCERPT_LENGTH));
    expect(unexpected.headers).toStrictEqual({ "retry-after": "2" });
    expect(state.cancelled).toBe(true);
    expect(state.sent).toBeLessThanOrEqual(DEFAULT_MAX_ERROR_BODY_BYTES + 2 * 16_384);
  });

  test("maxBodyBytes: a body of exactly the limit is read, one byte more is too large", async () => {
    const body = JSON.stringify(notFound);
    const bytes = new TextEncoder().encode(body).byteLength;
    expect(isApiError(await errorFromResponse(new Response(body, { status: 404 }), { maxBodyBytes: bytes }))).toBe(
      true,
    );
    const cut = await errorFromResponse(new Response(body, { status: 404 }), { maxBodyBytes: bytes - 1 });
    expect(isUnexpectedResponseError(cut) && [cut.reason, cut.excerpt]).toStrictEqual([
      "body_too_large",
      body.slice(0, -1),
    ]);
    const { stream, state } = endless(3);
    const small = await errorFromResponse(new Response(stream, { status: 502 }), { maxBodyBytes: 10 });
    expect(isUnexpectedResponseError(small) && small.excerpt).toBe("x".repeat(10));
    expect(state.sent).toBeLessThanOrEqual(15);
  });

  test("a limit that is no whole number of at least 1 is the default; Infinity reads all", async () => {
    for (const maxBodyBytes of [0, -1, 1.5, Number.NaN, "10" as unknown as number]) {
      const { stream } = endless();
      const error = await errorFromResponse(new Response(stream, { status: 503 }), { maxBodyBytes });
      expect(isUnexpectedResponseError(error) && error.reason).toBe("body_too_large");
    }
    const large = "x".repeat(DEFAULT_MAX_ERROR_BODY_BYTES + 1);
    const all = await errorFromResponse(new Response(large, { status: 502 }), {
      maxBodyBytes: Number.POSITIVE_INFINITY,
    });
    expect(isUnexpectedResponseError(all) && all.reason).toBe("not_json");
  });

  test("text is decoded as response.text() decodes it: a BOM dropped, a character split across chunks kept", async () => {
    const bytes = new TextEncoder().encode(`\ufeff${JSON.stringify({ ...notFound, message: "ü😀" })}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const error = await errorFromResponse(new Response(stream, { status: 404 }));
    expect(isApiError(error) && error.message).toBe("ü😀");
  });

  test("chunks that are no bytes, a body that cannot be cancelled: unreadable, never a rejection", async () => {
    const strings = new ReadableStream<unknown>({
      start(controller) {
        controller.enqueue("text");
      },
    });
    const error = await errorFromResponse({
      status: 502,
      headers: new Headers(),
      body: strings,
    } as unknown as Response);
    expect(isUnexpectedResponseError(error) && error.reason).toBe("unreadable_body");
    const stubborn = {
      getReader: () => ({
        read: async () => ({ done: false, value: new Uint8Array(8) }),
        cancel: () => {
          throw new Error("no");
        },
      }),
    };
    const cut = await errorFromResponse(
      { status: 502, headers: new Headers(), body: stubborn } as unknown as Response,
      {
        maxBodyBytes: 4,
      },
    );
    expect(isUnexpectedResponseError(cut) && cut.reason).toBe("body_too_large");
    const none = await errorFromResponse({ status: 502, headers: new Headers(), body: null } as unknown as Response);
    expect(isUnexpectedResponseError(none) && none.reason).toBe("empty_body");
    const numberText = { status: 502, headers: new Headers(), text: async () => 42 };
    const notText = await errorFromResponse(numberText as unknown as Response);
    expect(isUnexpectedResponseError(notText) && notText.reason).toBe("unreadable_body");
  });
});

describe("errorFromResponse keeps a valid Retry-After, for retryDelay", () => {
  const errorBody = JSON.stringify(baseError({ code: "too_many_requests", message: "Slow down." }));
  test.each([
    ["an error body", errorBody, 429],
    ["an HTML page", "<html>busy</html>", 503],
    ["an empty body", "", 503],
    ["invalid JSON", "{", 503],
    ["JSON of another shape", "{}", 503],
    ["a success", "ok", 200],
  ])("after %s, whatever the status", async (_kind, text, status) => {
    const kept = [
      "120",
      "Fri, 27 Nov 2026 12:00:00 GMT",
      "Friday, 27-Nov-26 12:00:00 GMT",
      "Fri Nov  6 12:00:00 2026",
      "Fri Nov 27 12:00:00 2026",
      // The shape only: retryDelay finds that 31 April does not exist and falls back to its backoff.
      "Fri, 31 Apr 2026 12:00:00 GMT",
    ];
    for (const value of kept) {
      const error = await errorFromResponse(new Response(text, { status, headers: { "retry-after": value } }));
      expect(error.headers, value).toStrictEqual({ "retry-after": value });
    }
    const dropped = [
      "soon",
      "-1",
      "1.5",
      "Fri, 27 Nov 2026 12:00:00 UTC",
      "Secretpassword, 27 Nov 2026 12:00:00 GMT",
      "Fri, 27 Nov 2026 12:00:00 GMT; secret",
      "Fri Nov 27 12:00:00 2026 x",
    ];
    for (const value of dropped) {
      const error = await errorFromResponse(new Response(text, { status, headers: { "retry-after": value } }));
      expect(error.headers, value).toStrictEqual({});
    }
    expect((await errorFromResponse(new Response(text, { status }))).headers).toStrictEqual({});
  });

  test("a body that cannot be read keeps it too", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.error(new Error("reset"));
      },
    });
    const error = await errorFromResponse(new Response(stream, { status: 503, headers: { "retry-after": "3" } }));
    expect(isUnexpectedResponseError(error) && error.reason).toBe("unreadable_body");
    expect(error.headers).toStrictEqual({ "retry-after": "3" });
  });

  test("no other header of the response is kept", async () => {
    const headers = { "retry-after": "1", "set-cookie": "s=1", "x-secret": "v", "www-authenticate": "Bearer" };
    const error = await errorFromResponse(new Response(errorBody, { status: 429, headers }));
    expect(error.headers).toStrictEqual({ "retry-after": "1" });
  });
});

describe("errorFromResponse: what a body that does not parse is", () => {
  test.each([
    ["text/html", "<html>502</html>", "not_json"],
    [null, "<html>502</html>", "not_json"],
    [null, '  {"type": ', "invalid_json"],
    [null, "[1,", "invalid_json"],
    ["application/json", "<html>", "invalid_json"],
    ["application/problem+json; charset=utf-8", "{", "invalid_json"],
  ])("content type %s, text %j: %s", async (contentType, text, reason) => {
    const headers: Record<string, string> = contentType === null ? {} : { "content-type": contentType };
    const response = new Response(new TextEncoder().encode(text), { status: 502, headers });
    const error = (await errorFromResponse(response)) as UnexpectedResponseError;
    expect(error.reason).toBe(reason);
  });
});

// Tests added for mutants that survived the rest of the suite: boundaries and exact
// answers that no other test pinned down.
const VALID = { type: "base_error", code: "x", message: "m", ticket: "t" };

describe("statuses at the edges", () => {
  test("an ApiError with status 599 and expose: true is answered 599", async () => {
    const response = toResponse(
      new ApiError(baseError({ code: "x", message: "m", ticket: "t" }), { status: 599, expose: true }),
    );
    expect(response.status).toBe(599);
  });

  test("a 599 response with an error body becomes an ApiError", async () => {
    const error = await errorFromResponse(new Response(JSON.stringify(VALID), { status: 599 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(599);
  });

  test("a base error body that carries a violations member is sent without it", async () => {
    const copy = { [BRAND]: true, status: 400, body: { ...VALID, violations: { a: [{ code: "blank" }] } } };
    expect(await toResponse(copy).json()).toStrictEqual(VALID);
  });
});

fuzz("errorFromResponse and toResponse", () => {
  /** Statuses a `Response` can be built with and still carry a body. */
  const status = fc.integer({ min: 200, max: 599 }).filter((s) => s !== 204 && s !== 205 && s !== 304);

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
      const body = JSON.stringify({ ...VALID, message });
      const error = await errorFromResponse(new Response(body, { status: 400 }), { maxBodyBytes: 2 << 20 });
      expect((error as ApiError).body.message).toBe(message);
      const tooLarge = await errorFromResponse(new Response(body, { status: 400 }));
      expect(isUnexpectedResponseError(tooLarge) && tooLarge.reason).toBe("body_too_large");
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
});

describe("security: nothing of a failure or of user input reaches the client", () => {
  // The toResponse cases above cover an Error with a secret message, stack and cause, a
  // string, null, undefined, a number, an object with toJSON, a 5xx ApiError with a cause
  // and details, throwing getters and a Proxy. This block adds the remaining kinds of
  // thrown values, and bodies that were built from user input.

  /** This block's own secret; it differs from SECRET, and expectSafe500 looks for the "s3cr3t" they share. */
  const PASSWORD = "s3cr3t-p4ssw0rd";
  const SPEC_MEMBERS = ["type", "code", "message", "ticket", "details", "violations"];

  function secretGetter(): never {
    throw new Error(PASSWORD);
  }

  const THROWN: readonly [string, () => unknown][] = [
    ["a Symbol whose description is the secret", () => Symbol(PASSWORD)],
    ["a BigInt", () => 123456789012345678901234567890n],
    ["a function whose source holds the secret", () => () => PASSWORD],
    [
      "an Error whose message getter throws",
      () => Object.defineProperty(new Error("x"), "message", { get: secretGetter }),
    ],
    [
      "an Error with toJSON that returns the secret",
      () => Object.assign(new Error(PASSWORD), { toJSON: () => ({ secret: PASSWORD }) }),
    ],
    ["an AggregateError of secret errors", () => new AggregateError([new Error(PASSWORD), PASSWORD], PASSWORD)],
    [
      "an Error whose cause is a cycle holding the secret",
      () => {
        const error = new Error(PASSWORD) as Error & { cause?: unknown };
        error.cause = { error, secret: PASSWORD };
        return error;
      },
    ],
    [
      "an object with Symbol.toPrimitive that throws",
      () => ({ [Symbol.toPrimitive]: secretGetter, message: PASSWORD }),
    ],
    ["a frozen object with the secret and a 5xx status", () => Object.freeze({ message: PASSWORD, status: 503 })],
    [
      "a rejected Promise",
      () => {
        const rejected = Promise.reject(new Error(PASSWORD));
        rejected.catch(() => {});
        return rejected;
      },
    ],
    [
      "an object with a null prototype",
      () => Object.assign(Object.create(null), { message: PASSWORD, statusCode: 502 }),
    ],
    [
      "an object that claims status 500 and an error body",
      () => ({ status: 500, body: baseError({ code: "x", message: PASSWORD }) }),
    ],
    [
      "an ApiError with status 500 whose body has the secret in its violations and its cause",
      () =>
        new ApiError(constraintViolationsError({ violations: { [PASSWORD]: violation("blank") }, message: PASSWORD }), {
          status: 500,
          cause: new Error(PASSWORD),
        }),
    ],
    ["an ApiError with status 599", () => new ApiError(baseError({ code: "x", message: PASSWORD }), { status: 599 })],
    [
      "an ApiError with status 500 and expose: false said out loud",
      () => new ApiError(baseError({ code: "x", message: PASSWORD }), { status: 500, expose: false }),
    ],
    [
      "a branded copy with status 500 whose expose getter throws",
      () =>
        Object.defineProperty(
          { [BRAND]: true, status: 500, body: baseError({ code: "x", message: PASSWORD }) },
          "expose",
          {
            get: secretGetter,
          },
        ),
    ],
    [
      "a branded copy whose expose is the string 'true'",
      () => ({ [BRAND]: true, status: 500, expose: "true", body: baseError({ code: "x", message: PASSWORD }) }),
    ],
    [
      "a branded copy whose status is NaN",
      () => ({ [BRAND]: true, status: Number.NaN, body: baseError({ code: "x", message: PASSWORD }) }),
    ],
    [
      "a branded copy whose status is the string '400'",
      () => ({ [BRAND]: true, status: "400", body: baseError({ code: "x", message: PASSWORD }) }),
    ],
    [
      "a branded copy whose body is not an error body",
      () => ({ [BRAND]: true, status: 500, body: { message: PASSWORD } }),
    ],
    [
      "a revoked Proxy",
      () => {
        const { proxy, revoke } = Proxy.revocable({ message: PASSWORD }, {});
        revoke();
        return proxy;
      },
    ],
  ];

  describe("design decision Unexpected failures: nothing of the thrown value reaches the client", () => {
    test.each(THROWN)("%s becomes the safe 500 with a fresh ticket", async (_, make) => {
      await expectSafe500(toResponse(make()));
    });

    test.each(THROWN)(
      "%s is handed to onUnexpected as it was thrown, under the ticket the client sees",
      async (_, make) => {
        const thrown = make();
        const onUnexpected = vi.fn();
        const body = await expectSafe500(toResponse(thrown, { onUnexpected }));
        expect(onUnexpected).toHaveBeenCalledTimes(1);
        expect(onUnexpected.mock.calls[0]?.[0]).toBe(thrown);
        expect(onUnexpected.mock.calls[0]?.[1]).toStrictEqual(body);
      },
    );

    test("every safe 500 has its own ticket: 1000 failures, 1000 tickets", async () => {
      const tickets = new Set<string>();
      for (let i = 0; i < 1000; i++) tickets.add((await expectSafe500(toResponse(new Error(PASSWORD)))).ticket);
      expect(tickets.size).toBe(1000);
    });

    test("a ticket maker that returns the secret inside an object is not used", async () => {
      const body = await expectSafe500(
        toResponse(new Error("x"), { newTicket: () => ({ toString: () => PASSWORD }) as never }),
      );
      expect(body.ticket).toMatch(UUID_V4);
    });
  });

  describe("a deliberate 4xx keeps its message", () => {
    test.each([400, 401, 403, 404, 409, 422, 429, 499])(
      "an ApiError with status %i is answered with its status and body",
      async (status) => {
        const body = baseError({
          code: "deliberate",
          message: "The invitation has expired.",
          ticket: "t-1",
          details: { hint: "ask again" },
        });
        const response = toResponse(new ApiError(body, { status }));
        expect(response.status).toBe(status);
        expect(await response.json()).toStrictEqual(body);
      },
    );

    test("a constraint violations error keeps every violation and its attributes", async () => {
      const body = constraintViolationsError({
        violations: {
          email: [violation("too_long", { maxLength: 200 }), violation("invalid_email")],
          "name.given": violation("blank"),
        },
        ticket: "t-2",
      });
      expect(await toResponse(new ApiError(body)).json()).toStrictEqual(body);
    });
  });

  describe("a thrown value that only carries a 4xx status keeps that status, never its own words", () => {
    // The shapes of THROWN that carry a status, with a 4xx one: a framework's or library's client
    // error (http-errors, Hono's HTTPException) is answered with its status and the generic row of
    // CLIENT_ERRORS, under a fresh ticket; nothing it says reaches the client, and it is not unexpected.
    const CLIENT_THROWN: readonly [string, () => unknown, number][] = [
      ["a frozen object with the secret and status 400", () => Object.freeze({ message: PASSWORD, status: 400 }), 400],
      [
        "an object with a null prototype and statusCode 404",
        () => Object.assign(Object.create(null), { message: PASSWORD, statusCode: 404 }),
        404,
      ],
      [
        "an object that claims status 400 and an error body",
        () => ({ status: 400, body: baseError({ code: "x", message: PASSWORD }) }),
        400,
      ],
      [
        "an http-errors style object with expose: true and headers",
        () => ({ status: 409, statusCode: 409, expose: true, message: PASSWORD, headers: { "x-secret": PASSWORD } }),
        409,
      ],
      [
        "an object with status 429 whose message getter throws",
        () => Object.defineProperty({ status: 429 }, "message", { get: secretGetter }),
        429,
      ],
      [
        "an Error with a 4xx status the table does not list",
        () => Object.assign(new Error(PASSWORD), { status: 451 }),
        451,
      ],
    ];

    test.each(CLIENT_THROWN)("%s: its status, the code of the table, no secret", async (_, make, status) => {
      const onUnexpected = vi.fn();
      const response = toResponse(make(), { onUnexpected });
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
      expect(response.headers.get("x-secret")).toBeNull();
      const text = await response.text();
      expect(text).not.toContain("s3cr3t");
      const body = JSON.parse(text) as BaseErrorBody;
      const row = Object.hasOwn(CLIENT_ERRORS, status)
        ? CLIENT_ERRORS[status as keyof typeof CLIENT_ERRORS]
        : CLIENT_ERROR_FALLBACK;
      expect(body).toStrictEqual({ type: "base_error", code: row.code, message: row.message, ticket: body.ticket });
      expect(body.ticket).toMatch(UUID_V4);
      expect(onUnexpected).not.toHaveBeenCalled();
    });
  });

  describe("a body built from user input cannot shape the response", () => {
    /** What a handler might do: copy the user's JSON into an error body. */
    function fromUser(text: string): Record<string, unknown> {
      return JSON.parse(text) as Record<string, unknown>;
    }

    test("extra members of the body (from the request) are not sent", async () => {
      const wire = fromUser(
        '{"type":"base_error","code":"x","message":"m","ticket":"t","admin":true,"stack":"s3cr3t","status":200}',
      );
      const response = toResponse(new ApiError(wire as never, { status: 400 }));
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual({ type: "base_error", code: "x", message: "m", ticket: "t" });
    });

    test("__proto__, constructor and prototype members are not sent, and change no prototype", async () => {
      const wire = fromUser(
        '{"type":"base_error","code":"x","message":"m","ticket":"t","__proto__":{"polluted":true,"violations":{}},"constructor":{"prototype":{"polluted":true}},"prototype":1}',
      );
      const response = toResponse(new ApiError(wire as never, { status: 400 }));
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toStrictEqual(["type", "code", "message", "ticket"]);
      expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    });

    test("a violations error with extra members keeps only the spec's members at the top", async () => {
      const wire = fromUser(
        '{"type":"constraint_violations_error","code":"message_body_constraint_violations","message":"m","ticket":"t",' +
          '"violations":{"__proto__":[{"code":"blank"}]},"debug":{"sql":"s3cr3t"}}',
      );
      const text = await toResponse(new ApiError(wire as never)).text();
      expect(text).not.toContain("s3cr3t");
      expect(Object.keys(JSON.parse(text))).toStrictEqual(["type", "code", "message", "ticket", "violations"]);
      expect(JSON.parse(text).violations).toStrictEqual(fromUser('{"__proto__":[{"code":"blank"}]}'));
    });

    test("a member getter that answers a string when checked and something else when sent is never sent as it is", async () => {
      let reads = 0;
      const body = { type: "base_error", code: "x", ticket: "t" };
      Object.defineProperty(body, "message", {
        enumerable: true,
        get: () => (reads++ < 1 ? "fine" : { secret: PASSWORD }),
      });
      const response = toResponse(new ApiError(body as never, { status: 400 }));
      const sent = (await response.json()) as Record<string, unknown>;
      expect(typeof sent["message"]).toBe("string");
      expect(JSON.stringify(sent)).not.toContain(PASSWORD);
      expect(parseErrorBody(sent).ok).toBe(true);
    });

    test("a branded copy whose body getter answers a valid body, then one with the secret, never sends the secret", async () => {
      let reads = 0;
      const valid = baseError({ code: "x", message: "fine", ticket: "t" });
      const copy = Object.defineProperty({ [BRAND]: true, status: 400 }, "body", {
        get: () => (reads++ < 1 ? valid : { ...valid, type: "teapot", message: { secret: PASSWORD }, extra: PASSWORD }),
      });
      const response = toResponse(copy);
      const text = await response.text();
      expect(text).not.toContain(PASSWORD);
      expect(parseErrorBody(JSON.parse(text)).ok).toBe(true);
      for (const key of Object.keys(JSON.parse(text))) expect(SPEC_MEMBERS).toContain(key);
    });

    test("a body whose details hold a toJSON is sent as JSON, never calling into a prototype", async () => {
      const details = { toJSON: () => ({ replaced: true }) };
      const response = toResponse(
        new ApiError(baseError({ code: "x", message: "m", ticket: "t", details }), { status: 400 }),
      );
      expect(await response.json()).toStrictEqual({
        type: "base_error",
        code: "x",
        message: "m",
        ticket: "t",
        details: { replaced: true },
      });
    });
  });
});

describe("design decision Unexpected failures", () => {
  test("never the thrown message, stack, cause or details", async () => {
    const thrown = new ApiError(baseError({ code: "x", message: "msg-secret", details: { d: "details-secret" } }), {
      status: 500,
      cause: new Error("cause-secret"),
    });
    const text = await toResponse(thrown).text();
    for (const secret of ["msg-secret", "details-secret", "cause-secret", "at "]) expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toStrictEqual({
      type: "base_error",
      code: "internal_error",
      message: "An unexpected error occurred.",
      ticket: JSON.parse(text).ticket,
    });
  });
});

fuzz("toResponse: nothing of the thrown value's secrets in the answer", () => {
  test("status, headers and body text hold no piece of a secret, whatever was thrown", async () => {
    await fc.assert(
      fc.asyncProperty(thrownWithSecrets, async ({ thrown, secrets }) => {
        const onUnexpected = vi.fn();
        const response = toResponse(thrown, { onUnexpected });
        expectNoSecret(String(response.status), secrets);
        expectNoSecret([...response.headers].flat().join("\n"), secrets);
        const text = await response.text();
        expectNoSecret(text, secrets);
        expectNoSecret(JSON.parse(text), secrets);
        expect(parseErrorBody(JSON.parse(text), { strict: true }).ok).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });
});
