import type { MiddlewareHandler } from "hono";

/** The methods a preflight allows: every method the server answers (the others get a readable 405). */
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE";

/** The request headers a preflight allows when the browser asks for none in particular. */
const ALLOWED_HEADERS = "content-type, accept";

/** Response headers a cross-origin script may read besides the safelisted ones. */
const EXPOSED_HEADERS = "location, allow";

/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = "600";

/**
 * Reads `CORS_ORIGINS`: a comma list of origins (`https://app.example.com,http://localhost:5173`)
 * or `*` for any origin. Unset or empty: none, so no CORS headers at all.
 *
 * @param text - the variable's value
 * @returns the origins, or the message of a malformed list
 */
export function readCorsOrigins(text: string | undefined): readonly string[] | string {
  const items = (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  for (const item of items) {
    if (item === "*") continue;
    let origin: string | undefined;
    try {
      origin = new URL(item).origin;
    } catch {
      origin = undefined;
    }
    if (origin !== item) {
      return `CORS_ORIGINS must list origins such as http://localhost:5173 (scheme, host, port; no path), got ${JSON.stringify(item)}`;
    }
  }
  return items;
}

function appendVary(headers: Headers): void {
  const vary = headers.get("vary");
  if (vary === null) headers.set("vary", "origin");
  else if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) headers.set("vary", `${vary}, origin`);
}

/** The `access-control-allow-origin` a request from `origin` gets, if any. */
function allowedOrigin(any: boolean, allowed: ReadonlySet<string>, origin: string | undefined): string | undefined {
  return origin === undefined ? undefined : any ? "*" : allowed.has(origin) ? origin : undefined;
}

/**
 * The CORS headers of an answer written outside the app (the 503 of a stop,
 * which the server writes itself), for a request from `origin`: the same as
 * {@link cors} puts on the app's answers.
 *
 * @param origins - allowed origins, as for {@link cors}
 * @param origin - the request's `Origin`
 * @returns the headers to add; none without origins
 */
export function corsHeaders(origins: readonly string[], origin: string | undefined): Record<string, string> {
  if (origins.length === 0) return {};
  const any = origins.includes("*");
  const headers: Record<string, string> = any ? {} : { vary: "origin" };
  const allowOrigin = allowedOrigin(any, new Set(origins), origin);
  if (allowOrigin === undefined) return headers;
  return { ...headers, "access-control-allow-origin": allowOrigin, "access-control-expose-headers": EXPOSED_HEADERS };
}

/**
 * Cross-origin access for the browser clients of `origins`: answers their
 * preflights (204) and puts `access-control-allow-origin` on every response
 * they get, errors included (404, 405, 413, 500), so that a web app can read
 * an error body and narrow it. Register it first, so that it sees the final
 * response. Without origins it does nothing.
 *
 * @param origins - allowed origins, exactly as browsers send them in `Origin`; `*` for any
 */
export function cors(origins: readonly string[]): MiddlewareHandler {
  const any = origins.includes("*");
  const allowed = new Set(origins);
  return async (c, next) => {
    if (allowed.size === 0) return next();
    const allowOrigin = allowedOrigin(any, allowed, c.req.header("origin"));
    const requestedMethod = c.req.header("access-control-request-method");
    if (c.req.method === "OPTIONS" && requestedMethod !== undefined && allowOrigin !== undefined) {
      const headers = new Headers({
        "access-control-allow-origin": allowOrigin,
        "access-control-allow-methods": ALLOWED_METHODS,
        "access-control-allow-headers": c.req.header("access-control-request-headers") ?? ALLOWED_HEADERS,
        "access-control-max-age": PREFLIGHT_MAX_AGE,
      });
      if (!any) appendVary(headers);
      return new Response(null, { status: 204, headers });
    }
    await next();
    // The final response: a handler's, or the error boundary's for anything that failed.
    if (!any) appendVary(c.res.headers);
    if (allowOrigin === undefined) return;
    c.res.headers.set("access-control-allow-origin", allowOrigin);
    c.res.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
  };
}
