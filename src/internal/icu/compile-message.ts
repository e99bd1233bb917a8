import type { MessagePart } from "./parse-message.js";

// A parsed message made into a function of a writer, the form every locale
// is used in: the build writes the same functions as source text
// (compile-source.ts), and a team's own data is made into them at run time
// here. How a value is written and which option a plural or select takes is
// the writer's, so that both forms write alike.

/**
 * An option of a compiled plural or select: its text, or a function of `#`,
 * the number of the innermost plural around it, as written.
 *
 * @public
 */
export type CompiledOption = string | ((pound: string) => string);

/**
 * The options of a compiled plural or select, by key: `=N`, a plural
 * category (`zero one two few many other`) or a select value; `other` is
 * always there.
 *
 * @public
 */
export type CompiledOptions = { readonly [key: string]: CompiledOption };

/**
 * What a compiled message calls to write its values: one writer per
 * sentence, bound to the values, their forms and the locale's formatter.
 *
 * @public
 */
export interface PatternWriter {
  /** The value `name` as its type (`number`, `date`, `duration`, `list`, `text`) or form says, with its style; `""` when absent. */
  arg(name: string, type?: string, style?: string): string;
  /** The option of `options` for the count `name`: `=N` for exactly N, else its plural category, else `other`, given `#`. */
  plural(name: string, options: CompiledOptions): string;
  /** The option of `options` keyed by the value `name`, else `other`, given `pound` (the `#` around it). */
  select(name: string, options: CompiledOptions, pound?: string): string;
}

/**
 * A compiled message: its text when it writes no value, else a function
 * of the writer.
 *
 * @internal
 */
export type CompiledParts = string | ((writer: PatternWriter) => string);

/** A part as a function of the writer and the `#` around it. */
type Piece = (writer: PatternWriter, pound: string) => string;

/** Whether the parts are text only (no value, no `#`). */
function isText(parts: readonly MessagePart[]): parts is readonly string[] {
  return parts.every((part) => typeof part === "string");
}

/** An option: its text, or a function of the writer that gives the option's function of `#`. */
function option(parts: readonly MessagePart[]): string | ((writer: PatternWriter) => CompiledOption) {
  if (isText(parts)) return parts.join("");
  const piece = pieces(parts);
  return (writer: PatternWriter) => (pound: string) => piece(writer, pound);
}

function optionsOf(options: {
  readonly [key: string]: readonly MessagePart[];
}): (writer: PatternWriter) => CompiledOptions {
  const compiled = Object.entries(options).map(([key, parts]) => [key, option(parts)] as const);
  return (writer) => {
    // No prototype: a select value such as `constructor` finds only an option of that name.
    const out: Record<string, CompiledOption> = Object.create(null);
    for (const [key, made] of compiled) out[key] = typeof made === "string" ? made : made(writer);
    return out;
  };
}

function pieces(parts: readonly MessagePart[]): Piece {
  const list: Piece[] = parts.map((part): Piece => {
    if (typeof part === "string") return () => part;
    switch (part.kind) {
      case "pound":
        return (_, pound) => pound;
      case "argument":
        return (writer) => writer.arg(part.name, part.type, part.style);
      case "plural": {
        const options = optionsOf(part.options);
        return (writer) => writer.plural(part.name, options(writer));
      }
      default: {
        const options = optionsOf(part.options);
        return (writer, pound) => writer.select(part.name, options(writer), pound);
      }
    }
  });
  return (writer, pound) => {
    let out = "";
    for (const piece of list) out += piece(writer, pound);
    return out;
  };
}

/**
 * A parsed message as a function of the writer (its text when it writes
 * no value): what `compiledSource` writes as source text, made at run time.
 *
 * @param parts - a message, as parseMessage gave it
 * @returns its text, or the function
 * @internal
 */
export function compileMessage(parts: readonly MessagePart[]): CompiledParts {
  if (isText(parts)) return parts.join("");
  const piece = pieces(parts);
  return (writer) => piece(writer, "");
}

/**
 * The option a plural takes: `=value` when there is one (the value as
 * written, a decimal integer without sign or leading zero), else that of the
 * category, else `other`; the value absent, `other`.
 *
 * @internal
 */
export function pluralOption(
  options: CompiledOptions,
  value: string | undefined,
  category: string,
): CompiledOption | undefined {
  if (value === undefined) return own(options, "other");
  return own(options, `=${value}`) ?? own(options, category) ?? own(options, "other");
}

/**
 * The option a select takes: the one keyed by the value, else `other`.
 *
 * @internal
 */
export function selectOption(options: CompiledOptions, value: string | undefined): CompiledOption | undefined {
  return (value === undefined ? undefined : own(options, value)) ?? own(options, "other");
}

/**
 * An option written: its text, or its function given `#`.
 *
 * @internal
 */
export function writeOption(chosen: CompiledOption | undefined, pound: string): string {
  return chosen === undefined ? "" : typeof chosen === "string" ? chosen : chosen(pound);
}

/** Own properties only: a key such as `constructor` must not find Object.prototype's. */
function own<T>(object: { readonly [key: string]: T }, key: string): T | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
