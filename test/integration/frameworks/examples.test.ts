import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createExpressApp } from "../../../examples/express/app.js";
import { createFastifyApp } from "../../../examples/fastify/app.js";
import { JSON_CONTENT_TYPE } from "../../../src/index.js";
import { send, startTestServer, type TestServer } from "../../support/e2e.js";
import { closeServer, listen } from "../../support/node.js";

/** A server the e2e helpers can send to (only the reference server's answers are checked against its OpenAPI document). */
type Target = Pick<TestServer, "url" | "contractProblems">;

let reference: TestServer;
let expressApp: Target & { close(): Promise<void> };
let fastifyApp: Target & { close(): Promise<void> };

beforeAll(async () => {
  reference = await startTestServer();
  const server = createExpressApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  expressApp = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    contractProblems: [],
    close: () => closeServer(server),
  };
  const fastify = createFastifyApp();
  const url = await fastify.listen({ port: 0, host: "127.0.0.1" });
  fastifyApp = { url, contractProblems: [], close: () => fastify.close() };
  expect(typeof listen).toBe("function");
});
afterAll(async () => {
  await Promise.all([reference.close(), expressApp.close(), fastifyApp.close()]);
});

/** A reply with its ticket taken out, for comparing two servers. */
async function comparable(target: Target, method: string, path: string, body?: unknown) {
  const reply = await send(target as TestServer, method, path, body);
  const json = reply.json as { ticket?: unknown } | undefined;
  if (json !== undefined && typeof json === "object" && json !== null && "ticket" in json) json.ticket = "(ticket)";
  return { status: reply.status, contentType: reply.headers.get("content-type"), json };
}

const SAME_ANSWERS: readonly (readonly [string, string])[] = [
  ["GET", "/api/v1/users"],
  ["GET", "/api/v1/users?sort_by=familyName:desc&count=5&start_index=3&fields=id,familyName"],
  ["GET", '/api/v1/users?query=givenName sw "a" and emailVerified eq true'],
  ["GET", "/api/v1/users?count=-1&sort_by=shoeSize&start_index=abc"],
  ["GET", "/api/v1/users?query=givenName eq"],
  // A `?` in the query string is data: everything after the first one is the query.
  ["GET", '/api/v1/users?query=email co "?" or givenName sw "a"&count=3'],
];

describe.each([
  ["Express", () => expressApp],
  ["Fastify", () => fastifyApp],
] as const)("the %s example serves the reference server's users list", (_, app) => {
  test.each(SAME_ANSWERS)("%s %s: the same status, content type and body", async (method, path) => {
    const expected = await comparable(reference, method, path);
    expect(expected.contentType).toBe(JSON_CONTENT_TYPE);
    expect(await comparable(app(), method, path)).toStrictEqual(expected);
  });

  test("Get User: a user, and user_not_found as the reference server words it", async () => {
    const users = (await comparable(reference, "GET", "/api/v1/users?count=1")).json as { items: [{ id: string }] };
    const id = users.items[0].id;
    expect(await comparable(app(), "GET", `/api/v1/users/${id}`)).toStrictEqual(
      await comparable(reference, "GET", `/api/v1/users/${id}`),
    );
    expect(await comparable(app(), "GET", "/api/v1/users/nobody")).toStrictEqual(
      await comparable(reference, "GET", "/api/v1/users/nobody"),
    );
  });

  test("Create User: a missing email, a taken one, a body that is not JSON, an unknown route", async () => {
    const missing = await comparable(app(), "POST", "/api/v1/users", { givenName: "X" });
    expect(missing.json).toMatchObject({
      code: "message_body_constraint_violations",
      violations: { email: [{ code: "undefined" }] },
    });
    const users = (await comparable(reference, "GET", "/api/v1/users?count=1&fields=email")).json as {
      items: [{ email: string }];
    };
    const taken = await comparable(app(), "POST", "/api/v1/users", { email: users.items[0].email });
    expect(taken.json).toMatchObject({ violations: { email: [{ code: "not_unique" }] } });
    const created = await comparable(app(), "POST", "/api/v1/users", { email: "new.user@example.com" });
    expect(created.status).toBe(201);
    expect(created.contentType).toBe(JSON_CONTENT_TYPE);
    const notJson = await send(app() as TestServer, "POST", "/api/v1/users", '{"email":', {
      "content-type": "application/json",
    });
    expect(notJson.status).toBe(400);
    expect(notJson.json).toMatchObject({ type: "base_error", code: "invalid_request" });
    const unknown = await comparable(app(), "GET", "/api/v2/nothing");
    expect(unknown).toStrictEqual({
      status: 404,
      contentType: JSON_CONTENT_TYPE,
      json: {
        type: "base_error",
        code: "route_not_found",
        message: "No operation matches [GET /api/v2/nothing]",
        ticket: "(ticket)",
      },
    });
  });
});

test("the Fastify example's Create User schema refuses a status as the reference server does", async () => {
  const body = { email: "status.check@example.com", status: "GONE" };
  const expected = await comparable(reference, "POST", "/api/v1/users", body);
  expect(expected.json).toMatchObject({ violations: { status: [{ code: "disallowed_enum" }] } });
  const answer = await comparable(fastifyApp, "POST", "/api/v1/users", body);
  expect(answer.status).toBe(expected.status);
  expect((answer.json as { violations?: unknown }).violations).toStrictEqual(
    (expected.json as { violations?: unknown }).violations,
  );
});
