import type { AttributesOf } from "../core/catalogue/code-attributes.js";
import type { ViolationCode } from "../core/catalogue/violation-codes.js";
import type { Formatter } from "./format.js";

/**
 * The constraint attributes a template of code `C` may read: exactly those
 * `CODE_ATTRIBUTES` lists for `C`, each possibly absent (`{}` for a
 * code that carries none).
 *
 * @remarks
 * A value is never the empty string: `violationMessage` passes only
 * non-empty strings, so a template tests `=== undefined` and nothing else.
 *
 * @public
 */
export type TemplateAttributes<C extends ViolationCode> = { readonly [K in AttributesOf<C>]?: string };

/**
 * Makes the sentence of one violation code from its constraint attributes:
 * a predicate about the field, without the field's name and without a final
 * period ("must be at most 200 characters"). Every value it inserts goes
 * through `format`, bound to the locale: numbers, counts, lists, dates and
 * durations are then written the locale's way.
 *
 * @public
 */
export type ViolationTemplate<C extends ViolationCode> = (
  attributes: TemplateAttributes<C>,
  format: Formatter,
) => string;

/**
 * One template per violation code. Because each template's parameter is
 * {@link TemplateAttributes} of its own code, a template that reads an
 * attribute its code does not carry does not compile.
 *
 * @public
 */
export type ViolationMessages = { readonly [C in ViolationCode]: ViolationTemplate<C> };

/**
 * The English sentence of every violation code, phrased for a person looking
 * at the field in a form.
 *
 * @remarks
 * Written from the meaning column of the spec's code table. A template fills
 * in the attributes its code carries (`too_long` with `maxLength` "200":
 * "must be at most 200 characters"), reads a comma-joined list as English
 * ("must be one of a, b, or c", joined by `Intl.ListFormat`), and says something true but less precise when
 * an attribute is absent ("is too long"). An exclusive bound, maxValue
 * `"<10"` or minValue `">0"` as the bridges write it, reads "must be less
 * than 10" and "must be greater than 0".
 *
 * @public
 */
export const VIOLATION_MESSAGES: ViolationMessages = {
  after_end_date: () => "must not be after the end date",
  application_redirect_urls_not_supported: () =>
    "is not supported: the identity provider cannot resolve application redirect URLs",
  blank: () => "must not be blank",
  consumer_tenant_id_not_allowed: () => "must be an organization tenant ID, not the consumer tenant ID",
  contained_disallowed_element: (a, f) => {
    const disallowed = f.list(a.disallowedValues, "or");
    const allowed = f.list(a.allowedElements, "or");
    if (disallowed !== undefined && allowed !== undefined) {
      return `must not contain ${disallowed}, and may contain only ${allowed}`;
    }
    if (disallowed !== undefined) return `must not contain ${disallowed}`;
    if (allowed !== undefined) return `may contain only ${allowed}`;
    return "contains an element that is not allowed";
  },
  contained_invalid_field_name: (a, f) =>
    a.invalidFieldName === undefined
      ? "contains an invalid field name"
      : `contains the invalid field name "${f.text(a.invalidFieldName)}"`,
  contained_nested_arrays: () => "must not contain nested arrays",
  digit_not_present: () => "must contain at least one digit",
  disabled: () => "is disabled",
  disallowed_enum: (a, f) => {
    const allowed = f.list(a.allowedValues, "or");
    return allowed === undefined ? "is not an allowed value" : `must be one of ${allowed}`;
  },
  duplicate_elements: () => "must not contain duplicates",
  duplicate_tenant_name_placeholders: () => "must not contain more than one tenant name placeholder",
  duplicate_wildcards: () => "must not contain more than one wildcard",
  duration_greater_than: (a, f) =>
    a.maxDuration === undefined ? "is longer than allowed" : `must not be longer than ${f.duration(a.maxDuration)}`,
  duration_less_than: (a, f) =>
    a.minDuration === undefined ? "is shorter than allowed" : `must not be shorter than ${f.duration(a.minDuration)}`,
  email_domain_not_allowed: () => "uses an email domain that is not allowed",
  email_domain_not_verified: () => "uses an email domain that is not verified",
  email_not_permitted: () => "is not a permitted email address",
  email_not_verified: () => "is not verified, so no email can be sent to it",
  email_unchanged: () => "must differ from the current email address",
  email_value_not_allowed: () => "must not be an email address",
  enablement_not_allowed: () => "cannot be enabled",
  empty: () => "must not be empty",
  expired: () => "has expired",
  failed_regex_match: (a, f) =>
    a.regexPattern === undefined ? "is not in the expected format" : `must match the pattern ${f.text(a.regexPattern)}`,
  future: () => "must not be in the future",
  greater_than: (a, f) => {
    if (a.maxValue === undefined) return "is too large";
    const max = f.bound(a.maxValue, "<");
    return max.exclusive ? `must be less than ${max.bound}` : `must be at most ${max.bound}`;
  },
  greater_than_refresh_token_absolute_lifetime: () => "must not be greater than the refresh token absolute lifetime",
  greater_than_absolute_timeout: () => "must not be greater than the absolute timeout",
  illegal_domain_suffix: () => "has a domain suffix that is not allowed",
  illegal_role_assignment: () => "assigns a role that may not be held here",
  immutable: () => "cannot be changed",
  inactive: () => "is inactive",
  invalid_action_link_lifetime_unit: () => "is not a valid lifetime unit for an email action link",
  invalid_auth_factor_combination: () => "is not a valid combination of authentication factors",
  invalid_auth_session_code: () => "is not a valid auth session code",
  invalid_auth_session_token: () => "is not a valid session token",
  invalid_authorization_code: () => "is not a valid authorization code",
  invalid_authorization_request_token: () => "is not a valid authorization request token",
  invalid_client_type: () => "refers to a client of the wrong type",
  invalid_code_point: () => "contains an invalid Unicode character",
  invalid_date: () => "must be a valid ISO 8601 date, such as 2024-01-31",
  invalid_date_time: () => "must be a valid ISO 8601 date and time, such as 2024-01-31T12:00:00Z",
  invalid_directionality: () => "mixes left-to-right and right-to-left text in a way that is not allowed",
  invalid_display_name_for_identity_provider_type: () =>
    "is not a valid display name for this type of identity provider",
  invalid_domain_name: () => "is not a valid domain name",
  invalid_domain_name_label: () => "is not a valid domain name label",
  invalid_duration: () => "must be a valid ISO 8601 duration, such as PT30M",
  invalid_e164_phone_number: () => "must be a phone number in E.164 format, such as +14155550100",
  invalid_email: () => "is not a valid email address",
  invalid_email_auth_code: () => "is not a valid email authentication code",
  invalid_epoch_timestamp: () => "is not a valid timestamp",
  invalid_external_idp_auth_code: () => "is not a valid authentication code from the external identity provider",
  invalid_identity_provider_type: () => "refers to an identity provider of the wrong type",
  invalid_invite_code: () => "is not a valid invite code",
  invalid_ip_address: () => "is not a valid IP address",
  invalid_locale: () => "must be a valid BCP 47 language tag, such as en-US",
  invalid_name_for_identity_provider_type: () => "is not a valid name for this type of identity provider",
  invalid_owner_type: () => "has an owner type that is not allowed",
  invalid_password_reset_code: () => "is not a valid password reset code",
  invalid_path_expression: () => "must be a path of field names separated by periods",
  invalid_pem_certificate: () => "must be a certificate in PEM format",
  invalid_phone_number: () => "is not a valid phone number",
  invalid_private_key: () => "must be a private key in PEM format",
  invalid_request_code: () => "is not a valid request code",
  invalid_role: () => "is not a valid role for this operation",
  invalid_scheme_used_with_tenant_name_placeholder: () =>
    "uses a URL scheme that cannot be used with a tenant name placeholder",
  invalid_scope: () => "is not a valid OAuth 2 scope",
  invalid_semantic_version: () => "must be a semantic version, such as 1.2.3",
  invalid_status_transition: () => "cannot be changed to this status",
  invalid_tenant_name_placeholder_placement: () => "has the tenant name placeholder in a place where it is not allowed",
  invalid_time_zone: () => "must be a valid IANA time zone, such as Europe/Paris",
  invalid_token: () => "is not a valid token",
  invalid_url: () => "is not a valid URL",
  invalid_url_authority: () => "has an invalid host or port",
  invalid_url_path: () => "has an invalid URL path",
  invalid_url_query: () => "has an invalid URL query string",
  invalid_url_scheme: () => "has an invalid URL scheme",
  invalid_verification_code: () => "is not a valid verification code",
  invalid_wildcard_placement: () => "has a wildcard in a place where it is not allowed",
  less_than: (a, f) => {
    if (a.minValue === undefined) return "is too small";
    const min = f.bound(a.minValue, ">");
    return min.exclusive ? `must be greater than ${min.bound}` : `must be at least ${min.bound}`;
  },
  less_than_idle_timeout: () => "must not be less than the idle timeout",
  less_than_refresh_token_idle_lifetime: () => "must not be less than the refresh token idle lifetime",
  lowercase_char_not_present: () => "must contain at least one lowercase letter",
  max_byte_length_exceeded: (a, f) =>
    a.maxByteLength === undefined
      ? "takes too many bytes"
      : f.count(a.maxByteLength, { one: "must take at most # byte", other: "must take at most # bytes" }),
  max_field_count_exceeded: (a, f) =>
    a.maxFieldCount === undefined
      ? "has too many fields"
      : f.count(a.maxFieldCount, { one: "must have at most # field", other: "must have at most # fields" }),
  max_nesting_depth_exceeded: (a, f) =>
    a.maxNestingDepth === undefined
      ? "is nested too deeply"
      : f.count(a.maxNestingDepth, {
          one: "must not be nested more than # level deep",
          other: "must not be nested more than # levels deep",
        }),
  missing_required_element: (a, f) => {
    const required = f.list(a.requiredElements, "and");
    return required === undefined ? "lacks a required element" : `must contain ${required}`;
  },
  not_active: () => "is not active",
  not_alphanumeric: () => "must contain only letters and digits",
  not_false: () => "must be false",
  not_empty: () => "must be empty",
  not_found: () => "does not exist",
  not_json_object: () => "must be a JSON object",
  not_null: () => "must be null",
  not_pending_activation: () => "is not pending activation",
  not_subdomain_of_public_suffix: () => "must be a subdomain of a public suffix",
  not_true: () => "must be true",
  not_undefined: () => "must not be given",
  not_unique: () => "is already in use",
  null: () => "must not be null",
  password_breached: () => "has appeared in a data breach; choose another password",
  password_unchanged: () => "must differ from the current password",
  password_verification_not_enabled: () =>
    "cannot be used: password verification is disabled for this identity provider",
  password_verification_not_supported: () =>
    "cannot be used: this identity provider does not support password verification",
  past_or_present: () => "must be in the future",
  pending_activation: () => "is pending activation",
  redirect_urls_not_supported: () => "is not supported: the identity provider cannot resolve redirect URLs",
  role_not_found: () => "refers to a role that does not exist",
  size_greater_than: (a, f) =>
    a.maxSize === undefined
      ? "has too many elements"
      : f.count(a.maxSize, { one: "must have at most # element", other: "must have at most # elements" }),
  special_char_not_present: () => "must contain at least one special character",
  phone_number_value_not_allowed: () => "must not be a phone number",
  tenant_name_placeholder_not_allowed: () => "must not contain a tenant name placeholder",
  too_far_into_past: (a, f) =>
    a.maxPastOffset === undefined
      ? "is too far in the past"
      : `must not be more than ${f.duration(a.maxPastOffset)} in the past`,
  too_far_into_future: (a, f) =>
    a.maxFutureOffset === undefined
      ? "is too far in the future"
      : `must not be more than ${f.duration(a.maxFutureOffset)} in the future`,
  too_long: (a, f) =>
    a.maxLength === undefined
      ? "is too long"
      : f.count(a.maxLength, { one: "must be at most # character", other: "must be at most # characters" }),
  too_short: (a, f) =>
    a.minLength === undefined
      ? "is too short"
      : f.count(a.minLength, { one: "must be at least # character", other: "must be at least # characters" }),
  type_disallowed_for_global_tenant: () => "is a type that is not allowed for a global tenant",
  undefined: () => "is required",
  unknown: (a, f) => {
    const allowed = f.list(a.allowedValues, "or");
    return allowed === undefined ? "is not a known value" : `must be one of ${allowed}`;
  },
  unsupported_destination_attribute: () => "is not a destination attribute this identity provider supports",
  unsupported_identity_provider_name: () => "is not the name of a supported identity provider",
  unsupported_path_expression: () => "is not a supported path",
  uppercase_char_not_present: () => "must contain at least one uppercase letter",
  url_contained_fragment: () => "must not contain a fragment (#...)",
  url_contained_http_scheme: () => "must use https, not http",
  url_contained_ip_address: () => "must use a domain name, not an IP address",
  url_contained_loopback_address: () => "must not point to a loopback address",
  url_contained_query_parameters: () => "must not contain query parameters",
  url_contained_user_info: () => "must not contain a user name or password",
  url_domain_name_too_long: (a, f) =>
    a.maxLength === undefined
      ? "has a domain name that is too long"
      : f.count(a.maxLength, {
          one: "must have a domain name of at most # character",
          other: "must have a domain name of at most # characters",
        }),
  url_too_long_for_use_with_tenant_name_placeholder: () => "is too long to be used with a tenant name placeholder",
  wildcard_domain_suffix_too_long: () => "has a wildcard domain suffix that is too long",
  wildcard_not_allowed_in_ip_address: () => "must not contain a wildcard in an IP address",
};
