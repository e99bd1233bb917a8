/**
 * What a message may quote of the request in flight: its method and path (an
 * unknown route's, as `route_not_found` and `method_not_allowed` carry them in
 * `details`), and the id of its path (`User [{id}] could not be found`),
 * length-capped and with control characters escaped.
 */

/** The longest method and path a message quotes; the rest is cut and marked with `…`. */
const MAX_METHOD_LENGTH = 32;
const MAX_PATH_LENGTH = 256;

/** A part of the request line as a message quotes it: at most `max` characters, control characters escaped. */
function quoted(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** An id from the path (`/api/v1/mfa-challenges/{id}/verify`), as a message quotes it: capped as the path is. */
export function quotedId(id: string): string {
  return quoted(id, MAX_PATH_LENGTH);
}

/** The method and path of a request, as a message and `details` quote them. */
export function requestLine(method: string, path: string): { readonly method: string; readonly path: string } {
  return { method: quoted(method, MAX_METHOD_LENGTH), path: quoted(path, MAX_PATH_LENGTH) };
}
