import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  DEFAULT_MAX_BODY_BYTES,
  isErrorBody,
  JSON_MEDIA_TYPES,
  type ReadJsonRequestResult,
  readJsonRequest,
} from "../../../../src/index.js";
import { fuzz, runs } from "../../../support/fuzz.js";

const URL = "http://localhost/users";

/** A POST with `body` and its content type (none when `null`). */
function post(body: BodyInit | null, contentType: string | null = "application/json", headers = {}): Request {
  const request = new Request(URL, { method: "POST", body, headers, duplex: "half" } as RequestInit);
  if (contentType === null) request.headers.delete("content-type");
  else request.headers.set("content-type", contentType);
  return request;
}

/** A body stream of `chunks`, recording how many were pulled and whether it was cancelled. */
function chunked(chunks: readonly unknown[]): {
  stream: ReadableStream;
  pulled: () => number;
  cancelled: () => boolean;
} {
  let index = 0;
  let cancelled = false;
  const stream = new ReadableStream({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(chunks[index++]);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => index, cancelled: () => cancelled };
}

/** The error body of a refusal, or a failure when the body was read. */
function errorOf(result: ReadJsonRequestResult) {
  if (result.ok) throw new Error(`expected a refusal, read ${JSON.stringify(result.value)}`);
  expect(isErrorBody(result.error)).toBe(true);
  return result.error;
}

const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...new TextEncoder().encode(part)] : part)));

describe("readJsonRequest: what it reads", () => {
  test("reads a JSON object", async () => {
    expect(await readJsonRequest(post('{"email":"a@example.com","n":[1,{"m":null}]}'))).toStrictEqual({
      ok: true,
      value: { email: "a@example.com", n: [1, { m: null }] },
    });
  });

  test.each([
    "application/json",
    "APPLICATION/JSON",
    "application/json;charset=utf-8",
    'application/json; charset="UTF-8"',
    "application/json; foo=bar",
    "application/merge-patch+json",
    "application/vnd.api+json; charset=utf-8",
  ])("reads a body declared %s", async (contentType) => {
    expect(await readJsonRequest(post('{"a":1}', contentType))).toStrictEqual({ ok: true, value: { a: 1 } });
  });

  test("decodes UTF-8 split across chunks, and drops a leading BOM", async () => {
    const text = bytes([0xef, 0xbb, 0xbf], '{"name":"Zoë 🎉"}');
    const { stream } = chunked([...text].map((byte) => new Uint8Array([byte])));
    expect(await readJsonRequest(post(stream))).toStrictEqual({ ok: true, value: { name: "Zoë 🎉" } });
  });

  test("a body of exactly the limit is read", async () => {
    const text = `{"a":"${"x".repeat(92)}"}`;
    expect(text.length).toBe(100);
    expect((await readJsonRequest(post(text), { maxBytes: 100 })).ok).toBe(true);
  });
});

describe("readJsonRequest: what it refuses", () => {
  test("malformed JSON is 400 invalid_request, and the error throws with status 400", async () => {
    const error = errorOf(await readJsonRequest(post('{"email": ')));
    expect(error).toStrictEqual({
      type: "base_error",
      code: "invalid_request",
      message: "The request body is not valid JSON; send a JSON object",
      ticket: error.ticket,
    });
    expect(new ApiError(error).status).toBe(400);
  });

  test.each([
    ["plain text", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["JSON in another charset", "application/json; charset=iso-8859-1"],
    ["JSON text sequences", "application/json-seq"],
    ["a look-alike", "application/jsonp"],
    ["a structured suffix that is not +json", "application/vnd.api+xml"],
    ["no Content-Type", null],
  ])("%s is 415 unsupported_media_type, its body cancelled unread", async (_name, contentType) => {
    const { stream, pulled, cancelled } = chunked([bytes('{"a":1}')]);
    const error = errorOf(await readJsonRequest(post(stream, contentType)));
    expect(error).toStrictEqual({
      type: "base_error",
      code: "unsupported_media_type",
      message: "The request body must be JSON: send it with Content-Type application/json or application/*+json",
      ticket: error.ticket,
      details: { supportedMediaTypes: [...JSON_MEDIA_TYPES] },
    });
    expect(new ApiError(error).status).toBe(415);
    expect(pulled()).toBeLessThanOrEqual(1);
    expect(cancelled()).toBe(true);
  });

  test("no body, or Content-Length 0, is an empty body whatever the Content-Type", async () => {
    const empty = "The request body is empty; send a JSON object";
    const none = new Request(URL, { method: "POST", headers: { "content-type": "text/plain" } });
    expect(errorOf(await readJsonRequest(none))).toMatchObject({ code: "invalid_request", message: empty });
    const zero = post("", "text/plain", { "content-length": "0" });
    expect(errorOf(await readJsonRequest(zero))).toMatchObject({ code: "invalid_request", message: empty });
  });

  test("a body announced larger than the limit is 413 payload_too_large before a byte is read", async () => {
    const { stream, pulled, cancelled } = chunked([bytes('{"a":1}')]);
    const error = errorOf(
      await readJsonRequest(post(stream, "application/json", { "content-length": "2000" }), { maxBytes: 1000 }),
    );
    expect(error).toStrictEqual({
      type: "base_error",
      code: "payload_too_large",
      message: "The request body is larger than 1000 bytes",
      ticket: error.ticket,
      details: { maxBytes: 1000 },
    });
    expect(new ApiError(error).status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(1);
    expect(cancelled()).toBe(true);
  });

  test("a body read past the limit is 413: reading stops there and the rest is cancelled", async () => {
    const chunk = new Uint8Array(400).fill(0x20);
    const { stream, pulled, cancelled } = chunked(Array.from({ length: 100 }, () => chunk));
    const error = errorOf(await readJsonRequest(post(stream), { maxBytes: 1000 }));
    expect(error).toMatchObject({ code: "payload_too_large", details: { maxBytes: 1000 } });
    expect(pulled()).toBeLessThan(10);
    expect(cancelled()).toBe(true);
  });

  test("the default limit is 4 MiB", async () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(4 * 1024 * 1024);
    const error = errorOf(await readJsonRequest(post(" ".repeat(DEFAULT_MAX_BODY_BYTES + 1))));
    expect(error).toMatchObject({ code: "payload_too_large", details: { maxBytes: DEFAULT_MAX_BODY_BYTES } });
  });

  test.each([
    ["0xFF 0xFE in a string", bytes('{"email":"', [0xff, 0xfe], '@x.com"}')],
    ["an encoded surrogate", bytes('{"email":"a', [0xed, 0xa0, 0x80], '@x.com"}')],
    ["an overlong encoding", bytes('{"email":"a', [0xc0, 0xaf], '@x.com"}')],
    ["a sequence cut off at the end", bytes('{"email":"a', [0xc3])],
  ])("bytes that are not UTF-8 (%s) are 400 invalid_request, never a throw", async (_name, body) => {
    const cutOff = body.at(-1) === 0xc3;
    const { stream, cancelled } = chunked(cutOff ? [body] : [body, bytes("more")]);
    const error = errorOf(await readJsonRequest(post(stream)));
    expect(error).toMatchObject({
      code: "invalid_request",
      message: "The request body is not UTF-8; send JSON encoded as UTF-8",
    });
    expect(new ApiError(error).status).toBe(400);
    expect(cancelled()).toBe(!cutOff);
  });

  test("a body nested deeper than the limit is refused for its depth under the whole body", async () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const error = errorOf(await readJsonRequest(post(deep)));
    expect(error).toMatchObject({
      code: "message_body_constraint_violations",
      violations: { "": [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "64" } }] },
    });
    const shallow = errorOf(await readJsonRequest(post('{"a":{"b":{}}}'), { maxNestingDepth: 2 }));
    expect(shallow).toMatchObject({ violations: { "": [{ constraintAttributes: { maxNestingDepth: "2" } }] } });
  });

  test("a lone surrogate is invalid_code_point at its key", async () => {
    const error = errorOf(await readJsonRequest(post('{"givenName":"x\\ud800"}')));
    expect(error).toMatchObject({ violations: { givenName: [{ code: "invalid_code_point" }] } });
  });

  test("the ticket option is the ticket of every refusal", async () => {
    for (const request of [post("{"), post("{}", "text/plain"), post("x".repeat(20)), post(bytes([0xff]))]) {
      expect(errorOf(await readJsonRequest(request, { ticket: "t-1", maxBytes: 10 })).ticket).toBe("t-1");
    }
  });
});

describe("readJsonRequest: a body that cannot be read", () => {
  const unreadable = { code: "invalid_request", message: "The request body could not be read" };

  test("a stream that fails (the client went away) is 400 invalid_request", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes('{"a":'));
      },
      pull(controller) {
        controller.error(new Error("aborted"));
      },
    });
    expect(errorOf(await readJsonRequest(post(stream)))).toMatchObject(unreadable);
  });

  test("a body already read is 400 invalid_request", async () => {
    const request = post('{"a":1}');
    await request.text();
    expect(errorOf(await readJsonRequest(request))).toMatchObject(unreadable);
  });

  test("chunks that are not bytes are 400 invalid_request, the rest cancelled", async () => {
    const { stream, cancelled } = chunked(["{}"]);
    expect(errorOf(await readJsonRequest(post(stream)))).toMatchObject(unreadable);
    expect(cancelled()).toBe(true);
  });

  test("a request whose headers throw is 400 invalid_request", async () => {
    const hostile = {
      body: null,
      headers: {
        get() {
          throw new Error("no");
        },
      },
    } as unknown as Request;
    expect(errorOf(await readJsonRequest(hostile))).toMatchObject(unreadable);
  });

  test("a body whose cancel or reader throws still answers", async () => {
    const throwing = {
      getReader() {
        throw new TypeError("locked");
      },
      cancel() {
        throw new TypeError("locked");
      },
    };
    const request = (contentType: string) =>
      ({ body: throwing, headers: new Headers({ "content-type": contentType }) }) as unknown as Request;
    expect(errorOf(await readJsonRequest(request("application/json")))).toMatchObject(unreadable);
    expect(errorOf(await readJsonRequest(request("text/plain")))).toMatchObject({ code: "unsupported_media_type" });
    // A locked body's cancel rejects: the rejection is dropped.
    const locked = post('{"a":1}', "text/plain");
    locked.body?.getReader();
    expect(errorOf(await readJsonRequest(locked))).toMatchObject({ code: "unsupported_media_type" });
  });
});

describe("readJsonRequest: its options", () => {
  test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "10"])(
    "maxBytes %j is a TypeError",
    async (maxBytes) => {
      await expect(readJsonRequest(post("{}"), { maxBytes: maxBytes as number })).rejects.toThrow(TypeError);
    },
  );

  test("a maxNestingDepth that is no whole number of at least 1 is a TypeError, before the body is read", async () => {
    await expect(readJsonRequest(post("{"), { maxNestingDepth: 0 })).rejects.toThrow(TypeError);
  });
});

fuzz("readJsonRequest", () => {
  test("any bytes in any chunks: a result, never a rejection, and an error body when refused", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 6 }),
        fc.constantFrom("application/json", "text/plain", "application/x+json; charset=latin1"),
        async (chunks, contentType) => {
          const result = await readJsonRequest(post(chunked(chunks).stream, contentType), { maxBytes: 100 });
          if (!result.ok) expect(isErrorBody(result.error)).toBe(true);
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
