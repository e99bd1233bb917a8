import {
  type AttributesOf,
  CODE_ATTRIBUTES,
  type CodeWithAttributes,
  type ConstraintAttribute,
  type ViolationCode,
} from "./tables.js";

/**
 * The attributes `code` carries, as listed in {@link CODE_ATTRIBUTES}; an
 * empty list for a code without attributes or a string that is no code.
 *
 * @param code - a violation code
 * @returns the attribute names, in the definition's order
 * @public
 */
export function attributesOf<C extends ViolationCode>(code: C): readonly AttributesOf<C>[];
/**
 * The attributes `code` carries, for a code read from the wire: an empty
 * list for a code without attributes, a code this package does not know, or
 * an inherited name such as `"toString"`.
 *
 * @param code - any string
 * @returns the attribute names, in the definition's order
 * @public
 */
export function attributesOf(code: string): readonly ConstraintAttribute[];
export function attributesOf(code: string): readonly ConstraintAttribute[] {
  return Object.hasOwn(CODE_ATTRIBUTES, code)
    ? (CODE_ATTRIBUTES[code as CodeWithAttributes] as readonly ConstraintAttribute[])
    : [];
}
