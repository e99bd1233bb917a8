import { describe, expect, test, vi } from "vitest";
import {
  ApiError,
  type BaseErrorBody,
  baseError,
  constraintViolationsError,
  EXCERPT_LENGTH,
  errorFromResponse,
  INTERNAL_ERROR_MESSAGE,
  isApiError,
  isUnexpectedResponseError,
  JSON_CONTENT_TYPE,
  toResponse,
  UnexpectedResponseError,
  violation,
} from "../../../../src/index.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BRAND = Symbol.for("api-error-model.ApiError");
const SECRET = "s3cr3t-do-not-leak";

const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t1" });
const tooLong = constraintViolationsError({
  violations: { email: violation("too_long", { maxLength: 200 }) },
  ticket: "t2",
});

async function expectSafe500(response: Response): Promise<BaseErrorBody> {
  expect(response.status).toBe(500);
  expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
  const text = await response.text();
  expect(text).not.toContain(SECRET);
  const body = JSON.parse(text) as BaseErrorBody;
  expect(Object.keys(body)).toStrictEqual(["type", "code", "message", "ticket"]);
  expect(body).toStrictEqual({
    type: "base_error",
    code: "internal_error",
    message: "An unexpected error occurred.",
    ticket: body.ticket,
  });
  return body;
}

function secretError(): Error {
  const error = new Error(`message ${SECRET}`, { cause: new Error(`cause ${SECRET}`) });
  error.stack = `Error: stack ${SECRET}\n    at handler (/srv/app.js:1:1)`;
  return error;
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
    const body = await expectSafe500(toResponse(new Error("x"), { ticket: () => "req-123" }));
    expect(body.ticket).toBe("req-123");
  });

  test("a ticket maker that throws or gives a non-string still answers, with a UUID", async () => {
    const throwing = await expectSafe500(
      toResponse(new Error("x"), {
        ticket: () => {
          throw new Error(SECRET);
        },
      }),
    );
    expect(throwing.ticket).toMatch(UUID_V4);
    const wrong = await expectSafe500(toResponse(new Error("x"), { ticket: () => 7 as never }));
    expect(wrong.ticket).toMatch(UUID_V4);
  });

  test("onUnexpected receives the thrown value and the body sent", async () => {
    const thrown = secretError();
    const onUnexpected = vi.fn();
    const response = toResponse(thrown, { onUnexpected, ticket: () => "t-9" });
    const body = await expectSafe500(response);
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

describe("UnexpectedResponseError", () => {
  test("is an Error with a literal name, recognised by its brand across copies", () => {
    const error = new UnexpectedResponseError({ status: 502, reason: "invalid_json", text: "<html>" });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("UnexpectedResponseError");
    expect(error.contentType).toBeNull();
    expect(isUnexpectedResponseError(error)).toBe(true);
    const copy = Object.defineProperty({}, Symbol.for("api-error-model.UnexpectedResponseError"), { value: true });
    expect(isUnexpectedResponseError(copy)).toBe(true);
  });

  test("isUnexpectedResponseError is false for other values, a hostile Proxy included", () => {
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    for (const value of [null, undefined, "x", new Error("x"), new ApiError(notFound), proxy]) {
      expect(isUnexpectedResponseError(value)).toBe(false);
    }
  });

  test("without a text the excerpt is empty", () => {
    expect(new UnexpectedResponseError({ status: 500, reason: "unreadable_body" }).excerpt).toBe("");
  });
});
