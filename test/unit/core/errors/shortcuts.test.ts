import { describe, expect, expectTypeOf, test } from "vitest";
import {
  CLIENT_ERRORS,
  clientError,
  conflict,
  forbidden,
  notFound,
  toHttpResponse,
  tooManyRequests,
  unauthorized,
} from "../../../../src/index.js";

const SECRET = "s3cr3t-do-not-leak";
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

  test("notFound quotes the client's id by quoteClientText: a 900,000-character id with a newline, ESC and RLO comes back capped and escaped", () => {
    const id = `a\nb\u001b[31m\u2069\u202e${"x".repeat(900_000)}`;
    const message = notFound("user", id).message;
    expect(message).toBe(`User [a\\u000ab\\u001b[31m\\u2069\\u202e${"x".repeat(225)}…] could not be found`);
    expect(message).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(message.length).toBe("User [] could not be found".length + 256);
  });

  test("clientError takes any status of the table", () => {
    const error = clientError(405, { headers: { allow: "GET" } });
    expectTypeOf(error.code).toEqualTypeOf<"method_not_allowed">();
    expect(toHttpResponse(error)).toMatchObject({ status: 405, headers: { allow: "GET" } });
    // @ts-expect-error 500 is not a client error status
    expect(() => clientError(500)).toThrow(TypeError);
  });
});
