import { boundMark, readBound } from "../catalogue/bounds.js";
import type { BUILT_IN_ATTRIBUTES } from "../catalogue/built-in/attributes.js";
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
 * The constraint attributes whose value is a bound (the form `bound` in the
 * catalogue): `maxValue` and `minValue`.
 *
 * @public
 */
export type BoundAttributeName = {
  [A in ConstraintAttribute]: (typeof BUILT_IN_ATTRIBUTES)[A] extends { readonly form: "bound" } ? A : never;
}[ConstraintAttribute];

/**
 * A numeric bound read from `maxValue` or `minValue` by {@link boundAttribute}.
 *
 * @public
 */
export interface NumericBound {
  /** The bound: `10` for `"10"` and for `"<10"`. */
  readonly value: number;
  /** Whether the bound itself is not allowed: `true` for `"<10"` (less than 10), `false` for `"10"` (at most 10). */
  readonly exclusive: boolean;
}

/** The attribute's text, when the detail carries it as an own string member. */
function attributeText(detail: ViolationDetail | undefined, name: string): string | undefined {
  const attributes = detail?.constraintAttributes;
  const text: unknown = attributes !== undefined && Object.hasOwn(attributes, name) ? attributes[name] : undefined;
  return typeof text === "string" ? text : undefined;
}

/**
 * Reads a numeric constraint attribute as a number: `maxLength: "200"` gives
 * `200`.
 *
 * @remarks
 * Attribute values are strings on the wire. This gives the number a value
 * spells as a decimal (`"200"`, `"-1.5"`, `"1e3"`), and `undefined` when the
 * detail is absent, does not carry the attribute, or its value is no such
 * number: a date-time bound, or an exclusive bound (`"<10"`, `">0"`). An
 * exclusive bound is not a value the field may take, so reading it as one
 * would state a bound as allowed when it is not: read `maxValue` and
 * `minValue` with {@link boundAttribute}, which says whether the bound is
 * exclusive. The name is checked against the detail's code at compile time.
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
  const text = attributeText(detail, name);
  return text !== undefined && DECIMAL.test(text) ? Number(text) : undefined;
}

/**
 * Reads a `maxValue` or `minValue` as a number and whether it is exclusive:
 * `"10"` gives `{ value: 10, exclusive: false }`, a `maxValue` of `"<10"`
 * (less than 10) and a `minValue` of `">0"` (greater than 0) give
 * `exclusive: true`.
 *
 * @remarks
 * The bridges write an exclusive bound that has no exact inclusive twin (a
 * number that need not be whole, `z.number().gt(0)`, `v.gtValue(0)`) behind
 * the comparison the value must pass: `<` in `maxValue`, `>` in `minValue`.
 * This reads either form; it gives `undefined`, and never throws, when the
 * detail is absent, does not carry the attribute, or its value is no decimal
 * number after the attribute's own mark: a date or date-time bound
 * (`"2024-01-31T00:00:00.000Z"`), a mark of the other direction (`">0"` in
 * `maxValue`), or any other text. The name is checked against the detail's
 * code at compile time.
 *
 * @param detail - a violation detail, such as one from {@link findViolation}
 * @param name - `maxValue` or `minValue`, one the detail's code carries
 * @returns the bound and whether it is exclusive, or `undefined`
 *
 * @example
 * ```ts
 * boundAttribute(findViolation(e, "age", "less_than"), "minValue"); // { value: 0, exclusive: true } for ">0"
 * ```
 * @public
 */
export function boundAttribute<D extends ViolationDetail>(
  detail: D | undefined,
  name: AttributeNameOf<D> & BoundAttributeName,
): NumericBound | undefined {
  const text = attributeText(detail, name);
  if (text === undefined) return undefined;
  const { bound, exclusive } = readBound(text, boundMark(name, text));
  return DECIMAL.test(bound) ? { value: Number(bound), exclusive } : undefined;
}
