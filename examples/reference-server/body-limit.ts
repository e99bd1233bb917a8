import type { MiddlewareHandler } from "hono";
import { payloadTooLarge } from "./http-errors.js";

/**
 * How much of an oversized body is still read (and dropped) before the 413
 * is sent: clients such as `fetch` fail with "other side closed" when the
 * answer comes while they are still sending. Past this, the connection is
 * cut instead.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * Reads every request body up front, at most `maxBytes` of it: a larger one
 * is answered with 413 `payload_too_large` once it has arrived (or at once
 * when it is announced larger than the drain limit), so the server never
 * holds more than `maxBytes` of a body.
 *
 * @param maxBytes - the largest body accepted
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (stream === null) return next();
    const declared = Number(c.req.header("content-length"));
    if (declared > DRAIN_LIMIT_BYTES) throw payloadTooLarge(maxBytes);
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size <= maxBytes) chunks.push(value);
      else if (size > DRAIN_LIMIT_BYTES) {
        await reader.cancel();
        break;
      }
    }
    if (size > maxBytes) throw payloadTooLarge(maxBytes);
    c.req.raw = new Request(c.req.raw, { body: concat(chunks, size) });
    return next();
  };
}
