import { errorFromResponse } from "../core/http/http.js";
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
 * Options of {@link pages} and {@link listAll}.
 *
 * @public
 */
export interface PagesOptions<T> {
  /** Stops the walk: checked before each page, and passed to `fetchPage`. */
  readonly signal?: AbortSignal;
  /** A check of each item; a page with an item that fails it is an error. */
  readonly itemGuard?: (item: unknown) => item is T;
}

async function readPage<T>(
  answer: unknown,
  itemGuard: ((item: unknown) => item is T) | undefined,
): Promise<PageBody<T>> {
  let body = answer;
  const response = answer as Response;
  // A Fetch `Response`, told by its shape rather than by `instanceof` (other realms, polyfills).
  if (
    typeof answer === "object" &&
    answer !== null &&
    typeof response.ok === "boolean" &&
    typeof response.status === "number" &&
    typeof response.json === "function"
  ) {
    if (!response.ok) throw await errorFromResponse(response);
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
 * loop it forever. A `Response` that is not ok is thrown as the error of
 * `errorFromResponse` (an `ApiError`, or an `UnexpectedResponseError`
 * for a body that is no error body); an ok one is read with
 * `parsePage`, and a body that is not a page is thrown as a
 * `TypeError`. An aborted `signal` throws its reason before the next request.
 *
 * @param fetchPage - fetches the page of a query, passing the signal on
 * @param query - the list query; `startIndex` is where the walk begins
 * @param options - an `AbortSignal`, and a check of each item
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
    signal.throwIfAborted();
    const body = await readPage(await fetchPage({ ...query, startIndex }, signal), options.itemGuard);
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
 * @param options - an `AbortSignal`, and a check of each item
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
