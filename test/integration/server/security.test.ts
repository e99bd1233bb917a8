import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type AppOptions, createApp } from "../../../examples/reference-server/app.js";
import { BODY_LIMIT_BYTES } from "../../../examples/reference-server/http-errors.js";
import { JSON_CONTENT_TYPE, parseErrorBody } from "../../../src/index.js";
import { anyString, expectPrototypesUnchanged, hostileJson, json, runs } from "../../support/fuzz.js";

// The reference server driven in-process (`app.request`), with hostile requests: every
// answer is a 2xx or a 4xx with a valid error body (never a 5xx), and the server keeps
// serving. test/integration/server/http.test.ts covers the same over real HTTP for a few cases.

type App = ReturnType<typeof createApp>;

function newApp(options: AppOptions = {}): { app: App; unexpected: unknown[] } {
  const unexpected: unknown[] = [];
  const app = createApp(undefined, { onUnexpected: (thrown) => unexpected.push(thrown), ...options });
  return { app, unexpected };
}

async function send(app: App, method: string, path: string, body?: string): Promise<{ status: number; text: string }> {
  const init: RequestInit = { method, headers: { "content-type": "application/json" } };
  if (body !== undefined) init.body = body;
  const response = await app.request(path, init);
  if (response.status >= 400) expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
  return { status: response.status, text: await response.text() };
}

/** A 4xx with an error body the strict parser accepts, or a success. */
function expectAnswered(reply: { status: number; text: string }): void {
  expect(reply.status).toBeLessThan(500);
  if (reply.status >= 400) expect(parseErrorBody(JSON.parse(reply.text), { strict: false }).ok).toBe(true);
}

async function expectStillServing(app: App): Promise<void> {
  const reply = await send(app, "GET", "/api/v1/users?count=1");
  expect(reply.status).toBe(200);
  expect(JSON.parse(reply.text).itemsPerPage).toBe(1);
}

const POSTS = [
  "/api/v1/users",
  "/api/v1/tenants",
  "/api/v1/identity-providers",
  "/api/v1/mfa-challenges/mfa-004/verify",
];

describe("the reference server under hostile bodies", () => {
  test("any JSON text with hostile keys, posted to any operation, is answered 2xx or 4xx with a valid body", async () => {
    const { app, unexpected } = newApp();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POSTS),
        fc.oneof(
          hostileJson.map((v) => JSON.stringify(v)),
          anyString,
        ),
        async (path, body) => {
          expectAnswered(await send(app, "POST", path, body));
        },
      ),
      { numRuns: runs(150) },
    );
    expect(unexpected).toStrictEqual([]);
    await expectStillServing(app);
  });

  test("__proto__, constructor and prototype members in a body are data: no prototype changes, no privilege", async () => {
    const { app } = newApp();
    await expectPrototypesUnchanged(async () => {
      const body =
        '{"email":"eve@example.com","__proto__":{"id":"admin","status":"ACTIVE","polluted":true},' +
        '"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true}}';
      const reply = await send(app, "POST", "/api/v1/users", body);
      expectAnswered(reply);
      if (reply.status === 201) expect(JSON.parse(reply.text).id).not.toBe("admin");
      expectAnswered(
        await send(app, "POST", "/api/v1/tenants", '{"__proto__":{"applicationId":"app-console","name":"Acme"}}'),
      );
      expectAnswered(
        await send(app, "POST", "/api/v1/identity-providers", '{"name":"x","protocol":{"__proto__":{"type":"oidc"}}}'),
      );
      expectAnswered(
        await send(app, "POST", "/api/v1/mfa-challenges/mfa-001/verify", '{"__proto__":{"code":"123456"}}'),
      );
    });
    await expectStillServing(app);
  });

  test("JSON nested 10^5 deep, 10^5 members and 10^5 array elements are answered 4xx", async () => {
    const { app } = newApp();
    for (const body of [
      `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
      `{"email":${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}}`,
      `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":${i}`).join(",")}}`,
      `{"email":[${"1,".repeat(100_000)}1]}`,
    ]) {
      expectAnswered(await send(app, "POST", "/api/v1/users", body));
    }
    await expectStillServing(app);
  });

  test("lone surrogates and 1 MB strings in a body are answered 4xx", async () => {
    const { app } = newApp();
    expectAnswered(await send(app, "POST", "/api/v1/users", '{"email":"\\ud800@example.com","username":"\\udfff"}'));
    expectAnswered(await send(app, "POST", "/api/v1/users", JSON.stringify({ email: "a".repeat(1 << 20) })));
    expectAnswered(
      await send(
        app,
        "POST",
        "/api/v1/tenants",
        JSON.stringify({ applicationId: "x".repeat(1 << 20), name: "\ud800" }),
      ),
    );
    await expectStillServing(app);
  });

  test(`the body limit: ${BODY_LIMIT_BYTES} bytes by default; one byte more is 413 payload_too_large`, async () => {
    expect(BODY_LIMIT_BYTES).toBe(4 * 1024 * 1024);
    const { app } = newApp({ maxBodyBytes: 1000 });
    const fits = await send(app, "POST", "/api/v1/users", JSON.stringify({ email: "a".repeat(1000 - 12) }));
    expect(fits.status).not.toBe(413);
    const over = await send(app, "POST", "/api/v1/users", JSON.stringify({ email: "a".repeat(1000 - 11) }));
    expect(over.status).toBe(413);
    expect(JSON.parse(over.text).code).toBe("payload_too_large");
    await expectStillServing(app);
  });

  test("a 5 MB body is 413 with the default limit", async () => {
    const { app } = newApp();
    const reply = await send(app, "POST", "/api/v1/users", JSON.stringify({ email: "a".repeat(5 * 1024 * 1024) }));
    expect(reply.status).toBe(413);
    expectAnswered(reply);
    await expectStillServing(app);
  });
});

describe("the reference server under hostile query strings", () => {
  const queryValue = fc.oneof(
    anyString,
    fc.constantFrom(
      "1",
      "-1",
      "0",
      "1e3",
      "9".repeat(400),
      "%",
      "%E0%A4%A",
      "username:desc,,",
      "__proto__",
      'status eq "ACTIVE"',
    ),
  );
  const queryName = fc.oneof(
    fc.constantFrom("start_index", "count", "sort_by", "fields", "query", "__proto__", "constructor"),
    anyString,
  );

  test("any list-query string is answered 200 or 400 with a valid body", async () => {
    const { app, unexpected } = newApp();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(queryName, queryValue), { maxLength: 6 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const reply = await send(app, "GET", `/api/v1/users?${query}`);
        expect([200, 400]).toContain(reply.status);
        expectAnswered(reply);
      }),
      { numRuns: runs(150) },
    );
    expect(unexpected).toStrictEqual([]);
    await expectStillServing(app);
  });

  test("a 300 KB filter, 10^4 nested groups and raw % escapes are answered 400", async () => {
    const { app } = newApp();
    for (const query of [
      `query=${encodeURIComponent(`username eq "${"x".repeat(300_000)}"`)}`,
      `query=${encodeURIComponent(`${"(".repeat(10_000)}username pr${")".repeat(10_000)}`)}`,
      `query=%&count=%ZZ&sort_by=%E0%A4%A`,
      `${"count=1&".repeat(10_000)}`,
    ]) {
      const reply = await send(app, "GET", `/api/v1/users?${query}`);
      expect(reply.status).toBe(400);
      expectAnswered(reply);
    }
    await expectStillServing(app);
  });

  test("odd paths and ids are answered 404 or 405 with a valid body", async () => {
    const { app } = newApp();
    for (const path of [
      "/api/v1/users/__proto__",
      "/api/v1/users/constructor",
      "/api/v1/users/%00",
      "/api/v1/users/%E0%A4%A",
      `/api/v1/users/${"a".repeat(100_000)}`,
      "/api/v1/mfa-challenges/__proto__/verify",
      "/__proto__",
    ]) {
      const reply = await send(app, "GET", path);
      expect([404, 405]).toContain(reply.status);
      expectAnswered(reply);
    }
    expectAnswered(await send(app, "POST", "/api/v1/mfa-challenges/__proto__/verify", '{"code":"1"}'));
    await expectStillServing(app);
  });
});

describe("the reference server's error boundary", () => {
  test("an unexpected failure inside a handler is the safe 500, logged under the client's ticket", async () => {
    const { app, unexpected } = newApp({
      newId: () => {
        throw new Error("s3cr3t database password");
      },
    });
    const reply = await send(app, "POST", "/api/v1/users", JSON.stringify({ email: "new.user@example.com" }));
    expect(reply.status).toBe(500);
    expect(reply.text).not.toContain("s3cr3t");
    expect(JSON.parse(reply.text).message).toBe("An unexpected error occurred.");
    expect(unexpected).toHaveLength(1);
    await expectStillServing(app);
  });

  test("a route added to the returned app is served, and an Error it throws is the safe 500", async () => {
    const { app, unexpected } = newApp();
    app.get("/health", (c) => c.text("ok"));
    app.get("/boom", () => {
      throw new Error("s3cr3t");
    });
    expect(await (await app.request("/health")).text()).toBe("ok");
    const reply = await send(app, "GET", "/boom");
    expect(reply.status).toBe(500);
    expect(reply.text).not.toContain("s3cr3t");
    expect(unexpected).toHaveLength(1);
    expect((await send(app, "POST", "/health")).status).toBe(405);
  });

  test("a JSON body built to look like an ApiError is only data", async () => {
    const { app } = newApp();
    const body = json(
      '{"email":"x","status":500,"expose":true,"body":{"type":"base_error","code":"x","message":"m","ticket":"t"}}',
    );
    expectAnswered(await send(app, "POST", "/api/v1/users", JSON.stringify(body)));
  });
});
