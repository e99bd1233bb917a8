import type {
  AttributeForm,
  AttributesOf,
  ConstraintAttribute,
  ConstraintAttributes,
  ViolationCode,
} from "api-error-model";
import { ATTRIBUTE_FORMS, VIOLATION_CODES } from "../core/catalogue/tables.js";
import { en } from "./en.js";
import { violationSentence } from "./fill-message.js";
import type { Formatter } from "./format.js";
import type { LocaleMessage } from "./locale.js";

/**
 * The constraint attributes a template of code `C` may read: exactly those
 * `CODE_ATTRIBUTES` lists for `C`, each possibly absent (`{}` for a
 * code that carries none).
 *
 * @remarks
 * A value is never the empty string: `violationMessage` passes only
 * non-empty strings, so a template tests `=== undefined` and nothing else.
 *
 * @public
 */
export type TemplateAttributes<C extends ViolationCode> = { readonly [K in AttributesOf<C>]?: string };

/**
 * Makes the sentence of one violation code from its constraint attributes:
 * a predicate about the field, without the field's name and without a final
 * period ("must be at most 200 characters"). Every value it inserts goes
 * through `format`, bound to the locale: numbers, counts, lists, dates and
 * durations are then written the locale's way.
 *
 * @public
 */
export type ViolationTemplate<C extends ViolationCode> = (
  attributes: TemplateAttributes<C>,
  format: Formatter,
) => string;

/**
 * One template per violation code. Because each template's parameter is
 * {@link TemplateAttributes} of its own code, a template that reads an
 * attribute its code does not carry does not compile.
 *
 * @public
 */
export type ViolationMessages = { readonly [C in ViolationCode]: ViolationTemplate<C> };

/**
 * The English sentence of every violation code, phrased for a person looking
 * at the field in a form, as templates: English (`en.violations`), whose one
 * home is the catalogue definition, filled for the attributes.
 *
 * @remarks
 * A template fills in the attributes its code carries (`too_long` with
 * `maxLength` "200": "must be at most 200 characters"), reads a comma-joined
 * list as English ("must be one of a, b, or c", joined by `Intl.ListFormat`),
 * and says something true but less precise when an attribute is absent ("is
 * too long"). An exclusive bound, maxValue `"<10"` or minValue `">0"` as the
 * bridges write it, reads "must be less than 10" and "must be greater than 0".
 *
 * @public
 */
export const VIOLATION_MESSAGES: ViolationMessages = /* @__PURE__ */ Object.fromEntries(
  VIOLATION_CODES.map((code) => [
    code,
    (attributes: ConstraintAttributes, f: Formatter) =>
      // English has every code; a sentence whose attributes are absent is its "" one.
      violationSentence(en.violations[code] as LocaleMessage, attributes, formOfAttribute, f) as string,
  ]),
) as never;

/** The form of a built-in attribute's value. */
function formOfAttribute(name: string): AttributeForm {
  return ATTRIBUTE_FORMS[name as ConstraintAttribute];
}
