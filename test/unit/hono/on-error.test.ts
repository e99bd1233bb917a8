import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, test } from "vitest";
import { onError } from "../../../src/hono/index.js";
import { ApiError, baseError, type ErrorBody, requestTrace } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { localizeMessages } from "../../../src/messages/index.js";

const SECRET = "s3cr3t-do-not-leak";

/** An app whose routes throw, with `onError(options)`. */
function appWith(options: Parameters<typeof onError>[0] = {}): Hono {
  const app = new Hono();
  app.onError(onError(options));
  app.get("/api-error", () => {
    throw new ApiError(baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t-404" }));
  });
  app.get("/error", () => {
    throw new Error(`message ${SECRET}`);
  });
  app.get("/exception", () => {
    throw new HTTPException(403, { message: SECRET });
  });
  app.get("/reject", () => Promise.reject(new Error(SECRET)));
  return app;
}

async function bodyOf(response: Response): Promise<ErrorBody> {
  const text = await response.text();
  expect(text).not.toContain(SECRET);
  expect(response.headers.get("content-type")).toBe("application/json;charset=UTF-8");
  return JSON.parse(text) as ErrorBody;
}

describe("onError", () => {
  test("a thrown ApiError keeps its status and body", async () => {
    const response = await appWith().request("/api-error");
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toStrictEqual(
      baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t-404" }),
    );
  });

  test("an Error, thrown or rejected, is the safe 500, reported to onUnexpected under the ticket sent", async () => {
    const seen: [unknown, string][] = [];
    const app = appWith({ onUnexpected: (thrown, body) => seen.push([thrown, body.ticket]) });
    for (const path of ["/error", "/reject"]) {
      const response = await app.request(path);
      expect(response.status).toBe(500);
      const body = await bodyOf(response);
      expect(body).toStrictEqual({
        type: "base_error",
        code: "internal_error",
        message: "An unexpected error occurred.",
        ticket: body.ticket,
      });
      expect(seen.at(-1)?.[1]).toBe(body.ticket);
    }
    expect(seen).toHaveLength(2);
  });

  test("Hono's HTTPException with a 4xx status is its status's code, its message not sent", async () => {
    const response = await appWith().request("/exception");
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toMatchObject({ code: "forbidden", message: "The request is not allowed." });
  });

  test("localized by the request's Accept-Language, with Content-Language and Vary", async () => {
    const app = appWith({ localize: localizeMessages([de]) });
    const response = await app.request("/exception", { headers: { "accept-language": "de-CH, en;q=0.5" } });
    expect(response.headers.get("content-language")).toBe("de");
    expect(response.headers.get("vary")).toBe("Accept-Language");
    expect((await bodyOf(response)).message).toBe("Die Anfrage ist nicht erlaubt.");
  });

  test("a function trace option is called with the request, and the ticket is its trace id", async () => {
    const seen: unknown[] = [];
    const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    const app = appWith({
      trace: (request) => {
        seen.push(request);
        return requestTrace({ request: request as Request });
      },
    });
    const response = await app.request("/error", { headers: { traceparent } });
    expect(seen[0]).toBeInstanceOf(Request);
    expect((await bodyOf(response)).ticket).toBe("0af76519-16cd-43dd-8448-eb211c80319c");
  });

  test("headers middleware set are kept, Vary merged; those a handler set for its own body are removed", async () => {
    const app = appWith({ localize: localizeMessages([de]) });
    const wrapped = new Hono();
    wrapped.use("*", async (c, next) => {
      c.header("vary", "Origin");
      c.header("access-control-allow-origin", "https://app.example");
      await next();
    });
    wrapped.get("/stale", (c) => {
      c.header("content-language", "fr");
      c.header("content-encoding", "gzip");
      c.header("content-length", "9999");
      throw new ApiError(baseError({ code: "conflict", message: "Taken." }), { status: 409 });
    });
    wrapped.route("/", app);
    wrapped.onError(onError({ localize: localizeMessages([de]) }));
    const response = await wrapped.request("/stale", { headers: { "accept-language": "de" } });
    expect(response.status).toBe(409);
    expect(response.headers.get("vary")).toBe("Origin, Accept-Language");
    expect(response.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(response.headers.get("content-language")).toBe("de");
    expect(response.headers.get("content-encoding")).toBeNull();
    const body = await bodyOf(response);
    expect(response.headers.get("content-length")).toBeNull();
    expect(body.code).toBe("conflict");
    // A route of the sub-app, answered by its own onError: the middleware's headers still kept.
    const sub = await wrapped.request("/exception", { headers: { "accept-language": "de" } });
    expect(sub.headers.get("vary")).toBe("Origin, Accept-Language");
  });

  test("a context whose response headers cannot be changed keeps Hono's rule", () => {
    const c = { req: { raw: new Request("http://x/"), path: "/", method: "GET" }, res: Response.error() };
    const response = onError()(new ApiError(baseError({ code: "conflict", message: "Taken." }), { status: 409 }), c);
    expect(response.status).toBe(409);
  });

  test("a context whose request cannot be read is still answered", () => {
    const c = {
      get req(): never {
        throw new Error("no request");
      },
    };
    const response = onError()(new Error(SECRET), c);
    expect(response.status).toBe(500);
  });
});
