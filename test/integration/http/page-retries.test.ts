/*
 * The page walker against a real HTTP server on 127.0.0.1: a server that
 * answers 503 with Retry-After a few times before it serves, and servers
 * that answer 400 or 500 (never retried). The waits go through an injected
 * sleep that records them, except in one walk that waits on the real timer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, baseError, isApiError, toHttpResponse, tooManyRequests } from "api-error-model";
import { type FetchPage, formatListQuery, listAll, paginate } from "api-error-model/list-query";
import { afterEach, describe, expect, test } from "vitest";

const users = Array.from({ length: 7 }, (_, i) => ({ id: String(i + 1) }));

type Answer = (response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Serves pages of `users`, answering the first requests with `failures`, one each; counts requests. */
async function serve(failures: Answer[]): Promise<{ fetchPage: FetchPage<unknown>; requests: () => number }> {
  let requests = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests++;
    const fail = failures.shift();
    if (fail !== undefined) return fail(response);
    const params = new URL(request.url ?? "/", "http://127.0.0.1").searchParams;
    const query = { startIndex: Number(params.get("start_index") ?? 1), count: Number(params.get("count") ?? 100) };
    const body = JSON.stringify(paginate(users, query));
    response.writeHead(200, { "content-type": "application/json" }).end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fetchPage: FetchPage<unknown> = (query, signal) =>
    fetch(`http://127.0.0.1:${port}/users?${formatListQuery(query)}`, { signal });
  return { fetchPage, requests: () => requests };
}

/** Writes what a boundary answers for `error`, with more headers. */
function answer(error: unknown, headers: Record<string, string> = {}): Answer {
  return (response) => {
    const { status, headers: own, body } = toHttpResponse(error);
    response.writeHead(status, { ...own, ...headers }).end(body);
  };
}

const unavailable = (retryAfter: string): Answer =>
  answer(new ApiError(baseError({ code: "service_unavailable", message: "Busy." }), { status: 503, expose: true }), {
    "retry-after": retryAfter,
  });

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterator) out.push(value);
  return out;
}

function recorder(): { waits: number[]; sleep: (ms: number) => Promise<void> } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

describe("pages and listAll retry over HTTP", () => {
  test("503 with Retry-After: 1, three times, then pages: each wait is exactly a second", async () => {
    const server = await serve([unavailable("1"), unavailable("1"), unavailable("1")]);
    const { waits, sleep } = recorder();
    expect(await collect(listAll(server.fetchPage, { count: 3 }, { sleep }))).toStrictEqual(users);
    expect(waits).toStrictEqual([1000, 1000, 1000]);
    expect(server.requests()).toBe(6);
  });

  test("503 with Retry-After as an HTTP date: waits until that date", async () => {
    const date = (): string => new Date(Date.now() + 30_000).toUTCString();
    const server = await serve([(response) => unavailable(date())(response)]);
    const { waits, sleep } = recorder();
    expect(await collect(listAll(server.fetchPage, {}, { sleep }))).toStrictEqual(users);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(20_000);
    expect(waits[0]).toBeLessThanOrEqual(30_000);
  });

  test("on the real timer: two 503s with Retry-After: 1, then every item", async () => {
    const server = await serve([unavailable("1"), unavailable("1")]);
    expect(await collect(listAll(server.fetchPage))).toStrictEqual(users);
    expect(server.requests()).toBe(3);
  });

  test("429 with the Retry-After of tooManyRequests is retried", async () => {
    const server = await serve([answer(tooManyRequests({ retryAfter: 2 }))]);
    const { waits, sleep } = recorder();
    expect(await collect(listAll(server.fetchPage, {}, { sleep }))).toStrictEqual(users);
    expect(waits).toStrictEqual([2000]);
  });

  test("a proxy's HTML 502 without Retry-After is retried after the jittered backoff", async () => {
    const proxy: Answer = (response) =>
      response.writeHead(502, { "content-type": "text/html" }).end("<html>Bad gateway</html>");
    const server = await serve([proxy]);
    const { waits, sleep } = recorder();
    const options = { sleep, retry: { random: () => 0.5 } };
    expect(await collect(listAll(server.fetchPage, {}, options))).toStrictEqual(users);
    expect(waits).toStrictEqual([500]);
  });

  test("a Retry-After beyond a minute is thrown at once", async () => {
    const server = await serve([unavailable("3600")]);
    const { waits, sleep } = recorder();
    const error = await collect(listAll(server.fetchPage, {}, { sleep })).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(503);
    expect(waits).toStrictEqual([]);
    expect(server.requests()).toBe(1);
  });

  test("400 is never retried", async () => {
    const server = await serve([answer(new ApiError(baseError({ code: "invalid_request", message: "No." })))]);
    const { waits, sleep } = recorder();
    const error = await collect(listAll(server.fetchPage, {}, { sleep })).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(400);
    expect(server.requests()).toBe(1);
    expect(waits).toStrictEqual([]);
  });

  test("500 is never retried, even with Retry-After", async () => {
    const server = await serve([answer(new Error("boom"), { "retry-after": "1" })]);
    const { waits, sleep } = recorder();
    const error = await collect(listAll(server.fetchPage, {}, { sleep })).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(500);
    expect(server.requests()).toBe(1);
    expect(waits).toStrictEqual([]);
  });

  test("retries: 0 throws the first 503", async () => {
    const server = await serve([unavailable("1")]);
    const error = await collect(listAll(server.fetchPage, {}, { retries: 0 })).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(503);
    expect(server.requests()).toBe(1);
  });
});
