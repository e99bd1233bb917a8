import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
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

/** The body's chunks: from Node's request itself when there is one, else from the Fetch request. */
async function* chunksOf(c: Context): AsyncGenerator<Uint8Array> {
  const incoming = incomingOf(c);
  if (incoming !== undefined) {
    yield* incoming;
    return;
  }
  const reader = (c.req.raw.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * Reads every request body up front, at most `maxBytes` of it: a larger one
 * is answered with 413 `payload_too_large` once it has arrived (or at once
 * when it is announced larger than the drain limit), so the server never
 * holds more than `maxBytes` of a body. Handlers read it with {@link bodyOf}.
 *
 * @remarks
 * Over HTTP, a request announces a body with `Content-Length` or
 * `Transfer-Encoding` (RFC 9112, section 6.3); without them nothing is read. Asking the Node
 * adapter for `c.req.raw.body` makes it build a whole Fetch `Request` and a
 * stream, and rebuilding one with the bytes read costs as much again: the
 * body is read from Node's request instead, the largest saving measured on
 * small requests. A client that goes away mid-body is a {@link ClientGoneError}.
 *
 * @param maxBytes - the largest body accepted
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    if (!hasBody(c)) return next();
    if (Number(c.req.header("content-length")) > DRAIN_LIMIT_BYTES) throw payloadTooLarge(maxBytes);
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for await (const chunk of chunksOf(c)) {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
        else if (size > DRAIN_LIMIT_BYTES) break;
      }
    } catch (reason) {
      throw new ClientGoneError(reason);
    }
    if (size > maxBytes) throw payloadTooLarge(maxBytes);
    bodies.set(c, concat(chunks, size));
    return next();
  };
}
