/**
 * Every name allowed as a key of `constraintAttributes`, in the order of the
 * spec's table "Constraint violation attributes". What each one means is
 * written once, in `ATTRIBUTE_DESCRIPTIONS` (attribute-descriptions.ts).
 *
 * @public
 */
export const CONSTRAINT_ATTRIBUTES = [
  "allowedElements",
  "allowedValues",
  "disallowedValues",
  "invalidFieldName",
  "maxByteLength",
  "maxFieldCount",
  "maxNestingDepth",
  "maxValue",
  "maxLength",
  "maxSize",
  "maxDuration",
  "maxFutureOffset",
  "maxPastOffset",
  "minValue",
  "minLength",
  "minDuration",
  "regexPattern",
  "requiredElements",
] as const;

/**
 * A constraint attribute name of the spec's catalogue.
 *
 * @public
 */
export type ConstraintAttribute = (typeof CONSTRAINT_ATTRIBUTES)[number];

const constraintAttributeSet: ReadonlySet<string> = new Set(CONSTRAINT_ATTRIBUTES);

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
