/**
 * `api-error-model/hono` over real HTTP (@hono/node-server): the shared conformance suite of every framework
 * boundary, Hono's own failures (HTTPException, bearerAuth), unknown routes and 405, and an app of the entry's
 * three one-liners answering every kind of request the issue names, in the model, localized when asked.
 */
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { jsonBody, onError, routeNotFound } from "../../../src/hono/index.js";
import {
  errorBoundary,
  fetchJson,
  hasViolation,
  isApiError,
  JSON_CONTENT_TYPE,
  type ToResponseOptions,
} from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { localizeMessages } from "../../../src/messages/index.js";
import {
  BODY_LIMIT,
  closeServer,
  commonBoundaryTests,
  errorReply,
  expectBase,
  logged,
  postJson,
  type RunningApp,
  SECRET,
  secretError,
  THROWERS,
} from "../../support/node.js";

/** Serves a Fetch handler on 127.0.0.1 with @hono/node-server; resolves with its base URL and how to stop it. */
function serveFetch(fetch: (request: Request) => Response | Promise<Response>): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => closeServer(server as never) });
    });
  });
}

/** Any JSON object. */
const AnyObject = z.record(z.string(), z.unknown());

/**
 * The shared routes with the entry's one-liners, and `errorBoundary` around `app.fetch` for the non-`Error`
 * throws Hono rethrows (docs/hono.md).
 */
function conformanceApp(unexpected: unknown[]): (request: Request) => Promise<Response> {
  const options: ToResponseOptions = { onUnexpected: logged(unexpected) };
  const app = new Hono();
  app.onError(onError(options));
  for (const [path, thrower] of Object.entries(THROWERS)) {
    app.get(path, () => {
      throw thrower();
    });
  }
  app.get("/reject", () => Promise.reject(secretError()));
  app.get("/reject-string", () => Promise.reject(SECRET));
  app.get("/exception", () => {
    throw new HTTPException(403, { message: SECRET });
  });
  app.get("/exception-5xx", () => {
    throw new HTTPException(503, { message: SECRET });
  });
  app.get("/private", bearerAuth({ token: "right" }), (c) => c.text("ok"));
  app.post("/echo", jsonBody(AnyObject, { ...options, maxBytes: BODY_LIMIT }), (c) => c.json(c.req.valid("json")));
  app.notFound(routeNotFound(app, options));
  return errorBoundary(app.fetch, options);
}

describe("Hono: onError, routeNotFound and jsonBody over HTTP", () => {
  let app: RunningApp;
  beforeAll(async () => {
    const unexpected: unknown[] = [];
    const served = await serveFetch(conformanceApp(unexpected));
    app = { ...served, unexpected };
  });
  afterAll(() => app.close());

  commonBoundaryTests(test, () => app, {
    notJson: "The request body is not valid JSON; send a JSON object",
    tooLarge: `The request body is larger than ${BODY_LIMIT} bytes`,
    tooLargeDetails: { maxBytes: BODY_LIMIT },
  });

  test("a string an async handler rejects with is the safe 500 (errorBoundary around app.fetch)", async () => {
    const reply = await errorReply(`${app.url}/reject-string`);
    expect(reply.status).toBe(500);
    expect(app.unexpected.at(-1)).toStrictEqual({ message: SECRET, ticket: reply.body.ticket });
  });

  test("an HTTPException with a 4xx status is a client error; its message is not sent", async () => {
    expectBase(await errorReply(`${app.url}/exception`), 403, "forbidden", "The request is not allowed.");
  });

  test("an HTTPException with a 5xx status is the safe 500", async () => {
    const reply = await errorReply(`${app.url}/exception-5xx`);
    expect(reply.status).toBe(500);
    expect(reply.body.code).toBe("internal_error");
  });

  test("bearerAuth's 401 keeps its WWW-Authenticate header", async () => {
    const reply = await errorReply(`${app.url}/private`, { headers: { authorization: "Bearer wrong" } });
    expectBase(reply, 401, "unauthorized", "Authentication is required.");
    expect(reply.headers.get("www-authenticate")).toMatch(/^Bearer /);
  });

  test("an unknown route is 404 route_not_found", async () => {
    const reply = await errorReply(`${app.url}/nowhere?x=1`);
    expectBase(reply, 404, "route_not_found", "No operation matches the method and path of the request.");
  });

  test("a known path with another method is 405 method_not_allowed with Allow", async () => {
    const reply = await errorReply(`${app.url}/echo`, { method: "DELETE" });
    expectBase(reply, 405, "method_not_allowed", "The method is not allowed for this resource.", {
      allowedMethods: ["POST"],
    });
    expect(reply.headers.get("allow")).toBe("POST");
  });

  test("a body that is not declared JSON is 415 unsupported_media_type", async () => {
    const reply = await errorReply(`${app.url}/echo`, postJson('{"a":1}', "text/plain"));
    expectBase(
      reply,
      415,
      "unsupported_media_type",
      "The request body must be JSON: send it with Content-Type application/json or application/*+json",
      { supportedMediaTypes: ["application/json", "application/*+json"] },
    );
  });
});

describe("Hono: an app of the three one-liners", () => {
  const CreateUser = z.object({ email: z.email().max(200), givenName: z.string().max(50).optional() });
  let served: { url: string; close: () => Promise<void> };
  const unexpected: unknown[] = [];

  beforeAll(async () => {
    const options: ToResponseOptions = { localize: localizeMessages([de]), onUnexpected: logged(unexpected) };
    const app = new Hono();
    app.onError(onError(options));
    app.post("/users", jsonBody(CreateUser, options), (c) => c.json({ id: "u1", ...c.req.valid("json") }, 201));
    app.get("/users/:id", () => {
      throw secretError();
    });
    app.notFound(routeNotFound(app, options));
    served = await serveFetch(app.fetch);
  });
  afterAll(() => served.close());

  const send = (path: string, init: RequestInit = {}) => fetch(`${served.url}${path}`, init);
  const TICKET = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  test("a valid body is 201, the handler reading it typed", async () => {
    const response = await send("/users", postJson('{"email":"ada@example.com"}'));
    expect(response.status).toBe(201);
    expect(await response.json()).toStrictEqual({ id: "u1", email: "ada@example.com" });
  });

  test.each<[string, RequestInit, number, string]>([
    ["a malformed body", postJson('{"email":'), 400, "invalid_request"],
    ["a text/plain body", postJson('{"email":"ada@example.com"}', "text/plain"), 415, "unsupported_media_type"],
    [
      "bytes that are not UTF-8",
      { method: "POST", headers: { "content-type": "application/json" }, body: new Uint8Array([0x7b, 0xff, 0x7d]) },
      400,
      "invalid_request",
    ],
    [
      "a schema violation",
      postJson(JSON.stringify({ email: `${"a".repeat(200)}@example.com` })),
      400,
      "message_body_constraint_violations",
    ],
  ])("%s: %i %s, in the model with a ticket", async (_what, init, status, code) => {
    const reply = await errorReply(`${served.url}/users`, init);
    expect(reply.status).toBe(status);
    expect(reply.body.code).toBe(code);
    expect(reply.body.ticket).toMatch(TICKET);
  });

  test("the schema violation carries zod's max as too_long with maxLength", async () => {
    const reply = await errorReply(
      `${served.url}/users`,
      postJson(JSON.stringify({ email: `${"a".repeat(200)}@x.io` })),
    );
    expect(reply.body).toMatchObject({
      violations: { email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }] },
    });
  });

  test("an unknown route is 404 route_not_found, a wrong method 405 with Allow", async () => {
    const notFound = await errorReply(`${served.url}/nowhere`);
    expect([notFound.status, notFound.body.code]).toStrictEqual([404, "route_not_found"]);
    expect(notFound.body.ticket).toMatch(TICKET);
    const wrongMethod = await errorReply(`${served.url}/users`, { method: "PUT" });
    expect([wrongMethod.status, wrongMethod.body.code]).toStrictEqual([405, "method_not_allowed"]);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
    expect(wrongMethod.body.ticket).toMatch(TICKET);
  });

  test("a thrown error is the safe 500 without its message, logged under the client's ticket", async () => {
    const reply = await errorReply(`${served.url}/users/u1`, { headers: { "accept-language": "en" } });
    expect(reply.status).toBe(500);
    expect(reply.body).toStrictEqual({
      type: "base_error",
      code: "internal_error",
      message: "An unexpected error occurred.",
      ticket: reply.body.ticket,
    });
    expect(reply.body.ticket).toMatch(TICKET);
    expect(unexpected.at(-1)).toStrictEqual({ message: `message ${SECRET}`, ticket: reply.body.ticket });
  });

  test("a client's fetchJson gets the created user, and throws the typed error of a refusal", async () => {
    const user = await fetchJson<{ id: string; email: string }>(`${served.url}/users`, {
      method: "POST",
      json: { email: "grace@example.com" },
    });
    expect(user).toStrictEqual({ id: "u1", email: "grace@example.com" });
    const refusal = await fetchJson(`${served.url}/users`, { method: "POST", json: { email: "x" } }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(refusal) && refusal.status).toBe(400);
    expect(hasViolation(refusal, "email", "invalid_email")).toBe(true);
  });

  test.each<[string, string, RequestInit, string]>([
    ["a malformed body", "/users", postJson("{"), "Die Anfrage ist ungültig."],
    [
      "a text/plain body",
      "/users",
      postJson("{}", "text/plain"),
      "Der Medientyp des Anfragetexts wird nicht unterstützt; senden Sie ihn als application/json oder application/*+json.",
    ],
    ["a schema violation", "/users", postJson('{"email":"x"}'), "Der Anfragetext enthält ungültige Werte."],
    ["an unknown route", "/nowhere", {}, "Keine Operation passt zu Methode und Pfad der Anfrage."],
    ["a wrong method", "/users", { method: "PUT" }, "Die Methode ist für diese Ressource nicht erlaubt."],
    ["a thrown error", "/users/u1", {}, "Ein unerwarteter Fehler ist aufgetreten."],
  ])("%s is answered in German when asked", async (_what, path, init, message) => {
    const headers = { ...(init.headers as Record<string, string> | undefined), "accept-language": "de-DE, en;q=0.5" };
    const response = await send(path, { ...init, headers });
    expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    expect(response.headers.get("content-language")).toBe("de");
    expect(response.headers.get("vary")).toContain("Accept-Language");
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});
