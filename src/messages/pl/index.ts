/**
 * Polish messages, the subpath `api-error-model/messages/pl`: pass its `pl`
 * as `{ locale: pl }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// A predicate agrees with an implied neuter subject ("pole"). A count stands as the object
// of an affirmative verb ("może mieć maksymalnie 1 znak", "musi mieć co najmniej 5 znaków"),
// never after a negation or a preposition that asks for the genitive, which would break the
// forms; a duration stands where the nominative Intl writes is right ("dłuższe niż 1 godzina").
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Polish (`pl`): the whole catalogue, for `{ locale: pl }`.
 *
 * @public
 */
export const pl: Locale = {
  tag: "pl",
  violations: {
    after_end_date: () => "nie może być późniejsze niż data zakończenia",
    application_redirect_urls_not_supported: () =>
      "nie jest obsługiwane: dostawca tożsamości nie może rozpoznawać adresów URL przekierowania aplikacji",
    blank: () => "nie może być puste ani zawierać samych spacji",
    consumer_tenant_id_not_allowed: () =>
      "musi być identyfikatorem dzierżawy organizacji, a nie dzierżawy kont osobistych",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `nie może zawierać ${disallowed} i może zawierać tylko ${allowed}`;
      }
      if (disallowed !== undefined) return `nie może zawierać ${disallowed}`;
      if (allowed !== undefined) return `może zawierać tylko ${allowed}`;
      return "zawiera niedozwolony element";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "zawiera nieprawidłową nazwę pola"
        : `zawiera nieprawidłową nazwę pola „${f.text(a.invalidFieldName)}”`,
    contained_nested_arrays: () => "nie może zawierać zagnieżdżonych tablic",
    digit_not_present: () => "musi zawierać co najmniej jedną cyfrę",
    disabled: () => "jest wyłączone",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "nie jest dozwoloną wartością" : `musi być jedną z wartości: ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "używa operatora, na który atrybut nie pozwala"
          : `używa operatora, na który atrybut nie pozwala; użyj: ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `używa operatora, na który „${name}” nie pozwala`
        : `musi porównywać „${name}” za pomocą: ${allowed}`;
    },
    duplicate_elements: () => "nie może zawierać duplikatów",
    duplicate_tenant_name_placeholders: () => "może zawierać tylko jeden symbol zastępczy nazwy dzierżawy",
    duplicate_wildcards: () => "może zawierać tylko jeden symbol wieloznaczny",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "jest dłuższe, niż to dozwolone"
        : `nie może być dłuższe niż ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "jest krótsze, niż to dozwolone"
        : `nie może być krótsze niż ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "używa niedozwolonej domeny e-mail",
    email_domain_not_verified: () => "używa niezweryfikowanej domeny e-mail",
    email_not_permitted: () => "nie jest dozwolonym adresem e-mail",
    email_not_verified: () => "nie zostało zweryfikowane, więc nie można wysłać na ten adres wiadomości",
    email_unchanged: () => "musi się różnić od bieżącego adresu e-mail",
    email_value_not_allowed: () => "nie może być adresem e-mail",
    enablement_not_allowed: () => "nie może zostać włączone",
    empty: () => "nie może być puste",
    expired: () => "wygasło",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "ma nieoczekiwany format" : `musi pasować do wzorca ${f.text(a.regexPattern)}`,
    future: () => "nie może być w przyszłości",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "jest za duże";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `musi być mniejsze niż ${max.bound}` : `nie może być większe niż ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "nie może być dłuższe niż bezwzględny okres ważności tokenu odświeżania",
    greater_than_absolute_timeout: () => "nie może być dłuższe niż bezwzględny limit czasu",
    illegal_domain_suffix: () => "ma niedozwolony sufiks domeny",
    illegal_role_assignment: () => "przypisuje rolę, której nie można tu przypisać",
    immutable: () => "nie może zostać zmienione",
    inactive: () => "jest nieaktywne",
    invalid_action_link_lifetime_unit: () =>
      "nie jest prawidłową jednostką okresu ważności linku akcji w wiadomości e-mail",
    invalid_auth_factor_combination: () => "nie jest prawidłowym połączeniem czynników uwierzytelniania",
    invalid_auth_session_code: () => "nie jest prawidłowym kodem sesji uwierzytelniania",
    invalid_auth_session_token: () => "nie jest prawidłowym tokenem sesji",
    invalid_authorization_code: () => "nie jest prawidłowym kodem autoryzacji",
    invalid_authorization_request_token: () => "nie jest prawidłowym tokenem żądania autoryzacji",
    invalid_client_type: () => "wskazuje klienta niewłaściwego typu",
    invalid_code_point: () => "zawiera nieprawidłowy znak Unicode",
    invalid_date: () => "musi być prawidłową datą w formacie ISO 8601, np. 2024-01-31",
    invalid_date_time: () => "musi być prawidłową datą i godziną w formacie ISO 8601, np. 2024-01-31T12:00:00Z",
    invalid_directionality: () => "łączy tekst pisany od lewej do prawej i od prawej do lewej w niedozwolony sposób",
    invalid_display_name_for_identity_provider_type: () =>
      "nie jest prawidłową nazwą wyświetlaną dla dostawcy tożsamości tego typu",
    invalid_domain_name: () => "nie jest prawidłową nazwą domeny",
    invalid_domain_name_label: () => "nie jest prawidłowym członem nazwy domeny",
    invalid_duration: () => "musi być prawidłowym czasem trwania w formacie ISO 8601, np. PT30M",
    invalid_e164_phone_number: () => "musi być numerem telefonu w formacie E.164, np. +14155550100",
    invalid_email: () => "nie jest prawidłowym adresem e-mail",
    invalid_email_auth_code: () => "nie jest prawidłowym kodem uwierzytelniania z wiadomości e-mail",
    invalid_epoch_timestamp: () => "nie jest prawidłowym znacznikiem czasu",
    invalid_external_idp_auth_code: () =>
      "nie jest prawidłowym kodem uwierzytelniania zewnętrznego dostawcy tożsamości",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "porównuje atrybut z wartością niewłaściwego typu"
          : `porównuje atrybut z wartością, która nie jest typu ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `porównuje „${name}” z wartością niewłaściwego typu`
        : `musi porównywać „${name}” z wartością typu ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "wskazuje dostawcę tożsamości niewłaściwego typu",
    invalid_invite_code: () => "nie jest prawidłowym kodem zaproszenia",
    invalid_ip_address: () => "nie jest prawidłowym adresem IP",
    invalid_locale: () => "musi być prawidłowym tagiem języka BCP 47, np. pl-PL",
    invalid_name_for_identity_provider_type: () => "nie jest prawidłową nazwą dla dostawcy tożsamości tego typu",
    invalid_owner_type: () => "ma niedozwolony typ właściciela",
    invalid_password_reset_code: () => "nie jest prawidłowym kodem resetowania hasła",
    invalid_path_expression: () => "musi być ścieżką z nazw pól rozdzielonych kropkami",
    invalid_pem_certificate: () => "musi być certyfikatem w formacie PEM",
    invalid_phone_number: () => "nie jest prawidłowym numerem telefonu",
    invalid_private_key: () => "musi być kluczem prywatnym w formacie PEM",
    invalid_request_code: () => "nie jest prawidłowym kodem żądania",
    invalid_role: () => "nie jest prawidłową rolą dla tej operacji",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "używa schematu URL, którego nie można łączyć z symbolem zastępczym nazwy dzierżawy",
    invalid_scope: () => "nie jest prawidłowym zakresem OAuth 2",
    invalid_semantic_version: () => "musi być wersją semantyczną, np. 1.2.3",
    invalid_status_transition: () => "nie może zostać zmienione na ten status",
    invalid_tenant_name_placeholder_placement: () => "ma symbol zastępczy nazwy dzierżawy w niedozwolonym miejscu",
    invalid_time_zone: () => "musi być prawidłową strefą czasową IANA, np. Europe/Warsaw",
    invalid_token: () => "nie jest prawidłowym tokenem",
    invalid_url: () => "nie jest prawidłowym adresem URL",
    invalid_url_authority: () => "ma nieprawidłowy host lub port",
    invalid_url_path: () => "ma nieprawidłową ścieżkę URL",
    invalid_url_query: () => "ma nieprawidłowy ciąg zapytania URL",
    invalid_url_scheme: () => "ma nieprawidłowy schemat URL",
    invalid_verification_code: () => "nie jest prawidłowym kodem weryfikacyjnym",
    invalid_wildcard_placement: () => "ma symbol wieloznaczny w niedozwolonym miejscu",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "jest za małe";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `musi być większe niż ${min.bound}` : `nie może być mniejsze niż ${min.bound}`;
    },
    less_than_idle_timeout: () => "nie może być krótsze niż limit czasu bezczynności",
    less_than_refresh_token_idle_lifetime: () =>
      "nie może być krótsze niż okres ważności tokenu odświeżania przy bezczynności",
    lowercase_char_not_present: () => "musi zawierać co najmniej jedną małą literę",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "zajmuje za dużo bajtów"
        : f.count(a.maxByteLength, {
            one: "może zajmować maksymalnie # bajt",
            few: "może zajmować maksymalnie # bajty",
            many: "może zajmować maksymalnie # bajtów",
            other: "może zajmować maksymalnie # bajta",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "ma za dużo pól"
        : f.count(a.maxFieldCount, {
            one: "może mieć maksymalnie # pole",
            few: "może mieć maksymalnie # pola",
            many: "może mieć maksymalnie # pól",
            other: "może mieć maksymalnie # pola",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "jest zagnieżdżone zbyt głęboko"
        : f.count(a.maxNestingDepth, {
            one: "może mieć maksymalnie # poziom zagnieżdżenia",
            few: "może mieć maksymalnie # poziomy zagnieżdżenia",
            many: "może mieć maksymalnie # poziomów zagnieżdżenia",
            other: "może mieć maksymalnie # poziomu zagnieżdżenia",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "nie zawiera wymaganego elementu" : `musi zawierać ${required}`;
    },
    not_active: () => "nie jest aktywne",
    not_alphanumeric: () => "może zawierać tylko litery i cyfry",
    not_false: () => "musi mieć wartość false",
    not_empty: () => "musi być puste",
    not_found: () => "nie istnieje",
    not_json_object: () => "musi być obiektem JSON",
    not_null: () => "musi mieć wartość null",
    not_pending_activation: () => "nie oczekuje na aktywację",
    not_subdomain_of_public_suffix: () => "musi być subdomeną sufiksu publicznego",
    not_true: () => "musi mieć wartość true",
    not_undefined: () => "nie może być podane",
    not_unique: () => "jest już używane",
    null: () => "nie może mieć wartości null",
    password_breached: () => "wystąpiło w wycieku danych; należy wybrać inne hasło",
    password_unchanged: () => "musi się różnić od bieżącego hasła",
    password_verification_not_enabled: () =>
      "nie może być użyte: weryfikacja hasła jest wyłączona dla tego dostawcy tożsamości",
    password_verification_not_supported: () =>
      "nie może być użyte: ten dostawca tożsamości nie obsługuje weryfikacji hasła",
    past_or_present: () => "musi być w przyszłości",
    pending_activation: () => "oczekuje na aktywację",
    redirect_urls_not_supported: () =>
      "nie jest obsługiwane: dostawca tożsamości nie może rozpoznawać adresów URL przekierowania",
    role_not_found: () => "wskazuje rolę, która nie istnieje",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "ma za dużo elementów"
        : f.count(a.maxSize, {
            one: "może zawierać maksymalnie # element",
            few: "może zawierać maksymalnie # elementy",
            many: "może zawierać maksymalnie # elementów",
            other: "może zawierać maksymalnie # elementu",
          }),
    special_char_not_present: () => "musi zawierać co najmniej jeden znak specjalny",
    phone_number_value_not_allowed: () => "nie może być numerem telefonu",
    tenant_name_placeholder_not_allowed: () => "nie może zawierać symbolu zastępczego nazwy dzierżawy",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "jest zbyt odległe w przeszłości"
        : `jest zbyt odległe w przeszłości; maksimum to ${f.duration(a.maxPastOffset)}`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "jest zbyt odległe w przyszłości"
        : `jest zbyt odległe w przyszłości; maksimum to ${f.duration(a.maxFutureOffset)}`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "jest za długie"
        : f.count(a.maxLength, {
            one: "może mieć maksymalnie # znak",
            few: "może mieć maksymalnie # znaki",
            many: "może mieć maksymalnie # znaków",
            other: "może mieć maksymalnie # znaku",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "jest za krótkie"
        : f.count(a.minLength, {
            one: "musi mieć co najmniej # znak",
            few: "musi mieć co najmniej # znaki",
            many: "musi mieć co najmniej # znaków",
            other: "musi mieć co najmniej # znaku",
          }),
    type_disallowed_for_global_tenant: () => "ma typ niedozwolony dla dzierżawy globalnej",
    undefined: () => "jest wymagane",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "nie jest znaną wartością" : `musi być jedną z wartości: ${allowed}`;
    },
    unsupported_destination_attribute: () => "nie jest atrybutem docelowym obsługiwanym przez tego dostawcę tożsamości",
    unsupported_identity_provider_name: () => "nie jest nazwą obsługiwanego dostawcy tożsamości",
    unsupported_path_expression: () => "nie jest obsługiwaną ścieżką",
    uppercase_char_not_present: () => "musi zawierać co najmniej jedną wielką literę",
    url_contained_fragment: () => "nie może zawierać fragmentu (#...)",
    url_contained_http_scheme: () => "musi używać https, a nie http",
    url_contained_ip_address: () => "musi używać nazwy domeny, a nie adresu IP",
    url_contained_loopback_address: () => "nie może wskazywać adresu pętli zwrotnej",
    url_contained_query_parameters: () => "nie może zawierać parametrów zapytania",
    url_contained_user_info: () => "nie może zawierać nazwy użytkownika ani hasła",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "ma za długą nazwę domeny"
        : f.count(a.maxLength, {
            one: "musi mieć nazwę domeny liczącą maksymalnie # znak",
            few: "musi mieć nazwę domeny liczącą maksymalnie # znaki",
            many: "musi mieć nazwę domeny liczącą maksymalnie # znaków",
            other: "musi mieć nazwę domeny liczącą maksymalnie # znaku",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "jest za długie, aby użyć go z symbolem zastępczym nazwy dzierżawy",
    wildcard_domain_suffix_too_long: () => "ma za długi sufiks domeny z symbolem wieloznacznym",
    wildcard_not_allowed_in_ip_address: () => "nie może zawierać symbolu wieloznacznego w adresie IP",
  },
  baseErrors: {
    user_not_found: () => "Nie znaleziono użytkownika.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Kod weryfikacyjny jest nieprawidłowy.";
      }
      if (attempts === 0) return "Kod weryfikacyjny jest nieprawidłowy; nie pozostały żadne próby.";
      return f.count(attempts, {
        one: "Kod weryfikacyjny jest nieprawidłowy; pozostała # próba.",
        few: "Kod weryfikacyjny jest nieprawidłowy; pozostały # próby.",
        many: "Kod weryfikacyjny jest nieprawidłowy; pozostało # prób.",
        other: "Kod weryfikacyjny jest nieprawidłowy; pozostało # próby.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text =
        parameter === undefined ? "Żądanie jest nieprawidłowe" : `Parametr ${f.text(parameter)} jest nieprawidłowy`;
      if (position !== undefined) text += ` na pozycji ${f.number(String(position))}`;
      if (expected !== undefined) text += `: oczekiwano ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} znaleziono ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Wystąpił nieoczekiwany błąd.",
    unauthorized: () => "Wymagane jest uwierzytelnienie.",
    forbidden: () => "Żądanie jest niedozwolone.",
    not_found: () => "Nie znaleziono zasobu.",
    method_not_allowed: () => "Metoda jest niedozwolona dla tego zasobu.",
    not_acceptable: () => "Brak dostępnej akceptowalnej reprezentacji.",
    request_timeout: () => "Żądanie docierało zbyt długo.",
    conflict: () => "Żądanie jest sprzeczne z bieżącym stanem zasobu.",
    gone: () => "Zasób nie jest już dostępny.",
    length_required: () => "Żądanie musi określać swoją długość.",
    precondition_failed: () => "Warunek wstępny żądania nie został spełniony.",
    payload_too_large: () => "Treść żądania jest zbyt duża.",
    uri_too_long: () => "Identyfikator URI żądania jest zbyt długi.",
    unsupported_media_type: () => "Typ nośnika treści żądania nie jest obsługiwany.",
    range_not_satisfiable: () => "Nie można zwrócić żądanego zakresu.",
    unprocessable_content: () => "Nie można przetworzyć treści żądania.",
    too_many_requests: () => "Zbyt wiele żądań; spróbuj ponownie później.",
    request_header_fields_too_large: () => "Nagłówki żądania są zbyt duże.",
    client_error: () => "Nie można odpowiedzieć na żądanie.",
    route_not_found: () => "Żadna operacja nie pasuje do metody i ścieżki żądania.",
    service_unavailable: () => "Usługa jest tymczasowo niedostępna; spróbuj ponownie później.",
    bad_gateway: () => "Brama nie otrzymała prawidłowej odpowiedzi od usługi; spróbuj ponownie później.",
    gateway_timeout: () => "Brama nie otrzymała odpowiedzi od usługi na czas; spróbuj ponownie później.",
    mfa_challenge_not_found: () => "Nie znaleziono wyzwania MFA.",
  },
  phrases: {
    wholeBody: "(treść żądania)",
    wholeRequest: "(żądanie)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `ma nieprawidłową wartość (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "Treść żądania narusza ograniczenia.",
      request_constraint_violations: "Żądanie narusza ograniczenia.",
    },
    requestFailed: (code) => `Żądanie nie powiodło się (${code}).`,
  },
};
