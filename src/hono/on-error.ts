import type { ToResponseOptions } from "api-error-model";
import { forRequest, STALE_HEADERS } from "../core/wire/boundary.js";
import { toResponse } from "../core/wire/http.js";
import { mergeVary } from "../core/wire/vary.js";
import type { HonoContextLike } from "./types.js";

/**
 * The Fetch request of Hono's context, or `undefined` when it cannot be read. Never throws.
 *
 * @internal
 */
export function _requestOf(c: HonoContextLike): Request | undefined {
  try {
    return c.req.raw;
  } catch {
    return undefined;
  }
}

/**
 * Makes the headers of the context's response agree with an error answer:
 * Hono copies every header of `c.res` (what middleware set: CORS, a `Vary`)
 * over the response a handler returns, so the answer's own headers are
 * written there too (its `Vary` merged with the one set), and the headers a
 * handler set for the body it meant to send are removed, `Content-Length`
 * included. A context whose response cannot be changed is left as it is.
 */
function settle(c: HonoContextLike, answer: Response): void {
  try {
    const headers = c.res?.headers;
    if (headers === undefined) return;
    for (const name of [...STALE_HEADERS, "content-length"]) headers.delete(name);
    for (const [name, value] of answer.headers) {
      if (name !== "content-type")
        headers.set(name, name === "vary" ? mergeVary(headers.get("vary") ?? undefined, value) : value);
    }
    const vary = headers.get("vary");
    if (vary !== null) answer.headers.set("vary", vary);
  } catch {
    // Immutable headers (a fetched response), or a context without a response: Hono's own rule.
  }
}

/**
 * Answers `thrown` as every boundary does, for the request of `c`: its
 * `Accept-Language` and, with `options.trace` a function, its trace; the
 * context's headers made to agree with the answer. Never throws.
 *
 * @internal
 */
export function _answer(thrown: unknown, c: HonoContextLike, options: ToResponseOptions): Response {
  const answer = toResponse(thrown, forRequest(options, _requestOf(c)));
  settle(c, answer);
  return answer;
}

/**
 * Hono's error handler for the model: `app.onError(onError())` answers
 * every `Error` a handler or middleware throws with an error body.
 *
 * @remarks
 * The policy of every boundary (`toResponse`): an `ApiError` with a 4xx
 * status keeps its status, body and headers; Hono's `HTTPException` (and
 * anything carrying a 4xx `status`) is the catalogue's code of its status,
 * with a fresh ticket and its `Allow`, `Retry-After` and `WWW-Authenticate`
 * headers (its message is not sent: it may quote the request); everything
 * else is the safe 500 `internal_error`, its message, stack and cause never
 * sent, reported to `options.onUnexpected` under the ticket the client sees.
 * With `options.localize`, a known code's message is in the language of the
 * request's `Accept-Language`, with `Content-Language` and `Vary`; with
 * `options.trace` a function, it is called with the request (`c.req.raw`)
 * and the ticket is the trace id.
 *
 * Hono hands `onError` only what is an `Error`: a handler that throws a
 * string or rejects with one makes `app.fetch` reject. To answer those too,
 * serve `errorBoundary(app.fetch, options)` (root entry) with the same options.
 *
 * @param options - ticket maker, a hook to log unexpected failures, the message localizer, the trace, a catalogue of your own
 * @returns the error handler for `app.onError`
 *
 * @example
 * ```ts
 * app.onError(onError({ localize: localizeMessages([de]), onUnexpected: (error, body) => log(body.ticket, error) }));
 * ```
 * @public
 */
export function onError(options: ToResponseOptions = {}): (error: unknown, c: HonoContextLike) => Response {
  return (error, c) => _answer(error, c, options);
}
