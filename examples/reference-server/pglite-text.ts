import { protocol } from "@electric-sql/pglite";

/**
 * The text of a field as PostgreSQL sent it: UTF-8 with a leading U+FEFF kept (`ignoreBOM`),
 * where the WHATWG decoder's default would take it for a byte order mark and drop it.
 */
const UTF8_AS_SENT = new TextDecoder("utf-8", { ignoreBOM: true });

/** The bytes of U+FEFF in UTF-8. */
const BOM = [0xef, 0xbb, 0xbf] as const;

/** Bytes a parser has seen that do not yet make a whole message, by parser. */
const pending = new WeakMap<object, Uint8Array>();

/** The fields of the DataRow message at `start` that begin with U+FEFF, decoded as sent, by index. */
function fieldsWithBom(bytes: Uint8Array, view: DataView, start: number): Map<number, string> | undefined {
  let found: Map<number, string> | undefined;
  const count = view.getInt16(start);
  let offset = start + 2;
  for (let index = 0; index < count; index++) {
    const length = view.getInt32(offset);
    offset += 4;
    if (length < 0) continue;
    if (length >= 3 && bytes[offset] === BOM[0] && bytes[offset + 1] === BOM[1] && bytes[offset + 2] === BOM[2]) {
      found ??= new Map();
      found.set(index, UTF8_AS_SENT.decode(bytes.subarray(offset, offset + length)));
    }
    offset += length;
  }
  return found;
}

/**
 * The fixes for the DataRow messages that `chunk` completes, in order (`undefined` for a row that
 * needs none), framed as the parser frames them: a type byte, a 32-bit length that counts itself.
 */
function dataRowFixes(parser: object, chunk: ArrayBuffer | ArrayBufferView): (Map<number, string> | undefined)[] {
  const added = ArrayBuffer.isView(chunk)
    ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    : new Uint8Array(chunk);
  const before = pending.get(parser);
  let bytes = added;
  if (before !== undefined) {
    bytes = new Uint8Array(before.byteLength + added.byteLength);
    bytes.set(before);
    bytes.set(added, before.byteLength);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fixes: (Map<number, string> | undefined)[] = [];
  let offset = 0;
  while (offset + 5 <= bytes.byteLength) {
    const length = view.getUint32(offset + 1);
    if (length === 0 || offset + 1 + length > bytes.byteLength) break;
    // 0x44: "D", a DataRow.
    if (bytes[offset] === 0x44) fixes.push(fieldsWithBom(bytes, view, offset + 5));
    offset += 1 + length;
  }
  if (offset < bytes.byteLength) pending.set(parser, bytes.slice(offset));
  else pending.delete(parser);
  return fixes;
}

type Parse = (this: object, chunk: ArrayBuffer | ArrayBufferView, callback: (message: unknown) => void) => void;

let installed = false;

/**
 * Makes PGlite answer text as it stores it, a leading U+FEFF included.
 *
 * PGlite (0.5.16 and its pg-protocol) decodes every field of a row with
 * `new TextDecoder("utf-8")`, whose default takes a leading U+FEFF for a byte
 * order mark and drops it: `"\ufeffAda"` was stored whole and answered as
 * `"Ada"`, and `"\ufeff"` as `""`. PostgreSQL itself keeps the character
 * (`length()` counts it), and so does `pg` on a server. This wraps the parse
 * of PGlite's protocol parser (its exported `protocol.Parser`, the class
 * every PGlite instance reads its answers with): the rows it reads are framed
 * again from the same bytes, and a field whose bytes start with U+FEFF is
 * decoded as sent (`ignoreBOM`). Other fields and messages are left as
 * PGlite parsed them. Idempotent; install it before the first query.
 * `test/integration/database/differential-pglite.test.ts` draws such text,
 * and `keeps a leading U+FEFF` fails when an upgrade of PGlite changes this.
 */
export function keepLeadingByteOrderMarks(): void {
  if (installed) return;
  installed = true;
  const prototype = protocol.Parser.prototype as unknown as { parse: Parse };
  const parse = prototype.parse;
  prototype.parse = function parseKeepingByteOrderMarks(chunk, callback) {
    let fixes: (Map<number, string> | undefined)[];
    try {
      fixes = dataRowFixes(this, chunk);
    } catch {
      // Bytes this framing does not read: PGlite's own parse decides (and throws, if it must).
      pending.delete(this);
      return parse.call(this, chunk, callback);
    }
    let next = 0;
    try {
      parse.call(this, chunk, (message) => {
        const row = message as { name?: unknown; fields?: unknown };
        if (row.name === "dataRow") {
          const fix = fixes[next++];
          if (fix !== undefined && Array.isArray(row.fields)) for (const [index, text] of fix) row.fields[index] = text;
        }
        callback(message);
      });
    } catch (error) {
      pending.delete(this);
      throw error;
    }
  };
}
