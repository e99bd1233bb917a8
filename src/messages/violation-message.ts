import type { ConstraintAttributes, ViolationDetail } from "../core/body/bodies.js";
import { attributesOf } from "../core/catalogue/code-attributes.js";
import { isViolationCode } from "../core/catalogue/violation-codes.js";
import type { BaseErrorMessages } from "./base-messages.js";
import { VIOLATION_MESSAGES, type ViolationMessages } from "./violation-messages.js";

/**
 * Options of `violationMessage` and `describeError`: your own
 * wording, to reword or translate.
 *
 * @public
 */
export interface MessageOptions {
  /** Templates for some violation codes; the English ones of `VIOLATION_MESSAGES` fill the gaps. */
  readonly messages?: Partial<ViolationMessages>;
  /** Templates for some known base error codes; those of `BASE_ERROR_MESSAGES` fill the gaps. */
  readonly baseMessages?: Partial<BaseErrorMessages>;
}

type AnyTemplate = (attributes: ConstraintAttributes) => string;

/** The attributes the code carries, own members only, non-empty strings only. */
function templateAttributes(code: string, attributes: ConstraintAttributes | undefined): ConstraintAttributes {
  const out: Record<string, string> = {};
  if (attributes === undefined) return out;
  for (const name of attributesOf(code)) {
    const value = Object.hasOwn(attributes, name) ? attributes[name] : undefined;
    if (typeof value === "string" && value !== "") out[name] = value;
  }
  return out;
}

/** A code this client does not know: say that the value is not valid, and show the code and its attributes. */
function unknownCodeText(code: string, attributes: ConstraintAttributes | undefined): string {
  const parts: string[] = [];
  if (attributes !== undefined) {
    for (const [name, value] of Object.entries(attributes)) {
      if (typeof value === "string") parts.push(`${name} ${value}`);
    }
  }
  return parts.length === 0 ? `is not valid (${code})` : `is not valid (${code}: ${parts.join(", ")})`;
}

/**
 * The English sentence of one violation detail, for a person looking at the
 * field in a form.
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
 * @param options - your own templates for some codes
 * @returns one sentence
 *
 * @example
 * ```ts
 * violationMessage({ code: "too_long", constraintAttributes: { maxLength: "200" } }); // "must be at most 200 characters"
 * violationMessage({ code: "disallowed_enum", constraintAttributes: { allowedValues: "asc,desc" } }); // "must be one of asc or desc"
 * violationMessage({ code: "too_long" }); // "is too long"
 * ```
 * @public
 */
export function violationMessage(detail: ViolationDetail, options: MessageOptions = {}): string {
  const code = detail.code;
  if (!isViolationCode(code)) return unknownCodeText(code, detail.constraintAttributes);
  const overrides = options.messages;
  const template =
    (overrides !== undefined && Object.hasOwn(overrides, code) ? overrides[code] : undefined) ??
    VIOLATION_MESSAGES[code];
  return (template as AnyTemplate)(templateAttributes(code, detail.constraintAttributes));
}
