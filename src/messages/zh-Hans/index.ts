/**
 * Simplified Chinese messages, the subpath `api-error-model/messages/zh-Hans`:
 * pass its `zhHans` as `{ locale: zhHans }`. The shape of a locale is `Locale`,
 * in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Style: concise UI sentences ("不能超过 200 个字符"), a space between Chinese and an
// inserted value or Latin word, full-width punctuation and “” quotes.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Simplified Chinese (`zh-Hans`): the whole catalogue, for `{ locale: zhHans }`.
 *
 * @public
 */
export const zhHans: Locale = {
  tag: "zh-Hans",
  violations: {
    after_end_date: () => "不能晚于结束日期",
    application_redirect_urls_not_supported: () => "身份提供方无法解析应用重定向 URL，因此不受支持",
    blank: () => "不能为空",
    consumer_tenant_id_not_allowed: () => "必须是组织租户 ID，而不是消费者租户 ID",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `不能包含 ${disallowed}，且只能包含 ${allowed}`;
      }
      if (disallowed !== undefined) return `不能包含 ${disallowed}`;
      if (allowed !== undefined) return `只能包含 ${allowed}`;
      return "包含不允许的元素";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined ? "包含无效的字段名" : `包含无效的字段名“${f.text(a.invalidFieldName)}”`,
    contained_nested_arrays: () => "不能包含嵌套数组",
    digit_not_present: () => "必须至少包含一个数字",
    disabled: () => "已禁用",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "不是允许的值" : `必须是 ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined ? "使用了该属性不允许的运算符" : `使用了该属性不允许的运算符；请使用 ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined ? `使用了“${name}”不允许的运算符` : `必须使用 ${allowed} 比较“${name}”`;
    },
    duplicate_elements: () => "不能包含重复项",
    duplicate_tenant_name_placeholders: () => "最多只能包含一个租户名称占位符",
    duplicate_wildcards: () => "最多只能包含一个通配符",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "超过了允许的时长" : `不能超过 ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "短于允许的时长" : `不能短于 ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "使用了不允许的电子邮件域",
    email_domain_not_verified: () => "使用了未验证的电子邮件域",
    email_not_permitted: () => "不是允许的电子邮件地址",
    email_not_verified: () => "未经验证，无法向此地址发送电子邮件",
    email_unchanged: () => "必须与当前电子邮件地址不同",
    email_value_not_allowed: () => "不能是电子邮件地址",
    enablement_not_allowed: () => "无法启用",
    empty: () => "不能为空",
    expired: () => "已过期",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "格式不正确" : `必须匹配模式 ${f.text(a.regexPattern)}`,
    future: () => "不能是将来的时间",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "过大";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `必须小于 ${max.bound}` : `不能大于 ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "不能超过刷新令牌的绝对有效期",
    greater_than_absolute_timeout: () => "不能超过绝对超时时间",
    illegal_domain_suffix: () => "使用了不允许的域名后缀",
    illegal_role_assignment: () => "分配了此处不允许的角色",
    immutable: () => "不可更改",
    inactive: () => "处于非活动状态",
    invalid_action_link_lifetime_unit: () => "不是有效的电子邮件操作链接有效期单位",
    invalid_auth_factor_combination: () => "不是有效的身份验证因素组合",
    invalid_auth_session_code: () => "不是有效的身份验证会话代码",
    invalid_auth_session_token: () => "不是有效的会话令牌",
    invalid_authorization_code: () => "不是有效的授权码",
    invalid_authorization_request_token: () => "不是有效的授权请求令牌",
    invalid_client_type: () => "引用的客户端类型错误",
    invalid_code_point: () => "包含无效的 Unicode 字符",
    invalid_date: () => "必须是有效的 ISO 8601 日期，例如 2024-01-31",
    invalid_date_time: () => "必须是有效的 ISO 8601 日期时间，例如 2024-01-31T12:00:00Z",
    invalid_directionality: () => "以不允许的方式混用了从左到右和从右到左的文本",
    invalid_display_name_for_identity_provider_type: () => "不是此类身份提供方的有效显示名称",
    invalid_domain_name: () => "不是有效的域名",
    invalid_domain_name_label: () => "不是有效的域名标签",
    invalid_duration: () => "必须是有效的 ISO 8601 时长，例如 PT30M",
    invalid_e164_phone_number: () => "必须是 E.164 格式的电话号码，例如 +14155550100",
    invalid_email: () => "不是有效的电子邮件地址",
    invalid_email_auth_code: () => "不是有效的电子邮件验证码",
    invalid_epoch_timestamp: () => "不是有效的时间戳",
    invalid_external_idp_auth_code: () => "不是外部身份提供方的有效身份验证码",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "将属性与类型错误的值进行比较"
          : `将属性与非 ${f.text(a.valueType)} 类型的值进行比较`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `将“${name}”与类型错误的值进行比较`
        : `必须将“${name}”与 ${f.text(a.valueType)} 类型的值进行比较`;
    },
    invalid_identity_provider_type: () => "引用的身份提供方类型错误",
    invalid_invite_code: () => "不是有效的邀请码",
    invalid_ip_address: () => "不是有效的 IP 地址",
    invalid_locale: () => "必须是有效的 BCP 47 语言标记，例如 zh-CN",
    invalid_name_for_identity_provider_type: () => "不是此类身份提供方的有效名称",
    invalid_owner_type: () => "使用了不允许的所有者类型",
    invalid_password_reset_code: () => "不是有效的密码重置码",
    invalid_path_expression: () => "必须是以句点分隔的字段名路径",
    invalid_pem_certificate: () => "必须是 PEM 格式的证书",
    invalid_phone_number: () => "不是有效的电话号码",
    invalid_private_key: () => "必须是 PEM 格式的私钥",
    invalid_request_code: () => "不是有效的请求代码",
    invalid_role: () => "不是此操作的有效角色",
    invalid_scheme_used_with_tenant_name_placeholder: () => "使用了不能与租户名称占位符一起使用的 URL 协议",
    invalid_scope: () => "不是有效的 OAuth 2 作用域",
    invalid_semantic_version: () => "必须是语义化版本号，例如 1.2.3",
    invalid_status_transition: () => "无法更改为此状态",
    invalid_tenant_name_placeholder_placement: () => "租户名称占位符位于不允许的位置",
    invalid_time_zone: () => "必须是有效的 IANA 时区，例如 Asia/Shanghai",
    invalid_token: () => "不是有效的令牌",
    invalid_url: () => "不是有效的 URL",
    invalid_url_authority: () => "主机或端口无效",
    invalid_url_path: () => "URL 路径无效",
    invalid_url_query: () => "URL 查询字符串无效",
    invalid_url_scheme: () => "URL 协议无效",
    invalid_verification_code: () => "不是有效的验证码",
    invalid_wildcard_placement: () => "通配符位于不允许的位置",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "过小";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `必须大于 ${min.bound}` : `不能小于 ${min.bound}`;
    },
    less_than_idle_timeout: () => "不能短于空闲超时时间",
    less_than_refresh_token_idle_lifetime: () => "不能短于刷新令牌的空闲有效期",
    lowercase_char_not_present: () => "必须至少包含一个小写字母",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined ? "字节数过多" : f.count(a.maxByteLength, { other: "不能超过 # 个字节" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined ? "字段过多" : f.count(a.maxFieldCount, { other: "不能超过 # 个字段" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined ? "嵌套过深" : f.count(a.maxNestingDepth, { other: "嵌套不能超过 # 层" }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "缺少必需的元素" : `必须包含 ${required}`;
    },
    not_active: () => "未处于活动状态",
    not_alphanumeric: () => "只能包含字母和数字",
    not_false: () => "必须为 false",
    not_empty: () => "必须为空",
    not_found: () => "不存在",
    not_json_object: () => "必须是 JSON 对象",
    not_null: () => "必须为 null",
    not_pending_activation: () => "未处于待激活状态",
    not_subdomain_of_public_suffix: () => "必须是公共后缀的子域名",
    not_true: () => "必须为 true",
    not_undefined: () => "不能指定",
    not_unique: () => "已被使用",
    null: () => "不能为 null",
    password_breached: () => "曾出现在数据泄露中，请选择其他密码",
    password_unchanged: () => "必须与当前密码不同",
    password_verification_not_enabled: () => "此身份提供方已禁用密码验证，因此无法使用",
    password_verification_not_supported: () => "此身份提供方不支持密码验证，因此无法使用",
    past_or_present: () => "必须是将来的时间",
    pending_activation: () => "处于待激活状态",
    redirect_urls_not_supported: () => "身份提供方无法解析重定向 URL，因此不受支持",
    role_not_found: () => "引用的角色不存在",
    size_greater_than: (a, f) =>
      a.maxSize === undefined ? "元素过多" : f.count(a.maxSize, { other: "不能超过 # 个元素" }),
    special_char_not_present: () => "必须至少包含一个特殊字符",
    phone_number_value_not_allowed: () => "不能是电话号码",
    tenant_name_placeholder_not_allowed: () => "不能包含租户名称占位符",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined ? "时间过早" : `不能早于 ${f.duration(a.maxPastOffset)}前`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined ? "时间过晚" : `不能晚于 ${f.duration(a.maxFutureOffset)}后`,
    too_long: (a, f) => (a.maxLength === undefined ? "过长" : f.count(a.maxLength, { other: "不能超过 # 个字符" })),
    too_short: (a, f) => (a.minLength === undefined ? "过短" : f.count(a.minLength, { other: "不能少于 # 个字符" })),
    type_disallowed_for_global_tenant: () => "全局租户不允许此类型",
    undefined: () => "为必填项",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "不是已知的值" : `必须是 ${allowed}`;
    },
    unsupported_destination_attribute: () => "不是此身份提供方支持的目标属性",
    unsupported_identity_provider_name: () => "不是受支持的身份提供方名称",
    unsupported_path_expression: () => "不是受支持的路径",
    uppercase_char_not_present: () => "必须至少包含一个大写字母",
    url_contained_fragment: () => "不能包含片段（#...）",
    url_contained_http_scheme: () => "必须使用 https，而不是 http",
    url_contained_ip_address: () => "必须使用域名，而不是 IP 地址",
    url_contained_loopback_address: () => "不能指向环回地址",
    url_contained_query_parameters: () => "不能包含查询参数",
    url_contained_user_info: () => "不能包含用户名或密码",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined ? "域名过长" : f.count(a.maxLength, { other: "域名不能超过 # 个字符" }),
    url_too_long_for_use_with_tenant_name_placeholder: () => "过长，无法与租户名称占位符一起使用",
    wildcard_domain_suffix_too_long: () => "通配符域名后缀过长",
    wildcard_not_allowed_in_ip_address: () => "IP 地址中不能包含通配符",
  },
  baseErrors: {
    user_not_found: () => "找不到该用户。",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "验证码无效。";
      }
      if (attempts === 0) return "验证码无效，已没有剩余的尝试次数。";
      return f.count(attempts, { other: "验证码无效，还剩 # 次尝试机会。" });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "请求无效" : `参数“${f.text(parameter)}”无效`;
      if (position !== undefined) text += `（位置 ${f.number(String(position))}）`;
      if (expected !== undefined) text += `：应为“${f.text(expected)}”`;
      if (found !== undefined) {
        text += expected === undefined ? `：遇到意外的“${f.text(found)}”` : `，但遇到“${f.text(found)}”`;
      }
      return `${text}。`;
    },
    internal_error: () => "发生了意外错误。",
    unauthorized: () => "需要进行身份验证。",
    forbidden: () => "不允许此请求。",
    not_found: () => "找不到该资源。",
    method_not_allowed: () => "此资源不允许使用该方法。",
    not_acceptable: () => "没有可接受的表示形式。",
    request_timeout: () => "请求到达用时过长。",
    conflict: () => "请求与资源的当前状态冲突。",
    gone: () => "该资源已不再可用。",
    length_required: () => "请求必须说明其长度。",
    precondition_failed: () => "请求的前提条件未满足。",
    payload_too_large: () => "请求正文过大。",
    uri_too_long: () => "请求 URI 过长。",
    unsupported_media_type: () => "不支持请求正文的媒体类型。",
    range_not_satisfiable: () => "无法提供所请求的范围。",
    unprocessable_content: () => "无法处理请求正文。",
    too_many_requests: () => "请求过多，请稍后重试。",
    request_header_fields_too_large: () => "请求头过大。",
    client_error: () => "无法响应该请求。",
    route_not_found: () => "没有与请求的方法和路径匹配的操作。",
    service_unavailable: () => "服务暂时不可用，请稍后重试。",
    bad_gateway: () => "网关未收到服务的有效响应，请稍后重试。",
    gateway_timeout: () => "网关未能及时收到服务的响应，请稍后重试。",
    mfa_challenge_not_found: () => "找不到该 MFA 验证。",
  },
  phrases: {
    wholeBody: "（请求正文）",
    wholeRequest: "（请求）",
    line: (key, sentence) => `${key}：${sentence}`,
    unknownCode: (what) => `无效（${what}）`,
    violationsMessages: {
      message_body_constraint_violations: "请求正文违反了约束条件。",
      request_constraint_violations: "请求违反了约束条件。",
    },
    requestFailed: (code) => `请求失败（${code}）。`,
  },
};
