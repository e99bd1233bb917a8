/*
 * The violation codes of the spec that the package's own machinery never
 * sends (a service's domain rules: passwords, tenants, identity providers,
 * URLs, ...), in the spec's order. Each carries its attributes, its meaning
 * and its English sentence (ICU MessageFormat, see `MessageDefinition`).
 */

import type { _Assert } from "../assert.js";
import type { ViolationDefinitions } from "../definition.js";

/**
 * The spec's other violation codes: with `CORE_VIOLATIONS`, every
 * violation code of the service interface.
 *
 * @public
 */
export const SPEC_VIOLATIONS = {
  after_end_date: {
    description: "A start date is after its end date.",
    message: "must not be after the end date",
    since: "0.1.0",
  },
  application_redirect_urls_not_supported: {
    description: "Application redirect URL resolution was requested for an identity provider that does not support it.",
    message: "is not supported: the identity provider cannot resolve application redirect URLs",
    since: "0.1.0",
  },
  consumer_tenant_id_not_allowed: {
    description: "The external tenant ID equals the consumer tenant ID where an organization tenant ID is required.",
    message: "must be an organization tenant ID, not the consumer tenant ID",
    since: "0.1.0",
  },
  contained_nested_arrays: {
    description: "The object contains nested arrays, which are not allowed.",
    message: "must not contain nested arrays",
    since: "0.1.0",
  },
  digit_not_present: {
    description: "The password lacks a required digit.",
    message: "must contain at least one digit",
    since: "0.1.0",
  },
  disabled: {
    description: "The referenced entity is disabled but must be enabled.",
    message: "is disabled",
    since: "0.1.0",
  },
  duplicate_tenant_name_placeholders: {
    description: "The URL contains more than one tenant name placeholder.",
    message: "must not contain more than one tenant name placeholder",
    since: "0.1.0",
  },
  duplicate_wildcards: {
    description: "The domain name contains duplicate wildcards.",
    message: "must not contain more than one wildcard",
    since: "0.1.0",
  },
  duration_greater_than: {
    attributes: ["maxDuration"],
    description: "The duration is longer than the maximum allowed.",
    message: {
      "": "is longer than allowed",
      maxDuration: "must not be longer than {maxDuration}",
    },
    since: "0.1.0",
  },
  duration_less_than: {
    attributes: ["minDuration"],
    description: "The duration is shorter than the minimum allowed.",
    message: {
      "": "is shorter than allowed",
      minDuration: "must not be shorter than {minDuration}",
    },
    since: "0.1.0",
  },
  email_domain_not_allowed: {
    description: "The domain of the email address is not allowed.",
    message: "uses an email domain that is not allowed",
    since: "0.1.0",
  },
  email_domain_not_verified: {
    description: "The domain of the email address is not verified.",
    message: "uses an email domain that is not verified",
    since: "0.1.0",
  },
  email_not_permitted: {
    description: "The email address is valid but not permitted.",
    message: "is not a permitted email address",
    since: "0.1.0",
  },
  email_not_verified: {
    description: "An email could not be sent because the user's email address is not verified.",
    message: "is not verified, so no email can be sent to it",
    since: "0.1.0",
  },
  email_unchanged: {
    description: "The changed email address equals the previous one.",
    message: "must differ from the current email address",
    since: "0.1.0",
  },
  email_value_not_allowed: {
    description: "The value is an email address where a value that is not an email address is required.",
    message: "must not be an email address",
    since: "0.1.0",
  },
  enablement_not_allowed: {
    description: "The request attempts to enable a feature that may not be enabled.",
    message: "cannot be enabled",
    since: "0.1.0",
  },
  expired: {
    description: "The ephemeral token or code has expired.",
    message: "has expired",
    since: "0.1.0",
  },
  future: {
    description: "The date or time is in the future where one in the past is required.",
    message: "must not be in the future",
    since: "0.1.0",
  },
  greater_than_refresh_token_absolute_lifetime: {
    description: "The client's refresh token idle lifetime exceeds its absolute lifetime.",
    message: "must not be greater than the refresh token absolute lifetime",
    since: "0.1.0",
  },
  greater_than_absolute_timeout: {
    description: "The idle timeout exceeds the absolute timeout.",
    message: "must not be greater than the absolute timeout",
    since: "0.1.0",
  },
  illegal_domain_suffix: {
    description: "The domain name has a suffix that is not allowed.",
    message: "has a domain suffix that is not allowed",
    since: "0.1.0",
  },
  illegal_role_assignment: {
    description: "The role is assigned to an entity that is not permitted to hold it.",
    message: "assigns a role that may not be held here",
    since: "0.1.0",
  },
  immutable: {
    description: "The request attempts to change a field that cannot be changed.",
    message: "cannot be changed",
    since: "0.1.0",
  },
  inactive: {
    description: "The referenced entity is inactive where an active one is required.",
    message: "is inactive",
    since: "0.1.0",
  },
  invalid_action_link_lifetime_unit: {
    description: "The lifetime unit of the email action link is not valid.",
    message: "is not a valid lifetime unit for an email action link",
    since: "0.1.0",
  },
  invalid_auth_factor_combination: {
    description: "The combination of authentication factors is not valid.",
    message: "is not a valid combination of authentication factors",
    since: "0.1.0",
  },
  invalid_auth_session_code: {
    description: "The auth session code is not valid.",
    message: "is not a valid auth session code",
    since: "0.1.0",
  },
  invalid_auth_session_token: {
    description: "The session token is not valid.",
    message: "is not a valid session token",
    since: "0.1.0",
  },
  invalid_authorization_code: {
    description: "The authorization code is not valid.",
    message: "is not a valid authorization code",
    since: "0.1.0",
  },
  invalid_authorization_request_token: {
    description: "The authorization request token is not valid.",
    message: "is not a valid authorization request token",
    since: "0.1.0",
  },
  invalid_client_type: {
    description: "The client has the wrong type.",
    message: "refers to a client of the wrong type",
    since: "0.1.0",
  },
  invalid_directionality: {
    description:
      "The Unicode string violates a directionality rule, which governs how left-to-right and right-to-left text may mix.",
    message: "mixes left-to-right and right-to-left text in a way that is not allowed",
    since: "0.1.0",
  },
  invalid_display_name_for_identity_provider_type: {
    description: "The display name is not valid for the type of the identity provider.",
    message: "is not a valid display name for this type of identity provider",
    since: "0.1.0",
  },
  invalid_domain_name_label: {
    description: "The value is not a valid domain name label.",
    message: "is not a valid domain name label",
    since: "0.1.0",
  },
  invalid_email_auth_code: {
    description: "The email authentication code is not valid.",
    message: "is not a valid email authentication code",
    since: "0.1.0",
  },
  invalid_epoch_timestamp: {
    description: "The number cannot be converted to a valid epoch timestamp.",
    message: "is not a valid timestamp",
    since: "0.1.0",
  },
  invalid_external_idp_auth_code: {
    description: "The authentication code from the external identity provider is not valid.",
    message: "is not a valid authentication code from the external identity provider",
    since: "0.1.0",
  },
  invalid_identity_provider_type: {
    description: "The identity provider has the wrong type.",
    message: "refers to an identity provider of the wrong type",
    since: "0.1.0",
  },
  invalid_invite_code: {
    description: "The invite code is not valid.",
    message: "is not a valid invite code",
    since: "0.1.0",
  },
  invalid_locale: {
    description: "The value is not a valid BCP 47 language tag.",
    message: "must be a valid BCP 47 language tag, such as en-US",
    since: "0.1.0",
  },
  invalid_name_for_identity_provider_type: {
    description: "The name of the identity provider is not valid for its type.",
    message: "is not a valid name for this type of identity provider",
    since: "0.1.0",
  },
  invalid_owner_type: {
    description: "The owner type of the entity is not allowed.",
    message: "has an owner type that is not allowed",
    since: "0.1.0",
  },
  invalid_password_reset_code: {
    description: "The password reset code is not valid.",
    message: "is not a valid password reset code",
    since: "0.1.0",
  },
  invalid_pem_certificate: {
    description: "The value is not a valid PEM certificate.",
    message: "must be a certificate in PEM format",
    since: "0.1.0",
  },
  invalid_phone_number: {
    description: "The value is not a valid phone number.",
    message: "is not a valid phone number",
    since: "0.1.0",
  },
  invalid_private_key: {
    description: "The private key is not in valid PEM format.",
    message: "must be a private key in PEM format",
    since: "0.1.0",
  },
  invalid_request_code: {
    description: "The request code is not valid.",
    message: "is not a valid request code",
    since: "0.1.0",
  },
  invalid_role: {
    description: "The role is not valid for the operation.",
    message: "is not a valid role for this operation",
    since: "0.1.0",
  },
  invalid_scheme_used_with_tenant_name_placeholder: {
    description: "The scheme of the URL is not permitted with a tenant name placeholder.",
    message: "uses a URL scheme that cannot be used with a tenant name placeholder",
    since: "0.1.0",
  },
  invalid_scope: {
    description: "The value is not a valid OAuth 2 scope.",
    message: "is not a valid OAuth 2 scope",
    since: "0.1.0",
  },
  invalid_semantic_version: {
    description: "The value is not a valid semantic version.",
    message: "must be a semantic version, such as 1.2.3",
    since: "0.1.0",
  },
  invalid_status_transition: {
    description: "The request attempts to move an entity to a status that is not valid for it.",
    message: "cannot be changed to this status",
    since: "0.1.0",
  },
  invalid_tenant_name_placeholder_placement: {
    description: "The tenant name placeholder is in a place of the URL where it is not allowed.",
    message: "has the tenant name placeholder in a place where it is not allowed",
    since: "0.1.0",
  },
  invalid_time_zone: {
    description: "The value is not a valid IANA time zone.",
    message: "must be a valid IANA time zone, such as Europe/Paris",
    since: "0.1.0",
  },
  invalid_url_authority: {
    description: "The authority of the URL (its host and port) is not valid.",
    message: "has an invalid host or port",
    since: "0.1.0",
  },
  invalid_url_path: {
    description: "The path of the URL is not valid.",
    message: "has an invalid URL path",
    since: "0.1.0",
  },
  invalid_url_query: {
    description: "The query string of the URL is not valid.",
    message: "has an invalid URL query string",
    since: "0.1.0",
  },
  invalid_url_scheme: {
    description: "The scheme of the URL is not valid.",
    message: "has an invalid URL scheme",
    since: "0.1.0",
  },
  invalid_verification_code: {
    description: "The verification code is not valid.",
    message: "is not a valid verification code",
    since: "0.1.0",
  },
  invalid_wildcard_placement: {
    description: "A wildcard is in a place of the domain name where it is not allowed.",
    message: "has a wildcard in a place where it is not allowed",
    since: "0.1.0",
  },
  less_than_idle_timeout: {
    description: "The absolute timeout is less than the idle timeout.",
    message: "must not be less than the idle timeout",
    since: "0.1.0",
  },
  less_than_refresh_token_idle_lifetime: {
    description: "The client's refresh token absolute lifetime is less than its idle lifetime.",
    message: "must not be less than the refresh token idle lifetime",
    since: "0.1.0",
  },
  lowercase_char_not_present: {
    description: "The password lacks a required lowercase character.",
    message: "must contain at least one lowercase letter",
    since: "0.1.0",
  },
  not_active: {
    description: "The referenced entity is not active but must be.",
    message: "is not active",
    since: "0.1.0",
  },
  not_alphanumeric: {
    description:
      "The value contains characters other than letters and digits where only letters and digits are allowed.",
    message: "must contain only letters and digits",
    since: "0.1.0",
  },
  not_false: {
    description: "The boolean is true where false is required.",
    message: "must be false",
    since: "0.1.0",
  },
  not_empty: {
    description: "The collection is not empty where it must be empty.",
    message: "must be empty",
    since: "0.1.0",
  },
  not_pending_activation: {
    description: "The status of the user is not pending activation.",
    message: "is not pending activation",
    since: "0.1.0",
  },
  not_subdomain_of_public_suffix: {
    description: "The domain is not a subdomain of a public suffix.",
    message: "must be a subdomain of a public suffix",
    since: "0.1.0",
  },
  not_true: {
    description: "The boolean is false where true is required.",
    message: "must be true",
    since: "0.1.0",
  },
  password_breached: {
    description: "The password was found in a data set of breached passwords.",
    message: "has appeared in a data breach; choose another password",
    since: "0.1.0",
  },
  password_unchanged: {
    description: "The changed password equals the previous one.",
    message: "must differ from the current password",
    since: "0.1.0",
  },
  password_verification_not_enabled: {
    description: "The identity provider supports password verification but has it disabled.",
    message: "cannot be used: password verification is disabled for this identity provider",
    since: "0.1.0",
  },
  password_verification_not_supported: {
    description: "The identity provider does not support password verification.",
    message: "cannot be used: this identity provider does not support password verification",
    since: "0.1.0",
  },
  past_or_present: {
    description: "The date or time is in the past or present where one in the future is required.",
    message: "must be in the future",
    since: "0.1.0",
  },
  pending_activation: {
    description: "The user is pending activation where a state other than pending activation is required.",
    message: "is pending activation",
    since: "0.1.0",
  },
  redirect_urls_not_supported: {
    description: "Redirect URL resolution was requested for an identity provider that does not support it.",
    message: "is not supported: the identity provider cannot resolve redirect URLs",
    since: "0.1.0",
  },
  role_not_found: {
    description: "The role does not exist.",
    message: "refers to a role that does not exist",
    since: "0.1.0",
  },
  special_char_not_present: {
    description: "The password lacks a required special character.",
    message: "must contain at least one special character",
    since: "0.1.0",
  },
  phone_number_value_not_allowed: {
    description: "The value is a phone number where a value that is not a phone number is required.",
    message: "must not be a phone number",
    since: "0.1.0",
  },
  tenant_name_placeholder_not_allowed: {
    description: "A tenant name placeholder is used in a URL that forbids it.",
    message: "must not contain a tenant name placeholder",
    since: "0.1.0",
  },
  too_far_into_past: {
    attributes: ["maxPastOffset"],
    description: "The date or time is too far in the past.",
    message: {
      "": "is too far in the past",
      maxPastOffset: "must not be more than {maxPastOffset} in the past",
    },
    since: "0.1.0",
  },
  too_far_into_future: {
    attributes: ["maxFutureOffset"],
    description: "The date or time is too far in the future.",
    message: {
      "": "is too far in the future",
      maxFutureOffset: "must not be more than {maxFutureOffset} in the future",
    },
    since: "0.1.0",
  },
  type_disallowed_for_global_tenant: {
    description: "The type of the entity is not allowed for a global tenant.",
    message: "is a type that is not allowed for a global tenant",
    since: "0.1.0",
  },
  unknown: {
    attributes: ["allowedValues"],
    description: "The value is not a known value of the enumeration.",
    message: {
      "": "is not a known value",
      allowedValues: "must be one of {allowedValues, list, or}",
    },
    since: "0.1.0",
  },
  unsupported_destination_attribute: {
    description: "The identity provider does not support the destination attribute.",
    message: "is not a destination attribute this identity provider supports",
    since: "0.1.0",
  },
  unsupported_identity_provider_name: {
    description: "The name does not refer to a supported identity provider.",
    message: "is not the name of a supported identity provider",
    since: "0.1.0",
  },
  uppercase_char_not_present: {
    description: "The password lacks a required uppercase character.",
    message: "must contain at least one uppercase letter",
    since: "0.1.0",
  },
  url_contained_fragment: {
    description: "The URL contains a fragment where none is allowed.",
    message: "must not contain a fragment (#...)",
    since: "0.1.0",
  },
  url_contained_http_scheme: {
    description: "The URL uses HTTP instead of HTTPS.",
    message: "must use https, not http",
    since: "0.1.0",
  },
  url_contained_ip_address: {
    description: "The host of the URL is an IP address instead of a domain name.",
    message: "must use a domain name, not an IP address",
    since: "0.1.0",
  },
  url_contained_loopback_address: {
    description: "The URL contains a loopback address where none is allowed.",
    message: "must not point to a loopback address",
    since: "0.1.0",
  },
  url_contained_query_parameters: {
    description: "The URL contains query parameters where none are allowed.",
    message: "must not contain query parameters",
    since: "0.1.0",
  },
  url_contained_user_info: {
    description: "The URL contains user information where none is allowed.",
    message: "must not contain a user name or password",
    since: "0.1.0",
  },
  url_domain_name_too_long: {
    attributes: ["maxLength"],
    description: "The domain name of the URL is too long.",
    message: {
      "": "has a domain name that is too long",
      maxLength:
        "{maxLength, plural, one {must have a domain name of at most # character} other {must have a domain name of at most # characters}}",
    },
    since: "0.1.0",
  },
  url_too_long_for_use_with_tenant_name_placeholder: {
    description: "The URL, which has a tenant name placeholder, exceeds the maximum length.",
    message: "is too long to be used with a tenant name placeholder",
    since: "0.1.0",
  },
  wildcard_domain_suffix_too_long: {
    description: "The suffix of the wildcard domain is too long.",
    message: "has a wildcard domain suffix that is too long",
    since: "0.1.0",
  },
  wildcard_not_allowed_in_ip_address: {
    description: "A wildcard is used inside an IP address, where it is not allowed.",
    message: "must not contain a wildcard in an IP address",
    since: "0.1.0",
  },
} as const;

/**
 * `SPEC_VIOLATIONS` is a table of violation definitions.
 *
 * @internal
 */
export type _SpecViolationsChecked = _Assert<typeof SPEC_VIOLATIONS extends ViolationDefinitions ? true : false>;
