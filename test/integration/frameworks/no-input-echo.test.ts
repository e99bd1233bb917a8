/**
 * Nothing a client sent in a body or a header comes back in an error answer of the node adapters,
 * over real HTTP: Express 4 and 5 (body-parser's invalid JSON, whose message quotes the input on
 * Node 20, a body too large, an unsupported charset or encoding), Fastify (invalid JSON, ajv's
 * schema validation of body, query string and headers) and node:http with sendError (a handler's
 * JSON.parse failure), and Hono with the hono entry's jsonBody over zod, valibot and ArkType schemas.
 * Secrets go in every value of the body and in the request's headers.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { type ServerType, serve } from "@hono/node-server";
import express from "express";
import express4 from "express4";
import fc from "fast-check";
import Fastify, { type FastifyInstance } from "fastify";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonBody, onError, routeNotFound, type StandardSchemaLike } from "../../../src/hono/index.js";
import { expressErrorHandler, fastifyErrorHandler, sendError } from "../../../src/node/index.js";
import { runs } from "../../support/fuzz.js";
import { BODY_LIMIT, closeServer, listen } from "../../support/node.js";
import { arkTypeSecretSchema, secretBody, valibotSecretSchema, zodSecretSchema } from "../../support/secret-schemas.js";
import { expectNoSecret, plainSecret, secret } from "../../support/secrets.js";

/** A JSON Schema refusing every value of `secretBody`, for Fastify's ajv. */
const EMAIL = { type: "string", format: "email" } as const;
const SECRET_BODY_SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    email: EMAIL,
    url: { type: "string", format: "uri" },
    regex: { type: "string", pattern: "^[0-9]+$" },
    picklist: { type: "string", enum: ["a", "b"] },
    literal: { const: "x" },
    minLength: { type: "string", minLength: 100 },
    maxLength: { type: "string", maxLength: 3 },
    length: { type: "string", minLength: 5, maxLength: 5 },
    startsWith: { type: "string", pattern: "^zz" },
    uuid: { type: "string", format: "uuid" },
    dateTime: { type: "string", format: "date-time" },
    number: { type: "number" },
    numeric: { type: "integer" },
    boolean: { type: "boolean" },
    refine: { not: { type: "string" } },
    refineQuoting: { type: "string", format: "ipv4" },
    nested: {
      type: "object",
      properties: { deep: { type: "object", properties: { email: EMAIL } } },
    },
    list: { type: "array", items: EMAIL },
    tuple: { type: "array", items: [{ type: "number" }, EMAIL] },
    union: { anyOf: [{ const: "a" }, { type: "number" }, EMAIL] },
    variant: {
      oneOf: [
        { type: "object", properties: { kind: { const: "a" }, value: EMAIL } },
        { type: "object", properties: { kind: { const: "b" }, value: { type: "number" } } },
      ],
    },
    record: { type: "object", additionalProperties: EMAIL },
    strict: { type: "object", additionalProperties: false, properties: { known: EMAIL } },
  },
} as const;

interface Running {
  readonly url: string;
  close(): Promise<void>;
}

async function startExpress(make: typeof express): Promise<Running> {
  const app = make();
  app.use(make.json({ limit: BODY_LIMIT }));
  app.post("/echo", (req, res) => {
    res.json(req.body);
  });
  app.use(expressErrorHandler());
  const server = createServer(app);
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

async function startFastify(bodyLimit = BODY_LIMIT): Promise<Running> {
  const fastify: FastifyInstance = Fastify({ bodyLimit, ajv: { customOptions: { allErrors: true } } });
  fastify.setErrorHandler(fastifyErrorHandler());
  fastify.post("/echo", { schema: { body: SECRET_BODY_SCHEMA } }, async (request) => request.body);
  fastify.get(
    "/users",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { count: { type: "integer" }, sort_by: { type: "string", enum: ["name"] } },
        },
        headers: {
          type: "object",
          properties: { "x-request-id": { type: "string", format: "uuid" }, "x-count": { type: "integer" } },
        },
      },
    },
    async () => ({ ok: true }),
  );
  const url = await fastify.listen({ port: 0, host: "127.0.0.1" });
  return { url, close: () => fastify.close() };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

async function startNodeHttp(): Promise<Running> {
  const server: Server = createServer((request, response) => {
    readBody(request)
      .then((text) => {
        response.end(JSON.stringify(JSON.parse(text)));
      })
      .catch((error: unknown) => sendError(response, error));
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

/** Hono with the hono entry's three one-liners, its /echo body checked by `schema`. */
function startHono(schema: StandardSchemaLike, maxBytes = BODY_LIMIT): Promise<Running> {
  const app = new Hono();
  app.onError(onError());
  app.post("/echo", jsonBody(schema, { maxBytes }), (c) => c.json(c.req.valid("json")));
  app.notFound(routeNotFound(app));
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => closeServer(server as never) });
    });
  });
}

const HONO_SCHEMAS: [string, StandardSchemaLike][] = [
  ["zod", zodSecretSchema],
  ["valibot", valibotSecretSchema],
  ["ArkType", arkTypeSecretSchema],
];

/** The request headers of every case: secrets where clients put theirs. */
function secretHeaders(value: string): Record<string, string> {
  return {
    authorization: `Bearer ${value}`,
    cookie: `sid=${value}`,
    "x-request-id": value,
    "x-count": value,
    "user-agent": value,
  };
}

/** Sends one request; for an error answer, checks that status line, headers and body hold no secret. */
async function expectNoEcho(url: string, init: RequestInit, secrets: readonly string[]): Promise<number> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status >= 400) {
    expectNoSecret(`${response.status} ${response.statusText}`, secrets);
    expectNoSecret([...response.headers].flat().join("\n"), secrets);
    expectNoSecret(text, secrets);
    expectNoSecret(JSON.parse(text), secrets);
  }
  return response.status;
}

/** The failing requests every server gets: invalid JSON quoting a secret, a body too large, odd charsets and encodings. */
function failingRequests(value: string, header: string): RequestInit[] {
  const headers = secretHeaders(header);
  const post = (body: string, extra: Record<string, string> = {}): RequestInit => ({
    method: "POST",
    headers: { ...headers, "content-type": "application/json", ...extra },
    body,
  });
  return [
    post(`{"apiKey": ${value}}`),
    post(`{"apiKey": "${value}`),
    post(`${value}`),
    post(JSON.stringify({ apiKey: value.repeat(Math.ceil(BODY_LIMIT / value.length) + 1) })),
    post(JSON.stringify({ apiKey: value }), { "content-type": `application/json; charset=${header}` }),
    post(JSON.stringify({ apiKey: value }), { "content-encoding": header }),
    post(JSON.stringify(secretBody([value]))),
  ];
}

const servers: [string, () => Promise<Running>][] = [
  ["Express 5", () => startExpress(express)],
  ["Express 4", () => startExpress(express4)],
  ["Fastify 5", startFastify],
  ["node:http with sendError", startNodeHttp],
  ...HONO_SCHEMAS.map(([name, schema]): [string, () => Promise<Running>] => [
    `Hono, jsonBody with a ${name} schema`,
    () => startHono(schema),
  ]),
];

for (const [name, start] of servers) {
  describe(`${name}: no input in an error answer`, () => {
    let app: Running;
    beforeAll(async () => {
      app = await start();
    });
    afterAll(() => app.close());

    test("no piece of a secret in the body or the headers of a failing request comes back", async () => {
      await fc.assert(
        fc.asyncProperty(secret, plainSecret, async (value, header) => {
          const statuses: number[] = [];
          for (const init of failingRequests(value, header)) {
            statuses.push(await expectNoEcho(`${app.url}/echo`, init, [value, header]));
          }
          // Invalid JSON, in each of its three forms, is refused.
          expect(statuses.slice(0, 3).every((status) => status >= 400)).toBe(true);
        }),
        { numRuns: runs(8) },
      );
    });
  });
}

describe("Fastify 5: schema validation of the body, query string and headers echoes no value", () => {
  let app: Running;
  beforeAll(async () => {
    // Room for a secret in every value.
    app = await startFastify(BODY_LIMIT * 64);
  });
  afterAll(() => app.close());

  test("every value of the body refused, and none of them in the answer", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(secret, { minLength: 1, maxLength: 4 }), plainSecret, async (values, header) => {
        const init = {
          method: "POST",
          headers: { ...secretHeaders(header), "content-type": "application/json" },
          body: JSON.stringify(secretBody(values)),
        };
        const response = await fetch(`${app.url}/echo`, init);
        const body = (await response.json()) as { readonly violations: object };
        expect(response.status).toBe(400);
        expect(Object.keys(body.violations).length).toBeGreaterThanOrEqual(20);
        expectNoSecret(body, [...values, header]);
        expectNoSecret([...response.headers].flat().join("\n"), [...values, header]);
      }),
      { numRuns: runs(8) },
    );
  });

  test("query string and header values refused, and none of them in the answer", async () => {
    await fc.assert(
      fc.asyncProperty(plainSecret, plainSecret, async (query, header) => {
        const init = { headers: secretHeaders(header) };
        const response = await fetch(`${app.url}/users?count=${query}&sort_by=${query}`, init);
        const text = await response.text();
        expect(response.status).toBe(400);
        expectNoSecret(text, [query, header]);
        expectNoSecret([...response.headers].flat().join("\n"), [query, header]);
      }),
      { numRuns: runs(8) },
    );
  });
});

describe.each(HONO_SCHEMAS)("Hono: jsonBody's validation with a %s schema echoes no value", (_name, schema) => {
  let app: Running;
  beforeAll(async () => {
    // Room for a secret in every value.
    app = await startHono(schema, BODY_LIMIT * 64);
  });
  afterAll(() => app.close());

  test("every value of the body refused, and none of them in the answer", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(secret, { minLength: 1, maxLength: 4 }), plainSecret, async (values, header) => {
        const init = {
          method: "POST",
          headers: { ...secretHeaders(header), "content-type": "application/json" },
          body: JSON.stringify(secretBody(values)),
        };
        const response = await fetch(`${app.url}/echo`, init);
        const body = (await response.json()) as { readonly violations: object };
        expect(response.status).toBe(400);
        expect(Object.keys(body.violations).length).toBeGreaterThanOrEqual(20);
        expectNoSecret(body, [...values, header]);
        expectNoSecret([...response.headers].flat().join("\n"), [...values, header]);
      }),
      { numRuns: runs(8) },
    );
  });
});
