/** Tables shared by the catalogue's tests (test/unit/core/catalogue). */

// Copied from the spec's table "Constraint violation attributes", in its order.
export const SPEC_CONSTRAINT_ATTRIBUTES = [
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
];

/** The constraint attributes the package adds to the spec's, for its own refusals (a list query's filter). */
export const PACKAGE_CONSTRAINT_ATTRIBUTES = ["attributePath", "valueType"];

/** The violation codes the package adds to the spec's, for its own refusals (a list query's filter). */
export const PACKAGE_VIOLATION_CODES = ["disallowed_filter_operator", "invalid_filter_value"];

/** Values that are no string, some of which stringify to a code or a name: no guard of the catalogue accepts them. */
export const NON_STRINGS: readonly unknown[] = [
  undefined,
  null,
  0,
  1,
  Number.NaN,
  true,
  false,
  10n,
  Symbol("too_long"),
  Symbol.for("blank"),
  {},
  ["too_long"],
  { toString: () => "too_long" },
  new String("too_long"),
  () => "too_long",
];

/** Names every object inherits: no table of the catalogue answers for them. */
export const INHERITED_NAMES = ["__proto__", "toString", "constructor", "hasOwnProperty", "valueOf", "prototype"];
