import { UnexpectedResponseError } from "../errors/unexpected-response-error.js";
import { errorFromResponse } from "./http.js";
import { _limitOf } from "./read-body.js";
import { _readUtf8 } from "./read-utf8.js";

/**
 * The most bytes of a success body {@link fetchJson} reads by default:
 * 16 MiB. Past it, the rest is cancelled and the call throws an
 * `UnexpectedResponseError` with reason `body_too_large`.
 *
 * @public
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 16_777_216;

/**
 * Options of {@link fetchJson}: those of `fetch` (`method`, `headers`,
 * `signal`, ...), and a JSON body, a `fetch` of your own and the limit of
 * what is read.
 *
 * @public
 */
export interface FetchJsonOptions extends RequestInit {
  /**
   * A value to send as the JSON body: written with `JSON.stringify`, with
   * `content-type: application/json` unless the headers name one. Give it
   * or `body`, not both.
   */
  readonly json?: unknown;
  /** The `fetch` to call (a test's, an instrumented one, a Hono app's `app.request`); the global `fetch` by default. */
  readonly fetch?: (input: string | URL | Request, init?: RequestInit) => Response | PromiseLike<Response>;
  /**
   * The most bytes of a success body read: a whole number of at least 1, or
   * `Infinity`; {@link DEFAULT_MAX_RESPONSE_BYTES} (16 MiB) by default, and
   * for any other value (as `errorFromResponse`'s and `pages`' limits).
   */
  readonly maxBodyBytes?: number;
}

/** The request init `fetch` gets: the caller's, its headers with `accept` and the JSON body's type. */
function requestInit(options: FetchJsonOptions): RequestInit {
  const { json, fetch: _fetch, maxBodyBytes: _max, ...init } = options;
  const headers = new Headers(init.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  if (json === undefined) return { ...init, headers };
  if (init.body !== undefined && init.body !== null) throw new TypeError("fetchJson: give json or body, not both");
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  return { ...init, headers, body: JSON.stringify(json) };
}

/**
 * Fetches a URL and returns its JSON body, or throws the typed error of a
 * failed response: `ky(url).json()` or an oRPC call, for this error model.
 *
 * @remarks
 * Sends `accept: application/json` (unless the headers name another), and
 * `json` as the body with `content-type: application/json`. Then:
 *
 * - a 2xx response: its body parsed as JSON (`undefined` for an empty body,
 *   a 204 say), read as UTF-8 and at most `maxBodyBytes` (16 MiB), the rest
 *   cancelled;
 * - any other status: throws what `errorFromResponse` makes of it, an
 *   {@link ApiError} (the model's error body with its status and
 *   `Retry-After`) or an {@link UnexpectedResponseError} (an HTML 502 from a
 *   proxy, say);
 * - a 2xx body that cannot be read as JSON: throws an
 *   `UnexpectedResponseError` (reason `invalid_json` when its content type
 *   says JSON, else `not_json`; `body_too_large`; `unreadable_body`);
 * - a network failure: `fetch`'s own rejection, as it is.
 *
 * TypeScript does not type what a function throws: narrow the caught value
 * with a guard, which types it. `isApiError(e)` and the root's guards, a
 * catalogue's own (`shop.isBaseError(e, "payment_required")`, the error
 * typed by that catalogue), or a contract's
 * (`isOperationError(CREATE_USER, e)`, typed by the operation's declared
 * errors). `T` is what the caller says the body is; it is not checked.
 * `isRetryable(e)` and `retryDelay(e, attempt)` tell whether and when to
 * send the request again.
 *
 * @param input - the URL, or a `Request`
 * @param options - `fetch`'s options, a `json` body, a `fetch` of your own, `maxBodyBytes`
 * @returns the parsed body of a 2xx response
 * @throws ApiError for a failed response with an error body of the model
 * @throws UnexpectedResponseError for any other failed response, or a success body that is not JSON
 * @throws TypeError for both `json` and `body`; whatever `fetch` rejects with
 *
 * @example
 * ```ts
 * const user = await fetchJson<User>("https://api.example.com/api/v1/users", { method: "POST", json: { email } });
 * // a 400 throws: catch (e) { if (hasViolation(e, "email", "not_unique")) ... }
 * ```
 * @public
 */
export async function fetchJson<T = unknown>(
  input: string | URL | Request,
  options: FetchJsonOptions = {},
): Promise<T> {
  const maxBytes = _limitOf(options.maxBodyBytes, DEFAULT_MAX_RESPONSE_BYTES);
  const send = options.fetch ?? fetch;
  const response = await send(input, requestInit(options));
  if (!response.ok) throw await errorFromResponse(response);
  const { status } = response;
  const contentType = response.headers.get("content-type");
  const unexpected = (reason: "invalid_json" | "not_json" | "body_too_large" | "unreadable_body", text = "") =>
    new UnexpectedResponseError({ status, reason, contentType, text });
  // A body that cannot be read as JSON: invalid when its content type says JSON, else no JSON at all.
  const notJson = (text?: string) => unexpected(/json/i.test(contentType ?? "") ? "invalid_json" : "not_json", text);
  const body: unknown = response.body;
  const read =
    body === null ? ({ ok: true, text: "" } as const) : await _readUtf8(body as ReadableStream<unknown>, maxBytes);
  if (!read.ok) {
    throw read.reason === "too_large"
      ? unexpected("body_too_large")
      : read.reason === "unreadable"
        ? unexpected("unreadable_body")
        : notJson();
  }
  if (read.text.trim() === "") return undefined as T;
  try {
    return JSON.parse(read.text) as T;
  } catch {
    throw notJson(read.text);
  }
}
