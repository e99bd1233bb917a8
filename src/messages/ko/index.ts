/**
 * Korean messages, the subpath `api-error-model/messages/ko`: pass its `ko`
 * as `{ locale: ko }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Register: 합니다 style throughout (하세요 for the one request to the user). A Korean
// particle depends on the sound of the word before it, so no particle follows an inserted
// value: a fixed noun (항목, 패턴, 매개변수) stands between them.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Korean (`ko`): the whole catalogue, for `{ locale: ko }`.
 *
 * @public
 */
export const ko: Locale = {
  tag: "ko",
  violations: {
    after_end_date: () => "종료 날짜보다 늦을 수 없습니다",
    application_redirect_urls_not_supported: () =>
      "ID 공급자가 애플리케이션 리디렉션 URL을 확인할 수 없으므로 지원되지 않습니다",
    blank: () => "비워 둘 수 없습니다",
    consumer_tenant_id_not_allowed: () => "소비자 테넌트 ID가 아닌 조직 테넌트 ID여야 합니다",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `${disallowed} 항목은 포함할 수 없으며 ${allowed} 항목만 포함할 수 있습니다`;
      }
      if (disallowed !== undefined) return `${disallowed} 항목은 포함할 수 없습니다`;
      if (allowed !== undefined) return `${allowed} 항목만 포함할 수 있습니다`;
      return "허용되지 않는 항목이 포함되어 있습니다";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "유효하지 않은 필드 이름이 포함되어 있습니다"
        : `유효하지 않은 필드 이름(‘${f.text(a.invalidFieldName)}’)이 포함되어 있습니다`,
    contained_nested_arrays: () => "중첩된 배열을 포함할 수 없습니다",
    digit_not_present: () => "숫자를 하나 이상 포함해야 합니다",
    disabled: () => "비활성화되어 있습니다",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "허용되지 않는 값입니다" : `${allowed} 중 하나여야 합니다`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "속성에서 허용하지 않는 연산자를 사용합니다"
          : `속성에서 허용하지 않는 연산자를 사용합니다. ${allowed} 중 하나를 사용하세요`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `‘${name}’에서 허용하지 않는 연산자를 사용합니다`
        : `‘${name}’은(는) ${allowed} 중 하나로 비교해야 합니다`;
    },
    duplicate_elements: () => "중복 항목을 포함할 수 없습니다",
    duplicate_tenant_name_placeholders: () => "테넌트 이름 자리 표시자를 두 개 이상 포함할 수 없습니다",
    duplicate_wildcards: () => "와일드카드를 두 개 이상 포함할 수 없습니다",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "허용된 기간보다 깁니다" : `${f.duration(a.maxDuration)}보다 길 수 없습니다`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "허용된 기간보다 짧습니다" : `${f.duration(a.minDuration)}보다 짧을 수 없습니다`,
    email_domain_not_allowed: () => "허용되지 않는 이메일 도메인을 사용하고 있습니다",
    email_domain_not_verified: () => "인증되지 않은 이메일 도메인을 사용하고 있습니다",
    email_not_permitted: () => "허용되지 않는 이메일 주소입니다",
    email_not_verified: () => "인증되지 않은 주소이므로 이메일을 보낼 수 없습니다",
    email_unchanged: () => "현재 이메일 주소와 달라야 합니다",
    email_value_not_allowed: () => "이메일 주소는 사용할 수 없습니다",
    enablement_not_allowed: () => "활성화할 수 없습니다",
    empty: () => "비어 있을 수 없습니다",
    expired: () => "만료되었습니다",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "형식이 올바르지 않습니다" : `${f.text(a.regexPattern)} 패턴과 일치해야 합니다`,
    future: () => "미래 날짜일 수 없습니다",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "너무 큽니다";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `${max.bound}보다 작아야 합니다` : `${max.bound} 이하여야 합니다`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "새로 고침 토큰의 절대 수명보다 길 수 없습니다",
    greater_than_absolute_timeout: () => "절대 제한 시간보다 길 수 없습니다",
    illegal_domain_suffix: () => "허용되지 않는 도메인 접미사를 사용하고 있습니다",
    illegal_role_assignment: () => "여기에서는 허용되지 않는 역할을 할당하고 있습니다",
    immutable: () => "변경할 수 없습니다",
    inactive: () => "비활성 상태입니다",
    invalid_action_link_lifetime_unit: () => "이메일 작업 링크의 유효 기간에 사용할 수 없는 단위입니다",
    invalid_auth_factor_combination: () => "유효한 인증 요소 조합이 아닙니다",
    invalid_auth_session_code: () => "유효한 인증 세션 코드가 아닙니다",
    invalid_auth_session_token: () => "유효한 세션 토큰이 아닙니다",
    invalid_authorization_code: () => "유효한 권한 부여 코드가 아닙니다",
    invalid_authorization_request_token: () => "유효한 권한 부여 요청 토큰이 아닙니다",
    invalid_client_type: () => "잘못된 유형의 클라이언트를 참조합니다",
    invalid_code_point: () => "유효하지 않은 유니코드 문자가 포함되어 있습니다",
    invalid_date: () => "유효한 ISO 8601 날짜여야 합니다(예: 2024-01-31)",
    invalid_date_time: () => "유효한 ISO 8601 날짜 및 시간이어야 합니다(예: 2024-01-31T12:00:00Z)",
    invalid_directionality: () =>
      "왼쪽에서 오른쪽으로 쓰는 텍스트와 오른쪽에서 왼쪽으로 쓰는 텍스트가 허용되지 않는 방식으로 섞여 있습니다",
    invalid_display_name_for_identity_provider_type: () => "이 유형의 ID 공급자에 유효한 표시 이름이 아닙니다",
    invalid_domain_name: () => "유효한 도메인 이름이 아닙니다",
    invalid_domain_name_label: () => "유효한 도메인 이름 레이블이 아닙니다",
    invalid_duration: () => "유효한 ISO 8601 기간이어야 합니다(예: PT30M)",
    invalid_e164_phone_number: () => "E.164 형식의 전화번호여야 합니다(예: +14155550100)",
    invalid_email: () => "유효한 이메일 주소가 아닙니다",
    invalid_email_auth_code: () => "유효한 이메일 인증 코드가 아닙니다",
    invalid_epoch_timestamp: () => "유효한 타임스탬프가 아닙니다",
    invalid_external_idp_auth_code: () => "외부 ID 공급자의 유효한 인증 코드가 아닙니다",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "속성을 잘못된 유형의 값과 비교합니다"
          : `속성을 ${f.text(a.valueType)} 유형이 아닌 값과 비교합니다`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `‘${name}’을(를) 잘못된 유형의 값과 비교합니다`
        : `‘${name}’은(는) ${f.text(a.valueType)} 유형의 값과 비교해야 합니다`;
    },
    invalid_identity_provider_type: () => "잘못된 유형의 ID 공급자를 참조합니다",
    invalid_invite_code: () => "유효한 초대 코드가 아닙니다",
    invalid_ip_address: () => "유효한 IP 주소가 아닙니다",
    invalid_locale: () => "유효한 BCP 47 언어 태그여야 합니다(예: ko-KR)",
    invalid_name_for_identity_provider_type: () => "이 유형의 ID 공급자에 유효한 이름이 아닙니다",
    invalid_owner_type: () => "허용되지 않는 소유자 유형입니다",
    invalid_password_reset_code: () => "유효한 비밀번호 재설정 코드가 아닙니다",
    invalid_path_expression: () => "마침표로 구분된 필드 이름의 경로여야 합니다",
    invalid_pem_certificate: () => "PEM 형식의 인증서여야 합니다",
    invalid_phone_number: () => "유효한 전화번호가 아닙니다",
    invalid_private_key: () => "PEM 형식의 개인 키여야 합니다",
    invalid_request_code: () => "유효한 요청 코드가 아닙니다",
    invalid_role: () => "이 작업에 유효한 역할이 아닙니다",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "테넌트 이름 자리 표시자와 함께 사용할 수 없는 URL 스킴을 사용하고 있습니다",
    invalid_scope: () => "유효한 OAuth 2 범위가 아닙니다",
    invalid_semantic_version: () => "유의적 버전이어야 합니다(예: 1.2.3)",
    invalid_status_transition: () => "이 상태로 변경할 수 없습니다",
    invalid_tenant_name_placeholder_placement: () => "테넌트 이름 자리 표시자가 허용되지 않는 위치에 있습니다",
    invalid_time_zone: () => "유효한 IANA 시간대여야 합니다(예: Asia/Seoul)",
    invalid_token: () => "유효한 토큰이 아닙니다",
    invalid_url: () => "유효한 URL이 아닙니다",
    invalid_url_authority: () => "호스트 또는 포트가 유효하지 않습니다",
    invalid_url_path: () => "URL 경로가 유효하지 않습니다",
    invalid_url_query: () => "URL 쿼리 문자열이 유효하지 않습니다",
    invalid_url_scheme: () => "URL 스킴이 유효하지 않습니다",
    invalid_verification_code: () => "유효한 확인 코드가 아닙니다",
    invalid_wildcard_placement: () => "와일드카드가 허용되지 않는 위치에 있습니다",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "너무 작습니다";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `${min.bound}보다 커야 합니다` : `${min.bound} 이상이어야 합니다`;
    },
    less_than_idle_timeout: () => "유휴 제한 시간보다 짧을 수 없습니다",
    less_than_refresh_token_idle_lifetime: () => "새로 고침 토큰의 유휴 수명보다 짧을 수 없습니다",
    lowercase_char_not_present: () => "소문자를 하나 이상 포함해야 합니다",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "바이트 수가 너무 많습니다"
        : f.count(a.maxByteLength, { other: "#바이트 이하여야 합니다" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "필드가 너무 많습니다"
        : f.count(a.maxFieldCount, { other: "필드 수는 #개 이하여야 합니다" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "너무 깊게 중첩되어 있습니다"
        : f.count(a.maxNestingDepth, { other: "중첩 깊이는 #단계 이하여야 합니다" }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "필수 항목이 없습니다" : `${required} 항목을 포함해야 합니다`;
    },
    not_active: () => "활성 상태가 아닙니다",
    not_alphanumeric: () => "영문자와 숫자만 포함할 수 있습니다",
    not_false: () => "false여야 합니다",
    not_empty: () => "비어 있어야 합니다",
    not_found: () => "존재하지 않습니다",
    not_json_object: () => "JSON 객체여야 합니다",
    not_null: () => "null이어야 합니다",
    not_pending_activation: () => "활성화 대기 상태가 아닙니다",
    not_subdomain_of_public_suffix: () => "공개 접미사의 하위 도메인이어야 합니다",
    not_true: () => "true여야 합니다",
    not_undefined: () => "지정할 수 없습니다",
    not_unique: () => "이미 사용 중입니다",
    null: () => "null일 수 없습니다",
    password_breached: () => "데이터 유출로 노출된 적이 있으므로 다른 비밀번호를 선택하세요",
    password_unchanged: () => "현재 비밀번호와 달라야 합니다",
    password_verification_not_enabled: () =>
      "이 ID 공급자에서 비밀번호 확인이 비활성화되어 있으므로 사용할 수 없습니다",
    password_verification_not_supported: () => "이 ID 공급자가 비밀번호 확인을 지원하지 않으므로 사용할 수 없습니다",
    past_or_present: () => "미래 날짜여야 합니다",
    pending_activation: () => "활성화 대기 중입니다",
    redirect_urls_not_supported: () => "ID 공급자가 리디렉션 URL을 확인할 수 없으므로 지원되지 않습니다",
    role_not_found: () => "존재하지 않는 역할을 참조합니다",
    size_greater_than: (a, f) =>
      a.maxSize === undefined ? "항목이 너무 많습니다" : f.count(a.maxSize, { other: "항목 수는 #개 이하여야 합니다" }),
    special_char_not_present: () => "특수 문자를 하나 이상 포함해야 합니다",
    phone_number_value_not_allowed: () => "전화번호는 사용할 수 없습니다",
    tenant_name_placeholder_not_allowed: () => "테넌트 이름 자리 표시자를 포함할 수 없습니다",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined ? "너무 먼 과거입니다" : `과거 ${f.duration(a.maxPastOffset)} 이내여야 합니다`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "너무 먼 미래입니다"
        : `앞으로 ${f.duration(a.maxFutureOffset)} 이내여야 합니다`,
    too_long: (a, f) =>
      a.maxLength === undefined ? "너무 깁니다" : f.count(a.maxLength, { other: "#자 이하여야 합니다" }),
    too_short: (a, f) =>
      a.minLength === undefined ? "너무 짧습니다" : f.count(a.minLength, { other: "#자 이상이어야 합니다" }),
    type_disallowed_for_global_tenant: () => "전역 테넌트에 허용되지 않는 유형입니다",
    undefined: () => "필수 항목입니다",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "알 수 없는 값입니다" : `${allowed} 중 하나여야 합니다`;
    },
    unsupported_destination_attribute: () => "이 ID 공급자가 지원하지 않는 대상 속성입니다",
    unsupported_identity_provider_name: () => "지원되는 ID 공급자의 이름이 아닙니다",
    unsupported_path_expression: () => "지원되지 않는 경로입니다",
    uppercase_char_not_present: () => "대문자를 하나 이상 포함해야 합니다",
    url_contained_fragment: () => "프래그먼트(#...)를 포함할 수 없습니다",
    url_contained_http_scheme: () => "http가 아닌 https를 사용해야 합니다",
    url_contained_ip_address: () => "IP 주소가 아닌 도메인 이름을 사용해야 합니다",
    url_contained_loopback_address: () => "루프백 주소를 가리킬 수 없습니다",
    url_contained_query_parameters: () => "쿼리 매개변수를 포함할 수 없습니다",
    url_contained_user_info: () => "사용자 이름이나 비밀번호를 포함할 수 없습니다",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "도메인 이름이 너무 깁니다"
        : f.count(a.maxLength, { other: "도메인 이름은 #자 이하여야 합니다" }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "너무 길어서 테넌트 이름 자리 표시자와 함께 사용할 수 없습니다",
    wildcard_domain_suffix_too_long: () => "와일드카드 도메인 접미사가 너무 깁니다",
    wildcard_not_allowed_in_ip_address: () => "IP 주소에는 와일드카드를 포함할 수 없습니다",
  },
  baseErrors: {
    user_not_found: () => "사용자를 찾을 수 없습니다.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "확인 코드가 올바르지 않습니다.";
      }
      if (attempts === 0) return "확인 코드가 올바르지 않습니다. 남은 시도 횟수가 없습니다.";
      return f.count(attempts, { other: "확인 코드가 올바르지 않습니다. #회 더 시도할 수 있습니다." });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text =
        parameter === undefined ? "요청이 올바르지 않습니다" : `‘${f.text(parameter)}’ 매개변수가 올바르지 않습니다`;
      if (position !== undefined) text += `(위치 ${f.number(String(position))})`;
      text += ".";
      // Labels, not particles: "예상 값: eq" reads right whatever sound the value ends with.
      if (expected !== undefined) text += ` 예상 값: ${f.text(expected)}${found === undefined ? "." : ","}`;
      if (found !== undefined) text += ` 실제 값: ${f.text(found)}.`;
      return text;
    },
    internal_error: () => "예기치 않은 오류가 발생했습니다.",
    unauthorized: () => "인증이 필요합니다.",
    forbidden: () => "허용되지 않는 요청입니다.",
    not_found: () => "리소스를 찾을 수 없습니다.",
    method_not_allowed: () => "이 리소스에서는 이 메서드를 사용할 수 없습니다.",
    not_acceptable: () => "허용 가능한 표현이 없습니다.",
    request_timeout: () => "요청이 도착하는 데 시간이 너무 오래 걸렸습니다.",
    conflict: () => "요청이 리소스의 현재 상태와 충돌합니다.",
    gone: () => "리소스를 더 이상 사용할 수 없습니다.",
    length_required: () => "요청에 길이를 명시해야 합니다.",
    precondition_failed: () => "요청의 전제 조건이 충족되지 않았습니다.",
    payload_too_large: () => "요청 본문이 너무 큽니다.",
    uri_too_long: () => "요청 URI가 너무 깁니다.",
    unsupported_media_type: () => "요청 본문의 미디어 유형은 지원되지 않습니다.",
    range_not_satisfiable: () => "요청한 범위를 제공할 수 없습니다.",
    unprocessable_content: () => "요청 본문을 처리할 수 없습니다.",
    too_many_requests: () => "요청이 너무 많습니다. 나중에 다시 시도하세요.",
    request_header_fields_too_large: () => "요청 헤더가 너무 큽니다.",
    client_error: () => "요청에 응답할 수 없습니다.",
    route_not_found: () => "요청의 메서드 및 경로와 일치하는 작업이 없습니다.",
    service_unavailable: () => "서비스를 일시적으로 사용할 수 없습니다. 나중에 다시 시도하세요.",
    bad_gateway: () => "게이트웨이가 서비스로부터 유효한 응답을 받지 못했습니다. 나중에 다시 시도하세요.",
    gateway_timeout: () => "게이트웨이가 제시간에 서비스로부터 응답을 받지 못했습니다. 나중에 다시 시도하세요.",
    mfa_challenge_not_found: () => "MFA 챌린지를 찾을 수 없습니다.",
  },
  phrases: {
    wholeBody: "(요청 본문)",
    wholeRequest: "(요청)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `유효하지 않습니다(${what})`,
    violationsMessages: {
      message_body_constraint_violations: "요청 본문이 제약 조건을 위반합니다.",
      request_constraint_violations: "요청이 제약 조건을 위반합니다.",
    },
    requestFailed: (code) => `요청이 실패했습니다(${code}).`,
  },
};
