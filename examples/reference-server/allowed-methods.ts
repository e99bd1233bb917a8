import type { Hono } from "hono";
import type { Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/**
 * The methods an app answers at a path, in the order its routes were added
 * (a `GET` route also answers `HEAD`): for 405 `method_not_allowed` and its
 * `Allow` header. The table is built at the first lookup, when every route
 * has been added; middleware (`app.use`) is not a route.
 *
 * @param app - the app whose routes are looked up
 * @returns a lookup by request path; an empty list when no route has the path
 */
export function allowedMethods(app: Hono): (path: string) => readonly string[] {
  let router: Router<readonly string[]> | undefined;
  const build = (): Router<readonly string[]> => {
    const byPath = new Map<string, Set<string>>();
    for (const route of app.routes) {
      if (route.method === "ALL" || route.method === "HEAD") continue;
      const methods = byPath.get(route.path) ?? new Set<string>();
      methods.add(route.method);
      if (route.method === "GET") methods.add("HEAD");
      byPath.set(route.path, methods);
    }
    // Hono's own choice of router: one regular expression for all paths, or a trie for the patterns it cannot take.
    const built = new SmartRouter<readonly string[]>({ routers: [new RegExpRouter(), new TrieRouter()] });
    for (const [path, methods] of byPath) built.add("ALL", path, [...methods]);
    return built;
  };
  return (path) => {
    router ??= build();
    const allowed = new Set<string>();
    for (const [methods] of router.match("ALL", path)[0]) for (const method of methods) allowed.add(method);
    return [...allowed];
  };
}
