// Stamped into the last eight digits of every ticket built without
// `randomUUID`: keeps them unique within the program even when `Math.random`
// repeats itself.
let count = 0;

/**
 * A fresh ticket: a version 4 UUID, made with Web Crypto wherever the runtime
 * has it, without an import.
 *
 * @remarks
 * A ticket is a correlation id that a client quotes to support, not a secret.
 * It comes from `crypto.randomUUID()` where that exists (Node, Deno, Bun,
 * workers, and browser pages on secure origins). Elsewhere its first 23 hex
 * digits come from `crypto.getRandomValues()`, which browsers give to every
 * page, secure (https, localhost) or not (plain http from an intranet host),
 * or from `Math.random` where Web Crypto is missing altogether; and its last
 * eight from a counter, so that tickets still come out unique within the
 * running program. Never throws.
 *
 * @returns a new version 4 UUID in lower-case hex, `xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx`
 * @public
 */
export function newTicket(): string {
  const crypto = globalThis.crypto;
  try {
    return crypto.randomUUID();
  } catch {
    // No Web Crypto, or no `randomUUID` (a plain-http page): build one below.
  }
  let random: ArrayLike<number> = [];
  try {
    random = crypto.getRandomValues(new Uint8Array(23));
  } catch {
    // No Web Crypto at all: `Math.random`, made unique by the counter.
  }
  let i = 0;
  // "x" takes any hex digit, "y" the variant's (8 to b); "4" is the version.
  const head = "xxxxxxxx-xxxx-4xxx-yxxx-xxxx".replace(/[xy]/g, (slot) => {
    const digit = (random[i++] ?? Math.random() * 16) & 15;
    return (slot === "x" ? digit : (digit & 3) | 8).toString(16);
  });
  return head + (count++ >>> 0).toString(16).padStart(8, "0");
}
