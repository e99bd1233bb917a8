/**
 * Every name allowed as a key of `constraintAttributes`, in the order of the
 * spec's table "Constraint violation attributes".
 *
 * @public
 */
export const CONSTRAINT_ATTRIBUTES = [
  /** elements allowed in a collection */
  "allowedElements",
  /** allowed values */
  "allowedValues",
  /** disallowed values */
  "disallowedValues",
  /** the invalid field name */
  "invalidFieldName",
  /** maximum number of bytes of a field value */
  "maxByteLength",
  /** maximum number of fields of an object */
  "maxFieldCount",
  /** maximum nesting depth of an object */
  "maxNestingDepth",
  /** maximum value of a number */
  "maxValue",
  /** maximum length of a string */
  "maxLength",
  /** maximum size of a collection */
  "maxSize",
  /** maximum value of a duration */
  "maxDuration",
  /** maximum future offset of a time value */
  "maxFutureOffset",
  /** maximum past offset of a time value */
  "maxPastOffset",
  /** minimum value of a number */
  "minValue",
  /** minimum length of a string */
  "minLength",
  /** minimum value of a duration */
  "minDuration",
  /** pattern a string must match */
  "regexPattern",
  /** elements that must be present in a collection */
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
