/**
 * German messages, the subpath `api-error-model/messages/de`: pass its `de`
 * as `{ locale: de }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * German (`de`): the whole catalogue, for `{ locale: de }`.
 *
 * @public
 */
export const de: Locale = {
  tag: "de",
  violations: {
    after_end_date: () => "darf nicht nach dem Enddatum liegen",
    application_redirect_urls_not_supported: () =>
      "wird nicht unterstützt: Der Identitätsanbieter kann keine Anwendungs-Weiterleitungs-URLs auflösen",
    blank: () => "darf nicht leer sein",
    consumer_tenant_id_not_allowed: () => "muss die Mandanten-ID einer Organisation sein, nicht die der Privatkunden",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `darf ${disallowed} nicht enthalten und nur ${allowed} enthalten`;
      }
      if (disallowed !== undefined) return `darf ${disallowed} nicht enthalten`;
      if (allowed !== undefined) return `darf nur ${allowed} enthalten`;
      return "enthält ein nicht erlaubtes Element";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "enthält einen ungültigen Feldnamen"
        : `enthält den ungültigen Feldnamen „${f.text(a.invalidFieldName)}“`,
    contained_nested_arrays: () => "darf keine verschachtelten Arrays enthalten",
    digit_not_present: () => "muss mindestens eine Ziffer enthalten",
    disabled: () => "ist deaktiviert",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "ist kein erlaubter Wert" : `muss ${allowed} sein`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "verwendet einen Operator, den das Attribut nicht erlaubt"
          : `verwendet einen Operator, den das Attribut nicht erlaubt; verwenden Sie ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `verwendet einen Operator, den „${name}“ nicht erlaubt`
        : `muss „${name}“ mit ${allowed} vergleichen`;
    },
    duplicate_elements: () => "darf keine Duplikate enthalten",
    duplicate_tenant_name_placeholders: () => "darf höchstens einen Platzhalter für den Mandantennamen enthalten",
    duplicate_wildcards: () => "darf höchstens ein Platzhalterzeichen enthalten",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "ist länger als erlaubt"
        : `darf nicht länger als ${f.duration(a.maxDuration)} sein`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "ist kürzer als erlaubt"
        : `darf nicht kürzer als ${f.duration(a.minDuration)} sein`,
    email_domain_not_allowed: () => "verwendet eine nicht erlaubte E-Mail-Domain",
    email_domain_not_verified: () => "verwendet eine nicht verifizierte E-Mail-Domain",
    email_not_permitted: () => "ist keine zulässige E-Mail-Adresse",
    email_not_verified: () => "ist nicht verifiziert, daher kann keine E-Mail daran gesendet werden",
    email_unchanged: () => "muss sich von der aktuellen E-Mail-Adresse unterscheiden",
    email_value_not_allowed: () => "darf keine E-Mail-Adresse sein",
    enablement_not_allowed: () => "kann nicht aktiviert werden",
    empty: () => "darf nicht leer sein",
    expired: () => "ist abgelaufen",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "hat nicht das erwartete Format"
        : `muss dem Muster ${f.text(a.regexPattern)} entsprechen`,
    future: () => "darf nicht in der Zukunft liegen",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "ist zu groß";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `muss kleiner als ${max.bound} sein` : `darf höchstens ${max.bound} sein`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "darf nicht größer als die absolute Lebensdauer des Aktualisierungstokens sein",
    greater_than_absolute_timeout: () => "darf nicht größer als das absolute Zeitlimit sein",
    illegal_domain_suffix: () => "hat ein nicht erlaubtes Domain-Suffix",
    illegal_role_assignment: () => "weist eine Rolle zu, die hier nicht vergeben werden darf",
    immutable: () => "kann nicht geändert werden",
    inactive: () => "ist inaktiv",
    invalid_action_link_lifetime_unit: () =>
      "ist keine gültige Einheit für die Gültigkeitsdauer eines E-Mail-Aktionslinks",
    invalid_auth_factor_combination: () => "ist keine gültige Kombination von Authentifizierungsfaktoren",
    invalid_auth_session_code: () => "ist kein gültiger Code der Anmeldesitzung",
    invalid_auth_session_token: () => "ist kein gültiges Sitzungstoken",
    invalid_authorization_code: () => "ist kein gültiger Autorisierungscode",
    invalid_authorization_request_token: () => "ist kein gültiges Token der Autorisierungsanfrage",
    invalid_client_type: () => "verweist auf einen Client des falschen Typs",
    invalid_code_point: () => "enthält ein ungültiges Unicode-Zeichen",
    invalid_date: () => "muss ein gültiges Datum nach ISO 8601 sein, etwa 2024-01-31",
    invalid_date_time: () => "muss ein gültiger Zeitpunkt nach ISO 8601 sein, etwa 2024-01-31T12:00:00Z",
    invalid_directionality: () =>
      "mischt Text von links nach rechts und von rechts nach links auf nicht erlaubte Weise",
    invalid_display_name_for_identity_provider_type: () =>
      "ist kein gültiger Anzeigename für diesen Typ von Identitätsanbieter",
    invalid_domain_name: () => "ist kein gültiger Domainname",
    invalid_domain_name_label: () => "ist kein gültiger Teil eines Domainnamens",
    invalid_duration: () => "muss eine gültige Dauer nach ISO 8601 sein, etwa PT30M",
    invalid_e164_phone_number: () => "muss eine Telefonnummer im Format E.164 sein, etwa +14155550100",
    invalid_email: () => "ist keine gültige E-Mail-Adresse",
    invalid_email_auth_code: () => "ist kein gültiger E-Mail-Authentifizierungscode",
    invalid_epoch_timestamp: () => "ist kein gültiger Zeitstempel",
    invalid_external_idp_auth_code: () => "ist kein gültiger Authentifizierungscode des externen Identitätsanbieters",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "vergleicht ein Attribut mit einem Wert des falschen Typs"
          : `vergleicht ein Attribut mit einem Wert, der nicht vom Typ ${f.text(a.valueType)} ist`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `vergleicht „${name}“ mit einem Wert des falschen Typs`
        : `muss „${name}“ mit einem Wert vom Typ ${f.text(a.valueType)} vergleichen`;
    },
    invalid_identity_provider_type: () => "verweist auf einen Identitätsanbieter des falschen Typs",
    invalid_invite_code: () => "ist kein gültiger Einladungscode",
    invalid_ip_address: () => "ist keine gültige IP-Adresse",
    invalid_locale: () => "muss ein gültiges Sprach-Tag nach BCP 47 sein, etwa de-DE",
    invalid_name_for_identity_provider_type: () => "ist kein gültiger Name für diesen Typ von Identitätsanbieter",
    invalid_owner_type: () => "hat einen nicht erlaubten Eigentümertyp",
    invalid_password_reset_code: () => "ist kein gültiger Code zum Zurücksetzen des Passworts",
    invalid_path_expression: () => "muss ein Pfad aus durch Punkte getrennten Feldnamen sein",
    invalid_pem_certificate: () => "muss ein Zertifikat im PEM-Format sein",
    invalid_phone_number: () => "ist keine gültige Telefonnummer",
    invalid_private_key: () => "muss ein privater Schlüssel im PEM-Format sein",
    invalid_request_code: () => "ist kein gültiger Anfragecode",
    invalid_role: () => "ist keine gültige Rolle für diesen Vorgang",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "verwendet ein URL-Schema, das nicht mit einem Platzhalter für den Mandantennamen verwendet werden kann",
    invalid_scope: () => "ist kein gültiger OAuth-2-Bereich",
    invalid_semantic_version: () => "muss eine semantische Version sein, etwa 1.2.3",
    invalid_status_transition: () => "kann nicht in diesen Status geändert werden",
    invalid_tenant_name_placeholder_placement: () =>
      "hat den Platzhalter für den Mandantennamen an einer nicht erlaubten Stelle",
    invalid_time_zone: () => "muss eine gültige IANA-Zeitzone sein, etwa Europe/Berlin",
    invalid_token: () => "ist kein gültiges Token",
    invalid_url: () => "ist keine gültige URL",
    invalid_url_authority: () => "hat einen ungültigen Host oder Port",
    invalid_url_path: () => "hat einen ungültigen URL-Pfad",
    invalid_url_query: () => "hat eine ungültige URL-Abfrage",
    invalid_url_scheme: () => "hat ein ungültiges URL-Schema",
    invalid_verification_code: () => "ist kein gültiger Bestätigungscode",
    invalid_wildcard_placement: () => "hat ein Platzhalterzeichen an einer nicht erlaubten Stelle",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "ist zu klein";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `muss größer als ${min.bound} sein` : `muss mindestens ${min.bound} sein`;
    },
    less_than_idle_timeout: () => "darf nicht kleiner als das Leerlauf-Zeitlimit sein",
    less_than_refresh_token_idle_lifetime: () =>
      "darf nicht kleiner als die Leerlauf-Lebensdauer des Aktualisierungstokens sein",
    lowercase_char_not_present: () => "muss mindestens einen Kleinbuchstaben enthalten",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "belegt zu viele Bytes"
        : f.count(a.maxByteLength, { one: "darf höchstens # Byte belegen", other: "darf höchstens # Bytes belegen" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "hat zu viele Felder"
        : f.count(a.maxFieldCount, { one: "darf höchstens # Feld haben", other: "darf höchstens # Felder haben" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "ist zu tief verschachtelt"
        : f.count(a.maxNestingDepth, {
            one: "darf höchstens # Ebene tief verschachtelt sein",
            other: "darf höchstens # Ebenen tief verschachtelt sein",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "es fehlt ein erforderliches Element" : `muss ${required} enthalten`;
    },
    not_active: () => "ist nicht aktiv",
    not_alphanumeric: () => "darf nur Buchstaben und Ziffern enthalten",
    not_false: () => "muss falsch sein",
    not_empty: () => "muss leer sein",
    not_found: () => "existiert nicht",
    not_json_object: () => "muss ein JSON-Objekt sein",
    not_null: () => "muss null sein",
    not_pending_activation: () => "wartet nicht auf Aktivierung",
    not_subdomain_of_public_suffix: () => "muss eine Subdomain eines öffentlichen Suffixes sein",
    not_true: () => "muss wahr sein",
    not_undefined: () => "darf nicht angegeben werden",
    not_unique: () => "wird bereits verwendet",
    null: () => "darf nicht null sein",
    password_breached: () => "ist in einem Datenleck aufgetaucht; bitte wählen Sie ein anderes Passwort",
    password_unchanged: () => "muss sich vom aktuellen Passwort unterscheiden",
    password_verification_not_enabled: () =>
      "kann nicht verwendet werden: Die Passwortprüfung ist für diesen Identitätsanbieter deaktiviert",
    password_verification_not_supported: () =>
      "kann nicht verwendet werden: Dieser Identitätsanbieter unterstützt keine Passwortprüfung",
    past_or_present: () => "muss in der Zukunft liegen",
    pending_activation: () => "wartet auf Aktivierung",
    redirect_urls_not_supported: () =>
      "wird nicht unterstützt: Der Identitätsanbieter kann keine Weiterleitungs-URLs auflösen",
    role_not_found: () => "verweist auf eine Rolle, die nicht existiert",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "hat zu viele Elemente"
        : f.count(a.maxSize, { one: "darf höchstens # Element haben", other: "darf höchstens # Elemente haben" }),
    special_char_not_present: () => "muss mindestens ein Sonderzeichen enthalten",
    phone_number_value_not_allowed: () => "darf keine Telefonnummer sein",
    tenant_name_placeholder_not_allowed: () => "darf keinen Platzhalter für den Mandantennamen enthalten",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "liegt zu weit in der Vergangenheit"
        : `darf höchstens ${f.duration(a.maxPastOffset)} in der Vergangenheit liegen`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "liegt zu weit in der Zukunft"
        : `darf höchstens ${f.duration(a.maxFutureOffset)} in der Zukunft liegen`,
    too_long: (a, f) =>
      a.maxLength === undefined ? "ist zu lang" : f.count(a.maxLength, { other: "darf höchstens # Zeichen lang sein" }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "ist zu kurz"
        : f.count(a.minLength, { other: "muss mindestens # Zeichen lang sein" }),
    type_disallowed_for_global_tenant: () => "ist ein Typ, der für einen globalen Mandanten nicht erlaubt ist",
    undefined: () => "ist erforderlich",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "ist kein bekannter Wert" : `muss ${allowed} sein`;
    },
    unsupported_destination_attribute: () => "ist kein Zielattribut, das dieser Identitätsanbieter unterstützt",
    unsupported_identity_provider_name: () => "ist nicht der Name eines unterstützten Identitätsanbieters",
    unsupported_path_expression: () => "ist kein unterstützter Pfad",
    uppercase_char_not_present: () => "muss mindestens einen Großbuchstaben enthalten",
    url_contained_fragment: () => "darf kein Fragment (#...) enthalten",
    url_contained_http_scheme: () => "muss https verwenden, nicht http",
    url_contained_ip_address: () => "muss einen Domainnamen verwenden, keine IP-Adresse",
    url_contained_loopback_address: () => "darf nicht auf eine Loopback-Adresse verweisen",
    url_contained_query_parameters: () => "darf keine Abfrageparameter enthalten",
    url_contained_user_info: () => "darf keinen Benutzernamen und kein Passwort enthalten",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "hat einen zu langen Domainnamen"
        : f.count(a.maxLength, { other: "darf einen Domainnamen von höchstens # Zeichen haben" }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "ist zu lang, um mit einem Platzhalter für den Mandantennamen verwendet zu werden",
    wildcard_domain_suffix_too_long: () => "hat ein zu langes Platzhalter-Domain-Suffix",
    wildcard_not_allowed_in_ip_address: () => "darf in einer IP-Adresse kein Platzhalterzeichen enthalten",
  },
  baseErrors: {
    user_not_found: () => "Der Benutzer wurde nicht gefunden.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Der Bestätigungscode ist ungültig.";
      }
      if (attempts === 0) return "Der Bestätigungscode ist ungültig; es sind keine Versuche mehr übrig.";
      return f.count(attempts, {
        one: "Der Bestätigungscode ist ungültig; noch # Versuch übrig.",
        other: "Der Bestätigungscode ist ungültig; noch # Versuche übrig.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text =
        parameter === undefined ? "Die Anfrage ist ungültig" : `Der Parameter ${f.text(parameter)} ist ungültig`;
      if (position !== undefined) text += ` an Position ${f.number(String(position))}`;
      if (expected !== undefined) text += `: erwartet ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} gefunden ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Ein unerwarteter Fehler ist aufgetreten.",
    unauthorized: () => "Eine Authentifizierung ist erforderlich.",
    forbidden: () => "Die Anfrage ist nicht erlaubt.",
    not_found: () => "Die Ressource wurde nicht gefunden.",
    method_not_allowed: () => "Die Methode ist für diese Ressource nicht erlaubt.",
    not_acceptable: () => "Es ist keine akzeptable Darstellung verfügbar.",
    request_timeout: () => "Die Anfrage ist nicht rechtzeitig eingetroffen.",
    conflict: () => "Die Anfrage steht im Konflikt mit dem aktuellen Zustand der Ressource.",
    gone: () => "Die Ressource ist nicht mehr verfügbar.",
    length_required: () => "Die Anfrage muss ihre Länge angeben.",
    precondition_failed: () => "Eine Vorbedingung der Anfrage ist nicht erfüllt.",
    payload_too_large: () => "Der Anfragekörper ist zu groß.",
    uri_too_long: () => "Der Anfrage-URI ist zu lang.",
    unsupported_media_type: () => "Der Medientyp des Anfragekörpers wird nicht unterstützt.",
    range_not_satisfiable: () => "Der angeforderte Bereich kann nicht geliefert werden.",
    unprocessable_content: () => "Der Anfragekörper kann nicht verarbeitet werden.",
    too_many_requests: () => "Zu viele Anfragen; versuchen Sie es später erneut.",
    request_header_fields_too_large: () => "Die Header der Anfrage sind zu groß.",
    client_error: () => "Die Anfrage kann nicht beantwortet werden.",
    route_not_found: () => "Keine Operation passt zu Methode und Pfad der Anfrage.",
    service_unavailable: () => "Der Dienst ist vorübergehend nicht verfügbar; versuchen Sie es später erneut.",
    bad_gateway: () => "Das Gateway hat keine gültige Antwort vom Dienst erhalten; versuchen Sie es später erneut.",
    gateway_timeout: () =>
      "Das Gateway hat nicht rechtzeitig eine Antwort vom Dienst erhalten; versuchen Sie es später erneut.",
    mfa_challenge_not_found: () => "Die MFA-Challenge wurde nicht gefunden.",
  },
  phrases: {
    wholeBody: "(Anfragekörper)",
    wholeRequest: "(Anfrage)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `ist ungültig (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "Der Anfragekörper verletzt Einschränkungen.",
      request_constraint_violations: "Die Anfrage verletzt Einschränkungen.",
    },
    requestFailed: (code) => `Die Anfrage ist fehlgeschlagen (${code}).`,
  },
};
