/**
 * CORS on the reference server, seen from Node: the headers a browser needs on
 * every answer (preflights, successes and every kind of error). The browser
 * itself reads them in browser-chromium.test.ts.
 */
import { describe, expect, test } from "vitest";
import { createApp } from "../../../examples/reference-server/app.js";
import { readCorsOrigins } from "../../../examples/reference-server/cors.js";
import { testData } from "../../support/e2e.js";

const WEB_APP = "http://localhost:5173";
const OTHER = "https://evil.example";

function appWith(corsOrigins?: readonly string[]) {
  return createApp(testData(), {
    ...(corsOrigins === undefined ? {} : { corsOrigins }),
    maxBodyBytes: 100,
    newId: () => {
      throw new Error("the id generator is down");
    },
    onUnexpected: () => {},
  });
}

/**
 * The CORS headers of a response, and its status. Of `Vary`, what CORS adds: an error answer
 * also varies by Accept-Language, its message's language (test/integration/server/languages.test.ts),
 * and by Accept, JSON or problem details (test/integration/server/error-pages.test.ts).
 */
function corsOf(response: Response) {
  const vary = (response.headers.get("vary") ?? "")
    .split(",")
    .map((token) => token.trim())
    .filter((token) => token !== "" && !["accept-language", "accept"].includes(token.toLowerCase()));
  return {
    status: response.status,
    allowOrigin: response.headers.get("access-control-allow-origin"),
    expose: response.headers.get("access-control-expose-headers"),
    vary: vary.length === 0 ? null : vary.join(", "),
  };
}

/** Every header of a response, by lower-case name. */
function headersOf(response: Response): Record<string, string> {
  const all: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    all[name] = value;
  });
  return all;
}

/** One request of each kind of answer: success, 400, 404 (route and resource), 405, 413, 415 and 500. */
const REQUESTS: readonly [string, number, string, RequestInit][] = [
  ["a page", 200, "/api/v1/users?count=1", {}],
  ["a bad list query", 400, "/api/v1/users?count=-1", {}],
  ["an unknown route", 404, "/api/v2/nothing", {}],
  ["an unknown user", 404, "/api/v1/users/nobody", {}],
  ["a wrong method", 405, "/api/v1/users", { method: "DELETE" }],
  ["a body over the limit", 413, "/api/v1/users", { method: "POST", body: "x".repeat(101) }],
  ["an unexpected failure", 500, "/api/v1/users", { method: "POST", body: '{"email":"new@example.com"}' }],
  ["a body not declared JSON", 415, "/api/v1/users", { method: "POST", body: "{}" }],
];

/** The headers of a request: `origin`, and a JSON content type, except for the row that must lack one. */
const requestHeaders = (origin: string, status: number) =>
  status === 415 ? { origin } : { origin, "content-type": "application/json" };

describe("with CORS_ORIGINS set", () => {
  const app = appWith([WEB_APP, "http://127.0.0.1:8080"]);

  test.each(REQUESTS)("%s (%i) carries the CORS headers for an allowed origin", async (_, status, path, init) => {
    const response = await app.request(path, { ...init, headers: requestHeaders(WEB_APP, status) });
    expect(corsOf(response)).toStrictEqual({ status, allowOrigin: WEB_APP, expose: "location, allow", vary: "origin" });
  });

  test.each(REQUESTS)("%s (%i) carries no CORS headers for another origin", async (_, status, path, init) => {
    const response = await app.request(path, { ...init, headers: requestHeaders(OTHER, status) });
    expect(corsOf(response)).toStrictEqual({ status, allowOrigin: null, expose: null, vary: "origin" });
  });

  test("the 405 keeps its Allow header, which a script may read", async () => {
    const response = await app.request("/api/v1/users", { method: "DELETE", headers: { origin: WEB_APP } });
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(response.headers.get("access-control-expose-headers")).toBe("location, allow");
  });

  test("a preflight from an allowed origin is answered 204, for known and unknown routes alike", async () => {
    for (const path of ["/api/v1/users", "/api/v2/nothing"]) {
      const response = await app.request(path, {
        method: "OPTIONS",
        headers: {
          origin: "http://127.0.0.1:8080",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(response.status).toBe(204);
      expect(headersOf(response)).toStrictEqual({
        "access-control-allow-origin": "http://127.0.0.1:8080",
        "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE",
        "access-control-allow-headers": "content-type",
        "access-control-max-age": "600",
        vary: "origin",
      });
      expect(await response.text()).toBe("");
    }
  });

  test("a preflight from another origin gets the server's ordinary answer, without CORS headers", async () => {
    const response = await app.request("/api/v1/users", {
      method: "OPTIONS",
      headers: { origin: OTHER, "access-control-request-method": "POST" },
    });
    expect(corsOf(response)).toStrictEqual({ status: 405, allowOrigin: null, expose: null, vary: "origin" });
  });

  test("a request without Origin (not from a browser) is answered as before", async () => {
    const response = await app.request("/api/v1/users/nobody");
    expect(corsOf(response)).toStrictEqual({ status: 404, allowOrigin: null, expose: null, vary: "origin" });
  });
});

describe("without CORS_ORIGINS (the default)", () => {
  const app = appWith();

  test.each(REQUESTS)("%s (%i) carries no CORS header at all", async (_, status, path, init) => {
    const response = await app.request(path, { ...init, headers: requestHeaders(WEB_APP, status) });
    expect(corsOf(response)).toStrictEqual({ status, allowOrigin: null, expose: null, vary: null });
  });

  test("a preflight is not answered", async () => {
    const response = await app.request("/api/v1/users", {
      method: "OPTIONS",
      headers: { origin: WEB_APP, "access-control-request-method": "POST" },
    });
    expect(corsOf(response)).toStrictEqual({ status: 405, allowOrigin: null, expose: null, vary: null });
  });
});

test("CORS_ORIGINS=* allows any origin, without Vary", async () => {
  const response = await appWith(["*"]).request("/api/v1/users/nobody", { headers: { origin: OTHER } });
  expect(corsOf(response)).toStrictEqual({ status: 404, allowOrigin: "*", expose: "location, allow", vary: null });
});

describe("readCorsOrigins", () => {
  test("reads a comma list of origins; unset or empty is none", () => {
    expect(readCorsOrigins(undefined)).toStrictEqual([]);
    expect(readCorsOrigins(" , ")).toStrictEqual([]);
    expect(readCorsOrigins("http://localhost:5173, https://app.example.com,*")).toStrictEqual([
      "http://localhost:5173",
      "https://app.example.com",
      "*",
    ]);
  });

  test.each(["localhost:5173", "http://localhost:5173/", "https://app.example.com/app", "null"])(
    "rejects %s, which no browser sends as an Origin",
    (item) => {
      expect(readCorsOrigins(`http://localhost:5173,${item}`)).toBe(
        `CORS_ORIGINS must list origins such as http://localhost:5173 (scheme, host, port; no path), got ${JSON.stringify(item)}`,
      );
    },
  );
});
