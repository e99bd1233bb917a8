import type { BoundaryCatalogue, ToResponseOptions } from "api-error-model";
import { BASE_ERROR_DEFAULT_MESSAGES, BASE_ERROR_STATUS } from "../core/catalogue/tables.js";
import { ApiError } from "../core/errors/api-error.js";
import { freshTicket } from "../core/wire/boundary.js";
import { _answer } from "./on-error.js";
import type { HonoAppLike, HonoContextLike } from "./types.js";

/** The method Hono registers middleware (`app.use`) and `app.all` under: no method of its own. */
const ALL = "ALL";

/** The methods the routes of `app` answer, each once, in the order they were first added; `[]` when they cannot be read. */
function routeMethods(app: HonoAppLike): string[] {
  const methods = new Set<string>();
  try {
    for (const route of app.routes)
      if (typeof route.method === "string" && route.method !== ALL) methods.add(route.method);
  } catch {
    // Routes that cannot be read: none.
  }
  return [...methods];
}

/**
 * Whether a route of `method` (not middleware) is among what Hono's router
 * answers for it: each match is `[[handler, route], params]`, `route` being
 * the entry of `app.routes` with its method.
 */
function hasRoute(matched: unknown, method: string): boolean {
  const handlers: unknown = Array.isArray(matched) ? matched[0] : undefined;
  if (!Array.isArray(handlers)) return false;
  return handlers.some((entry: unknown) => {
    const stored: unknown = Array.isArray(entry) ? entry[0] : undefined;
    const route: unknown = Array.isArray(stored) ? stored[1] : undefined;
    return typeof route === "object" && route !== null && (route as { readonly method?: unknown }).method === method;
  });
}

/**
 * The methods `app` answers at `path`, in the order of its routes, `HEAD`
 * after `GET` (Hono answers `HEAD` with the `GET` route): what `Allow` lists.
 * Empty when no route has the path, or the router cannot tell. Never throws.
 *
 * @internal
 */
export function _allowedMethods(app: HonoAppLike, path: string): string[] {
  const allowed: string[] = [];
  for (const method of routeMethods(app)) {
    let matched: unknown;
    try {
      matched = app.router.match(method, path);
    } catch {
      continue;
    }
    if (!hasRoute(matched, method)) continue;
    allowed.push(method);
    if (method === "GET") allowed.push("HEAD");
  }
  return allowed;
}

/** A code's message: the catalogue's when it has one, else the built-in one. */
function messageOf(code: "route_not_found" | "method_not_allowed", catalogue: BoundaryCatalogue | undefined): string {
  let message: string | undefined;
  try {
    message = catalogue?.rules.messageOf(code);
  } catch {
    // A catalogue that cannot tell: the built-in message.
  }
  return typeof message === "string" ? message : BASE_ERROR_DEFAULT_MESSAGES[code];
}

/**
 * Hono's not-found handler for the model: `app.notFound(routeNotFound(app))`
 * answers 404 `route_not_found` for a path no route has, and 405
 * `method_not_allowed` with `Allow` for a path the app answers under other
 * methods.
 *
 * @remarks
 * The methods a path answers are asked of the app's own router
 * (`app.router`, with the routes of `app.routes`), so every path Hono can
 * route is told apart exactly as Hono routes it: parameters, wildcards,
 * regular expressions, `basePath` and `app.route()` sub-apps. Middleware
 * (`app.use`) is no route. `GET` brings `HEAD`. A request whose own method
 * is allowed there (a route that fell through to `notFound`) is answered 404.
 *
 * The 405 carries the methods in `details.allowedMethods` and in `Allow`,
 * in the order the routes were added. Both bodies have the catalogue's
 * message (a catalogue given as `options.catalogue` may word it), which
 * quotes nothing of the request, and a fresh ticket; they are answered as
 * {@link onError} answers, localized and traced by the same options.
 *
 * @param app - the app whose routes are looked up, when a request finds none (add the routes before serving)
 * @param options - ticket maker, the message localizer, the trace, a catalogue of your own
 * @returns the not-found handler for `app.notFound`
 *
 * @example
 * ```ts
 * app.get("/users", listUsers).post("/users", createUser);
 * app.notFound(routeNotFound(app)); // DELETE /users: 405, Allow: GET, HEAD, POST; GET /nowhere: 404
 * ```
 * @public
 */
export function routeNotFound(app: HonoAppLike, options: ToResponseOptions = {}): (c: HonoContextLike) => Response {
  return (c) => {
    // The methods of the path, when the request's own is not among them (a route that fell through is a 404).
    let allowed: string[] = [];
    try {
      const { method, path } = c.req;
      allowed = _allowedMethods(app, path);
      if (allowed.includes(method)) allowed = [];
    } catch {
      // A context whose request cannot be read: no route for it.
    }
    const ticket = freshTicket(options);
    const error =
      allowed.length === 0
        ? new ApiError({
            type: "base_error",
            code: "route_not_found",
            message: messageOf("route_not_found", options.catalogue),
            ticket,
          })
        : new ApiError(
            {
              type: "base_error",
              code: "method_not_allowed",
              message: messageOf("method_not_allowed", options.catalogue),
              ticket,
              details: { allowedMethods: allowed },
            },
            { status: BASE_ERROR_STATUS.method_not_allowed, headers: { allow: allowed.join(", ") } },
          );
    return _answer(error, c, options);
  };
}
