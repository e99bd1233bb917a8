import { describe, expect, expectTypeOf, test, vi } from "vitest";
import {
  ApiError,
  type BaseErrorBody,
  baseError,
  CLIENT_ERROR_FALLBACK,
  CLIENT_ERRORS,
  clientError,
  conflict,
  constraintViolationsError,
  errorBoundary,
  errorFromResponse,
  forbidden,
  JSON_CONTENT_TYPE,
  notFound,
  parseErrorBody,
  toHttpResponse,
  tooManyRequests,
  toResponse,
  type UnexpectedResponseError,
  unauthorized,
  violation,
} from "../../../../src/index.js";
import { toProblemResponse } from "../../../../src/views/index.js";

const SECRET = "s3cr3t-do-not-leak";
const ticket = () => "t-fresh";

function bodyOf(text: string): unknown {
  return JSON.parse(text);
}

describe("toHttpResponse", () => {
  test("an ApiError: status, content type first, its headers, the body's text", () => {
    const error = new ApiError(baseError({ code: "user_not_found", message: "m", ticket: "t" }), {
      headers: { "X-Request-Id": "r1" },
    });
    expect(toHttpResponse(error)).toStrictEqual({
      status: 404,
      headers: { "content-type": JSON_CONTENT_TYPE, "x-request-id": "r1" },
      body: '{"type":"base_error","code":"user_not_found","message":"m","ticket":"t"}',
    });
  });

  test("an ApiError's content-type, content-length and transfer-encoding are never sent", () => {
    const error = new ApiError(baseError({ code: "c", message: "m", ticket: "t" }), {
      status: 429,
      headers: {
        "Content-Type": "text/html",
        "content-length": "1",
        "transfer-encoding": "chunked",
        "retry-after": "3",
      },
    });
    expect(toHttpResponse(error).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE, "retry-after": "3" });
  });

  test("a 5xx ApiError built with expose sends its headers; one without sends none of them", () => {
    const body = baseError({ code: "busy", message: SECRET, ticket: "t" });
    const shown = new ApiError(body, { status: 503, expose: true, headers: { "retry-after": "9" } });
    expect(toHttpResponse(shown).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE, "retry-after": "9" });
    const hidden = toHttpResponse(new ApiError(body, { status: 503, headers: { "retry-after": "9" } }), { ticket });
    expect(hidden).toStrictEqual({
      status: 500,
      headers: { "content-type": JSON_CONTENT_TYPE },
      body: '{"type":"base_error","code":"internal_error","message":"An unexpected error occurred.","ticket":"t-fresh"}',
    });
  });

  test("headers of a branded copy from elsewhere are checked again: invalid ones are dropped", () => {
    const copy = {
      [Symbol.for("api-error-model.ApiError")]: true,
      status: 409,
      body: baseError({ code: "c", message: "m", ticket: "t" }),
      headers: { ok: "1", "bad name": "x", crlf: "a\r\nset-cookie: x", number: 1, __proto__: "p" },
    };
    expect(toHttpResponse(copy).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE, ok: "1" });
    expect(toHttpResponse({ ...copy, headers: "not an object" }).headers).toStrictEqual({
      "content-type": JSON_CONTENT_TYPE,
    });
  });
});

describe("a thrown value carrying a 4xx status is a client error", () => {
  test.each(Object.entries(CLIENT_ERRORS))("status %s gives its code and generic message", (status, row) => {
    const onUnexpected = vi.fn();
    const response = toHttpResponse(Object.assign(new Error(SECRET), { status: Number(status) }), {
      ticket,
      onUnexpected,
    });
    expect(response.status).toBe(Number(status));
    expect(bodyOf(response.body)).toStrictEqual({ type: "base_error", ...row, ticket: "t-fresh" });
    expect(onUnexpected).not.toHaveBeenCalled();
  });

  test("a 4xx status the table does not list keeps its status with the fallback code", () => {
    const response = toHttpResponse({ statusCode: 418 }, { ticket });
    expect(response.status).toBe(418);
    expect(bodyOf(response.body)).toStrictEqual({ type: "base_error", ...CLIENT_ERROR_FALLBACK, ticket: "t-fresh" });
  });

  test("statusCode counts when status is not a number; status wins when it is", () => {
    expect(toHttpResponse({ status: "500", statusCode: 404 }).status).toBe(404);
    expect(toHttpResponse({ status: 503, statusCode: 404 }).status).toBe(500);
  });

  test.each([
    ["a 5xx status", { status: 502 }],
    ["a 3xx status", { status: 302 }],
    ["a fractional status", { status: 400.5 }],
    ["a string status", { status: "400" }],
    ["an axios error (the status of the upstream call)", { isAxiosError: true, status: 404 }],
    ["a thrown number", 404],
    [
      "a status getter that throws",
      Object.defineProperty({}, "status", {
        get: () => {
          throw new Error(SECRET);
        },
      }),
    ],
  ])("%s stays the safe 500", (_, thrown) => {
    const onUnexpected = vi.fn();
    const response = toHttpResponse(thrown, { onUnexpected });
    expect(response.status).toBe(500);
    expect(onUnexpected).toHaveBeenCalledTimes(1);
  });

  test("Allow, Retry-After and WWW-Authenticate are kept from a plain headers object, any case, numbers as text", () => {
    const thrown = {
      status: 429,
      headers: { "Retry-After": 30, ALLOW: "GET", "WWW-Authenticate": 'Bearer realm="x"', "Set-Cookie": SECRET },
    };
    expect(toHttpResponse(thrown).headers).toStrictEqual({
      "content-type": JSON_CONTENT_TYPE,
      allow: "GET",
      "retry-after": "30",
      "www-authenticate": 'Bearer realm="x"',
    });
  });

  test("they are read from Headers, and from the headers of the error's res (Hono's HTTPException)", () => {
    const own = { status: 405, headers: new Headers({ allow: "GET" }) };
    expect(toHttpResponse(own).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE, allow: "GET" });
    const res = { status: 401, res: new Response(SECRET, { headers: { "www-authenticate": "Basic", "x-a": "b" } }) };
    expect(toHttpResponse(res).headers).toStrictEqual({
      "content-type": JSON_CONTENT_TYPE,
      "www-authenticate": "Basic",
    });
    expect(toHttpResponse({ status: 401, res: null, headers: null }).headers).toStrictEqual({
      "content-type": JSON_CONTENT_TYPE,
    });
  });

  test("a header value that cannot be sent is dropped", () => {
    const thrown = { status: 405, headers: { allow: "GET\r\nx-injected: 1", "retry-after": ["1"] } };
    expect(toHttpResponse(thrown).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE });
  });

  test("toResponse follows the same rules", async () => {
    const response = toResponse({ status: 413 }, { ticket });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    expect(await response.json()).toStrictEqual({
      type: "base_error",
      code: "payload_too_large",
      message: "The request body is too large.",
      ticket: "t-fresh",
    });
  });

  test("the ticket maker is used, and a failing or non-string one gives a UUID", () => {
    const uuid = /^[0-9a-f-]{36}$/;
    const failing = () => {
      throw new Error("no");
    };
    expect((bodyOf(toHttpResponse({ status: 400 }, { ticket: failing }).body) as BaseErrorBody).ticket).toMatch(uuid);
    const numeric = (() => 1) as unknown as () => string;
    expect((bodyOf(toHttpResponse({ status: 400 }, { ticket: numeric }).body) as BaseErrorBody).ticket).toMatch(uuid);
  });
});

describe("ApiError headers", () => {
  test("names are stored in lower case, the object frozen; no headers gives an empty one", () => {
    const error = new ApiError(baseError({ code: "c", message: "m" }), {
      status: 401,
      headers: { "WWW-Authenticate": "Basic" },
    });
    expect(error.headers).toStrictEqual({ "www-authenticate": "Basic" });
    expect(Object.isFrozen(error.headers)).toBe(true);
    expect(new ApiError(baseError({ code: "user_not_found", message: "m" })).headers).toStrictEqual({});
  });

  test("a __proto__ header stays data", () => {
    const headers = JSON.parse('{"__proto__":"x"}') as Record<string, string>;
    const error = new ApiError(baseError({ code: "c", message: "m" }), { status: 400, headers });
    expect(Object.getPrototypeOf(error.headers)).toBe(Object.prototype);
    expect(Object.hasOwn(error.headers, "__proto__")).toBe(true);
  });

  test.each([
    ["a name with a space", { "retry after": "1" }],
    ["a value with CR LF", { "retry-after": "1\r\nset-cookie: a=b" }],
    ["a value above U+00FF", { "x-name": "\u0100" }],
    ["a value that is not a string", { "retry-after": 30 }],
  ])("%s is kept on the error but never sent", (_, headers) => {
    const error = new ApiError(baseError({ code: "c", message: "m" }), { status: 400, headers: headers as never });
    expect(Object.keys(error.headers)).toStrictEqual(Object.keys(headers));
    expect(toHttpResponse(error).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE });
  });

  test("inherited headers are not read", () => {
    const headers = Object.create({ inherited: "x" }) as Record<string, string>;
    headers["own"] = "y";
    expect(new ApiError(baseError({ code: "c", message: "m" }), { status: 400, headers }).headers).toStrictEqual({
      own: "y",
    });
  });
});

describe("shortcuts", () => {
  test("unauthorized, forbidden, conflict, tooManyRequests: status, code, generic message, fresh ticket", () => {
    for (const [error, status] of [
      [unauthorized(), 401],
      [forbidden(), 403],
      [conflict(), 409],
      [tooManyRequests(), 429],
    ] as const) {
      expect(error.status).toBe(status);
      expect(error.body).toStrictEqual({ type: "base_error", ...CLIENT_ERRORS[status], ticket: error.ticket });
      expect(error.ticket).toMatch(/^[0-9a-f-]{36}$/);
      expect(error.headers).toStrictEqual({});
    }
  });

  test("options: code, message, details, ticket, headers, cause", () => {
    const cause = new Error(SECRET);
    const error = conflict({
      code: "email_taken",
      message: "The email is taken.",
      details: { field: "email" },
      ticket: "t",
      headers: { "x-a": "b" },
      cause,
    });
    expectTypeOf(error.code).toEqualTypeOf<"email_taken">();
    expect(error.body).toStrictEqual({
      type: "base_error",
      code: "email_taken",
      message: "The email is taken.",
      ticket: "t",
      details: { field: "email" },
    });
    expect(error.headers).toStrictEqual({ "x-a": "b" });
    expect(error.cause).toBe(cause);
    expect(toHttpResponse(error).body).not.toContain(SECRET);
  });

  test("unauthorized carries WWW-Authenticate; tooManyRequests writes Retry-After", () => {
    const error = unauthorized({ headers: { "WWW-Authenticate": 'Bearer realm="api"' } });
    expectTypeOf(error.code).toEqualTypeOf<"unauthorized">();
    expect(toHttpResponse(error).headers["www-authenticate"]).toBe('Bearer realm="api"');
    expect(tooManyRequests({ retryAfter: 30 }).headers).toStrictEqual({ "retry-after": "30" });
    expect(
      tooManyRequests({ retryAfter: "Wed, 21 Oct 2026 07:28:00 GMT", headers: { "x-a": "b" } }).headers,
    ).toStrictEqual({
      "x-a": "b",
      "retry-after": "Wed, 21 Oct 2026 07:28:00 GMT",
    });
  });

  test("notFound names the resource in the spec's form", () => {
    const user = notFound("user", 42);
    expectTypeOf(user.code).toEqualTypeOf<"user_not_found">();
    expect(user.status).toBe(404);
    expect(user.body).toStrictEqual({
      type: "base_error",
      code: "user_not_found",
      message: "User [42] could not be found",
      ticket: user.ticket,
    });
    expect(notFound("mfa_challenge").message).toBe("Mfa challenge could not be found");
    expect(notFound("tenant", "t1", { message: "No such tenant.", ticket: "t" }).body).toStrictEqual({
      type: "base_error",
      code: "tenant_not_found",
      message: "No such tenant.",
      ticket: "t",
    });
  });

  test("clientError takes any status of the table", () => {
    const error = clientError(405, { headers: { allow: "GET" } });
    expectTypeOf(error.code).toEqualTypeOf<"method_not_allowed">();
    expect(toHttpResponse(error)).toMatchObject({ status: 405, headers: { allow: "GET" } });
    // @ts-expect-error 500 is not a client error status
    expect(() => clientError(500)).toThrow(TypeError);
  });
});

describe("errorBoundary", () => {
  test("passes arguments, this and the response through", async () => {
    const handler = vi.fn(function (this: unknown, request: Request, env: { readonly n: number }) {
      return new Response(`${request.method} ${env.n} ${this === undefined}`);
    });
    const wrapped = errorBoundary(handler);
    const response = await wrapped(new Request("http://x/"), { n: 1 });
    expect(await response.text()).toBe("GET 1 true");
    const bound = { wrapped, marker: 1 };
    await bound.wrapped(new Request("http://x/"), { n: 2 });
    expect(handler.mock.contexts[1]).toBe(bound);
  });

  test("a synchronous throw, a rejection and a rejected string become error responses", async () => {
    const onUnexpected = vi.fn();
    const sync = errorBoundary(
      (): Response => {
        throw new Error(SECRET);
      },
      { onUnexpected, ticket },
    );
    const response = await sync();
    expect(response.status).toBe(500);
    expect(await response.json()).toStrictEqual({
      type: "base_error",
      code: "internal_error",
      message: "An unexpected error occurred.",
      ticket: "t-fresh",
    });
    expect(onUnexpected).toHaveBeenCalledTimes(1);
    expect((await errorBoundary(() => Promise.reject(SECRET))()).status).toBe(500);
    const rejected = await errorBoundary(async () => {
      throw notFound("user", 1);
    })();
    expect(rejected.status).toBe(404);
    expect(parseErrorBody(await rejected.json()).ok).toBe(true);
  });
});

describe("toProblemResponse shares the policy", () => {
  test("an ApiError's headers are sent under the Problem Details content type", async () => {
    const error = tooManyRequests({ retryAfter: 5, headers: { "content-type": "text/html" }, ticket: "t" });
    const response = toProblemResponse(error);
    expect(response.status).toBe(429);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toMatchObject({ status: 429, code: "too_many_requests", ticket: "t" });
  });

  test("a thrown value with a 4xx status is a client error there too", async () => {
    const response = toProblemResponse({ statusCode: 413, message: SECRET }, { ticket });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).not.toContain(SECRET);
    expect(JSON.parse(text)).toMatchObject({ status: 413, code: "payload_too_large", ticket: "t-fresh" });
  });

  test("a template that throws gives the safe 500, and onUnexpected sees what was thrown", async () => {
    const onUnexpected = vi.fn();
    const thrown = new ApiError(constraintViolationsError({ violations: { a: violation("blank") } }));
    const response = toProblemResponse(thrown, {
      onUnexpected,
      messages: {
        blank: () => {
          throw new Error("template");
        },
      },
    });
    expect(response.status).toBe(500);
    expect(onUnexpected.mock.calls[0]?.[0]).toBe(thrown);
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
