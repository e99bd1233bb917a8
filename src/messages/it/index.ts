/**
 * Italian messages, the subpath `api-error-model/messages/it`: pass its `it`
 * as `{ locale: it }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Impersonal register of Italian software (the infinitive for an instruction), quotation
// marks « ». Adjectives take the masculine, as they agree with «il campo». The plural
// category `many` (1.000.000) reads "di" before its noun.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Italian (`it`): the whole catalogue, for `{ locale: it }`.
 *
 * @public
 */
export const it: Locale = {
  tag: "it",
  violations: {
    after_end_date: () => "non deve essere successivo alla data di fine",
    application_redirect_urls_not_supported: () =>
      "non è supportato: il provider di identità non può risolvere gli URL di reindirizzamento dell’applicazione",
    blank: () => "deve essere compilato",
    consumer_tenant_id_not_allowed: () =>
      "deve essere l’ID del tenant di un’organizzazione, non quello del tenant per i consumatori",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `non deve contenere ${disallowed} e può contenere solo ${allowed}`;
      }
      if (disallowed !== undefined) return `non deve contenere ${disallowed}`;
      if (allowed !== undefined) return `può contenere solo ${allowed}`;
      return "contiene un elemento non consentito";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "contiene un nome di campo non valido"
        : `contiene il nome di campo non valido «${f.text(a.invalidFieldName)}»`,
    contained_nested_arrays: () => "non deve contenere array annidati",
    digit_not_present: () => "deve contenere almeno una cifra",
    disabled: () => "è disattivato",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "non è un valore consentito" : `deve essere ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "usa un operatore che l’attributo non consente"
          : `usa un operatore che l’attributo non consente; usa ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `usa un operatore che «${name}» non consente`
        : `deve confrontare «${name}» con ${allowed}`;
    },
    duplicate_elements: () => "non deve contenere duplicati",
    duplicate_tenant_name_placeholders: () => "non deve contenere più di un segnaposto per il nome del tenant",
    duplicate_wildcards: () => "non deve contenere più di un carattere jolly",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "supera la durata massima consentita"
        : `non deve superare ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "non raggiunge la durata minima richiesta"
        : `deve durare almeno ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "usa un dominio email non consentito",
    email_domain_not_verified: () => "usa un dominio email non verificato",
    email_not_permitted: () => "non è un indirizzo email consentito",
    email_not_verified: () => "non è verificato, quindi non è possibile inviare email a questo indirizzo",
    email_unchanged: () => "deve essere diverso dall’indirizzo email attuale",
    email_value_not_allowed: () => "non deve essere un indirizzo email",
    enablement_not_allowed: () => "non può essere attivato",
    empty: () => "non deve essere vuoto",
    expired: () => "è scaduto",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "non ha il formato previsto"
        : `deve corrispondere al modello ${f.text(a.regexPattern)}`,
    future: () => "non deve essere nel futuro",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "è troppo grande";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `deve essere minore di ${max.bound}` : `deve essere minore o uguale a ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "non deve superare la durata assoluta del token di aggiornamento",
    greater_than_absolute_timeout: () => "non deve superare il timeout assoluto",
    illegal_domain_suffix: () => "ha un suffisso di dominio non consentito",
    illegal_role_assignment: () => "assegna un ruolo che non può essere assegnato qui",
    immutable: () => "non può essere modificato",
    inactive: () => "è inattivo",
    invalid_action_link_lifetime_unit: () =>
      "non è un’unità valida per la durata di validità di un link di azione inviato via email",
    invalid_auth_factor_combination: () => "non è una combinazione valida di fattori di autenticazione",
    invalid_auth_session_code: () => "non è un codice di sessione di autenticazione valido",
    invalid_auth_session_token: () => "non è un token di sessione valido",
    invalid_authorization_code: () => "non è un codice di autorizzazione valido",
    invalid_authorization_request_token: () => "non è un token di richiesta di autorizzazione valido",
    invalid_client_type: () => "fa riferimento a un client di tipo errato",
    invalid_code_point: () => "contiene un carattere Unicode non valido",
    invalid_date: () => "deve essere una data ISO 8601 valida, ad esempio 2024-01-31",
    invalid_date_time: () => "deve essere una data e ora ISO 8601 valida, ad esempio 2024-01-31T12:00:00Z",
    invalid_directionality: () => "mescola testo da sinistra a destra e da destra a sinistra in un modo non consentito",
    invalid_display_name_for_identity_provider_type: () =>
      "non è un nome visualizzato valido per questo tipo di provider di identità",
    invalid_domain_name: () => "non è un nome di dominio valido",
    invalid_domain_name_label: () => "non è una parte valida di un nome di dominio",
    invalid_duration: () => "deve essere una durata ISO 8601 valida, ad esempio PT30M",
    invalid_e164_phone_number: () => "deve essere un numero di telefono in formato E.164, ad esempio +14155550100",
    invalid_email: () => "non è un indirizzo email valido",
    invalid_email_auth_code: () => "non è un codice di autenticazione via email valido",
    invalid_epoch_timestamp: () => "non è un timestamp valido",
    invalid_external_idp_auth_code: () => "non è un codice di autenticazione valido del provider di identità esterno",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "confronta un attributo con un valore di tipo errato"
          : `confronta un attributo con un valore che non è di tipo ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `confronta «${name}» con un valore di tipo errato`
        : `deve confrontare «${name}» con un valore di tipo ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "fa riferimento a un provider di identità di tipo errato",
    invalid_invite_code: () => "non è un codice di invito valido",
    invalid_ip_address: () => "non è un indirizzo IP valido",
    invalid_locale: () => "deve essere un tag di lingua BCP 47 valido, ad esempio it-IT",
    invalid_name_for_identity_provider_type: () => "non è un nome valido per questo tipo di provider di identità",
    invalid_owner_type: () => "ha un tipo di proprietario non consentito",
    invalid_password_reset_code: () => "non è un codice di reimpostazione della password valido",
    invalid_path_expression: () => "deve essere un percorso di nomi di campo separati da punti",
    invalid_pem_certificate: () => "deve essere un certificato in formato PEM",
    invalid_phone_number: () => "non è un numero di telefono valido",
    invalid_private_key: () => "deve essere una chiave privata in formato PEM",
    invalid_request_code: () => "non è un codice di richiesta valido",
    invalid_role: () => "non è un ruolo valido per questa operazione",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "usa uno schema URL che non può essere usato con un segnaposto per il nome del tenant",
    invalid_scope: () => "non è un ambito OAuth 2 valido",
    invalid_semantic_version: () => "deve essere una versione semantica, ad esempio 1.2.3",
    invalid_status_transition: () => "non può passare a questo stato",
    invalid_tenant_name_placeholder_placement: () =>
      "ha il segnaposto per il nome del tenant in una posizione non consentita",
    invalid_time_zone: () => "deve essere un fuso orario IANA valido, ad esempio Europe/Rome",
    invalid_token: () => "non è un token valido",
    invalid_url: () => "non è un URL valido",
    invalid_url_authority: () => "ha un host o una porta non validi",
    invalid_url_path: () => "ha un percorso URL non valido",
    invalid_url_query: () => "ha una stringa di query URL non valida",
    invalid_url_scheme: () => "ha uno schema URL non valido",
    invalid_verification_code: () => "non è un codice di verifica valido",
    invalid_wildcard_placement: () => "ha un carattere jolly in una posizione non consentita",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "è troppo piccolo";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `deve essere maggiore di ${min.bound}` : `deve essere maggiore o uguale a ${min.bound}`;
    },
    less_than_idle_timeout: () => "non deve essere inferiore al timeout di inattività",
    less_than_refresh_token_idle_lifetime: () =>
      "non deve essere inferiore alla durata di inattività del token di aggiornamento",
    lowercase_char_not_present: () => "deve contenere almeno una lettera minuscola",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "occupa troppi byte"
        : f.count(a.maxByteLength, {
            one: "non deve occupare più di # byte",
            many: "non deve occupare più di # di byte",
            other: "non deve occupare più di # byte",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "ha troppi campi"
        : f.count(a.maxFieldCount, {
            one: "deve avere al massimo # campo",
            many: "deve avere al massimo # di campi",
            other: "deve avere al massimo # campi",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "ha troppi livelli di annidamento"
        : f.count(a.maxNestingDepth, {
            one: "non deve avere più di # livello di annidamento",
            many: "non deve avere più di # di livelli di annidamento",
            other: "non deve avere più di # livelli di annidamento",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "non contiene tutti gli elementi obbligatori" : `deve contenere ${required}`;
    },
    not_active: () => "non è attivo",
    not_alphanumeric: () => "deve contenere solo lettere e cifre",
    not_false: () => "deve essere falso",
    not_empty: () => "deve essere vuoto",
    not_found: () => "non esiste",
    not_json_object: () => "deve essere un oggetto JSON",
    not_null: () => "deve essere null",
    not_pending_activation: () => "non è in attesa di attivazione",
    not_subdomain_of_public_suffix: () => "deve essere un sottodominio di un suffisso pubblico",
    not_true: () => "deve essere vero",
    not_undefined: () => "non deve essere specificato",
    not_unique: () => "è già in uso",
    null: () => "non deve essere null",
    password_breached: () => "compare in una violazione di dati nota; scegliere un’altra password",
    password_unchanged: () => "deve essere diverso dalla password attuale",
    password_verification_not_enabled: () =>
      "non può essere usato: la verifica della password è disattivata per questo provider di identità",
    password_verification_not_supported: () =>
      "non può essere usato: questo provider di identità non supporta la verifica della password",
    past_or_present: () => "deve essere nel futuro",
    pending_activation: () => "è in attesa di attivazione",
    redirect_urls_not_supported: () =>
      "non è supportato: il provider di identità non può risolvere gli URL di reindirizzamento",
    role_not_found: () => "fa riferimento a un ruolo che non esiste",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "ha troppi elementi"
        : f.count(a.maxSize, {
            one: "deve avere al massimo # elemento",
            many: "deve avere al massimo # di elementi",
            other: "deve avere al massimo # elementi",
          }),
    special_char_not_present: () => "deve contenere almeno un carattere speciale",
    phone_number_value_not_allowed: () => "non deve essere un numero di telefono",
    tenant_name_placeholder_not_allowed: () => "non deve contenere un segnaposto per il nome del tenant",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "è troppo lontano nel passato"
        : `non deve risalire a più di ${f.duration(a.maxPastOffset)} fa`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "è troppo lontano nel futuro"
        : `non deve trovarsi a più di ${f.duration(a.maxFutureOffset)} nel futuro`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "è troppo lungo"
        : f.count(a.maxLength, {
            one: "deve contenere al massimo # carattere",
            many: "deve contenere al massimo # di caratteri",
            other: "deve contenere al massimo # caratteri",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "è troppo corto"
        : f.count(a.minLength, {
            one: "deve contenere almeno # carattere",
            many: "deve contenere almeno # di caratteri",
            other: "deve contenere almeno # caratteri",
          }),
    type_disallowed_for_global_tenant: () => "è un tipo non consentito per un tenant globale",
    undefined: () => "è obbligatorio",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "non è un valore noto" : `deve essere ${allowed}`;
    },
    unsupported_destination_attribute: () =>
      "non è un attributo di destinazione supportato da questo provider di identità",
    unsupported_identity_provider_name: () => "non è il nome di un provider di identità supportato",
    unsupported_path_expression: () => "non è un percorso supportato",
    uppercase_char_not_present: () => "deve contenere almeno una lettera maiuscola",
    url_contained_fragment: () => "non deve contenere un frammento (#...)",
    url_contained_http_scheme: () => "deve usare https, non http",
    url_contained_ip_address: () => "deve usare un nome di dominio, non un indirizzo IP",
    url_contained_loopback_address: () => "non deve puntare a un indirizzo di loopback",
    url_contained_query_parameters: () => "non deve contenere parametri di query",
    url_contained_user_info: () => "non deve contenere nome utente o password",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "ha un nome di dominio troppo lungo"
        : f.count(a.maxLength, {
            one: "deve avere un nome di dominio di al massimo # carattere",
            many: "deve avere un nome di dominio di al massimo # di caratteri",
            other: "deve avere un nome di dominio di al massimo # caratteri",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "è troppo lungo per essere usato con un segnaposto per il nome del tenant",
    wildcard_domain_suffix_too_long: () => "ha un suffisso di dominio con carattere jolly troppo lungo",
    wildcard_not_allowed_in_ip_address: () => "non deve contenere un carattere jolly in un indirizzo IP",
  },
  baseErrors: {
    user_not_found: () => "Impossibile trovare l’utente.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Il codice di verifica non è valido.";
      }
      if (attempts === 0) return "Il codice di verifica non è valido; non restano altri tentativi.";
      return f.count(attempts, {
        one: "Il codice di verifica non è valido; resta # tentativo.",
        many: "Il codice di verifica non è valido; restano # di tentativi.",
        other: "Il codice di verifica non è valido; restano # tentativi.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text =
        parameter === undefined ? "La richiesta non è valida" : `Il parametro ${f.text(parameter)} non è valido`;
      if (position !== undefined) text += ` alla posizione ${f.number(String(position))}`;
      if (expected !== undefined) text += `: previsto ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} trovato ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Si è verificato un errore imprevisto.",
    unauthorized: () => "È richiesta l’autenticazione.",
    forbidden: () => "La richiesta non è consentita.",
    not_found: () => "Impossibile trovare la risorsa.",
    method_not_allowed: () => "Il metodo non è consentito per questa risorsa.",
    not_acceptable: () => "Nessuna rappresentazione accettabile è disponibile.",
    request_timeout: () => "La richiesta ha impiegato troppo tempo ad arrivare.",
    conflict: () => "La richiesta è in conflitto con lo stato attuale della risorsa.",
    gone: () => "La risorsa non è più disponibile.",
    length_required: () => "La richiesta deve indicare la propria lunghezza.",
    precondition_failed: () => "Una precondizione della richiesta non è soddisfatta.",
    payload_too_large: () => "Il corpo della richiesta è troppo grande.",
    uri_too_long: () => "L’URI della richiesta è troppo lungo.",
    unsupported_media_type: () => "Il tipo di media del corpo della richiesta non è supportato.",
    range_not_satisfiable: () => "Impossibile fornire l’intervallo richiesto.",
    unprocessable_content: () => "Impossibile elaborare il corpo della richiesta.",
    too_many_requests: () => "Troppe richieste; riprova più tardi.",
    request_header_fields_too_large: () => "Le intestazioni della richiesta sono troppo grandi.",
    client_error: () => "Impossibile rispondere alla richiesta.",
    route_not_found: () => "Nessuna operazione corrisponde al metodo e al percorso della richiesta.",
    service_unavailable: () => "Il servizio non è temporaneamente disponibile; riprova più tardi.",
    bad_gateway: () => "Il gateway non ha ricevuto una risposta valida dal servizio; riprova più tardi.",
    gateway_timeout: () => "Il gateway non ha ricevuto in tempo una risposta dal servizio; riprova più tardi.",
    mfa_challenge_not_found: () => "Sfida MFA non trovata.",
  },
  phrases: {
    wholeBody: "(corpo della richiesta)",
    wholeRequest: "(richiesta)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `non è valido (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "Il corpo della richiesta viola alcuni vincoli.",
      request_constraint_violations: "La richiesta viola alcuni vincoli.",
    },
    requestFailed: (code) => `La richiesta non è riuscita (${code}).`,
  },
};
