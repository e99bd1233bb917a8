import type { AnyCatalogue } from "../catalogue/index.js";
import type { ConstraintAttributes, ViolationDetail } from "../core/body/bodies.js";
import type { AttributeForm, MessageDefinition } from "../core/catalogue/definition.js";
import { BUILT_IN_RULES } from "../core/catalogue/rules.js";
import {
  ATTRIBUTE_FORMS,
  type ConstraintAttribute,
  VIOLATION_PATTERNS,
  type ViolationCode,
} from "../core/catalogue/tables.js";
import type { BaseErrorMessages } from "./base-messages.js";
import { en } from "./en.js";
import { type Formatter, formatterFor } from "./format.js";
import type { Locale } from "./locale.js";
import { violationSentence } from "./pattern-template.js";
import type { ViolationMessages } from "./violation-messages.js";

/**
 * Options of `violationMessage`, `describeError`, `forEachViolation` and the
 * views: the locale to speak, and your own wording for some codes.
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
   * written in the English of its definition (other languages: a locale of
   * the package for its built-in codes).
   */
  readonly catalogue?: AnyCatalogue;
}

/** The locale of the options, English when none is given. */
export function localeOf(options: MessageOptions): Locale {
  return options.locale ?? en;
}

/** The formatter of a locale, bound to its tag and direction. */
export function formatterOf(locale: Locale): Formatter {
  return formatterFor(locale.tag, locale.direction);
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

/** A code this client does not know: say that the value is not valid, and show the code and its attributes. */
function unknownCodeText(code: string, attributes: ConstraintAttributes | undefined, locale: Locale): string {
  const f = formatterOf(locale);
  const parts: string[] = [];
  if (attributes !== undefined) {
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === "string") parts.push(`${f.text(name)} ${f.text(value)}`);
    }
  }
  return locale.phrases.unknownCode(parts.length === 0 ? f.text(code) : `${f.text(code)}: ${parts.join(", ")}`);
}

/**
 * The sentence of one violation detail, for a person looking at the field
 * in a form: in the locale of `options.locale`, English without one.
 *
 * @remarks
 * The sentence is a predicate without the field's name and without a final
 * period, so that `${key}: ${sentence}` reads well. It is filled from the
 * constraint attributes the code carries (see `CODE_ATTRIBUTES`); an
 * absent or empty attribute gives a less precise sentence ("is too long"). A
 * code this client does not know (a newer server's) gives
 * `is not valid (<code>)`, followed by its attributes when it has any.
 *
 * @param detail - a violation detail, from a body or from `violation`
 * @param options - the locale, and your own templates for some codes
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
  if (!(catalogue?.rules ?? BUILT_IN_RULES).isViolationCode(code)) {
    return unknownCodeText(code, detail.constraintAttributes, locale);
  }
  const attributes = templateAttributes(code, detail.constraintAttributes, catalogue);
  const overrides = options.messages as { readonly [code: string]: AnyTemplate | undefined } | undefined;
  const table = locale.violations as { readonly [code: string]: AnyTemplate | undefined };
  const template =
    (overrides !== undefined && Object.hasOwn(overrides, code) ? overrides[code] : undefined) ??
    (Object.hasOwn(table, code) ? table[code] : undefined);
  if (template !== undefined) return template(attributes, formatterOf(locale));
  // A code of the catalogue's own, or one the locale lacks: the English of its definition.
  if (catalogue === undefined) {
    return violationSentence(VIOLATION_PATTERNS[code as ViolationCode], attributes, builtInForm, formatterOf(locale));
  }
  const forms = catalogue.attributes as { readonly [name: string]: { readonly form?: AttributeForm } | undefined };
  return violationSentence(
    (catalogue.violations as { readonly [code: string]: { readonly message?: MessageDefinition } })[code]?.message ??
      "is not valid",
    attributes,
    (name) => forms[name]?.form ?? "text",
    formatterOf(locale),
  );
}
