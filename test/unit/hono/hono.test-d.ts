import { Hono } from "hono";
import { hc } from "hono/client";
import * as v from "valibot";
import { expectTypeOf, test } from "vitest";
import { z } from "zod";
import { jsonBody, onError, routeNotFound } from "../../../src/hono/index.js";

test("the three one-liners fit Hono's own handler types", () => {
  const app = new Hono();
  app.onError(onError());
  app.notFound(routeNotFound(app));
  const sub = new Hono<{ Variables: { user: string } }>().basePath("/api");
  sub.onError(onError({ localize: (answer) => answer }));
  sub.notFound(routeNotFound(sub));
});

test("c.req.valid('json') is typed by a zod schema's output", () => {
  const CreateUser = z.object({ email: z.string().max(200), age: z.coerce.number().optional() });
  new Hono().post("/users", jsonBody(CreateUser), (c) => {
    expectTypeOf(c.req.valid("json")).toEqualTypeOf<{ email: string; age?: number | undefined }>();
    return c.json(c.req.valid("json"), 201);
  });
});

test("c.req.valid('json') is typed by a valibot schema's output", () => {
  const CreateUser = v.object({ email: v.pipe(v.string(), v.maxLength(200)), tags: v.array(v.string()) });
  new Hono().post("/users", jsonBody(CreateUser, { maxBytes: 1024 }), (c) => {
    expectTypeOf(c.req.valid("json")).toEqualTypeOf<{ email: string; tags: string[] }>();
    return c.body(null, 204);
  });
});

test("a schema that is no Standard Schema is refused at compile time", () => {
  // @ts-expect-error: no ~standard
  jsonBody({ parse: (value: unknown) => value });
  // @ts-expect-error: only the methods of the app's routes are read, and a value without routes is no app
  routeNotFound({});
});

test("the Hono client (hc) takes the schema's input as the route's json", () => {
  const CreateUser = z.object({ email: z.string(), age: z.coerce.number() });
  const route = new Hono().post("/users", jsonBody(CreateUser), (c) => c.json(c.req.valid("json"), 201));
  const client = hc<typeof route>("http://localhost");
  type Sent = Parameters<typeof client.users.$post>[0]["json"];
  expectTypeOf<Sent>().toEqualTypeOf<{ email: string; age: unknown }>();
});
