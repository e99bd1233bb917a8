import { IDEMPOTENT_METHODS, isRetryableStatus } from "../catalogue/retryable-statuses.js";
import { retryAfterMs } from "./retry-after.js";

/**
 * The longest wait {@link retryDelay} gives by default, whatever
 * `Retry-After` asks: one hour, in milliseconds.
 *
 * @public
 */
export const DEFAULT_MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * The backoff of the first retry when no `Retry-After` is given: the wait
 * is drawn from [0, 1 s), and the range doubles with each attempt.
 *
 * @public
 */
export const DEFAULT_BASE_BACKOFF_MS = 1_000;

/**
 * The widest backoff range when no `Retry-After` is given: 30 s, in
 * milliseconds.
 *
 * @public
 */
export const DEFAULT_MAX_BACKOFF_MS = 30_000;

/**
 * The request a failure belongs to, for {@link isRetryable}: only its
 * method matters, and only for a network failure.
 *
 * @public
 */
export interface RetryRequest {
  /** The request's method (`fetch`'s default is `GET`; give it, a network failure of an unknown method is not retried). */
  readonly method?: string | undefined;
}

/**
 * Options of `retryDelay` (root entry). A value that is not a finite number from 0
 * up is replaced by its default.
 *
 * @public
 */
export interface RetryDelayOptions {
  /** The longest wait in milliseconds, `Retry-After` included; `DEFAULT_MAX_RETRY_DELAY_MS` (one hour) by default. */
  readonly maxDelayMs?: number;
  /** The backoff range of the first retry, in milliseconds; `DEFAULT_BASE_BACKOFF_MS` by default. */
  readonly baseBackoffMs?: number;
  /** The widest backoff range, in milliseconds; `DEFAULT_MAX_BACKOFF_MS` by default. */
  readonly maxBackoffMs?: number;
  /** A number in [0, 1) for the jitter; `Math.random` by default (inject one in tests). */
  readonly random?: () => number;
  /** The time now in milliseconds since the epoch, for a `Retry-After` date; `Date.now` by default. */
  readonly now?: () => number;
}

/**
 * The status and Retry-After value of a failure that has a response, else
 * `undefined`. Read by shape, so that no guard (and no body validator) is
 * bundled: an `ApiError` or `UnexpectedResponseError` (a `status`, and
 * `headers` by lower-case name), a Fetch `Response` (`headers.get`), or
 * another library's error shaped alike. Never throws.
 */
function responseOf(failure: unknown): { readonly status: number; readonly retryAfter: unknown } | undefined {
  try {
    const { status, headers } = failure as { readonly status?: unknown; readonly headers?: unknown };
    if (typeof status !== "number") return undefined;
    if (typeof headers !== "object" || headers === null) return { status, retryAfter: undefined };
    const get = (headers as { readonly get?: unknown }).get;
    const retryAfter =
      typeof get === "function"
        ? get.call(headers, "retry-after")
        : Object.hasOwn(headers, "retry-after")
          ? (headers as Record<string, unknown>)["retry-after"]
          : undefined;
    return { status, retryAfter };
  } catch {
    // null, undefined, or a getter or proxy that throws: no response to read.
  }
  return undefined;
}

/**
 * Whether `failure` is the rejection of a `fetch` that got no response: a
 * `TypeError` ("fetch failed", "Failed to fetch", "Load failed"). An abort
 * (`AbortError`, `TimeoutError`) is the caller's own decision, never a
 * network failure.
 */
function isNetworkFailure(failure: unknown): boolean {
  try {
    return failure instanceof TypeError;
  } catch {
    // A proxy whose getPrototypeOf throws.
    return false;
  }
}

/**
 * Tells whether a failed request is worth sending again, unchanged.
 *
 * @remarks
 * A failure with a response (an `ApiError`, an `UnexpectedResponseError`,
 * a Fetch `Response`, or any object with a numeric `status`, such as
 * another library's HTTP error) is retried by its status, as `RETRYABLE_STATUSES` decides: 408, 429, 502, 503 and 504 yes;
 * 500, every other 4xx and any other status no. A network failure (the
 * `TypeError` a `fetch` rejects with) is retried only when `request.method`
 * is idempotent (`IDEMPOTENT_METHODS`: GET, HEAD, OPTIONS, PUT, DELETE):
 * a `POST` may have reached the server. Anything else (an abort, a bug in
 * the caller's code, a value of another kind) is not retried. Never throws.
 *
 * @param failure - what the request threw or answered
 * @param request - the request's method, read only for a network failure
 * @returns `true` when the same request may be sent again
 *
 * @example
 * ```ts
 * const response = await fetch(url);
 * if (!response.ok && isRetryable(response)) await sleep(retryDelay(response, 1));
 * ```
 * @public
 */
export function isRetryable(failure: unknown, request: RetryRequest = {}): boolean {
  const response = responseOf(failure);
  if (response !== undefined) return isRetryableStatus(response.status);
  const method = request.method;
  return isNetworkFailure(failure) && typeof method === "string" && IDEMPOTENT_METHODS.includes(method.toUpperCase());
}

/** `value` when it is a finite number from 0 up, else `fallback`. */
function orDefault(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A draw of `random` in [0, 1]: anything else it returns (NaN, -1, a string, a throw) counts as 0 or 1. */
function drawOf(random: (() => number) | undefined): number {
  let draw: unknown;
  try {
    draw = (random ?? Math.random)();
  } catch {
    draw = 0;
  }
  return typeof draw === "number" && draw > 0 ? Math.min(draw, 1) : 0;
}

/**
 * How long to wait, in milliseconds, before sending a failed request again.
 *
 * @remarks
 * When the failure's response carries a valid `Retry-After` (RFC 9110
 * section 10.2.3: delay-seconds, or an HTTP-date as an IMF-fixdate
 * `Sun, 06 Nov 1994 08:49:37 GMT` or the obsolete RFC 850 and asctime
 * forms), the wait is what it asks, exactly: the seconds, or the time until
 * the date by the local clock (0 for a date past). Otherwise (no header, or
 * one that is none of these forms) the wait is a full-jitter exponential
 * backoff: a draw from [0, min(`maxBackoffMs`, `baseBackoffMs` x 2^(attempt - 1))),
 * so [0, 1 s) for the first retry, [0, 2 s) for the second, up to [0, 30 s)
 * by default. Either way the wait is at most `maxDelayMs` (one hour by
 * default): a caller that will not wait that long should give up rather
 * than retry sooner than asked. An ApiError from `errorFromResponse` keeps
 * the response's `Retry-After` in its `headers`, and so does an
 * `UnexpectedResponseError`. Always a number in [0, `maxDelayMs`], never
 * NaN; never throws, whatever the header holds; linear in its length.
 * Whether to retry at all is {@link isRetryable}'s answer.
 *
 * @param failure - an `ApiError`, an `UnexpectedResponseError`, a Fetch `Response`, or anything else (backoff only)
 * @param attempt - the number of the retry to come: 1 for the first (a value below 1 counts as 1)
 * @param options - the caps, the backoff base, and the random source and clock (injectable for tests)
 * @returns the wait in milliseconds
 *
 * @example
 * ```ts
 * for (let attempt = 1; ; attempt++) {
 *   const response = await fetch(url);
 *   if (response.ok || !isRetryable(response) || attempt > 3) return response;
 *   await new Promise((resolve) => setTimeout(resolve, retryDelay(response, attempt)));
 * }
 * ```
 * @public
 */
export function retryDelay(failure: unknown, attempt: number, options: RetryDelayOptions = {}): number {
  const maxDelay = orDefault(options.maxDelayMs, DEFAULT_MAX_RETRY_DELAY_MS);
  let asked: number | undefined;
  try {
    const now = options.now === undefined ? Date.now() : options.now();
    asked = retryAfterMs(responseOf(failure)?.retryAfter, orDefault(now, Date.now()));
  } catch {
    // A clock that throws: the backoff below.
  }
  if (asked !== undefined) return Math.min(asked, maxDelay);
  const base = orDefault(options.baseBackoffMs, DEFAULT_BASE_BACKOFF_MS);
  const widest = orDefault(options.maxBackoffMs, DEFAULT_MAX_BACKOFF_MS);
  // Past 2^52 the range is capped anyway; a NaN, fractional or huge attempt cannot make it NaN.
  const exponent = typeof attempt === "number" && attempt > 1 ? Math.min(Math.floor(attempt), 53) - 1 : 0;
  const range = Math.min(widest, base * 2 ** exponent, maxDelay);
  // A draw is at most 1: never past the range, which is never past maxDelay.
  return drawOf(options.random) * range;
}
