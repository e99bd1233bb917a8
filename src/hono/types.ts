import type { ToResponseOptions } from "api-error-model";

/**
 * What {@link onError} and {@link routeNotFound} read of Hono's context `c`:
 * its request. A structural type: Hono is not imported.
 *
 * @public
 */
export interface HonoContextLike {
  /** Hono's request (`c.req`). */
  readonly req: {
    /** The Fetch `Request`: its `Accept-Language` chooses the message's language, and a function `trace` option gets it. */
    readonly raw: Request;
    /** The path the app routed (without the query string). */
    readonly path: string;
    /** The request method. */
    readonly method: string;
  };
  /**
   * The response so far (`c.res`), whose headers Hono copies over the one a
   * handler returns: an error answer's headers are written there too.
   */
  readonly res?: { readonly headers: Headers };
}

/**
 * What {@link routeNotFound} reads of a Hono app: its routes and its router,
 * which tell which methods a path answers. A structural type: any `Hono`
 * instance (Hono 4) is one.
 *
 * @public
 */
export interface HonoAppLike {
  /** The routes and middleware added so far (`app.routes`): a method (`ALL` for middleware) and a path each. */
  readonly routes: readonly { readonly method: string; readonly path: string }[];
  /** The app's router (`app.router`), asked which routes of a method match a path. */
  readonly router: { match(method: string, path: string): unknown };
}

/**
 * Options of {@link jsonBody}: those of every boundary (the refusals it
 * answers are localized, traced and ticketed as `onError`'s), and the limits
 * of the body it reads. A `catalogue` made by `defineCatalogue` also serves
 * the bridges, so that a refinement may name one of its violation codes
 * (`.refine(isInStock, { params: shop.violation("out_of_stock") })`).
 *
 * @public
 */
export interface JsonBodyOptions extends ToResponseOptions {
  /** The largest body read, in bytes; the root entry's `DEFAULT_MAX_BODY_BYTES` (4 MiB) by default. */
  readonly maxBytes?: number;
  /**
   * The deepest nesting of arrays and objects read, the body itself at depth
   * 1; the root entry's `DEFAULT_MAX_NESTING_DEPTH` (64) by default.
   */
  readonly maxNestingDepth?: number;
}
