import type {
  AttributeForm,
  BaseErrorBody,
  ConstraintAttributes,
  DetailsSchema,
  MessageDefinition,
} from "api-error-model";
/*
 * A sentence from a locale's message: the variant that fits the error's
 * members (message-variant.ts, the one rule for every language), written by
 * a writer over the locale's formatter. A locale's messages arrive compiled
 * (by the build, or by readLocale at run time); a catalogue definition's
 * English patterns are compiled here on first use and remembered.
 */

import { boundMark } from "../core/catalogue/bounds.js";
import {
  type CompiledOptions,
  compileMessage,
  pluralOption,
  selectOption,
  writeOption,
} from "../internal/icu/compile-message.js";
import { parseMessage } from "../internal/icu/parse-message.js";
import { memo } from "../internal/memo.js";
import { chooseVariant } from "../internal/message-variant.js";
import { _listItems, type Formatter, type ListType } from "./format.js";
import type { CompiledPattern, LocaleMessage, MessageWriter } from "./locale.js";

/**
 * How a value is written: by its attribute's form, or `raw` for text a
 * phrase takes as it is (a sentence already written).
 */
export type ValueForm = AttributeForm | "raw";

/** Every plural category, written as itself: `Formatter.count` then answers the category. */
const CATEGORIES = { zero: "zero", one: "one", two: "two", few: "few", many: "many", other: "other" } as const;

/** A list's type from an argument's style: `or`, `nor`, else `and`. */
function listType(style: string | undefined): ListType {
  return style === "or" || style === "nor" ? style : "and";
}

/** One value written as its type or form says. */
function writeValue(f: Formatter, name: string, value: string, form: string, style: string | undefined): string {
  switch (form) {
    case "number":
    case "count":
      return f.number(value);
    case "bound":
      return f.bound(value, boundMark(name, value)).bound;
    case "date":
      return f.date(value);
    case "duration":
      return f.duration(value, style);
    case "list":
      return f.list(value, listType(style)) ?? "";
    case "raw":
      return value;
    default:
      return f.text(value);
  }
}

/**
 * The writer of one sentence: the values by name (own members only), each
 * written by its form through `f`.
 */
export function writerOf(
  values: { readonly [name: string]: string },
  formOf: (name: string) => ValueForm,
  f: Formatter,
): MessageWriter {
  const own = (name: string) => (Object.hasOwn(values, name) ? values[name] : undefined);
  return {
    formatter: f,
    with: (other) => writerOf(values, formOf, other),
    arg(name, type, style) {
      const value = own(name);
      return value === undefined ? "" : writeValue(f, name, value, type ?? formOf(name), style);
    },
    plural(name: string, options: CompiledOptions) {
      const value = own(name);
      const category = value === undefined ? "other" : f.count(value, CATEGORIES);
      return writeOption(pluralOption(options, value, category), value === undefined ? "" : f.number(value));
    },
    select: (name, options, pound = "") => writeOption(selectOption(options, own(name)), pound),
  };
}

/** A compiled pattern written for the values. */
export function writePattern(pattern: CompiledPattern, writer: MessageWriter): string {
  return typeof pattern === "string" ? pattern : pattern(writer);
}

/**
 * The sentence of `message` for the given values (absent ones left out),
 * in the formatter's locale; `undefined` when no variant fits.
 */
export function fillMessage(
  message: LocaleMessage,
  values: { readonly [name: string]: string },
  formOf: (name: string) => ValueForm,
  f: Formatter,
): string | undefined {
  const pattern = chooseVariant<CompiledPattern>(message, (name) => {
    if (!Object.hasOwn(values, name)) return undefined;
    const value = values[name] as string;
    const form = formOf(name);
    // A list of blanks and commas says nothing: it counts as absent.
    if (form === "list" && _listItems(value).length === 0) return undefined;
    if (form !== "bound") return { exclusive: false, date: false };
    const bound = f.bound(value, boundMark(name, value));
    return { exclusive: bound.exclusive, date: bound.date };
  });
  return pattern === undefined ? undefined : writePattern(pattern, writerOf(values, formOf, f));
}

/** Compiled patterns of definitions; a pattern that does not parse (a team's, not checked) is written as its text. */
const compiled = /* @__PURE__ */ memo<string, CompiledPattern>(512);

/**
 * One pattern of ICU MessageFormat, compiled (and remembered); its text
 * when it does not parse.
 */
export function compilePattern(pattern: string): CompiledPattern {
  return compiled(pattern, (text) => {
    const result = parseMessage(text);
    return result.ok ? compileMessage(result.value) : text;
  });
}

/** A catalogue definition's message (ICU patterns), compiled. */
export function compileDefinition(message: MessageDefinition): LocaleMessage {
  if (typeof message === "string") return compilePattern(message);
  return Object.fromEntries(Object.entries(message).map(([key, pattern]) => [key, compilePattern(pattern)]));
}

/**
 * The sentence of a definition's message (ICU patterns, as a catalogue
 * definition writes English) for the given values; `undefined` when no
 * variant fits.
 */
export function fillPattern(
  message: MessageDefinition,
  values: { readonly [name: string]: string },
  formOf: (name: string) => ValueForm,
  f: Formatter,
): string | undefined {
  return fillMessage(compileDefinition(message), values, formOf, f);
}

/**
 * The sentence of a violation from its code's message: the attributes the
 * code carries, non-empty strings only; `undefined` when no variant fits.
 */
export function violationSentence(
  message: LocaleMessage,
  attributes: ConstraintAttributes,
  formOf: (name: string) => AttributeForm,
  f: Formatter,
): string | undefined {
  return fillMessage(message, attributes as { readonly [name: string]: string }, formOf, f);
}

/** A details member as a pattern reads it: a string, only when it has its schema's type. */
function detailValue(value: unknown, type: string | undefined): string | undefined {
  if (Array.isArray(value)) {
    return (type === undefined || type === "array") && value.every((item) => typeof item === "string")
      ? value.join(",")
      : undefined;
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return undefined;
    if (type === "integer") return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
    return type === undefined || type === "number" ? String(value) : undefined;
  }
  if (typeof value === "string") return type === undefined || type === "string" ? value : undefined;
  if (typeof value === "boolean") return type === undefined || type === "boolean" ? String(value) : undefined;
  return undefined;
}

/**
 * The sentence of a base error from its code's message: the members of its
 * `details` that have their schema's type (any string, number or boolean
 * for a code without a schema), read as counts, lists or text; `undefined`
 * when no variant fits.
 */
export function baseErrorSentence(
  message: LocaleMessage,
  schema: DetailsSchema | undefined,
  error: BaseErrorBody,
  f: Formatter,
): string | undefined {
  const details = error.details;
  // No prototype: a details member named __proto__ stays data.
  const values: Record<string, string> = Object.create(null);
  const types: Record<string, string> = Object.create(null);
  if (details !== undefined && schema !== false) {
    const properties = schema?.properties;
    for (const name of Object.keys(details)) {
      const type = properties === undefined ? undefined : Object.hasOwn(properties, name) ? properties[name]?.type : "";
      if (type === "") continue;
      const value = detailValue(details[name], type);
      if (value !== undefined) {
        values[name] = value;
        if (type !== undefined) types[name] = type;
      }
    }
  }
  const formOf = (name: string): AttributeForm =>
    types[name] === "integer" || types[name] === "number" ? "count" : types[name] === "array" ? "list" : "text";
  return fillMessage(message, values, formOf, f);
}
