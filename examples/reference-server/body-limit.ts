import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler, Next } from "hono";
import { ClientGoneError, payloadTooLarge } from "./http-errors.js";

/**
 * How much of an oversized body is still read (and dropped) before the 413
 * is sent: clients such as `fetch` fail with "other side closed" when the
 * answer comes while they are still sending. Past this, the connection is
 * cut instead.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/** The bodies read by {@link limitBody}, by request. */
const bodies = new WeakMap<Context, Uint8Array>();

/** The request body that {@link limitBody} read; empty when the request had none. */
export function bodyOf(c: Context): Uint8Array {
  return bodies.get(c) ?? new Uint8Array(0);
}

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

/** Whether the request has a body to read. */
function hasBody(c: Context): boolean {
  // Over HTTP/1.1 a body is announced by one of these (RFC 9112, section 6.3);
  // a Fetch `Request` made in-process announces nothing, but knows.
  if (incomingOf(c) === undefined) return c.req.raw.body !== null;
  const length = c.req.header("content-length");
  return (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
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

/** Reads the body, keeps it for {@link bodyOf}, then runs the rest of the request. */
async function readThenNext(c: Context, next: Next, maxBytes: number): Promise<void> {
  if (Number(c.req.header("content-length")) > DRAIN_LIMIT_BYTES) throw payloadTooLarge(maxBytes);
  const incoming = incomingOf(c);
  const { chunks, size } =
    incoming === undefined
      ? await readFetchBody(c.req.raw.body as ReadableStream<Uint8Array>, maxBytes)
      : await readIncoming(incoming, maxBytes);
  if (size > maxBytes) throw payloadTooLarge(maxBytes);
  bodies.set(c, concat(chunks, size));
  await next();
}

/**
 * Reads every request body up front, at most `maxBytes` of it: a larger one
 * is answered with 413 `payload_too_large` once it has arrived (or at once
 * when it is announced larger than the drain limit), so the server never
 * holds more than `maxBytes` of a body. Handlers read it with {@link bodyOf}.
 *
 * @remarks
 * Over HTTP, a request announces a body with `Content-Length` or
 * `Transfer-Encoding` (RFC 9112, section 6.3); without them nothing is read,
 * and the request goes on without a step of its own. Asking the Node
 * adapter for `c.req.raw.body` makes it build a whole Fetch `Request` and a
 * stream, and rebuilding one with the bytes read costs as much again: the
 * body is read from Node's request instead, the largest saving measured on
 * small requests. A client that goes away mid-body is a {@link ClientGoneError}.
 *
 * @param maxBytes - the largest body accepted
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return (c, next) => (hasBody(c) ? readThenNext(c, next, maxBytes) : next());
}
