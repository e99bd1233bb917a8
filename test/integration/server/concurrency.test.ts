/**
 * Races over real HTTP: the database decides who wins, never a check made
 * before it. Runs on embedded PostgreSQL, and on a real server in the
 * e2e-postgres project (where requests run on concurrent connections).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isApiError } from "../../../src/index.js";
import {
  baseErrorOf,
  send,
  startTestServer,
  type TestServer,
  testData,
  testStore,
  violationsOf,
} from "../../support/e2e.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(testData());
}, 60_000);
afterAll(() => server.close());

function statuses(replies: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of replies) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe("concurrent requests", () => {
  test("20 Create User with one new email: one 201, nineteen 400 not_unique under email, no 500", async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(server, "POST", "/api/v1/users", { email: "Race@Example.com", givenName: `Racer ${index}` }),
      ),
    );
    expect(statuses(replies)).toStrictEqual({ 201: 1, 400: 19 });
    for (const reply of replies.filter((r) => r.status === 400)) {
      expect(violationsOf(reply)).toStrictEqual({ email: [{ code: "not_unique" }] });
    }
    const created = replies.find((r) => r.status === 201)?.json as { id: string };
    const listed = await send(
      server,
      "GET",
      `/api/v1/users?query=${encodeURIComponent('email eq "race@example.com"')}`,
    );
    expect((listed.json as { totalResults: number }).totalResults).toBe(1);
    expect((await send(server, "GET", `/api/v1/users/${created.id}`)).status).toBe(200);
    expect(server.unexpected).toStrictEqual([]);
  });

  test("20 Create User with one new username (different emails): one 201, nineteen not_unique under username", async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(server, "POST", "/api/v1/users", { email: `racer${index}@example.com`, username: "racer" }),
      ),
    );
    expect(statuses(replies)).toStrictEqual({ 201: 1, 400: 19 });
    for (const reply of replies.filter((r) => r.status === 400)) {
      expect(violationsOf(reply)).toStrictEqual({ username: [{ code: "not_unique" }] });
    }
    expect(server.unexpected).toStrictEqual([]);
  });

  test("20 Create Tenant with one new name in one application: one 201, nineteen not_unique under name", async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(server, "POST", "/api/v1/tenants", {
          applicationId: "app-c",
          name: index % 2 === 0 ? "Initech" : " initech ",
        }),
      ),
    );
    expect(statuses(replies)).toStrictEqual({ 201: 1, 400: 19 });
    for (const reply of replies.filter((r) => r.status === 400)) {
      expect(violationsOf(reply)).toStrictEqual({ name: [{ code: "not_unique" }] });
    }
    expect(server.unexpected).toStrictEqual([]);
  });

  test("the same new tenant name 5 times in each of 3 applications at once: each application gets its one 201", async () => {
    const applications = ["app-a", "app-b", "app-c"];
    const replies = await Promise.all(
      applications.flatMap((applicationId) =>
        Array.from({ length: 5 }, () => send(server, "POST", "/api/v1/tenants", { applicationId, name: "Hooli" })),
      ),
    );
    expect(statuses(replies)).toStrictEqual({ 201: 3, 400: 12 });
    const winners = replies
      .filter((r) => r.status === 201)
      .map((r) => (r.json as { applicationId: string }).applicationId);
    expect(winners.sort()).toStrictEqual(applications);
  });

  test("10 wrong codes at once for a challenge with 3 attempts: 2, 1, 0 once each, then 0, never below", async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => send(server, "POST", "/api/v1/mfa-challenges/m1/verify", { code: "000000" })),
    );
    const left = replies.map((reply) => {
      const error = baseErrorOf(reply, 400);
      expect(error.code).toBe("mfa_challenge_verification_failed");
      return (error.details as { attemptsRemaining: number }).attemptsRemaining;
    });
    expect(left.sort()).toStrictEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    // Exhausted: the right code no longer verifies.
    const after = baseErrorOf(await send(server, "POST", "/api/v1/mfa-challenges/m1/verify", { code: "123456" }), 400);
    expect(after.details).toStrictEqual({ attemptsRemaining: 0 });
    expect(server.unexpected).toStrictEqual([]);
  });

  test("the right code among wrong ones at once: verified while attempts remain, never a 500", async () => {
    const own = await startTestServer(testData());
    try {
      const replies = await Promise.all([
        send(own, "POST", "/api/v1/mfa-challenges/m1/verify", { code: "000000" }),
        send(own, "POST", "/api/v1/mfa-challenges/m1/verify", { code: "123456" }),
        send(own, "POST", "/api/v1/mfa-challenges/m1/verify", { code: "000000" }),
      ]);
      expect(replies.map((r) => r.status).sort()).toStrictEqual([200, 400, 400]);
      expect(own.unexpected).toStrictEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe("the store: the database's refusals are the violations a client sees", () => {
  async function refusal(work: Promise<unknown>): Promise<unknown> {
    const thrown = await work.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isApiError(thrown)).toBe(true);
    return isApiError(thrown) ? (thrown.toJSON() as { violations?: unknown }).violations : undefined;
  }

  test("a taken email or username (no check before) is not_unique; an unknown application not_found", async () => {
    const store = await testStore(testData());
    expect(await refusal(store.addUser({ id: "x1", email: " ADA@example.com" }))).toStrictEqual({
      email: [{ code: "not_unique" }],
    });
    expect(await refusal(store.addUser({ id: "x2", email: "new@example.com", username: "Alan" }))).toStrictEqual({
      username: [{ code: "not_unique" }],
    });
    expect(await refusal(store.addTenant({ id: "x3", applicationId: "app-a", name: "acme" }))).toStrictEqual({
      name: [{ code: "not_unique" }],
    });
    expect(await refusal(store.addTenant({ id: "x4", applicationId: "app-zz", name: "New" }))).toStrictEqual({
      applicationId: [{ code: "not_found" }],
    });
    expect(await refusal(store.addUser({ id: "x5", email: `${"a".repeat(195)}@x.com` }))).toStrictEqual({
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
    });
    // Anything else stays unexpected: a duplicate id is the database's own error (a 500 at the boundary).
    await expect(store.addUser({ id: "u1", email: "other@example.com" })).rejects.toMatchObject({ code: "23505" });
  });
});

describe("bodies that are not UTF-8 (RFC 8259 requires UTF-8)", () => {
  const invalid: readonly [string, readonly number[]][] = [
    ["0xFF 0xFE in a string", [...Buffer.from('{"email":"'), 0xff, 0xfe, ...Buffer.from('@x.com"}')]],
    ["a truncated sequence", [...Buffer.from('{"email":"a'), 0xc3, ...Buffer.from('@x.com"}')]],
    ["an encoded surrogate", [...Buffer.from('{"email":"a'), 0xed, 0xa0, 0x80, ...Buffer.from('@x.com"}')]],
    ["an overlong encoding", [...Buffer.from('{"email":"a'), 0xc0, 0xaf, ...Buffer.from('@x.com"}')]],
  ];

  test.each(invalid)("Create User with %s: 400 invalid_request, nothing stored", async (_name, bytes) => {
    const response = await fetch(`${server.url}/api/v1/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array(bytes),
    });
    const text = await response.text();
    const reply = { status: response.status, headers: response.headers, text, json: JSON.parse(text) as unknown };
    expect(baseErrorOf(reply, 400)).toStrictEqual({
      type: "base_error",
      code: "invalid_request",
      message: "The request body is not UTF-8; send JSON encoded as UTF-8",
    });
    const listed = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent('email ew "@x.com"')}`);
    expect((listed.json as { totalResults: number }).totalResults).toBe(0);
  });

  test("UTF-8 with non-ASCII letters is read as it is", async () => {
    const reply = await send(server, "POST", "/api/v1/users", { email: "zoë@exämple.com", givenName: "Zoë" });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({ email: "zoë@exämple.com", givenName: "Zoë" });
  });
});
