import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { ClientGoneError, payloadTooLarge } from "./http-errors.js";

/**
 * How much of an oversized body is still read (and dropped) before the 413
 * is sent: clients such as `fetch` fail with "other side closed" when the
 * answer comes while they are still sending. Past this, the connection is
 * cut instead.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Node's request, when the app is served by the Node adapter (not when called in-process with `app.request`). */
function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** Whether the request has a body to read (a `Content-Length: 0` announces none). */
export function hasBody(c: Context): boolean {
  // Over HTTP/1.1 a body is announced by one of these (RFC 9112, section 6.3);
  // a Fetch `Request` made in-process may announce nothing, but knows.
  const length = c.req.header("content-length");
  if (length !== undefined) return length !== "0";
  if (c.req.header("transfer-encoding") !== undefined) return true;
  return incomingOf(c) === undefined && c.req.raw.body !== null;
}

/** What was read of a body: the bytes kept (at most the limit) and the size seen. */
interface ReadBody {
  readonly chunks: Uint8Array[];
  readonly size: number;
}

/**
 * Reads Node's request with its events: the cheapest way, next to an async
 * iterator, which costs a stream helper and several listeners per request.
 * Past the drain limit the request is destroyed, which cuts the connection.
 */
function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<ReadBody> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const stop = (): void => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onGone);
      incoming.off("close", onClose);
    };
    const onData = (chunk: Uint8Array): void => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) {
        stop();
        incoming.destroy();
        resolve({ chunks, size });
      }
    };
    const onEnd = (): void => {
      stop();
      resolve({ chunks, size });
    };
    const onGone = (reason: unknown): void => {
      stop();
      reject(new ClientGoneError(reason));
    };
    // Closed before the whole body came: the client reset or aborted the connection.
    const onClose = (): void => onGone(new Error("The connection closed before the request body was complete"));
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onGone);
    incoming.on("close", onClose);
  });
}

/** Reads a Fetch request's body (the app called in-process with `app.request`). */
async function readFetchBody(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<ReadBody> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size <= maxBytes) chunks.push(value);
      else if (size > DRAIN_LIMIT_BYTES) break;
    }
  } catch (reason) {
    throw new ClientGoneError(reason);
  }
  return { chunks, size };
}

/**
 * Reads the request body, at most `maxBytes` of it: a larger one is answered
 * with 413 `payload_too_large` once it has arrived (or at once when it is
 * announced larger than the drain limit), so the server never holds more
 * than `maxBytes` of a body. A request that announces no body has none:
 * an empty array.
 *
 * @remarks
 * Called by the handlers that take a body, and only by them: a request to
 * any other route (an unknown path, a `GET`) is answered without reading
 * what it sent, and the Node adapter drains it afterwards (at most 64 MiB or
 * half a second, then it closes the connection). Over HTTP, a request
 * announces a body with `Content-Length` or `Transfer-Encoding` (RFC 9112,
 * section 6.3). Asking the Node adapter for `c.req.raw.body` makes it build
 * a whole Fetch `Request` and a stream: the body is read from Node's request
 * instead, the largest saving measured on small requests. A client that
 * goes away mid-body is a {@link ClientGoneError}.
 *
 * @param c - the request's context
 * @param maxBytes - the largest body accepted
 * @returns the body's bytes
 * @throws ApiError 413 `payload_too_large`; ClientGoneError
 */
export async function readBody(c: Context, maxBytes: number): Promise<Uint8Array> {
  if (!hasBody(c)) return new Uint8Array(0);
  if (Number(c.req.header("content-length")) > DRAIN_LIMIT_BYTES) throw payloadTooLarge(maxBytes);
  const incoming = incomingOf(c);
  const { chunks, size } =
    incoming === undefined
      ? await readFetchBody(c.req.raw.body as ReadableStream<Uint8Array>, maxBytes)
      : await readIncoming(incoming, maxBytes);
  if (size > maxBytes) throw payloadTooLarge(maxBytes);
  return concat(chunks, size);
}
