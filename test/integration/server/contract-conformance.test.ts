import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { send, startTestServer, type TestServer, testData } from "../../support/e2e.js";

// Requests no other test wrote: random bodies, parameters and paths for every
// operation of the reference server. `send` fails the run as soon as a
// response is one the OpenAPI document does not describe.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(testData());
});
afterAll(() => server.close());

const text = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "ada",
    "ada@example.com",
    "Grace@Example.com",
    "two words",
    "a\u0000b",
    "OIDC",
    "SAML",
    "ACTIVE",
    "app-a",
    "Acme",
    "123456",
  ),
  fc.string({ maxLength: 12 }),
  fc.nat({ max: 260 }).map((n) => "x".repeat(n)),
  fc.nat({ max: 210 }).map((n) => `${"a".repeat(n)}@example.com`),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 123456, [], {}),
  fc.array(text, { maxLength: 2 }),
  fc.record({ type: text }),
);
const fields = [
  "email",
  "username",
  "givenName",
  "familyName",
  "fullName",
  "externalId",
  "emailVerified",
  "status",
  "applicationId",
  "name",
  "protocol",
  "code",
  "id",
  "__proto__",
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 5 }).map((b) => JSON.stringify(b)),
  fc.constantFrom("", "null", "[]", "{", '"text"', "42"),
);
const id = fc.oneof(
  fc.constantFrom("u1", "u5", "m1", "m2", "m3", "nope", "%20", "a%2Fb", "%E2%82%AC"),
  fc.stringMatching(/^[a-z0-9-]{1,8}$/),
);
const listValue = fc.oneof(
  fc.constantFrom(
    "",
    "0",
    "-1",
    "1",
    "2",
    "101",
    "abc",
    "1.5",
    "givenName",
    "givenName:desc",
    "email:up",
    "x",
    ",",
    "id,email",
    "a..b",
  ),
  fc.constantFrom(
    'givenName eq "Ada"',
    "emailVerified eq true",
    'status in ("ACTIVE")',
    "(",
    "nope eq 1",
    "emailVerified eq 1",
    'username sw "a" and',
    "not (email pr)",
  ),
);
const query = fc
  .array(fc.tuple(fc.constantFrom("start_index", "count", "sort_by", "fields", "query", "other"), listValue), {
    maxLength: 4,
  })
  .map((pairs) => new URLSearchParams(pairs).toString());

const request = fc.oneof(
  fc.tuple(
    fc.constant("GET"),
    query.map((q) => `/api/v1/users${q === "" ? "" : `?${q}`}`),
    fc.constant(undefined),
  ),
  fc.tuple(
    fc.constantFrom("GET", "HEAD"),
    id.map((i) => `/api/v1/users/${i}`),
    fc.constant(undefined),
  ),
  fc.tuple(
    fc.constant("POST"),
    fc.constantFrom("/api/v1/users", "/api/v1/tenants", "/api/v1/identity-providers"),
    body,
  ),
  fc.tuple(
    fc.constant("POST"),
    id.map((i) => `/api/v1/mfa-challenges/${i}/verify`),
    body,
  ),
  fc.tuple(
    fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS"),
    fc.constantFrom("/api/v1/users", "/api/v1/users/u1", "/openapi.json"),
    fc.constant(undefined),
  ),
  fc.tuple(
    fc.constantFrom("GET", "POST"),
    fc.constantFrom("/", "/api", "/api/v1/users/u1/x", "/openapi"),
    fc.constant(undefined),
  ),
);

test("every answer to a random request is one the OpenAPI document describes", async () => {
  await fc.assert(
    fc.asyncProperty(request, async ([method, path, payload]) => {
      const reply = await send(server, method, path, payload);
      expect(reply.status).toBeLessThan(500);
    }),
    { numRuns: 200 },
  );
}, 60_000);
