/**
 * Dutch messages, the subpath `api-error-model/messages/nl`: pass its `nl`
 * as `{ locale: nl }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Dutch (`nl`): the whole catalogue, for `{ locale: nl }`.
 *
 * @public
 */
export const nl: Locale = {
  tag: "nl",
  violations: {
    after_end_date: () => "mag niet na de einddatum liggen",
    application_redirect_urls_not_supported: () =>
      "wordt niet ondersteund: de identiteitsprovider kan geen omleidings-URL's van applicaties verwerken",
    blank: () => "mag niet leeg zijn",
    consumer_tenant_id_not_allowed: () => "moet de tenant-ID van een organisatie zijn, niet die van consumenten",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `mag geen ${disallowed} bevatten en mag alleen ${allowed} bevatten`;
      }
      if (disallowed !== undefined) return `mag geen ${disallowed} bevatten`;
      if (allowed !== undefined) return `mag alleen ${allowed} bevatten`;
      return "bevat een element dat niet is toegestaan";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "bevat een ongeldige veldnaam"
        : `bevat de ongeldige veldnaam ‘${f.text(a.invalidFieldName)}’`,
    contained_nested_arrays: () => "mag geen geneste arrays bevatten",
    digit_not_present: () => "moet minstens één cijfer bevatten",
    disabled: () => "is uitgeschakeld",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "is geen toegestane waarde" : `moet ${allowed} zijn`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "gebruikt een operator die het attribuut niet toestaat"
          : `gebruikt een operator die het attribuut niet toestaat; gebruik ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `gebruikt een operator die ‘${name}’ niet toestaat`
        : `moet ‘${name}’ vergelijken met ${allowed}`;
    },
    duplicate_elements: () => "mag geen dubbele waarden bevatten",
    duplicate_tenant_name_placeholders: () => "mag maximaal één tijdelijke aanduiding voor de tenantnaam bevatten",
    duplicate_wildcards: () => "mag maximaal één jokerteken bevatten",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "is langer dan toegestaan"
        : `mag niet langer zijn dan ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "is korter dan toegestaan"
        : `mag niet korter zijn dan ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "gebruikt een e-maildomein dat niet is toegestaan",
    email_domain_not_verified: () => "gebruikt een e-maildomein dat niet is geverifieerd",
    email_not_permitted: () => "is geen toegestaan e-mailadres",
    email_not_verified: () => "is niet geverifieerd, dus er kan geen e-mail naartoe worden verzonden",
    email_unchanged: () => "moet verschillen van het huidige e-mailadres",
    email_value_not_allowed: () => "mag geen e-mailadres zijn",
    enablement_not_allowed: () => "kan niet worden ingeschakeld",
    empty: () => "mag niet leeg zijn",
    expired: () => "is verlopen",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "heeft niet de verwachte indeling"
        : `moet overeenkomen met het patroon ${f.text(a.regexPattern)}`,
    future: () => "mag niet in de toekomst liggen",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "is te groot";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `moet kleiner zijn dan ${max.bound}` : `mag maximaal ${max.bound} zijn`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "mag niet groter zijn dan de absolute levensduur van het vernieuwingstoken",
    greater_than_absolute_timeout: () => "mag niet groter zijn dan de absolute time-out",
    illegal_domain_suffix: () => "heeft een domeinachtervoegsel dat niet is toegestaan",
    illegal_role_assignment: () => "wijst een rol toe die hier niet mag worden toegekend",
    immutable: () => "kan niet worden gewijzigd",
    inactive: () => "is inactief",
    invalid_action_link_lifetime_unit: () => "is geen geldige eenheid voor de geldigheidsduur van een e-mailactielink",
    invalid_auth_factor_combination: () => "is geen geldige combinatie van verificatiefactoren",
    invalid_auth_session_code: () => "is geen geldige code van de aanmeldsessie",
    invalid_auth_session_token: () => "is geen geldig sessietoken",
    invalid_authorization_code: () => "is geen geldige autorisatiecode",
    invalid_authorization_request_token: () => "is geen geldig token van de autorisatieaanvraag",
    invalid_client_type: () => "verwijst naar een client van het verkeerde type",
    invalid_code_point: () => "bevat een ongeldig Unicode-teken",
    invalid_date: () => "moet een geldige datum volgens ISO 8601 zijn, zoals 2024-01-31",
    invalid_date_time: () => "moet een geldige datum en tijd volgens ISO 8601 zijn, zoals 2024-01-31T12:00:00Z",
    invalid_directionality: () =>
      "combineert tekst van links naar rechts en van rechts naar links op een manier die niet is toegestaan",
    invalid_display_name_for_identity_provider_type: () =>
      "is geen geldige weergavenaam voor dit type identiteitsprovider",
    invalid_domain_name: () => "is geen geldige domeinnaam",
    invalid_domain_name_label: () => "is geen geldig deel van een domeinnaam",
    invalid_duration: () => "moet een geldige duur volgens ISO 8601 zijn, zoals PT30M",
    invalid_e164_phone_number: () => "moet een telefoonnummer in E.164-indeling zijn, zoals +14155550100",
    invalid_email: () => "is geen geldig e-mailadres",
    invalid_email_auth_code: () => "is geen geldige verificatiecode per e-mail",
    invalid_epoch_timestamp: () => "is geen geldige tijdstempel",
    invalid_external_idp_auth_code: () => "is geen geldige verificatiecode van de externe identiteitsprovider",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "vergelijkt een attribuut met een waarde van het verkeerde type"
          : `vergelijkt een attribuut met een waarde die niet van het type ${f.text(a.valueType)} is`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `vergelijkt ‘${name}’ met een waarde van het verkeerde type`
        : `moet ‘${name}’ vergelijken met een waarde van het type ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "verwijst naar een identiteitsprovider van het verkeerde type",
    invalid_invite_code: () => "is geen geldige uitnodigingscode",
    invalid_ip_address: () => "is geen geldig IP-adres",
    invalid_locale: () => "moet een geldige taalcode volgens BCP 47 zijn, zoals nl-NL",
    invalid_name_for_identity_provider_type: () => "is geen geldige naam voor dit type identiteitsprovider",
    invalid_owner_type: () => "heeft een type eigenaar dat niet is toegestaan",
    invalid_password_reset_code: () => "is geen geldige code om het wachtwoord opnieuw in te stellen",
    invalid_path_expression: () => "moet een pad zijn van veldnamen, gescheiden door punten",
    invalid_pem_certificate: () => "moet een certificaat in PEM-indeling zijn",
    invalid_phone_number: () => "is geen geldig telefoonnummer",
    invalid_private_key: () => "moet een persoonlijke sleutel in PEM-indeling zijn",
    invalid_request_code: () => "is geen geldige aanvraagcode",
    invalid_role: () => "is geen geldige rol voor deze bewerking",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "gebruikt een URL-schema dat niet samen met een tijdelijke aanduiding voor de tenantnaam kan worden gebruikt",
    invalid_scope: () => "is geen geldig OAuth 2-bereik",
    invalid_semantic_version: () => "moet een semantisch versienummer zijn, zoals 1.2.3",
    invalid_status_transition: () => "kan niet naar deze status worden gewijzigd",
    invalid_tenant_name_placeholder_placement: () =>
      "heeft de tijdelijke aanduiding voor de tenantnaam op een plek waar die niet is toegestaan",
    invalid_time_zone: () => "moet een geldige IANA-tijdzone zijn, zoals Europe/Amsterdam",
    invalid_token: () => "is geen geldig token",
    invalid_url: () => "is geen geldige URL",
    invalid_url_authority: () => "heeft een ongeldige host of poort",
    invalid_url_path: () => "heeft een ongeldig URL-pad",
    invalid_url_query: () => "heeft een ongeldige URL-querystring",
    invalid_url_scheme: () => "heeft een ongeldig URL-schema",
    invalid_verification_code: () => "is geen geldige verificatiecode",
    invalid_wildcard_placement: () => "heeft een jokerteken op een plek waar dat niet is toegestaan",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "is te klein";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `moet groter zijn dan ${min.bound}` : `moet minimaal ${min.bound} zijn`;
    },
    less_than_idle_timeout: () => "mag niet kleiner zijn dan de time-out bij inactiviteit",
    less_than_refresh_token_idle_lifetime: () =>
      "mag niet kleiner zijn dan de levensduur bij inactiviteit van het vernieuwingstoken",
    lowercase_char_not_present: () => "moet minstens één kleine letter bevatten",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "neemt te veel bytes in beslag"
        : f.count(a.maxByteLength, { one: "mag maximaal # byte groot zijn", other: "mag maximaal # bytes groot zijn" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "heeft te veel velden"
        : f.count(a.maxFieldCount, { one: "mag maximaal # veld hebben", other: "mag maximaal # velden hebben" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "is te diep genest"
        : f.count(a.maxNestingDepth, {
            one: "mag niet dieper dan # niveau genest zijn",
            other: "mag niet dieper dan # niveaus genest zijn",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "mist een verplicht element" : `moet ${required} bevatten`;
    },
    not_active: () => "is niet actief",
    not_alphanumeric: () => "mag alleen letters en cijfers bevatten",
    not_false: () => "moet onwaar zijn",
    not_empty: () => "moet leeg zijn",
    not_found: () => "bestaat niet",
    not_json_object: () => "moet een JSON-object zijn",
    not_null: () => "moet null zijn",
    not_pending_activation: () => "wacht niet op activering",
    not_subdomain_of_public_suffix: () => "moet een subdomein van een openbaar achtervoegsel zijn",
    not_true: () => "moet waar zijn",
    not_undefined: () => "mag niet worden opgegeven",
    not_unique: () => "is al in gebruik",
    null: () => "mag niet null zijn",
    password_breached: () => "is aangetroffen in een datalek; kies een ander wachtwoord",
    password_unchanged: () => "moet verschillen van het huidige wachtwoord",
    password_verification_not_enabled: () =>
      "kan niet worden gebruikt: wachtwoordverificatie is uitgeschakeld voor deze identiteitsprovider",
    password_verification_not_supported: () =>
      "kan niet worden gebruikt: deze identiteitsprovider ondersteunt geen wachtwoordverificatie",
    past_or_present: () => "moet in de toekomst liggen",
    pending_activation: () => "wacht op activering",
    redirect_urls_not_supported: () =>
      "wordt niet ondersteund: de identiteitsprovider kan geen omleidings-URL's verwerken",
    role_not_found: () => "verwijst naar een rol die niet bestaat",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "heeft te veel elementen"
        : f.count(a.maxSize, { one: "mag maximaal # element hebben", other: "mag maximaal # elementen hebben" }),
    special_char_not_present: () => "moet minstens één speciaal teken bevatten",
    phone_number_value_not_allowed: () => "mag geen telefoonnummer zijn",
    tenant_name_placeholder_not_allowed: () => "mag geen tijdelijke aanduiding voor de tenantnaam bevatten",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "ligt te ver in het verleden"
        : `mag maximaal ${f.duration(a.maxPastOffset)} in het verleden liggen`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "ligt te ver in de toekomst"
        : `mag maximaal ${f.duration(a.maxFutureOffset)} in de toekomst liggen`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "is te lang"
        : f.count(a.maxLength, { one: "mag maximaal # teken lang zijn", other: "mag maximaal # tekens lang zijn" }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "is te kort"
        : f.count(a.minLength, { one: "moet minimaal # teken lang zijn", other: "moet minimaal # tekens lang zijn" }),
    type_disallowed_for_global_tenant: () => "is een type dat niet is toegestaan voor een globale tenant",
    undefined: () => "is verplicht",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "is geen bekende waarde" : `moet ${allowed} zijn`;
    },
    unsupported_destination_attribute: () => "is geen doelkenmerk dat deze identiteitsprovider ondersteunt",
    unsupported_identity_provider_name: () => "is niet de naam van een ondersteunde identiteitsprovider",
    unsupported_path_expression: () => "is geen ondersteund pad",
    uppercase_char_not_present: () => "moet minstens één hoofdletter bevatten",
    url_contained_fragment: () => "mag geen fragment (#...) bevatten",
    url_contained_http_scheme: () => "moet https gebruiken, niet http",
    url_contained_ip_address: () => "moet een domeinnaam gebruiken, geen IP-adres",
    url_contained_loopback_address: () => "mag niet naar een loopback-adres verwijzen",
    url_contained_query_parameters: () => "mag geen queryparameters bevatten",
    url_contained_user_info: () => "mag geen gebruikersnaam of wachtwoord bevatten",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "heeft een te lange domeinnaam"
        : f.count(a.maxLength, {
            one: "mag een domeinnaam van maximaal # teken hebben",
            other: "mag een domeinnaam van maximaal # tekens hebben",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "is te lang om samen met een tijdelijke aanduiding voor de tenantnaam te worden gebruikt",
    wildcard_domain_suffix_too_long: () => "heeft een te lang domeinachtervoegsel met jokerteken",
    wildcard_not_allowed_in_ip_address: () => "mag geen jokerteken in een IP-adres bevatten",
  },
  baseErrors: {
    user_not_found: () => "De gebruiker is niet gevonden.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "De verificatiecode is ongeldig.";
      }
      if (attempts === 0) return "De verificatiecode is ongeldig; er zijn geen pogingen meer over.";
      return f.count(attempts, {
        one: "De verificatiecode is ongeldig; er is nog # poging over.",
        other: "De verificatiecode is ongeldig; er zijn nog # pogingen over.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "De aanvraag is ongeldig" : `De parameter ${f.text(parameter)} is ongeldig`;
      if (position !== undefined) text += ` op positie ${f.number(String(position))}`;
      if (expected !== undefined) text += `: verwacht ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} gevonden ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Er is een onverwachte fout opgetreden.",
    unauthorized: () => "Authenticatie is vereist.",
    forbidden: () => "De aanvraag is niet toegestaan.",
    not_found: () => "De resource is niet gevonden.",
    method_not_allowed: () => "De methode is niet toegestaan voor deze resource.",
    not_acceptable: () => "Er is geen acceptabele representatie beschikbaar.",
    request_timeout: () => "Het duurde te lang voordat de aanvraag aankwam.",
    conflict: () => "De aanvraag is in conflict met de huidige status van de resource.",
    gone: () => "De resource is niet meer beschikbaar.",
    length_required: () => "De aanvraag moet de lengte vermelden.",
    precondition_failed: () => "Aan een voorwaarde van de aanvraag is niet voldaan.",
    payload_too_large: () => "De hoofdtekst van de aanvraag is te groot.",
    uri_too_long: () => "De URI van de aanvraag is te lang.",
    unsupported_media_type: () => "Het mediatype van de hoofdtekst van de aanvraag wordt niet ondersteund.",
    range_not_satisfiable: () => "Het gevraagde bereik kan niet worden geleverd.",
    unprocessable_content: () => "De hoofdtekst van de aanvraag kan niet worden verwerkt.",
    too_many_requests: () => "Te veel aanvragen; probeer het later opnieuw.",
    request_header_fields_too_large: () => "De headers van de aanvraag zijn te groot.",
    client_error: () => "De aanvraag kan niet worden beantwoord.",
    route_not_found: () => "Geen bewerking komt overeen met de methode en het pad van de aanvraag.",
    service_unavailable: () => "De service is tijdelijk niet beschikbaar; probeer het later opnieuw.",
    bad_gateway: () => "De gateway heeft geen geldig antwoord van de service ontvangen; probeer het later opnieuw.",
    gateway_timeout: () =>
      "De gateway heeft niet op tijd een antwoord van de service ontvangen; probeer het later opnieuw.",
    mfa_challenge_not_found: () => "De MFA-challenge is niet gevonden.",
  },
  phrases: {
    wholeBody: "(hoofdtekst van de aanvraag)",
    wholeRequest: "(aanvraag)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `is ongeldig (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "De hoofdtekst van de aanvraag voldoet niet aan de beperkingen.",
      request_constraint_violations: "De aanvraag voldoet niet aan de beperkingen.",
    },
    requestFailed: (code) => `De aanvraag is mislukt (${code}).`,
  },
};
