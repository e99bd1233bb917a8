import { describe, expect, test, vi } from "vitest";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  type ErrorBody,
  tooManyRequests,
  toResponse,
  violation,
} from "../../../src/index.js";
import { fromProblemDetails, toProblemDetails, toProblemResponse } from "../../../src/views/index.js";

const ticket = "t-1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const violations = constraintViolationsError({
  ticket,
  violations: { email: violation("too_long", { maxLength: 200 }) },
});
const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket });
const failure = baseError({
  code: "db_down",
  message: "connection refused at 10.0.0.3",
  ticket,
  details: { host: "10.0.0.3" },
});

describe("toProblemResponse", () => {
  test("a 4xx ApiError is answered with its status and its Problem Details", async () => {
    const response = toProblemResponse(new ApiError(violations));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(await response.json()).toStrictEqual(toProblemDetails(violations));
  });

  test("typeBase and instance options reach the document", async () => {
    const response = toProblemResponse(new ApiError(notFound), { typeBase: "https://e.example/", instance: "/u/42" });
    expect(await response.json()).toMatchObject({
      type: "https://e.example/user_not_found",
      instance: "/u/42",
      status: 404,
    });
  });

  test("a 5xx ApiError not built with expose becomes the safe 500: nothing of it leaks", async () => {
    const response = toProblemResponse(new ApiError(failure, { status: 503 }), { newTicket: () => "fresh" });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("10.0.0.3");
    expect(JSON.parse(text)).toStrictEqual({
      type: "about:blank",
      title: "Internal Server Error",
      status: 500,
      detail: "An unexpected error occurred.",
      code: "internal_error",
      ticket: "fresh",
    });
  });

  test("a 5xx ApiError built with expose is shown", async () => {
    const response = toProblemResponse(new ApiError(failure, { status: 503, expose: true }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: "db_down", status: 503, title: "Service Unavailable" });
  });

  test("an Error becomes the safe 500 with a fresh UUID ticket, and onUnexpected sees both", async () => {
    const thrown = new Error("secret stack");
    const seen: unknown[] = [];
    const response = toProblemResponse(thrown, { onUnexpected: (t, body) => seen.push(t, body) });
    const problem = await response.json();
    expect(response.status).toBe(500);
    expect(problem.ticket).toMatch(UUID);
    expect(JSON.stringify(problem)).not.toContain("secret");
    expect(seen).toStrictEqual([
      thrown,
      { type: "base_error", code: "internal_error", message: "An unexpected error occurred.", ticket: problem.ticket },
    ]);
  });

  test("a throwing onUnexpected does not stop the answer", () => {
    const response = toProblemResponse("x", {
      onUnexpected: () => {
        throw new Error("logger down");
      },
    });
    expect(response.status).toBe(500);
  });

  test("a throwing or non-string ticket maker gives a fresh UUID", async () => {
    const throwing = toProblemResponse(null, {
      newTicket: () => {
        throw new Error("x");
      },
    });
    const numeric = toProblemResponse(null, { newTicket: () => 7 as unknown as string });
    expect((await throwing.json()).ticket).toMatch(UUID);
    expect((await numeric.json()).ticket).toMatch(UUID);
  });

  test("the deprecated option ticket still makes the ticket", async () => {
    const response = toProblemResponse(null, { ticket: () => "t-old" });
    expect((await response.json()).ticket).toBe("t-old");
  });

  test("an ApiError whose status getter throws is treated as unexpected", () => {
    const error = new ApiError(notFound);
    Object.defineProperty(error, "status", {
      get() {
        throw new Error("hostile");
      },
    });
    expect(toProblemResponse(error).status).toBe(500);
  });

  test("a throwing message template turns the answer into the safe 500", () => {
    const response = toProblemResponse(new ApiError(violations), {
      messages: {
        too_long: () => {
          throw new Error("bad template");
        },
      },
    });
    expect(response.status).toBe(500);
  });

  test("agrees with the core's toResponse on status and error for every kind of thrown value", async () => {
    const thrown: unknown[] = [
      new ApiError(violations),
      new ApiError(notFound),
      new ApiError(failure, { status: 502 }),
      new ApiError(failure, { status: 502, expose: true }),
      new ApiError(failure, { status: 418 }),
      new Error("x"),
      "a string",
      null,
      undefined,
      { status: 400, body: notFound },
    ];
    for (const value of thrown) {
      const options = { newTicket: () => "same" };
      const plain = toResponse(value, options);
      const problem = toProblemResponse(value, options);
      expect(problem.status).toBe(plain.status);
      const back = fromProblemDetails(await problem.json());
      expect(back).toStrictEqual({ ok: true, value: (await plain.json()) as ErrorBody });
    }
  });
});

const SECRET = "s3cr3t-do-not-leak";
const freshTicket = () => "t-fresh";
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
    const response = toProblemResponse({ statusCode: 413, message: SECRET }, { newTicket: freshTicket });
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
