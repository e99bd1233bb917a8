import { JSON_CONTENT_TYPE } from "api-error-model";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { baseErrorOf, send, startTestServer, type TestServer, testData, violationsOf } from "../../support/e2e.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(testData());
});
afterAll(() => server.close());

describe("Create Tenant", () => {
  test("a new name answers 201 with the tenant and a new id", async () => {
    const reply = await send(server, "POST", "/api/v1/tenants", { applicationId: "app-a", name: "Initech" });
    expect(reply.status).toBe(201);
    expect(reply.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    const tenant = reply.json as { id: string };
    expect(tenant).toStrictEqual({ id: tenant.id, applicationId: "app-a", name: "Initech" });
  });

  test("a name already used in the same application is not_unique under name", async () => {
    const reply = await send(server, "POST", "/api/v1/tenants", { applicationId: "app-a", name: "Acme" });
    expect(violationsOf(reply)).toStrictEqual({ name: [{ code: "not_unique" }] });
  });

  test("the comparison ignores case and surrounding spaces", async () => {
    const reply = await send(server, "POST", "/api/v1/tenants", { applicationId: "app-a", name: " ACME " });
    expect(violationsOf(reply)).toStrictEqual({ name: [{ code: "not_unique" }] });
  });

  test("the same name in another application is fine", async () => {
    const reply = await send(server, "POST", "/api/v1/tenants", { applicationId: "app-b", name: "Acme" });
    expect(reply.status).toBe(201);
  });

  test("a tenant created before makes its name taken in its application", async () => {
    expect((await send(server, "POST", "/api/v1/tenants", { applicationId: "app-c", name: "Hooli" })).status).toBe(201);
    const again = await send(server, "POST", "/api/v1/tenants", { applicationId: "app-c", name: "hooli" });
    expect(violationsOf(again)).toStrictEqual({ name: [{ code: "not_unique" }] });
  });

  test("an application of the data file's applications list with no tenant yet is known", async () => {
    expect((await send(server, "POST", "/api/v1/tenants", { applicationId: "app-c", name: "Pied Piper" })).status).toBe(
      201,
    );
  });

  test("an unknown application is not_found under applicationId", async () => {
    const reply = await send(server, "POST", "/api/v1/tenants", { applicationId: "app-zzz", name: "Acme" });
    expect(violationsOf(reply)).toStrictEqual({ applicationId: [{ code: "not_found" }] });
  });

  test("missing members are undefined, null members null, blank names blank, all together", async () => {
    expect(violationsOf(await send(server, "POST", "/api/v1/tenants", {}))).toStrictEqual({
      applicationId: [{ code: "undefined" }],
      name: [{ code: "undefined" }],
    });
    expect(
      violationsOf(await send(server, "POST", "/api/v1/tenants", { applicationId: null, name: " " })),
    ).toStrictEqual({
      applicationId: [{ code: "null" }],
      name: [{ code: "blank" }],
    });
  });

  test("a name over 100 characters is too_long", async () => {
    const reply = await send(server, "POST", "/api/v1/tenants", { applicationId: "app-a", name: "n".repeat(101) });
    expect(violationsOf(reply)).toStrictEqual({
      name: [{ code: "too_long", constraintAttributes: { maxLength: "100" } }],
    });
  });
});

describe("Create Identity Provider", () => {
  test("a valid body answers 201 with the provider and a new id", async () => {
    const reply = await send(server, "POST", "/api/v1/identity-providers", {
      name: "Corp SSO",
      protocol: { type: "SAML" },
    });
    expect(reply.status).toBe(201);
    const provider = reply.json as { id: string };
    expect(provider).toStrictEqual({ id: provider.id, name: "Corp SSO", protocol: { type: "SAML" } });
  });

  test.each([
    ["an unknown type", { type: "LDAP" }],
    ["a lower-case type", { type: "oidc" }],
    ["an empty type", { type: "" }],
    ["a type that is not a string", { type: 1 }],
  ])("%s is disallowed_enum under the key protocol.type", async (_name, protocol) => {
    const reply = await send(server, "POST", "/api/v1/identity-providers", { name: "x", protocol });
    expect(violationsOf(reply)).toStrictEqual({
      "protocol.type": [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "OIDC,SAML" } }],
    });
  });

  test("a missing type, or a missing protocol, is undefined under protocol.type", async () => {
    for (const body of [{ name: "x", protocol: {} }, { name: "x" }]) {
      const reply = await send(server, "POST", "/api/v1/identity-providers", body);
      expect(violationsOf(reply)).toStrictEqual({ "protocol.type": [{ code: "undefined" }] });
    }
  });

  test("a null type is null under protocol.type", async () => {
    const reply = await send(server, "POST", "/api/v1/identity-providers", { name: "x", protocol: { type: null } });
    expect(violationsOf(reply)).toStrictEqual({ "protocol.type": [{ code: "null" }] });
  });

  test("a null protocol is null under protocol; a protocol that is not an object is not_json_object", async () => {
    const nulled = await send(server, "POST", "/api/v1/identity-providers", { name: "x", protocol: null });
    expect(violationsOf(nulled)).toStrictEqual({ protocol: [{ code: "null" }] });
    for (const protocol of ["OIDC", ["OIDC"], 3]) {
      const reply = await send(server, "POST", "/api/v1/identity-providers", { name: "x", protocol });
      expect(violationsOf(reply)).toStrictEqual({ protocol: [{ code: "not_json_object" }] });
    }
  });

  test("name and protocol.type problems come together", async () => {
    const reply = await send(server, "POST", "/api/v1/identity-providers", { protocol: { type: "X" } });
    expect(violationsOf(reply)).toStrictEqual({
      name: [{ code: "undefined" }],
      "protocol.type": [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "OIDC,SAML" } }],
    });
  });
});

describe("Verify MFA Challenge", () => {
  const verify = (id: string, body: unknown) => send(server, "POST", `/api/v1/mfa-challenges/${id}/verify`, body);

  test("wrong codes answer 400 mfa_challenge_verification_failed with attemptsRemaining counting down to 0", async () => {
    const seen: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const body = baseErrorOf(await verify("m1", { code: "000000" }), 400);
      expect(body.code).toBe("mfa_challenge_verification_failed");
      seen.push(body.details);
    }
    expect(seen).toStrictEqual([
      { attemptsRemaining: 2 },
      { attemptsRemaining: 1 },
      { attemptsRemaining: 0 },
      { attemptsRemaining: 0 },
    ]);
  });

  test("once no attempts remain, even the right code fails with attemptsRemaining 0", async () => {
    const body = baseErrorOf(await verify("m1", { code: "123456" }), 400);
    expect(body).toStrictEqual({
      type: "base_error",
      code: "mfa_challenge_verification_failed",
      message: "No attempts remain for this challenge",
      details: { attemptsRemaining: 0 },
    });
    expect(baseErrorOf(await verify("m3", { code: "111111" }), 400).details).toStrictEqual({ attemptsRemaining: 0 });
  });

  test("the right code answers 200 { verified: true } and costs no attempt", async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await verify("m2", { code: "654321" });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
      expect(reply.json).toStrictEqual({ verified: true });
    }
  });

  test("a code sent as an integer is compared by its digits", async () => {
    const server2 = await startTestServer(testData());
    try {
      const reply = await send(server2, "POST", "/api/v1/mfa-challenges/m1/verify", { code: 123456 });
      expect(reply.json).toStrictEqual({ verified: true });
    } finally {
      await server2.close();
    }
  });

  test("an unknown challenge answers 404 mfa_challenge_not_found, before the body is read", async () => {
    for (const body of [{ code: "1" }, "not json"]) {
      expect(baseErrorOf(await verify("nope", body), 404)).toStrictEqual({
        type: "base_error",
        code: "mfa_challenge_not_found",
        message: "MFA challenge [nope] could not be found",
      });
    }
  });

  test("a body without a usable code is a constraint violation under code and costs no attempt", async () => {
    const server2 = await startTestServer(testData());
    try {
      const cases: [unknown, string][] = [
        [{}, "undefined"],
        [{ code: null }, "null"],
        [{ code: " " }, "blank"],
        [{ code: true }, "invalid_verification_code"],
        [{ code: 1.5 }, "invalid_verification_code"],
        [{ code: ["123456"] }, "invalid_verification_code"],
      ];
      for (const [body, code] of cases) {
        expect(violationsOf(await send(server2, "POST", "/api/v1/mfa-challenges/m2/verify", body))).toStrictEqual({
          code: [{ code }],
        });
      }
      const last = baseErrorOf(await send(server2, "POST", "/api/v1/mfa-challenges/m2/verify", { code: "x" }), 400);
      expect(last.details).toStrictEqual({ attemptsRemaining: 0 });
    } finally {
      await server2.close();
    }
  });
});

describe("state", () => {
  test("each app has its own copy of the data: changes in one are not seen by another", async () => {
    const other = await startTestServer(testData());
    try {
      expect((await send(other, "POST", "/api/v1/users", { email: "private@example.com" })).status).toBe(201);
      expect((await send(server, "POST", "/api/v1/users", { email: "private@example.com" })).status).toBe(201);
    } finally {
      await other.close();
    }
  });
});
