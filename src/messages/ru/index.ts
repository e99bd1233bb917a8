/**
 * Russian messages, the subpath `api-error-model/messages/ru`: pass its `ru`
 * as `{ locale: ru }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// A predicate agrees with an implied neuter subject ("значение", "поле"), as Russian
// validators write. A count or a duration stands where the nominative or accusative
// is right for every plural form ("минимум 1 символ", "длиннее, чем 1 неделя"), never
// after a word that asks for the genitive ("не более"), which would break the forms.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Russian (`ru`): the whole catalogue, for `{ locale: ru }`.
 *
 * @public
 */
export const ru: Locale = {
  tag: "ru",
  violations: {
    after_end_date: () => "не должно быть позже даты окончания",
    application_redirect_urls_not_supported: () =>
      "не поддерживается: поставщик удостоверений не может разрешать URL-адреса перенаправления приложений",
    blank: () => "не должно быть пустым или состоять только из пробелов",
    consumer_tenant_id_not_allowed: () =>
      "должно быть идентификатором арендатора организации, а не арендатора личных учетных записей",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `не должно содержать ${disallowed} и может содержать только ${allowed}`;
      }
      if (disallowed !== undefined) return `не должно содержать ${disallowed}`;
      if (allowed !== undefined) return `может содержать только ${allowed}`;
      return "содержит недопустимый элемент";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "содержит недопустимое имя поля"
        : `содержит недопустимое имя поля «${f.text(a.invalidFieldName)}»`,
    contained_nested_arrays: () => "не должно содержать вложенных массивов",
    digit_not_present: () => "должно содержать хотя бы одну цифру",
    disabled: () => "отключено",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "не является допустимым значением" : `должно быть одним из значений: ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "использует оператор, который атрибут не допускает"
          : `использует оператор, который атрибут не допускает; используйте: ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `использует оператор, который «${name}» не допускает`
        : `должно сравнивать «${name}» с помощью: ${allowed}`;
    },
    duplicate_elements: () => "не должно содержать повторяющихся элементов",
    duplicate_tenant_name_placeholders: () => "может содержать только один заполнитель имени арендатора",
    duplicate_wildcards: () => "может содержать только один подстановочный знак",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "длиннее допустимого" : `не должно быть длиннее, чем ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "короче допустимого" : `не должно быть короче, чем ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "использует недопустимый домен электронной почты",
    email_domain_not_verified: () => "использует неподтвержденный домен электронной почты",
    email_not_permitted: () => "не является разрешенным адресом электронной почты",
    email_not_verified: () => "не подтверждено, поэтому на этот адрес нельзя отправить письмо",
    email_unchanged: () => "должно отличаться от текущего адреса электронной почты",
    email_value_not_allowed: () => "не должно быть адресом электронной почты",
    enablement_not_allowed: () => "нельзя включить",
    empty: () => "не должно быть пустым",
    expired: () => "истек срок действия",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "имеет неверный формат"
        : `должно соответствовать шаблону ${f.text(a.regexPattern)}`,
    future: () => "не должно быть в будущем",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "слишком большое";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `должно быть меньше ${max.bound}` : `должно быть не больше ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "не должно превышать абсолютный срок действия токена обновления",
    greater_than_absolute_timeout: () => "не должно превышать абсолютный тайм-аут",
    illegal_domain_suffix: () => "имеет недопустимый суффикс домена",
    illegal_role_assignment: () => "назначает роль, которая здесь не допускается",
    immutable: () => "нельзя изменить",
    inactive: () => "неактивно",
    invalid_action_link_lifetime_unit: () =>
      "не является допустимой единицей срока действия ссылки для действия в письме",
    invalid_auth_factor_combination: () => "не является допустимым сочетанием факторов аутентификации",
    invalid_auth_session_code: () => "не является действительным кодом сеанса аутентификации",
    invalid_auth_session_token: () => "не является действительным токеном сеанса",
    invalid_authorization_code: () => "не является действительным кодом авторизации",
    invalid_authorization_request_token: () => "не является действительным токеном запроса авторизации",
    invalid_client_type: () => "ссылается на клиент неверного типа",
    invalid_code_point: () => "содержит недопустимый символ Юникода",
    invalid_date: () => "должно быть допустимой датой в формате ISO 8601, например 2024-01-31",
    invalid_date_time: () =>
      "должно быть допустимой датой и временем в формате ISO 8601, например 2024-01-31T12:00:00Z",
    invalid_directionality: () => "недопустимо смешивает текст, написанный слева направо и справа налево",
    invalid_display_name_for_identity_provider_type: () =>
      "не является допустимым отображаемым именем для поставщика удостоверений этого типа",
    invalid_domain_name: () => "не является допустимым доменным именем",
    invalid_domain_name_label: () => "не является допустимой частью доменного имени",
    invalid_duration: () => "должно быть допустимой длительностью в формате ISO 8601, например PT30M",
    invalid_e164_phone_number: () => "должно быть номером телефона в формате E.164, например +14155550100",
    invalid_email: () => "не является допустимым адресом электронной почты",
    invalid_email_auth_code: () => "не является действительным кодом аутентификации из письма",
    invalid_epoch_timestamp: () => "не является допустимой меткой времени",
    invalid_external_idp_auth_code: () =>
      "не является действительным кодом аутентификации внешнего поставщика удостоверений",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "сравнивает атрибут со значением неверного типа"
          : `сравнивает атрибут со значением, которое не имеет тип ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `сравнивает «${name}» со значением неверного типа`
        : `должно сравнивать «${name}» со значением типа ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "ссылается на поставщика удостоверений неверного типа",
    invalid_invite_code: () => "не является действительным кодом приглашения",
    invalid_ip_address: () => "не является допустимым IP-адресом",
    invalid_locale: () => "должно быть допустимым языковым тегом BCP 47, например ru-RU",
    invalid_name_for_identity_provider_type: () =>
      "не является допустимым именем для поставщика удостоверений этого типа",
    invalid_owner_type: () => "имеет недопустимый тип владельца",
    invalid_password_reset_code: () => "не является действительным кодом сброса пароля",
    invalid_path_expression: () => "должно быть путем из имен полей, разделенных точками",
    invalid_pem_certificate: () => "должно быть сертификатом в формате PEM",
    invalid_phone_number: () => "не является допустимым номером телефона",
    invalid_private_key: () => "должно быть закрытым ключом в формате PEM",
    invalid_request_code: () => "не является действительным кодом запроса",
    invalid_role: () => "не является допустимой ролью для этой операции",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "использует схему URL-адреса, которую нельзя сочетать с заполнителем имени арендатора",
    invalid_scope: () => "не является допустимой областью OAuth 2",
    invalid_semantic_version: () => "должно быть семантической версией, например 1.2.3",
    invalid_status_transition: () => "нельзя перевести в этот статус",
    invalid_tenant_name_placeholder_placement: () => "содержит заполнитель имени арендатора в недопустимом месте",
    invalid_time_zone: () => "должно быть допустимым часовым поясом IANA, например Europe/Moscow",
    invalid_token: () => "не является действительным токеном",
    invalid_url: () => "не является допустимым URL-адресом",
    invalid_url_authority: () => "содержит недопустимый хост или порт",
    invalid_url_path: () => "содержит недопустимый путь URL-адреса",
    invalid_url_query: () => "содержит недопустимую строку запроса URL-адреса",
    invalid_url_scheme: () => "содержит недопустимую схему URL-адреса",
    invalid_verification_code: () => "не является действительным кодом подтверждения",
    invalid_wildcard_placement: () => "содержит подстановочный знак в недопустимом месте",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "слишком маленькое";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `должно быть больше ${min.bound}` : `должно быть не меньше ${min.bound}`;
    },
    less_than_idle_timeout: () => "не должно быть меньше тайм-аута бездействия",
    less_than_refresh_token_idle_lifetime: () =>
      "не должно быть меньше срока действия токена обновления при бездействии",
    lowercase_char_not_present: () => "должно содержать хотя бы одну строчную букву",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "занимает слишком много байтов"
        : f.count(a.maxByteLength, {
            one: "может занимать максимум # байт",
            few: "может занимать максимум # байта",
            many: "может занимать максимум # байт",
            other: "может занимать максимум # байта",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "содержит слишком много полей"
        : f.count(a.maxFieldCount, {
            one: "может содержать максимум # поле",
            few: "может содержать максимум # поля",
            many: "может содержать максимум # полей",
            other: "может содержать максимум # поля",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "имеет слишком глубокую вложенность"
        : f.count(a.maxNestingDepth, {
            one: "может иметь максимум # уровень вложенности",
            few: "может иметь максимум # уровня вложенности",
            many: "может иметь максимум # уровней вложенности",
            other: "может иметь максимум # уровня вложенности",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "не содержит обязательного элемента" : `должно содержать ${required}`;
    },
    not_active: () => "не активно",
    not_alphanumeric: () => "должно содержать только буквы и цифры",
    not_false: () => "должно быть ложным",
    not_empty: () => "должно быть пустым",
    not_found: () => "не существует",
    not_json_object: () => "должно быть объектом JSON",
    not_null: () => "должно быть null",
    not_pending_activation: () => "не ожидает активации",
    not_subdomain_of_public_suffix: () => "должно быть поддоменом публичного суффикса",
    not_true: () => "должно быть истинным",
    not_undefined: () => "не должно указываться",
    not_unique: () => "уже используется",
    null: () => "не должно быть null",
    password_breached: () => "обнаружено в утечке данных; выберите другой пароль",
    password_unchanged: () => "должно отличаться от текущего пароля",
    password_verification_not_enabled: () =>
      "нельзя использовать: проверка пароля отключена для этого поставщика удостоверений",
    password_verification_not_supported: () =>
      "нельзя использовать: этот поставщик удостоверений не поддерживает проверку пароля",
    past_or_present: () => "должно быть в будущем",
    pending_activation: () => "ожидает активации",
    redirect_urls_not_supported: () =>
      "не поддерживается: поставщик удостоверений не может разрешать URL-адреса перенаправления",
    role_not_found: () => "ссылается на несуществующую роль",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "содержит слишком много элементов"
        : f.count(a.maxSize, {
            one: "может содержать максимум # элемент",
            few: "может содержать максимум # элемента",
            many: "может содержать максимум # элементов",
            other: "может содержать максимум # элемента",
          }),
    special_char_not_present: () => "должно содержать хотя бы один специальный символ",
    phone_number_value_not_allowed: () => "не должно быть номером телефона",
    tenant_name_placeholder_not_allowed: () => "не должно содержать заполнитель имени арендатора",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "слишком далеко в прошлом"
        : `слишком далеко в прошлом; максимум — ${f.duration(a.maxPastOffset)}`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "слишком далеко в будущем"
        : `слишком далеко в будущем; максимум — ${f.duration(a.maxFutureOffset)}`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "слишком длинное"
        : f.count(a.maxLength, {
            one: "может содержать максимум # символ",
            few: "может содержать максимум # символа",
            many: "может содержать максимум # символов",
            other: "может содержать максимум # символа",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "слишком короткое"
        : f.count(a.minLength, {
            one: "должно содержать минимум # символ",
            few: "должно содержать минимум # символа",
            many: "должно содержать минимум # символов",
            other: "должно содержать минимум # символа",
          }),
    type_disallowed_for_global_tenant: () => "имеет тип, недопустимый для глобального арендатора",
    undefined: () => "обязательно",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "не является известным значением" : `должно быть одним из значений: ${allowed}`;
    },
    unsupported_destination_attribute: () =>
      "не является целевым атрибутом, который поддерживает этот поставщик удостоверений",
    unsupported_identity_provider_name: () => "не является именем поддерживаемого поставщика удостоверений",
    unsupported_path_expression: () => "не является поддерживаемым путем",
    uppercase_char_not_present: () => "должно содержать хотя бы одну прописную букву",
    url_contained_fragment: () => "не должно содержать фрагмент (#...)",
    url_contained_http_scheme: () => "должно использовать https, а не http",
    url_contained_ip_address: () => "должно использовать доменное имя, а не IP-адрес",
    url_contained_loopback_address: () => "не должно указывать на адрес обратной петли",
    url_contained_query_parameters: () => "не должно содержать параметры запроса",
    url_contained_user_info: () => "не должно содержать имя пользователя или пароль",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "содержит слишком длинное доменное имя"
        : f.count(a.maxLength, {
            one: "должно содержать доменное имя длиной максимум # символ",
            few: "должно содержать доменное имя длиной максимум # символа",
            many: "должно содержать доменное имя длиной максимум # символов",
            other: "должно содержать доменное имя длиной максимум # символа",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "слишком длинное для использования с заполнителем имени арендатора",
    wildcard_domain_suffix_too_long: () => "содержит слишком длинный суффикс домена с подстановочным знаком",
    wildcard_not_allowed_in_ip_address: () => "не должно содержать подстановочный знак в IP-адресе",
  },
  baseErrors: {
    user_not_found: () => "Пользователь не найден.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Неверный код подтверждения.";
      }
      if (attempts === 0) return "Неверный код подтверждения; попыток больше не осталось.";
      return f.count(attempts, {
        one: "Неверный код подтверждения; осталась # попытка.",
        few: "Неверный код подтверждения; остались # попытки.",
        many: "Неверный код подтверждения; осталось # попыток.",
        other: "Неверный код подтверждения; осталось # попытки.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "Недопустимый запрос" : `Недопустимый параметр ${f.text(parameter)}`;
      if (position !== undefined) text += ` в позиции ${f.number(String(position))}`;
      if (expected !== undefined) text += `: ожидалось ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} найдено ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Произошла непредвиденная ошибка.",
    unauthorized: () => "Требуется аутентификация.",
    forbidden: () => "Запрос запрещен.",
    not_found: () => "Ресурс не найден.",
    method_not_allowed: () => "Метод не разрешен для этого ресурса.",
    not_acceptable: () => "Нет доступного приемлемого представления.",
    request_timeout: () => "Запрос поступал слишком долго.",
    conflict: () => "Запрос конфликтует с текущим состоянием ресурса.",
    gone: () => "Ресурс больше недоступен.",
    length_required: () => "В запросе должна быть указана его длина.",
    precondition_failed: () => "Предварительное условие запроса не выполнено.",
    payload_too_large: () => "Тело запроса слишком велико.",
    uri_too_long: () => "URI запроса слишком длинный.",
    unsupported_media_type: () => "Тип содержимого тела запроса не поддерживается.",
    range_not_satisfiable: () => "Запрошенный диапазон не может быть предоставлен.",
    unprocessable_content: () => "Не удается обработать тело запроса.",
    too_many_requests: () => "Слишком много запросов; повторите попытку позже.",
    request_header_fields_too_large: () => "Заголовки запроса слишком велики.",
    client_error: () => "Не удается ответить на запрос.",
    route_not_found: () => "Ни одна операция не соответствует методу и пути запроса.",
    service_unavailable: () => "Сервис временно недоступен; повторите попытку позже.",
    bad_gateway: () => "Шлюз не получил корректного ответа от сервиса; повторите попытку позже.",
    gateway_timeout: () => "Шлюз не получил ответа от сервиса вовремя; повторите попытку позже.",
    mfa_challenge_not_found: () => "Запрос MFA не найден.",
  },
  phrases: {
    wholeBody: "(тело запроса)",
    wholeRequest: "(запрос)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `имеет недопустимое значение (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "Тело запроса нарушает ограничения.",
      request_constraint_violations: "Запрос нарушает ограничения.",
    },
    requestFailed: (code) => `Не удалось выполнить запрос (${code}).`,
  },
};
