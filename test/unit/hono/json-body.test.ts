import { type } from "arktype";
import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import { type JsonBodyOptions, jsonBody, onError, type StandardSchemaLike } from "../../../src/hono/index.js";
import type { ErrorBody } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { localizeMessages } from "../../../src/messages/index.js";

/** An app that answers POST / with the validated body, 201, through `jsonBody(schema, options)`. */
function appFor(schema: StandardSchemaLike, options: JsonBodyOptions = {}): Hono {
  const app = new Hono();
  const seen: unknown[] = [];
  app.onError(onError({ onUnexpected: (thrown) => seen.push(thrown) }));
  app.post("/", jsonBody(schema, options), (c) => c.json({ received: c.req.valid("json") }, 201));
  return Object.assign(app, { seen });
}

async function post(app: Hono, body: BodyInit, headers: Record<string, string> = {}) {
  const response = await app.request("/", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
  return { response, body: (await response.json()) as ErrorBody & { readonly received?: unknown } };
}

const ZodUser = z.object({ email: z.email().max(200), age: z.number().int().optional() });

describe("jsonBody with a zod schema", () => {
  test("a valid body reaches the handler as c.req.valid('json'), with the schema's output", async () => {
    const app = appFor(ZodUser.transform((user) => ({ ...user, seen: true })));
    const { response, body } = await post(app, '{"email":"a@example.com","age":3}');
    expect(response.status).toBe(201);
    expect(body.received).toStrictEqual({ email: "a@example.com", age: 3, seen: true });
  });

  test("a violation carries zod's code mapped by the zod bridge: too_long with maxLength for max", async () => {
    const { response, body } = await post(appFor(ZodUser), JSON.stringify({ email: `${"a".repeat(200)}@x.com` }));
    expect(response.status).toBe(400);
    expect(body).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "The request body has constraint violations.",
      ticket: body.ticket,
      violations: { email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }] },
    });
  });

  test("a missing member is undefined, a null one null (the bridge is given the input)", async () => {
    const Both = z.object({ a: z.string(), b: z.string() });
    const { body } = await post(appFor(Both), '{"b":null}');
    expect(body).toMatchObject({ violations: { a: [{ code: "undefined" }], b: [{ code: "null" }] } });
  });
});

describe("jsonBody with other validators", () => {
  test("valibot's issues go through the valibot bridge", async () => {
    const User = v.object({ email: v.pipe(v.string(), v.maxLength(5)), tags: v.array(v.string()) });
    const { response, body } = await post(appFor(User), '{"email":"toolong","tags":[1]}');
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      violations: {
        email: [{ code: "too_long", constraintAttributes: { maxLength: "5" } }],
        "tags[0]": [{ code: "disallowed_enum" }],
      },
    });
    expect((await post(appFor(User), '{"email":"a","tags":[]}')).response.status).toBe(201);
  });

  test("any other Standard Schema validator (ArkType) goes through the Standard Schema bridge", async () => {
    const User = type({ email: "string.email", age: "number" });
    const { response, body } = await post(appFor(User), '{"email":"not-an-address"}');
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      code: "message_body_constraint_violations",
      violations: { email: [{ code: "disallowed_enum" }], age: [{ code: "undefined" }] },
    });
    expect(JSON.stringify(body)).not.toContain("not-an-address");
  });

  test("an asynchronous validation is awaited", async () => {
    const schema: StandardSchemaLike<{ n: number }> = {
      "~standard": {
        version: 1,
        vendor: "mine",
        validate: async (value) =>
          (value as { n?: unknown }).n === 1
            ? { value: value as { n: number } }
            : { issues: [{ message: "not_unique", path: ["n"] }] },
      },
    };
    expect((await post(appFor(schema), '{"n":1}')).response.status).toBe(201);
    expect((await post(appFor(schema), '{"n":2}')).body).toMatchObject({ violations: { n: [{ code: "not_unique" }] } });
  });

  test("a schema that throws is no refusal: onError answers the safe 500", async () => {
    const schema: StandardSchemaLike = {
      "~standard": {
        version: 1,
        vendor: "mine",
        validate: () => {
          throw new Error("the validator broke");
        },
      },
    };
    const app = appFor(schema);
    const { response, body } = await post(app, "{}");
    expect(response.status).toBe(500);
    expect(body.code).toBe("internal_error");
    expect((app as unknown as { seen: unknown[] }).seen).toHaveLength(1);
  });
});

describe("jsonBody: the body it refuses before validation", () => {
  const app = appFor(ZodUser, { maxBytes: 100 });

  test.each<[string, BodyInit, Record<string, string>, number, string]>([
    ["malformed JSON", '{"email":', {}, 400, "invalid_request"],
    ["plain text", '{"email":"a@example.com"}', { "content-type": "text/plain" }, 415, "unsupported_media_type"],
    ["a body over maxBytes", JSON.stringify({ email: "x".repeat(200) }), {}, 413, "payload_too_large"],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0x7d]), {}, 400, "invalid_request"],
    ["an array", "[]", {}, 400, "invalid_request"],
  ])("%s: %i %s", async (_what, sent, headers, status, code) => {
    const { response, body } = await post(app, sent, headers);
    expect(response.status).toBe(status);
    expect(body.code).toBe(code);
  });

  test("nesting deeper than maxNestingDepth gives max_nesting_depth_exceeded on the whole body", async () => {
    const { body } = await post(appFor(ZodUser, { maxNestingDepth: 2 }), '{"a":{"b":{}}}');
    expect(body).toMatchObject({ violations: { "": [{ code: "max_nesting_depth_exceeded" }] } });
  });
});

describe("jsonBody: the options of every boundary", () => {
  test("a catalogue of one's own lets a refinement name one of its codes", async () => {
    const shop = defineCatalogue({
      extends: coreCatalogue,
      violations: { out_of_stock: { description: "The item is no longer sold.", message: "is out of stock" } },
    });
    const Order = z.object({
      sku: z.string().refine((sku) => sku !== "gone", { params: shop.violation("out_of_stock") }),
    });
    const { response, body } = await post(appFor(Order, { catalogue: shop }), '{"sku":"gone"}');
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ violations: { sku: [{ code: "out_of_stock" }] } });
    const builtIn = await post(appFor(Order), '{"sku":"gone"}');
    expect(builtIn.body).toMatchObject({ violations: { sku: [{ code: "disallowed_enum" }] } });
    // A boundary catalogue that tells no violation codes serves the answers only.
    const answersOnly = { rules: { genericCodeOf: () => undefined, messageOf: () => undefined } };
    const bare = await post(appFor(Order, { catalogue: answersOnly }), '{"sku":"gone"}');
    expect(bare.body).toMatchObject({ violations: { sku: [{ code: "disallowed_enum" }] } });
  });

  test("every refusal has the ticket maker's ticket, and is localized by Accept-Language", async () => {
    const app = appFor(ZodUser, { newTicket: () => "t-7", localize: localizeMessages([de]) });
    const german = { "accept-language": "de" };
    const refused = await post(app, "{}", { ...german, "content-type": "text/plain" });
    expect(refused.body).toMatchObject({
      ticket: "t-7",
      message:
        "Der Medientyp des Anfragetexts wird nicht unterstützt; senden Sie ihn als application/json oder application/*+json.",
    });
    expect(refused.response.headers.get("content-language")).toBe("de");
    const violated = await post(app, JSON.stringify({ email: "x" }), german);
    expect(violated.body).toMatchObject({ ticket: "t-7", message: "Der Anfragetext enthält ungültige Werte." });
  });
});
