import { describe, expect, test } from "vitest";
import {
  attributesOf,
  BASE_ERROR_STATUS,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  CONSTRAINT_VIOLATIONS_STATUS,
  isConstraintAttribute,
  isViolationCode,
  VIOLATION_CODES,
} from "../../../../src/index.js";

// Copied from the spec's table "Constraint violation codes", in its order.
const SPEC_VIOLATION_CODES = [
  "after_end_date",
  "application_redirect_urls_not_supported",
  "blank",
  "consumer_tenant_id_not_allowed",
  "contained_disallowed_element",
  "contained_invalid_field_name",
  "contained_nested_arrays",
  "digit_not_present",
  "disabled",
  "disallowed_enum",
  "duplicate_elements",
  "duplicate_tenant_name_placeholders",
  "duplicate_wildcards",
  "duration_greater_than",
  "duration_less_than",
  "email_domain_not_allowed",
  "email_domain_not_verified",
  "email_not_permitted",
  "email_not_verified",
  "email_unchanged",
  "email_value_not_allowed",
  "enablement_not_allowed",
  "empty",
  "expired",
  "failed_regex_match",
  "future",
  "greater_than",
  "greater_than_refresh_token_absolute_lifetime",
  "greater_than_absolute_timeout",
  "illegal_domain_suffix",
  "illegal_role_assignment",
  "immutable",
  "inactive",
  "invalid_action_link_lifetime_unit",
  "invalid_auth_factor_combination",
  "invalid_auth_session_code",
  "invalid_auth_session_token",
  "invalid_authorization_code",
  "invalid_authorization_request_token",
  "invalid_client_type",
  "invalid_code_point",
  "invalid_date",
  "invalid_date_time",
  "invalid_directionality",
  "invalid_display_name_for_identity_provider_type",
  "invalid_domain_name",
  "invalid_domain_name_label",
  "invalid_duration",
  "invalid_e164_phone_number",
  "invalid_email",
  "invalid_email_auth_code",
  "invalid_epoch_timestamp",
  "invalid_external_idp_auth_code",
  "invalid_identity_provider_type",
  "invalid_invite_code",
  "invalid_ip_address",
  "invalid_locale",
  "invalid_name_for_identity_provider_type",
  "invalid_owner_type",
  "invalid_password_reset_code",
  "invalid_path_expression",
  "invalid_pem_certificate",
  "invalid_phone_number",
  "invalid_private_key",
  "invalid_request_code",
  "invalid_role",
  "invalid_scheme_used_with_tenant_name_placeholder",
  "invalid_scope",
  "invalid_semantic_version",
  "invalid_status_transition",
  "invalid_tenant_name_placeholder_placement",
  "invalid_time_zone",
  "invalid_token",
  "invalid_url",
  "invalid_url_authority",
  "invalid_url_path",
  "invalid_url_query",
  "invalid_url_scheme",
  "invalid_verification_code",
  "invalid_wildcard_placement",
  "less_than",
  "less_than_idle_timeout",
  "less_than_refresh_token_idle_lifetime",
  "lowercase_char_not_present",
  "max_byte_length_exceeded",
  "max_field_count_exceeded",
  "max_nesting_depth_exceeded",
  "missing_required_element",
  "not_active",
  "not_alphanumeric",
  "not_false",
  "not_empty",
  "not_found",
  "not_json_object",
  "not_null",
  "not_pending_activation",
  "not_subdomain_of_public_suffix",
  "not_true",
  "not_undefined",
  "not_unique",
  "null",
  "password_breached",
  "password_unchanged",
  "password_verification_not_enabled",
  "password_verification_not_supported",
  "past_or_present",
  "pending_activation",
  "redirect_urls_not_supported",
  "role_not_found",
  "size_greater_than",
  "special_char_not_present",
  "phone_number_value_not_allowed",
  "tenant_name_placeholder_not_allowed",
  "too_far_into_past",
  "too_far_into_future",
  "too_long",
  "too_short",
  "type_disallowed_for_global_tenant",
  "undefined",
  "unknown",
  "unsupported_destination_attribute",
  "unsupported_identity_provider_name",
  "unsupported_path_expression",
  "uppercase_char_not_present",
  "url_contained_fragment",
  "url_contained_http_scheme",
  "url_contained_ip_address",
  "url_contained_loopback_address",
  "url_contained_query_parameters",
  "url_contained_user_info",
  "url_domain_name_too_long",
  "url_too_long_for_use_with_tenant_name_placeholder",
  "wildcard_domain_suffix_too_long",
  "wildcard_not_allowed_in_ip_address",
];

// Copied from the spec's table "Constraint violation attributes", in its order.
const SPEC_CONSTRAINT_ATTRIBUTES = [
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

const NON_STRINGS: readonly unknown[] = [
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

const INHERITED_NAMES = ["__proto__", "toString", "constructor", "hasOwnProperty", "valueOf", "prototype"];

describe("VIOLATION_CODES", () => {
  test("equals the spec's table of constraint violation codes exactly, in order", () => {
    expect([...VIOLATION_CODES]).toStrictEqual(SPEC_VIOLATION_CODES);
  });

  test("has 134 codes, none repeated", () => {
    expect(VIOLATION_CODES.length).toBe(134);
    expect(new Set(VIOLATION_CODES).size).toBe(134);
  });
});

describe("isViolationCode", () => {
  test("is true for every code of the spec", () => {
    for (const code of SPEC_VIOLATION_CODES) expect(isViolationCode(code)).toBe(true);
  });

  test.each(INHERITED_NAMES)("is false for the inherited name %s", (name) => {
    expect(isViolationCode(name)).toBe(false);
  });

  test("is false for every non-string, including objects that stringify to a code", () => {
    for (const value of NON_STRINGS) expect(isViolationCode(value)).toBe(false);
  });

  test("is false for near misses: case, spaces, empty, an attribute name, a top-level code", () => {
    for (const value of ["TOO_LONG", " too_long", "too_long ", "", "too-long", "maxLength", "base_error"]) {
      expect(isViolationCode(value)).toBe(false);
    }
    expect(isViolationCode("message_body_constraint_violations")).toBe(false);
  });
});

describe("CONSTRAINT_ATTRIBUTES", () => {
  test("equals the spec's table of constraint violation attributes exactly, in order", () => {
    expect([...CONSTRAINT_ATTRIBUTES]).toStrictEqual(SPEC_CONSTRAINT_ATTRIBUTES);
  });

  test("has 18 names, none repeated", () => {
    expect(CONSTRAINT_ATTRIBUTES.length).toBe(18);
    expect(new Set(CONSTRAINT_ATTRIBUTES).size).toBe(18);
  });
});

describe("isConstraintAttribute", () => {
  test("is true for every attribute of the spec", () => {
    for (const name of SPEC_CONSTRAINT_ATTRIBUTES) expect(isConstraintAttribute(name)).toBe(true);
  });

  test.each(INHERITED_NAMES)("is false for the inherited name %s", (name) => {
    expect(isConstraintAttribute(name)).toBe(false);
  });

  test("is false for every non-string", () => {
    for (const value of NON_STRINGS) expect(isConstraintAttribute(value)).toBe(false);
  });

  test("is false for near misses and for violation codes", () => {
    for (const value of ["maxlength", "MaxLength", "max_length", "", "too_long"]) {
      expect(isConstraintAttribute(value)).toBe(false);
    }
  });
});

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

  test("design decision Typed attributes: the table is the design's, plus url_domain_name_too_long from the Limits", () => {
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

describe("base codes", () => {
  test("design decision Status: the known base codes and their statuses", () => {
    expect({ ...BASE_ERROR_STATUS }).toStrictEqual({
      user_not_found: 404,
      mfa_challenge_verification_failed: 400,
      invalid_request: 400,
      internal_error: 500,
    });
  });

  test("spec: the two top-level codes of a constraint violations error, answered with 400", () => {
    expect([...CONSTRAINT_VIOLATIONS_CODES]).toStrictEqual([
      "message_body_constraint_violations",
      "request_constraint_violations",
    ]);
    expect(CONSTRAINT_VIOLATIONS_STATUS).toBe(400);
  });
});
