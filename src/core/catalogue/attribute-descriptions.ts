import type { ConstraintAttribute } from "./constraint-attributes.js";

/**
 * The spec's meaning of every constraint attribute, for the schemas'
 * descriptions. Typed by the catalogue: a new attribute without a
 * description does not compile.
 */
export const ATTRIBUTE_DESCRIPTIONS: { readonly [K in ConstraintAttribute]: string } = {
  allowedElements: "Elements allowed in a collection.",
  allowedValues: "Allowed values.",
  disallowedValues: "Disallowed values.",
  invalidFieldName: "The invalid field name.",
  maxByteLength: "Maximum number of bytes of a field value.",
  maxFieldCount: "Maximum number of fields of an object.",
  maxNestingDepth: "Maximum nesting depth of an object.",
  maxValue: "Maximum value of a number.",
  maxLength: "Maximum length of a string.",
  maxSize: "Maximum size of a collection.",
  maxDuration: "Maximum value of a duration.",
  maxFutureOffset: "Maximum future offset of a time value.",
  maxPastOffset: "Maximum past offset of a time value.",
  minValue: "Minimum value of a number.",
  minLength: "Minimum length of a string.",
  minDuration: "Minimum value of a duration.",
  regexPattern: "Pattern a string must match.",
  requiredElements: "Elements that must be present in a collection.",
};
