/**
 * The served /openapi.json probed property by property against the
 * handlers, over real HTTP: every limit a request body schema declares
 * (length, pattern, enumeration, required member) is the one the handler
 * enforces, every limit the handler enforces is declared, and every error
 * the server answers is declared on the operation that answered it, with
 * that status.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { DEFAULT_MAX_NESTING_DEPTH } from "api-error-model";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BODY_ERRORS, BODY_LIMIT_BYTES, ROUTE_ERRORS } from "../../../examples/reference-server/http-errors.js";
import { type Reply, send, startTestServer, type TestServer } from "../../support/e2e.js";

type Json = { readonly [key: string]: unknown };
type Schema = Json & {
  readonly type?: string | readonly string[];
  readonly properties?: { readonly [name: string]: Schema };
  readonly required?: readonly string[];
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly Schema[];
};

interface BodyOperation {
  readonly method: string;
  readonly template: string;
  /** A request path for the template (an existing challenge for `{id}`). */
  readonly path: string;
  readonly schema: Schema;
  /** The first declared example: a body the schema accepts. */
  readonly example: Json;
}

let server: TestServer;
let document: Json;
let bodyOperations: BodyOperation[];

const paths = (): { readonly [template: string]: { readonly [method: string]: Json } } =>
  document["paths"] as { readonly [template: string]: { readonly [method: string]: Json } };

/** A request path for a template: an id of the built-in data (the examples are written for it). */
function pathOf(template: string): string {
  return template.replace("{id}", template.startsWith("/api/v1/mfa-challenges") ? "mfa-001" : "nobody");
}

beforeAll(async () => {
  // The built-in data set: the one `npm start` serves, which the examples are written for.
  server = await startTestServer();
  document = (await send(server, "GET", "/openapi.json")).json as Json;
  bodyOperations = Object.entries(paths()).flatMap(([template, item]) =>
    Object.entries(item).flatMap(([method, operation]) => {
      const media = (operation["requestBody"] as Json | undefined)?.["content"] as Json | undefined;
      if (media === undefined) return [];
      const json = media["application/json"] as { schema: Schema; examples: { [name: string]: { value: Json } } };
      const example = Object.values(json.examples)[0]?.value as Json;
      return [{ method: method.toUpperCase(), template, path: pathOf(template), schema: json.schema, example }];
    }),
  );
});
afterAll(() => server.close());

/** The codes an operation declares for `status`: the `const` of `code` in each branch of the response's schema. */
function declaredCodes(method: string, template: string, status: number): string[] {
  const operation = paths()[template]?.[method.toLowerCase()];
  const response = (operation?.["responses"] as Json | undefined)?.[String(status)] as Json | undefined;
  const schema = ((response?.["content"] as Json | undefined)?.["application/json"] as Json | undefined)?.["schema"];
  if (schema === undefined) return [];
  const branches = ((schema as Schema).oneOf ?? [schema]) as Schema[];
  return branches.map((branch) => {
    const parts = [branch, ...((branch["allOf"] as Schema[] | undefined) ?? [])];
    const code = parts.map((part) => part.properties?.["code"]?.["const"]).find((value) => value !== undefined);
    return String(code);
  });
}

/** The members of a body schema by dotted path, nested objects included. */
function members(schema: Schema, prefix = ""): [string, Schema, boolean][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, member]): [string, Schema, boolean][] => {
    const path = `${prefix}${name}`;
    const required = schema.required?.includes(name) === true;
    return [[path, member, required], ...members(member, `${path}.`)];
  });
}

/** `example` with `value` at a dotted path (`undefined` removes the member). */
function withMember(example: Json, path: string, value: unknown): Json {
  const copy = structuredClone(example) as { [key: string]: unknown };
  const keys = path.split(".");
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as { [key: string]: unknown };
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** A string of exactly `length` characters the member's format and pattern accept. */
function stringOf(member: Schema, length: number): string {
  return member.format === "idn-email"
    ? `${"a".repeat(length - "@example.com".length)}@example.com`
    : "x".repeat(length);
}

/** The violations of one member in a reply (none when the reply is no constraint violations error). */
function violationsAt(reply: Reply, path: string): { code: string; constraintAttributes?: Json }[] {
  const body = reply.json as { violations?: { [key: string]: { code: string }[] } };
  return body.violations?.[path] ?? [];
}

let unique = 0;
/** The example made unique where the server wants uniqueness (emails, usernames, tenant names). */
function fresh(example: Json): Json {
  unique += 1;
  return JSON.parse(
    JSON.stringify(example)
      .replace(/"ada@example\.com"/, `"probe${unique}@example.com"`)
      .replace(/"ada"/, `"probe${unique}"`)
      .replace(/"Hooli"/, `"Probe ${unique}"`),
  ) as Json;
}

describe("request bodies: what the document declares is what the handler enforces", () => {
  test("every operation with a body declares examples, and the first one is accepted as it is", async () => {
    expect(bodyOperations.map((operation) => `${operation.method} ${operation.template}`).sort()).toStrictEqual([
      "POST /api/v1/identity-providers",
      "POST /api/v1/mfa-challenges/{id}/verify",
      "POST /api/v1/tenants",
      "POST /api/v1/users",
    ]);
    for (const operation of bodyOperations) {
      const reply = await send(server, operation.method, operation.path, fresh(operation.example));
      // The challenge's example code is a wrong one: the answer is the challenge's, not a violation.
      expect(reply.json, `${operation.template}`).not.toHaveProperty("violations");
    }
  });

  test("maxLength: a member of exactly that length passes, one more character is too_long with that number", async () => {
    let probed = 0;
    for (const operation of bodyOperations) {
      for (const [path, member] of members(operation.schema)) {
        if (member.maxLength === undefined) continue;
        probed += 1;
        const at = await send(
          server,
          "POST",
          operation.path,
          withMember(fresh(operation.example), path, stringOf(member, member.maxLength)),
        );
        const codesAt = violationsAt(at, path).map((found) => found.code);
        expect(codesAt, `${operation.template} ${path} at ${member.maxLength}`).not.toContain("too_long");
        const over = await send(
          server,
          "POST",
          operation.path,
          withMember(fresh(operation.example), path, stringOf(member, member.maxLength + 1)),
        );
        expect(violationsAt(over, path), `${operation.template} ${path} over ${member.maxLength}`).toStrictEqual([
          { code: "too_long", constraintAttributes: { maxLength: String(member.maxLength) } },
        ]);
      }
    }
    // Create User's six text members, the tenant's two, the identity provider's name.
    expect(probed).toBe(9);
  });

  test("every too_long the handler answers names a member whose declared maxLength is that number", async () => {
    for (const operation of bodyOperations) {
      for (const [path, member] of members(operation.schema)) {
        const long = await send(
          server,
          "POST",
          operation.path,
          withMember(operation.example, path, "x".repeat(10_000)),
        );
        for (const detail of violationsAt(long, path).filter((found) => found.code === "too_long")) {
          expect(detail.constraintAttributes, `${operation.template} ${path}`).toStrictEqual({
            maxLength: String(member.maxLength),
          });
        }
        if (member.maxLength === undefined)
          expect(violationsAt(long, path).map((found) => found.code)).not.toContain("too_long");
      }
    }
  });

  test("pattern: a control character fails it, with the declared pattern as regexPattern", async () => {
    for (const operation of bodyOperations) {
      for (const [path, member] of members(operation.schema)) {
        if (member.pattern === undefined) continue;
        const reply = await send(server, "POST", operation.path, withMember(operation.example, path, "a\u0001b"));
        expect(violationsAt(reply, path), `${operation.template} ${path}`).toStrictEqual([
          { code: "failed_regex_match", constraintAttributes: { regexPattern: member.pattern } },
        ]);
      }
    }
  });

  test("minLength 1: an empty string is blank", async () => {
    for (const operation of bodyOperations) {
      for (const [path, member] of members(operation.schema)) {
        if (member.minLength !== 1) continue;
        const reply = await send(server, "POST", operation.path, withMember(operation.example, path, ""));
        expect(violationsAt(reply, path), `${operation.template} ${path}`).toStrictEqual([{ code: "blank" }]);
      }
    }
  });

  test("enum: a value outside it is disallowed_enum, allowedValues exactly the declared values", async () => {
    let probed = 0;
    for (const operation of bodyOperations) {
      for (const [path, member] of members(operation.schema)) {
        if (member.enum === undefined) continue;
        probed += 1;
        const reply = await send(
          server,
          "POST",
          operation.path,
          withMember(operation.example, path, "NOT_ONE_OF_THEM"),
        );
        const allowed = member.enum.filter((value) => value !== null).map(String);
        expect(violationsAt(reply, path), `${operation.template} ${path}`).toStrictEqual([
          { code: "disallowed_enum", constraintAttributes: { allowedValues: allowed.join(",") } },
        ]);
      }
    }
    // emailVerified, status, protocol.type.
    expect(probed).toBe(3);
  });

  test("required: a missing required member is a violation there; a missing optional one is none", async () => {
    for (const operation of bodyOperations) {
      for (const [path, , required] of members(operation.schema)) {
        const reply = await send(server, "POST", operation.path, withMember(fresh(operation.example), path, undefined));
        const keys = Object.keys((reply.json as { violations?: object }).violations ?? {});
        // A missing object is reported at its required members (`protocol` at `protocol.type`).
        const reported = keys.filter((key) => key === path || key.startsWith(`${path}.`));
        if (required) expect(reported, `${operation.template} ${path}`).not.toStrictEqual([]);
        else expect(reported, `${operation.template} ${path}`).toStrictEqual([]);
      }
    }
  });

  test("the verification code: a string or an integer within the declared bounds", async () => {
    const operation = bodyOperations.find((found) => found.template.includes("mfa-challenges")) as BodyOperation;
    const code = operation.schema.properties?.["code"] as Schema;
    const integer = code.oneOf?.find((branch) => branch.type === "integer") as Schema & { maximum: number };
    const codes = async (value: unknown) =>
      violationsAt(await send(server, "POST", "/api/v1/mfa-challenges/mfa-002/verify", { code: value }), "code").map(
        (found) => found.code,
      );
    expect(await codes(integer.maximum + 2)).toStrictEqual(["invalid_verification_code"]);
    expect(await codes(-integer.maximum - 2)).toStrictEqual(["invalid_verification_code"]);
    expect(await codes(1.5)).toStrictEqual(["invalid_verification_code"]);
    expect(await codes(integer.maximum)).toStrictEqual([]);
  });
});

describe("every error the server answers is declared on the operation, with that status", () => {
  const operations = () =>
    Object.entries(paths()).flatMap(([template, item]) => Object.keys(item).map((method) => ({ template, method })));

  /** Sends, then checks that the answer's code is declared on the operation at the answer's status. */
  async function expectDeclared(template: string, body: unknown, headers?: Record<string, string>): Promise<number> {
    const reply = await send(server, "POST", pathOf(template), body, headers);
    expect(declaredCodes("POST", template, reply.status), template).toContain((reply.json as { code: string }).code);
    return reply.status;
  }

  /** Sends, then checks that the answer's code is declared on the operation at the answer's status. */
  async function expectAnswerDeclared(method: string, template: string, path: string, body?: unknown): Promise<void> {
    const reply = await send(server, method, path, body);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(declaredCodes(method, template, reply.status), path).toContain((reply.json as { code: string }).code);
  }

  test("every route's errors, from the one table the server builds them from, on every operation", () => {
    for (const { template, method } of operations()) {
      if (method === "head") continue;
      for (const [code, declared] of Object.entries(ROUTE_ERRORS)) {
        const status = "status" in declared ? declared.status : code === "internal_error" ? 500 : 400;
        expect(declaredCodes(method, template, status), `${method} ${template} ${code}`).toContain(code);
      }
      const takesBody = paths()[template]?.[method]?.["requestBody"] !== undefined;
      for (const [code, declared] of Object.entries(BODY_ERRORS)) {
        if (takesBody) expect(declaredCodes(method, template, declared.status)).toContain(code);
        else expect(declaredCodes(method, template, declared.status)).toStrictEqual([]);
      }
    }
  });

  test("an unknown path: 404 route_not_found, declared on every operation", async () => {
    const reply = await send(server, "GET", "/api/v1/nowhere");
    expect(reply.status).toBe(404);
    for (const { template, method } of operations()) {
      if (method !== "head") expect(declaredCodes(method, template, 404)).toContain("route_not_found");
      else expect(Object.keys(paths()[template]?.["head"]?.["responses"] as Json)).toContain("404");
    }
  });

  test("another method at an operation's path: 405 method_not_allowed, declared on the operations there", async () => {
    for (const template of Object.keys(paths())) {
      const reply = await send(server, "DELETE", pathOf(template));
      expect(reply.status).toBe(405);
      for (const method of Object.keys(paths()[template] ?? {})) {
        if (method !== "head") expect(declaredCodes(method, template, 405)).toContain("method_not_allowed");
      }
    }
  });

  test("bodies: 415 not JSON, 400 not an object, 400 violations, each declared", async () => {
    for (const operation of bodyOperations) {
      expect(await expectDeclared(operation.template, "{}", { "content-type": "text/plain" })).toBe(415);
      expect(await expectDeclared(operation.template, "[]")).toBe(400);
      expect(await expectDeclared(operation.template, {})).toBe(400);
    }
  });

  test("a body over the limit: 413 payload_too_large, declared on every operation with a body", async () => {
    const small = await startTestServer(undefined, { maxBodyBytes: 16 });
    try {
      for (const operation of bodyOperations) {
        const reply = await send(small, "POST", operation.path, { padding: "x".repeat(64) });
        expect(reply.status).toBe(413);
        expect(declaredCodes("POST", operation.template, 413)).toStrictEqual([(reply.json as { code: string }).code]);
      }
    } finally {
      await small.close();
    }
  });

  test("the operations' own errors, and HEAD's", async () => {
    const verify = "/api/v1/mfa-challenges/{id}/verify";
    await expectAnswerDeclared("GET", "/api/v1/users/{id}", "/api/v1/users/nobody");
    await expectAnswerDeclared("GET", "/api/v1/users", "/api/v1/users?query=givenName%20eq");
    await expectAnswerDeclared("GET", "/api/v1/users", "/api/v1/users?count=-1");
    await expectAnswerDeclared("POST", verify, "/api/v1/mfa-challenges/nobody/verify", { code: "1" });
    await expectAnswerDeclared("POST", verify, "/api/v1/mfa-challenges/mfa-003/verify", { code: "999999" });
    const head = await send(server, "HEAD", "/api/v1/users/nobody");
    expect(head.status).toBe(404);
    expect(Object.keys(paths()["/api/v1/users/{id}"]?.["head"]?.["responses"] as Json)).toContain("404");
  });

  test("an unexpected failure: 500 internal_error, declared on every operation", async () => {
    const broken = await startTestServer(undefined, { store: Promise.reject(new Error("the store is down")) });
    try {
      for (const { template, method } of operations()) {
        if (method === "head" || template === "/openapi.json") continue;
        const body =
          method === "post" ? bodyOperations.find((found) => found.template === template)?.example : undefined;
        const reply = await send(broken, method.toUpperCase(), pathOf(template), body);
        expect(reply.status, `${method} ${template}`).toBe(500);
        expect(declaredCodes(method, template, 500)).toStrictEqual(["internal_error"]);
      }
    } finally {
      await broken.close();
    }
  });
});

describe("the limits, formats and headers the server applies are the ones the document states", () => {
  /** The Response Objects of every operation at `status`, by `method template`. */
  const responsesAt = (status: number): [string, Json][] =>
    Object.entries(paths()).flatMap(([template, item]) =>
      Object.entries(item).flatMap(([method, operation]) => {
        const response = (operation["responses"] as Json)[String(status)] as Json | undefined;
        return response === undefined ? [] : [[`${method} ${template}`, response] as [string, Json]];
      }),
    );
  /** The query parameter `query` of Query Application Users. */
  const filterParameter = (): Json =>
    ((paths()["/api/v1/users"]?.["get"]?.["parameters"] ?? []) as Json[]).find((p) => p["name"] === "query") as Json;

  test("the filter's maxLength counts code points on both sides: 2,000 of them (1,985 astral) pass both, 2,001 fail both", async () => {
    const parameter = filterParameter();
    const schema = parameter["schema"] as Schema;
    expect(schema.maxLength).toBe(2000);
    const ajv = new Ajv2020({ strict: false });
    const within = `givenName eq "${"😀".repeat(1985)}"`; // 2,000 code points, 3,985 UTF-16 code units
    expect([...within].length).toBe(2000);
    expect(within.length).toBeGreaterThan(2000);
    expect(ajv.validate(schema, within)).toBe(true);
    const accepted = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(within)}`);
    expect(accepted.status).toBe(200);
    const over = `${within} `;
    expect(ajv.validate(schema, over)).toBe(false);
    const refused = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(over)}`);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      violations: { query: [{ code: "too_long", constraintAttributes: { maxLength: "2000" } }] },
    });
  });

  test("the filter's depth: x-maxNestingDepth and the description say 32, the server's limit", async () => {
    const parameter = filterParameter();
    expect(parameter["x-maxNestingDepth"]).toBe(32);
    expect(parameter["description"]).toContain("32 nested groups");
    const nested = (depth: number) => `${"(".repeat(depth)}givenName pr${")".repeat(depth)}`;
    expect((await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(nested(32))}`)).status).toBe(200);
    const deeper = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(nested(33))}`);
    expect(deeper.json).toMatchObject({
      violations: { query: [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "32" } }] },
    });
  });

  test("every request body states the size and depth the server reads, from where the server reads them", async () => {
    for (const operation of bodyOperations) {
      const body = paths()[operation.template]?.["post"]?.["requestBody"] as Json;
      expect(body["x-maxBytes"]).toBe(BODY_LIMIT_BYTES);
      expect(body["x-maxNestingDepth"]).toBe(DEFAULT_MAX_NESTING_DEPTH);
      expect(body["description"]).toBe(
        "A JSON object: at most 4194304 bytes (4 MiB); arrays and objects nested at most 64 deep (the body itself at depth 1).",
      );
    }
    // A server given other limits states its own.
    const small = await startTestServer(undefined, { maxBodyBytes: 2048, maxNestingDepth: 3 });
    try {
      const served = (await send(small, "GET", "/openapi.json")).json as Json;
      const body = (served["paths"] as Json)["/api/v1/users"] as Json;
      expect((body["post"] as Json)["requestBody"]).toMatchObject({ "x-maxBytes": 2048, "x-maxNestingDepth": 3 });
    } finally {
      await small.close();
    }
  });

  test("email is idn-email, the format of the internationalized addresses the server accepts", async () => {
    const email = bodyOperations.find((operation) => operation.template === "/api/v1/users")?.schema.properties?.[
      "email"
    ] as Schema;
    expect(email.format).toBe("idn-email");
    // What RFC 6531 allows and isEmailAddress accepts; `email` (RFC 5321, ASCII) would refuse it.
    const created = await send(server, "POST", "/api/v1/users", { email: "josé@example.com" });
    expect(created.status).toBe(201);
  });

  test("the headers the server sends are declared: Location on 201, Allow on every 405, Retry-After on every 503", async () => {
    const created = await send(server, "POST", "/api/v1/users", { email: "location@example.com" });
    expect(created.headers.get("location")).toMatch(/^\/api\/v1\/users\/[^/]+$/);
    const headersOf = (response: Json | undefined) => Object.keys((response?.["headers"] as Json | undefined) ?? {});
    const createUser = paths()["/api/v1/users"]?.["post"]?.["responses"] as Json;
    expect(headersOf(createUser["201"] as Json)).toContain("Location");
    const refused = await send(server, "DELETE", "/api/v1/users");
    expect(refused.headers.get("allow")).not.toBeNull();
    expect(responsesAt(405).length).toBeGreaterThan(0);
    for (const [at, response] of responsesAt(405)) expect(headersOf(response), at).toContain("Allow");
    // The 503 of a stopping server is written to the socket (hardening.test.ts sees its Retry-After).
    expect(responsesAt(503).length).toBeGreaterThan(0);
    for (const [at, response] of responsesAt(503)) expect(headersOf(response), at).toContain("Retry-After");
  });
});
