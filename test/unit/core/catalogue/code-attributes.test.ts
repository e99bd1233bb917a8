import { describe, expect, test } from "vitest";
import {
  attributesOf,
  CODE_ATTRIBUTES,
  isConstraintAttribute,
  isViolationCode,
  VIOLATION_CODES,
} from "../../../../src/index.js";
import { INHERITED_NAMES, SPEC_CONSTRAINT_ATTRIBUTES } from "../../../support/catalogue.js";

describe("CODE_ATTRIBUTES", () => {
  test("only names known violation codes", () => {
    for (const code of Object.keys(CODE_ATTRIBUTES)) expect(isViolationCode(code)).toBe(true);
  });

  test("only names known constraint attributes, each at most once per code", () => {
    for (const names of Object.values(CODE_ATTRIBUTES)) {
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(isConstraintAttribute(name)).toBe(true);
    }
  });

  test("spec rule: too_long carries maxLength", () => {
    expect(CODE_ATTRIBUTES.too_long).toStrictEqual(["maxLength"]);
  });

  test("design decision Typed attributes: the table is the design's, plus url_domain_name_too_long from the Limits and the filter refusals' own", () => {
    expect(
      Object.fromEntries(Object.entries(CODE_ATTRIBUTES).map(([code, names]) => [code, [...names]])),
    ).toStrictEqual({
      too_long: ["maxLength"],
      too_short: ["minLength"],
      greater_than: ["maxValue"],
      less_than: ["minValue"],
      size_greater_than: ["maxSize"],
      duration_greater_than: ["maxDuration"],
      duration_less_than: ["minDuration"],
      failed_regex_match: ["regexPattern"],
      max_byte_length_exceeded: ["maxByteLength"],
      max_field_count_exceeded: ["maxFieldCount"],
      max_nesting_depth_exceeded: ["maxNestingDepth"],
      disallowed_enum: ["allowedValues"],
      unknown: ["allowedValues"],
      missing_required_element: ["requiredElements"],
      contained_disallowed_element: ["allowedElements", "disallowedValues"],
      contained_invalid_field_name: ["invalidFieldName"],
      too_far_into_future: ["maxFutureOffset"],
      too_far_into_past: ["maxPastOffset"],
      url_domain_name_too_long: ["maxLength"],
      disallowed_filter_operator: ["attributePath", "allowedValues"],
      invalid_filter_value: ["attributePath", "valueType"],
    });
  });

  test("spec Limits: every code whose numeric bound travels in constraintAttributes carries an attribute", () => {
    const limitCodes = [
      "max_byte_length_exceeded",
      "max_field_count_exceeded",
      "max_nesting_depth_exceeded",
      "size_greater_than",
      "too_long",
      "url_domain_name_too_long",
    ] as const;
    for (const code of limitCodes) expect(attributesOf(code).length).toBe(1);
  });

  test("every attribute of the spec is carried by some code", () => {
    const carried = new Set(Object.values(CODE_ATTRIBUTES).flat());
    for (const name of SPEC_CONSTRAINT_ATTRIBUTES) expect(carried.has(name as never)).toBe(true);
  });
});
describe("attributesOf", () => {
  test("gives the table's attributes of a code, in table order", () => {
    expect(attributesOf("too_long")).toStrictEqual(["maxLength"]);
    expect(attributesOf("contained_disallowed_element")).toStrictEqual(["allowedElements", "disallowedValues"]);
  });

  test("gives an empty list for a known code without attributes", () => {
    expect(attributesOf("blank")).toStrictEqual([]);
    expect(attributesOf("not_unique")).toStrictEqual([]);
  });

  test("gives an empty list for a string that is no code, inherited names included", () => {
    for (const name of ["nope", "", ...INHERITED_NAMES]) expect(attributesOf(name)).toStrictEqual([]);
  });

  test("agrees with CODE_ATTRIBUTES for every code of the catalogue", () => {
    for (const code of VIOLATION_CODES) {
      const row = Object.hasOwn(CODE_ATTRIBUTES, code) ? CODE_ATTRIBUTES[code as keyof typeof CODE_ATTRIBUTES] : [];
      expect(attributesOf(code)).toStrictEqual(row);
    }
  });
});
