/*
 * A client against hostile HTTP servers on 127.0.0.1, through real fetch: bodies that never end
 * (an error and a page), a server that repeats its first page, one that skips ahead, one whose
 * total never ends. Every walk ends with its typed error, within a second and a few MB read.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_MAX_ERROR_BODY_BYTES, errorFromResponse, isUnexpectedResponseError } from "api-error-model";
import { type FetchPage, formatListQuery, isPageWalkError, pages } from "api-error-model/list-query";
import { afterEach, describe, expect, test } from "vitest";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Starts a server with `handle`; counts the bytes it wrote and whether the client went away. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse, start: number) => void) {
  const state = { written: 0, closed: 0 };
  const server = createServer((request, response) => {
    response.on("close", () => state.closed++);
    const start = Number(new URL(request.url ?? "/", "http://127.0.0.1").searchParams.get("start_index") ?? 1);
    handle(request, response, start);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const fetchPage: FetchPage<unknown> = (query, signal) => fetch(`${url}/users?${formatListQuery(query)}`, { signal });
  return { url, fetchPage, state };
}

/** Writes `chunk` for as long as the client reads, counting the bytes. */
function endlessBody(
  status: number,
  chunk: string,
  state: { written: number },
): (r: IncomingMessage, response: ServerResponse) => void {
  return (_request, response) => {
    response.writeHead(status, { "content-type": status === 200 ? "application/json" : "text/html" });
    response.write(status === 200 ? '{"totalResults":1,"startIndex":1,"itemsPerPage":1,"items":[' : "");
    const more = (): void => {
      while (!response.destroyed) {
        state.written += chunk.length;
        if (!response.write(chunk)) {
          response.once("drain", more);
          return;
        }
      }
    };
    more();
  };
}

async function settle<T>(walk: AsyncIterable<T>): Promise<{ yielded: number; error: unknown }> {
  let yielded = 0;
  try {
    for await (const _ of walk) yielded++;
  } catch (error) {
    return { yielded, error };
  }
  return { yielded, error: undefined };
}

describe("every client read is bounded", () => {
  test("errorFromResponse on an endless 503 stops at its limit within a second and cancels the body", async () => {
    const state = { written: 0 };
    const { url, state: server } = await serve(endlessBody(503, "x".repeat(16_384), state));
    const started = performance.now();
    const error = await errorFromResponse(await fetch(url));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(isUnexpectedResponseError(error) && [error.status, error.reason]).toStrictEqual([503, "body_too_large"]);
    // The connection is closed: the server stops writing soon after the limit.
    await expect.poll(() => server.closed, { timeout: 5000 }).toBe(1);
    expect(state.written).toBeLessThan(DEFAULT_MAX_ERROR_BODY_BYTES + 8 * 1024 * 1024);
  });

  test("pages against an endless page: page_too_large at maxBodyBytes, the connection closed", async () => {
    const state = { written: 0 };
    const { fetchPage, state: server } = await serve(endlessBody(200, "1,".repeat(8192), state));
    const started = performance.now();
    const { yielded, error } = await settle(pages(fetchPage, {}, { maxBodyBytes: 2_000_000 }));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(yielded).toBe(0);
    expect(isPageWalkError(error) && error.reason).toBe("page_too_large");
    await expect.poll(() => server.closed, { timeout: 5000 }).toBe(1);
    expect(state.written).toBeLessThan(2_000_000 + 8 * 1024 * 1024);
  });

  test("pages against an endless 503: each try reads at most 1 MiB, then the failure is thrown", async () => {
    const state = { written: 0 };
    const { fetchPage } = await serve(endlessBody(503, "x".repeat(16_384), state));
    const { error } = await settle(pages(fetchPage, {}, { retries: 1, sleep: async () => undefined }));
    expect(isUnexpectedResponseError(error) && error.reason).toBe("body_too_large");
  });

  test("pages against a server that repeats its first page: start_index_repeated", async () => {
    const { fetchPage } = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ totalResults: 10_000, startIndex: 1, itemsPerPage: 2, items: [1, 2] }));
    });
    const { yielded, error } = await settle(pages(fetchPage));
    expect(yielded).toBe(1);
    expect(error).toMatchObject({ reason: "start_index_repeated", requestedStartIndex: 3, receivedStartIndex: 1 });
  });

  test("pages against a server that jumps ahead: start_index_skipped", async () => {
    const { fetchPage } = await serve((_request, response, start) => {
      response.writeHead(200, { "content-type": "application/json" });
      const startIndex = start === 1 ? 1 : start * 1000;
      response.end(JSON.stringify({ totalResults: 10 ** 12, startIndex, itemsPerPage: 1, items: [startIndex] }));
    });
    const { yielded, error } = await settle(pages(fetchPage));
    expect(yielded).toBe(1);
    expect(error).toMatchObject({ reason: "start_index_skipped", requestedStartIndex: 2, receivedStartIndex: 2000 });
  });

  test("pages against a server whose total never ends: too_many_pages at maxPages", async () => {
    const { fetchPage } = await serve((_request, response, start) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ totalResults: Number.MAX_SAFE_INTEGER, startIndex: start, itemsPerPage: 1, items: [start] }),
      );
    });
    const { yielded, error } = await settle(pages(fetchPage, {}, { maxPages: 50 }));
    expect(yielded).toBe(50);
    expect(error).toMatchObject({ reason: "too_many_pages", pages: 50, requestedStartIndex: 51 });
  });
});
