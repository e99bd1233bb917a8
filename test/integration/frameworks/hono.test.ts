import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { validator } from "hono/validator";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBoundary, toResponse } from "../../../src/index.js";
import {
  BODY_LIMIT,
  closeServer,
  commonBoundaryTests,
  errorReply,
  expectBase,
  logged,
  type RunningApp,
  SECRET,
  secretError,
  THROWERS,
} from "../../support/node.js";

/**
 * The Hono recipe of the README: `onError` answers the `Error`s Hono hands
 * it (`HTTPException` included), `errorBoundary` around `app.fetch` the
 * non-`Error` throws Hono rethrows.
 */
function honoApp(unexpected: unknown[]): (request: Request) => Promise<Response> {
  const options = { onUnexpected: logged(unexpected) };
  const app = new Hono();
  app.onError((error) => toResponse(error, options));
  app.notFound(() => toResponse(new HTTPException(404), options));
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
  app.post(
    "/echo",
    bodyLimit({ maxSize: BODY_LIMIT }),
    validator("json", (value) => value),
    (c) => c.json(c.req.valid("json")),
  );
  return errorBoundary(app.fetch, options);
}

describe("Hono: onError + errorBoundary over HTTP", () => {
  let app: RunningApp;
  beforeAll(async () => {
    const unexpected: unknown[] = [];
    const fetch = honoApp(unexpected);
    const url = await new Promise<string>((resolve) => {
      const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        resolve(`http://127.0.0.1:${info.port}`);
      });
      app = { url: "", unexpected, close: () => closeServer(server as never) };
    });
    app = { ...app, url };
  });
  afterAll(() => app.close());

  commonBoundaryTests(test, () => app, {
    notJson: "The request is not valid.",
    tooLarge: "The request body is too large.",
  });

  test("a string an async handler rejects with is the safe 500", async () => {
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

  test("an unknown route is 404 not_found", async () => {
    expectBase(await errorReply(`${app.url}/nowhere`), 404, "not_found", "The resource could not be found.");
  });
});
