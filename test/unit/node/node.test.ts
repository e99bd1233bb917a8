import { describe, expect, test } from "vitest";
import { clientError, JSON_CONTENT_TYPE, violation } from "../../../src/index.js";
import {
  expressNotFoundHandler,
  fastifyErrorHandler,
  fromAjvErrors,
  type NodeResponseLike,
  sendError,
} from "../../../src/node/index.js";

/** A response that records what is done to it. */
function recorder(): NodeResponseLike & { readonly log: string[]; readonly body: () => string } {
  const log: string[] = [];
  let sent: Uint8Array = new Uint8Array();
  return {
    log,
    headersSent: false,
    statusCode: 200,
    setHeader: (name, value) => log.push(`${name}: ${value}`),
    removeHeader: (name) => log.push(`-${name}`),
    end: (chunk) => {
      if (chunk !== undefined) sent = chunk;
      log.push("end");
    },
    body: () => new TextDecoder().decode(sent),
  };
}

/** What sendError answers `thrown` with (tickets "t"): the status, and the body parsed. */
function answerTo(thrown: unknown): { status: number; body: unknown } {
  const res = recorder();
  sendError(res, thrown, { ticket: () => "t", onUnexpected: () => {} });
  return { status: res.statusCode, body: JSON.parse(res.body()) };
}

/** A base error body with ticket "t". */
function base(code: string, message: string) {
  return { type: "base_error", code, message, ticket: "t" };
}

describe("sendError on a response-like object", () => {
  test("removes stale headers, sets the status, the headers and the length, then ends with the body", () => {
    const res = recorder();
    sendError(res, { status: 405, headers: { allow: "GET" } }, { ticket: () => "t" });
    expect(res.statusCode).toBe(405);
    const body = res.body();
    expect(res.log).toStrictEqual([
      "-content-encoding",
      "-content-language",
      "-content-range",
      "-content-disposition",
      `content-type: ${JSON_CONTENT_TYPE}`,
      "allow: GET",
      `content-length: ${new TextEncoder().encode(body).byteLength}`,
      "end",
    ]);
    expect(JSON.parse(body)).toStrictEqual({
      type: "base_error",
      code: "method_not_allowed",
      message: "The method is not allowed for this resource.",
      ticket: "t",
    });
  });
});

describe("framework failures", () => {
  test("validation errors with an unknown context are read as the body's", () => {
    const res = recorder();
    const thrown = {
      statusCode: 400,
      validation: [{ keyword: "required", instancePath: "", params: { missingProperty: "a" } }],
      validationContext: "cookies",
    };
    sendError(res, thrown, { ticket: () => "t" });
    expect(JSON.parse(res.body())).toMatchObject({
      code: "message_body_constraint_violations",
      violations: { a: [violation("undefined")] },
    });
  });

  test("an ApiError is never taken for a framework failure, whatever its code", () => {
    const res = recorder();
    const error = clientError(400, { code: "FST_ERR_CTP_EMPTY_JSON_BODY", message: "Mine.", ticket: "t" });
    sendError(res, error);
    expect(JSON.parse(res.body())).toStrictEqual({
      type: "base_error",
      code: "FST_ERR_CTP_EMPTY_JSON_BODY",
      message: "Mine.",
      ticket: "t",
    });
  });

  test("a thrown function is no framework failure, whatever it carries: the safe 500", () => {
    const thrown = Object.assign(() => {}, {
      statusCode: 400,
      validation: [{ keyword: "required", instancePath: "", params: { missingProperty: "a" } }],
    });
    expect(answerTo(thrown)).toStrictEqual({
      status: 500,
      body: base("internal_error", "An unexpected error occurred."),
    });
  });

  test("a failure whose type is unknown is still known by its code", () => {
    const thrown = { type: "something.else", code: "FST_ERR_CTP_EMPTY_JSON_BODY", statusCode: 400 };
    expect(answerTo(thrown)).toStrictEqual({
      status: 400,
      body: base("invalid_request", "The request body is empty, but its content type says JSON."),
    });
  });

  test("a name that is no string is no known failure, even when it reads as one", () => {
    expect(answerTo({ type: ["entity.parse.failed"], status: 400 })).toStrictEqual({
      status: 400,
      body: base("invalid_request", "The request is not valid."),
    });
  });

  test("validation errors of the query, path parameters and headers are request violations; of the body, body violations", () => {
    const validation = [{ keyword: "maxLength", instancePath: "/q", params: { limit: 1 } }];
    for (const [context, code] of [
      ["querystring", "request_constraint_violations"],
      ["params", "request_constraint_violations"],
      ["headers", "request_constraint_violations"],
      ["body", "message_body_constraint_violations"],
    ] as const) {
      const res = recorder();
      sendError(res, { statusCode: 400, validation, validationContext: context });
      expect(JSON.parse(res.body())).toMatchObject({ code });
    }
  });

  test("validation errors that cannot be read leave the status rule to judge: 400 invalid_request", () => {
    const res = recorder();
    sendError(res, { statusCode: 400, validation: [null], validationContext: "body" });
    expect(JSON.parse(res.body())).toMatchObject({ code: "invalid_request", message: "The request is not valid." });
  });

  test("a known failure name with another status is judged by its status; `status` counts as well as `statusCode`", () => {
    const mismatched = recorder();
    sendError(mismatched, { type: "entity.parse.failed", status: 500 });
    expect(mismatched.statusCode).toBe(500);
    const byStatus = recorder();
    sendError(byStatus, { type: "entity.too.large", status: 413 });
    expect(JSON.parse(byStatus.body())).toMatchObject({ code: "payload_too_large" });
  });

  test("the Fastify handler answers through the reply", () => {
    const calls: string[] = [];
    const reply = {
      code: (status: number) => calls.push(`code ${status}`),
      header: (name: string, value: string) => calls.push(`${name}: ${value}`),
      removeHeader: (name: string) => calls.push(`-${name}`),
      send: (payload: string) => calls.push(payload),
    };
    fastifyErrorHandler({ ticket: () => "t" })({ code: "FST_ERR_CTP_INVALID_MEDIA_TYPE", statusCode: 415 }, {}, reply);
    expect(calls.slice(4)).toStrictEqual([
      "code 415",
      `content-type: ${JSON_CONTENT_TYPE}`,
      '{"type":"base_error","code":"unsupported_media_type","message":"The media type of the request body is not supported.","ticket":"t"}',
    ]);
  });
});

describe("sendError after the headers went out", () => {
  test("ends a response still open, and leaves an ended one alone", () => {
    const open = { ...recorder(), headersSent: true, writableEnded: false };
    sendError(open, new Error("late"));
    expect(open.log).toStrictEqual(["end"]);
    const ended = { ...recorder(), headersSent: true, writableEnded: true };
    sendError(ended, new Error("late"));
    expect(ended.log).toStrictEqual([]);
  });
});

describe("not-found handlers", () => {
  test("Express's originalUrl wins over a url a router cut", () => {
    const res = recorder();
    expressNotFoundHandler({ ticket: () => "t" })({ method: "POST", url: "/x", originalUrl: "/api/x?y=1" }, res);
    expect(JSON.parse(res.body())).toMatchObject({ message: "No operation matches [POST /api/x]" });
  });

  test("a request without method or URL is GET /", () => {
    const res = recorder();
    expressNotFoundHandler({ ticket: () => "t" })({}, res);
    expect(JSON.parse(res.body())).toStrictEqual({
      type: "base_error",
      code: "route_not_found",
      message: "No operation matches [GET /]",
      ticket: "t",
    });
  });
});

describe("ajv params of any kind", () => {
  test("a bigint limit is written as its digits, an object as JSON", () => {
    const body = fromAjvErrors([
      { keyword: "maxLength", instancePath: "/a", params: { limit: 10n } },
      { keyword: "const", instancePath: "/b", params: { allowedValue: { x: [1] } } },
    ]);
    expect(body.violations).toStrictEqual({
      a: [violation("too_long", { maxLength: "10" })],
      b: [violation("disallowed_enum", { allowedValues: '{"x":[1]}' })],
    });
  });
});

describe("ajv keywords of older drafts", () => {
  test("dependencies and additionalItems", () => {
    const body = fromAjvErrors([
      { keyword: "dependencies", instancePath: "", params: { property: "a", missingProperty: "b" } },
      { keyword: "additionalItems", instancePath: "/list", params: { limit: 2 } },
    ]);
    expect(body.violations).toStrictEqual({
      b: [violation("undefined")],
      list: [violation("size_greater_than", { maxSize: 2 })],
    });
  });
});
