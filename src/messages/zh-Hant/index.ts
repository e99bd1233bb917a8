/**
 * Traditional Chinese messages, the subpath `api-error-model/messages/zh-Hant`:
 * pass its `zhHant` as `{ locale: zhHant }`. The shape of a locale is `Locale`,
 * in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Style: concise UI sentences in Taiwan usage (電子郵件, 使用者, 資料, 欄位, 權杖, 網域),
// a space between Chinese and an inserted value or Latin word, full-width punctuation
// and 「」 quotes.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Traditional Chinese (`zh-Hant`): the whole catalogue, for `{ locale: zhHant }`.
 *
 * @public
 */
export const zhHant: Locale = {
  tag: "zh-Hant",
  violations: {
    after_end_date: () => "不能晚於結束日期",
    application_redirect_urls_not_supported: () => "身分識別提供者無法解析應用程式重新導向 URL，因此不受支援",
    blank: () => "不能空白",
    consumer_tenant_id_not_allowed: () => "必須是組織租用戶 ID，而不是消費者租用戶 ID",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `不能包含 ${disallowed}，且只能包含 ${allowed}`;
      }
      if (disallowed !== undefined) return `不能包含 ${disallowed}`;
      if (allowed !== undefined) return `只能包含 ${allowed}`;
      return "包含不允許的元素";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined ? "包含無效的欄位名稱" : `包含無效的欄位名稱「${f.text(a.invalidFieldName)}」`,
    contained_nested_arrays: () => "不能包含巢狀陣列",
    digit_not_present: () => "必須至少包含一個數字",
    disabled: () => "已停用",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "不是允許的值" : `必須是 ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined ? "使用了該屬性不允許的運算子" : `使用了該屬性不允許的運算子；請使用 ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined ? `使用了「${name}」不允許的運算子` : `必須使用 ${allowed} 比較「${name}」`;
    },
    duplicate_elements: () => "不能包含重複的項目",
    duplicate_tenant_name_placeholders: () => "最多只能包含一個租用戶名稱預留位置",
    duplicate_wildcards: () => "最多只能包含一個萬用字元",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "超過允許的時間長度" : `不能超過 ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "短於允許的時間長度" : `不能短於 ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "使用了不允許的電子郵件網域",
    email_domain_not_verified: () => "使用了未驗證的電子郵件網域",
    email_not_permitted: () => "不是允許的電子郵件地址",
    email_not_verified: () => "未經驗證，無法傳送電子郵件至此地址",
    email_unchanged: () => "必須與目前的電子郵件地址不同",
    email_value_not_allowed: () => "不能是電子郵件地址",
    enablement_not_allowed: () => "無法啟用",
    empty: () => "不能為空",
    expired: () => "已過期",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "格式不正確" : `必須符合模式 ${f.text(a.regexPattern)}`,
    future: () => "不能是未來的時間",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "過大";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `必須小於 ${max.bound}` : `不能大於 ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "不能超過重新整理權杖的絕對存留期",
    greater_than_absolute_timeout: () => "不能超過絕對逾時時間",
    illegal_domain_suffix: () => "使用了不允許的網域尾碼",
    illegal_role_assignment: () => "指派了此處不允許的角色",
    immutable: () => "無法變更",
    inactive: () => "處於非作用中狀態",
    invalid_action_link_lifetime_unit: () => "不是有效的電子郵件動作連結有效期限單位",
    invalid_auth_factor_combination: () => "不是有效的驗證因素組合",
    invalid_auth_session_code: () => "不是有效的驗證工作階段代碼",
    invalid_auth_session_token: () => "不是有效的工作階段權杖",
    invalid_authorization_code: () => "不是有效的授權碼",
    invalid_authorization_request_token: () => "不是有效的授權要求權杖",
    invalid_client_type: () => "參照的用戶端類型錯誤",
    invalid_code_point: () => "包含無效的 Unicode 字元",
    invalid_date: () => "必須是有效的 ISO 8601 日期，例如 2024-01-31",
    invalid_date_time: () => "必須是有效的 ISO 8601 日期時間，例如 2024-01-31T12:00:00Z",
    invalid_directionality: () => "以不允許的方式混用了由左至右和由右至左的文字",
    invalid_display_name_for_identity_provider_type: () => "不是此類身分識別提供者的有效顯示名稱",
    invalid_domain_name: () => "不是有效的網域名稱",
    invalid_domain_name_label: () => "不是有效的網域名稱標籤",
    invalid_duration: () => "必須是有效的 ISO 8601 時間長度，例如 PT30M",
    invalid_e164_phone_number: () => "必須是 E.164 格式的電話號碼，例如 +14155550100",
    invalid_email: () => "不是有效的電子郵件地址",
    invalid_email_auth_code: () => "不是有效的電子郵件驗證碼",
    invalid_epoch_timestamp: () => "不是有效的時間戳記",
    invalid_external_idp_auth_code: () => "不是外部身分識別提供者的有效驗證碼",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "將屬性與類型錯誤的值進行比較"
          : `將屬性與非 ${f.text(a.valueType)} 類型的值進行比較`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `將「${name}」與類型錯誤的值進行比較`
        : `必須將「${name}」與 ${f.text(a.valueType)} 類型的值進行比較`;
    },
    invalid_identity_provider_type: () => "參照的身分識別提供者類型錯誤",
    invalid_invite_code: () => "不是有效的邀請碼",
    invalid_ip_address: () => "不是有效的 IP 位址",
    invalid_locale: () => "必須是有效的 BCP 47 語言標記，例如 zh-TW",
    invalid_name_for_identity_provider_type: () => "不是此類身分識別提供者的有效名稱",
    invalid_owner_type: () => "使用了不允許的擁有者類型",
    invalid_password_reset_code: () => "不是有效的密碼重設碼",
    invalid_path_expression: () => "必須是以句點分隔的欄位名稱路徑",
    invalid_pem_certificate: () => "必須是 PEM 格式的憑證",
    invalid_phone_number: () => "不是有效的電話號碼",
    invalid_private_key: () => "必須是 PEM 格式的私密金鑰",
    invalid_request_code: () => "不是有效的要求代碼",
    invalid_role: () => "不是此作業的有效角色",
    invalid_scheme_used_with_tenant_name_placeholder: () => "使用了無法與租用戶名稱預留位置搭配使用的 URL 配置",
    invalid_scope: () => "不是有效的 OAuth 2 範圍",
    invalid_semantic_version: () => "必須是語意化版本，例如 1.2.3",
    invalid_status_transition: () => "無法變更為此狀態",
    invalid_tenant_name_placeholder_placement: () => "租用戶名稱預留位置位於不允許的位置",
    invalid_time_zone: () => "必須是有效的 IANA 時區，例如 Asia/Taipei",
    invalid_token: () => "不是有效的權杖",
    invalid_url: () => "不是有效的 URL",
    invalid_url_authority: () => "主機或連接埠無效",
    invalid_url_path: () => "URL 路徑無效",
    invalid_url_query: () => "URL 查詢字串無效",
    invalid_url_scheme: () => "URL 配置無效",
    invalid_verification_code: () => "不是有效的驗證碼",
    invalid_wildcard_placement: () => "萬用字元位於不允許的位置",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "過小";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `必須大於 ${min.bound}` : `不能小於 ${min.bound}`;
    },
    less_than_idle_timeout: () => "不能短於閒置逾時時間",
    less_than_refresh_token_idle_lifetime: () => "不能短於重新整理權杖的閒置存留期",
    lowercase_char_not_present: () => "必須至少包含一個小寫字母",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined ? "位元組數過多" : f.count(a.maxByteLength, { other: "不能超過 # 個位元組" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined ? "欄位過多" : f.count(a.maxFieldCount, { other: "不能超過 # 個欄位" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined ? "巢狀層級過深" : f.count(a.maxNestingDepth, { other: "巢狀不能超過 # 層" }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "缺少必要的元素" : `必須包含 ${required}`;
    },
    not_active: () => "未處於作用中狀態",
    not_alphanumeric: () => "只能包含字母和數字",
    not_false: () => "必須為 false",
    not_empty: () => "必須為空",
    not_found: () => "不存在",
    not_json_object: () => "必須是 JSON 物件",
    not_null: () => "必須為 null",
    not_pending_activation: () => "未處於等待啟用狀態",
    not_subdomain_of_public_suffix: () => "必須是公用尾碼的子網域",
    not_true: () => "必須為 true",
    not_undefined: () => "不能指定",
    not_unique: () => "已被使用",
    null: () => "不能為 null",
    password_breached: () => "曾出現在資料外洩事件中，請選擇其他密碼",
    password_unchanged: () => "必須與目前的密碼不同",
    password_verification_not_enabled: () => "此身分識別提供者已停用密碼驗證，因此無法使用",
    password_verification_not_supported: () => "此身分識別提供者不支援密碼驗證，因此無法使用",
    past_or_present: () => "必須是未來的時間",
    pending_activation: () => "正在等待啟用",
    redirect_urls_not_supported: () => "身分識別提供者無法解析重新導向 URL，因此不受支援",
    role_not_found: () => "參照的角色不存在",
    size_greater_than: (a, f) =>
      a.maxSize === undefined ? "元素過多" : f.count(a.maxSize, { other: "不能超過 # 個元素" }),
    special_char_not_present: () => "必須至少包含一個特殊字元",
    phone_number_value_not_allowed: () => "不能是電話號碼",
    tenant_name_placeholder_not_allowed: () => "不能包含租用戶名稱預留位置",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined ? "時間過早" : `不能早於 ${f.duration(a.maxPastOffset)}前`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined ? "時間過晚" : `不能晚於 ${f.duration(a.maxFutureOffset)}後`,
    too_long: (a, f) => (a.maxLength === undefined ? "過長" : f.count(a.maxLength, { other: "不能超過 # 個字元" })),
    too_short: (a, f) => (a.minLength === undefined ? "過短" : f.count(a.minLength, { other: "不能少於 # 個字元" })),
    type_disallowed_for_global_tenant: () => "全域租用戶不允許此類型",
    undefined: () => "為必填欄位",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "不是已知的值" : `必須是 ${allowed}`;
    },
    unsupported_destination_attribute: () => "不是此身分識別提供者支援的目的地屬性",
    unsupported_identity_provider_name: () => "不是受支援的身分識別提供者名稱",
    unsupported_path_expression: () => "不是受支援的路徑",
    uppercase_char_not_present: () => "必須至少包含一個大寫字母",
    url_contained_fragment: () => "不能包含片段（#...）",
    url_contained_http_scheme: () => "必須使用 https，而不是 http",
    url_contained_ip_address: () => "必須使用網域名稱，而不是 IP 位址",
    url_contained_loopback_address: () => "不能指向回送位址",
    url_contained_query_parameters: () => "不能包含查詢參數",
    url_contained_user_info: () => "不能包含使用者名稱或密碼",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined ? "網域名稱過長" : f.count(a.maxLength, { other: "網域名稱不能超過 # 個字元" }),
    url_too_long_for_use_with_tenant_name_placeholder: () => "過長，無法與租用戶名稱預留位置搭配使用",
    wildcard_domain_suffix_too_long: () => "萬用字元網域尾碼過長",
    wildcard_not_allowed_in_ip_address: () => "IP 位址中不能包含萬用字元",
  },
  baseErrors: {
    user_not_found: () => "找不到該使用者。",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "驗證碼無效。";
      }
      if (attempts === 0) return "驗證碼無效，已沒有剩餘的嘗試次數。";
      return f.count(attempts, { other: "驗證碼無效，還剩 # 次嘗試機會。" });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "要求無效" : `參數「${f.text(parameter)}」無效`;
      if (position !== undefined) text += `（位置 ${f.number(String(position))}）`;
      if (expected !== undefined) text += `：應為「${f.text(expected)}」`;
      if (found !== undefined) {
        text += expected === undefined ? `：遇到非預期的「${f.text(found)}」` : `，但遇到「${f.text(found)}」`;
      }
      return `${text}。`;
    },
    internal_error: () => "發生未預期的錯誤。",
    unauthorized: () => "需要進行驗證。",
    forbidden: () => "不允許此要求。",
    not_found: () => "找不到該資源。",
    method_not_allowed: () => "此資源不允許使用該方法。",
    not_acceptable: () => "沒有可接受的表示法。",
    request_timeout: () => "要求抵達所需時間過長。",
    conflict: () => "要求與資源的目前狀態衝突。",
    gone: () => "該資源已無法再使用。",
    length_required: () => "要求必須指明其長度。",
    precondition_failed: () => "要求的先決條件未滿足。",
    payload_too_large: () => "要求本文過大。",
    uri_too_long: () => "要求 URI 過長。",
    unsupported_media_type: () => "不支援要求本文的媒體類型。",
    range_not_satisfiable: () => "無法提供所要求的範圍。",
    unprocessable_content: () => "無法處理要求本文。",
    too_many_requests: () => "要求過多，請稍後再試。",
    request_header_fields_too_large: () => "要求標頭過大。",
    client_error: () => "無法回應該要求。",
    route_not_found: () => "沒有與要求的方法和路徑相符的操作。",
    service_unavailable: () => "服務暫時無法使用，請稍後再試。",
    bad_gateway: () => "閘道未收到服務的有效回應，請稍後再試。",
    gateway_timeout: () => "閘道未能及時收到服務的回應，請稍後再試。",
    mfa_challenge_not_found: () => "找不到該 MFA 驗證。",
  },
  phrases: {
    wholeBody: "（要求本文）",
    wholeRequest: "（要求）",
    line: (key, sentence) => `${key}：${sentence}`,
    unknownCode: (what) => `無效（${what}）`,
    violationsMessages: {
      message_body_constraint_violations: "要求本文違反了限制條件。",
      request_constraint_violations: "要求違反了限制條件。",
    },
    requestFailed: (code) => `要求失敗（${code}）。`,
  },
};
