/**
 * What reading a body as UTF-8 gave: its text, or why there is none.
 *
 * @internal
 */
export type _Utf8Read =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: "too_large" | "not_utf8" | "unreadable" };

/**
 * Cancels what is left of a stream without waiting: a source whose cancel
 * never settles holds nothing up. Never throws.
 *
 * @internal
 */
export function _cancel(stream: { cancel(): Promise<void> }): void {
  try {
    stream.cancel().catch(() => undefined);
  } catch {
    // A stream that cannot cancel: nothing more to do.
  }
}

/**
 * Reads a body stream and decodes it as UTF-8 (`fatal`: bytes that are not
 * UTF-8 are refused, never replaced; a leading BOM is dropped), at most
 * `maxBytes` bytes of it: past them, or at the first byte that is not UTF-8,
 * the rest is cancelled. A stream that cannot be read (locked, used,
 * failing, chunks that are no bytes) is `unreadable`. Never rejects. The one
 * bounded reader of a request body (`readJsonRequest`) and of a response
 * body a client reads as JSON (`fetchJson`).
 *
 * @internal
 */
export async function _readUtf8(body: ReadableStream<unknown>, maxBytes: number): Promise<_Utf8Read> {
  let reader: ReadableStreamDefaultReader<unknown>;
  try {
    reader = body.getReader();
  } catch {
    // Already read, or locked.
    return { ok: false, reason: "unreadable" };
  }
  // RFC 8259: JSON exchanged between systems is UTF-8; replacement characters would read a different value.
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let text = "";
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<unknown>;
    try {
      chunk = await reader.read();
    } catch {
      // The stream failed: the other side went away, or the runtime could not read it.
      return { ok: false, reason: "unreadable" };
    }
    if (chunk.done) break;
    const value = chunk.value;
    if (!(value instanceof Uint8Array)) {
      _cancel(reader);
      return { ok: false, reason: "unreadable" };
    }
    size += value.byteLength;
    if (size > maxBytes) {
      _cancel(reader);
      return { ok: false, reason: "too_large" };
    }
    try {
      text += decoder.decode(value, { stream: true });
    } catch {
      _cancel(reader);
      return { ok: false, reason: "not_utf8" };
    }
  }
  try {
    return { ok: true, text: text + decoder.decode() };
  } catch {
    // A sequence cut off at the end.
    return { ok: false, reason: "not_utf8" };
  }
}
