/**
 * The option `localize` over real HTTP, on every boundary of the package: the node adapters (Express,
 * Fastify, node:http), the Hono entry, and errorBoundary behind a node:http server. Each answers a known code's message in
 * the negotiated locale, with Content-Language and Vary, and never echoes or throws on the header.
 */
import { createServer, request as httpRequest } from "node:http";
import { type ServerType, serve as serveHonoApp } from "@hono/node-server";
import express from "express";
import Fastify from "fastify";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { onError, routeNotFound } from "../../../src/hono/index.js";
import { ApiError, baseError, errorBoundary, type ToResponseOptions } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { enXA } from "../../../src/messages/en-XA/index.js";
import { errorMessage, localizeMessages } from "../../../src/messages/index.js";
import {
  expressErrorHandler,
  expressNotFoundHandler,
  fastifyErrorHandler,
  fastifyNotFoundHandler,
  sendError,
} from "../../../src/node/index.js";
import { closeServer, listen } from "../../support/node.js";

const ENGLISH = "User [42] could not be found";
const GERMAN = "Der Benutzer wurde nicht gefunden.";
const options: ToResponseOptions = { localize: localizeMessages([de, enXA]) };
const userNotFound = () => new ApiError(baseError({ code: "user_not_found", message: ENGLISH }));

interface Served {
  readonly url: string;
  readonly close: () => Promise<unknown>;
}

async function serveExpress(): Promise<Served> {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader("vary", "Origin");
    next();
  });
  app.get("/user", () => {
    throw userNotFound();
  });
  app.use(expressNotFoundHandler(options));
  app.use(expressErrorHandler(options));
  const server = createServer(app);
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

async function serveFastify(): Promise<Served> {
  const fastify = Fastify();
  fastify.setErrorHandler(fastifyErrorHandler(options));
  fastify.setNotFoundHandler(fastifyNotFoundHandler(options));
  fastify.get("/user", async () => {
    throw userNotFound();
  });
  const url = await fastify.listen({ port: 0, host: "127.0.0.1" });
  return { url, close: () => fastify.close() };
}

async function serveNodeHttp(): Promise<Served> {
  const server = createServer((request, response) => {
    try {
      throw request.url === "/user" ? userNotFound() : new Error("no route");
    } catch (error) {
      sendError(response, error, options);
    }
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

/** The Hono entry's onError and routeNotFound, behind a middleware that sets Vary: Origin. */
async function serveHono(): Promise<Served> {
  const app = new Hono();
  app.use("*", async (c, next) => {
    c.header("vary", "Origin");
    await next();
  });
  app.onError(onError(options));
  app.get("/user", () => {
    throw userNotFound();
  });
  app.notFound(routeNotFound(app, options));
  return new Promise((resolve) => {
    const server: ServerType = serveHonoApp({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => closeServer(server as never) });
    });
  });
}

/** errorBoundary around a Fetch handler, behind a minimal node:http to Fetch bridge. */
async function serveErrorBoundary(): Promise<Served> {
  const handler = errorBoundary((request: Request): Response => {
    throw new URL(request.url).pathname === "/user" ? userNotFound() : new Error("no route");
  }, options);
  const server = createServer(async (incoming, outgoing) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (typeof value === "string") headers.set(name, value);
    const response = await handler(new Request(`http://127.0.0.1${incoming.url}`, { headers }));
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(await response.text());
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly message: string;
}

/** A GET with raw header values (undici's fetch refuses some of the hostile ones). */
function get(url: string, acceptLanguage?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage };
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message: string };
          resolve({ status: response.statusCode ?? 0, headers: response.headers, message: body.message });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on("error", reject);
    request.end();
  });
}

const HOSTILE = [
  "x".repeat(8000),
  ",".repeat(4000),
  "de;q=abc, *;q=-1, de;q=0.5;q=1",
  "__proto__, constructor;q=0.9, toString",
  "de-".repeat(1500),
  "\u00ff\u00fe; q=\u00e9",
  `${"a-".repeat(1000)}de`,
];

for (const [name, serve] of [
  ["Express", serveExpress],
  ["Fastify", serveFastify],
  ["node:http sendError", serveNodeHttp],
  ["Hono", serveHono],
  ["errorBoundary", serveErrorBoundary],
] as const) {
  describe(`${name}: messages in the negotiated locale over HTTP`, () => {
    let served: Served;
    beforeAll(async () => {
      served = await serve();
    });
    afterAll(() => served.close());

    test("German Accept-Language: the German message, Content-Language de, Vary Accept-Language", async () => {
      const answer = await get(`${served.url}/user`, "de-DE, de;q=0.9, en;q=0.8");
      expect(answer.status).toBe(404);
      expect(answer.message).toBe(GERMAN);
      expect(answer.headers["content-language"]).toBe("de");
      expect(String(answer.headers["vary"]).split(/\s*,\s*/)).toContain("Accept-Language");
    });

    test("q-values choose the locale", async () => {
      expect((await get(`${served.url}/user`, "en;q=0.4, de;q=0.7")).message).toBe(GERMAN);
      expect((await get(`${served.url}/user`, "de;q=0.4, en;q=0.7")).message).toBe(ENGLISH);
    });

    test("an unknown language, or no header, is English, with Vary", async () => {
      for (const header of ["ja-JP", undefined]) {
        const answer = await get(`${served.url}/user`, header);
        expect(answer.message).toBe(ENGLISH);
        expect(answer.headers["content-language"]).toBe("en");
        expect(String(answer.headers["vary"])).toMatch(/Accept-Language/);
      }
    });

    test("concurrent requests in two locales do not mix", async () => {
      const tags = Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? "de" : "en-XA"));
      const answers = await Promise.all(tags.map((tag) => get(`${served.url}/user`, tag)));
      answers.forEach((answer, index) => {
        expect(answer.headers["content-language"]).toBe(tags[index]);
        expect(answer.message).toBe(
          tags[index] === "de"
            ? GERMAN
            : errorMessage(baseError({ code: "user_not_found", message: "m" }), { locale: enXA }),
        );
      });
    });

    test("hostile headers never throw, and nothing of them is echoed", async () => {
      for (const header of HOSTILE) {
        const answer = await get(`${served.url}/user`, header);
        expect(answer.status).toBe(404);
        expect([ENGLISH, GERMAN]).toContain(answer.message);
        expect(String(answer.headers["vary"])).toMatch(/Accept-Language/);
      }
      const unknown = await get(`${served.url}/nowhere`, "de");
      expect(unknown.message).not.toContain("de;");
    });
  });
}

test.each([
  ["Express", serveExpress],
  ["Hono", serveHono],
])("%s keeps the Vary a middleware set", async (_name, serve) => {
  const served = await serve();
  try {
    expect((await get(`${served.url}/user`, "de")).headers["vary"]).toBe("Origin, Accept-Language");
  } finally {
    await served.close();
  }
});
