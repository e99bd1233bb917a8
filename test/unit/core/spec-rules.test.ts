// Every rule of the spec's Errors section (and the facts of other sections that
// name an error), each as its own test, through a small server built on the
// public API: handlers throw, one boundary answers with toResponse.
import { describe, expect, test } from "vitest";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  type ErrorBody,
  errorFromResponse,
  formatPath,
  hasViolation,
  isBaseError,
  isConstraintViolationsError,
  JSON_CONTENT_TYPE,
  parseErrorBody,
  toResponse,
  violation,
  violations,
} from "../../../src/index.js";

// ---- a tiny service: the handlers of the operations the spec names ----

const USERS = new Map([["u1", { id: "u1", email: "ada@example.com" }]]);
const TENANTS = [{ applicationId: "app1", name: "acme" }];
const MFA_CHALLENGES = new Map([["c1", { code: "123456", attemptsRemaining: 3 }]]);

/** The single error boundary: whatever a handler throws becomes the response. */
function handle(run: () => unknown, status = 200): Response {
  try {
    return new Response(JSON.stringify(run()), { status, headers: { "content-type": JSON_CONTENT_TYPE } });
  } catch (thrown) {
    return toResponse(thrown);
  }
}

function getUser(id: string): Response {
  return handle(() => {
    const user = USERS.get(id);
    if (user === undefined) {
      throw new ApiError(baseError({ code: "user_not_found", message: `User [${id}] could not be found` }));
    }
    return user;
  });
}

function createUser(input: { email?: unknown }): Response {
  return handle(() => {
    const found = violations();
    const email = input.email;
    if (email === undefined) found.add("email", violation("undefined"));
    else if (typeof email !== "string") found.add("email", violation("invalid_email"));
    else if (email.length > 200) found.add("email", violation("too_long", { maxLength: 200 }));
    found.throwIfAny();
    return { id: "u2", email };
  }, 201);
}

function createTenant(input: { applicationId: string; name: string }): Response {
  return handle(() => {
    const taken = TENANTS.some((t) => t.applicationId === input.applicationId && t.name === input.name);
    if (taken) throw new ApiError(constraintViolationsError({ violations: { name: violation("not_unique") } }));
    return input;
  }, 201);
}

function createIdentityProvider(input: { name: string; protocol: { type: unknown } }): Response {
  return handle(() => {
    const found = violations();
    if (input.protocol.type !== "OIDC" && input.protocol.type !== "SAML") {
      found.add(["protocol", "type"], violation("disallowed_enum", { allowedValues: ["OIDC", "SAML"] }));
    }
    found.throwIfAny();
    return input;
  }, 201);
}

function verifyMfaChallenge(id: string, code: string): Response {
  return handle(() => {
    const challenge = MFA_CHALLENGES.get(id);
    if (challenge === undefined) throw new ApiError(baseError({ code: "not_found", message: "m" }), { status: 404 });
    if (code !== challenge.code) {
      challenge.attemptsRemaining--;
      throw new ApiError(
        baseError({
          code: "mfa_challenge_verification_failed",
          message: "The code is not valid.",
          details: { attemptsRemaining: challenge.attemptsRemaining },
        }),
      );
    }
    return { verified: true };
  });
}

function queryUsers(query: URLSearchParams, headers: Headers): Response {
  return handle(() => {
    const found = violations();
    const startIndex = query.get("start_index");
    if (startIndex !== null && Number(startIndex) < 1)
      found.add("start_index", violation("less_than", { minValue: 1 }));
    if (headers.get("accept") !== "application/json") {
      found.add("accept", violation("disallowed_enum", { allowedValues: ["application/json"] }));
    }
    found.throwIfAny({ code: "request_constraint_violations" });
    return { totalResults: 0, startIndex: 1, itemsPerPage: 50, items: [] };
  });
}

async function bodyOf(response: Response): Promise<ErrorBody> {
  const result = parseErrorBody(await response.json(), { strict: true });
  if (!result.ok) throw new Error(`not an error body: ${JSON.stringify(result.issues)}`);
  return result.value;
}

describe("spec: Errors", () => {
  test("a failed call returns a 4xx status for a problem with the request", async () => {
    for (const response of [getUser("nope"), createUser({ email: "a".repeat(201) }), verifyMfaChallenge("c1", "0")]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  test("a failed call returns a 5xx status for an error on the server side", () => {
    const response = handle(() => {
      throw new Error("database unreachable");
    });
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.status).toBeLessThan(600);
  });

  test("no status outside 4xx and 5xx can be given to an error", () => {
    for (const status of [200, 302, 399, 600]) {
      expect(() => new ApiError(baseError({ code: "x", message: "m" }), { status })).toThrow(RangeError);
    }
  });

  test("the body is a JSON object with content type application/json;charset=UTF-8, for both types and the 500", async () => {
    const responses = [
      getUser("nope"),
      createUser({ email: "a".repeat(201) }),
      handle(() => {
        throw new Error("x");
      }),
    ];
    for (const response of responses) {
      expect(response.headers.get("content-type")).toBe("application/json;charset=UTF-8");
      const body: unknown = await response.json();
      expect(typeof body === "object" && body !== null && !Array.isArray(body)).toBe(true);
    }
  });

  test("the body is one of two types, told apart by the field type", async () => {
    const base = await bodyOf(getUser("nope"));
    const violationsBody = await bodyOf(createUser({ email: "a".repeat(201) }));
    expect(base.type).toBe("base_error");
    expect(violationsBody.type).toBe("constraint_violations_error");
    expect([isBaseError(base), isConstraintViolationsError(base)]).toStrictEqual([true, false]);
    expect([isBaseError(violationsBody), isConstraintViolationsError(violationsBody)]).toStrictEqual([false, true]);
    expect(parseErrorBody({ ...base, type: "other_error" }).ok).toBe(false);
  });
});

describe("spec: Base error", () => {
  test("may be returned with 4xx", () => {
    expect(getUser("nope").status).toBe(404);
  });

  test("may be returned with 5xx", async () => {
    const body = baseError({ code: "service_unavailable", message: "Try later." });
    const response = toResponse(new ApiError(body, { status: 503, expose: true }));
    expect(response.status).toBe(503);
    expect((await bodyOf(response)).type).toBe("base_error");
  });

  test("type is always base_error", () => {
    expect(baseError({ code: "anything", message: "m" }).type).toBe("base_error");
  });

  test("type, code, message and ticket are required strings", () => {
    const body = baseError({ code: "user_not_found", message: "m" });
    for (const member of ["type", "code", "message", "ticket"] as const) {
      expect(typeof body[member]).toBe("string");
      const { [member]: _, ...without } = body;
      expect(parseErrorBody(without).ok).toBe(false);
      expect(parseErrorBody({ ...body, [member]: 1 }).ok).toBe(false);
    }
  });

  test("details is an optional map of string keys", () => {
    expect(parseErrorBody(baseError({ code: "x", message: "m" })).ok).toBe(true);
    expect(parseErrorBody(baseError({ code: "x", message: "m", details: { anyKey: { a: 1 } } })).ok).toBe(true);
    expect(parseErrorBody({ ...baseError({ code: "x", message: "m" }), details: "text" }).ok).toBe(false);
  });

  test("Get User with an identifier that matches no user: 404, user_not_found, no details member", async () => {
    const response = getUser("u404");
    expect(response.status).toBe(404);
    const body = await bodyOf(response);
    expect(body.code).toBe("user_not_found");
    expect(body.type).toBe("base_error");
    expect(body.message).toBe("User [u404] could not be found");
    expect(Object.hasOwn(body, "details")).toBe(false);
  });

  test("Verify MFA Challenge with an invalid code: 400, mfa_challenge_verification_failed, integer attemptsRemaining", async () => {
    MFA_CHALLENGES.set("c3", { code: "123456", attemptsRemaining: 3 });
    const response = verifyMfaChallenge("c3", "000000");
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.code).toBe("mfa_challenge_verification_failed");
    const attemptsRemaining = body.details?.["attemptsRemaining"];
    expect(typeof attemptsRemaining).toBe("number");
    expect(Number.isInteger(attemptsRemaining)).toBe(true);
    expect(attemptsRemaining).toBe(2);
  });

  test("attemptsRemaining counts the attempts left", async () => {
    MFA_CHALLENGES.set("c2", { code: "1", attemptsRemaining: 2 });
    expect((await bodyOf(verifyMfaChallenge("c2", "x"))).details).toStrictEqual({ attemptsRemaining: 1 });
    expect((await bodyOf(verifyMfaChallenge("c2", "x"))).details).toStrictEqual({ attemptsRemaining: 0 });
    expect(verifyMfaChallenge("c2", "1").status).toBe(200);
  });

  test("the status of a code other than the two known ones is not shown: it must be given", () => {
    expect(() => new ApiError(baseError({ code: "quota_exceeded", message: "m" }) as never)).toThrow(TypeError);
  });
});

describe("spec: Constraint violations error", () => {
  test("has all fields of the base error, type constraint_violations_error, plus violations", async () => {
    const body = await bodyOf(createUser({ email: "a".repeat(201) }));
    expect(Object.keys(body).sort()).toStrictEqual(["code", "message", "ticket", "type", "violations"]);
    expect(body.type).toBe("constraint_violations_error");
  });

  test("code is message_body_constraint_violations when the violations concern body fields", async () => {
    expect((await bodyOf(createUser({ email: 1 }))).code).toBe("message_body_constraint_violations");
  });

  test("code is request_constraint_violations for query parameters and headers", async () => {
    const response = queryUsers(new URLSearchParams("start_index=0"), new Headers({ Accept: "text/html" }));
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.code).toBe("request_constraint_violations");
    expect(body.type === "constraint_violations_error" && body.violations).toStrictEqual({
      start_index: [{ code: "less_than", constraintAttributes: { minValue: "1" } }],
      accept: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "application/json" } }],
    });
  });

  test("a path parameter is reported under its template name with request_constraint_violations", () => {
    const body = constraintViolationsError({
      code: "request_constraint_violations",
      violations: { id: violation("invalid_token") },
    });
    expect(hasViolation(body, "id", "invalid_token")).toBe(true);
    expect(body.code).toBe("request_constraint_violations");
  });

  test("violations is keyed by the path of the offending part of the request", async () => {
    const body = await bodyOf(createUser({ email: "a".repeat(201) }));
    expect(body.type === "constraint_violations_error" && Object.keys(body.violations)).toStrictEqual(["email"]);
  });

  test("a nested field is reported under its full path with periods: protocol.type", async () => {
    expect(formatPath(["protocol", "type"])).toBe("protocol.type");
    const response = createIdentityProvider({ name: "corp", protocol: { type: "LDAP" } });
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.type === "constraint_violations_error" && body.violations).toStrictEqual({
      "protocol.type": [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "OIDC,SAML" } }],
    });
    expect(hasViolation(body, "protocol.type", "disallowed_enum")).toBe(true);
    expect(hasViolation(body, "protocol")).toBe(false);
  });

  test("each violation detail has a string code, and constraintAttributes maps names to strings", async () => {
    const body = await bodyOf(createUser({ email: "a".repeat(201) }));
    const detail = body.type === "constraint_violations_error" ? body.violations["email"]?.[0] : undefined;
    expect(typeof detail?.code).toBe("string");
    for (const value of Object.values(detail?.constraintAttributes ?? {})) expect(typeof value).toBe("string");
  });

  test("constraintAttributes may be absent when the code has no metadata", async () => {
    const body = await bodyOf(createUser({ email: 1 }));
    expect(body.type === "constraint_violations_error" && body.violations["email"]).toStrictEqual([
      { code: "invalid_email" },
    ]);
  });

  test("attribute values that are not strings are not a valid body", () => {
    const body = JSON.parse(
      '{"type":"constraint_violations_error","code":"message_body_constraint_violations","message":"m","ticket":"t",' +
        '"violations":{"email":[{"code":"too_long","constraintAttributes":{"maxLength":200}}]}}',
    );
    expect(parseErrorBody(body).ok).toBe(false);
  });
});

describe("spec rule: Create User with an email longer than 200 characters", () => {
  test('an email of 201 characters: 400, constraint_violations_error, message_body_constraint_violations, one too_long detail under email with maxLength "200"', async () => {
    const response = createUser({ email: `${"a".repeat(189)}@example.com` });
    expect(`${"a".repeat(189)}@example.com`).toHaveLength(201);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/json;charset=UTF-8");
    const body = await bodyOf(response);
    expect(body.type).toBe("constraint_violations_error");
    expect(body.code).toBe("message_body_constraint_violations");
    if (body.type !== "constraint_violations_error") return;
    expect(Object.keys(body.violations)).toStrictEqual(["email"]);
    expect(body.violations["email"]).toHaveLength(1);
    expect(body.violations["email"]?.[0]).toStrictEqual({
      code: "too_long",
      constraintAttributes: { maxLength: "200" },
    });
    expect(body.violations["email"]?.[0]?.constraintAttributes?.maxLength).toBe("200");
  });

  test("an email of exactly 200 characters is accepted (spec Limits: maximum length 200)", () => {
    expect(createUser({ email: "a".repeat(200) }).status).toBe(201);
  });

  test('the client reads the same error: errorFromResponse, then hasViolation(e, "email", "too_long")', async () => {
    const error = await errorFromResponse(createUser({ email: "a".repeat(201) }));
    expect(hasViolation(error, "email", "too_long")).toBe(true);
    expect(isConstraintViolationsError(error) && error.violations["email"]?.[0]?.constraintAttributes).toStrictEqual({
      maxLength: "200",
    });
  });
});

describe("spec: Resources", () => {
  test("a duplicate tenant name in the same application yields not_unique under name", async () => {
    const response = createTenant({ applicationId: "app1", name: "acme" });
    expect(response.status).toBe(400);
    const body = await bodyOf(response);
    expect(body.code).toBe("message_body_constraint_violations");
    expect(body.type === "constraint_violations_error" && body.violations).toStrictEqual({
      name: [{ code: "not_unique" }],
    });
  });

  test("the same tenant name in another application is fine", () => {
    expect(createTenant({ applicationId: "app2", name: "acme" }).status).toBe(201);
  });
});
