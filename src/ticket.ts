/**
 * A fresh ticket: a random UUID from Web Crypto (`crypto.randomUUID()`),
 * available in browsers, workers, Deno, Bun and Node without an import.
 *
 * @returns a new version 4 UUID
 * @public
 */
export function newTicket(): string {
  return globalThis.crypto.randomUUID();
}
