import { describe, expect, test } from "vitest";
import { ApiError, baseError, constraintViolationsError, violation } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { PROBLEM_JSON_CONTENT_TYPE, type ProblemDetails, toProblemDetails } from "../../../src/views/index.js";

const ticket = "t-1";
test("the media type is application/problem+json", () => {
  expect(PROBLEM_JSON_CONTENT_TYPE).toBe("application/problem+json");
});
describe("toProblemDetails", () => {
  test("the spec's Create User example, as RFC 9457 section 3's errors extension", () => {
    const body = constraintViolationsError({
      ticket,
      violations: { email: violation("too_long", { maxLength: 200 }) },
    });
    expect(toProblemDetails(body)).toStrictEqual({
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail: "The request body has constraint violations.",
      code: "message_body_constraint_violations",
      ticket,
      errors: [
        {
          detail: "must be at most 200 characters",
          pointer: "#/email",
          code: "too_long",
          constraintAttributes: { maxLength: "200" },
        },
      ],
    });
  });

  test("nested and indexed keys become JSON Pointers", () => {
    const body = constraintViolationsError({
      ticket,
      violations: {
        "protocol.type": violation("disallowed_enum", { allowedValues: ["OIDC", "SAML"] }),
        "redirectUrls[0]": violation("url_contained_http_scheme"),
        "a[2].b": violation("blank"),
      },
    });
    expect(toProblemDetails(body).errors).toStrictEqual([
      {
        detail: "must be one of OIDC or SAML",
        pointer: "#/protocol/type",
        code: "disallowed_enum",
        constraintAttributes: { allowedValues: "OIDC,SAML" },
      },
      { detail: "must use https, not http", pointer: "#/redirectUrls/0", code: "url_contained_http_scheme" },
      { detail: "must not be blank", pointer: "#/a/2/b", code: "blank" },
    ]);
  });

  test('the whole-body key "" is the pointer #', () => {
    const body = constraintViolationsError({ ticket, violations: { "": violation("not_json_object") } });
    expect(toProblemDetails(body).errors).toStrictEqual([
      { detail: "must be a JSON object", pointer: "#", code: "not_json_object" },
    ]);
  });

  test("a request_constraint_violations key is a parameter, not a pointer", () => {
    const body = constraintViolationsError({
      ticket,
      code: "request_constraint_violations",
      violations: { start_index: violation("less_than", { minValue: 1 }), "x-request-id": violation("blank") },
    });
    expect(toProblemDetails(body).errors).toStrictEqual([
      {
        detail: "must be at least 1",
        parameter: "start_index",
        code: "less_than",
        constraintAttributes: { minValue: "1" },
      },
      { detail: "must not be blank", parameter: "x-request-id", code: "blank" },
    ]);
  });

  test("a base error has no errors member and carries details", () => {
    const body = baseError({
      code: "mfa_challenge_verification_failed",
      message: "Invalid code",
      ticket,
      details: { attemptsRemaining: 2 },
    });
    expect(toProblemDetails(body)).toStrictEqual({
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail: "Invalid code",
      code: "mfa_challenge_verification_failed",
      ticket,
      details: { attemptsRemaining: 2 },
    });
  });

  test("status comes from the table for a known code: user_not_found is 404 Not Found", () => {
    const problem = toProblemDetails(
      baseError({ code: "user_not_found", message: "User [42] could not be found", ticket }),
    );
    expect([problem.status, problem.title]).toStrictEqual([404, "Not Found"]);
  });

  test("status comes from the ApiError", () => {
    const error = new ApiError(baseError({ code: "tenant_locked", message: "m", ticket }), { status: 423 });
    expect(toProblemDetails(error).status).toBe(423);
  });

  test("an explicit status wins over the ApiError's and the table's", () => {
    const error = new ApiError(baseError({ code: "user_not_found", message: "m", ticket }));
    expect(toProblemDetails(error, { status: 410 })).toMatchObject({ status: 410, title: "Gone" });
  });

  test("an unknown code with no status has no status member, and a title made from the code", () => {
    const problem = toProblemDetails(baseError({ code: "tenant_locked", message: "m", ticket }));
    expect(Object.hasOwn(problem, "status")).toBe(false);
    expect(problem.title).toBe("Tenant locked");
  });

  test("a status without a standard phrase gets a title from the code", () => {
    expect(toProblemDetails(baseError({ code: "tenant_locked", message: "m", ticket }), { status: 499 }).title).toBe(
      "Tenant locked",
    );
  });

  test("with typeBase, type is typeBase + code and title comes from the code", () => {
    const options = { typeBase: "https://errors.example.com/" };
    const cases: [ProblemDetails, string, string][] = [
      [
        toProblemDetails(baseError({ code: "user_not_found", message: "m", ticket }), options),
        "user_not_found",
        "User not found",
      ],
      [
        toProblemDetails(
          baseError({
            code: "mfa_challenge_verification_failed",
            message: "m",
            ticket,
            details: { attemptsRemaining: 1 },
          }),
          options,
        ),
        "mfa_challenge_verification_failed",
        "MFA challenge verification failed",
      ],
      [
        toProblemDetails(constraintViolationsError({ ticket, violations: { a: violation("blank") } }), options),
        "message_body_constraint_violations",
        "Request body constraint violations",
      ],
    ];
    for (const [problem, code, title] of cases) {
      expect(problem.type).toBe(`https://errors.example.com/${code}`);
      expect(problem.title).toBe(title);
    }
  });

  test("with typeBase, a code is percent-encoded into the type URI", () => {
    const problem = toProblemDetails(baseError({ code: "a b/c", message: "m", ticket }), { typeBase: "urn:x:" });
    expect(problem.type).toBe("urn:x:a%20b%2Fc");
  });

  test("a code no URI can hold (a lone surrogate) falls back to about:blank", () => {
    const problem = toProblemDetails(baseError({ code: "x\ud800", message: "m", ticket }), { typeBase: "urn:x:" });
    expect(problem.type).toBe("about:blank");
  });

  test("a code of underscores or an empty code gets the title Error", () => {
    expect(toProblemDetails({ type: "base_error", code: "___", message: "m", ticket }).title).toBe("Error");
    expect(toProblemDetails({ type: "base_error", code: "", message: "m", ticket }).title).toBe("Error");
  });

  test("instance is passed through", () => {
    const problem = toProblemDetails(baseError({ code: "user_not_found", message: "m", ticket }), {
      instance: "/api/v1/users/42",
    });
    expect(problem.instance).toBe("/api/v1/users/42");
  });

  test("detail is the body's message, never a sentence of ours", () => {
    const problem = toProblemDetails(
      baseError({ code: "user_not_found", message: "User [42] could not be found", ticket }),
    );
    expect(problem.detail).toBe("User [42] could not be found");
  });

  test("message overrides reach the errors' detail", () => {
    const body = constraintViolationsError({ ticket, violations: { a: violation("blank") } });
    expect(toProblemDetails(body, { messages: { blank: () => "leer" } }).errors?.[0]?.detail).toBe("leer");
  });

  test("an ApiError gives the same document as its body with its status", () => {
    const body = constraintViolationsError({ ticket, violations: { a: violation("blank") } });
    expect(toProblemDetails(new ApiError(body))).toStrictEqual(toProblemDetails(body));
  });

  test("the document is JSON-ready: JSON round trip changes nothing", () => {
    const body = constraintViolationsError({
      ticket,
      violations: { "a.b": violation("too_long", { maxLength: 3 }), "": violation("blank") },
    });
    const problem = toProblemDetails(body);
    expect(JSON.parse(JSON.stringify(problem))).toStrictEqual(problem);
  });
});

describe("toProblemDetails in a locale", () => {
  test("each error's detail is the locale's sentence", () => {
    const error = constraintViolationsError({ violations: { name: violation("blank") } });
    expect(toProblemDetails(error, { locale: de }).errors?.[0]?.detail).toBe("darf nicht leer sein");
  });
});
