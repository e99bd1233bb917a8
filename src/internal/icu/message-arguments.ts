import type { MessagePart } from "./parse-message.js";
import { MAX_MESSAGE_DEPTH } from "./parse-message.js";

// What a message reads, so that a definition can be checked against the
// values it is given before any message is formatted.

/**
 * How a message reads a value: written in a placeholder, or choosing an
 * option of a plural or select.
 *
 * @internal
 */
export type MessageArgumentUse = "argument" | "plural" | "select";

/**
 * Every name a parsed message reads, and how its first use (in the order of
 * the parts, a plural or select before its options) reads it. Parts nested
 * deeper than formatMessage writes are not read, so not listed.
 *
 * @param parts - a message, as parseMessage gave it
 * @returns how each name is first read, in that order
 * @internal
 */
export function messageArguments(parts: readonly MessagePart[]): ReadonlyMap<string, MessageArgumentUse> {
  const uses = new Map<string, MessageArgumentUse>();
  collect(parts, uses, 0);
  return uses;
}

function collect(parts: readonly MessagePart[], uses: Map<string, MessageArgumentUse>, depth: number): void {
  for (const part of parts) {
    if (typeof part === "string" || part.kind === "pound") continue;
    if (!uses.has(part.name)) uses.set(part.name, part.kind);
    // The same bound as formatMessage's.
    if (part.kind !== "argument" && depth < MAX_MESSAGE_DEPTH) {
      for (const option of Object.values(part.options)) collect(option, uses, depth + 1);
    }
  }
}
