/*
 * The violation codes of the spec that the package's own machinery never
 * sends (a service's domain rules: passwords, tenants, identity providers,
 * URLs, ...), in the spec's order. Each carries its attributes, its meaning,
 * an explanation for its page and its English sentence (ICU MessageFormat,
 * see `MessageDefinition`).
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
    explanation:
      'Sent when a request gives a start date that is later than its end date, such as a start of "2024-03-01" with an end of "2024-02-01". Send a start date on or before the end date.',
    message: "must not be after the end date",
    since: "0.1.0",
  },
  application_redirect_urls_not_supported: {
    description: "Application redirect URL resolution was requested for an identity provider that does not support it.",
    explanation:
      "Sent when the request asks an identity provider to resolve application redirect URLs and that identity provider cannot do so. Do not ask for application redirect URLs with this identity provider, or use one that supports them.",
    message: "is not supported: the identity provider cannot resolve application redirect URLs",
    since: "0.1.0",
  },
  consumer_tenant_id_not_allowed: {
    description: "The external tenant ID equals the consumer tenant ID where an organization tenant ID is required.",
    explanation:
      "Sent when the external tenant ID in the request is the consumer tenant ID, where the field needs the ID of an organization tenant. Send the organization's tenant ID instead.",
    message: "must be an organization tenant ID, not the consumer tenant ID",
    since: "0.1.0",
  },
  contained_nested_arrays: {
    description: "The object contains nested arrays, which are not allowed.",
    explanation:
      "Sent when an object in the request holds an array inside another array, such as `[[1, 2], [3]]`, where nested arrays are not allowed. Flatten the data so that no array holds another array.",
    message: "must not contain nested arrays",
    since: "0.1.0",
  },
  digit_not_present: {
    description: "The password lacks a required digit.",
    explanation:
      "Sent when a new password has no digit and the service requires at least one. Choose a password that contains at least one digit, 0 to 9.",
    message: "must contain at least one digit",
    since: "0.1.0",
  },
  disabled: {
    description: "The referenced entity is disabled but must be enabled.",
    explanation:
      "Sent when the request refers to an entity that is disabled, where the operation needs an enabled one. Enable the entity first, or refer to one that is enabled.",
    message: "is disabled",
    since: "0.1.0",
  },
  duplicate_tenant_name_placeholders: {
    description: "The URL contains more than one tenant name placeholder.",
    explanation:
      "Sent when a URL holds the tenant name placeholder more than once. Keep a single tenant name placeholder in the URL.",
    message: "must not contain more than one tenant name placeholder",
    since: "0.1.0",
  },
  duplicate_wildcards: {
    description: "The domain name contains duplicate wildcards.",
    explanation:
      "Sent when a domain name holds more than one wildcard where at most one is allowed. Keep a single wildcard in the domain name.",
    message: "must not contain more than one wildcard",
    since: "0.1.0",
  },
  duration_greater_than: {
    attributes: ["maxDuration"],
    description: "The duration is longer than the maximum allowed.",
    explanation:
      "Sent when a duration, such as a timeout or a lifetime, is longer than the field allows. `maxDuration` gives the maximum as an ISO 8601 duration, such as PT30M (30 minutes), when the service names it; send a shorter duration.",
    message: {
      "": "is longer than allowed",
      maxDuration: "must not be longer than {maxDuration}",
    },
    since: "0.1.0",
  },
  duration_less_than: {
    attributes: ["minDuration"],
    description: "The duration is shorter than the minimum allowed.",
    explanation:
      "Sent when a duration, such as a timeout or a lifetime, is shorter than the field allows. `minDuration` gives the minimum as an ISO 8601 duration, such as PT1M (one minute), when the service names it; send a longer duration.",
    message: {
      "": "is shorter than allowed",
      minDuration: "must not be shorter than {minDuration}",
    },
    since: "0.1.0",
  },
  email_domain_not_allowed: {
    description: "The domain of the email address is not allowed.",
    explanation:
      "Sent when the domain of an email address, the part after the @, is one the service does not accept. Use an email address at an accepted domain.",
    message: "uses an email domain that is not allowed",
    since: "0.1.0",
  },
  email_domain_not_verified: {
    description: "The domain of the email address is not verified.",
    explanation:
      "Sent when the domain of an email address, the part after the @, has not been verified and the operation needs a verified one. Verify the domain first, or use an address at a verified domain.",
    message: "uses an email domain that is not verified",
    since: "0.1.0",
  },
  email_not_permitted: {
    description: "The email address is valid but not permitted.",
    explanation:
      "Sent when an email address is well formed but the service does not permit it here. Use another email address.",
    message: "is not a permitted email address",
    since: "0.1.0",
  },
  email_not_verified: {
    description: "An email could not be sent because the user's email address is not verified.",
    explanation:
      "Sent when the operation would send an email to a user whose email address is not verified, so no email can be sent. Have the user verify the address first, then repeat the request.",
    message: "is not verified, so no email can be sent to it",
    since: "0.1.0",
  },
  email_unchanged: {
    description: "The changed email address equals the previous one.",
    explanation:
      "Sent when a request to change an email address gives the address that is already set. Send a different address, or skip the change.",
    message: "must differ from the current email address",
    since: "0.1.0",
  },
  email_value_not_allowed: {
    description: "The value is an email address where a value that is not an email address is required.",
    explanation:
      'Sent when a field that must not hold an email address gets one, such as "ann@example.com". Send a value that is not an email address.',
    message: "must not be an email address",
    since: "0.1.0",
  },
  enablement_not_allowed: {
    description: "The request attempts to enable a feature that may not be enabled.",
    explanation: "Sent when the request tries to enable a feature that may not be enabled. Leave the feature disabled.",
    message: "cannot be enabled",
    since: "0.1.0",
  },
  expired: {
    description: "The ephemeral token or code has expired.",
    explanation:
      "Sent when a short-lived token or code in the request, such as a one-time code, has expired. Ask for a new token or code and send that one instead.",
    message: "has expired",
    since: "0.1.0",
  },
  future: {
    description: "The date or time is in the future where one in the past is required.",
    explanation:
      "Sent when a date or time that must lie in the past, such as a date of birth, is in the future. Send a date or time that is not later than now.",
    message: "must not be in the future",
    since: "0.1.0",
  },
  greater_than_refresh_token_absolute_lifetime: {
    description: "The client's refresh token idle lifetime exceeds its absolute lifetime.",
    explanation:
      "Sent when a client's refresh token idle lifetime is set longer than its absolute lifetime. Make the idle lifetime at most the absolute lifetime, or raise the absolute lifetime.",
    message: "must not be greater than the refresh token absolute lifetime",
    since: "0.1.0",
  },
  greater_than_absolute_timeout: {
    description: "The idle timeout exceeds the absolute timeout.",
    explanation:
      "Sent when an idle timeout is set longer than the absolute timeout it goes with. Make the idle timeout at most the absolute timeout, or raise the absolute timeout.",
    message: "must not be greater than the absolute timeout",
    since: "0.1.0",
  },
  illegal_domain_suffix: {
    description: "The domain name has a suffix that is not allowed.",
    explanation:
      "Sent when a domain name ends in a suffix that the service does not accept here. Use a domain name with an allowed suffix.",
    message: "has a domain suffix that is not allowed",
    since: "0.1.0",
  },
  illegal_role_assignment: {
    description: "The role is assigned to an entity that is not permitted to hold it.",
    explanation:
      "Sent when the request assigns a role to an entity that may not hold that role. Assign a role this entity may hold, or assign the role to another entity.",
    message: "assigns a role that may not be held here",
    since: "0.1.0",
  },
  immutable: {
    description: "The request attempts to change a field that cannot be changed.",
    explanation:
      "Sent when the request changes a field that cannot be changed once it is set, such as an identifier. Send the field's current value, or leave the field out.",
    message: "cannot be changed",
    since: "0.1.0",
  },
  inactive: {
    description: "The referenced entity is inactive where an active one is required.",
    explanation:
      "Sent when the request refers to an entity that is inactive, where the operation needs an active one. Activate the entity first, or refer to one that is active.",
    message: "is inactive",
    since: "0.1.0",
  },
  invalid_action_link_lifetime_unit: {
    description: "The lifetime unit of the email action link is not valid.",
    explanation:
      "Sent when the lifetime of an email action link is given in a unit the service does not accept. Give the lifetime in one of the units the operation documents.",
    message: "is not a valid lifetime unit for an email action link",
    since: "0.1.0",
  },
  invalid_auth_factor_combination: {
    description: "The combination of authentication factors is not valid.",
    explanation:
      "Sent when the request combines authentication factors, such as a password and a one-time code, in a way the service does not accept. Use a combination of factors the operation allows.",
    message: "is not a valid combination of authentication factors",
    since: "0.1.0",
  },
  invalid_auth_session_code: {
    description: "The auth session code is not valid.",
    explanation:
      "Sent when the auth session code in the request is not valid, for instance because it was mistyped. Check the code, or start a new auth session to get a new one.",
    message: "is not a valid auth session code",
    since: "0.1.0",
  },
  invalid_auth_session_token: {
    description: "The session token is not valid.",
    explanation:
      "Sent when the session token in the request is not valid, for instance because it was changed or cut short. Send the token exactly as it was issued, or start a new session.",
    message: "is not a valid session token",
    since: "0.1.0",
  },
  invalid_authorization_code: {
    description: "The authorization code is not valid.",
    explanation:
      "Sent when the authorization code in the request is not valid, for instance because it was changed or cut short. Send the code exactly as it was issued, or start the authorization again to get a new one.",
    message: "is not a valid authorization code",
    since: "0.1.0",
  },
  invalid_authorization_request_token: {
    description: "The authorization request token is not valid.",
    explanation:
      "Sent when the authorization request token in the request is not valid, for instance because it was changed or cut short. Send the token exactly as it was issued, or start a new authorization request.",
    message: "is not a valid authorization request token",
    since: "0.1.0",
  },
  invalid_client_type: {
    description: "The client has the wrong type.",
    explanation:
      "Sent when the request refers to a client whose type the operation does not accept. Refer to a client of the type the operation needs.",
    message: "refers to a client of the wrong type",
    since: "0.1.0",
  },
  invalid_directionality: {
    description:
      "The Unicode string violates a directionality rule, which governs how left-to-right and right-to-left text may mix.",
    explanation:
      "Sent when a text mixes left-to-right characters, such as Latin letters, and right-to-left ones, such as Arabic or Hebrew letters, in a way the field does not allow. Write the value in a single direction.",
    message: "mixes left-to-right and right-to-left text in a way that is not allowed",
    since: "0.1.0",
  },
  invalid_display_name_for_identity_provider_type: {
    description: "The display name is not valid for the type of the identity provider.",
    explanation:
      "Sent when the display name given for an identity provider is not valid for that identity provider's type. Choose a display name that its type allows.",
    message: "is not a valid display name for this type of identity provider",
    since: "0.1.0",
  },
  invalid_domain_name_label: {
    description: "The value is not a valid domain name label.",
    explanation:
      'Sent when a label of a domain name, a part between periods such as "www" in "www.example.com", is not valid, for instance because it is empty or holds spaces. Correct the label.',
    message: "is not a valid domain name label",
    since: "0.1.0",
  },
  invalid_email_auth_code: {
    description: "The email authentication code is not valid.",
    explanation:
      "Sent when the authentication code sent by email is not valid, for instance because it was mistyped. Check the code, or ask for a new one.",
    message: "is not a valid email authentication code",
    since: "0.1.0",
  },
  invalid_epoch_timestamp: {
    description: "The number cannot be converted to a valid epoch timestamp.",
    explanation:
      "Sent when a number meant as an epoch timestamp, a point in time counted from 1 January 1970, cannot be turned into a valid date and time, for instance because it is far too large. Send a valid timestamp.",
    message: "is not a valid timestamp",
    since: "0.1.0",
  },
  invalid_external_idp_auth_code: {
    description: "The authentication code from the external identity provider is not valid.",
    explanation:
      "Sent when the authentication code from an external identity provider is not valid, for instance because it was changed. Pass the code exactly as the identity provider returned it, or sign in with it again for a new one.",
    message: "is not a valid authentication code from the external identity provider",
    since: "0.1.0",
  },
  invalid_identity_provider_type: {
    description: "The identity provider has the wrong type.",
    explanation:
      "Sent when the request refers to an identity provider whose type the operation does not accept. Refer to an identity provider of the type the operation needs.",
    message: "refers to an identity provider of the wrong type",
    since: "0.1.0",
  },
  invalid_invite_code: {
    description: "The invite code is not valid.",
    explanation:
      "Sent when the invite code in the request is not valid, for instance because it was mistyped. Check the code, or ask for a new invite.",
    message: "is not a valid invite code",
    since: "0.1.0",
  },
  invalid_locale: {
    description: "The value is not a valid BCP 47 language tag.",
    explanation:
      'Sent when a language field holds text that is not a BCP 47 language tag, such as "english" or "en_US". Send a tag such as "en" or "en-US".',
    message: "must be a valid BCP 47 language tag, such as en-US",
    since: "0.1.0",
  },
  invalid_name_for_identity_provider_type: {
    description: "The name of the identity provider is not valid for its type.",
    explanation:
      "Sent when the name given for an identity provider is not valid for that identity provider's type. Choose a name that its type allows.",
    message: "is not a valid name for this type of identity provider",
    since: "0.1.0",
  },
  invalid_owner_type: {
    description: "The owner type of the entity is not allowed.",
    explanation:
      "Sent when the request gives an owner type that the operation does not allow for the entity. Use one of the owner types the operation documents.",
    message: "has an owner type that is not allowed",
    since: "0.1.0",
  },
  invalid_password_reset_code: {
    description: "The password reset code is not valid.",
    explanation:
      "Sent when the password reset code in the request is not valid, for instance because it was mistyped. Check the code, or start a new password reset.",
    message: "is not a valid password reset code",
    since: "0.1.0",
  },
  invalid_pem_certificate: {
    description: "The value is not a valid PEM certificate.",
    explanation:
      "Sent when a certificate field holds text that is not a certificate in PEM format. Send the certificate as PEM text, from `-----BEGIN CERTIFICATE-----` to `-----END CERTIFICATE-----`.",
    message: "must be a certificate in PEM format",
    since: "0.1.0",
  },
  invalid_phone_number: {
    description: "The value is not a valid phone number.",
    explanation:
      "Sent when a phone number field holds a value that is not a phone number, such as one with letters or too few digits. Correct the number.",
    message: "is not a valid phone number",
    since: "0.1.0",
  },
  invalid_private_key: {
    description: "The private key is not in valid PEM format.",
    explanation:
      "Sent when a private key field holds text that is not a private key in PEM format. Send the key as PEM text, starting with a line such as `-----BEGIN PRIVATE KEY-----`.",
    message: "must be a private key in PEM format",
    since: "0.1.0",
  },
  invalid_request_code: {
    description: "The request code is not valid.",
    explanation:
      "Sent when the request code in the request is not valid, for instance because it was mistyped. Check the code and send it exactly as it was issued.",
    message: "is not a valid request code",
    since: "0.1.0",
  },
  invalid_role: {
    description: "The role is not valid for the operation.",
    explanation:
      "Sent when the request names a role that is not valid for this operation. Choose a role the operation accepts.",
    message: "is not a valid role for this operation",
    since: "0.1.0",
  },
  invalid_scheme_used_with_tenant_name_placeholder: {
    description: "The scheme of the URL is not permitted with a tenant name placeholder.",
    explanation:
      "Sent when a URL with a tenant name placeholder uses a scheme, the part before ://, that is not permitted with a placeholder. Use a scheme the operation permits, or remove the placeholder.",
    message: "uses a URL scheme that cannot be used with a tenant name placeholder",
    since: "0.1.0",
  },
  invalid_scope: {
    description: "The value is not a valid OAuth 2 scope.",
    explanation:
      'Sent when a scope field holds a value that is not an OAuth 2 scope, for instance one with double quotes or backslashes. Send scope names separated by single spaces, such as "openid profile".',
    message: "is not a valid OAuth 2 scope",
    since: "0.1.0",
  },
  invalid_semantic_version: {
    description: "The value is not a valid semantic version.",
    explanation:
      'Sent when a version field holds text that is not a semantic version, such as "1.2" or "v1.2.3". Send the major, minor and patch numbers separated by periods, such as "1.2.3".',
    message: "must be a semantic version, such as 1.2.3",
    since: "0.1.0",
  },
  invalid_status_transition: {
    description: "The request attempts to move an entity to a status that is not valid for it.",
    explanation:
      "Sent when the request moves an entity to a status it cannot reach from its current status. Check the entity's current status and move it only to a status allowed from there.",
    message: "cannot be changed to this status",
    since: "0.1.0",
  },
  invalid_tenant_name_placeholder_placement: {
    description: "The tenant name placeholder is in a place of the URL where it is not allowed.",
    explanation:
      "Sent when a URL holds the tenant name placeholder in a part of the URL where it is not allowed. Move the placeholder to a part where the operation allows it.",
    message: "has the tenant name placeholder in a place where it is not allowed",
    since: "0.1.0",
  },
  invalid_time_zone: {
    description: "The value is not a valid IANA time zone.",
    explanation:
      'Sent when a time zone field holds a value that is not an IANA time zone name, such as "Paris". Send a name such as "Europe/Paris" or "America/New_York".',
    message: "must be a valid IANA time zone, such as Europe/Paris",
    since: "0.1.0",
  },
  invalid_url_authority: {
    description: "The authority of the URL (its host and port) is not valid.",
    explanation:
      'Sent when the host or port of a URL is not valid, such as a host with spaces or a port above 65535. Correct the host and port, as in "https://example.com:8443".',
    message: "has an invalid host or port",
    since: "0.1.0",
  },
  invalid_url_path: {
    description: "The path of the URL is not valid.",
    explanation:
      "Sent when the path of a URL, the part after the host, is not valid, for instance because it holds spaces. Correct the path, writing a space as %20.",
    message: "has an invalid URL path",
    since: "0.1.0",
  },
  invalid_url_query: {
    description: "The query string of the URL is not valid.",
    explanation:
      "Sent when the query string of a URL, the part after the ?, is not valid, for instance because it holds spaces. Correct the query string, writing a space as %20.",
    message: "has an invalid URL query string",
    since: "0.1.0",
  },
  invalid_url_scheme: {
    description: "The scheme of the URL is not valid.",
    explanation:
      'Sent when the scheme of a URL, the part before ://, is not valid, such as "htps". Use a scheme the field accepts, such as https.',
    message: "has an invalid URL scheme",
    since: "0.1.0",
  },
  invalid_verification_code: {
    description: "The verification code is not valid.",
    explanation:
      "Sent when the verification code in the request is not valid, for instance because it was mistyped. Check the code, or ask for a new one.",
    message: "is not a valid verification code",
    since: "0.1.0",
  },
  invalid_wildcard_placement: {
    description: "A wildcard is in a place of the domain name where it is not allowed.",
    explanation:
      "Sent when a domain name holds a wildcard in a place where it is not allowed. Put the wildcard only where the operation allows it.",
    message: "has a wildcard in a place where it is not allowed",
    since: "0.1.0",
  },
  less_than_idle_timeout: {
    description: "The absolute timeout is less than the idle timeout.",
    explanation:
      "Sent when an absolute timeout is set shorter than the idle timeout it goes with. Make the absolute timeout at least the idle timeout, or lower the idle timeout.",
    message: "must not be less than the idle timeout",
    since: "0.1.0",
  },
  less_than_refresh_token_idle_lifetime: {
    description: "The client's refresh token absolute lifetime is less than its idle lifetime.",
    explanation:
      "Sent when a client's refresh token absolute lifetime is set shorter than its idle lifetime. Make the absolute lifetime at least the idle lifetime, or lower the idle lifetime.",
    message: "must not be less than the refresh token idle lifetime",
    since: "0.1.0",
  },
  lowercase_char_not_present: {
    description: "The password lacks a required lowercase character.",
    explanation:
      "Sent when a new password has no lowercase letter and the service requires one. Choose a password that contains at least one lowercase letter.",
    message: "must contain at least one lowercase letter",
    since: "0.1.0",
  },
  not_active: {
    description: "The referenced entity is not active but must be.",
    explanation:
      "Sent when the request refers to an entity that is not active, where the operation needs an active one. Activate the entity first, or refer to one that is active.",
    message: "is not active",
    since: "0.1.0",
  },
  not_alphanumeric: {
    description:
      "The value contains characters other than letters and digits where only letters and digits are allowed.",
    explanation:
      'Sent when a field that takes only letters and digits holds other characters, such as spaces, hyphens or underscores, as in "my-app". Remove those characters, as in "myapp".',
    message: "must contain only letters and digits",
    since: "0.1.0",
  },
  not_false: {
    description: "The boolean is true where false is required.",
    explanation:
      "Sent when a true-or-false field is true where the operation requires false. Send false for that field.",
    message: "must be false",
    since: "0.1.0",
  },
  not_empty: {
    description: "The collection is not empty where it must be empty.",
    explanation: "Sent when a list or an object that must be empty holds elements. Send it empty, such as `[]`.",
    message: "must be empty",
    since: "0.1.0",
  },
  not_pending_activation: {
    description: "The status of the user is not pending activation.",
    explanation:
      "Sent when the operation needs a user whose status is pending activation and the user's status is another, for instance because the user is already activated. Check the user's status; the operation does not apply to this user.",
    message: "is not pending activation",
    since: "0.1.0",
  },
  not_subdomain_of_public_suffix: {
    description: "The domain is not a subdomain of a public suffix.",
    explanation:
      'Sent when a domain is not a subdomain of a public suffix such as "com" or "co.uk", for instance a bare suffix such as "co.uk" itself. Send a domain registered under a public suffix, such as "example.co.uk".',
    message: "must be a subdomain of a public suffix",
    since: "0.1.0",
  },
  not_true: {
    description: "The boolean is false where true is required.",
    explanation:
      "Sent when a true-or-false field is false where the operation requires true. Send true for that field.",
    message: "must be true",
    since: "0.1.0",
  },
  password_breached: {
    description: "The password was found in a data set of breached passwords.",
    explanation:
      "Sent when a new password appears in a known set of passwords leaked in data breaches, so attackers may try it. Choose another password, one not used elsewhere.",
    message: "has appeared in a data breach; choose another password",
    since: "0.1.0",
  },
  password_unchanged: {
    description: "The changed password equals the previous one.",
    explanation:
      "Sent when a password change gives the current password as the new one. Choose a new password that differs from the current one.",
    message: "must differ from the current password",
    since: "0.1.0",
  },
  password_verification_not_enabled: {
    description: "The identity provider supports password verification but has it disabled.",
    explanation:
      "Sent when the request relies on password verification with an identity provider that supports it but has it disabled. Enable password verification for the identity provider, or authenticate another way.",
    message: "cannot be used: password verification is disabled for this identity provider",
    since: "0.1.0",
  },
  password_verification_not_supported: {
    description: "The identity provider does not support password verification.",
    explanation:
      "Sent when the request relies on password verification with an identity provider that cannot verify passwords. Use an identity provider that supports it, or authenticate another way.",
    message: "cannot be used: this identity provider does not support password verification",
    since: "0.1.0",
  },
  past_or_present: {
    description: "The date or time is in the past or present where one in the future is required.",
    explanation:
      "Sent when a date or time that must lie in the future, such as an expiry date, is now or in the past. Send a later date or time.",
    message: "must be in the future",
    since: "0.1.0",
  },
  pending_activation: {
    description: "The user is pending activation where a state other than pending activation is required.",
    explanation:
      "Sent when the operation needs a user who is no longer pending activation and the user has not been activated yet. Complete the user's activation first, then repeat the request.",
    message: "is pending activation",
    since: "0.1.0",
  },
  redirect_urls_not_supported: {
    description: "Redirect URL resolution was requested for an identity provider that does not support it.",
    explanation:
      "Sent when the request asks an identity provider to resolve redirect URLs and that identity provider cannot do so. Do not ask for redirect URLs with this identity provider, or use one that supports them.",
    message: "is not supported: the identity provider cannot resolve redirect URLs",
    since: "0.1.0",
  },
  role_not_found: {
    description: "The role does not exist.",
    explanation:
      "Sent when the request names a role that does not exist, for instance because it was mistyped or deleted. Check the role, or create it first.",
    message: "refers to a role that does not exist",
    since: "0.1.0",
  },
  special_char_not_present: {
    description: "The password lacks a required special character.",
    explanation:
      'Sent when a new password has no special character, one that is neither a letter nor a digit, such as "!" or "#", and the service requires one. Choose a password that contains at least one.',
    message: "must contain at least one special character",
    since: "0.1.0",
  },
  phone_number_value_not_allowed: {
    description: "The value is a phone number where a value that is not a phone number is required.",
    explanation:
      'Sent when a field that must not hold a phone number gets one, such as "+14155550100". Send a value that is not a phone number.',
    message: "must not be a phone number",
    since: "0.1.0",
  },
  tenant_name_placeholder_not_allowed: {
    description: "A tenant name placeholder is used in a URL that forbids it.",
    explanation:
      "Sent when a URL that may not hold a tenant name placeholder holds one. Remove the placeholder from the URL.",
    message: "must not contain a tenant name placeholder",
    since: "0.1.0",
  },
  too_far_into_past: {
    attributes: ["maxPastOffset"],
    description: "The date or time is too far in the past.",
    explanation:
      "Sent when a date or time lies further in the past than the field allows. `maxPastOffset` gives how far back it may lie, as an ISO 8601 duration such as P1Y (one year), when the service names it; send a later date or time.",
    message: {
      "": "is too far in the past",
      maxPastOffset: "must not be more than {maxPastOffset} in the past",
    },
    since: "0.1.0",
  },
  too_far_into_future: {
    attributes: ["maxFutureOffset"],
    description: "The date or time is too far in the future.",
    explanation:
      "Sent when a date or time lies further in the future than the field allows. `maxFutureOffset` gives how far ahead it may lie, as an ISO 8601 duration such as P30D (30 days), when the service names it; send an earlier date or time.",
    message: {
      "": "is too far in the future",
      maxFutureOffset: "must not be more than {maxFutureOffset} in the future",
    },
    since: "0.1.0",
  },
  type_disallowed_for_global_tenant: {
    description: "The type of the entity is not allowed for a global tenant.",
    explanation:
      "Sent when the request gives an entity a type that is not allowed for a global tenant. Choose a type allowed for a global tenant, or use a tenant that is not global.",
    message: "is a type that is not allowed for a global tenant",
    since: "0.1.0",
  },
  unknown: {
    attributes: ["allowedValues"],
    description: "The value is not a known value of the enumeration.",
    explanation:
      "Sent when a field that takes one of a fixed set of values gets a value the service does not know, such as a misspelled one. `allowedValues` lists the known values when the service names them; send one of those.",
    message: {
      "": "is not a known value",
      allowedValues: "must be one of {allowedValues, list, or}",
    },
    since: "0.1.0",
  },
  unsupported_destination_attribute: {
    description: "The identity provider does not support the destination attribute.",
    explanation:
      "Sent when the request names a destination attribute that the identity provider does not support. Use a destination attribute that the identity provider supports.",
    message: "is not a destination attribute this identity provider supports",
    since: "0.1.0",
  },
  unsupported_identity_provider_name: {
    description: "The name does not refer to a supported identity provider.",
    explanation:
      "Sent when the request names an identity provider that is not supported, for instance because the name was mistyped. Use the name of a supported identity provider.",
    message: "is not the name of a supported identity provider",
    since: "0.1.0",
  },
  uppercase_char_not_present: {
    description: "The password lacks a required uppercase character.",
    explanation:
      "Sent when a new password has no uppercase letter and the service requires one. Choose a password that contains at least one uppercase letter.",
    message: "must contain at least one uppercase letter",
    since: "0.1.0",
  },
  url_contained_fragment: {
    description: "The URL contains a fragment where none is allowed.",
    explanation:
      'Sent when a URL has a fragment, the part after #, such as "https://example.com/callback#top", where none is allowed. Remove the # and everything after it.',
    message: "must not contain a fragment (#...)",
    since: "0.1.0",
  },
  url_contained_http_scheme: {
    description: "The URL uses HTTP instead of HTTPS.",
    explanation:
      'Sent when a URL starts with "http://" where the field requires a secure URL. Use the "https://" form of the URL.',
    message: "must use https, not http",
    since: "0.1.0",
  },
  url_contained_ip_address: {
    description: "The host of the URL is an IP address instead of a domain name.",
    explanation:
      'Sent when the host of a URL is an IP address, such as "https://192.0.2.1/", where a domain name is required. Use the URL with a domain name, such as "https://example.com/".',
    message: "must use a domain name, not an IP address",
    since: "0.1.0",
  },
  url_contained_loopback_address: {
    description: "The URL contains a loopback address where none is allowed.",
    explanation:
      'Sent when a URL points to a loopback address, the local machine itself, such as "http://127.0.0.1:8080", where that is not allowed. Use an address that the service can reach.',
    message: "must not point to a loopback address",
    since: "0.1.0",
  },
  url_contained_query_parameters: {
    description: "The URL contains query parameters where none are allowed.",
    explanation:
      'Sent when a URL has query parameters, the part after ?, such as "https://example.com/callback?state=1", where none are allowed. Remove the ? and everything after it.',
    message: "must not contain query parameters",
    since: "0.1.0",
  },
  url_contained_user_info: {
    description: "The URL contains user information where none is allowed.",
    explanation:
      'Sent when a URL holds a user name or password before the host, such as "https://ann:secret@example.com", where none is allowed. Remove that part, up to and including the @.',
    message: "must not contain a user name or password",
    since: "0.1.0",
  },
  url_domain_name_too_long: {
    attributes: ["maxLength"],
    description: "The domain name of the URL is too long.",
    explanation:
      "Sent when the domain name of a URL has more characters than allowed. `maxLength` gives the limit when the service names it; use a URL with a shorter domain name.",
    message: {
      "": "has a domain name that is too long",
      maxLength:
        "{maxLength, plural, one {must have a domain name of at most # character} other {must have a domain name of at most # characters}}",
    },
    since: "0.1.0",
  },
  url_too_long_for_use_with_tenant_name_placeholder: {
    description: "The URL, which has a tenant name placeholder, exceeds the maximum length.",
    explanation:
      "Sent when a URL that holds a tenant name placeholder is longer than the maximum length for such URLs. Shorten the URL.",
    message: "is too long to be used with a tenant name placeholder",
    since: "0.1.0",
  },
  wildcard_domain_suffix_too_long: {
    description: "The suffix of the wildcard domain is too long.",
    explanation:
      'Sent when the part of a wildcard domain after the wildcard, such as "example.com" in "*.example.com", is longer than allowed. Use a shorter domain.',
    message: "has a wildcard domain suffix that is too long",
    since: "0.1.0",
  },
  wildcard_not_allowed_in_ip_address: {
    description: "A wildcard is used inside an IP address, where it is not allowed.",
    explanation:
      'Sent when an IP address holds a wildcard, such as "192.0.2.*", where none is allowed. Give the full address without a wildcard.',
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
