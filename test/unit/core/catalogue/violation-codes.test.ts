import { describe, expect, test } from "vitest";
import { CORE_VIOLATIONS } from "../../../../src/core/catalogue/built-in/core-violations.js";
import { isViolationCode, VIOLATION_CODES } from "../../../../src/index.js";
import { INHERITED_NAMES, NON_STRINGS, PACKAGE_VIOLATION_CODES } from "../../../support/catalogue.js";

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

describe("VIOLATION_CODES", () => {
  test("holds exactly the spec's table of constraint violation codes and the package's own, the core's first, each part in the spec's order", () => {
    expect([...VIOLATION_CODES].sort()).toStrictEqual([...SPEC_VIOLATION_CODES, ...PACKAGE_VIOLATION_CODES].sort());
    const core = VIOLATION_CODES.filter((code) => Object.hasOwn(CORE_VIOLATIONS, code));
    expect(VIOLATION_CODES.slice(0, core.length)).toStrictEqual(core);
    // The package's own are core codes, among the spec's in alphabetical order.
    const specOrder = (codes: readonly string[]) => SPEC_VIOLATION_CODES.filter((code) => codes.includes(code));
    expect(core.filter((code) => SPEC_VIOLATION_CODES.includes(code))).toStrictEqual(specOrder(core));
    for (const code of PACKAGE_VIOLATION_CODES) expect(core).toContain(code);
    const rest = VIOLATION_CODES.slice(core.length);
    expect(rest).toStrictEqual(specOrder(rest));
  });

  test("has as many codes as the spec's table and the package's own, none repeated", () => {
    expect(new Set(VIOLATION_CODES).size).toBe(SPEC_VIOLATION_CODES.length + PACKAGE_VIOLATION_CODES.length);
    expect(VIOLATION_CODES.length).toBe(SPEC_VIOLATION_CODES.length + PACKAGE_VIOLATION_CODES.length);
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
