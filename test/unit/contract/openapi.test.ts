import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import {
  defineOperation,
  LIST_QUERY_VIOLATIONS,
  type OpenApiDocument,
  openApiDocument,
  operationError,
  operationViolations,
} from "../../../src/contract/index.js";
import { type ErrorBody, violation } from "../../../src/index.js";
import { type ListOperation, parseListQuery } from "../../../src/list-query/index.js";
import { openApiComponents } from "../../../src/schema/index.js";
import { createUser, getUser, LIST, listUsers, verify } from "../../support/contract-fixtures.js";
import { errorOf } from "../../support/list-query-fixtures.js";

const INFO = { title: "Test", version: "1.0.0" };

type Json = { readonly [key: string]: Json } & { readonly length?: number };

/** A member path of a JSON document. */
function at(document: unknown, ...path: string[]): Json {
  let value = document as Json;
  for (const key of path) {
    if (value === undefined || !Object.hasOwn(value, key)) throw new Error(`no ${path.join(" > ")}`);
    value = value[key] as Json;
  }
  return value;
}

/** ajv over the whole document: validates a body against the response schema of one operation and status. */
function validator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...document, $id: "https://t/openapi.json" });
  return (path: string, method: string, status: number, body: unknown) => {
    const pointer = ["paths", path, method, "responses", String(status), "content", "application/json", "schema"]
      .map((s) => s.replace(/~/g, "~0").replace(/\//g, "~1"))
      .join("/");
    return ajv.validate({ $ref: `https://t/openapi.json#/${pointer}` }, body);
  };
}

const document = openApiDocument([createUser, getUser, verify, listUsers], {
  info: INFO,
  servers: [{ url: "http://127.0.0.1:3000" }],
  components: { schemas: { User: { type: "object" } }, responses: { Nothing: { description: "none" } } },
});

describe("openApiDocument", () => {
  test("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(document as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    const bare = openApiDocument([defineOperation({ method: "PUT", path: "/x" })], { info: INFO });
    expect((await new Validator().validate(bare as Record<string, unknown>)).valid).toBe(true);
  });

  test("reuses the schema entry's components, adds one per violation code used, and the caller's", () => {
    const schemas = Object.keys(at(document, "components", "schemas"));
    expect(schemas).toStrictEqual(expect.arrayContaining([...Object.keys(openApiComponents.schemas), "User"]));
    expect(schemas.filter((name) => name.startsWith("Violation.")).sort()).toStrictEqual(
      [
        ...new Set([
          ...Object.values(createUser.violations.body).flat(),
          ...Object.values(createUser.violations.headers).flat(),
          ...Object.values(getUser.violations.path).flat(),
          ...Object.values(listUsers.violations.query).flat(),
        ]),
      ]
        .sort()
        .map((code) => `Violation.${code}`),
    );
    expect(at(document, "components", "schemas", "Violation.too_long")).toStrictEqual({
      allOf: [{ $ref: "#/components/schemas/ViolationDetail" }],
      properties: {
        code: { const: "too_long" },
        constraintAttributes: {
          type: "object",
          properties: { maxLength: { type: "string", description: expect.any(String) } },
          additionalProperties: false,
        },
      },
    });
    // A bound: the same schema as the schema entry's, its description and examples of the marked form.
    expect(
      at(document, "components", "schemas", "Violation.less_than", "properties", "constraintAttributes", "properties"),
    ).toStrictEqual({
      minValue: at(openApiComponents, "schemas", "ConstraintAttributes", "properties", "minValue"),
    });
    expect(at(openApiComponents, "schemas", "ConstraintAttributes", "properties", "minValue", "examples")).toContain(
      ">10",
    );
    // A code without attributes: an empty object at most, which generators read (a `false` schema they cannot).
    expect(
      at(document, "components", "schemas", "Violation.blank", "properties", "constraintAttributes"),
    ).toStrictEqual({ type: "object", maxProperties: 0 });
    expect(Object.keys(at(document, "components", "responses"))).toStrictEqual([
      "ErrorResponse",
      "ConstraintViolationsResponse",
      "Nothing",
    ]);
    expect(at(document, "servers")).toStrictEqual([{ url: "http://127.0.0.1:3000" }]);
  });

  test("one operation: parameters, request body, success and error responses by status", () => {
    const post = at(document, "paths", "/users", "post");
    expect(Object.keys(post)).toStrictEqual(["operationId", "summary", "parameters", "requestBody", "responses"]);
    expect(at(post, "operationId")).toBe("postUsers");
    expect(at(post, "parameters")).toStrictEqual([
      {
        name: "x-tenant",
        in: "header",
        required: false,
        description: "Header x-tenant. Violations: blank.",
        schema: { type: "string" },
      },
    ]);
    expect(Object.keys(at(post, "responses"))).toStrictEqual(["201", "400", "429"]);
    const bad = at(post, "responses", "400", "content", "application/json", "schema", "oneOf");
    expect(bad.length).toBe(3);
    expect(at(bad, "0", "allOf", "1", "properties", "code")).toStrictEqual({ const: "invalid_request" });
    expect(at(bad, "1", "properties", "code")).toStrictEqual({ const: "message_body_constraint_violations" });
    expect(at(bad, "1", "properties", "violations", "propertyNames")).toStrictEqual({
      anyOf: [{ enum: ["email", "protocol.type"] }, { type: "string", pattern: "^redirectUrls\\[(0|[1-9][0-9]*)\\]$" }],
    });
    expect(at(bad, "2", "properties", "violations", "propertyNames")).toStrictEqual({ enum: ["x-tenant"] });
  });

  test("a list operation: its list-query parameters, read from its ListOperation", () => {
    const get = at(document, "paths", "/users", "get");
    const parameters = at(get, "parameters") as unknown as { name: string; schema: object; description: string }[];
    expect(parameters.map((p) => p.name)).toStrictEqual([
      "start_index",
      "count",
      "sort_by",
      "fields",
      "query",
      "tenant",
    ]);
    expect(parameters[1]?.schema).toStrictEqual({ type: "integer", minimum: 0, default: 20, maximum: 40 });
    expect(parameters[2]?.description).toContain("Sortable: givenName, familyName.");
    expect(parameters[3]?.description).toContain("Selectable: id, givenName, familyName.");
    expect(parameters[4]?.description).toContain(
      "Filterable: givenName (eq ne sw lt le gt ge in nin pr), emailVerified (eq ne pr).",
    );
    expect(parameters[4]?.schema).toStrictEqual({ type: "string", maxLength: 2000 });
    // The depth has no JSON Schema keyword: an extension for tools, a sentence for people.
    expect(parameters[4]).toMatchObject({ "x-maxNestingDepth": 32 });
    expect(parameters[4]?.description).toContain("At most 2000 characters (Unicode code points) and 32 nested groups.");
    const keys = at(
      get,
      "responses",
      "400",
      "content",
      "application/json",
      "schema",
      "oneOf",
      "1",
      "properties",
      "violations",
      "propertyNames",
    );
    expect(keys).toStrictEqual({ enum: ["tenant", ...Object.keys(LIST_QUERY_VIOLATIONS)] });
    const none = openApiDocument(
      [
        defineOperation({
          method: "GET",
          path: "/n",
          // An attribute declared with no operators is filterable by none.
          list: { attributes: { a: { type: "string", filter: [] } }, query: { maxLength: Infinity } },
        }),
        defineOperation({ method: "GET", path: "/u", list: { query: { maxLength: Infinity, maxDepth: Infinity } } }),
      ],
      { info: INFO },
    );
    const unlimited = at(none, "paths", "/u", "get", "parameters", "4");
    expect(Object.hasOwn(unlimited, "x-maxNestingDepth")).toBe(false);
    expect(at(unlimited, "description")).not.toContain("At most");
    const noneParameters = at(none, "paths", "/n", "get", "parameters") as unknown as {
      schema: object;
      description: string;
    }[];
    expect(noneParameters[2]?.description).toContain("Sortable: none.");
    expect(noneParameters[3]?.description).toContain("Selectable: none.");
    expect(noneParameters[4]?.description).toContain("Filterable: none.");
    // No limit has no JSON form: the document states none.
    expect(noneParameters[4]?.schema).toStrictEqual({ type: "string" });
    expect(noneParameters[4]?.description).toContain("At most 32 nested groups.");
  });

  test("requestBodyLimits: every request body states its size and depth, in words and as extensions", () => {
    const limited = (requestBodyLimits: object) =>
      at(
        openApiDocument([createUser, getUser], { info: INFO, requestBodyLimits }),
        "paths",
        "/users",
        "post",
        "requestBody",
      );
    const body = limited({ maxBytes: 4 * 1024 * 1024, maxNestingDepth: 64 });
    expect(at(body, "description")).toBe(
      "A JSON object: at most 4194304 bytes (4 MiB); arrays and objects nested at most 64 deep (the body itself at depth 1).",
    );
    expect(body).toMatchObject({ "x-maxBytes": 4194304, "x-maxNestingDepth": 64, required: true });
    expect(at(limited({ maxBytes: 2048 }), "description")).toBe("A JSON object: at most 2048 bytes (2 KiB).");
    expect(Object.hasOwn(limited({ maxBytes: 2048 }), "x-maxNestingDepth")).toBe(false);
    expect(at(limited({ maxBytes: 1000 }), "description")).toBe("A JSON object: at most 1000 bytes.");
    expect(Object.keys(limited({ maxBytes: Infinity, maxNestingDepth: Number.NaN }))).toStrictEqual([
      "required",
      "content",
    ]);
    expect(Object.keys(limited({ maxNestingDepth: 3 }))).toStrictEqual([
      "description",
      "x-maxNestingDepth",
      "required",
      "content",
    ]);
    // Without the option, nothing is stated.
    expect(Object.keys(at(document, "paths", "/users", "post", "requestBody"))).toStrictEqual(["required", "content"]);
  });

  test("the limits and names the document declares are the ones parseListQuery enforces", () => {
    const declarations: ListOperation[] = [
      LIST,
      {},
      {
        attributes: {
          b: { sort: true },
          a: { type: "number", filter: true, sort: true, select: true },
          "c.d": { select: true },
          e: { type: "complex", select: true, attributes: { value: "string" } },
        },
      },
      { count: { max: 7 }, query: { maxLength: 12 } },
      { count: { default: 0, max: 0 }, query: { maxLength: 0 } },
    ];
    for (const list of declarations) {
      const parameters = at(
        openApiDocument([defineOperation({ method: "GET", path: "/l", list })], { info: INFO }),
        "paths",
        "/l",
        "get",
        "parameters",
      ) as unknown as {
        name: string;
        description: string;
        schema: { default?: number; maximum?: number; maxLength?: number };
      }[];
      const parameter = (name: string) => parameters.find((candidate) => candidate.name === name);
      const schema = (name: string) => parameter(name)?.schema ?? {};
      // "Sortable: b, a." lists what parseListQuery's allowedValues lists: "b,a" ("none" for "").
      for (const [name, label] of [
        ["sort_by", "Sortable"],
        ["fields", "Selectable"],
      ] as const) {
        const listed = parameter(name)?.description.match(new RegExp(`${label}: (.*)\\.$`))?.[1] ?? "";
        expect(errorOf(parseListQuery({ [name]: "\u0000" }, list))).toMatchObject({
          violations: {
            [name]: [
              {
                code: "disallowed_enum",
                constraintAttributes: {
                  allowedValues: listed
                    .replace(/^none$/, "")
                    .split(", ")
                    .join(","),
                },
              },
            ],
          },
        });
      }
      const { maximum = Number.NaN, default: countDefault } = schema("count");
      const { maxLength = Number.NaN } = schema("query");
      const parsed = parseListQuery("", list);
      expect(parsed.ok && parsed.value.count).toBe(countDefault);
      expect(parseListQuery(`count=${maximum}`, list).ok).toBe(true);
      expect(errorOf(parseListQuery(`count=${maximum + 1}`, list))).toMatchObject({
        violations: { count: [{ code: "greater_than", constraintAttributes: { maxValue: String(maximum) } }] },
      });
      expect(errorOf(parseListQuery({ query: "x".repeat(maxLength + 1) }, list))).toMatchObject({
        violations: { query: [{ code: "too_long", constraintAttributes: { maxLength: String(maxLength) } }] },
      });
    }
  });

  test("path parameters from the template; an operationId made from method and path", () => {
    const get = at(document, "paths", "/users/{id}", "get");
    expect(at(get, "operationId")).toBe("getUsersId");
    expect(at(get, "parameters")).toStrictEqual([
      {
        name: "id",
        in: "path",
        required: true,
        description: "Path parameter id. Violations: failed_regex_match.",
        schema: { type: "string" },
      },
    ]);
    const other = openApiDocument(
      [
        defineOperation({
          method: "GET",
          path: "/a/{b}/c",
          operationId: "mine",
          description: "d",
          responses: { 204: { description: "none" } },
        }),
      ],
      { info: INFO },
    );
    expect(at(other, "paths", "/a/{b}/c", "get")).toStrictEqual({
      operationId: "mine",
      description: "d",
      parameters: [
        { name: "b", in: "path", required: true, description: "Path parameter b.", schema: { type: "string" } },
      ],
      responses: { 204: { description: "none" } },
    });
  });

  test("base errors of one status: one branch per code, its details typed in the branch (no if/then)", () => {
    const operation = defineOperation({
      method: "POST",
      path: "/v",
      errors: {
        mfa_challenge_verification_failed: {},
        invalid_request: {},
        gone: { status: 410, description: "It left." },
      },
      violations: { body: { "items[].name": ["blank"] } },
    });
    const out = openApiDocument([operation], { info: INFO });
    const bad = at(out, "paths", "/v", "post", "responses", "400");
    expect(at(bad, "description")).toBe(
      "mfa_challenge_verification_failed.\ninvalid_request.\nmessage_body_constraint_violations: fields of the request body.",
    );
    const branches = at(bad, "content", "application/json", "schema", "oneOf");
    expect(at(branches, "0")).toStrictEqual({
      allOf: [
        { $ref: "#/components/schemas/BaseError" },
        {
          type: "object",
          required: ["type", "code", "details"],
          properties: {
            type: { const: "base_error" },
            code: { const: "mfa_challenge_verification_failed" },
            details: {
              type: "object",
              required: ["attemptsRemaining"],
              properties: { attemptsRemaining: expect.objectContaining({ type: "integer", minimum: 0 }) },
            },
          },
        },
      ],
    });
    // Optional details: typed, not required.
    expect(at(branches, "1", "allOf", "1", "required")).toStrictEqual(["type", "code"]);
    expect(at(branches, "1", "allOf", "1", "properties", "details", "type")).toBe("object");
    expect(JSON.stringify(out)).not.toContain('"if"');
    // A key with one code names its schema directly; with several, a oneOf of them.
    const pattern = "^items\\[(0|[1-9][0-9]*)\\]\\.name$";
    expect(at(branches, "2", "properties", "violations", "patternProperties", pattern)).toStrictEqual({
      type: "array",
      minItems: 1,
      items: { $ref: "#/components/schemas/Violation.blank" },
    });
    expect(at(branches, "2", "properties", "violations", "propertyNames")).toStrictEqual({
      type: "string",
      pattern: "^items\\[(0|[1-9][0-9]*)\\]\\.name$",
    });
    expect(at(out, "paths", "/v", "post", "responses", "410", "description")).toBe("gone: It left.");
    expect(at(out, "paths", "/v", "post", "responses", "410", "content", "application/json", "schema")).toStrictEqual({
      allOf: [
        { $ref: "#/components/schemas/BaseError" },
        {
          type: "object",
          required: ["type", "code"],
          properties: { type: { const: "base_error" }, code: { const: "gone" } },
        },
      ],
    });
    const valid = validator(out);
    const ticket = "t";
    expect(
      valid("/v", "post", 400, {
        type: "base_error",
        code: "mfa_challenge_verification_failed",
        message: "m",
        ticket,
        details: { attemptsRemaining: 1 },
      }),
    ).toBe(true);
    expect(
      valid("/v", "post", 400, { type: "base_error", code: "mfa_challenge_verification_failed", message: "m", ticket }),
    ).toBe(false);
    expect(valid("/v", "post", 400, { type: "base_error", code: "invalid_request", message: "m", ticket })).toBe(true);
    expect(valid("/v", "post", 400, { type: "base_error", code: "gone", message: "m", ticket })).toBe(false);
    const items = (violations: object) => ({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "m",
      ticket,
      violations,
    });
    expect(valid("/v", "post", 400, items({ "items[3].name": [{ code: "blank" }] }))).toBe(true);
    expect(valid("/v", "post", 400, items({ "items[03].name": [{ code: "blank" }] }))).toBe(false);
    expect(valid("/v", "post", 400, items({ "items[3].name": [] }))).toBe(false);
  });

  test("every error the builders make for an operation validates against its document", () => {
    const valid = validator(document);
    const body = (error: { toJSON(): ErrorBody }) => JSON.parse(JSON.stringify(error.toJSON())) as unknown;
    expect(valid("/users/{id}", "get", 404, body(operationError(getUser, "user_not_found", { message: "m" })))).toBe(
      true,
    );
    expect(
      valid(
        "/challenges/{id}/verify",
        "post",
        400,
        body(
          operationError(verify, "mfa_challenge_verification_failed", {
            message: "m",
            details: { attemptsRemaining: 0 },
          }),
        ),
      ),
    ).toBe(true);
    const found = operationViolations(createUser, "body")
      .add("email", violation("too_long", { maxLength: 200 }))
      .add("redirectUrls[0]", violation("invalid_url"));
    expect(valid("/users", "post", 400, found.toError())).toBe(true);
    const query = parseListQuery("count=1000&sort_by=x&fields=&query=givenName%20eq%201", LIST);
    expect(query.ok).toBe(false);
    expect(valid("/users", "get", 400, query.ok ? undefined : query.error)).toBe(true);
    const syntax = parseListQuery("query=givenName%20eq", LIST);
    expect(valid("/users", "get", 400, syntax.ok ? undefined : syntax.error)).toBe(true);
  });

  test("headForGet: a HEAD operation beside every GET one, its statuses without bodies", () => {
    expect(Object.keys(at(document, "paths", "/users"))).toStrictEqual(["post", "get"]);
    const withHead = openApiDocument([createUser, getUser, listUsers], { info: INFO, headForGet: true });
    expect(Object.keys(at(withHead, "paths", "/users"))).toStrictEqual(["post", "get", "head"]);
    const get = at(withHead, "paths", "/users/{id}", "get");
    const head = at(withHead, "paths", "/users/{id}", "head");
    expect(at(head, "operationId")).toBe("getUsersIdHead");
    expect(at(head, "parameters")).toStrictEqual(at(get, "parameters"));
    expect(Object.keys(at(head, "responses"))).toStrictEqual(Object.keys(at(get, "responses")));
    expect(at(head, "responses", "404")).toStrictEqual({ description: at(get, "responses", "404", "description") });
    const summarized = openApiDocument(
      [defineOperation({ method: "GET", path: "/s", summary: "Get S", responses: { 200: { description: "S." } } })],
      { info: INFO, headForGet: true },
    );
    expect(at(summarized, "paths", "/s", "head")).toStrictEqual({
      operationId: "getSHead",
      summary: "Get S, headers only",
      responses: { 200: { description: "S." } },
    });
  });

  test("declared headers go to their responses: a success's, and every error code's of that status, HEAD's too", () => {
    const location = { description: "The new one.", schema: { type: "string" } };
    const allow = { description: "The methods.", schema: { type: "string" } };
    const retry = { description: "Seconds.", schema: { type: "integer" } };
    const operation = defineOperation({
      method: "GET",
      path: "/h",
      responses: { 200: { description: "H.", headers: { Location: location }, schema: { type: "object" } } },
      errors: {
        method_not_allowed: { status: 405, headers: { Allow: allow } },
        service_unavailable: { status: 503, headers: { "Retry-After": retry } },
        busy: { status: 503, headers: { "Retry-After": { schema: { type: "string" } }, "X-Busy": allow } },
        gone: { status: 410 },
      },
    });
    const headed = openApiDocument([operation], { info: INFO, headForGet: true });
    const get = at(headed, "paths", "/h", "get", "responses");
    expect(at(get, "200", "headers")).toStrictEqual({ Location: location });
    expect(at(get, "405", "headers")).toStrictEqual({ Allow: allow });
    // The first code of a status to declare a header describes it.
    expect(at(get, "503", "headers")).toStrictEqual({ "Retry-After": retry, "X-Busy": allow });
    expect(Object.hasOwn(at(get, "410"), "headers")).toBe(false);
    const head = at(headed, "paths", "/h", "head", "responses");
    expect(at(head, "200")).toStrictEqual({ description: "H.", headers: { Location: location } });
    expect(at(head, "405", "headers")).toStrictEqual({ Allow: allow });
  });

  test("request body examples go to the media type, beside the schema", () => {
    const example = defineOperation({
      method: "POST",
      path: "/e",
      requestBody: { type: "object" },
      requestBodyExamples: { one: { summary: "One", value: { a: 1 } } },
    });
    expect(at(openApiDocument([example], { info: INFO }), "paths", "/e", "post", "requestBody")).toStrictEqual({
      required: true,
      content: {
        "application/json": { schema: { type: "object" }, examples: { one: { summary: "One", value: { a: 1 } } } },
      },
    });
    expect(at(document, "paths", "/users", "post", "requestBody", "content", "application/json")).toStrictEqual({
      schema: { type: "object" },
    });
  });

  test("throws a TypeError for two operations with one method and path", () => {
    expect(() => openApiDocument([getUser, getUser], { info: INFO })).toThrow(
      new TypeError("two operations for GET /users/{id}"),
    );
  });
});
