import type { ConstraintAttribute } from "./constraint-attributes.js";
import type { ViolationCode } from "./violation-codes.js";

/**
 * The constraint attributes each violation code carries.
 *
 * @remarks
 * Only `too_long` with `maxLength` is stated by the spec. Every other row is
 * inferred from the meaning of the code and the attribute (a maximum for a
 * "greater than", a pattern for a failed match, ...), and the spec's Limits
 * section for `url_domain_name_too_long`. Codes that are not listed carry no
 * attributes. The builders' types, the messages and the JSON Schema all follow
 * from this one table, so they cannot drift apart.
 *
 * @public
 */
export const CODE_ATTRIBUTES = {
  /** From the spec: a Create User `email` over 200 characters gives `maxLength` "200". */
  too_long: ["maxLength"],
  /** Inferred. */
  too_short: ["minLength"],
  /** Inferred. */
  greater_than: ["maxValue"],
  /** Inferred. */
  less_than: ["minValue"],
  /** Inferred. */
  size_greater_than: ["maxSize"],
  /** Inferred. */
  duration_greater_than: ["maxDuration"],
  /** Inferred. */
  duration_less_than: ["minDuration"],
  /** Inferred. */
  failed_regex_match: ["regexPattern"],
  /** Inferred. */
  max_byte_length_exceeded: ["maxByteLength"],
  /** Inferred. */
  max_field_count_exceeded: ["maxFieldCount"],
  /** Inferred. */
  max_nesting_depth_exceeded: ["maxNestingDepth"],
  /** Inferred. */
  disallowed_enum: ["allowedValues"],
  /** Inferred. */
  unknown: ["allowedValues"],
  /** Inferred. */
  missing_required_element: ["requiredElements"],
  /** Inferred: either the allowed elements or the disallowed values. */
  contained_disallowed_element: ["allowedElements", "disallowedValues"],
  /** Inferred. */
  contained_invalid_field_name: ["invalidFieldName"],
  /** Inferred. */
  too_far_into_future: ["maxFutureOffset"],
  /** Inferred. */
  too_far_into_past: ["maxPastOffset"],
  /** Inferred from the spec's Limits section, which names this code among those whose bound travels in `constraintAttributes`. */
  url_domain_name_too_long: ["maxLength"],
} as const;

/**
 * The violation codes that carry constraint attributes.
 *
 * @public
 */
export type CodeWithAttributes = keyof typeof CODE_ATTRIBUTES;

/**
 * The constraint attributes that violation code `C` carries (`never` for a
 * code without attributes).
 *
 * @example
 * `AttributesOf<"too_long">` is `"maxLength"`.
 *
 * @public
 */
export type AttributesOf<C extends ViolationCode> = C extends CodeWithAttributes
  ? (typeof CODE_ATTRIBUTES)[C][number]
  : never;

/**
 * The attributes `code` carries, as listed in {@link CODE_ATTRIBUTES}; an
 * empty list for a code without attributes or a string that is no code.
 *
 * @param code - a violation code
 * @returns the attribute names, in table order
 * @public
 */
export function attributesOf<C extends ViolationCode>(code: C): readonly AttributesOf<C>[];
/**
 * The attributes `code` carries, for a code read from the wire: an empty
 * list for a code without attributes, a code this package does not know, or
 * an inherited name such as `"toString"`.
 *
 * @param code - any string
 * @returns the attribute names, in table order
 * @public
 */
export function attributesOf(code: string): readonly ConstraintAttribute[];
export function attributesOf(code: string): readonly ConstraintAttribute[] {
  return Object.hasOwn(CODE_ATTRIBUTES, code) ? CODE_ATTRIBUTES[code as CodeWithAttributes] : [];
}
