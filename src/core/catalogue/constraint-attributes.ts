import { CONSTRAINT_ATTRIBUTES, type ConstraintAttribute } from "./tables.js";

const constraintAttributeSet: ReadonlySet<string> = /* @__PURE__ */ new Set(CONSTRAINT_ATTRIBUTES);

/**
 * Tells whether `value` is one of the {@link CONSTRAINT_ATTRIBUTES}.
 *
 * @param value - anything
 * @returns `true` when `value` is a known constraint attribute name
 * @public
 */
export function isConstraintAttribute(value: unknown): value is ConstraintAttribute {
  // Stryker disable next-line ConditionalExpression: equivalent, the set holds strings only; the typeof check only documents the narrowing.
  return typeof value === "string" && constraintAttributeSet.has(value);
}
