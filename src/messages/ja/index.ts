/**
 * Japanese messages, the subpath `api-error-model/messages/ja`: pass its `ja`
 * as `{ locale: ja }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Register: polite です/ます statements throughout ("…である必要があります",
// "…できません"), no spaces between Japanese and inserted values, full-width
// brackets and 「」 quotes, as Japanese product UIs write them.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Japanese (`ja`): the whole catalogue, for `{ locale: ja }`.
 *
 * @public
 */
export const ja: Locale = {
  tag: "ja",
  violations: {
    after_end_date: () => "終了日より後の日付にはできません",
    application_redirect_urls_not_supported: () =>
      "IDプロバイダーがアプリケーションのリダイレクトURLを解決できないため、サポートされていません",
    blank: () => "空欄にはできません",
    consumer_tenant_id_not_allowed: () => "コンシューマーテナントのIDではなく、組織テナントのIDである必要があります",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `${disallowed}を含めることはできず、${allowed}のみ含めることができます`;
      }
      if (disallowed !== undefined) return `${disallowed}を含めることはできません`;
      if (allowed !== undefined) return `${allowed}のみ含めることができます`;
      return "許可されていない要素が含まれています";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "無効なフィールド名が含まれています"
        : `無効なフィールド名「${f.text(a.invalidFieldName)}」が含まれています`,
    contained_nested_arrays: () => "ネストされた配列を含めることはできません",
    digit_not_present: () => "数字を1文字以上含める必要があります",
    disabled: () => "無効化されています",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "許可されていない値です" : `${allowed}である必要があります`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "属性で使用できない演算子を使用しています"
          : `属性で使用できない演算子を使用しています。${allowed}を使用してください`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `「${name}」で使用できない演算子を使用しています`
        : `「${name}」の比較には${allowed}を使用する必要があります`;
    },
    duplicate_elements: () => "重複する要素を含めることはできません",
    duplicate_tenant_name_placeholders: () => "テナント名のプレースホルダーを2つ以上含めることはできません",
    duplicate_wildcards: () => "ワイルドカードを2つ以上含めることはできません",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "長すぎます" : `${f.duration(a.maxDuration)}を超えることはできません`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "短すぎます" : `${f.duration(a.minDuration)}より短くすることはできません`,
    email_domain_not_allowed: () => "許可されていないメールドメインが使用されています",
    email_domain_not_verified: () => "未確認のメールドメインが使用されています",
    email_not_permitted: () => "許可されていないメールアドレスです",
    email_not_verified: () => "未確認のため、このアドレスにメールを送信できません",
    email_unchanged: () => "現在のメールアドレスと異なる必要があります",
    email_value_not_allowed: () => "メールアドレスにはできません",
    enablement_not_allowed: () => "有効にできません",
    empty: () => "空にはできません",
    expired: () => "有効期限が切れています",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "形式が正しくありません"
        : `パターン「${f.text(a.regexPattern)}」に一致する必要があります`,
    future: () => "未来の日時にはできません",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "大きすぎます";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `${max.bound}より小さい値である必要があります` : `${max.bound}以下である必要があります`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "リフレッシュトークンの絶対有効期間より長くすることはできません",
    greater_than_absolute_timeout: () => "絶対タイムアウトより長くすることはできません",
    illegal_domain_suffix: () => "許可されていないドメインサフィックスが使用されています",
    illegal_role_assignment: () => "ここでは付与できないロールが割り当てられています",
    immutable: () => "変更できません",
    inactive: () => "非アクティブです",
    invalid_action_link_lifetime_unit: () => "メールアクションリンクの有効期間の単位として有効ではありません",
    invalid_auth_factor_combination: () => "有効な認証要素の組み合わせではありません",
    invalid_auth_session_code: () => "有効な認証セッションコードではありません",
    invalid_auth_session_token: () => "有効なセッショントークンではありません",
    invalid_authorization_code: () => "有効な認可コードではありません",
    invalid_authorization_request_token: () => "有効な認可リクエストトークンではありません",
    invalid_client_type: () => "誤った種類のクライアントを参照しています",
    invalid_code_point: () => "無効なUnicode文字が含まれています",
    invalid_date: () => "有効なISO 8601形式の日付である必要があります（例：2024-01-31）",
    invalid_date_time: () => "有効なISO 8601形式の日時である必要があります（例：2024-01-31T12:00:00Z）",
    invalid_directionality: () =>
      "左から右へ書くテキストと右から左へ書くテキストが、許可されていない形で混在しています",
    invalid_display_name_for_identity_provider_type: () => "この種類のIDプロバイダーの表示名として有効ではありません",
    invalid_domain_name: () => "有効なドメイン名ではありません",
    invalid_domain_name_label: () => "ドメイン名のラベルとして有効ではありません",
    invalid_duration: () => "有効なISO 8601形式の期間である必要があります（例：PT30M）",
    invalid_e164_phone_number: () => "E.164形式の電話番号である必要があります（例：+14155550100）",
    invalid_email: () => "有効なメールアドレスではありません",
    invalid_email_auth_code: () => "有効なメール認証コードではありません",
    invalid_epoch_timestamp: () => "有効なタイムスタンプではありません",
    invalid_external_idp_auth_code: () => "外部IDプロバイダーの有効な認証コードではありません",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "属性を誤った型の値と比較しています"
          : `属性を${f.text(a.valueType)}型ではない値と比較しています`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `「${name}」を誤った型の値と比較しています`
        : `「${name}」は${f.text(a.valueType)}型の値と比較する必要があります`;
    },
    invalid_identity_provider_type: () => "誤った種類のIDプロバイダーを参照しています",
    invalid_invite_code: () => "有効な招待コードではありません",
    invalid_ip_address: () => "有効なIPアドレスではありません",
    invalid_locale: () => "有効なBCP 47言語タグである必要があります（例：ja-JP）",
    invalid_name_for_identity_provider_type: () => "この種類のIDプロバイダーの名前として有効ではありません",
    invalid_owner_type: () => "許可されていない所有者の種類です",
    invalid_password_reset_code: () => "有効なパスワードリセットコードではありません",
    invalid_path_expression: () => "ピリオドで区切ったフィールド名のパスである必要があります",
    invalid_pem_certificate: () => "PEM形式の証明書である必要があります",
    invalid_phone_number: () => "有効な電話番号ではありません",
    invalid_private_key: () => "PEM形式の秘密鍵である必要があります",
    invalid_request_code: () => "有効なリクエストコードではありません",
    invalid_role: () => "この操作に有効なロールではありません",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "テナント名のプレースホルダーと併用できないURLスキームが使用されています",
    invalid_scope: () => "有効なOAuth 2スコープではありません",
    invalid_semantic_version: () => "セマンティックバージョンである必要があります（例：1.2.3）",
    invalid_status_transition: () => "このステータスには変更できません",
    invalid_tenant_name_placeholder_placement: () => "テナント名のプレースホルダーが許可されていない位置にあります",
    invalid_time_zone: () => "有効なIANAタイムゾーンである必要があります（例：Asia/Tokyo）",
    invalid_token: () => "有効なトークンではありません",
    invalid_url: () => "有効なURLではありません",
    invalid_url_authority: () => "ホストまたはポートが無効です",
    invalid_url_path: () => "URLのパスが無効です",
    invalid_url_query: () => "URLのクエリ文字列が無効です",
    invalid_url_scheme: () => "URLスキームが無効です",
    invalid_verification_code: () => "有効な確認コードではありません",
    invalid_wildcard_placement: () => "ワイルドカードが許可されていない位置にあります",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "小さすぎます";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `${min.bound}より大きい値である必要があります` : `${min.bound}以上である必要があります`;
    },
    less_than_idle_timeout: () => "アイドルタイムアウトより短くすることはできません",
    less_than_refresh_token_idle_lifetime: () => "リフレッシュトークンのアイドル有効期間より短くすることはできません",
    lowercase_char_not_present: () => "小文字を1文字以上含める必要があります",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "バイト数が多すぎます"
        : f.count(a.maxByteLength, { other: "#バイト以内である必要があります" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "フィールドが多すぎます"
        : f.count(a.maxFieldCount, { other: "フィールドは#個以内である必要があります" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "ネストが深すぎます"
        : f.count(a.maxNestingDepth, { other: "ネストは#階層以内である必要があります" }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "必要な要素が含まれていません" : `${required}を含める必要があります`;
    },
    not_active: () => "アクティブではありません",
    not_alphanumeric: () => "英数字のみ使用できます",
    not_false: () => "falseである必要があります",
    not_empty: () => "空である必要があります",
    not_found: () => "存在しません",
    not_json_object: () => "JSONオブジェクトである必要があります",
    not_null: () => "nullである必要があります",
    not_pending_activation: () => "有効化待ちの状態ではありません",
    not_subdomain_of_public_suffix: () => "パブリックサフィックスのサブドメインである必要があります",
    not_true: () => "trueである必要があります",
    not_undefined: () => "指定できません",
    not_unique: () => "すでに使用されています",
    null: () => "nullにはできません",
    password_breached: () => "データ侵害で漏えいしているため、別のパスワードを選択してください",
    password_unchanged: () => "現在のパスワードと異なる必要があります",
    password_verification_not_enabled: () =>
      "このIDプロバイダーではパスワード検証が無効化されているため、使用できません",
    password_verification_not_supported: () => "このIDプロバイダーはパスワード検証に対応していないため、使用できません",
    past_or_present: () => "未来の日時である必要があります",
    pending_activation: () => "有効化待ちの状態です",
    redirect_urls_not_supported: () => "IDプロバイダーがリダイレクトURLを解決できないため、サポートされていません",
    role_not_found: () => "存在しないロールを参照しています",
    size_greater_than: (a, f) =>
      a.maxSize === undefined ? "要素が多すぎます" : f.count(a.maxSize, { other: "要素は#個以内である必要があります" }),
    special_char_not_present: () => "記号を1文字以上含める必要があります",
    phone_number_value_not_allowed: () => "電話番号にはできません",
    tenant_name_placeholder_not_allowed: () => "テナント名のプレースホルダーを含めることはできません",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "許容される範囲より過去の日時です"
        : `過去${f.duration(a.maxPastOffset)}以内である必要があります`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "許容される範囲より先の日時です"
        : `今後${f.duration(a.maxFutureOffset)}以内である必要があります`,
    too_long: (a, f) =>
      a.maxLength === undefined ? "長すぎます" : f.count(a.maxLength, { other: "#文字以内である必要があります" }),
    too_short: (a, f) =>
      a.minLength === undefined ? "短すぎます" : f.count(a.minLength, { other: "#文字以上である必要があります" }),
    type_disallowed_for_global_tenant: () => "グローバルテナントでは許可されていない種類です",
    undefined: () => "必須です",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "不明な値です" : `${allowed}である必要があります`;
    },
    unsupported_destination_attribute: () => "このIDプロバイダーでサポートされていない宛先属性です",
    unsupported_identity_provider_name: () => "サポートされているIDプロバイダーの名前ではありません",
    unsupported_path_expression: () => "サポートされていないパスです",
    uppercase_char_not_present: () => "大文字を1文字以上含める必要があります",
    url_contained_fragment: () => "フラグメント（#...）を含めることはできません",
    url_contained_http_scheme: () => "httpではなくhttpsを使用する必要があります",
    url_contained_ip_address: () => "IPアドレスではなくドメイン名を使用する必要があります",
    url_contained_loopback_address: () => "ループバックアドレスを指すことはできません",
    url_contained_query_parameters: () => "クエリパラメーターを含めることはできません",
    url_contained_user_info: () => "ユーザー名やパスワードを含めることはできません",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "ドメイン名が長すぎます"
        : f.count(a.maxLength, { other: "ドメイン名は#文字以内である必要があります" }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "長すぎるため、テナント名のプレースホルダーと併用できません",
    wildcard_domain_suffix_too_long: () => "ワイルドカードのドメインサフィックスが長すぎます",
    wildcard_not_allowed_in_ip_address: () => "IPアドレスにワイルドカードを含めることはできません",
  },
  baseErrors: {
    user_not_found: () => "ユーザーが見つかりませんでした。",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "確認コードが正しくありません。";
      }
      if (attempts === 0) return "確認コードが正しくありません。残りの試行回数はありません。";
      return f.count(attempts, { other: "確認コードが正しくありません。あと#回試行できます。" });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "リクエストが無効です" : `パラメーター「${f.text(parameter)}」が無効です`;
      if (position !== undefined) text += `（位置${f.number(String(position))}）`;
      text += "。";
      if (expected !== undefined && found !== undefined) {
        text += `「${f.text(expected)}」が必要ですが、「${f.text(found)}」が見つかりました。`;
      } else if (expected !== undefined) {
        text += `「${f.text(expected)}」が必要です。`;
      } else if (found !== undefined) {
        text += `予期しない「${f.text(found)}」が見つかりました。`;
      }
      return text;
    },
    internal_error: () => "予期しないエラーが発生しました。",
    unauthorized: () => "認証が必要です。",
    forbidden: () => "このリクエストは許可されていません。",
    not_found: () => "リソースが見つかりませんでした。",
    method_not_allowed: () => "このリソースではこのメソッドを使用できません。",
    not_acceptable: () => "受け入れ可能な表現がありません。",
    request_timeout: () => "リクエストの到着に時間がかかりすぎました。",
    conflict: () => "リクエストがリソースの現在の状態と競合しています。",
    gone: () => "リソースは利用できなくなりました。",
    length_required: () => "リクエストに長さを指定する必要があります。",
    precondition_failed: () => "リクエストの前提条件が満たされませんでした。",
    payload_too_large: () => "リクエスト本文が大きすぎます。",
    uri_too_long: () => "リクエストの URI が長すぎます。",
    unsupported_media_type: () => "リクエスト本文のメディアタイプはサポートされていません。",
    range_not_satisfiable: () => "要求された範囲を提供できません。",
    unprocessable_content: () => "リクエスト本文を処理できません。",
    too_many_requests: () => "リクエストが多すぎます。しばらくしてからもう一度お試しください。",
    request_header_fields_too_large: () => "リクエストヘッダーが大きすぎます。",
    client_error: () => "リクエストに応答できません。",
    route_not_found: () => "リクエストのメソッドとパスに一致する操作はありません。",
    service_unavailable: () => "サービスは一時的に利用できません。しばらくしてからもう一度お試しください。",
    bad_gateway: () =>
      "ゲートウェイがサービスから有効な応答を受け取れませんでした。しばらくしてからもう一度お試しください。",
    gateway_timeout: () =>
      "ゲートウェイが時間内にサービスから応答を受け取れませんでした。しばらくしてからもう一度お試しください。",
    mfa_challenge_not_found: () => "MFA チャレンジが見つかりませんでした。",
  },
  phrases: {
    wholeBody: "（リクエスト本文）",
    wholeRequest: "（リクエスト）",
    line: (key, sentence) => `${key}：${sentence}`,
    unknownCode: (what) => `無効です（${what}）`,
    violationsMessages: {
      message_body_constraint_violations: "リクエスト本文が制約に違反しています。",
      request_constraint_violations: "リクエストが制約に違反しています。",
    },
    requestFailed: (code) => `リクエストが失敗しました（${code}）。`,
  },
};
