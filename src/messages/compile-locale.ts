import type { AttributeForm, DetailsSchema, MessageDefinition } from "api-error-model";
/*
 * A locale's data (the `messages.json` of ICU MessageFormat patterns a
 * translation tool reads) checked against a catalogue and compiled into a
 * `Locale` at run time. The shipped locales go through here in the sources
 * and the tests; the build writes the same compiled functions into their
 * modules in dist/ (scripts/compile-locales.mjs), which then hold no parser.
 */

import { isJsonObject } from "../core/body/json-object.js";
import { BUILT_IN_RULES } from "../core/catalogue/rules.js";
import { ATTRIBUTE_FORMS, BASE_ERROR_DETAILS_SCHEMAS } from "../core/catalogue/tables.js";
import { compileMessage } from "../internal/icu/compile-message.js";
import { messageArguments } from "../internal/icu/message-arguments.js";
import { type MessagePart, parseMessage } from "../internal/icu/parse-message.js";
import { variantMembers } from "../internal/message-variant.js";
import type { DurationUnit, ListStyle, TextDirection } from "./format.js";
import type { CompiledPattern, Locale, LocaleDurationStyle, LocaleMessage, LocalePhrases } from "./locale.js";

/**
 * A locale as data: what `messages.json` holds, in ICU MessageFormat, keyed
 * as the catalogue definition keys English. Every member but `tag` may be
 * left out (the base locale, or English, then fills it).
 *
 * @public
 */
export interface LocaleData {
  /** The BCP 47 tag: `de`, `pt-BR`. */
  readonly tag: string;
  /** `rtl` for a right-to-left language; left-to-right when absent. */
  readonly direction?: TextDirection;
  /** The sentence of each violation code: a pattern, or patterns by variant. */
  readonly violations?: { readonly [code: string]: MessageDefinition };
  /** The sentence of each base error code: a pattern, or patterns by variant. */
  readonly baseErrors?: { readonly [code: string]: MessageDefinition };
  /** The phrases around the sentences (see `LocalePhrases`), as patterns. */
  readonly phrases?: {
    readonly wholeBody?: string;
    readonly wholeRequest?: string;
    readonly line?: string;
    readonly unknownCode?: string;
    readonly violationsMessages?: { readonly [code: string]: string };
    readonly requestFailed?: string;
  };
  /** How lists join, by type (`and`, `or`, `nor`): literal `separator`, `last` and `pair`. */
  readonly lists?: { readonly [type: string]: ListStyle };
  /** How durations are written, by style: `list` or `separator`, and unit patterns of `{count}`. */
  readonly durations?: {
    readonly [style: string]: {
      readonly list?: "conjunction" | "unit" | "narrow";
      readonly separator?: string;
      readonly units?: { readonly [U in DurationUnit]?: string };
    };
  };
}

/**
 * What a locale's data is checked against: the codes, attributes and
 * details of a catalogue.
 *
 * @internal
 */
export interface LocaleCatalogue {
  isViolationCode(code: string): boolean;
  attributesOf(code: string): readonly string[];
  formOf(attribute: string): AttributeForm;
  /** `undefined` for a code it does not have; `{ schema }` (perhaps `undefined`: any details) for one it has. */
  baseError(code: string): { readonly schema: DetailsSchema | undefined } | undefined;
}

/** The built-in catalogue, as a locale's data is checked against it. */
export const BUILT_IN_LOCALE_CATALOGUE: LocaleCatalogue = {
  isViolationCode: (code) => BUILT_IN_RULES.isViolationCode(code),
  attributesOf: (code) => BUILT_IN_RULES.attributesOf(code),
  formOf: (attribute) => ATTRIBUTE_FORMS[attribute as keyof typeof ATTRIBUTE_FORMS],
  baseError: (code) =>
    BUILT_IN_RULES.statusOf(code) === undefined
      ? undefined
      : {
          schema: Object.hasOwn(BASE_ERROR_DETAILS_SCHEMAS, code)
            ? (BASE_ERROR_DETAILS_SCHEMAS as { readonly [code: string]: DetailsSchema })[code]
            : undefined,
        },
};

/** The phrases and the values each may read. */
const PHRASES: { readonly [name: string]: readonly string[] } = {
  wholeBody: [],
  wholeRequest: [],
  line: ["key", "sentence"],
  unknownCode: ["what"],
  requestFailed: ["code"],
};
const VIOLATIONS_MESSAGES = ["message_body_constraint_violations", "request_constraint_violations"];
const DURATION_UNITS: readonly string[] = ["year", "month", "week", "day", "hour", "minute", "second"];
const DURATION_LISTS: readonly string[] = ["conjunction", "unit", "narrow"];
const LIST_TYPES: readonly string[] = ["and", "or", "nor"];
const LOCALE_KEYS: readonly string[] = [
  "tag",
  "direction",
  "violations",
  "baseErrors",
  "phrases",
  "lists",
  "durations",
];
/** A tag as BCP 47 spells one: subtags of 1 to 8 letters and digits. */
const TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z\d]{1,8})*$/;

/**
 * What a parsed pattern is compiled into: the function compileMessage makes
 * (at run time), or what the build writes as source text.
 *
 * @internal
 */
export type PatternCompiler = (parts: readonly MessagePart[]) => CompiledPattern;

/** Collects the problems of one locale's data, each naming where it is, and compiles its patterns. */
class Problems {
  readonly list: string[] = [];
  constructor(readonly compile: PatternCompiler) {}
  add(where: string, what: string): void {
    this.list.push(`${where}: ${what}`);
  }
}

/** A pattern compiled, after checking that it parses and reads only `allowed`; `undefined` when it cannot be. */
function compilePattern(
  pattern: unknown,
  where: string,
  allowed: ReadonlySet<string>,
  problems: Problems,
): CompiledPattern | undefined {
  if (typeof pattern !== "string") {
    problems.add(where, "must be a string");
    return undefined;
  }
  const parsed = parseMessage(pattern);
  if (!parsed.ok) {
    problems.add(where, `${parsed.error.message} at position ${parsed.error.position}`);
    return undefined;
  }
  const reads = [...messageArguments(parsed.value).keys()].filter((name) => !allowed.has(name));
  for (const name of reads) problems.add(where, `reads {${name}}, which it may not`);
  return reads.length === 0 ? problems.compile(parsed.value) : undefined;
}

/** A text-only pattern, compiled to its text. */
function plainPattern(pattern: unknown, where: string, problems: Problems): string | undefined {
  const compiled = compilePattern(pattern, where, new Set(), problems);
  return typeof compiled === "string" ? compiled : undefined;
}

/**
 * A code's message: one pattern, or patterns by variant, each variant
 * naming members of `members` (an exclusive or date one only a bound), each
 * pattern reading only the members its variant names (a lone pattern: any).
 */
function compileCodeMessage(
  message: unknown,
  where: string,
  members: ReadonlySet<string> | undefined,
  isBound: (name: string) => boolean,
  problems: Problems,
): LocaleMessage | undefined {
  if (typeof message === "string") {
    return compilePattern(message, where, members ?? new Set(readNames(message)), problems);
  }
  if (!isJsonObject(message) || Object.keys(message).length === 0) {
    problems.add(where, "must be a pattern or an object of patterns by variant");
    return undefined;
  }
  const out: Record<string, CompiledPattern> = {};
  for (const key of Object.keys(message)) {
    const at = `${where}[${JSON.stringify(key)}]`;
    const variant = variantMembers(key);
    if (variant === undefined) {
      problems.add(at, 'a variant is "" or member names joined by "+"');
      continue;
    }
    let fine = true;
    for (const member of variant) {
      if (members !== undefined && !members.has(member.name)) {
        problems.add(at, `${member.name} is not one of its members`);
        fine = false;
      } else if ((member.exclusive || member.date) && !isBound(member.name)) {
        problems.add(at, `${member.name} is no bound, so it cannot be :exclusive or :date`);
        fine = false;
      }
    }
    const compiled = compilePattern(message[key], at, new Set(variant.map((member) => member.name)), problems);
    if (fine && compiled !== undefined) out[key] = compiled;
  }
  return out;
}

/** The names a pattern reads, for a base error without a details schema (it may read any member). */
function readNames(pattern: string): string[] {
  const parsed = parseMessage(pattern);
  return parsed.ok ? [...messageArguments(parsed.value).keys()] : [];
}

/** An object member of the data: `undefined` when absent, `{}` (with a problem) when it is no object. */
function section(data: { readonly [key: string]: unknown }, name: string, problems: Problems) {
  const value = data[name];
  if (value === undefined) return undefined;
  if (!isJsonObject(value)) {
    problems.add(name, "must be an object");
    return undefined;
  }
  return value;
}

function compileViolations(
  violations: { readonly [code: string]: unknown },
  catalogue: LocaleCatalogue,
  problems: Problems,
): Record<string, LocaleMessage> {
  const out: Record<string, LocaleMessage> = {};
  for (const code of Object.keys(violations)) {
    const where = `violations.${code}`;
    if (!catalogue.isViolationCode(code)) {
      problems.add(where, "is not a violation code of the catalogue");
      continue;
    }
    const compiled = compileCodeMessage(
      violations[code],
      where,
      new Set(catalogue.attributesOf(code)),
      (name) => catalogue.formOf(name) === "bound",
      problems,
    );
    if (compiled !== undefined) out[code] = compiled;
  }
  return out;
}

function compileBaseErrors(
  baseErrors: { readonly [code: string]: unknown },
  catalogue: LocaleCatalogue,
  problems: Problems,
): Record<string, LocaleMessage> {
  const out: Record<string, LocaleMessage> = {};
  for (const code of Object.keys(baseErrors)) {
    const where = `baseErrors.${code}`;
    const known = catalogue.baseError(code);
    if (known === undefined) {
      problems.add(where, "is not a base error code of the catalogue");
      continue;
    }
    const schema = known.schema;
    const members = schema === undefined ? undefined : new Set(schema === false ? [] : Object.keys(schema.properties));
    const compiled = compileCodeMessage(baseErrors[code], where, members, () => false, problems);
    if (compiled !== undefined) out[code] = compiled;
  }
  return out;
}

function compilePhrases(phrases: { readonly [key: string]: unknown }, problems: Problems): Partial<LocalePhrases> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(phrases)) {
    const where = `phrases.${name}`;
    if (name === "violationsMessages") {
      const messages = phrases[name];
      if (!isJsonObject(messages)) {
        problems.add(where, "must be an object");
        continue;
      }
      const compiled: Record<string, string> = {};
      for (const code of Object.keys(messages)) {
        if (!VIOLATIONS_MESSAGES.includes(code)) problems.add(`${where}.${code}`, "is no constraint violations code");
        const text = plainPattern(messages[code], `${where}.${code}`, problems);
        if (text !== undefined) compiled[code] = text;
      }
      out[name] = compiled;
      continue;
    }
    const reads = Object.hasOwn(PHRASES, name) ? PHRASES[name] : undefined;
    if (reads === undefined) {
      problems.add(where, `is not a phrase (${[...Object.keys(PHRASES), "violationsMessages"].join(", ")})`);
      continue;
    }
    const compiled = compilePattern(phrases[name], where, new Set(reads), problems);
    if (compiled !== undefined) out[name] = compiled;
  }
  return out as Partial<LocalePhrases>;
}

function compileLists(lists: { readonly [key: string]: unknown }, problems: Problems): Record<string, ListStyle> {
  const out: Record<string, ListStyle> = {};
  for (const type of Object.keys(lists)) {
    const where = `lists.${type}`;
    const style = lists[type];
    if (!LIST_TYPES.includes(type)) problems.add(where, `is not a list type (${LIST_TYPES.join(", ")})`);
    if (!isJsonObject(style)) {
      problems.add(where, "must be { separator, last, pair? }");
      continue;
    }
    const separator = plainPattern(style["separator"], `${where}.separator`, problems);
    const last = plainPattern(style["last"], `${where}.last`, problems);
    const pair = style["pair"] === undefined ? undefined : plainPattern(style["pair"], `${where}.pair`, problems);
    for (const key of Object.keys(style)) {
      if (!["separator", "last", "pair"].includes(key)) problems.add(`${where}.${key}`, "is not a member of a list");
    }
    if (separator !== undefined && last !== undefined) {
      out[type] = pair === undefined ? { separator, last } : { separator, last, pair };
    }
  }
  return out;
}

function compileDurations(
  durations: { readonly [key: string]: unknown },
  problems: Problems,
): Record<string, LocaleDurationStyle> {
  const out: Record<string, LocaleDurationStyle> = {};
  for (const name of Object.keys(durations)) {
    const where = `durations.${name}`;
    const style = durations[name];
    if (!isJsonObject(style)) {
      problems.add(where, "must be { list?, separator?, units? }");
      continue;
    }
    const compiled: { list?: "conjunction" | "unit" | "narrow"; separator?: string; units?: object } = {};
    for (const key of Object.keys(style)) {
      const value = style[key];
      if (key === "list") {
        if (DURATION_LISTS.includes(value as string)) compiled.list = value as "conjunction";
        else problems.add(`${where}.list`, `must be one of ${DURATION_LISTS.join(", ")}`);
      } else if (key === "separator") {
        const separator = plainPattern(value, `${where}.separator`, problems);
        if (separator !== undefined) compiled.separator = separator;
      } else if (key === "units") {
        if (!isJsonObject(value)) {
          problems.add(`${where}.units`, "must be an object of unit patterns");
          continue;
        }
        const units: Record<string, CompiledPattern> = {};
        for (const unit of Object.keys(value)) {
          if (!DURATION_UNITS.includes(unit)) problems.add(`${where}.units.${unit}`, "is not a unit of a duration");
          const pattern = compilePattern(value[unit], `${where}.units.${unit}`, new Set(["count"]), problems);
          if (pattern !== undefined) units[unit] = pattern;
        }
        compiled.units = units;
      } else problems.add(`${where}.${key}`, "is not a member of a duration style (list, separator, units)");
    }
    out[name] = compiled as LocaleDurationStyle;
  }
  return out;
}

/**
 * A locale's data checked against `catalogue` and compiled, the entries of
 * `base` filling what it lacks: the locale, or every problem found.
 *
 * @internal
 */
export function compileLocale(
  data: unknown,
  catalogue: LocaleCatalogue,
  base: Locale,
  compile: PatternCompiler = compileMessage,
): { readonly ok: true; readonly value: Locale } | { readonly ok: false; readonly problems: readonly string[] } {
  const problems = new Problems(compile);
  if (!isJsonObject(data)) return { ok: false, problems: ["a locale's data must be an object"] };
  for (const key of Object.keys(data)) {
    if (!LOCALE_KEYS.includes(key)) problems.add(key, `is not a member of a locale (${LOCALE_KEYS.join(", ")})`);
  }
  const tag = data["tag"];
  if (typeof tag !== "string" || !TAG.test(tag)) problems.add("tag", "must be a BCP 47 language tag, such as pt-BR");
  const direction = data["direction"];
  if (direction !== undefined && direction !== "rtl" && direction !== "ltr") {
    problems.add("direction", 'must be "rtl" or "ltr"');
  }
  const violations = compileViolations(section(data, "violations", problems) ?? {}, catalogue, problems);
  const baseErrors = compileBaseErrors(section(data, "baseErrors", problems) ?? {}, catalogue, problems);
  const phrases = compilePhrases(section(data, "phrases", problems) ?? {}, problems);
  const listsData = section(data, "lists", problems);
  const durationsData = section(data, "durations", problems);
  const lists = listsData === undefined ? base.lists : { ...base.lists, ...compileLists(listsData, problems) };
  const durations =
    durationsData === undefined ? base.durations : { ...base.durations, ...compileDurations(durationsData, problems) };
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  const locale: Locale = {
    tag: tag as string,
    ...(direction === "rtl" ? { direction } : {}),
    violations: { ...base.violations, ...violations },
    baseErrors: { ...base.baseErrors, ...baseErrors },
    phrases: {
      ...base.phrases,
      ...phrases,
      violationsMessages: { ...base.phrases.violationsMessages, ...phrases.violationsMessages },
    },
    ...(lists === undefined ? {} : { lists }),
    ...(durations === undefined ? {} : { durations }),
  };
  return { ok: true, value: locale };
}

/** No entries: the base of a locale that must hold everything itself. */
const NOTHING: Locale = {
  tag: "und",
  violations: {},
  baseErrors: {},
  phrases: {
    wholeBody: "",
    wholeRequest: "",
    line: "",
    unknownCode: "",
    violationsMessages: { message_body_constraint_violations: "", request_constraint_violations: "" },
    requestFailed: "",
  },
};

/**
 * A shipped locale's data compiled, as its module in the sources does
 * (the build writes the compiled functions into dist/ instead): the
 * built-in catalogue's codes, nothing filled in from elsewhere.
 *
 * @param data - the locale's data
 * @param compile - how its patterns are compiled: at run time by default, as source text by the build
 * @throws TypeError listing every problem of the data
 * @internal
 */
export function _localeFrom(data: unknown, compile?: PatternCompiler): Locale {
  const result = compileLocale(data, BUILT_IN_LOCALE_CATALOGUE, NOTHING, compile);
  if (!result.ok) throw new TypeError(`locale data:\n  ${result.problems.join("\n  ")}`);
  return result.value;
}
