import type { MessagePart } from "./parse-message.js";

// A parsed message written as JavaScript source: what the build writes into
// a locale's module in dist/ (scripts/compile-locales.mjs), so that a locale
// ships no parser. The function it writes calls the writer exactly as
// compileMessage's does (compile-message.ts); a test holds both to the same
// sentences for every locale.

/** Whether the parts are text only (no value, no `#`). */
function isText(parts: readonly MessagePart[]): parts is readonly string[] {
  return parts.every((part) => typeof part === "string");
}

/** A string literal of JavaScript. */
function literal(text: string): string {
  return JSON.stringify(text);
}

/** The options of a plural or select as an object literal; `depth` names the `#` of a plural's options. */
function optionsSource(
  options: { readonly [key: string]: readonly MessagePart[] },
  pound: string,
  depth: number,
): string {
  const entries = Object.entries(options).map(([key, parts]) => {
    const name = /^[A-Za-z_]\w*$/.test(key) ? key : literal(key);
    if (isText(parts)) return `${name}:${literal(parts.join(""))}`;
    return `${name}:${pound}=>${expression(parts, pound, depth)}`;
  });
  return `{${entries.join(",")}}`;
}

/** The parts as one expression of `w` and the `#` variable `pound` (`""` outside any plural). */
function expression(parts: readonly MessagePart[], pound: string, depth: number): string {
  const terms: string[] = [];
  for (const part of parts) {
    if (typeof part === "string") terms.push(literal(part));
    else if (part.kind === "pound") terms.push(pound);
    else if (part.kind === "argument") {
      const args = [
        part.name,
        ...(part.type === undefined ? [] : [part.type]),
        ...(part.style === undefined ? [] : [part.style]),
      ];
      terms.push(`w.arg(${args.map(literal).join(",")})`);
    } else if (part.kind === "plural") {
      // Each plural's options take their own `#`: n0, n1, ... by nesting.
      terms.push(`w.plural(${literal(part.name)},${optionsSource(part.options, `n${depth}`, depth + 1)})`);
    } else {
      const outer = pound === '""' ? "" : `,${pound}`;
      terms.push(
        `w.select(${literal(part.name)},${optionsSource(part.options, pound === '""' ? "n" : pound, depth)}${outer})`,
      );
    }
  }
  // Never empty: text-only parts are written as a string literal instead.
  return terms.join("+");
}

/**
 * A parsed message as JavaScript source: a string literal when it writes
 * no value, else an arrow function of the writer `w`, which calls
 * `w.arg`, `w.plural` and `w.select` as compileMessage's function does.
 *
 * @param parts - a message, as parseMessage gave it
 * @returns the source of an expression
 * @internal
 */
export function compiledSource(parts: readonly MessagePart[]): string {
  if (isText(parts)) return literal(parts.join(""));
  return `w=>${expression(parts, '""', 0)}`;
}
