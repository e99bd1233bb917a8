/**
 * Swedish messages, the subpath `api-error-model/messages/sv`: pass its `sv`
 * as `{ locale: sv }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Adjectives that agree with the field take the neuter form (fältet, värdet: "är ogiltigt").
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Swedish (`sv`): the whole catalogue, for `{ locale: sv }`.
 *
 * @public
 */
export const sv: Locale = {
  tag: "sv",
  violations: {
    after_end_date: () => "får inte infalla efter slutdatumet",
    application_redirect_urls_not_supported: () =>
      "stöds inte: identitetsprovidern kan inte lösa upp omdirigerings-URL:er för program",
    blank: () => "får inte vara tomt",
    consumer_tenant_id_not_allowed: () =>
      "måste vara ID:t för en organisations klientorganisation, inte för konsumenternas",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `får inte innehålla ${disallowed} och får bara innehålla ${allowed}`;
      }
      if (disallowed !== undefined) return `får inte innehålla ${disallowed}`;
      if (allowed !== undefined) return `får bara innehålla ${allowed}`;
      return "innehåller ett element som inte är tillåtet";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "innehåller ett ogiltigt fältnamn"
        : `innehåller det ogiltiga fältnamnet ”${f.text(a.invalidFieldName)}”`,
    contained_nested_arrays: () => "får inte innehålla nästlade arrayer",
    digit_not_present: () => "måste innehålla minst en siffra",
    disabled: () => "har inaktiverats",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "är inte ett tillåtet värde" : `måste vara ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "använder en operator som attributet inte tillåter"
          : `använder en operator som attributet inte tillåter; använd ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `använder en operator som ”${name}” inte tillåter`
        : `måste jämföra ”${name}” med ${allowed}`;
    },
    duplicate_elements: () => "får inte innehålla dubbletter",
    duplicate_tenant_name_placeholders: () => "får innehålla högst en platshållare för klientorganisationens namn",
    duplicate_wildcards: () => "får innehålla högst ett jokertecken",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "är längre än tillåtet" : `får inte vara längre än ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "är kortare än tillåtet" : `får inte vara kortare än ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "använder en e-postdomän som inte är tillåten",
    email_domain_not_verified: () => "använder en e-postdomän som inte är verifierad",
    email_not_permitted: () => "är inte en tillåten e-postadress",
    email_not_verified: () => "har inte verifierats, så ingen e-post kan skickas dit",
    email_unchanged: () => "måste skilja sig från den nuvarande e-postadressen",
    email_value_not_allowed: () => "får inte vara en e-postadress",
    enablement_not_allowed: () => "kan inte aktiveras",
    empty: () => "får inte vara tomt",
    expired: () => "har gått ut",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "har inte det förväntade formatet"
        : `måste matcha mönstret ${f.text(a.regexPattern)}`,
    future: () => "får inte ligga i framtiden",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "är för stort";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `måste vara mindre än ${max.bound}` : `får vara högst ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "får inte vara större än uppdateringstokens absoluta livslängd",
    greater_than_absolute_timeout: () => "får inte vara större än den absoluta tidsgränsen",
    illegal_domain_suffix: () => "har ett domänsuffix som inte är tillåtet",
    illegal_role_assignment: () => "tilldelar en roll som inte får tilldelas här",
    immutable: () => "kan inte ändras",
    inactive: () => "är inaktivt",
    invalid_action_link_lifetime_unit: () => "är inte en giltig enhet för giltighetstiden för en åtgärdslänk i e-post",
    invalid_auth_factor_combination: () => "är inte en giltig kombination av autentiseringsfaktorer",
    invalid_auth_session_code: () => "är inte en giltig kod för inloggningssessionen",
    invalid_auth_session_token: () => "är inte en giltig sessionstoken",
    invalid_authorization_code: () => "är inte en giltig auktoriseringskod",
    invalid_authorization_request_token: () => "är inte en giltig token för auktoriseringsbegäran",
    invalid_client_type: () => "hänvisar till en klient av fel typ",
    invalid_code_point: () => "innehåller ett ogiltigt Unicode-tecken",
    invalid_date: () => "måste vara ett giltigt datum enligt ISO 8601, till exempel 2024-01-31",
    invalid_date_time: () => "måste vara en giltig tidpunkt enligt ISO 8601, till exempel 2024-01-31T12:00:00Z",
    invalid_directionality: () =>
      "blandar text från vänster till höger och från höger till vänster på ett sätt som inte är tillåtet",
    invalid_display_name_for_identity_provider_type: () =>
      "är inte ett giltigt visningsnamn för den här typen av identitetsprovider",
    invalid_domain_name: () => "är inte ett giltigt domännamn",
    invalid_domain_name_label: () => "är inte en giltig del av ett domännamn",
    invalid_duration: () => "måste vara en giltig varaktighet enligt ISO 8601, till exempel PT30M",
    invalid_e164_phone_number: () => "måste vara ett telefonnummer i formatet E.164, till exempel +14155550100",
    invalid_email: () => "är inte en giltig e-postadress",
    invalid_email_auth_code: () => "är inte en giltig autentiseringskod för e-post",
    invalid_epoch_timestamp: () => "är inte en giltig tidsstämpel",
    invalid_external_idp_auth_code: () => "är inte en giltig autentiseringskod från den externa identitetsprovidern",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "jämför ett attribut med ett värde av fel typ"
          : `jämför ett attribut med ett värde som inte är av typen ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `jämför ”${name}” med ett värde av fel typ`
        : `måste jämföra ”${name}” med ett värde av typen ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "hänvisar till en identitetsprovider av fel typ",
    invalid_invite_code: () => "är inte en giltig inbjudningskod",
    invalid_ip_address: () => "är inte en giltig IP-adress",
    invalid_locale: () => "måste vara en giltig språktagg enligt BCP 47, till exempel sv-SE",
    invalid_name_for_identity_provider_type: () => "är inte ett giltigt namn för den här typen av identitetsprovider",
    invalid_owner_type: () => "har en ägartyp som inte är tillåten",
    invalid_password_reset_code: () => "är inte en giltig kod för återställning av lösenord",
    invalid_path_expression: () => "måste vara en sökväg av fältnamn åtskilda med punkter",
    invalid_pem_certificate: () => "måste vara ett certifikat i PEM-format",
    invalid_phone_number: () => "är inte ett giltigt telefonnummer",
    invalid_private_key: () => "måste vara en privat nyckel i PEM-format",
    invalid_request_code: () => "är inte en giltig begärandekod",
    invalid_role: () => "är inte en giltig roll för den här åtgärden",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "använder ett URL-schema som inte kan användas med en platshållare för klientorganisationens namn",
    invalid_scope: () => "är inte ett giltigt OAuth 2-omfång",
    invalid_semantic_version: () => "måste vara en semantisk version, till exempel 1.2.3",
    invalid_status_transition: () => "kan inte ändras till den här statusen",
    invalid_tenant_name_placeholder_placement: () =>
      "har platshållaren för klientorganisationens namn på en plats där den inte är tillåten",
    invalid_time_zone: () => "måste vara en giltig IANA-tidszon, till exempel Europe/Stockholm",
    invalid_token: () => "är inte en giltig token",
    invalid_url: () => "är inte en giltig URL",
    invalid_url_authority: () => "har en ogiltig värd eller port",
    invalid_url_path: () => "har en ogiltig URL-sökväg",
    invalid_url_query: () => "har en ogiltig URL-frågesträng",
    invalid_url_scheme: () => "har ett ogiltigt URL-schema",
    invalid_verification_code: () => "är inte en giltig verifieringskod",
    invalid_wildcard_placement: () => "har ett jokertecken på en plats där det inte är tillåtet",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "är för litet";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `måste vara större än ${min.bound}` : `måste vara minst ${min.bound}`;
    },
    less_than_idle_timeout: () => "får inte vara mindre än tidsgränsen vid inaktivitet",
    less_than_refresh_token_idle_lifetime: () => "får inte vara mindre än uppdateringstokens livslängd vid inaktivitet",
    lowercase_char_not_present: () => "måste innehålla minst en liten bokstav",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "tar upp för många byte"
        : f.count(a.maxByteLength, { one: "får ta upp högst # byte", other: "får ta upp högst # byte" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "har för många fält"
        : f.count(a.maxFieldCount, { one: "får ha högst # fält", other: "får ha högst # fält" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "är för djupt nästlat"
        : f.count(a.maxNestingDepth, {
            one: "får vara nästlat i högst # nivå",
            other: "får vara nästlat i högst # nivåer",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "saknar ett obligatoriskt element" : `måste innehålla ${required}`;
    },
    not_active: () => "är inte aktivt",
    not_alphanumeric: () => "får bara innehålla bokstäver och siffror",
    not_false: () => "måste vara falskt",
    not_empty: () => "måste vara tomt",
    not_found: () => "finns inte",
    not_json_object: () => "måste vara ett JSON-objekt",
    not_null: () => "måste vara null",
    not_pending_activation: () => "väntar inte på aktivering",
    not_subdomain_of_public_suffix: () => "måste vara en underdomän till ett offentligt suffix",
    not_true: () => "måste vara sant",
    not_undefined: () => "får inte anges",
    not_unique: () => "används redan",
    null: () => "får inte vara null",
    password_breached: () => "har förekommit i ett dataintrång; välj ett annat lösenord",
    password_unchanged: () => "måste skilja sig från det nuvarande lösenordet",
    password_verification_not_enabled: () =>
      "kan inte användas: lösenordsverifiering är inaktiverad för den här identitetsprovidern",
    password_verification_not_supported: () =>
      "kan inte användas: den här identitetsprovidern har inte stöd för lösenordsverifiering",
    past_or_present: () => "måste ligga i framtiden",
    pending_activation: () => "väntar på aktivering",
    redirect_urls_not_supported: () => "stöds inte: identitetsprovidern kan inte lösa upp omdirigerings-URL:er",
    role_not_found: () => "hänvisar till en roll som inte finns",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "har för många element"
        : f.count(a.maxSize, { one: "får ha högst # element", other: "får ha högst # element" }),
    special_char_not_present: () => "måste innehålla minst ett specialtecken",
    phone_number_value_not_allowed: () => "får inte vara ett telefonnummer",
    tenant_name_placeholder_not_allowed: () => "får inte innehålla någon platshållare för klientorganisationens namn",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "ligger för långt bak i tiden"
        : `får ligga högst ${f.duration(a.maxPastOffset)} bakåt i tiden`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "ligger för långt fram i tiden"
        : `får ligga högst ${f.duration(a.maxFutureOffset)} framåt i tiden`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "är för långt"
        : f.count(a.maxLength, { one: "får innehålla högst # tecken", other: "får innehålla högst # tecken" }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "är för kort"
        : f.count(a.minLength, { one: "måste innehålla minst # tecken", other: "måste innehålla minst # tecken" }),
    type_disallowed_for_global_tenant: () => "är en typ som inte är tillåten för en global klientorganisation",
    undefined: () => "är obligatoriskt",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "är inte ett känt värde" : `måste vara ${allowed}`;
    },
    unsupported_destination_attribute: () => "är inte ett målattribut som den här identitetsprovidern har stöd för",
    unsupported_identity_provider_name: () => "är inte namnet på en identitetsprovider som stöds",
    unsupported_path_expression: () => "är inte en sökväg som stöds",
    uppercase_char_not_present: () => "måste innehålla minst en stor bokstav",
    url_contained_fragment: () => "får inte innehålla något fragment (#...)",
    url_contained_http_scheme: () => "måste använda https, inte http",
    url_contained_ip_address: () => "måste använda ett domännamn, inte en IP-adress",
    url_contained_loopback_address: () => "får inte peka på en loopback-adress",
    url_contained_query_parameters: () => "får inte innehålla frågeparametrar",
    url_contained_user_info: () => "får inte innehålla användarnamn eller lösenord",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "har ett för långt domännamn"
        : f.count(a.maxLength, {
            one: "får ha ett domännamn på högst # tecken",
            other: "får ha ett domännamn på högst # tecken",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "är för långt för att användas med en platshållare för klientorganisationens namn",
    wildcard_domain_suffix_too_long: () => "har ett för långt domänsuffix med jokertecken",
    wildcard_not_allowed_in_ip_address: () => "får inte innehålla jokertecken i en IP-adress",
  },
  baseErrors: {
    user_not_found: () => "Användaren hittades inte.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Verifieringskoden är ogiltig.";
      }
      if (attempts === 0) return "Verifieringskoden är ogiltig; inga försök återstår.";
      return f.count(attempts, {
        one: "Verifieringskoden är ogiltig; # försök återstår.",
        other: "Verifieringskoden är ogiltig; # försök återstår.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "Begäran är ogiltig" : `Parametern ${f.text(parameter)} är ogiltig`;
      if (position !== undefined) text += ` vid position ${f.number(String(position))}`;
      if (expected !== undefined) text += `: förväntade ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} hittade ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Ett oväntat fel har inträffat.",
    unauthorized: () => "Autentisering krävs.",
    forbidden: () => "Begäran är inte tillåten.",
    not_found: () => "Resursen hittades inte.",
    method_not_allowed: () => "Metoden är inte tillåten för den här resursen.",
    not_acceptable: () => "Ingen godtagbar representation är tillgänglig.",
    request_timeout: () => "Det tog för lång tid för begäran att komma fram.",
    conflict: () => "Begäran står i konflikt med resursens aktuella tillstånd.",
    gone: () => "Resursen är inte längre tillgänglig.",
    length_required: () => "Begäran måste ange sin längd.",
    precondition_failed: () => "Ett förhandsvillkor för begäran uppfylldes inte.",
    payload_too_large: () => "Begärandetexten är för stor.",
    uri_too_long: () => "Begärans URI är för lång.",
    unsupported_media_type: () => "Begärandetextens medietyp stöds inte.",
    range_not_satisfiable: () => "Det begärda intervallet kan inte levereras.",
    unprocessable_content: () => "Begärandetexten kan inte bearbetas.",
    too_many_requests: () => "För många begäranden; försök igen senare.",
    request_header_fields_too_large: () => "Begärans rubriker är för stora.",
    client_error: () => "Begäran kan inte besvaras.",
    route_not_found: () => "Ingen åtgärd matchar begärans metod och sökväg.",
    service_unavailable: () => "Tjänsten är tillfälligt otillgänglig; försök igen senare.",
    bad_gateway: () => "Gatewayen fick inget giltigt svar från tjänsten; försök igen senare.",
    gateway_timeout: () => "Gatewayen fick inget svar från tjänsten i tid; försök igen senare.",
    mfa_challenge_not_found: () => "MFA-utmaningen hittades inte.",
  },
  phrases: {
    wholeBody: "(begärandetext)",
    wholeRequest: "(begäran)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `är ogiltigt (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "Begärandetexten bryter mot begränsningar.",
      request_constraint_violations: "Begäran bryter mot begränsningar.",
    },
    requestFailed: (code) => `Begäran misslyckades (${code}).`,
  },
};
