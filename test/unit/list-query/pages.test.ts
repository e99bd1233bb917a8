import { afterEach, describe, expect, test, vi } from "vitest";
import { isApiError } from "../../../src/core/errors/api-error.js";
import { baseError } from "../../../src/core/errors/build.js";
import { isUnexpectedResponseError } from "../../../src/core/errors/unexpected-response-error.js";
import { toResponse } from "../../../src/core/wire/http.js";
import { ApiError } from "../../../src/index.js";
import { formatListQuery, type ListQueryInit } from "../../../src/list-query/format-params.js";
import type { PageBody } from "../../../src/list-query/page.js";
import { isPageWalkError, PageWalkError } from "../../../src/list-query/page-walk-error.js";
import {
  DEFAULT_MAX_PAGE_BYTES,
  DEFAULT_MAX_PAGES,
  type FetchPage,
  listAll,
  pages,
} from "../../../src/list-query/pages.js";
import { paginate } from "../../../src/list-query/paginate.js";
import { parseListQuery } from "../../../src/list-query/params.js";
import { listUsers } from "../../support/list-query-fixtures.js";

const data = Array.from({ length: 7 }, (_, i) => ({ id: String(i + 1), givenName: `user${i + 1}` }));

/** A fake server: answers each request from `data`, and records the queries and signals it got. */
function server(answer: (query: ListQueryInit) => unknown = (query) => paginate(data, query as never)) {
  const seen: { query: ListQueryInit; signal: AbortSignal }[] = [];
  const fetchPage: FetchPage<unknown> = async (query, signal) => {
    seen.push({ query, signal });
    return answer(query) as PageBody<unknown>;
  };
  return { fetchPage, seen };
}

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterator) out.push(value);
  return out;
}

describe("pages", () => {
  test("requests successive start_index values until totalResults is reached", async () => {
    const { fetchPage, seen } = server();
    const bodies = await collect(pages(fetchPage, { count: 3 }));
    expect(seen.map((s) => s.query.startIndex)).toStrictEqual([1, 4, 7]);
    expect(bodies.map((b) => b.items.length)).toStrictEqual([3, 3, 1]);
  });

  test("passes the rest of the query on to every request", async () => {
    const { fetchPage, seen } = server();
    const query: ListQueryInit = { count: 5, sortBy: [{ attribute: "givenName", direction: "desc" }], fields: ["id"] };
    await collect(pages(fetchPage, query));
    expect(seen.map((s) => s.query)).toStrictEqual([
      { ...query, startIndex: 1 },
      { ...query, startIndex: 6 },
    ]);
  });

  test("starts at the query's startIndex", async () => {
    const { fetchPage, seen } = server();
    await collect(pages(fetchPage, { startIndex: 5, count: 2 }));
    expect(seen.map((s) => s.query.startIndex)).toStrictEqual([5, 7]);
  });

  test("an exact multiple of the page size stops without an extra request", async () => {
    const { fetchPage, seen } = server((query) => paginate(data.slice(0, 6), query as never));
    await collect(pages(fetchPage, { count: 3 }));
    expect(seen.length).toBe(2);
  });

  test("stops on an empty page (count 0 gives one page)", async () => {
    const { fetchPage, seen } = server();
    const bodies = await collect(pages(fetchPage, { count: 0 }));
    expect(seen.length).toBe(1);
    expect(bodies).toStrictEqual([{ totalResults: 7, startIndex: 1, itemsPerPage: 0, items: [] }]);
  });

  test("stops on an empty page even when totalResults claims more", async () => {
    const { fetchPage, seen } = server(() => ({ totalResults: 100, startIndex: 1, itemsPerPage: 10, items: [] }));
    await collect(pages(fetchPage));
    expect(seen.length).toBe(1);
  });

  test("a page that starts before the index asked for is start_index_repeated, after the pages before it", async () => {
    const { fetchPage, seen } = server(() => ({ totalResults: 100, startIndex: 1, itemsPerPage: 2, items: [1, 2] }));
    const yielded: PageBody<unknown>[] = [];
    const error = await (async () => {
      for await (const body of pages(fetchPage)) yielded.push(body);
    })().catch((e: unknown) => e);
    expect(seen.map((s) => s.query.startIndex)).toStrictEqual([1, 3]);
    expect(yielded).toHaveLength(1);
    expect(isPageWalkError(error)).toBe(true);
    expect(error).toMatchObject({
      name: "PageWalkError",
      reason: "start_index_repeated",
      requestedStartIndex: 3,
      receivedStartIndex: 1,
      pages: 1,
      message: "pages: start index repeated (start index 3 asked, the page starts at 1, 1 pages read)",
    });
  });

  test("a page that starts after the index asked for is start_index_skipped: items would be lost", async () => {
    const { fetchPage, seen } = server((query) => ({
      ...paginate(data, { ...(query as object), startIndex: (query.startIndex as number) + 1 } as never),
    }));
    const error = await collect(pages(fetchPage, { count: 2 })).catch((e: unknown) => e);
    expect(seen.map((s) => s.query.startIndex)).toStrictEqual([1]);
    expect(error).toMatchObject({
      reason: "start_index_skipped",
      requestedStartIndex: 1,
      receivedStartIndex: 2,
      pages: 0,
    });
    const jump = server((query) => ({
      ...paginate(data, query as never),
      startIndex: (query.startIndex as number) * 1000,
    }));
    expect(await collect(pages(jump.fetchPage, { startIndex: 3 })).catch((e: unknown) => e)).toMatchObject({
      reason: "start_index_skipped",
      receivedStartIndex: 3000,
    });
  });

  test("a total that changes between pages is no error: each page's own total decides", async () => {
    /** A server whose total moves by `step` from `first` on each request. */
    const moving = (first: number, step: number) => {
      let requests = 0;
      return server((query) => ({
        ...paginate(data, { ...(query as object), count: 2 } as never),
        totalResults: first + step * requests++,
      }));
    };
    expect((await collect(pages(moving(3, 2).fetchPage))).map((b) => b.startIndex)).toStrictEqual([1, 3, 5, 7, 8]);
    const shrinks = moving(5, -2);
    expect((await collect(pages(shrinks.fetchPage))).map((b) => b.startIndex)).toStrictEqual([1, 3]);
  });

  test("maxPages: a server whose total never ends stops the walk with too_many_pages, 10,000 pages by default", async () => {
    expect(DEFAULT_MAX_PAGES).toBe(10_000);
    const endless = server((query) => ({
      totalResults: Number.MAX_SAFE_INTEGER,
      startIndex: query.startIndex,
      itemsPerPage: 1,
      items: [query.startIndex],
    }));
    const error = await collect(pages(endless.fetchPage, {}, { maxPages: 5 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: "too_many_pages", requestedStartIndex: 6, pages: 5 });
    expect(endless.seen).toHaveLength(5);
    const byDefault = await collect(listAll(endless.fetchPage)).catch((e: unknown) => e);
    expect(byDefault).toMatchObject({ reason: "too_many_pages", pages: DEFAULT_MAX_PAGES });
    const exact = server((query) => paginate(data, { ...(query as object), count: 1 } as never));
    expect(await collect(pages(exact.fetchPage, {}, { maxPages: 7 }))).toHaveLength(7);
    for (const maxPages of [0, -1, 2.5, Number.NaN]) {
      expect(await collect(pages(exact.fetchPage, {}, { maxPages }))).toHaveLength(7);
    }
    const unbounded = server((query) => paginate(data, { ...(query as object), count: 1 } as never));
    expect(await collect(pages(unbounded.fetchPage, {}, { maxPages: Number.POSITIVE_INFINITY }))).toHaveLength(7);
  });

  test("passes an AbortSignal to every request, the caller's when given", async () => {
    const controller = new AbortController();
    const mine = server();
    await collect(pages(mine.fetchPage, { count: 4 }, { signal: controller.signal }));
    expect(mine.seen.every((s) => s.signal === controller.signal)).toBe(true);
    const theirs = server();
    await collect(pages(theirs.fetchPage, { count: 4 }));
    expect(theirs.seen[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  test("an aborted signal throws its reason before the next request", async () => {
    const controller = new AbortController();
    const { fetchPage, seen } = server();
    const iterator = pages(fetchPage, { count: 2 }, { signal: controller.signal });
    await iterator.next();
    controller.abort(new Error("stop"));
    await expect(iterator.next()).rejects.toThrow("stop");
    expect(seen.length).toBe(1);
  });

  test("reads Responses: an ok one is parsed as a page", async () => {
    const fetchPage: FetchPage<unknown> = async (query) =>
      Response.json(paginate(data, { ...query, filter: undefined } as never));
    const bodies = await collect(pages(fetchPage, { count: 5 }));
    expect(bodies.map((b) => b.startIndex)).toStrictEqual([1, 6]);
  });

  test("accepts itemsList from a server that follows the spec's field table", async () => {
    const fetchPage: FetchPage<unknown> = async () =>
      Response.json({ totalResults: 1, startIndex: 1, itemsPerPage: 5, itemsList: [{ id: "1" }] });
    expect(await collect(listAll(fetchPage))).toStrictEqual([{ id: "1" }]);
  });

  test("a failed Response is thrown as the ApiError of the error body", async () => {
    const fetchPage: FetchPage<unknown> = async (query) => {
      const parsed = parseListQuery(formatListQuery(query), listUsers);
      return parsed.ok ? Response.json(paginate(data, parsed.value)) : toResponse(new ApiError(parsed.error));
    };
    const error = await collect(pages(fetchPage, { count: 500 })).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).violations).toStrictEqual({
      count: [{ code: "greater_than", constraintAttributes: { maxValue: "100" } }],
    });
  });

  test("a failed Response whose body is no error body is an UnexpectedResponseError", async () => {
    const fetchPage: FetchPage<unknown> = async () => new Response("<html>Bad gateway</html>", { status: 502 });
    const error = await collect(pages(fetchPage, {}, { retries: 0 })).catch((e: unknown) => e);
    expect(isUnexpectedResponseError(error)).toBe(true);
  });

  test("a base error response keeps its code", async () => {
    const fetchPage: FetchPage<unknown> = async () =>
      toResponse(new ApiError(baseError({ code: "invalid_request", message: "bad" })));
    const error = await collect(pages(fetchPage)).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe("invalid_request");
  });

  test("an ok Response that is not JSON is a TypeError", async () => {
    const fetchPage: FetchPage<unknown> = async () => new Response("not json", { status: 200 });
    await expect(collect(pages(fetchPage))).rejects.toThrow(/status 200\) is not JSON/);
  });

  test("a body that is not a page is a TypeError naming the problems", async () => {
    const fetchPage: FetchPage<unknown> = async () => Response.json({ totalResults: -1, items: [] });
    await expect(collect(pages(fetchPage))).rejects.toThrow(
      /not a page \(totalResults: .*; startIndex: .*; itemsPerPage: .*\)/,
    );
    const notObject: FetchPage<unknown> = async () => 42 as never;
    await expect(collect(pages(notObject))).rejects.toThrow(/body: a page body must be a JSON object/);
  });

  test("an item guard rejects a page with a bad item", async () => {
    const { fetchPage } = server(() => ({ totalResults: 1, startIndex: 1, itemsPerPage: 1, items: [1] }));
    const isString = (x: unknown): x is string => typeof x === "string";
    await expect(collect(pages(fetchPage, {}, { itemGuard: isString }))).rejects.toThrow(/items\[0\]/);
  });
});

describe("pages reads every body with a byte limit and cancels the rest", () => {
  /** A body that never ends: `chunk` again and again; says whether it was cancelled. */
  function endless(chunk: string) {
    const state = { sent: 0, cancelled: false };
    const bytes = new TextEncoder().encode(chunk);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        state.sent += bytes.byteLength;
        controller.enqueue(bytes);
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { stream, state };
  }

  test("an endless ok body is page_too_large at maxBodyBytes (16 MiB by default), cancelled", async () => {
    expect(DEFAULT_MAX_PAGE_BYTES).toBe(16_777_216);
    const { stream, state } = endless(`{"items":[${"1,".repeat(8192)}`);
    const fetchPage: FetchPage<unknown> = async () => new Response(stream, { status: 200 });
    const started = performance.now();
    const error = await collect(pages(fetchPage, {}, { maxBodyBytes: 1_000_000 })).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(PageWalkError);
    expect(error).toMatchObject({ reason: "page_too_large", requestedStartIndex: 1, pages: 0 });
    expect(state.cancelled).toBe(true);
    expect(state.sent).toBeLessThan(1_100_000);
    const big = endless("x".repeat(1 << 20));
    const byDefault = await collect(pages(async () => new Response(big.stream))).catch((e: unknown) => e);
    expect(byDefault).toMatchObject({ reason: "page_too_large" });
    expect(big.state.sent).toBeLessThanOrEqual(DEFAULT_MAX_PAGE_BYTES + 2 * (1 << 20));
  });

  test("an endless error body is read up to 1 MiB (or maxBodyBytes when smaller): an UnexpectedResponseError", async () => {
    const first = endless("<html>".repeat(1000));
    const error = await collect(
      pages(async () => new Response(first.stream, { status: 503 }), {}, { retries: 0 }),
    ).catch((e: unknown) => e);
    expect(isUnexpectedResponseError(error) && error.reason).toBe("body_too_large");
    expect(first.state.sent).toBeLessThan(1_100_000);
    const second = endless("<html>");
    const small = await collect(
      pages(async () => new Response(second.stream, { status: 500 }), {}, { maxBodyBytes: 100 }),
    ).catch((e: unknown) => e);
    expect(isUnexpectedResponseError(small) && small.reason).toBe("body_too_large");
    expect(second.state.sent).toBeLessThan(120);
  });

  test("a page whose body fails midway could not be read; one of exactly the limit is read", async () => {
    const failing = new ReadableStream({
      start(controller) {
        controller.error(new Error("reset"));
      },
    });
    await expect(collect(pages(async () => new Response(failing)))).rejects.toThrow(
      "pages: the response (status 200) could not be read",
    );
    const body = JSON.stringify(paginate(data, { count: 10 }));
    const size = new TextEncoder().encode(body).byteLength;
    expect(await collect(pages(async () => new Response(body), {}, { maxBodyBytes: size }))).toHaveLength(1);
    await expect(collect(pages(async () => new Response(body), {}, { maxBodyBytes: size - 1 }))).rejects.toThrow(
      PageWalkError,
    );
  });
});

describe("isPageWalkError", () => {
  test("tells a PageWalkError of any copy of the package, and nothing else; never throws", () => {
    const error = new PageWalkError({ reason: "too_many_pages", requestedStartIndex: 11, pages: 10 });
    expect(error.message).toBe("pages: too many pages (start index 11 asked, 10 pages read)");
    expect(error.receivedStartIndex).toBeUndefined();
    expect(isPageWalkError(error)).toBe(true);
    expect(isPageWalkError({ [Symbol.for("api-error-model.PageWalkError")]: true })).toBe(true);
    for (const value of [null, undefined, 1, "x", new Error("x"), { reason: "too_many_pages" }]) {
      expect(isPageWalkError(value)).toBe(false);
    }
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("no");
        },
      },
    );
    expect(isPageWalkError(hostile)).toBe(false);
  });
});

describe("listAll", () => {
  test("yields every item of every page, in order", async () => {
    const { fetchPage } = server();
    expect(await collect(listAll(fetchPage, { count: 3 }))).toStrictEqual(data);
  });

  test("yields nothing for an empty result", async () => {
    const { fetchPage } = server((query) => paginate([], query as never));
    expect(await collect(listAll(fetchPage))).toStrictEqual([]);
  });

  test("checks items with the guard", async () => {
    const { fetchPage } = server();
    const isUser = (x: unknown): x is { id: string } => typeof x === "object" && x !== null && "id" in x;
    expect((await collect(listAll(fetchPage, { count: 2 }, { itemGuard: isUser }))).length).toBe(7);
  });
});

// Tests added for mutants that survived the rest of the suite: what pages() takes for a
// Response (its shape: ok, status and json together), and the causes it keeps.

const page: PageBody<string> = { totalResults: 1, startIndex: 1, itemsPerPage: 10, items: ["from the body"] };
const other: PageBody<string> = { totalResults: 1, startIndex: 1, itemsPerPage: 10, items: ["from json()"] };

async function firstPage(answer: unknown): Promise<PageBody<unknown>> {
  const fetchPage: FetchPage<unknown> = async () => answer as PageBody<unknown>;
  for await (const body of pages(fetchPage)) return body;
  throw new Error("no page");
}

describe("a page body is read as a Response only when it has ok, status and json together", () => {
  test.each([
    ["no ok", { ...page, status: 200, json: async () => other }],
    ["no status", { ...page, ok: true, json: async () => other }],
    ["no json", { ...page, ok: true, status: 200 }],
    ["json that is not a function", { ...page, ok: true, status: 200, json: other }],
  ])("a page with %s is the page itself", async (_, answer) => {
    expect((await firstPage(answer)).items).toStrictEqual(["from the body"]);
  });

  test("an object with all three is a Response: its json() gives the page", async () => {
    expect((await firstPage({ ok: true, status: 200, json: async () => other })).items).toStrictEqual(["from json()"]);
  });

  test("a function with the three members is no Response, and no page", async () => {
    const fn = Object.assign(() => undefined, { ok: true, status: 200, json: async () => other });
    await expect(firstPage(fn)).rejects.toThrow(/not a page \(body: a page body must be a JSON object\)/);
  });

  test("null is no page, said as such", async () => {
    await expect(firstPage(null)).rejects.toThrow(/not a page \(body: a page body must be a JSON object\)/);
  });
});

describe("the errors keep their causes", () => {
  test("a Response that is not JSON: the cause is the JSON error", async () => {
    const error = await firstPage(new Response("<html>", { status: 200 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).cause).toBeInstanceOf(SyntaxError);
  });

  test("an ok Response without a body, or a Response-like whose json() fails: not JSON, the parser's error as cause", async () => {
    const empty = await firstPage(new Response(null, { status: 200 })).catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(TypeError);
    expect((empty as TypeError).message).toBe("pages: the response (status 200) is not JSON");
    expect((empty as TypeError).cause).toBeInstanceOf(SyntaxError);
    const like = { ok: true, status: 200, json: async () => JSON.parse("<") };
    expect(((await firstPage(like).catch((e: unknown) => e)) as TypeError).cause).toBeInstanceOf(SyntaxError);
  });

  test("a body that is not a page: the cause is the list of issues", async () => {
    const error = await firstPage({ totalResults: 1, startIndex: 1, itemsPerPage: 1 }).catch((e: unknown) => e);
    expect((error as TypeError).cause).toStrictEqual([{ path: "items", message: "items must be an array" }]);
  });
});

describe("retries", () => {
  const page = (query: ListQueryInit): Response => Response.json(paginate(data, query as never));
  const unavailable = (retryAfter?: string): Response =>
    new Response('{"type":"base_error","code":"service_unavailable","message":"Busy.","ticket":"t"}', {
      status: 503,
      headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
    });

  /** A server that fails each of the first requests with the given answers, then serves. */
  function flaky(failures: (() => Response | Promise<never>)[]) {
    let requests = 0;
    const fetchPage: FetchPage<unknown> = async (query) => {
      requests++;
      const failure = failures.shift();
      return failure === undefined ? page(query) : failure();
    };
    const waits: number[] = [];
    const sleep = async (ms: number): Promise<void> => {
      waits.push(ms);
    };
    return { fetchPage, waits, sleep, requests: () => requests };
  }

  test("a 503 with Retry-After is retried after exactly that wait, then the walk goes on", async () => {
    const server = flaky([() => unavailable("1"), () => unavailable("2")]);
    const items = await collect(listAll(server.fetchPage, { count: 3 }, { sleep: server.sleep }));
    expect(items).toHaveLength(7);
    expect(server.waits).toStrictEqual([1000, 2000]);
    expect(server.requests()).toBe(5);
  });

  test("every retryable status is retried; without Retry-After the wait is the jittered backoff", async () => {
    const server = flaky([408, 429, 502, 504].map((status) => () => new Response("<html>busy</html>", { status })));
    const random = () => 0.5;
    const items = await collect(listAll(server.fetchPage, {}, { sleep: server.sleep, retry: { random } }));
    expect(items).toHaveLength(7);
    expect(server.waits).toStrictEqual([500, 1000, 2000, 4000]);
  });

  test("gives up after 4 retries by default, throwing the last failure", async () => {
    const server = flaky(Array.from({ length: 6 }, () => () => unavailable("1")));
    const error = await collect(pages(server.fetchPage, {}, { sleep: server.sleep })).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(503);
    expect(server.requests()).toBe(5);
    expect(server.waits).toHaveLength(4);
  });

  test("counts retries per page: a page that arrives resets the count", async () => {
    let requests = 0;
    const fetchPage: FetchPage<unknown> = async (query) => {
      requests++;
      // Every page fails twice before it is served.
      return requests % 3 === 0 ? page(query) : unavailable("0");
    };
    const items = await collect(listAll(fetchPage, { count: 2 }, { retries: 2, sleep: async () => {} }));
    expect(items).toHaveLength(7);
    expect(requests).toBe(12);
  });

  test("retries: 0 throws the first failure", async () => {
    const server = flaky([() => unavailable("1")]);
    await expect(collect(pages(server.fetchPage, {}, { retries: 0, sleep: server.sleep }))).rejects.toMatchObject({
      status: 503,
    });
    expect(server.requests()).toBe(1);
    expect(server.waits).toStrictEqual([]);
  });

  test("a retries value that is no count from 0 up takes the default", async () => {
    const server = flaky(Array.from({ length: 4 }, () => () => unavailable("0")));
    const items = await collect(listAll(server.fetchPage, {}, { retries: Number.NaN, sleep: server.sleep }));
    expect(items).toHaveLength(7);
    const again = flaky(Array.from({ length: 2 }, () => () => unavailable("0")));
    await expect(collect(listAll(again.fetchPage, {}, { retries: 1.9, sleep: again.sleep }))).rejects.toMatchObject({
      status: 503,
    });
    expect(again.requests()).toBe(2);
  });

  test("a Retry-After beyond the walk's limit (a minute by default) throws at once", async () => {
    const server = flaky([() => unavailable("61")]);
    await expect(collect(pages(server.fetchPage, {}, { sleep: server.sleep }))).rejects.toMatchObject({ status: 503 });
    expect(server.waits).toStrictEqual([]);
    const exact = flaky([() => unavailable("60")]);
    expect(await collect(listAll(exact.fetchPage, {}, { sleep: exact.sleep }))).toHaveLength(7);
    expect(exact.waits).toStrictEqual([60_000]);
    const lowered = flaky([() => unavailable("5")]);
    const options = { sleep: lowered.sleep, maxRetryDelayMs: 4000 };
    await expect(collect(pages(lowered.fetchPage, {}, options))).rejects.toMatchObject({ status: 503 });
  });

  test("the backoff never goes past the walk's limit: it is capped there, not thrown", async () => {
    const server = flaky(Array.from({ length: 4 }, () => () => unavailable()));
    const options = { sleep: server.sleep, maxRetryDelayMs: 1500, retry: { random: () => 1 } };
    expect(await collect(listAll(server.fetchPage, {}, options))).toHaveLength(7);
    expect(server.waits).toStrictEqual([1000, 1500, 1500, 1500]);
    const narrower = flaky([() => unavailable(), () => unavailable()]);
    const own = { sleep: narrower.sleep, retry: { random: () => 1, maxBackoffMs: 1200 } };
    expect(await collect(listAll(narrower.fetchPage, {}, own))).toHaveLength(7);
    expect(narrower.waits).toStrictEqual([1000, 1200]);
  });

  test("the deprecated option retryDelay still draws the waits, and retry wins over it", async () => {
    const old = flaky([() => unavailable()]);
    expect(
      await collect(listAll(old.fetchPage, {}, { sleep: old.sleep, retryDelay: { random: () => 0 } })),
    ).toHaveLength(7);
    expect(old.waits).toStrictEqual([0]);
    const both = flaky([() => unavailable()]);
    const options = { sleep: both.sleep, retry: { random: () => 1 }, retryDelay: { random: () => 0 } };
    expect(await collect(listAll(both.fetchPage, {}, options))).toHaveLength(7);
    expect(both.waits).toStrictEqual([1000]);
  });

  test("400, 404 and 500 are never retried", async () => {
    for (const status of [400, 404, 500]) {
      const failure = () =>
        toResponse(new ApiError(baseError({ code: "x", message: "No." }), { status, expose: true }));
      const server = flaky([failure]);
      await expect(collect(pages(server.fetchPage, {}, { sleep: server.sleep }))).rejects.toMatchObject({ status });
      expect(server.requests(), String(status)).toBe(1);
    }
  });

  test("a network failure (a TypeError from fetchPage) is retried: a list query is a GET", async () => {
    const server = flaky([() => Promise.reject(new TypeError("fetch failed"))]);
    const items = await collect(listAll(server.fetchPage, {}, { sleep: server.sleep, retry: { random: () => 0 } }));
    expect(items).toHaveLength(7);
    expect(server.waits).toStrictEqual([0]);
  });

  test("another error thrown by fetchPage, and a body that is no page, are never retried", async () => {
    const broken = flaky([() => Promise.reject(new Error("bug"))]);
    await expect(collect(pages(broken.fetchPage, {}, { sleep: broken.sleep }))).rejects.toThrow("bug");
    expect(broken.requests()).toBe(1);
    let requests = 0;
    const notAPage: FetchPage<unknown> = async () => {
      requests++;
      return { nothing: true } as never;
    };
    await expect(collect(pages(notAPage, {}, { sleep: async () => {} }))).rejects.toThrow(TypeError);
    expect(requests).toBe(1);
  });

  test("an abort while waiting stops the walk with the signal's reason; the sleep gets the signal", async () => {
    const controller = new AbortController();
    const fetchPage: FetchPage<unknown> = async () => unavailable("1");
    const signals: AbortSignal[] = [];
    const sleep = async (_ms: number, signal: AbortSignal): Promise<void> => {
      signals.push(signal);
      controller.abort(new Error("stopped"));
      signal.throwIfAborted();
    };
    await expect(collect(pages(fetchPage, {}, { signal: controller.signal, sleep }))).rejects.toThrow("stopped");
    expect(signals).toStrictEqual([controller.signal]);
  });

  test("a failure on an aborted signal is thrown, not retried", async () => {
    const controller = new AbortController();
    let requests = 0;
    const fetchPage: FetchPage<unknown> = async () => {
      requests++;
      controller.abort();
      throw new TypeError("fetch failed");
    };
    await expect(collect(pages(fetchPage, {}, { signal: controller.signal }))).rejects.toThrow("fetch failed");
    expect(requests).toBe(1);
  });

  describe("the default sleep is a timer", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    test("waits Retry-After on the timer, then fetches again", async () => {
      vi.useFakeTimers();
      const server = flaky([() => unavailable("30")]);
      const walk = collect(listAll(server.fetchPage));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(server.requests()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await walk).toHaveLength(7);
      expect(server.requests()).toBe(2);
    });

    test("an abort during the wait rejects at once with the reason and clears the timer", async () => {
      vi.useFakeTimers();
      const controller = new AbortController();
      const server = flaky([() => unavailable("30")]);
      const walk = collect(listAll(server.fetchPage, {}, { signal: controller.signal }));
      const failed = expect(walk).rejects.toThrow("enough");
      await vi.advanceTimersByTimeAsync(1000);
      controller.abort(new Error("enough"));
      await failed;
      expect(vi.getTimerCount()).toBe(0);
      expect(server.requests()).toBe(1);
    });
  });
});
