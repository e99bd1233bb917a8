/**
 * Turkish messages, the subpath `api-error-model/messages/tr`: pass its `tr`
 * as `{ locale: tr }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// No suffix is ever attached to an inserted value (its vowel harmony is unknown): a value
// stands before a word that carries the suffix ("^[a-z]+$ kalıbıyla", "100 değerinden"),
// before "olmalıdır" or after a colon. A noun after a number stays singular in Turkish.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Turkish (`tr`): the whole catalogue, for `{ locale: tr }`.
 *
 * @public
 */
export const tr: Locale = {
  tag: "tr",
  violations: {
    after_end_date: () => "bitiş tarihinden sonra olamaz",
    application_redirect_urls_not_supported: () =>
      "desteklenmiyor: kimlik sağlayıcı uygulama yönlendirme URL'lerini çözümleyemiyor",
    blank: () => "boş olamaz",
    consumer_tenant_id_not_allowed: () => "tüketici kiracı kimliği değil, bir kuruluş kiracı kimliği olmalıdır",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `${disallowed} içeremez; yalnızca ${allowed} içerebilir`;
      }
      if (disallowed !== undefined) return `${disallowed} içeremez`;
      if (allowed !== undefined) return `yalnızca ${allowed} içerebilir`;
      return "izin verilmeyen bir öğe içeriyor";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "geçersiz bir alan ismi içeriyor"
        : `geçersiz bir alan ismi içeriyor: “${f.text(a.invalidFieldName)}”`,
    contained_nested_arrays: () => "iç içe diziler içeremez",
    digit_not_present: () => "en az bir rakam içermelidir",
    disabled: () => "devre dışı",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "izin verilen bir değer değil" : `${allowed} olmalıdır`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "özniteliğin izin vermediği bir işleç kullanıyor"
          : `özniteliğin izin vermediği bir işleç kullanıyor; ${allowed} kullanın`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `“${name}” özniteliğinin izin vermediği bir işleç kullanıyor`
        : `“${name}” özniteliğini ${allowed} ile karşılaştırmalıdır`;
    },
    duplicate_elements: () => "yinelenen öğeler içeremez",
    duplicate_tenant_name_placeholders: () => "birden fazla kiracı adı yer tutucusu içeremez",
    duplicate_wildcards: () => "birden fazla joker karakter içeremez",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "izin verilenden uzun" : `en fazla ${f.duration(a.maxDuration)} olabilir`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "izin verilenden kısa" : `en az ${f.duration(a.minDuration)} olmalıdır`,
    email_domain_not_allowed: () => "izin verilmeyen bir e-posta alan adı kullanıyor",
    email_domain_not_verified: () => "doğrulanmamış bir e-posta alan adı kullanıyor",
    email_not_permitted: () => "izin verilen bir e-posta adresi değil",
    email_not_verified: () => "doğrulanmadığı için bu adrese e-posta gönderilemez",
    email_unchanged: () => "mevcut e-posta adresinden farklı olmalıdır",
    email_value_not_allowed: () => "e-posta adresi olamaz",
    enablement_not_allowed: () => "etkinleştirilemez",
    empty: () => "boş olamaz",
    expired: () => "süresi dolmuş",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "beklenen biçimde değil" : `${f.text(a.regexPattern)} kalıbıyla eşleşmelidir`,
    future: () => "gelecekte bir tarih olamaz",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "çok büyük";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `${max.bound} değerinden küçük olmalıdır` : `en fazla ${max.bound} olabilir`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "yenileme belirtecinin mutlak ömründen büyük olamaz",
    greater_than_absolute_timeout: () => "mutlak zaman aşımından büyük olamaz",
    illegal_domain_suffix: () => "izin verilmeyen bir alan adı soneki içeriyor",
    illegal_role_assignment: () => "burada verilemeyen bir rol atıyor",
    immutable: () => "değiştirilemez",
    inactive: () => "pasif",
    invalid_action_link_lifetime_unit: () =>
      "e-posta işlem bağlantısının geçerlilik süresi için geçerli bir birim değil",
    invalid_auth_factor_combination: () => "geçerli bir kimlik doğrulama faktörü birleşimi değil",
    invalid_auth_session_code: () => "geçerli bir kimlik doğrulama oturumu kodu değil",
    invalid_auth_session_token: () => "geçerli bir oturum belirteci değil",
    invalid_authorization_code: () => "geçerli bir yetkilendirme kodu değil",
    invalid_authorization_request_token: () => "geçerli bir yetkilendirme isteği belirteci değil",
    invalid_client_type: () => "yanlış türde bir istemciye başvuruyor",
    invalid_code_point: () => "geçersiz bir Unicode karakteri içeriyor",
    invalid_date: () => "geçerli bir ISO 8601 tarihi olmalıdır, örneğin 2024-01-31",
    invalid_date_time: () => "geçerli bir ISO 8601 tarih ve saati olmalıdır, örneğin 2024-01-31T12:00:00Z",
    invalid_directionality: () => "soldan sağa ve sağdan sola metni izin verilmeyen bir şekilde karıştırıyor",
    invalid_display_name_for_identity_provider_type: () => "bu kimlik sağlayıcı türü için geçerli bir görünen ad değil",
    invalid_domain_name: () => "geçerli bir alan adı değil",
    invalid_domain_name_label: () => "geçerli bir alan adı etiketi değil",
    invalid_duration: () => "geçerli bir ISO 8601 süresi olmalıdır, örneğin PT30M",
    invalid_e164_phone_number: () => "E.164 biçiminde bir telefon numarası olmalıdır, örneğin +14155550100",
    invalid_email: () => "geçerli bir e-posta adresi değil",
    invalid_email_auth_code: () => "geçerli bir e-posta kimlik doğrulama kodu değil",
    invalid_epoch_timestamp: () => "geçerli bir zaman damgası değil",
    invalid_external_idp_auth_code: () => "harici kimlik sağlayıcıdan gelen geçerli bir kimlik doğrulama kodu değil",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "bir özniteliği yanlış türde bir değerle karşılaştırıyor"
          : `bir özniteliği ${f.text(a.valueType)} türünde olmayan bir değerle karşılaştırıyor`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `“${name}” özniteliğini yanlış türde bir değerle karşılaştırıyor`
        : `“${name}” özniteliğini ${f.text(a.valueType)} türünde bir değerle karşılaştırmalıdır`;
    },
    invalid_identity_provider_type: () => "yanlış türde bir kimlik sağlayıcıya başvuruyor",
    invalid_invite_code: () => "geçerli bir davet kodu değil",
    invalid_ip_address: () => "geçerli bir IP adresi değil",
    invalid_locale: () => "geçerli bir BCP 47 dil etiketi olmalıdır, örneğin tr-TR",
    invalid_name_for_identity_provider_type: () => "bu kimlik sağlayıcı türü için geçerli bir ad değil",
    invalid_owner_type: () => "sahip türüne izin verilmiyor",
    invalid_password_reset_code: () => "geçerli bir parola sıfırlama kodu değil",
    invalid_path_expression: () => "noktalarla ayrılmış alan isimlerinden oluşan bir yol olmalıdır",
    invalid_pem_certificate: () => "PEM biçiminde bir sertifika olmalıdır",
    invalid_phone_number: () => "geçerli bir telefon numarası değil",
    invalid_private_key: () => "PEM biçiminde bir özel anahtar olmalıdır",
    invalid_request_code: () => "geçerli bir istek kodu değil",
    invalid_role: () => "bu işlem için geçerli bir rol değil",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "kiracı adı yer tutucusuyla kullanılamayan bir URL şeması kullanıyor",
    invalid_scope: () => "geçerli bir OAuth 2 kapsamı değil",
    invalid_semantic_version: () => "anlamsal bir sürüm numarası olmalıdır, örneğin 1.2.3",
    invalid_status_transition: () => "bu duruma geçirilemez",
    invalid_tenant_name_placeholder_placement: () => "kiracı adı yer tutucusunu izin verilmeyen bir konumda içeriyor",
    invalid_time_zone: () => "geçerli bir IANA saat dilimi olmalıdır, örneğin Europe/Istanbul",
    invalid_token: () => "geçerli bir belirteç değil",
    invalid_url: () => "geçerli bir URL değil",
    invalid_url_authority: () => "geçersiz bir ana bilgisayar veya bağlantı noktası içeriyor",
    invalid_url_path: () => "geçersiz bir URL yolu içeriyor",
    invalid_url_query: () => "geçersiz bir URL sorgu dizesi içeriyor",
    invalid_url_scheme: () => "geçersiz bir URL şeması içeriyor",
    invalid_verification_code: () => "geçerli bir doğrulama kodu değil",
    invalid_wildcard_placement: () => "izin verilmeyen bir konumda joker karakter içeriyor",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "çok küçük";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `${min.bound} değerinden büyük olmalıdır` : `en az ${min.bound} olmalıdır`;
    },
    less_than_idle_timeout: () => "boşta kalma zaman aşımından küçük olamaz",
    less_than_refresh_token_idle_lifetime: () => "yenileme belirtecinin boşta kalma ömründen küçük olamaz",
    lowercase_char_not_present: () => "en az bir küçük harf içermelidir",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "çok fazla bayt kaplıyor"
        : f.count(a.maxByteLength, { one: "en fazla # bayt olabilir", other: "en fazla # bayt olabilir" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "çok fazla alan içeriyor"
        : f.count(a.maxFieldCount, { one: "en fazla # alan içerebilir", other: "en fazla # alan içerebilir" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "çok derin iç içe geçmiş"
        : f.count(a.maxNestingDepth, {
            one: "en fazla # düzey iç içe olabilir",
            other: "en fazla # düzey iç içe olabilir",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "zorunlu bir öğe eksik" : `${required} içermelidir`;
    },
    not_active: () => "etkin değil",
    not_alphanumeric: () => "yalnızca harf ve rakam içerebilir",
    not_false: () => "false olmalıdır",
    not_empty: () => "boş olmalıdır",
    not_found: () => "mevcut değil",
    not_json_object: () => "bir JSON nesnesi olmalıdır",
    not_null: () => "null olmalıdır",
    not_pending_activation: () => "etkinleştirme beklemiyor",
    not_subdomain_of_public_suffix: () => "genel bir son ekin alt alan adı olmalıdır",
    not_true: () => "true olmalıdır",
    not_undefined: () => "belirtilmemelidir",
    not_unique: () => "zaten kullanılıyor",
    null: () => "null olamaz",
    password_breached: () => "bir veri ihlalinde ortaya çıkmış; başka bir parola seçin",
    password_unchanged: () => "mevcut paroladan farklı olmalıdır",
    password_verification_not_enabled: () => "kullanılamaz: bu kimlik sağlayıcı için parola doğrulaması devre dışı",
    password_verification_not_supported: () => "kullanılamaz: bu kimlik sağlayıcı parola doğrulamasını desteklemiyor",
    past_or_present: () => "gelecekte bir tarih olmalıdır",
    pending_activation: () => "etkinleştirme bekliyor",
    redirect_urls_not_supported: () => "desteklenmiyor: kimlik sağlayıcı yönlendirme URL'lerini çözümleyemiyor",
    role_not_found: () => "mevcut olmayan bir role başvuruyor",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "çok fazla öğe içeriyor"
        : f.count(a.maxSize, { one: "en fazla # öğe içerebilir", other: "en fazla # öğe içerebilir" }),
    special_char_not_present: () => "en az bir özel karakter içermelidir",
    phone_number_value_not_allowed: () => "telefon numarası olamaz",
    tenant_name_placeholder_not_allowed: () => "kiracı adı yer tutucusu içeremez",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined ? "çok eski bir tarih" : `en fazla ${f.duration(a.maxPastOffset)} öncesi olabilir`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "çok ileri bir tarih"
        : `en fazla ${f.duration(a.maxFutureOffset)} sonrası olabilir`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "çok uzun"
        : f.count(a.maxLength, { one: "en fazla # karakter olabilir", other: "en fazla # karakter olabilir" }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "çok kısa"
        : f.count(a.minLength, { one: "en az # karakter olmalıdır", other: "en az # karakter olmalıdır" }),
    type_disallowed_for_global_tenant: () => "genel bir kiracı için izin verilmeyen bir tür",
    undefined: () => "zorunludur",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "bilinen bir değer değil" : `${allowed} olmalıdır`;
    },
    unsupported_destination_attribute: () => "bu kimlik sağlayıcının desteklediği bir hedef öznitelik değil",
    unsupported_identity_provider_name: () => "desteklenen bir kimlik sağlayıcının adı değil",
    unsupported_path_expression: () => "desteklenen bir yol değil",
    uppercase_char_not_present: () => "en az bir büyük harf içermelidir",
    url_contained_fragment: () => "parça (#...) içeremez",
    url_contained_http_scheme: () => "http değil, https kullanmalıdır",
    url_contained_ip_address: () => "IP adresi değil, alan adı kullanmalıdır",
    url_contained_loopback_address: () => "geri döngü adresine işaret edemez",
    url_contained_query_parameters: () => "sorgu parametreleri içeremez",
    url_contained_user_info: () => "kullanıcı adı veya parola içeremez",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "alan adı çok uzun"
        : f.count(a.maxLength, {
            one: "alan adı en fazla # karakter olabilir",
            other: "alan adı en fazla # karakter olabilir",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () => "kiracı adı yer tutucusuyla kullanılamayacak kadar uzun",
    wildcard_domain_suffix_too_long: () => "joker karakterli alan adı soneki çok uzun",
    wildcard_not_allowed_in_ip_address: () => "IP adresinde joker karakter içeremez",
  },
  baseErrors: {
    user_not_found: () => "Kullanıcı bulunamadı.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Doğrulama kodu geçersiz.";
      }
      if (attempts === 0) return "Doğrulama kodu geçersiz; deneme hakkınız kalmadı.";
      return f.count(attempts, {
        one: "Doğrulama kodu geçersiz; # deneme hakkınız kaldı.",
        other: "Doğrulama kodu geçersiz; # deneme hakkınız kaldı.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      // The parameter's name goes before "parametresi", so that no suffix follows the value.
      let text = parameter === undefined ? "İstek geçersiz" : `${f.text(parameter)} parametresi geçersiz`;
      if (position !== undefined) text += ` (konum ${f.number(String(position))})`;
      if (expected !== undefined) text += `: beklenen ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} bulunan ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Beklenmeyen bir hata oluştu.",
    unauthorized: () => "Kimlik doğrulaması gerekiyor.",
    forbidden: () => "İsteğe izin verilmiyor.",
    not_found: () => "Kaynak bulunamadı.",
    method_not_allowed: () => "Bu kaynak için yönteme izin verilmiyor.",
    not_acceptable: () => "Kabul edilebilir bir gösterim mevcut değil.",
    request_timeout: () => "İsteğin ulaşması çok uzun sürdü.",
    conflict: () => "İstek, kaynağın mevcut durumuyla çakışıyor.",
    gone: () => "Kaynak artık kullanılamıyor.",
    length_required: () => "İstek uzunluğunu belirtmelidir.",
    precondition_failed: () => "İsteğin bir ön koşulu sağlanmadı.",
    payload_too_large: () => "İstek gövdesi çok büyük.",
    uri_too_long: () => "İstek URI'si çok uzun.",
    unsupported_media_type: () => "İstek gövdesinin medya türü desteklenmiyor.",
    range_not_satisfiable: () => "İstenen aralık sunulamıyor.",
    unprocessable_content: () => "İstek gövdesi işlenemiyor.",
    too_many_requests: () => "Çok fazla istek; daha sonra yeniden deneyin.",
    request_header_fields_too_large: () => "İstek başlıkları çok büyük.",
    client_error: () => "İstek yanıtlanamıyor.",
    route_not_found: () => "İsteğin yöntemi ve yoluyla eşleşen bir işlem yok.",
    service_unavailable: () => "Hizmet geçici olarak kullanılamıyor; daha sonra yeniden deneyin.",
    bad_gateway: () => "Ağ geçidi hizmetten geçerli bir yanıt almadı; daha sonra yeniden deneyin.",
    gateway_timeout: () => "Ağ geçidi hizmetten zamanında yanıt almadı; daha sonra yeniden deneyin.",
    mfa_challenge_not_found: () => "MFA doğrulaması bulunamadı.",
  },
  phrases: {
    wholeBody: "(istek gövdesi)",
    wholeRequest: "(istek)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `geçersiz (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "İstek gövdesi kısıtlamaları ihlal ediyor.",
      request_constraint_violations: "İstek kısıtlamaları ihlal ediyor.",
    },
    requestFailed: (code) => `İstek başarısız oldu (${code}).`,
  },
};
