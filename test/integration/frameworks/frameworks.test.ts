import { createServer, type IncomingMessage } from "node:http";
import express from "express";
import express4 from "express4";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clientError } from "../../../src/index.js";
import {
  expressErrorHandler,
  expressNotFoundHandler,
  fastifyErrorHandler,
  fastifyNotFoundHandler,
  sendError,
} from "../../../src/node/index.js";
import {
  BODY_LIMIT,
  closeServer,
  commonBoundaryTests,
  errorReply,
  expectBase,
  listen,
  logged,
  postJson,
  type RunningApp,
  secretError,
  THROWERS,
} from "../../support/node.js";

const NODE_MESSAGES = { notJson: "The request body is not valid JSON.", tooLarge: "The request body is too large." };

/** The shared routes on an Express app (4 or 5), with async failures passed to `next` (Express 4 needs it). */
async function startExpress(make: typeof express): Promise<RunningApp> {
  const unexpected: unknown[] = [];
  const app = make();
  app.use(make.json({ limit: BODY_LIMIT }));
  for (const [path, thrower] of Object.entries(THROWERS)) {
    app.get(path, () => {
      throw thrower();
    });
  }
  app.get("/reject", (_req, _res, next) => {
    Promise.reject(secretError()).catch(next);
  });
  app.post("/echo", (req, res) => {
    res.json(req.body);
  });
  app.get("/partial", (_req, res) => {
    res.write("partial");
    throw secretError();
  });
  app.use(expressNotFoundHandler());
  app.use(expressErrorHandler({ onUnexpected: logged(unexpected) }));
  const server = createServer(app);
  const url = await listen(server);
  return { url, unexpected, close: () => closeServer(server) };
}

for (const [name, make] of [
  ["Express 5", express],
  ["Express 4", express4],
] as const) {
  describe(`${name}: expressErrorHandler over HTTP`, () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await startExpress(make);
    });
    afterAll(() => app.close());

    commonBoundaryTests(test, () => app, NODE_MESSAGES);

    test("an unknown route is 404 route_not_found, the query string left out", async () => {
      const reply = await errorReply(`${app.url}/nowhere?x=1`);
      expectBase(reply, 404, "route_not_found", "No operation matches [GET /nowhere]");
    });

    test("an unsupported charset is 415 unsupported_media_type", async () => {
      const reply = await errorReply(`${app.url}/echo`, postJson("{}", "application/json; charset=latin-9"));
      expectBase(reply, 415, "unsupported_media_type", "The charset of the request body is not supported.");
    });

    test("an unsupported content encoding is 415 unsupported_media_type", async () => {
      const init = postJson("{}");
      init.headers = { "content-type": "application/json", "content-encoding": "compress-9" };
      const reply = await errorReply(`${app.url}/echo`, init);
      expectBase(reply, 415, "unsupported_media_type", "The content encoding of the request body is not supported.");
    });

    test("a failure after the headers were sent only ends the response", async () => {
      const response = await fetch(`${app.url}/partial`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("partial");
    });
  });
}

describe("Fastify 5: fastifyErrorHandler over HTTP", () => {
  let app: RunningApp;
  beforeAll(async () => {
    const unexpected: unknown[] = [];
    const fastify = Fastify({ bodyLimit: BODY_LIMIT });
    fastify.setErrorHandler(fastifyErrorHandler({ onUnexpected: logged(unexpected) }));
    fastify.setNotFoundHandler(fastifyNotFoundHandler());
    for (const [path, thrower] of Object.entries(THROWERS)) {
      fastify.get(path, async () => {
        throw thrower();
      });
    }
    fastify.get("/reject", () => Promise.reject(secretError()));
    fastify.get("/sync-string", () => {
      throw "sync";
    });
    fastify.post("/echo", async (request) => request.body);
    fastify.get("/stale", async (_request, reply) => {
      reply.header("content-encoding", "gzip").header("content-disposition", "attachment");
      throw clientError(409);
    });
    await fastify.listen({ port: 0, host: "127.0.0.1" });
    const address = fastify.server.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    app = { url: `http://127.0.0.1:${port}`, unexpected, close: () => fastify.close() };
  });
  afterAll(() => app.close());

  commonBoundaryTests(test, () => app, NODE_MESSAGES);

  test("an unknown route is 404 route_not_found", async () => {
    expectBase(await errorReply(`${app.url}/nowhere`), 404, "route_not_found", "No operation matches [GET /nowhere]");
  });

  test("an empty JSON body is 400 invalid_request", async () => {
    const reply = await errorReply(`${app.url}/echo`, postJson(""));
    expectBase(reply, 400, "invalid_request", "The request body is empty, but its content type says JSON.");
  });

  test("an unsupported media type is 415 unsupported_media_type", async () => {
    const reply = await errorReply(`${app.url}/echo`, postJson("<a/>", "text/xml"));
    expectBase(reply, 415, "unsupported_media_type", "The media type of the request body is not supported.");
  });

  test("a string thrown by a synchronous handler is the safe 500", async () => {
    const reply = await errorReply(`${app.url}/sync-string`);
    expect(reply.status).toBe(500);
  });

  test("headers a handler set for its own body are removed", async () => {
    const reply = await errorReply(`${app.url}/stale`);
    expectBase(reply, 409, "conflict", "The request conflicts with the current state of the resource.");
    expect(reply.headers.get("content-encoding")).toBeNull();
    expect(reply.headers.get("content-disposition")).toBeNull();
  });
});

/** Reads a JSON body as a plain node:http app would, failing as body-parser does. */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw Object.assign(new Error("too large"), { status: 413, type: "entity.too.large" });
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch (error) {
    throw Object.assign(new Error("bad json", { cause: error }), { status: 400, type: "entity.parse.failed" });
  }
}

describe("node:http: sendError over HTTP", () => {
  let app: RunningApp;
  beforeAll(async () => {
    const unexpected: unknown[] = [];
    const server = createServer(async (request, response) => {
      try {
        const path = request.url ?? "/";
        const thrower = THROWERS[path];
        if (thrower !== undefined) throw thrower();
        if (path === "/reject") await Promise.reject(secretError());
        if (path === "/partial") {
          response.writeHead(200).write("partial");
          throw secretError();
        }
        if (path === "/ended") {
          response.end("done");
          throw secretError();
        }
        if (path !== "/echo") throw clientError(404);
        const body = await readJson(request);
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify(body));
      } catch (error) {
        sendError(response, error, { onUnexpected: logged(unexpected) });
      }
    });
    const url = await listen(server);
    app = { url, unexpected, close: () => closeServer(server) };
  });
  afterAll(() => app.close());

  commonBoundaryTests(test, () => app, NODE_MESSAGES);

  test("content-length is the byte length of the body", async () => {
    const response = await fetch(`${app.url}/error`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
  });

  test("a failure after the headers were sent only ends the response", async () => {
    const response = await fetch(`${app.url}/partial`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("partial");
  });

  test("a failure after the response ended leaves it as it was", async () => {
    const response = await fetch(`${app.url}/ended`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("done");
  });
});
