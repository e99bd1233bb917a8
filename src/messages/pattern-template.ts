/*
 * A code's English sentence, from its pattern in a catalogue definition
 * (ICU MessageFormat): the variant that fits the error's members, filled by
 * the locale's formatter. Patterns are parsed once and remembered.
 */

import type { BaseErrorBody, ConstraintAttributes } from "../core/body/bodies.js";
import type { AttributeForm, DetailsSchema, MessageDefinition } from "../core/catalogue/definition.js";
import { formatMessage, type MessageWriter } from "../internal/icu/format-message.js";
import { type MessagePart, parseMessage } from "../internal/icu/parse-message.js";
import { memo } from "../internal/memo.js";
import { chooseVariant } from "../internal/message-variant.js";
import { _listItems, type Formatter } from "./format.js";

/** Every plural category, written as itself: `Formatter.count` then answers the category. */
const CATEGORIES = { zero: "zero", one: "one", two: "two", few: "few", many: "many", other: "other" } as const;

/** Parsed patterns; a pattern that does not parse (a team's, not checked) is written as its text. */
const parsed = /* @__PURE__ */ memo<string, readonly MessagePart[]>(512);

function partsOf(pattern: string): readonly MessagePart[] {
  return parsed(pattern, (text) => {
    const result = parseMessage(text);
    return result.ok ? result.value : [text];
  });
}

/** The mark of a bound's exclusivity: `<` below a maximum, `>` above a minimum. */
function boundMark(value: string): "<" | ">" {
  return value.startsWith(">") ? ">" : "<";
}

/** Whether a bound value is exclusive (`"<10"`, `">0"`). */
function isExclusive(value: string): boolean {
  return value.length > 1 && (value.startsWith("<") || value.startsWith(">"));
}

/** A writer for values of the given forms, through the locale's formatter. */
function writerFor(f: Formatter, formOf: (name: string) => AttributeForm): MessageWriter {
  return {
    value(value, type, style, name) {
      switch (type ?? formOf(name)) {
        case "number":
        case "count":
          return f.number(value);
        case "bound":
          return f.bound(value, boundMark(value)).bound;
        case "date":
          return f.date(value);
        case "duration":
          return f.duration(value);
        case "list":
          return f.list(value, style === "or" ? "or" : "and") ?? "";
        default:
          return f.text(value);
      }
    },
    plural: (value) => ({ category: f.count(value, CATEGORIES), number: f.number(value) }),
  };
}

/**
 * The sentence of `message` for the given values (absent ones left out),
 * in the formatter's locale; `undefined` when no variant fits.
 */
export function fillPattern(
  message: MessageDefinition,
  values: { readonly [name: string]: string },
  formOf: (name: string) => AttributeForm,
  f: Formatter,
): string | undefined {
  const pattern = chooseVariant(message, (name) => {
    // A list of blanks and commas says nothing: it counts as absent.
    if (!Object.hasOwn(values, name) || (formOf(name) === "list" && _listItems(values[name] as string).length === 0)) {
      return undefined;
    }
    return { exclusive: formOf(name) === "bound" && isExclusive(values[name] as string), date: false };
  });
  return pattern === undefined ? undefined : formatMessage(partsOf(pattern), values, writerFor(f, formOf));
}

/**
 * The sentence of a violation from its code's pattern: the attributes the
 * code carries, non-empty strings only.
 */
export function violationSentence(
  message: MessageDefinition,
  attributes: ConstraintAttributes,
  formOf: (name: string) => AttributeForm,
  f: Formatter,
): string {
  return fillPattern(message, attributes as { readonly [name: string]: string }, formOf, f) ?? "";
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
 * The sentence of a base error from its code's pattern: the members of its
 * `details` that have their schema's type (any string, number or boolean
 * for a code without a schema), read as counts, lists or text.
 */
export function baseErrorSentence(
  message: MessageDefinition,
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
  return fillPattern(message, values, formOf, f);
}
