import type { RetryDelayOptions } from "api-error-model";
import { isRetryable, retryDelay } from "../core/retry/retry.js";
import { errorFromResponse } from "../core/wire/http.js";
import { _limitOf, _readBody, DEFAULT_MAX_ERROR_BODY_BYTES } from "../core/wire/read-body.js";
import type { ListQueryInit } from "./format-params.js";
import { DEFAULT_START_INDEX } from "./operation.js";
import { type PageBody, parsePage } from "./page.js";
import { PageWalkError } from "./page-walk-error.js";

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
 * The most pages {@link pages} and {@link listAll} read in one walk, by
 * default: 10,000 (a million items at 100 a page). A walk that would read
 * more throws a `PageWalkError` with reason `too_many_pages`.
 *
 * @public
 */
export const DEFAULT_MAX_PAGES = 10_000;

/**
 * The most bytes of one page's body that {@link pages} and {@link listAll}
 * read, by default: 16 MiB. A longer body is cancelled and thrown as a
 * `PageWalkError` with reason `page_too_large`.
 *
 * @public
 */
export const DEFAULT_MAX_PAGE_BYTES = 16_777_216;

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
  /** How each wait before a retry is drawn: the backoff, random source and clock that `retryDelay` takes. */
  readonly retry?: RetryDelayOptions;
  /**
   * The options of the waits under their old name.
   *
   * @deprecated Use `retry`: `retryDelay` is the function that draws a wait, not its options.
   */
  readonly retryDelay?: RetryDelayOptions;
  /**
   * Waits `ms` milliseconds, or rejects with the signal's reason once it
   * aborts; a timer by default. Inject one in tests so they do not wait.
   */
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /**
   * The most pages read in one walk: {@link DEFAULT_MAX_PAGES} (10,000) by
   * default, `Infinity` for no cap. A walk that would read more throws a
   * `PageWalkError` with reason `too_many_pages`.
   */
  readonly maxPages?: number;
  /**
   * The most bytes of a page's body read: {@link DEFAULT_MAX_PAGE_BYTES}
   * (16 MiB) by default, `Infinity` for no cap. A longer page is cancelled
   * and thrown as a `PageWalkError` with reason `page_too_large`. The body
   * of a failure is read by `errorFromResponse` with the smaller of this and
   * its own default (1 MiB).
   */
  readonly maxBodyBytes?: number;
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
  const retry = options.retry ?? options.retryDelay;
  const delayOptions = { ...retry, maxBackoffMs: Math.min(retry?.maxBackoffMs ?? limit, limit) };
  for (let attempt = 1; ; attempt++) {
    signal.throwIfAborted();
    let failure: unknown;
    try {
      const answer = await fetchPage(query, signal);
      if (!isResponse(answer) || answer.ok) return answer;
      const maxBodyBytes = Math.min(
        _limitOf(options.maxBodyBytes, DEFAULT_MAX_PAGE_BYTES),
        DEFAULT_MAX_ERROR_BODY_BYTES,
      );
      failure = await errorFromResponse(answer, { maxBodyBytes });
    } catch (thrown) {
      failure = thrown;
    }
    if (attempt > retries || signal.aborted || !isRetryable(failure, { method: "GET" })) throw failure;
    const delay = retryDelay(failure, attempt, delayOptions);
    if (!(delay <= limit)) throw failure;
    await sleep(delay, signal);
  }
}

/** Where a walk is, for the errors that stop it: the start index asked for and the pages yielded. */
interface WalkState {
  readonly startIndex: number;
  readonly pages: number;
}

/** The error of a page that is not JSON: a `TypeError` whose cause is the parser's. */
function notJson(status: number, cause: unknown): TypeError {
  return new TypeError(`pages: the response (status ${status}) is not JSON`, { cause });
}

/**
 * The JSON of a `Response`, read up to `maxBytes` bytes of its body (past them, the rest is
 * cancelled and the walk stops); a Response-like without a body stream is read by its own `json()`.
 */
async function responseJson(response: Response, maxBytes: number, state: WalkState): Promise<unknown> {
  const status = response.status;
  if (typeof (response.body as ReadableStream | null | undefined)?.getReader !== "function") {
    try {
      return await response.json();
    } catch (cause) {
      throw notJson(status, cause);
    }
  }
  const read = await _readBody(response, maxBytes);
  if (read.ok) {
    try {
      return JSON.parse(read.text);
    } catch (cause) {
      throw notJson(status, cause);
    }
  }
  if (read.reason === "body_too_large") {
    throw new PageWalkError({ reason: "page_too_large", requestedStartIndex: state.startIndex, pages: state.pages });
  }
  throw new TypeError(`pages: the response (status ${status}) could not be read`);
}

async function readPage<T>(answer: unknown, options: PagesOptions<T>, state: WalkState): Promise<PageBody<T>> {
  const body = isResponse(answer)
    ? await responseJson(answer, _limitOf(options.maxBodyBytes, DEFAULT_MAX_PAGE_BYTES), state)
    : answer;
  const result = parsePage(body, options.itemGuard);
  if (!result.ok) {
    const problems = result.issues.map((issue) => `${issue.path || "body"}: ${issue.message}`).join("; ");
    throw new TypeError(`pages: the response body is not a page (${problems})`, { cause: result.issues });
  }
  return result.value as PageBody<T>;
}

/**
 * Walks every page of a list query, one request at a time.
 *
 * @remarks
 * Starts at the query's `startIndex` (1 when absent) and asks for each next
 * page from the index after the last item received, until the page's
 * `totalResults` is reached (a total that changes between pages, as data
 * is written, is no error). It also stops on a page without items (so
 * `count` 0 gives one page). A `Response` that is not ok is the error of
 * `errorFromResponse` (an `ApiError`, or an `UnexpectedResponseError`
 * for a body that is no error body); an ok one is read with
 * `parsePage`, and a body that is not a page is thrown as a
 * `TypeError`. An aborted `signal` throws its reason before the next request.
 *
 * A faulty or hostile server cannot hold the walk: it throws a
 * {@link PageWalkError} when a page starts before the index asked for
 * (`start_index_repeated`) or after it (`start_index_skipped`: items would
 * be lost), when `maxPages` pages (10,000 by default) were read and there
 * are more (`too_many_pages`), and when a page's body is longer than
 * `maxBodyBytes` (16 MiB by default; `page_too_large`, the rest cancelled).
 * A failure's body is read up to the smaller of `maxBodyBytes` and 1 MiB.
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
 * @param options - an `AbortSignal`, a check of each item, the retries (count, longest wait, backoff, sleep) and the limits (`maxPages`, `maxBodyBytes`)
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
  const maxPages = _limitOf(options.maxPages, DEFAULT_MAX_PAGES);
  let startIndex = query.startIndex ?? DEFAULT_START_INDEX;
  for (let read = 0; ; ) {
    const answer = await fetchWithRetries(fetchPage, { ...query, startIndex }, signal, options);
    const body = await readPage(answer, options, { startIndex, pages: read });
    // A page starts where it was asked to: one that starts before repeats items, one after skips some.
    if (body.startIndex !== startIndex) {
      const reason = body.startIndex < startIndex ? "start_index_repeated" : "start_index_skipped";
      throw new PageWalkError({
        reason,
        requestedStartIndex: startIndex,
        receivedStartIndex: body.startIndex,
        pages: read,
      });
    }
    read++;
    yield body;
    // Each page's own total decides (it may change between pages as the data does).
    const next = startIndex + body.items.length;
    if (body.items.length === 0 || next > body.totalResults) return;
    if (read >= maxPages) throw new PageWalkError({ reason: "too_many_pages", requestedStartIndex: next, pages: read });
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
