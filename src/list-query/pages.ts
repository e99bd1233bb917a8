import { errorFromResponse } from "../core/http/http.js";
import { isRetryable, type RetryDelayOptions, retryDelay } from "../core/http/retry.js";
import type { ListQueryInit } from "./format-params.js";
import { DEFAULT_START_INDEX } from "./operation.js";
import { type PageBody, parsePage } from "./page.js";

/**
 * Fetches one page for {@link pages} and {@link listAll}: given the query of
 * the page (its `startIndex` set) and the signal to pass on to `fetch`, it
 * returns the `Response`, or the page body already read.
 *
 * @public
 */
export type FetchPage<T> = (
  query: ListQueryInit & { readonly startIndex: number },
  signal: AbortSignal,
) => Promise<Response | PageBody<T>>;

/**
 * How many times {@link pages} and {@link listAll} send a page's request
 * again after a retryable failure, by default: 4 (so at most 5 requests
 * for one page).
 *
 * @public
 */
export const DEFAULT_PAGE_RETRIES = 4;

/**
 * The longest wait before a retry that {@link pages} and {@link listAll}
 * accept, by default: one minute, in milliseconds. A failure whose
 * `Retry-After` asks for more is thrown at once.
 *
 * @public
 */
export const DEFAULT_MAX_PAGE_RETRY_DELAY_MS = 60_000;

/**
 * Options of {@link pages} and {@link listAll}.
 *
 * @public
 */
export interface PagesOptions<T> {
  /** Stops the walk: checked before each page, passed to `fetchPage` and to `sleep`. */
  readonly signal?: AbortSignal;
  /** A check of each item; a page with an item that fails it is an error. */
  readonly itemGuard?: (item: unknown) => item is T;
  /**
   * How many times a page's request is sent again after a retryable
   * failure; {@link DEFAULT_PAGE_RETRIES} (4) by default, 0 to never retry.
   * Counted per page: a page that arrives resets it.
   */
  readonly retries?: number;
  /**
   * The longest wait before a retry, in milliseconds;
   * {@link DEFAULT_MAX_PAGE_RETRY_DELAY_MS} (a minute) by default. A
   * `Retry-After` asking for more throws the failure at once; the backoff
   * without one never draws more.
   */
  readonly maxRetryDelayMs?: number;
  /** The backoff, random source and clock of the waits (see `retryDelay`). */
  readonly retryDelay?: RetryDelayOptions;
  /**
   * Waits `ms` milliseconds, or rejects with the signal's reason once it
   * aborts; a timer by default. Inject one in tests so they do not wait.
   */
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** A count of retries: a whole number from 0 up, else the default. */
function retriesOf(value: unknown): number {
  return typeof value === "number" && value >= 0 ? Math.floor(value) : DEFAULT_PAGE_RETRIES;
}

/** `ms` milliseconds on a timer, cut short by the signal with its reason. */
function sleepOnTimer(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** A Fetch `Response`, told by its shape rather than by `instanceof` (other realms, polyfills). */
function isResponse(answer: unknown): answer is Response {
  const response = answer as Response;
  return (
    typeof answer === "object" &&
    answer !== null &&
    typeof response.ok === "boolean" &&
    typeof response.status === "number" &&
    typeof response.json === "function"
  );
}

/**
 * The answer of `fetchPage` for `query` that is no failure, after as many
 * retries as the options allow. A network failure (what `fetchPage` throws)
 * counts as one of a GET, the method of a list query.
 */
async function fetchWithRetries<T>(
  fetchPage: FetchPage<T>,
  query: ListQueryInit & { readonly startIndex: number },
  signal: AbortSignal,
  options: PagesOptions<T>,
): Promise<unknown> {
  const retries = retriesOf(options.retries);
  const limit = options.maxRetryDelayMs ?? DEFAULT_MAX_PAGE_RETRY_DELAY_MS;
  const sleep = options.sleep ?? sleepOnTimer;
  // Backoff stays within the limit: only a Retry-After can ask for more.
  const delayOptions = {
    ...options.retryDelay,
    maxBackoffMs: Math.min(options.retryDelay?.maxBackoffMs ?? limit, limit),
  };
  for (let attempt = 1; ; attempt++) {
    signal.throwIfAborted();
    let failure: unknown;
    try {
      const answer = await fetchPage(query, signal);
      if (!isResponse(answer) || answer.ok) return answer;
      failure = await errorFromResponse(answer);
    } catch (thrown) {
      failure = thrown;
    }
    if (attempt > retries || signal.aborted || !isRetryable(failure, { method: "GET" })) throw failure;
    const delay = retryDelay(failure, attempt, delayOptions);
    if (!(delay <= limit)) throw failure;
    await sleep(delay, signal);
  }
}

async function readPage<T>(
  answer: unknown,
  itemGuard: ((item: unknown) => item is T) | undefined,
): Promise<PageBody<T>> {
  let body = answer;
  if (isResponse(answer)) {
    const response = answer;
    try {
      body = await response.json();
    } catch (cause) {
      throw new TypeError(`pages: the response (status ${response.status}) is not JSON`, { cause });
    }
  }
  const parsed = parsePage(body, itemGuard);
  if (!parsed.ok) {
    const problems = parsed.issues.map((issue) => `${issue.path || "body"}: ${issue.message}`).join("; ");
    throw new TypeError(`pages: the response body is not a page (${problems})`, { cause: parsed.issues });
  }
  return parsed.value as PageBody<T>;
}

/**
 * Walks every page of a list query, one request at a time.
 *
 * @remarks
 * Starts at the query's `startIndex` (1 when absent) and asks for each next
 * page from the index after the last item received, until `totalResults` is
 * reached. It also stops on a page without items (so `count` 0 gives one
 * page) and when a server does not move forward, so a faulty server cannot
 * loop it forever. A `Response` that is not ok is the error of
 * `errorFromResponse` (an `ApiError`, or an `UnexpectedResponseError`
 * for a body that is no error body); an ok one is read with
 * `parsePage`, and a body that is not a page is thrown as a
 * `TypeError`. An aborted `signal` throws its reason before the next request.
 *
 * A failure that `isRetryable` calls retryable (408, 429, 502, 503, 504,
 * or a network failure: a `TypeError` thrown by `fetchPage`, whose list
 * query is a GET) is sent again, up to `retries` times (4 by default) for
 * one page, after the wait `retryDelay` gives (its `Retry-After`, else a
 * jittered backoff). A wait longer than `maxRetryDelayMs` (a minute by
 * default) throws the failure at once, and so does every other failure, the
 * last retry's, and an abort. `retries: 0` turns retrying off.
 *
 * @param fetchPage - fetches the page of a query, passing the signal on
 * @param query - the list query; `startIndex` is where the walk begins
 * @param options - an `AbortSignal`, a check of each item, and the retries (count, longest wait, backoff, sleep)
 * @returns an async iterator of the pages
 *
 * @example
 * ```ts
 * const fetchPage: FetchPage<User> = (query, signal) =>
 *   fetch(`${base}/api/v1/users?${formatListQuery(query)}`, { signal, headers: { accept: "application/json" } });
 * for await (const page of pages(fetchPage, { count: 100, sortBy: [{ attribute: "familyName" }] })) {
 *   console.log(page.startIndex, page.items.length, "of", page.totalResults);
 * }
 * ```
 * @public
 */
export async function* pages<T = unknown>(
  fetchPage: FetchPage<T>,
  query: ListQueryInit = {},
  options: PagesOptions<T> = {},
): AsyncGenerator<PageBody<T>, void, undefined> {
  const signal = options.signal ?? new AbortController().signal;
  let startIndex = query.startIndex ?? DEFAULT_START_INDEX;
  for (;;) {
    const answer = await fetchWithRetries(fetchPage, { ...query, startIndex }, signal, options);
    const body = await readPage(answer, options.itemGuard);
    yield body;
    // The server's own startIndex says where this page began, should it differ from the one asked.
    const next = body.startIndex + body.items.length;
    if (body.items.length === 0 || next > body.totalResults || next <= startIndex) return;
    startIndex = next;
  }
}

/**
 * Walks every item of a list query across all its pages: the items of
 * {@link pages}, in order.
 *
 * @param fetchPage - fetches the page of a query, passing the signal on
 * @param query - the list query; `startIndex` is where the walk begins
 * @param options - an `AbortSignal`, a check of each item, and the retries, as for {@link pages}
 * @returns an async iterator of the items
 *
 * @example
 * ```ts
 * for await (const user of listAll(fetchPage, { query: 'status eq "ACTIVE"' })) console.log(user);
 * ```
 * @public
 */
export async function* listAll<T = unknown>(
  fetchPage: FetchPage<T>,
  query: ListQueryInit = {},
  options: PagesOptions<T> = {},
): AsyncGenerator<T, void, undefined> {
  for await (const body of pages(fetchPage, query, options)) yield* body.items;
}
