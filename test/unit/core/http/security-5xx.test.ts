import { describe, expect, test, vi } from "vitest";
import {
  ApiError,
  type BaseErrorBody,
  baseError,
  CLIENT_ERROR_FALLBACK,
  CLIENT_ERRORS,
  constraintViolationsError,
  INTERNAL_ERROR_MESSAGE,
  JSON_CONTENT_TYPE,
  parseErrorBody,
  toResponse,
  violation,
} from "../../../../src/index.js";

// test/unit/core/http/http.test.ts covers an Error with a secret message, stack and cause, a
// string, null, undefined, a number, an object with toJSON, a 5xx ApiError with a cause
// and details, throwing getters and a Proxy. This file adds the remaining kinds of
// thrown values, and bodies that were built from user input.

const SECRET = "s3cr3t-p4ssw0rd";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BRAND = Symbol.for("api-error-model.ApiError");
const SPEC_MEMBERS = ["type", "code", "message", "ticket", "details", "violations"];

async function expectSafe500(response: Response): Promise<BaseErrorBody> {
  expect(response.status).toBe(500);
  expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
  const text = await response.text();
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain("s3cr3t");
  const body = JSON.parse(text) as BaseErrorBody;
  expect(body).toStrictEqual({
    type: "base_error",
    code: "internal_error",
    message: INTERNAL_ERROR_MESSAGE,
    ticket: body.ticket,
  });
  expect(body.ticket).toMatch(UUID_V4);
  return body;
}

function secretGetter(): never {
  throw new Error(SECRET);
}

const THROWN: readonly [string, () => unknown][] = [
  ["a Symbol whose description is the secret", () => Symbol(SECRET)],
  ["a BigInt", () => 123456789012345678901234567890n],
  ["a function whose source holds the secret", () => () => SECRET],
  [
    "an Error whose message getter throws",
    () => Object.defineProperty(new Error("x"), "message", { get: secretGetter }),
  ],
  [
    "an Error with toJSON that returns the secret",
    () => Object.assign(new Error(SECRET), { toJSON: () => ({ secret: SECRET }) }),
  ],
  ["an AggregateError of secret errors", () => new AggregateError([new Error(SECRET), SECRET], SECRET)],
  [
    "an Error whose cause is a cycle holding the secret",
    () => {
      const error = new Error(SECRET) as Error & { cause?: unknown };
      error.cause = { error, secret: SECRET };
      return error;
    },
  ],
  ["an object with Symbol.toPrimitive that throws", () => ({ [Symbol.toPrimitive]: secretGetter, message: SECRET })],
  ["a frozen object with the secret and a 5xx status", () => Object.freeze({ message: SECRET, status: 503 })],
  ["a rejected Promise", () => Promise.reject(new Error(SECRET)).catch(() => undefined)],
  ["an object with a null prototype", () => Object.assign(Object.create(null), { message: SECRET, statusCode: 502 })],
  [
    "an object that claims status 500 and an error body",
    () => ({ status: 500, body: baseError({ code: "x", message: SECRET }) }),
  ],
  [
    "an ApiError with status 500 whose body has the secret in its violations and its cause",
    () =>
      new ApiError(constraintViolationsError({ violations: { [SECRET]: violation("blank") }, message: SECRET }), {
        status: 500,
        cause: new Error(SECRET),
      }),
  ],
  ["an ApiError with status 599", () => new ApiError(baseError({ code: "x", message: SECRET }), { status: 599 })],
  [
    "an ApiError with status 500 and expose: false said out loud",
    () => new ApiError(baseError({ code: "x", message: SECRET }), { status: 500, expose: false }),
  ],
  [
    "a branded copy with status 500 whose expose getter throws",
    () =>
      Object.defineProperty({ [BRAND]: true, status: 500, body: baseError({ code: "x", message: SECRET }) }, "expose", {
        get: secretGetter,
      }),
  ],
  [
    "a branded copy whose expose is the string 'true'",
    () => ({ [BRAND]: true, status: 500, expose: "true", body: baseError({ code: "x", message: SECRET }) }),
  ],
  [
    "a branded copy whose status is NaN",
    () => ({ [BRAND]: true, status: Number.NaN, body: baseError({ code: "x", message: SECRET }) }),
  ],
  [
    "a branded copy whose status is the string '400'",
    () => ({ [BRAND]: true, status: "400", body: baseError({ code: "x", message: SECRET }) }),
  ],
  ["a branded copy whose body is not an error body", () => ({ [BRAND]: true, status: 500, body: { message: SECRET } })],
  [
    "a revoked Proxy",
    () => {
      const { proxy, revoke } = Proxy.revocable({ message: SECRET }, {});
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
    for (let i = 0; i < 1000; i++) tickets.add((await expectSafe500(toResponse(new Error(SECRET)))).ticket);
    expect(tickets.size).toBe(1000);
  });

  test("a ticket maker that returns the secret inside an object is not used", async () => {
    const body = await expectSafe500(
      toResponse(new Error("x"), { ticket: () => ({ toString: () => SECRET }) as never }),
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
    ["a frozen object with the secret and status 400", () => Object.freeze({ message: SECRET, status: 400 }), 400],
    [
      "an object with a null prototype and statusCode 404",
      () => Object.assign(Object.create(null), { message: SECRET, statusCode: 404 }),
      404,
    ],
    [
      "an object that claims status 400 and an error body",
      () => ({ status: 400, body: baseError({ code: "x", message: SECRET }) }),
      400,
    ],
    [
      "an http-errors style object with expose: true and headers",
      () => ({ status: 409, statusCode: 409, expose: true, message: SECRET, headers: { "x-secret": SECRET } }),
      409,
    ],
    [
      "an object with status 429 whose message getter throws",
      () => Object.defineProperty({ status: 429 }, "message", { get: secretGetter }),
      429,
    ],
    [
      "an Error with a 4xx status the table does not list",
      () => Object.assign(new Error(SECRET), { status: 451 }),
      451,
    ],
  ];

  test.each(CLIENT_THROWN)("%s", async (_, make, status) => {
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
      get: () => (reads++ < 1 ? "fine" : { secret: SECRET }),
    });
    const response = toResponse(new ApiError(body as never, { status: 400 }));
    const sent = (await response.json()) as Record<string, unknown>;
    expect(typeof sent["message"]).toBe("string");
    expect(JSON.stringify(sent)).not.toContain(SECRET);
    expect(parseErrorBody(sent).ok).toBe(true);
  });

  test("a branded copy whose body getter answers a valid body, then one with the secret, never sends the secret", async () => {
    let reads = 0;
    const valid = baseError({ code: "x", message: "fine", ticket: "t" });
    const copy = Object.defineProperty({ [BRAND]: true, status: 400 }, "body", {
      get: () => (reads++ < 1 ? valid : { ...valid, type: "teapot", message: { secret: SECRET }, extra: SECRET }),
    });
    const response = toResponse(copy);
    const text = await response.text();
    expect(text).not.toContain(SECRET);
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
