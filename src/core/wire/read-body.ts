/**
 * The most bytes of an error response's body that {@link errorFromResponse}
 * reads, by default: 1 MiB. An error body of this model is a few hundred bytes,
 * one with thousands of violations some tens of kilobytes; past the limit the
 * rest is cancelled and the response is an `UnexpectedResponseError` with
 * reason `body_too_large`.
 *
 * @public
 */
export const DEFAULT_MAX_ERROR_BODY_BYTES = 1_048_576;

/**
 * What reading a body gave: its text, or why there is none (with what was read
 * before the limit, for an excerpt).
 *
 * @internal
 */
export type _BodyRead =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: "unreadable_body" | "body_too_large"; readonly text: string };

/**
 * A limit as an option gives it (bytes, pages): a whole number of at least 1, or
 * `Infinity`; anything else is `fallback`.
 *
 * @internal
 */
export function _limitOf(value: unknown, fallback: number): number {
  return value === Number.POSITIVE_INFINITY || (Number.isSafeInteger(value) && (value as number) >= 1)
    ? (value as number)
    : fallback;
}

/** Cancels what is left of a stream, without waiting: a source whose cancel never settles holds nothing up. */
function cancel(reader: ReadableStreamDefaultReader<unknown>): void {
  try {
    reader.cancel().catch(() => undefined);
  } catch {
    // A reader that cannot cancel: nothing more to do.
  }
}

/**
 * Reads a response's body as UTF-8 text (a BOM dropped, malformed bytes
 * replaced, as `response.text()` does), at most `maxBytes` bytes of it: past
 * them, the rest is cancelled and the answer is `body_too_large`. A body that
 * cannot be read (already used, locked, failing, chunks that are no bytes) is
 * `unreadable_body`. A Response-like object without a body stream is read by
 * its own `text()`, which no limit can bound. Never rejects.
 *
 * @internal
 */
export async function _readBody(response: Response, maxBytes: number): Promise<_BodyRead> {
  const unreadable = { ok: false, reason: "unreadable_body", text: "" } as const;
  let reader: ReadableStreamDefaultReader<unknown>;
  try {
    const body: unknown = response.body;
    if (body === null) return { ok: true, text: "" };
    if (typeof (body as ReadableStream | undefined)?.getReader !== "function") {
      const text: unknown = await response.text();
      return typeof text === "string" ? { ok: true, text } : unreadable;
    }
    reader = (body as ReadableStream<unknown>).getReader();
  } catch {
    return unreadable;
  }
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { ok: true, text: text + decoder.decode() };
      if (!ArrayBuffer.isView(value)) {
        cancel(reader);
        return unreadable;
      }
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      if (size + bytes.byteLength > maxBytes) {
        cancel(reader);
        text += decoder.decode(bytes.subarray(0, maxBytes - size));
        return { ok: false, reason: "body_too_large", text };
      }
      size += bytes.byteLength;
      text += decoder.decode(bytes, { stream: true });
    }
  } catch {
    cancel(reader);
    return unreadable;
  }
}
