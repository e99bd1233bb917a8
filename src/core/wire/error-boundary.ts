import { forRequest, type ToResponseOptions } from "./boundary.js";
import { toResponse } from "./http.js";

/**
 * Wraps a Fetch-style handler so that anything it throws, or rejects with,
 * is answered with `toResponse(thrown, options)`: one line of error handling
 * for Next.js route handlers, `Bun.serve`, `Deno.serve`, workers, or a whole
 * Hono app (whose `onError` never sees a thrown non-`Error`).
 *
 * @remarks
 * The wrapper passes every argument (and `this`) through, and always returns
 * a promise of a `Response`. What the handler returns is passed on as it is.
 * With `options.localize`, the message is chosen for the `Accept-Language`
 * of the first argument (the `Request`), unless `options.acceptLanguage` is given.
 * With `options.trace` a function, it is called with the first argument
 * (the `Request`) to get the request's trace.
 *
 * @param handler - `(request, ...rest) => Response | Promise<Response>`
 * @param options - ticket maker, a hook to log unexpected failures, and the message localizer
 * @returns the handler, with its failures answered as error bodies
 *
 * @example
 * ```ts
 * export const GET = errorBoundary(async (request: Request) => Response.json(await find(request)));
 * Deno.serve(errorBoundary(app.fetch));
 * // Tickets that are trace ids, errors recorded on the active span:
 * Deno.serve(errorBoundary(app.fetch, { trace: (request) => requestTrace({ request, span: trace.getActiveSpan() }) }));
 * ```
 * @public
 */
export function errorBoundary<A extends readonly unknown[]>(
  handler: (...args: A) => Response | PromiseLike<Response>,
  options: ToResponseOptions = {},
): (...args: A) => Promise<Response> {
  return async function boundary(this: unknown, ...args: A): Promise<Response> {
    try {
      return await (Reflect.apply(handler, this, args) as Response | PromiseLike<Response>);
    } catch (thrown) {
      return toResponse(thrown, forRequest(options, args[0]));
    }
  };
}
