import { Hono } from "hono";
import { LinearRouter } from "hono/router/linear-router";
import { PatternRouter } from "hono/router/pattern-router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, test } from "vitest";
import { type HonoAppLike, routeNotFound } from "../../../src/hono/index.js";
import type { ErrorBody } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { localizeMessages } from "../../../src/messages/index.js";

const ok = () => new Response("ok");

/** An app with routes of several shapes, answered by `routeNotFound` when none matches. */
function appOf(router?: ConstructorParameters<typeof Hono>[0]): Hono {
  const app = new Hono(router);
  app.use("*", async (_c, next) => next());
  app.use("/admin/*", async (_c, next) => next());
  app.get("/users", ok).post("/users", ok);
  app.get("/users/:id", ok).delete("/users/:id", ok);
  app.get("/posts/:id{[0-9]+}", ok);
  app.put("/files/*", ok);
  app.on("PURGE", "/cache", ok);
  app.get("/fall-through", async (_c, next) => next());
  const api = new Hono();
  api.patch("/items/:id", ok);
  app.route("/api", api);
  app.notFound(routeNotFound(app, { newTicket: () => "t-1" }));
  return app;
}

async function answer(app: Hono, method: string, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { method, headers });
  const text = await response.text();
  // A HEAD answer has no body.
  return { response, body: (method === "HEAD" ? undefined : JSON.parse(text)) as ErrorBody };
}

const ROUTERS: [string, ConstructorParameters<typeof Hono>[0]][] = [
  ["the default SmartRouter", undefined],
  ["RegExpRouter", { router: new RegExpRouter() }],
  ["TrieRouter", { router: new TrieRouter() }],
  ["PatternRouter", { router: new PatternRouter() }],
  ["LinearRouter", { router: new LinearRouter() }],
];

describe.each(ROUTERS)("routeNotFound, %s", (_name, init) => {
  const app = appOf(init);

  test("an unknown path is 404 route_not_found, with the catalogue's message", async () => {
    const { response, body } = await answer(app, "GET", "/nowhere?x=1");
    expect(response.status).toBe(404);
    expect(response.headers.get("allow")).toBeNull();
    expect(body).toStrictEqual({
      type: "base_error",
      code: "route_not_found",
      message: "No operation matches the method and path of the request.",
      ticket: "t-1",
    });
  });

  test.each([
    ["DELETE", "/users", "GET, HEAD, POST"],
    ["POST", "/users/u1", "GET, HEAD, DELETE"],
    ["DELETE", "/posts/12", "GET, HEAD"],
    ["GET", "/files/a/b.txt", "PUT"],
    ["GET", "/cache", "PURGE"],
    ["GET", "/api/items/7", "PATCH"],
    ["HEAD", "/api/items/7", "PATCH"],
  ])("%s %s is 405 method_not_allowed, Allow: %s", async (method, path, allow) => {
    const { response, body } = await answer(app, method, path);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    if (method === "HEAD") return;
    expect(body).toStrictEqual({
      type: "base_error",
      code: "method_not_allowed",
      message: "The method is not allowed for this resource.",
      ticket: "t-1",
      details: { allowedMethods: allow.split(", ") },
    });
  });

  test.each([
    ["a path only middleware covers", "GET", "/admin/x"],
    ["a parameter that does not fit its pattern", "GET", "/posts/abc"],
    ["a route that fell through to notFound", "GET", "/fall-through"],
  ])("%s is 404", async (_what, method, path) => {
    const { response, body } = await answer(app, method, path);
    expect(response.status).toBe(404);
    expect(body.code).toBe("route_not_found");
  });
});

describe("routeNotFound: its options", () => {
  test("localized by Accept-Language", async () => {
    const app = new Hono().get("/users", ok);
    app.notFound(routeNotFound(app, { localize: localizeMessages([de]) }));
    const notFound = await answer(app, "GET", "/x", { "accept-language": "de" });
    expect(notFound.body.message).toBe("Keine Operation passt zu Methode und Pfad der Anfrage.");
    expect(notFound.response.headers.get("content-language")).toBe("de");
    const wrongMethod = await answer(app, "POST", "/users", { "accept-language": "de" });
    expect(wrongMethod.body.message).toBe("Die Methode ist für diese Ressource nicht erlaubt.");
    expect(wrongMethod.response.headers.get("allow")).toBe("GET, HEAD");
  });

  test("a catalogue of one's own words the messages; one that cannot tell leaves the built-in ones", async () => {
    const app = new Hono().get("/users", ok);
    const messageOf = (code: string) => (code === "route_not_found" ? "Nothing here." : undefined);
    app.notFound(routeNotFound(app, { catalogue: { rules: { messageOf, genericCodeOf: () => undefined } } }));
    expect((await answer(app, "GET", "/x")).body.message).toBe("Nothing here.");
    expect((await answer(app, "PUT", "/users")).body.message).toBe("The method is not allowed for this resource.");
    const failing = new Hono();
    const throwing = () => {
      throw new Error("no");
    };
    failing.notFound(
      routeNotFound(failing, { catalogue: { rules: { messageOf: throwing, genericCodeOf: throwing } } }),
    );
    expect((await answer(failing, "GET", "/x")).body.message).toBe(
      "No operation matches the method and path of the request.",
    );
  });
});

describe("routeNotFound: an app or a request it cannot read answers 404", () => {
  const context = {
    req: { raw: new Request("http://x/users", { method: "DELETE" }), path: "/users", method: "DELETE" },
  };
  const statusWith = (app: HonoAppLike) => routeNotFound(app)(context).status;

  test.each<[string, HonoAppLike]>([
    [
      "routes that throw",
      {
        get routes(): never {
          throw new Error("no");
        },
        router: { match: () => [] },
      },
    ],
    [
      "a router that throws",
      {
        routes: [{ method: "GET", path: "/users" }],
        router: {
          match() {
            throw new Error("no");
          },
        },
      },
    ],
    ["a router that answers no list", { routes: [{ method: "GET", path: "/users" }], router: { match: () => "x" } }],
    [
      "a router whose entries are not Hono's",
      {
        routes: [{ method: "GET", path: "/users" }],
        router: { match: () => [["x", ["h"], [null], [[() => 1, null]]]] },
      },
    ],
    ["a route without a method", { routes: [{ path: "/users" } as never], router: { match: () => [] } }],
  ])("%s", (_what, app) => {
    expect(statusWith(app)).toBe(404);
  });

  test("a context whose request throws", () => {
    const app = new Hono().get("/users", ok);
    const c = {
      get req(): never {
        throw new Error("no");
      },
    };
    expect(routeNotFound(app)(c).status).toBe(404);
  });
});
