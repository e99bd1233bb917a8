/**
 * What the body reader refuses before any handler or database sees a body,
 * over real HTTP on every operation that takes one: a string or member name
 * holding a lone UTF-16 surrogate (`invalid_code_point` at its key; what is
 * stored is what is answered) and a body nested deeper than the limit
 * (`max_nesting_depth_exceeded`, found before the body is parsed). Runs on
 * embedded PostgreSQL, and on a real server in the e2e-postgres project.
 */
import { DEFAULT_MAX_NESTING_DEPTH } from "api-error-model";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  CREATE_IDENTITY_PROVIDER_BODY,
  CREATE_TENANT_BODY,
  CREATE_USER_BODY,
  VERIFY_MFA_CHALLENGE_BODY,
} from "../../../examples/reference-server/operations.js";
import type { Store } from "../../../examples/reference-server/store.js";
import { send, startTestServer, type TestServer, testData, testStore, violationsOf } from "../../support/e2e.js";

let store: Store;
let server: TestServer;
beforeAll(async () => {
  store = await testStore(testData());
  server = await startTestServer(testData(), { store });
}, 60_000);
afterAll(() => server.close());

/** A lone high surrogate, a lone low one, and a pair in the wrong order: none is a code point. */
const LONE = ["x\ud800", "\udc00y", "\udc00\ud800"] as const;

/** An operation with a body: where it is, and a body it accepts (every declared member valid). */
interface BodyOperation {
  readonly name: string;
  readonly path: string;
  readonly members: readonly string[];
  readonly valid: () => Record<string, unknown>;
}

let serial = 0;
const OPERATIONS: readonly BodyOperation[] = [
  {
    name: "Create User",
    path: "/api/v1/users",
    members: Object.keys(CREATE_USER_BODY),
    valid: () => ({ email: `surrogate${++serial}@example.com` }),
  },
  {
    name: "Create Tenant",
    path: "/api/v1/tenants",
    members: Object.keys(CREATE_TENANT_BODY),
    valid: () => ({ applicationId: "app-c", name: `Tenant ${++serial}` }),
  },
  {
    name: "Create Identity Provider",
    path: "/api/v1/identity-providers",
    members: [...Object.keys(CREATE_IDENTITY_PROVIDER_BODY), "protocol", "protocol.type"],
    valid: () => ({ name: `Provider ${++serial}`, protocol: { type: "OIDC" } }),
  },
  {
    name: "Verify MFA Challenge",
    path: "/api/v1/mfa-challenges/m1/verify",
    members: Object.keys(VERIFY_MFA_CHALLENGE_BODY),
    valid: () => ({ code: "000000" }),
  },
];

/** `body` with `value` at the dotted `key` (`protocol.type`). */
function withValue(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = key.split(".") as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  return { ...body, [head]: withValue((body[head] as Record<string, unknown>) ?? {}, rest.join("."), value) };
}

async function rowCount(table: string): Promise<number> {
  const { rows } = await store.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${store.schema}.${table}`);
  return Number(rows[0]?.n);
}

describe("a lone surrogate is refused before any database sees it", () => {
  for (const operation of OPERATIONS) {
    test(`${operation.name}: every member holding one is 400 invalid_code_point at its key, all at once`, async () => {
      for (const lone of LONE) {
        for (const member of operation.members) {
          const reply = await send(server, "POST", operation.path, withValue(operation.valid(), member, lone));
          expect(violationsOf(reply), `${member} = ${JSON.stringify(lone)}`).toStrictEqual({
            [member]: [{ code: "invalid_code_point" }],
          });
        }
      }
      // Every leaf member at once (not `protocol` itself, which holds `protocol.type`).
      const leaves = operation.members.filter((member) => !operation.members.some((o) => o.startsWith(`${member}.`)));
      let all = operation.valid();
      for (const member of leaves) all = withValue(all, member, LONE[0]);
      expect(violationsOf(await send(server, "POST", operation.path, all))).toStrictEqual(
        Object.fromEntries(leaves.map((member) => [member, [{ code: "invalid_code_point" }]])),
      );
      expect(server.unexpected).toStrictEqual([]);
    });

    test(`${operation.name}: one in a member it does not read, or in a member name, is 400 under the whole body`, async () => {
      for (const body of [
        { ...operation.valid(), unknown: "a\ud800" },
        { ...operation.valid(), nested: { list: ["ok", "\udfff"] } },
        { ...operation.valid(), "name\ud800": "value" },
      ]) {
        expect(violationsOf(await send(server, "POST", operation.path, body))).toStrictEqual({
          "": [{ code: "invalid_code_point" }],
        });
      }
    });

    test(`${operation.name}: a body nested deeper than ${DEFAULT_MAX_NESTING_DEPTH} is 400 max_nesting_depth_exceeded`, async () => {
      const levels = 2_000_000;
      const deep = JSON.stringify(operation.valid()).replace(
        /}$/,
        `,"deep":${"[".repeat(levels)}${"]".repeat(levels)}}`,
      );
      expect(violationsOf(await send(server, "POST", operation.path, deep))).toStrictEqual({
        "": [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "64" } }],
      });
    });
  }

  test("the escaped form and the raw bytes of a surrogate pair are text, and kept as sent", async () => {
    const name = "Lone \ud83d\ude00";
    const escaped = `{"name":"Lone \\ud83d\\ude00","protocol":{"type":"OIDC"}}`;
    for (const body of [escaped, { name, protocol: { type: "OIDC" } }]) {
      const reply = await send(server, "POST", "/api/v1/identity-providers", body);
      expect(reply.status).toBe(201);
      const created = reply.json as { id: string; name: string };
      expect(created.name).toBe(name);
      const { rows } = await store.db.query<{ name: string }>(
        `SELECT name FROM ${store.schema}.identity_providers WHERE id = $1`,
        [created.id],
      );
      expect(rows).toStrictEqual([{ name }]);
    }
  });

  test("Create Identity Provider with a lone surrogate: 400, and nothing stored (no more 201 with U+FFFD kept)", async () => {
    const before = await rowCount("identity_providers");
    const reply = await send(
      server,
      "POST",
      "/api/v1/identity-providers",
      '{"name":"Lone \\ud800","protocol":{"type":"OIDC"}}',
    );
    expect(violationsOf(reply)).toStrictEqual({ name: [{ code: "invalid_code_point" }] });
    expect(await rowCount("identity_providers")).toBe(before);
    const { rows } = await store.db.query(
      `SELECT name FROM ${store.schema}.identity_providers WHERE name LIKE 'Lone %' AND name <> 'Lone \u{1F600}'`,
    );
    expect(rows).toStrictEqual([]);
  });

  test("the reported cases: Create User givenName and Create Tenant name, 400 instead of 500, nothing stored", async () => {
    const users = await rowCount("users");
    const tenants = await rowCount("tenants");
    const user = await send(server, "POST", "/api/v1/users", '{"email":"s1@example.com","givenName":"x\\ud800"}');
    expect(violationsOf(user)).toStrictEqual({ givenName: [{ code: "invalid_code_point" }] });
    const tenant = await send(server, "POST", "/api/v1/tenants", '{"applicationId":"app-c","name":"T\\ud800"}');
    expect(violationsOf(tenant)).toStrictEqual({ name: [{ code: "invalid_code_point" }] });
    expect(await rowCount("users")).toBe(users);
    expect(await rowCount("tenants")).toBe(tenants);
    expect(server.unexpected).toStrictEqual([]);
  });

  test("no error body quotes what was sent", async () => {
    const reply = await send(
      server,
      "POST",
      "/api/v1/users",
      '{"email":"s1@example.com","givenName":"SECRETVALUE\\ud800"}',
    );
    expect(reply.text).not.toContain("SECRETVALUE");
  });
});

describe("nesting", () => {
  /** A Create User body with `levels` arrays under an unknown member: levels + 1 deep. */
  const nested = (levels: number) =>
    `{"email":"nest${++serial}@example.com","x":${"[".repeat(levels)}${"]".repeat(levels)}}`;

  test(`the default limit is exact: ${DEFAULT_MAX_NESTING_DEPTH} levels pass, one more is refused`, async () => {
    expect((await send(server, "POST", "/api/v1/users", nested(DEFAULT_MAX_NESTING_DEPTH - 1))).status).toBe(201);
    expect(violationsOf(await send(server, "POST", "/api/v1/users", nested(DEFAULT_MAX_NESTING_DEPTH)))).toStrictEqual({
      "": [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "64" } }],
    });
  });

  test("the limit is an option of the app (MAX_NESTING_DEPTH for the process)", async () => {
    const shallow = await startTestServer(testData(), { maxNestingDepth: 2 });
    try {
      expect((await send(shallow, "POST", "/api/v1/users", nested(1))).status).toBe(201);
      expect(violationsOf(await send(shallow, "POST", "/api/v1/users", nested(2)))).toStrictEqual({
        "": [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "2" } }],
      });
    } finally {
      await shallow.close();
    }
  });

  test("brackets inside strings do not count", async () => {
    const reply = await send(server, "POST", "/api/v1/users", {
      email: `brackets${++serial}@example.com`,
      givenName: "[[[[{{{{".repeat(10),
    });
    expect(reply.status).toBe(201);
  });
});
