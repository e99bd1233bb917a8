import type { MessagePart } from "./parse-message.js";
import { MAX_MESSAGE_DEPTH } from "./parse-message.js";

// Formatting walks the parts that parseMessage gave; how a value is written
// (numbers, dates, lists, plural categories) is the writer's, so that this
// file knows no locale and stays small.

/**
 * How a message's values are written, for one locale.
 *
 * @internal
 */
export interface MessageWriter {
  /** an argument's value written for its type and style */
  value(value: string, type: string | undefined, style: string | undefined, name: string): string;
  /** the plural category of a count (CLDR: zero one two few many other) and the number as written, for # */
  plural(value: string): { readonly category: string; readonly number: string };
}

/**
 * Formats a parsed message. A plural takes its `=N` option when the value is
 * N written as a decimal integer (no sign, no leading zero), else the option
 * of the value's category, else `other`; a select takes the option keyed by
 * the value, else `other`. A missing value is written as "" in a
 * placeholder, and takes `other` in a plural or select, where `#` is then "".
 * Never throws itself; what the writer throws goes through to the caller.
 *
 * @param parts - a message, as parseMessage gave it
 * @param args - the values by name; only own properties are read
 * @param writer - how values and counts are written
 * @returns the message's text
 * @internal
 */
export function formatMessage(
  parts: readonly MessagePart[],
  args: { readonly [name: string]: string | undefined },
  writer: MessageWriter,
): string {
  /** `pound` is what `#` writes: the number of the innermost plural. */
  const write = (parts: readonly MessagePart[], pound: string, depth: number): string => {
    let out = "";
    for (const part of parts) {
      if (typeof part === "string") out += part;
      else if (part.kind === "pound") out += pound;
      else {
        const value = own(args, part.name);
        if (part.kind === "argument") {
          if (value !== undefined) out += writer.value(value, part.type, part.style, part.name);
        } else if (depth < MAX_MESSAGE_DEPTH) {
          // Hand-built parts may nest deeper than parseMessage allows: what is deeper is not written.
          let key = "other";
          let number = pound;
          if (part.kind === "plural") {
            number = "";
            if (value !== undefined) {
              const plural = writer.plural(value);
              const exact = `=${value}`;
              number = plural.number;
              key = own(part.options, exact) ? exact : plural.category;
            }
          } else if (value !== undefined) key = value;
          const option = own(part.options, key) ?? own(part.options, "other");
          if (option) out += write(option, number, depth + 1);
        }
      }
    }
    return out;
  };
  return write(parts, "", 0);
}

/** Own properties only: a name such as `constructor` must not find Object.prototype's. */
function own<T>(object: { readonly [key: string]: T }, key: string): T | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
