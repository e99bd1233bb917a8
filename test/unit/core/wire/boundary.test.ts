import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { forRequest, withRequestLanguage } from "../../../../src/core/wire/boundary.js";
import {
  ApiError,
  type BaseErrorBody,
  baseError,
  CLIENT_ERROR_FALLBACK,
  CLIENT_ERRORS,
  JSON_CONTENT_TYPE,
  type LocalizedAnswer,
  type MessageLocalizer,
  parseErrorBody,
  toHttpResponse,
  toResponse,
} from "../../../../src/index.js";
import { throwingProxy } from "../../../support/fuzz.js";

const SECRET = "s3cr3t-do-not-leak";
const newTicket = () => "t-fresh";
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
    const hidden = toHttpResponse(new ApiError(body, { status: 503, headers: { "retry-after": "9" } }), { newTicket });
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
      newTicket,
      onUnexpected,
    });
    expect(response.status).toBe(Number(status));
    expect(bodyOf(response.body)).toStrictEqual({ type: "base_error", ...row, ticket: "t-fresh" });
    expect(onUnexpected).not.toHaveBeenCalled();
  });

  test("a 4xx status the table does not list keeps its status with the fallback code", () => {
    const response = toHttpResponse({ statusCode: 418 }, { newTicket });
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

  test("an Allow or Retry-After outside its grammar is dropped: no free text, such as a value copied from the request", () => {
    const kept = {
      status: 429,
      headers: { allow: "GET, HEAD,POST , VERSION-CONTROL", "retry-after": "Wed, 21 Oct 2026 07:28:00 GMT" },
    };
    expect(toHttpResponse(kept).headers).toStrictEqual({
      "content-type": JSON_CONTENT_TYPE,
      allow: "GET, HEAD,POST , VERSION-CONTROL",
      "retry-after": "Wed, 21 Oct 2026 07:28:00 GMT",
    });
    expect(toHttpResponse({ status: 405, headers: { allow: "" } }).headers).toStrictEqual({
      "content-type": JSON_CONTENT_TYPE,
      allow: "",
    });
    for (const [allow, retryAfter] of [
      [SECRET, SECRET],
      ["GET, s3cr3t", "30 s3cr3t"],
      ["get", "-1"],
      ["GET,", 1.5],
      ["-GET", "Wed, 21 Oct 2026 07:28:00 UTC"],
    ]) {
      const thrown = { status: 429, headers: { allow, "retry-after": retryAfter } };
      expect(toHttpResponse(thrown).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE });
    }
  });

  test("a header value that cannot be sent is dropped", () => {
    const thrown = { status: 405, headers: { allow: "GET\r\nx-injected: 1", "retry-after": ["1"] } };
    expect(toHttpResponse(thrown).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE });
  });

  test("toResponse follows the same rules", async () => {
    const response = toResponse({ status: 413 }, { newTicket });
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
    expect((bodyOf(toHttpResponse({ status: 400 }, { newTicket: failing }).body) as BaseErrorBody).ticket).toMatch(
      uuid,
    );
    const numeric = (() => 1) as unknown as () => string;
    expect((bodyOf(toHttpResponse({ status: 400 }, { newTicket: numeric }).body) as BaseErrorBody).ticket).toMatch(
      uuid,
    );
  });

  test("the deprecated option ticket still makes the ticket, and newTicket wins over it", () => {
    const old = () => "t-old";
    expect((bodyOf(toHttpResponse({ status: 400 }, { ticket: old }).body) as BaseErrorBody).ticket).toBe("t-old");
    const both = toHttpResponse({ status: 400 }, { ticket: old, newTicket });
    expect((bodyOf(both.body) as BaseErrorBody).ticket).toBe("t-fresh");
  });
});

// Properties of the boundary over every thrown value.

/** A header value both node:http and Fetch accept. */
const SENDABLE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** Thrown values: anything, and objects that look like framework errors, with any status and headers. */
const thrown = fc.oneof(
  fc.anything(),
  fc.record(
    {
      status: fc.oneof(fc.integer({ min: 100, max: 700 }), fc.double(), fc.string()),
      statusCode: fc.oneof(fc.integer({ min: 100, max: 700 }), fc.string()),
      message: fc.string(),
      headers: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.anything())),
      res: fc.record({ headers: fc.dictionary(fc.string(), fc.string()) }),
    },
    { requiredKeys: [] },
  ),
  fc
    .record({
      status: fc.integer({ min: 400, max: 599 }),
      expose: fc.boolean(),
      headers: fc.dictionary(fc.string(), fc.string()),
    })
    .map(
      ({ status, expose, headers }) =>
        new ApiError(baseError({ code: "c", message: "m", ticket: "t" }), { status, expose, headers }),
    ),
);

describe("toHttpResponse over every thrown value", () => {
  test("never throws; answers a 4xx or 500 error body, the JSON content type, only sendable headers", () => {
    fc.assert(
      fc.property(thrown, (value) => {
        const { status, headers, body } = toHttpResponse(value);
        expect(status === 500 || (status >= 400 && status <= 599)).toBe(true);
        expect(headers["content-type"]).toBe(JSON_CONTENT_TYPE);
        for (const [name, header] of Object.entries(headers)) {
          expect(name).toBe(name.toLowerCase());
          expect(header).toMatch(SENDABLE);
        }
        expect(parseErrorBody(JSON.parse(body)).ok).toBe(true);
      }),
    );
  });

  test("a non-ApiError with an integer 4xx status keeps it; a message never reaches the body", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 499 }), fc.string({ minLength: 8 }), (status, message) => {
        const response = toHttpResponse(Object.assign(new Error(message), { status }));
        expect(response.status).toBe(status);
        expect((JSON.parse(response.body) as { message: string }).message).not.toBe(message);
      }),
    );
  });
});

describe("the option localize", () => {
  const notFound = new ApiError(baseError({ code: "user_not_found", message: "User [42] could not be found" }));
  const german: MessageLocalizer = ({ body, headers }, acceptLanguage) => ({
    body: { ...body, message: `de:${acceptLanguage}` },
    headers: { ...headers, "content-language": "de", vary: "Accept-Language" },
  });

  test("sends the body and headers the localizer answers, given a copy and the acceptLanguage option", () => {
    const seen: LocalizedAnswer[] = [];
    const spy: MessageLocalizer = (answer, acceptLanguage) => {
      seen.push(answer);
      (answer.body as { message: string }).message = "written to";
      return german(answer, acceptLanguage);
    };
    const { status, headers, body } = toHttpResponse(notFound, { localize: spy, acceptLanguage: "de" });
    expect(status).toBe(404);
    expect(headers).toStrictEqual({
      "content-type": JSON_CONTENT_TYPE,
      "content-language": "de",
      vary: "Accept-Language",
    });
    expect(JSON.parse(body)).toMatchObject({ code: "user_not_found", message: "de:de" });
    expect(notFound.body.message).toBe("User [42] could not be found");
    expect(seen[0]?.headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE });
  });

  test("without acceptLanguage the localizer gets undefined; toResponse sends its headers too", async () => {
    const response = toResponse(notFound, { localize: german, acceptLanguage: null });
    expect(response.headers.get("content-language")).toBe("de");
    expect(((await response.json()) as BaseErrorBody).message).toBe("de:undefined");
  });

  test("a localizer that throws, answers no error body, or a header that may not be sent, changes nothing it should not", () => {
    const plain = toHttpResponse(notFound);
    const throwing: MessageLocalizer = () => {
      throw new Error(SECRET);
    };
    expect(toHttpResponse(notFound, { localize: throwing })).toStrictEqual(plain);
    const noBody: MessageLocalizer = ({ headers }) => ({ body: { type: "base_error" } as never, headers });
    expect(toHttpResponse(notFound, { localize: noBody })).toStrictEqual(plain);
    const badHeader: MessageLocalizer = ({ body, headers }) => ({
      body,
      headers: { ...headers, "content-language": "de\r\nset-cookie: x", "content-type": "text/html" },
    });
    expect(toHttpResponse(notFound, { localize: badHeader })).toStrictEqual(plain);
  });

  test("the safe 500 is localized after the hook saw the English body", () => {
    const onUnexpected = vi.fn();
    const { body } = toHttpResponse(new Error(SECRET), { localize: german, onUnexpected, newTicket });
    expect(JSON.parse(body)).toStrictEqual({
      type: "base_error",
      code: "internal_error",
      message: "de:undefined",
      ticket: "t-fresh",
    });
    expect(onUnexpected.mock.calls[0]?.[1]).toMatchObject({ message: "An unexpected error occurred." });
  });
});

describe("withRequestLanguage", () => {
  const localize: MessageLocalizer = (answer) => answer;
  test("reads Accept-Language from a Fetch request or a Node request, only when localizing without the option", () => {
    const fetchRequest = new Request("http://x/", { headers: { "accept-language": "de" } });
    expect(withRequestLanguage({ localize }, fetchRequest).acceptLanguage).toBe("de");
    expect(withRequestLanguage({ localize }, { headers: { "accept-language": "fr" } }).acceptLanguage).toBe("fr");
    expect(withRequestLanguage({ localize, acceptLanguage: "it" }, fetchRequest).acceptLanguage).toBe("it");
    expect(withRequestLanguage({}, fetchRequest).acceptLanguage).toBeUndefined();
    const twice = { headers: { "accept-language": ["de", "fr"] } };
    expect(withRequestLanguage({ localize }, twice)).toStrictEqual({ localize, acceptLanguage: undefined });
  });

  test("never throws on a missing or hostile request", () => {
    for (const request of [undefined, null, 1, "de", throwingProxy(), { headers: throwingProxy() }]) {
      expect(withRequestLanguage({ localize }, request)).toMatchObject({ localize });
    }
  });
});

describe("forRequest", () => {
  test("gives the options the request's language and, with trace a function, its trace for the request", () => {
    const localize: MessageLocalizer = (answer) => answer;
    const request = new Request("http://x/", { headers: { "accept-language": "de" } });
    const seen: unknown[] = [];
    const trace = { ticket: "4bf92f35-77b3-4da6-a3ce-929d0e0e4736", record() {} };
    const traceOf = (r: unknown) => {
      seen.push(r);
      return trace;
    };
    const options = forRequest({ localize, trace: traceOf }, request);
    expect(options.acceptLanguage).toBe("de");
    expect(options.trace).toBe(trace);
    expect(seen).toStrictEqual([request]);
    // Nothing to read: the same options.
    const plain = {};
    expect(forRequest(plain, request)).toBe(plain);
  });
});
