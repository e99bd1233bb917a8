/**
 * Ukrainian messages, the subpath `api-error-model/messages/uk`: pass its `uk`
 * as `{ locale: uk }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// A predicate agrees with an implied neuter subject ("значення", "поле"). A count or a
// duration stands where the nominative or accusative is right for every plural form
// ("щонайменше 1 символ", "довшим, ніж 1 година"), never after a word that asks for the
// genitive ("до", "не більше"), which would break the forms.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Ukrainian (`uk`): the whole catalogue, for `{ locale: uk }`.
 *
 * @public
 */
export const uk: Locale = {
  tag: "uk",
  violations: {
    after_end_date: () => "не може бути пізніше за дату завершення",
    application_redirect_urls_not_supported: () =>
      "не підтримується: постачальник посвідчень не може визначати URL-адреси переспрямування застосунків",
    blank: () => "не може бути порожнім або містити лише пробіли",
    consumer_tenant_id_not_allowed: () =>
      "має бути ідентифікатором орендаря організації, а не орендаря особистих облікових записів",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `не може містити ${disallowed} і може містити лише ${allowed}`;
      }
      if (disallowed !== undefined) return `не може містити ${disallowed}`;
      if (allowed !== undefined) return `може містити лише ${allowed}`;
      return "містить недозволений елемент";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "містить неприпустиме ім’я поля"
        : `містить неприпустиме ім’я поля «${f.text(a.invalidFieldName)}»`,
    contained_nested_arrays: () => "не може містити вкладених масивів",
    digit_not_present: () => "має містити щонайменше одну цифру",
    disabled: () => "вимкнено",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "не є дозволеним значенням" : `має бути одним зі значень: ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "використовує оператор, який атрибут не допускає"
          : `використовує оператор, який атрибут не допускає; використовуйте: ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `використовує оператор, який «${name}» не допускає`
        : `має порівнювати «${name}» за допомогою: ${allowed}`;
    },
    duplicate_elements: () => "не може містити повторюваних елементів",
    duplicate_tenant_name_placeholders: () => "може містити лише один заповнювач імені орендаря",
    duplicate_wildcards: () => "може містити лише один символ узагальнення",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "довше, ніж дозволено" : `не може бути довшим, ніж ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "коротше, ніж дозволено"
        : `не може бути коротшим, ніж ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "використовує недозволений домен електронної пошти",
    email_domain_not_verified: () => "використовує непідтверджений домен електронної пошти",
    email_not_permitted: () => "не є дозволеною адресою електронної пошти",
    email_not_verified: () => "не підтверджено, тому на цю адресу не можна надіслати лист",
    email_unchanged: () => "має відрізнятися від поточної адреси електронної пошти",
    email_value_not_allowed: () => "не може бути адресою електронної пошти",
    enablement_not_allowed: () => "не можна ввімкнути",
    empty: () => "не може бути порожнім",
    expired: () => "термін дії минув",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "має неочікуваний формат" : `має відповідати шаблону ${f.text(a.regexPattern)}`,
    future: () => "не може бути в майбутньому",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "завелике";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `має бути менше ніж ${max.bound}` : `має бути не більше ніж ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "не може перевищувати абсолютний термін дії токена оновлення",
    greater_than_absolute_timeout: () => "не може перевищувати абсолютний тайм-аут",
    illegal_domain_suffix: () => "має недозволений суфікс домену",
    illegal_role_assignment: () => "призначає роль, яка тут не дозволена",
    immutable: () => "не можна змінити",
    inactive: () => "неактивне",
    invalid_action_link_lifetime_unit: () => "не є допустимою одиницею терміну дії посилання для дії в листі",
    invalid_auth_factor_combination: () => "не є допустимим поєднанням факторів автентифікації",
    invalid_auth_session_code: () => "не є дійсним кодом сеансу автентифікації",
    invalid_auth_session_token: () => "не є дійсним токеном сеансу",
    invalid_authorization_code: () => "не є дійсним кодом авторизації",
    invalid_authorization_request_token: () => "не є дійсним токеном запиту авторизації",
    invalid_client_type: () => "посилається на клієнт неправильного типу",
    invalid_code_point: () => "містить неприпустимий символ Юнікоду",
    invalid_date: () => "має бути дійсною датою у форматі ISO 8601, наприклад 2024-01-31",
    invalid_date_time: () => "має містити дійсні дату й час у форматі ISO 8601, наприклад 2024-01-31T12:00:00Z",
    invalid_directionality: () => "неприпустимо змішує текст, написаний зліва направо і справа наліво",
    invalid_display_name_for_identity_provider_type: () =>
      "не є допустимим відображуваним ім’ям для постачальника посвідчень цього типу",
    invalid_domain_name: () => "не є допустимим доменним ім’ям",
    invalid_domain_name_label: () => "не є допустимою частиною доменного імені",
    invalid_duration: () => "має бути дійсною тривалістю у форматі ISO 8601, наприклад PT30M",
    invalid_e164_phone_number: () => "має бути номером телефону у форматі E.164, наприклад +14155550100",
    invalid_email: () => "не є дійсною адресою електронної пошти",
    invalid_email_auth_code: () => "не є дійсним кодом автентифікації з листа",
    invalid_epoch_timestamp: () => "не є дійсною позначкою часу",
    invalid_external_idp_auth_code: () => "не є дійсним кодом автентифікації зовнішнього постачальника посвідчень",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "порівнює атрибут зі значенням неправильного типу"
          : `порівнює атрибут зі значенням, яке не має типу ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `порівнює «${name}» зі значенням неправильного типу`
        : `має порівнювати «${name}» зі значенням типу ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "посилається на постачальника посвідчень неправильного типу",
    invalid_invite_code: () => "не є дійсним кодом запрошення",
    invalid_ip_address: () => "не є дійсною IP-адресою",
    invalid_locale: () => "має бути дійсним мовним тегом BCP 47, наприклад uk-UA",
    invalid_name_for_identity_provider_type: () => "не є допустимим ім’ям для постачальника посвідчень цього типу",
    invalid_owner_type: () => "має недозволений тип власника",
    invalid_password_reset_code: () => "не є дійсним кодом скидання пароля",
    invalid_path_expression: () => "має бути шляхом з імен полів, розділених крапками",
    invalid_pem_certificate: () => "має бути сертифікатом у форматі PEM",
    invalid_phone_number: () => "не є дійсним номером телефону",
    invalid_private_key: () => "має бути закритим ключем у форматі PEM",
    invalid_request_code: () => "не є дійсним кодом запиту",
    invalid_role: () => "не є допустимою роллю для цієї операції",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "використовує схему URL-адреси, яку не можна поєднувати із заповнювачем імені орендаря",
    invalid_scope: () => "не є допустимою областю OAuth 2",
    invalid_semantic_version: () => "має бути семантичною версією, наприклад 1.2.3",
    invalid_status_transition: () => "не можна перевести в цей статус",
    invalid_tenant_name_placeholder_placement: () => "містить заповнювач імені орендаря в недозволеному місці",
    invalid_time_zone: () => "має бути дійсним часовим поясом IANA, наприклад Europe/Kyiv",
    invalid_token: () => "не є дійсним токеном",
    invalid_url: () => "не є дійсною URL-адресою",
    invalid_url_authority: () => "містить неприпустимий хост або порт",
    invalid_url_path: () => "містить неприпустимий шлях URL-адреси",
    invalid_url_query: () => "містить неприпустимий рядок запиту URL-адреси",
    invalid_url_scheme: () => "містить неприпустиму схему URL-адреси",
    invalid_verification_code: () => "не є дійсним кодом підтвердження",
    invalid_wildcard_placement: () => "містить символ узагальнення в недозволеному місці",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "замале";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `має бути більше ніж ${min.bound}` : `має бути не менше ніж ${min.bound}`;
    },
    less_than_idle_timeout: () => "не може бути меншим за тайм-аут бездіяльності",
    less_than_refresh_token_idle_lifetime: () =>
      "не може бути меншим за термін дії токена оновлення в разі бездіяльності",
    lowercase_char_not_present: () => "має містити щонайменше одну малу літеру",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "займає забагато байтів"
        : f.count(a.maxByteLength, {
            one: "може займати щонайбільше # байт",
            few: "може займати щонайбільше # байти",
            many: "може займати щонайбільше # байтів",
            other: "може займати щонайбільше # байта",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "містить забагато полів"
        : f.count(a.maxFieldCount, {
            one: "може містити щонайбільше # поле",
            few: "може містити щонайбільше # поля",
            many: "може містити щонайбільше # полів",
            other: "може містити щонайбільше # поля",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "має надто глибоку вкладеність"
        : f.count(a.maxNestingDepth, {
            one: "може мати щонайбільше # рівень вкладеності",
            few: "може мати щонайбільше # рівні вкладеності",
            many: "може мати щонайбільше # рівнів вкладеності",
            other: "може мати щонайбільше # рівня вкладеності",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "не містить обов’язкового елемента" : `має містити ${required}`;
    },
    not_active: () => "не активне",
    not_alphanumeric: () => "може містити лише літери й цифри",
    not_false: () => "має бути хибним",
    not_empty: () => "має бути порожнім",
    not_found: () => "не існує",
    not_json_object: () => "має бути об’єктом JSON",
    not_null: () => "має бути null",
    not_pending_activation: () => "не очікує активації",
    not_subdomain_of_public_suffix: () => "має бути піддоменом публічного суфікса",
    not_true: () => "має бути істинним",
    not_undefined: () => "не можна вказувати",
    not_unique: () => "уже використовується",
    null: () => "не може бути null",
    password_breached: () => "виявлено у витоку даних; виберіть інший пароль",
    password_unchanged: () => "має відрізнятися від поточного пароля",
    password_verification_not_enabled: () =>
      "не можна використати: перевірку пароля вимкнено для цього постачальника посвідчень",
    password_verification_not_supported: () =>
      "не можна використати: цей постачальник посвідчень не підтримує перевірку пароля",
    past_or_present: () => "має бути в майбутньому",
    pending_activation: () => "очікує активації",
    redirect_urls_not_supported: () =>
      "не підтримується: постачальник посвідчень не може визначати URL-адреси переспрямування",
    role_not_found: () => "посилається на роль, якої не існує",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "містить забагато елементів"
        : f.count(a.maxSize, {
            one: "може містити щонайбільше # елемент",
            few: "може містити щонайбільше # елементи",
            many: "може містити щонайбільше # елементів",
            other: "може містити щонайбільше # елемента",
          }),
    special_char_not_present: () => "має містити щонайменше один спеціальний символ",
    phone_number_value_not_allowed: () => "не може бути номером телефону",
    tenant_name_placeholder_not_allowed: () => "не може містити заповнювач імені орендаря",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "надто далеко в минулому"
        : `надто далеко в минулому; максимум — ${f.duration(a.maxPastOffset)}`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "надто далеко в майбутньому"
        : `надто далеко в майбутньому; максимум — ${f.duration(a.maxFutureOffset)}`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "задовге"
        : f.count(a.maxLength, {
            one: "може містити щонайбільше # символ",
            few: "може містити щонайбільше # символи",
            many: "може містити щонайбільше # символів",
            other: "може містити щонайбільше # символу",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "закоротке"
        : f.count(a.minLength, {
            one: "має містити щонайменше # символ",
            few: "має містити щонайменше # символи",
            many: "має містити щонайменше # символів",
            other: "має містити щонайменше # символу",
          }),
    type_disallowed_for_global_tenant: () => "має тип, недозволений для глобального орендаря",
    undefined: () => "обов’язкове",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "не є відомим значенням" : `має бути одним зі значень: ${allowed}`;
    },
    unsupported_destination_attribute: () => "не є цільовим атрибутом, який підтримує цей постачальник посвідчень",
    unsupported_identity_provider_name: () => "не є іменем підтримуваного постачальника посвідчень",
    unsupported_path_expression: () => "не є підтримуваним шляхом",
    uppercase_char_not_present: () => "має містити щонайменше одну велику літеру",
    url_contained_fragment: () => "не може містити фрагмент (#...)",
    url_contained_http_scheme: () => "має використовувати https, а не http",
    url_contained_ip_address: () => "має використовувати доменне ім’я, а не IP-адресу",
    url_contained_loopback_address: () => "не може вказувати на адресу зворотної петлі",
    url_contained_query_parameters: () => "не може містити параметри запиту",
    url_contained_user_info: () => "не може містити ім’я користувача або пароль",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "містить задовге доменне ім’я"
        : f.count(a.maxLength, {
            one: "має містити доменне ім’я довжиною щонайбільше # символ",
            few: "має містити доменне ім’я довжиною щонайбільше # символи",
            many: "має містити доменне ім’я довжиною щонайбільше # символів",
            other: "має містити доменне ім’я довжиною щонайбільше # символу",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () => "задовге для використання із заповнювачем імені орендаря",
    wildcard_domain_suffix_too_long: () => "містить задовгий суфікс домену із символом узагальнення",
    wildcard_not_allowed_in_ip_address: () => "не може містити символ узагальнення в IP-адресі",
  },
  baseErrors: {
    user_not_found: () => "Користувача не знайдено.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Неправильний код підтвердження.";
      }
      if (attempts === 0) return "Неправильний код підтвердження; спроб більше не залишилося.";
      return f.count(attempts, {
        one: "Неправильний код підтвердження; залишилася # спроба.",
        few: "Неправильний код підтвердження; залишилися # спроби.",
        many: "Неправильний код підтвердження; залишилося # спроб.",
        other: "Неправильний код підтвердження; залишилося # спроби.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "Недійсний запит" : `Недійсний параметр ${f.text(parameter)}`;
      if (position !== undefined) text += ` у позиції ${f.number(String(position))}`;
      if (expected !== undefined) text += `: очікувалося ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} знайдено ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Сталася неочікувана помилка.",
    unauthorized: () => "Потрібна автентифікація.",
    forbidden: () => "Запит заборонено.",
    not_found: () => "Ресурс не знайдено.",
    method_not_allowed: () => "Метод не дозволено для цього ресурсу.",
    not_acceptable: () => "Немає доступного прийнятного представлення.",
    request_timeout: () => "Запит надходив надто довго.",
    conflict: () => "Запит конфліктує з поточним станом ресурсу.",
    gone: () => "Ресурс більше недоступний.",
    length_required: () => "Запит має вказувати свою довжину.",
    precondition_failed: () => "Попередню умову запиту не виконано.",
    payload_too_large: () => "Тіло запиту завелике.",
    uri_too_long: () => "URI запиту задовгий.",
    unsupported_media_type: () => "Тип вмісту тіла запиту не підтримується.",
    range_not_satisfiable: () => "Запитаний діапазон неможливо надати.",
    unprocessable_content: () => "Не вдається обробити тіло запиту.",
    too_many_requests: () => "Забагато запитів; повторіть спробу пізніше.",
    request_header_fields_too_large: () => "Заголовки запиту завеликі.",
    client_error: () => "Не вдається відповісти на запит.",
    route_not_found: () => "Жодна операція не відповідає методу та шляху запиту.",
    service_unavailable: () => "Сервіс тимчасово недоступний; повторіть спробу пізніше.",
    bad_gateway: () => "Шлюз не отримав коректної відповіді від сервісу; повторіть спробу пізніше.",
    gateway_timeout: () => "Шлюз не отримав відповіді від сервісу вчасно; повторіть спробу пізніше.",
    mfa_challenge_not_found: () => "Запит MFA не знайдено.",
  },
  phrases: {
    wholeBody: "(тіло запиту)",
    wholeRequest: "(запит)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `має неприпустиме значення (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "Тіло запиту порушує обмеження.",
      request_constraint_violations: "Запит порушує обмеження.",
    },
    requestFailed: (code) => `Не вдалося виконати запит (${code}).`,
  },
};
