import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fastifyErrorHandler } from "../../../src/node/index.js";
import { errorReply, postJson } from "../../support/node.js";

// Fastify validates with ajv; with allErrors every failure of a part is reported.
const USER_SCHEMA = {
  type: "object",
  required: ["email", "username", "address", "status"],
  properties: {
    email: { type: "string", format: "email", maxLength: 20 },
    username: { type: "string", minLength: 3, pattern: "^[a-z]+$" },
    status: { type: "string", enum: ["ACTIVE", "INACTIVE"] },
    age: { type: "integer", minimum: 0, maximum: 150 },
    address: {
      type: "object",
      required: ["city"],
      properties: { city: { type: "string", minLength: 1 }, zip: { type: "string", pattern: "^[0-9]{5}$" } },
    },
    phones: {
      type: "array",
      maxItems: 2,
      items: {
        type: "object",
        required: ["number"],
        properties: { number: { type: "string", pattern: "^\\+?[0-9]+$" }, kind: { const: "mobile" } },
      },
    },
    tags: { type: "array", uniqueItems: true, minItems: 1, items: { type: "string" } },
  },
} as const;

let fastify: FastifyInstance;
let url: string;

beforeAll(async () => {
  fastify = Fastify({ ajv: { customOptions: { allErrors: true } } });
  fastify.setErrorHandler(fastifyErrorHandler({ newTicket: () => "t-fixed" }));
  fastify.post("/users", { schema: { body: USER_SCHEMA } }, async (request) => request.body);
  fastify.get(
    "/users/:id",
    {
      schema: {
        params: { type: "object", properties: { id: { type: "string", pattern: "^[0-9]+$" } } },
        querystring: {
          type: "object",
          properties: { count: { type: "integer", maximum: 100 }, sort_by: { type: "string", enum: ["name"] } },
        },
        headers: { type: "object", required: ["x-api-key"], properties: { "x-api-key": { type: "string" } } },
      },
    },
    async () => ({ ok: true }),
  );
  await fastify.listen({ port: 0, host: "127.0.0.1" });
  const address = fastify.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
});
afterAll(() => fastify.close());

describe("Fastify schema validation errors become a constraint violations error", () => {
  test("nested objects and arrays: every violation under its key, with its code and attributes", async () => {
    const body = {
      email: "not-an-email-and-far-too-long",
      username: "A",
      status: "GONE",
      age: 200,
      address: { zip: "12" },
      phones: [{ number: "call me", kind: "fixed" }, {}, { number: "1" }],
      tags: ["a", "a"],
    };
    const reply = await errorReply(`${url}/users`, postJson(JSON.stringify(body)));
    expect(reply.status).toBe(400);
    expect(reply.body).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "The request body has constraint violations.",
      ticket: "t-fixed",
      violations: {
        email: [{ code: "too_long", constraintAttributes: { maxLength: "20" } }, { code: "invalid_email" }],
        username: [
          { code: "too_short", constraintAttributes: { minLength: "3" } },
          { code: "failed_regex_match", constraintAttributes: { regexPattern: "^[a-z]+$" } },
        ],
        status: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "ACTIVE,INACTIVE" } }],
        age: [{ code: "greater_than", constraintAttributes: { maxValue: "150" } }],
        "address.city": [{ code: "undefined" }],
        "address.zip": [{ code: "failed_regex_match", constraintAttributes: { regexPattern: "^[0-9]{5}$" } }],
        phones: [{ code: "size_greater_than", constraintAttributes: { maxSize: "2" } }],
        "phones[0].number": [{ code: "failed_regex_match", constraintAttributes: { regexPattern: "^\\+?[0-9]+$" } }],
        "phones[0].kind": [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "mobile" } }],
        "phones[1].number": [{ code: "undefined" }],
        tags: [{ code: "duplicate_elements" }],
      },
    });
  });

  test("missing required members are reported under their own keys, a missing body as not an object", async () => {
    const reply = await errorReply(`${url}/users`, postJson("{}"));
    expect(Object.keys((reply.body as { violations: object }).violations)).toStrictEqual([
      "email",
      "username",
      "address",
      "status",
    ]);
    const array = await errorReply(`${url}/users`, postJson("[]"));
    expect((array.body as { violations: object }).violations).toStrictEqual({ "": [{ code: "not_json_object" }] });
  });

  test("query string, path parameters and headers give request_constraint_violations under their wire names", async () => {
    const query = await errorReply(`${url}/users/1?count=1000&sort_by=age`, { headers: { "x-api-key": "k" } });
    expect(query.body).toMatchObject({
      code: "request_constraint_violations",
      violations: {
        count: [{ code: "greater_than", constraintAttributes: { maxValue: "100" } }],
        sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "name" } }],
      },
    });
    const params = await errorReply(`${url}/users/abc`, { headers: { "x-api-key": "k" } });
    expect(params.body).toMatchObject({
      code: "request_constraint_violations",
      violations: { id: [{ code: "failed_regex_match", constraintAttributes: { regexPattern: "^[0-9]+$" } }] },
    });
    const headers = await errorReply(`${url}/users/1`);
    expect(headers.body).toMatchObject({
      code: "request_constraint_violations",
      violations: { "x-api-key": [{ code: "undefined" }] },
    });
    const notInteger = await errorReply(`${url}/users/1?count=many`, { headers: { "x-api-key": "k" } });
    expect(notInteger.body).toMatchObject({
      violations: { count: [{ code: "failed_regex_match", constraintAttributes: { regexPattern: "^-?[0-9]+$" } }] },
    });
  });
});
