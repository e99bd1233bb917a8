import type { PathSegment } from "api-error-model";
import { formatPath, parsePath } from "../core/body/path.js";

/** Escapes of characters a URI fragment may hold as they are (RFC 3986 sub-delims, ":", "@", "?"). */
const FRAGMENT_SAFE = /%(?:24|26|2B|2C|3B|3D|3A|40|3F)/g;

/** A canonical array index of a JSON Pointer (RFC 6901): `0`, or digits without a leading zero. */
function isIndexToken(token: string): boolean {
  const n = token.length;
  if (n === 0 || (n > 1 && token.charCodeAt(0) === 48)) return false;
  for (let i = 0; i < n; i++) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return Number.isSafeInteger(Number(token));
}

/**
 * The JSON Pointer of a violation key, in its URI fragment form (RFC 6901
 * section 6, characters a fragment cannot hold percent-encoded):
 * `protocol.type` gives `#/protocol/type`, `redirectUrls[0]` gives
 * `#/redirectUrls/0`, `""` gives `#`. A key that is not in the path grammar
 * is one member name. `undefined` when the key holds a lone surrogate, which
 * no URI can carry.
 */
export function pointerFromKey(key: string): string | undefined {
  const parsed = parsePath(key);
  const segments: readonly PathSegment[] = parsed.ok ? parsed.value : [key];
  let out = "#";
  for (const segment of segments) {
    const token = String(segment).replaceAll("~", "~0").replaceAll("/", "~1");
    try {
      out += `/${encodeURIComponent(token).replace(FRAGMENT_SAFE, decodeURIComponent)}`;
    } catch {
      return undefined;
    }
  }
  return out;
}

/**
 * The violation key of a JSON Pointer, in URI fragment form (`#/a/0`) or
 * plain (`/a/0`): the inverse of {@link pointerFromKey} for keys in the path
 * grammar. A canonical index token is read as an array index. `undefined`
 * for a text that is not a JSON Pointer (bad percent-encoding, a `~` not
 * followed by `0` or `1`, a first character other than `/`).
 */
export function keyFromPointer(pointer: string): string | undefined {
  let text = pointer;
  if (text.startsWith("#")) {
    try {
      text = decodeURIComponent(text.slice(1));
    } catch {
      return undefined;
    }
  }
  if (text === "") return "";
  if (!text.startsWith("/")) return undefined;
  const segments: PathSegment[] = [];
  for (const raw of text.slice(1).split("/")) {
    if (/~(?![01])/.test(raw)) return undefined;
    const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    segments.push(isIndexToken(token) ? Number(token) : token);
  }
  return formatPath(segments);
}
