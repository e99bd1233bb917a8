import { describe, expect, test } from "vitest";
import { clientError, JSON_CONTENT_TYPE, violation } from "../../../src/index.js";
import { fastifyErrorHandler, sendError } from "../../../src/node/index.js";
import { recorder } from "../../support/node.js";

/** What sendError answers `thrown` with (tickets "t"): the status, and the body parsed. */
function answerTo(thrown: unknown): { status: number; body: unknown } {
  const res = recorder();
  sendError(res, thrown, { newTicket: () => "t", onUnexpected: () => {} });
  return { status: res.statusCode, body: JSON.parse(res.body()) };
}

/** A base error body with ticket "t". */
function base(code: string, message: string) {
  return { type: "base_error", code, message, ticket: "t" };
}

describe("framework failures", () => {
  test("validation errors with an unknown context are read as the body's", () => {
    const res = recorder();
    const thrown = {
      statusCode: 400,
      validation: [{ keyword: "required", instancePath: "", params: { missingProperty: "a" } }],
      validationContext: "cookies",
    };
    sendError(res, thrown, { newTicket: () => "t" });
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
    fastifyErrorHandler({ newTicket: () => "t" })(
      { code: "FST_ERR_CTP_INVALID_MEDIA_TYPE", statusCode: 415 },
      {},
      reply,
    );
    expect(calls.slice(4)).toStrictEqual([
      "code 415",
      `content-type: ${JSON_CONTENT_TYPE}`,
      '{"type":"base_error","code":"unsupported_media_type","message":"The media type of the request body is not supported.","ticket":"t"}',
    ]);
  });
});
