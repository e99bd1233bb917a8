import type {
  AttributeForm,
  ConstraintAttribute,
  ConstraintAttributes,
  MessageDefinition,
  ViolationDetail,
} from "api-error-model";
import type { AnyCatalogue } from "api-error-model/catalogue";
import { BUILT_IN_RULES } from "../core/catalogue/rules.js";
import { ATTRIBUTE_FORMS } from "../core/catalogue/tables.js";
import type { BaseErrorMessages } from "./base-messages.js";
import { en } from "./en.js";
import { compileDefinition, fillMessage, violationSentence } from "./fill-message.js";
import { _withoutDirectionMarks, type Formatter } from "./format.js";
import type { Locale, LocaleMessage } from "./locale.js";
import { formatterOf } from "./locale-formatter.js";
import type { ViolationMessages } from "./violation-messages.js";

/**
 * Options of `violationMessage`, `describeError`, `forEachViolation` and the
 * views: the locale to speak, your own wording for some codes, your
 * catalogue, and whether values are isolated.
 *
 * @public
 */
export interface MessageOptions {
  /** The locale, such as `de` from `api-error-model/messages/de`; English (`en`) when absent. */
  readonly locale?: Locale;
  /** Templates for some violation codes; the locale's fill the gaps. */
  readonly messages?: Partial<ViolationMessages>;
  /** Templates for some known base error codes; the locale's fill the gaps. */
  readonly baseMessages?: Partial<BaseErrorMessages>;
  /**
   * The catalogue whose codes are known, such as one made by
   * `defineCatalogue`; the built-in one when absent. A code of its own is
   * written in the locale when the locale has it (see `readLocale`), else in
   * the English of its definition.
   */
  readonly catalogue?: AnyCatalogue;
  /**
   * `false` for plain text, as a log wants it: no isolation marks around
   * values (FSI/PDI, which a right-to-left locale puts around every value)
   * and none of the marks of direction `Intl` writes (LRM, RLM, ALM); `true`
   * by default.
   */
  readonly isolate?: boolean;
}

/** The locale of the options, English when none is given. */
export function localeOf(options: MessageOptions): Locale {
  return options.locale ?? en;
}

/** The formatter for the options: the locale's, isolating values unless `isolate` is `false`. */
export function optionsFormatter(options: MessageOptions): Formatter {
  return formatterOf(localeOf(options), options.isolate !== false);
}

/** A sentence as the options want it: without marks of direction for `isolate: false`. */
export function finished(sentence: string, options: MessageOptions): string {
  return options.isolate === false ? _withoutDirectionMarks(sentence) : sentence;
}

type AnyTemplate = (attributes: ConstraintAttributes, format: Formatter) => string;

/** The attributes the code carries, own members only, non-empty strings only. */
function templateAttributes(
  code: string,
  attributes: ConstraintAttributes | undefined,
  catalogue: AnyCatalogue | undefined,
): ConstraintAttributes {
  const out: Record<string, string> = {};
  if (attributes === undefined) return out;
  for (const name of (catalogue?.rules ?? BUILT_IN_RULES).attributesOf(code)) {
    const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    if (typeof value === "string" && value !== "") out[name] = value;
  }
  return out;
}

/** The form of a built-in attribute's value. */
function builtInForm(name: string): AttributeForm {
  return ATTRIBUTE_FORMS[name as ConstraintAttribute];
}

/** The form of an attribute's value in a catalogue. */
function catalogueForm(catalogue: AnyCatalogue): (name: string) => AttributeForm {
  const forms = catalogue.attributes as { readonly [name: string]: { readonly form?: AttributeForm } | undefined };
  return (name) => forms[name]?.form ?? "text";
}

/** An own member of a table of messages. */
function ownMessage(table: { readonly [code: string]: LocaleMessage }, code: string) {
  return Object.hasOwn(table, code) ? table[code] : undefined;
}

/**
 * A code this client does not know: say that the value is not valid, and
 * show the code and its attributes as one isolated run of machine text
 * (`too_spicy: maxValue 3, unit scoville`), the same in every locale.
 */
function unknownCodeText(code: string, attributes: ConstraintAttributes | undefined, locale: Locale, f: Formatter) {
  const parts: string[] = [];
  if (attributes !== undefined) {
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === "string") parts.push(`${name} ${value}`);
    }
  }
  return phrase(locale.phrases.unknownCode, { what: parts.length === 0 ? code : `${code}: ${parts.join(", ")}` }, f, [
    "what",
  ]);
}

/**
 * The English of a violation code: the catalogue definition's, the one home
 * of English.
 */
function englishOf(code: string, catalogue: AnyCatalogue | undefined): LocaleMessage {
  if (catalogue === undefined) return en.violations[code] as LocaleMessage;
  const definitions = catalogue.violations as { readonly [code: string]: { readonly message?: MessageDefinition } };
  return compileDefinition(definitions[code]?.message ?? "is not valid");
}

/**
 * The sentence of one violation detail, for a person looking at the field
 * in a form: in the locale of `options.locale`, English without one.
 *
 * @remarks
 * The sentence is a predicate without the field's name and without a final
 * period, so that `${key}: ${sentence}` reads well. It is filled from the
 * constraint attributes the code carries (see `CODE_ATTRIBUTES`); an
 * absent or empty attribute gives a less precise sentence ("is too long").
 * Which of a code's sentences fits the attributes is decided the same way
 * in every locale. A code the locale lacks is written in English. A code
 * this client does not know (a newer server's) gives `is not valid (<code>)`,
 * followed by its attributes when it has any.
 *
 * @param detail - a violation detail, from a body or from `violation`
 * @param options - the locale, your own templates for some codes, your catalogue, `isolate: false` for plain text
 * @returns one sentence
 *
 * @example
 * ```ts
 * violationMessage({ code: "too_long", constraintAttributes: { maxLength: "200" } }); // "must be at most 200 characters"
 * violationMessage({ code: "disallowed_enum", constraintAttributes: { allowedValues: "asc,desc" } }); // "must be one of asc or desc"
 * violationMessage({ code: "too_long" }); // "is too long"
 * violationMessage({ code: "too_long", constraintAttributes: { maxLength: "1000" } }, { locale: de }); // "darf höchstens 1.000 Zeichen lang sein"
 * ```
 * @public
 */
export function violationMessage(detail: ViolationDetail, options: MessageOptions = {}): string {
  const code = detail.code;
  const locale = localeOf(options);
  const catalogue = options.catalogue;
  const f = optionsFormatter(options);
  if (!(catalogue?.rules ?? BUILT_IN_RULES).isViolationCode(code)) {
    return finished(unknownCodeText(code, detail.constraintAttributes, locale, f), options);
  }
  const attributes = templateAttributes(code, detail.constraintAttributes, catalogue);
  const overrides = options.messages as { readonly [code: string]: AnyTemplate | undefined } | undefined;
  const override = overrides !== undefined && Object.hasOwn(overrides, code) ? overrides[code] : undefined;
  if (override !== undefined) return finished(override(attributes, f), options);
  const formOf = catalogue === undefined ? builtInForm : catalogueForm(catalogue);
  const own = ownMessage(locale.violations, code);
  // The locale's sentence; a code it lacks, or a variant it lacks, in English.
  const sentence =
    (own === undefined ? undefined : violationSentence(own, attributes, formOf, f)) ??
    violationSentence(englishOf(code, catalogue), attributes, formOf, f) ??
    "";
  return finished(sentence, options);
}

/**
 * The sentence of a locale's phrase for the given values: those named in
 * `texts` written as text (isolated in a right-to-left locale), the others
 * as they are (a sentence already written).
 */
export function phrase(
  pattern: LocaleMessage,
  values: { readonly [name: string]: string },
  f: Formatter,
  texts: readonly string[],
): string {
  // A phrase is one pattern, never variants: it always fits.
  return fillMessage(pattern, values, (name) => (texts.includes(name) ? "text" : "raw"), f) as string;
}
