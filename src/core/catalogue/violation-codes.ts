/**
 * Every violation code of the service interface, in the order of the spec's
 * table "Constraint violation codes", spelled exactly as on the wire.
 *
 * @remarks
 * The tuple is the source of truth: {@link ViolationCode} is derived from it
 * and `isViolationCode` is backed by a `Set` built from it once.
 *
 * @public
 */
export const VIOLATION_CODES = [
  /** a start date is after its end date */
  "after_end_date",
  /** application redirect URL resolution requested for an identity provider that does not support it */
  "application_redirect_urls_not_supported",
  /** string left blank where a value is required */
  "blank",
  /** external tenant identifier equals the consumer tenant identifier where an organization tenant identifier is required */
  "consumer_tenant_id_not_allowed",
  /** collection contains a disallowed element */
  "contained_disallowed_element",
  /** object field name is invalid */
  "contained_invalid_field_name",
  /** object contains nested arrays */
  "contained_nested_arrays",
  /** password lacks a required digit */
  "digit_not_present",
  /** referenced entity is disabled but must be enabled */
  "disabled",
  /** enum value not allowed */
  "disallowed_enum",
  /** collection has duplicates where uniqueness is required */
  "duplicate_elements",
  /** URL has more than one tenant name placeholder */
  "duplicate_tenant_name_placeholders",
  /** duplicate wildcards in a domain name */
  "duplicate_wildcards",
  /** duration above the maximum */
  "duration_greater_than",
  /** duration below the minimum */
  "duration_less_than",
  /** email domain not allowed */
  "email_domain_not_allowed",
  /** email domain not verified */
  "email_domain_not_verified",
  /** email valid but not permitted */
  "email_not_permitted",
  /** email could not be sent because the user's email is unverified */
  "email_not_verified",
  /** changed email equals the previous value */
  "email_unchanged",
  /** value is an email where non-email values are required */
  "email_value_not_allowed",
  /** attempt to enable a feature that may not be enabled */
  "enablement_not_allowed",
  /** collection empty where at least one element is required */
  "empty",
  /** ephemeral token or code expired */
  "expired",
  /** string does not match the required pattern */
  "failed_regex_match",
  /** time/date in the future where the past is required */
  "future",
  /** number above the maximum */
  "greater_than",
  /** client refresh token idle lifetime exceeds its absolute lifetime */
  "greater_than_refresh_token_absolute_lifetime",
  /** idle timeout exceeds absolute timeout */
  "greater_than_absolute_timeout",
  /** domain name has an illegal suffix */
  "illegal_domain_suffix",
  /** role assigned to an entity not permitted to hold it */
  "illegal_role_assignment",
  /** attempt to modify an immutable field */
  "immutable",
  /** referenced entity inactive where active is required */
  "inactive",
  /** email action link lifetime unit invalid */
  "invalid_action_link_lifetime_unit",
  /** invalid combination of auth factors */
  "invalid_auth_factor_combination",
  /** auth session code invalid */
  "invalid_auth_session_code",
  /** session token invalid */
  "invalid_auth_session_token",
  /** authorization code invalid */
  "invalid_authorization_code",
  /** authorization request token invalid */
  "invalid_authorization_request_token",
  /** client has the wrong type */
  "invalid_client_type",
  /** Unicode string has an invalid code point */
  "invalid_code_point",
  /** not a valid ISO 8601 date */
  "invalid_date",
  /** not a valid ISO 8601 datetime */
  "invalid_date_time",
  /** Unicode string violates a directionality rule */
  "invalid_directionality",
  /** display name invalid for the identity provider type */
  "invalid_display_name_for_identity_provider_type",
  /** not a valid domain name */
  "invalid_domain_name",
  /** not a valid domain name label */
  "invalid_domain_name_label",
  /** not a valid ISO 8601 duration */
  "invalid_duration",
  /** not a valid E.164 phone number */
  "invalid_e164_phone_number",
  /** not a valid email address */
  "invalid_email",
  /** email auth code invalid */
  "invalid_email_auth_code",
  /** number cannot be converted to a valid epoch timestamp */
  "invalid_epoch_timestamp",
  /** external identity provider auth code invalid */
  "invalid_external_idp_auth_code",
  /** identity provider has the wrong type */
  "invalid_identity_provider_type",
  /** invite code invalid */
  "invalid_invite_code",
  /** not a valid IP address */
  "invalid_ip_address",
  /** not a valid BCP 47 language tag */
  "invalid_locale",
  /** identity provider name invalid for its type */
  "invalid_name_for_identity_provider_type",
  /** owner type of an entity not allowed */
  "invalid_owner_type",
  /** password reset code invalid */
  "invalid_password_reset_code",
  /** not a valid path expression of field names delimited by periods */
  "invalid_path_expression",
  /** not a valid PEM certificate */
  "invalid_pem_certificate",
  /** not a valid phone number */
  "invalid_phone_number",
  /** private key not in valid PEM format */
  "invalid_private_key",
  /** request code invalid */
  "invalid_request_code",
  /** role not valid for the operation */
  "invalid_role",
  /** URL scheme not permitted with tenant placeholders */
  "invalid_scheme_used_with_tenant_name_placeholder",
  /** not a valid OAuth 2 scope */
  "invalid_scope",
  /** not a valid semantic version */
  "invalid_semantic_version",
  /** entity moved to an invalid status */
  "invalid_status_transition",
  /** tenant placeholder misplaced in a URL */
  "invalid_tenant_name_placeholder_placement",
  /** not a valid IANA time zone */
  "invalid_time_zone",
  /** token invalid */
  "invalid_token",
  /** not a valid URL */
  "invalid_url",
  /** invalid URL authority */
  "invalid_url_authority",
  /** invalid URL path */
  "invalid_url_path",
  /** invalid URL query string */
  "invalid_url_query",
  /** invalid URL scheme */
  "invalid_url_scheme",
  /** verification code invalid */
  "invalid_verification_code",
  /** wildcard misplaced in a domain name */
  "invalid_wildcard_placement",
  /** number below the minimum */
  "less_than",
  /** absolute timeout below idle timeout */
  "less_than_idle_timeout",
  /** client refresh token absolute lifetime below its idle lifetime */
  "less_than_refresh_token_idle_lifetime",
  /** password lacks a required lowercase character */
  "lowercase_char_not_present",
  /** field's maximum byte length exceeded */
  "max_byte_length_exceeded",
  /** object has more fields than allowed */
  "max_field_count_exceeded",
  /** object nested deeper than allowed */
  "max_nesting_depth_exceeded",
  /** collection lacks a required element */
  "missing_required_element",
  /** referenced entity not active but must be */
  "not_active",
  /** non-alphanumeric characters where only alphanumerics are allowed */
  "not_alphanumeric",
  /** boolean true where false is required */
  "not_false",
  /** collection not empty where it must be empty */
  "not_empty",
  /** referenced entity does not exist */
  "not_found",
  /** string is not a valid JSON object */
  "not_json_object",
  /** value not null where null is required */
  "not_null",
  /** user's status is not pending activation */
  "not_pending_activation",
  /** domain is not a subdomain of a public suffix */
  "not_subdomain_of_public_suffix",
  /** boolean false where true is required */
  "not_true",
  /** value defined where it must be undefined */
  "not_undefined",
  /** value violates a uniqueness constraint (for instance a tenant name already used within the same application) */
  "not_unique",
  /** null where a non-null value is required */
  "null",
  /** password found in a breached data set */
  "password_breached",
  /** changed password equals the previous one */
  "password_unchanged",
  /** identity provider supports password verification but has it disabled */
  "password_verification_not_enabled",
  /** identity provider does not support password verification */
  "password_verification_not_supported",
  /** time/date in the past or present where the future is required */
  "past_or_present",
  /** user is pending activation where a non-pending state is required */
  "pending_activation",
  /** redirect URL resolution requested for an identity provider that does not support it */
  "redirect_urls_not_supported",
  /** role does not exist */
  "role_not_found",
  /** collection larger than the maximum size */
  "size_greater_than",
  /** password lacks a required special character */
  "special_char_not_present",
  /** value is a phone number where non-phone values are required */
  "phone_number_value_not_allowed",
  /** tenant name placeholder used in a URL that forbids it */
  "tenant_name_placeholder_not_allowed",
  /** date/time too far in the past */
  "too_far_into_past",
  /** date/time too far in the future */
  "too_far_into_future",
  /** string too long */
  "too_long",
  /** string too short */
  "too_short",
  /** entity type not allowed for a global tenant */
  "type_disallowed_for_global_tenant",
  /** value undefined where required */
  "undefined",
  /** unknown enum value */
  "unknown",
  /** identity provider does not support the destination attribute */
  "unsupported_destination_attribute",
  /** name does not refer to a supported identity provider */
  "unsupported_identity_provider_name",
  /** path expression not supported */
  "unsupported_path_expression",
  /** password lacks a required uppercase character */
  "uppercase_char_not_present",
  /** URL has a fragment where none is allowed */
  "url_contained_fragment",
  /** URL uses HTTP instead of HTTPS */
  "url_contained_http_scheme",
  /** URL host is an IP address instead of a domain name */
  "url_contained_ip_address",
  /** URL has a loopback address where not allowed */
  "url_contained_loopback_address",
  /** URL has query parameters where none are allowed */
  "url_contained_query_parameters",
  /** URL has user info where not allowed */
  "url_contained_user_info",
  /** URL's domain name too long */
  "url_domain_name_too_long",
  /** URL with a tenant name placeholder exceeds the maximum length */
  "url_too_long_for_use_with_tenant_name_placeholder",
  /** wildcard domain suffix too long */
  "wildcard_domain_suffix_too_long",
  /** wildcard used inside an IP address */
  "wildcard_not_allowed_in_ip_address",
] as const;

/**
 * A violation code of the spec's catalogue.
 *
 * @public
 */
export type ViolationCode = (typeof VIOLATION_CODES)[number];

const violationCodeSet: ReadonlySet<string> = new Set(VIOLATION_CODES);

/**
 * Tells whether `value` is one of the {@link VIOLATION_CODES}.
 *
 * @remarks
 * Backed by a `Set`, so inherited names such as `"toString"` or `"__proto__"`
 * are never mistaken for codes.
 *
 * @param value - anything
 * @returns `true` when `value` is a known violation code
 * @public
 */
export function isViolationCode(value: unknown): value is ViolationCode {
  // Stryker disable next-line ConditionalExpression: equivalent, the set holds strings only; the typeof check only documents the narrowing.
  return typeof value === "string" && violationCodeSet.has(value);
}
