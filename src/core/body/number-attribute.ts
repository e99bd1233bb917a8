import type { ConstraintAttribute } from "../catalogue/tables.js";
import type { ViolationDetail } from "./bodies.js";

/** A decimal number as the builders write one: optional minus, digits, optional fraction and exponent. */
const DECIMAL = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * The attribute names a detail of type `D` may carry: those of its code
 * when the code is known (`maxLength` for `too_long`), else any.
 *
 * @public
 */
export type AttributeNameOf<D extends ViolationDetail> = keyof NonNullable<D["constraintAttributes"]> &
  ConstraintAttribute;

/**
 * Reads a numeric constraint attribute as a number: `maxLength: "200"` gives
 * `200`.
 *
 * @remarks
 * Attribute values are strings on the wire. This gives the number a value
 * spells as a decimal (`"200"`, `"-1.5"`, `"1e3"`), and `undefined` when the
 * detail is absent, does not carry the attribute, or its value is no such
 * number: a date-time bound, or an exclusive bound (`"<10"`, see the zod
 * and valibot bridges). The name is checked against the detail's code at
 * compile time.
 *
 * @param detail - a violation detail, such as one from {@link findViolation}
 * @param name - the attribute, one the detail's code carries
 * @returns the number, or `undefined`
 *
 * @example
 * ```ts
 * numberAttribute(findViolation(e, "email", "too_long"), "maxLength"); // 200
 * ```
 * @public
 */
export function numberAttribute<D extends ViolationDetail>(
  detail: D | undefined,
  name: AttributeNameOf<D>,
): number | undefined {
  const attributes = detail?.constraintAttributes;
  const text: unknown = attributes !== undefined && Object.hasOwn(attributes, name) ? attributes[name] : undefined;
  return typeof text === "string" && DECIMAL.test(text) ? Number(text) : undefined;
}
