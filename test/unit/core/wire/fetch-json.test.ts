import { afterEach, describe, expect, test, vi } from "vitest";
import { builtInCatalogue } from "../../../../src/catalogue/index.js";
import { defineOperation, isOperationError } from "../../../../src/contract/index.js";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  DEFAULT_MAX_RESPONSE_BYTES,
  type FetchJsonOptions,
  fetchJson,
  hasViolation,
  isApiError,
  isUnexpectedResponseError,
  toResponse,
  UnexpectedResponseError,
  violation,
} from "../../../../src/index.js";

/** A fetch that answers `response` and records what it was asked. */
function answering(response: Response): {
  readonly fetch: NonNullable<FetchJsonOptions["fetch"]>;
  readonly calls: [string | URL | Request, RequestInit | undefined][];
} {
  const calls: [string | URL | Request, RequestInit | undefined][] = [];
  return {
    calls,
    fetch: async (input, init) => {
      calls.push([input, init]);
      return response;
    },
  };
}

/** What `fetchJson` threw, or a failure when it did not. */
async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

const json = (value: unknown, status = 200, contentType = "application/json") =>
  new Response(JSON.stringify(value), { status, headers: { "content-type": contentType } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchJson: a success", () => {
  test("returns the parsed body, having sent accept: application/json", async () => {
    const { fetch, calls } = answering(json({ id: "u1" }));
    expect(await fetchJson<{ id: string }>("https://api.example/users/u1", { fetch })).toStrictEqual({ id: "u1" });
    const [input, init] = calls[0] ?? [];
    expect(input).toBe("https://api.example/users/u1");
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
  });

  test("json is sent as the body with its content type; the caller's headers and options are kept", async () => {
    const { fetch, calls } = answering(json({ id: "u2" }, 201));
    const signal = new AbortController().signal;
    await fetchJson("https://api.example/users", {
      fetch,
      method: "POST",
      json: { email: "ada@example.com" },
      headers: { accept: "application/vnd.api+json", "x-trace": "1" },
      signal,
    });
    const init = calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"email":"ada@example.com"}');
    expect(init?.signal).toBe(signal);
    const headers = new Headers(init?.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("accept")).toBe("application/vnd.api+json");
    expect(headers.get("x-trace")).toBe("1");
    expect(init).not.toHaveProperty("json");
    expect(init).not.toHaveProperty("fetch");
  });

  test("a content type the caller gives is kept for a json body; a body of its own is sent as it is", async () => {
    const first = answering(json({}));
    await fetchJson("https://api.example/x", {
      fetch: first.fetch,
      json: [1],
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(new Headers(first.calls[0]?.[1]?.headers).get("content-type")).toBe("application/merge-patch+json");
    const second = answering(json({}));
    await fetchJson("https://api.example/x", { fetch: second.fetch, method: "PUT", body: "raw" });
    expect(second.calls[0]?.[1]?.body).toBe("raw");
  });

  test("an empty body, a 204 or a blank 200, is undefined", async () => {
    expect(await fetchJson("https://api.example/x", answering(new Response(null, { status: 204 })))).toBeUndefined();
    expect(await fetchJson("https://api.example/x", answering(new Response(" \n", { status: 200 })))).toBeUndefined();
  });

  test("the global fetch is called when none is given", async () => {
    const { fetch, calls } = answering(json([1, 2]));
    vi.stubGlobal("fetch", fetch);
    expect(await fetchJson("https://api.example/x")).toStrictEqual([1, 2]);
    expect(calls).toHaveLength(1);
  });
});

describe("fetchJson: a failed response throws the typed error", () => {
  test("an error body of the model is an ApiError with its status, body and Retry-After", async () => {
    const sent = toResponse(
      new ApiError(baseError({ code: "too_many_requests", message: "Slow down.", ticket: "t-1" }), {
        status: 429,
        headers: { "retry-after": "30" },
      }),
    );
    const error = await thrownBy(fetchJson("https://api.example/x", answering(sent)));
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 429, body: { code: "too_many_requests", ticket: "t-1" } });
    expect((error as ApiError).headers["retry-after"]).toBe("30");
  });

  test("a catalogue's guards and a contract's narrow what was thrown", async () => {
    const violations = constraintViolationsError({ violations: { name: violation("not_unique") } });
    const error = await thrownBy(fetchJson("https://api.example/t", answering(toResponse(new ApiError(violations)))));
    expect(hasViolation(error, "name", "not_unique")).toBe(true);
    expect(builtInCatalogue.isConstraintViolationsError(error)).toBe(true);
    const CREATE_TENANT = defineOperation({
      method: "POST",
      path: "/t",
      violations: { body: { name: ["not_unique"] } },
    });
    expect(isOperationError(CREATE_TENANT, error)).toBe(true);
    const notFound = await thrownBy(
      fetchJson(
        "https://api.example/u",
        answering(toResponse(new ApiError(baseError({ code: "user_not_found", message: "No." })))),
      ),
    );
    expect(builtInCatalogue.isBaseError(notFound, "user_not_found")).toBe(true);
  });

  test("a failure that is no error of the model is an UnexpectedResponseError", async () => {
    const html = new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } });
    const error = await thrownBy(fetchJson("https://api.example/x", answering(html)));
    expect(isUnexpectedResponseError(error)).toBe(true);
    expect(error).toMatchObject({ status: 502, reason: "not_json", excerpt: "<h1>Bad gateway</h1>" });
  });

  test("a network failure is fetch's own rejection", async () => {
    const failure = new TypeError("fetch failed");
    const error = await thrownBy(
      fetchJson("https://api.example/x", {
        fetch: () => Promise.reject(failure),
      }),
    );
    expect(error).toBe(failure);
  });
});

describe("fetchJson: a success body it cannot read", () => {
  test.each([
    ["text that claims JSON", "{oops", "application/json", "invalid_json"],
    ["an HTML page", "<html></html>", "text/html", "not_json"],
    ["bytes that are not UTF-8", new Uint8Array([0x7b, 0xff, 0x7d]), "application/json", "invalid_json"],
    ["bytes that are not UTF-8, not claimed JSON", new Uint8Array([0xff]), "text/plain", "not_json"],
    ["text without a content type", new TextEncoder().encode("{oops"), null, "not_json"],
  ])("%s throws an UnexpectedResponseError, reason %s", async (_what, body, contentType, reason) => {
    const response = new Response(body, {
      status: 200,
      headers: contentType === null ? {} : { "content-type": contentType },
    });
    const error = await thrownBy(fetchJson("https://api.example/x", answering(response)));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).toMatchObject({ status: 200, reason });
  });

  test("a body over maxBodyBytes is body_too_large, and the rest is cancelled", async () => {
    let cancelled = false;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(100).fill(0x20));
      },
      cancel() {
        cancelled = true;
      },
    });
    const error = await thrownBy(
      fetchJson("https://api.example/x", { ...answering(new Response(stream)), maxBodyBytes: 250 }),
    );
    expect(error).toMatchObject({ reason: "body_too_large" });
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(10);
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(16 * 1024 * 1024);
  });

  test("a body stream that fails is unreadable_body", async () => {
    const stream = new ReadableStream({
      pull(controller) {
        controller.error(new Error("reset"));
      },
    });
    const error = await thrownBy(fetchJson("https://api.example/x", answering(new Response(stream))));
    expect(error).toMatchObject({ reason: "unreadable_body" });
  });
});

describe("fetchJson: its options", () => {
  test("json and body together are a TypeError", async () => {
    const error = await thrownBy(fetchJson("https://api.example/x", { ...answering(json({})), json: 1, body: "x" }));
    expect(error).toBeInstanceOf(TypeError);
  });

  test.each([0, -1, 1.5, "10"])("a maxBodyBytes of %j is the default, 16 MiB", async (maxBodyBytes) => {
    const big = new Response(JSON.stringify({ text: "x".repeat(20) }));
    const options = { ...answering(big), maxBodyBytes: maxBodyBytes as number };
    expect(await fetchJson("https://api.example/x", options)).toStrictEqual({ text: "x".repeat(20) });
  });

  test("Infinity reads a success body whole", async () => {
    const big = new Response(JSON.stringify({ text: "x".repeat(100_000) }));
    const read = await fetchJson<{ text: string }>("https://api.example/x", {
      ...answering(big),
      maxBodyBytes: Infinity,
    });
    expect(read.text).toHaveLength(100_000);
  });
});
