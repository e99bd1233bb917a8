import { Validator } from "@seriousme/openapi-schema-validator";
import { JSON_CONTENT_TYPE } from "api-error-model";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { OPENAPI_DOCUMENT } from "../../../examples/reference-server/operations.js";
import { responseChecker } from "../../support/contract-responses.js";
import { send, startTestServer, type TestServer, testData } from "../../support/e2e.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(testData());
});
afterAll(() => server.close());

describe("GET /openapi.json", () => {
  test("serves the document made from the operations", async () => {
    const reply = await send(server, "GET", "/openapi.json");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    expect(reply.json).toStrictEqual(JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)));
  });

  test("is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)", async () => {
    const reply = await send(server, "GET", "/openapi.json");
    const result = await new Validator().validate(reply.json as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect((reply.json as { openapi: string }).openapi).toBe("3.1.0");
  });

  test("describes every operation of the server, by method and path", () => {
    const paths = OPENAPI_DOCUMENT["paths"] as { [path: string]: { [method: string]: { operationId: string } } };
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    expect(operations.sort()).toStrictEqual([
      "GET /api/v1/users queryApplicationUsers",
      "GET /api/v1/users/{id} getUser",
      "GET /openapi.json getOpenApiDocument",
      "HEAD /api/v1/users queryApplicationUsersHead",
      "HEAD /api/v1/users/{id} getUserHead",
      "HEAD /openapi.json getOpenApiDocumentHead",
      "POST /api/v1/identity-providers createIdentityProvider",
      "POST /api/v1/mfa-challenges/{id}/verify verifyMfaChallenge",
      "POST /api/v1/tenants createTenant",
      "POST /api/v1/users createUser",
    ]);
  });
});

describe("the response checker of the end-to-end suite", () => {
  const check = responseChecker(OPENAPI_DOCUMENT);
  const reply = (method: string, path: string, status: number, body: unknown) => ({
    method,
    url: `http://127.0.0.1${path}`,
    status,
    contentType: JSON_CONTENT_TYPE,
    text: body === undefined ? "" : JSON.stringify(body),
  });
  const ticket = "0b6c9f0e-4c1e-4a5b-9d3e-2f1a7c8b9d0e";
  const violations = (violations: object) => ({
    type: "constraint_violations_error",
    code: "message_body_constraint_violations",
    message: "m",
    ticket,
    violations,
  });

  test("accepts a response the document describes", () => {
    expect(
      check(
        reply(
          "POST",
          "/api/v1/users",
          400,
          violations({ email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }] }),
        ),
      ),
    ).toStrictEqual([]);
    expect(
      check(reply("GET", "/api/v1/users/x", 404, { type: "base_error", code: "user_not_found", message: "m", ticket })),
    ).toStrictEqual([]);
    expect(
      check(
        reply("GET", "/nowhere", 404, {
          type: "base_error",
          code: "route_not_found",
          message: "m",
          ticket,
          details: { method: "GET", path: "/nowhere" },
        }),
      ),
    ).toStrictEqual([]);
    expect(check(reply("HEAD", "/api/v1/users/x", 200, undefined))).toStrictEqual([]);
  });

  test.each([
    [
      "a status the operation does not declare",
      reply("GET", "/api/v1/users/x", 409, { type: "base_error", code: "user_not_found", message: "m", ticket }),
    ],
    [
      "a base code the operation does not declare",
      reply("GET", "/api/v1/users/x", 404, { type: "base_error", code: "tenant_not_found", message: "m", ticket }),
    ],
    ["an undeclared violation key", reply("POST", "/api/v1/users", 400, violations({ emial: [{ code: "blank" }] }))],
    [
      "an undeclared violation code at a key",
      reply("POST", "/api/v1/users", 400, violations({ email: [{ code: "too_short" }] })),
    ],
    [
      "an attribute the code does not carry",
      reply(
        "POST",
        "/api/v1/users",
        400,
        violations({ email: [{ code: "too_long", constraintAttributes: { minLength: "1" } }] }),
      ),
    ],
    [
      "details of the wrong type",
      reply("POST", "/api/v1/mfa-challenges/m1/verify", 400, {
        type: "base_error",
        code: "mfa_challenge_verification_failed",
        message: "m",
        ticket,
        details: { attemptsRemaining: "2" },
      }),
    ],
    [
      "request violations on an operation without any",
      reply("POST", "/api/v1/tenants", 400, {
        ...violations({ name: [{ code: "blank" }] }),
        code: "request_constraint_violations",
      }),
    ],
    ["a success body of the wrong shape", reply("GET", "/api/v1/users/u1", 200, { username: "no id" })],
    [
      "an unknown route answered with something else than 404",
      reply("GET", "/nowhere", 500, { type: "base_error", code: "internal_error", message: "m", ticket }),
    ],
    [
      "a known path with an unknown method answered with 404",
      reply("DELETE", "/api/v1/users", 404, { type: "base_error", code: "route_not_found", message: "m", ticket }),
    ],
    ["a body that is not JSON", { ...reply("GET", "/api/v1/users/u1", 200, undefined), text: "<html>" }],
  ])("rejects %s", (_name, response) => {
    expect(check(response)).not.toStrictEqual([]);
  });
});
