/**
 * Arabic messages (Modern Standard Arabic), the subpath
 * `api-error-model/messages/ar`: pass its `ar` as `{ locale: ar }`. The shape
 * of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Right to left: every value, and every Latin example written here, goes through the
// formatter, which isolates it (FSI ... PDI) so that `2024-01-31` or `^[a-z]+$` keep their order.
// Counts: Arabic has six plural forms. As in CLDR's own unit patterns, one and two name
// the noun without the digit ("حرف واحد", "حرفين"); 3-10 take the plural, 11-99 the
// accusative singular, 100 and up the genitive singular.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Arabic (`ar`), right to left: the whole catalogue, for `{ locale: ar }`.
 *
 * @public
 */
export const ar: Locale = {
  tag: "ar",
  direction: "rtl",
  violations: {
    after_end_date: () => "يجب ألا يكون بعد تاريخ الانتهاء",
    application_redirect_urls_not_supported: () =>
      "غير مدعوم: لا يمكن لموفر الهوية تحليل عناوين URL لإعادة توجيه التطبيق",
    blank: () => "يجب ألا يكون فارغًا",
    consumer_tenant_id_not_allowed: () => "يجب أن يكون معرّف مستأجر لمؤسسة، وليس معرّف مستأجر المستهلكين",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `يجب ألا يحتوي على ${disallowed}، ولا يجوز أن يحتوي إلا على ${allowed}`;
      }
      if (disallowed !== undefined) return `يجب ألا يحتوي على ${disallowed}`;
      if (allowed !== undefined) return `لا يجوز أن يحتوي إلا على ${allowed}`;
      return "يحتوي على عنصر غير مسموح به";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "يحتوي على اسم حقل غير صالح"
        : `يحتوي على اسم الحقل غير الصالح «${f.text(a.invalidFieldName)}»`,
    contained_nested_arrays: () => "يجب ألا يحتوي على مصفوفات متداخلة",
    digit_not_present: () => "يجب أن يحتوي على رقم واحد على الأقل",
    disabled: () => "معطّل",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "ليس قيمة مسموحًا بها" : `يجب أن يكون ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "يستخدم عاملًا لا تسمح به السمة"
          : `يستخدم عاملًا لا تسمح به السمة؛ استخدم ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `يستخدم عاملًا لا تسمح به السمة «${name}»`
        : `يجب أن يقارن «${name}» باستخدام ${allowed}`;
    },
    duplicate_elements: () => "يجب ألا يحتوي على عناصر مكررة",
    duplicate_tenant_name_placeholders: () => "يجب ألا يحتوي على أكثر من عنصر نائب واحد لاسم المستأجر",
    duplicate_wildcards: () => "يجب ألا يحتوي على أكثر من حرف بدل واحد",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "أطول من المسموح به" : `يجب ألا تزيد مدته عن ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "أقصر من المسموح به" : `يجب ألا تقل مدته عن ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "يستخدم نطاق بريد إلكتروني غير مسموح به",
    email_domain_not_verified: () => "يستخدم نطاق بريد إلكتروني لم يتم التحقق منه",
    email_not_permitted: () => "ليس عنوان بريد إلكتروني مسموحًا به",
    email_not_verified: () => "لم يتم التحقق منه، لذا لا يمكن إرسال بريد إلكتروني إليه",
    email_unchanged: () => "يجب أن يختلف عن عنوان البريد الإلكتروني الحالي",
    email_value_not_allowed: () => "يجب ألا يكون عنوان بريد إلكتروني",
    enablement_not_allowed: () => "لا يمكن تمكينه",
    empty: () => "يجب ألا يكون فارغًا",
    expired: () => "انتهت صلاحيته",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "ليس بالتنسيق المتوقع" : `يجب أن يطابق النمط ${f.text(a.regexPattern)}`,
    future: () => "يجب ألا يكون في المستقبل",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "كبير جدًا";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `يجب أن يكون أقل من ${max.bound}` : `يجب ألا يزيد عن ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "يجب ألا يزيد عن مدة الصلاحية المطلقة لرمز التحديث",
    greater_than_absolute_timeout: () => "يجب ألا يزيد عن المهلة المطلقة",
    illegal_domain_suffix: () => "يحتوي على لاحقة نطاق غير مسموح بها",
    illegal_role_assignment: () => "يعيّن دورًا لا يجوز منحه هنا",
    immutable: () => "لا يمكن تغييره",
    inactive: () => "غير نشط",
    invalid_action_link_lifetime_unit: () => "ليس وحدة صالحة لمدة صلاحية رابط إجراء في البريد الإلكتروني",
    invalid_auth_factor_combination: () => "ليس مجموعة صالحة من عوامل المصادقة",
    invalid_auth_session_code: () => "ليس رمز جلسة مصادقة صالحًا",
    invalid_auth_session_token: () => "ليس رمزًا مميزًا صالحًا للجلسة",
    invalid_authorization_code: () => "ليس رمز تفويض صالحًا",
    invalid_authorization_request_token: () => "ليس رمزًا مميزًا صالحًا لطلب التفويض",
    invalid_client_type: () => "يشير إلى عميل من نوع غير صحيح",
    invalid_code_point: () => "يحتوي على حرف يونيكود غير صالح",
    invalid_date: (_, f) => `يجب أن يكون تاريخًا صالحًا بتنسيق ISO 8601، مثل ${f.text("2024-01-31")}`,
    invalid_date_time: (_, f) =>
      `يجب أن يكون تاريخًا ووقتًا صالحين بتنسيق ISO 8601، مثل ${f.text("2024-01-31T12:00:00Z")}`,
    invalid_directionality: () => "يمزج نصًا من اليسار إلى اليمين ونصًا من اليمين إلى اليسار بطريقة غير مسموح بها",
    invalid_display_name_for_identity_provider_type: () => "ليس اسم عرض صالحًا لهذا النوع من موفري الهوية",
    invalid_domain_name: () => "ليس اسم نطاق صالحًا",
    invalid_domain_name_label: () => "ليس جزءًا صالحًا من اسم نطاق",
    invalid_duration: (_, f) => `يجب أن يكون مدة صالحة بتنسيق ISO 8601، مثل ${f.text("PT30M")}`,
    invalid_e164_phone_number: (_, f) => `يجب أن يكون رقم هاتف بتنسيق E.164، مثل ${f.text("+14155550100")}`,
    invalid_email: () => "ليس عنوان بريد إلكتروني صالحًا",
    invalid_email_auth_code: () => "ليس رمز مصادقة صالحًا للبريد الإلكتروني",
    invalid_epoch_timestamp: () => "ليس طابعًا زمنيًا صالحًا",
    invalid_external_idp_auth_code: () => "ليس رمز مصادقة صالحًا من موفر الهوية الخارجي",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "يقارن سمة بقيمة من نوع غير صحيح"
          : `يقارن سمة بقيمة ليست من النوع ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `يقارن «${name}» بقيمة من نوع غير صحيح`
        : `يجب أن يقارن «${name}» بقيمة من النوع ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "يشير إلى موفر هوية من نوع غير صحيح",
    invalid_invite_code: () => "ليس رمز دعوة صالحًا",
    invalid_ip_address: () => "ليس عنوان IP صالحًا",
    invalid_locale: (_, f) => `يجب أن يكون علامة لغة صالحة وفق BCP 47، مثل ${f.text("ar-EG")}`,
    invalid_name_for_identity_provider_type: () => "ليس اسمًا صالحًا لهذا النوع من موفري الهوية",
    invalid_owner_type: () => "نوع مالكه غير مسموح به",
    invalid_password_reset_code: () => "ليس رمزًا صالحًا لإعادة تعيين كلمة المرور",
    invalid_path_expression: () => "يجب أن يكون مسارًا من أسماء حقول تفصل بينها نقاط",
    invalid_pem_certificate: () => "يجب أن يكون شهادة بتنسيق PEM",
    invalid_phone_number: () => "ليس رقم هاتف صالحًا",
    invalid_private_key: () => "يجب أن يكون مفتاحًا خاصًا بتنسيق PEM",
    invalid_request_code: () => "ليس رمز طلب صالحًا",
    invalid_role: () => "ليس دورًا صالحًا لهذه العملية",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "يستخدم مخطط URL لا يمكن استخدامه مع عنصر نائب لاسم المستأجر",
    invalid_scope: () => "ليس نطاق OAuth 2 صالحًا",
    invalid_semantic_version: (_, f) => `يجب أن يكون إصدارًا دلاليًا، مثل ${f.text("1.2.3")}`,
    invalid_status_transition: () => "لا يمكن تغييره إلى هذه الحالة",
    invalid_tenant_name_placeholder_placement: () => "يحتوي على العنصر النائب لاسم المستأجر في موضع غير مسموح به",
    invalid_time_zone: (_, f) => `يجب أن يكون منطقة زمنية صالحة من IANA، مثل ${f.text("Asia/Riyadh")}`,
    invalid_token: () => "ليس رمزًا مميزًا صالحًا",
    invalid_url: () => "ليس عنوان URL صالحًا",
    invalid_url_authority: () => "يحتوي على مضيف أو منفذ غير صالح",
    invalid_url_path: () => "يحتوي على مسار URL غير صالح",
    invalid_url_query: () => "يحتوي على سلسلة استعلام URL غير صالحة",
    invalid_url_scheme: () => "يحتوي على مخطط URL غير صالح",
    invalid_verification_code: () => "ليس رمز تحقق صالحًا",
    invalid_wildcard_placement: () => "يحتوي على حرف بدل في موضع غير مسموح به",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "صغير جدًا";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `يجب أن يكون أكبر من ${min.bound}` : `يجب ألا يقل عن ${min.bound}`;
    },
    less_than_idle_timeout: () => "يجب ألا يقل عن مهلة الخمول",
    less_than_refresh_token_idle_lifetime: () => "يجب ألا يقل عن مدة صلاحية رمز التحديث عند الخمول",
    lowercase_char_not_present: () => "يجب أن يحتوي على حرف صغير واحد على الأقل",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "يشغل عددًا كبيرًا جدًا من البايتات"
        : f.count(a.maxByteLength, {
            zero: "يجب ألا يشغل أي بايت",
            one: "يجب ألا يزيد حجمه عن بايت واحد",
            two: "يجب ألا يزيد حجمه عن بايتين",
            few: "يجب ألا يزيد حجمه عن # بايتات",
            many: "يجب ألا يزيد حجمه عن # بايتًا",
            other: "يجب ألا يزيد حجمه عن # بايت",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "يحتوي على عدد كبير جدًا من الحقول"
        : f.count(a.maxFieldCount, {
            zero: "يجب ألا يحتوي على أي حقل",
            one: "يجب ألا يحتوي على أكثر من حقل واحد",
            two: "يجب ألا يحتوي على أكثر من حقلين",
            few: "يجب ألا يحتوي على أكثر من # حقول",
            many: "يجب ألا يحتوي على أكثر من # حقلًا",
            other: "يجب ألا يحتوي على أكثر من # حقل",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "متداخل بعمق كبير جدًا"
        : f.count(a.maxNestingDepth, {
            zero: "يجب ألا يكون متداخلًا",
            one: "يجب ألا يزيد عمق تداخله عن مستوى واحد",
            two: "يجب ألا يزيد عمق تداخله عن مستويين",
            few: "يجب ألا يزيد عمق تداخله عن # مستويات",
            many: "يجب ألا يزيد عمق تداخله عن # مستوى",
            other: "يجب ألا يزيد عمق تداخله عن # مستوى",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "ينقصه عنصر مطلوب" : `يجب أن يحتوي على ${required}`;
    },
    not_active: () => "ليس نشطًا",
    not_alphanumeric: () => "يجب أن يحتوي على أحرف وأرقام فقط",
    not_false: (_, f) => `يجب أن تكون قيمته ${f.text("false")}`,
    not_empty: () => "يجب أن يكون فارغًا",
    not_found: () => "غير موجود",
    not_json_object: () => "يجب أن يكون كائن JSON",
    not_null: (_, f) => `يجب أن تكون قيمته ${f.text("null")}`,
    not_pending_activation: () => "ليس في انتظار التنشيط",
    not_subdomain_of_public_suffix: () => "يجب أن يكون نطاقًا فرعيًا من لاحقة عامة",
    not_true: (_, f) => `يجب أن تكون قيمته ${f.text("true")}`,
    not_undefined: () => "يجب عدم تحديده",
    not_unique: () => "مستخدَم بالفعل",
    null: (_, f) => `يجب ألا تكون قيمته ${f.text("null")}`,
    password_breached: () => "ظهر في تسريب للبيانات؛ يُرجى اختيار كلمة مرور أخرى",
    password_unchanged: () => "يجب أن يختلف عن كلمة المرور الحالية",
    password_verification_not_enabled: () => "لا يمكن استخدامه: التحقق من كلمة المرور معطّل لموفر الهوية هذا",
    password_verification_not_supported: () => "لا يمكن استخدامه: موفر الهوية هذا لا يدعم التحقق من كلمة المرور",
    past_or_present: () => "يجب أن يكون في المستقبل",
    pending_activation: () => "في انتظار التنشيط",
    redirect_urls_not_supported: () => "غير مدعوم: لا يمكن لموفر الهوية تحليل عناوين URL لإعادة التوجيه",
    role_not_found: () => "يشير إلى دور غير موجود",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "يحتوي على عدد كبير جدًا من العناصر"
        : f.count(a.maxSize, {
            zero: "يجب ألا يحتوي على أي عنصر",
            one: "يجب ألا يحتوي على أكثر من عنصر واحد",
            two: "يجب ألا يحتوي على أكثر من عنصرين",
            few: "يجب ألا يحتوي على أكثر من # عناصر",
            many: "يجب ألا يحتوي على أكثر من # عنصرًا",
            other: "يجب ألا يحتوي على أكثر من # عنصر",
          }),
    special_char_not_present: () => "يجب أن يحتوي على حرف خاص واحد على الأقل",
    phone_number_value_not_allowed: () => "يجب ألا يكون رقم هاتف",
    tenant_name_placeholder_not_allowed: () => "يجب ألا يحتوي على عنصر نائب لاسم المستأجر",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "بعيد جدًا في الماضي"
        : `يجب ألا يكون في الماضي بأكثر من ${f.duration(a.maxPastOffset)}`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "بعيد جدًا في المستقبل"
        : `يجب ألا يكون في المستقبل بأكثر من ${f.duration(a.maxFutureOffset)}`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "طويل جدًا"
        : f.count(a.maxLength, {
            zero: "يجب ألا يحتوي على أي حرف",
            one: "يجب ألا يزيد طوله عن حرف واحد",
            two: "يجب ألا يزيد طوله عن حرفين",
            few: "يجب ألا يزيد طوله عن # أحرف",
            many: "يجب ألا يزيد طوله عن # حرفًا",
            other: "يجب ألا يزيد طوله عن # حرف",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "قصير جدًا"
        : f.count(a.minLength, {
            zero: "يجب ألا يقل طوله عن # حرف",
            one: "يجب ألا يقل طوله عن حرف واحد",
            two: "يجب ألا يقل طوله عن حرفين",
            few: "يجب ألا يقل طوله عن # أحرف",
            many: "يجب ألا يقل طوله عن # حرفًا",
            other: "يجب ألا يقل طوله عن # حرف",
          }),
    type_disallowed_for_global_tenant: () => "نوع غير مسموح به لمستأجر عام",
    undefined: () => "مطلوب",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "ليس قيمة معروفة" : `يجب أن يكون ${allowed}`;
    },
    unsupported_destination_attribute: () => "ليس سمة وجهة يدعمها موفر الهوية هذا",
    unsupported_identity_provider_name: () => "ليس اسم موفر هوية مدعوم",
    unsupported_path_expression: () => "ليس مسارًا مدعومًا",
    uppercase_char_not_present: () => "يجب أن يحتوي على حرف كبير واحد على الأقل",
    url_contained_fragment: (_, f) => `يجب ألا يحتوي على جزء (${f.text("#...")})`,
    url_contained_http_scheme: (_, f) => `يجب أن يستخدم ${f.text("https")} وليس ${f.text("http")}`,
    url_contained_ip_address: () => "يجب أن يستخدم اسم نطاق وليس عنوان IP",
    url_contained_loopback_address: () => "يجب ألا يشير إلى عنوان استرجاع",
    url_contained_query_parameters: () => "يجب ألا يحتوي على معلمات استعلام",
    url_contained_user_info: () => "يجب ألا يحتوي على اسم مستخدم أو كلمة مرور",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "اسم النطاق فيه طويل جدًا"
        : f.count(a.maxLength, {
            zero: "يجب ألا يحتوي اسم النطاق فيه على أي حرف",
            one: "يجب ألا يزيد طول اسم النطاق فيه عن حرف واحد",
            two: "يجب ألا يزيد طول اسم النطاق فيه عن حرفين",
            few: "يجب ألا يزيد طول اسم النطاق فيه عن # أحرف",
            many: "يجب ألا يزيد طول اسم النطاق فيه عن # حرفًا",
            other: "يجب ألا يزيد طول اسم النطاق فيه عن # حرف",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () => "أطول من أن يُستخدم مع عنصر نائب لاسم المستأجر",
    wildcard_domain_suffix_too_long: () => "يحتوي على لاحقة نطاق بحرف بدل طويلة جدًا",
    wildcard_not_allowed_in_ip_address: () => "يجب ألا يحتوي على حرف بدل في عنوان IP",
  },
  baseErrors: {
    user_not_found: () => "تعذّر العثور على المستخدم.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "رمز التحقق غير صالح.";
      }
      return f.count(attempts, {
        zero: "رمز التحقق غير صالح؛ لم تتبقَّ أي محاولات.",
        one: "رمز التحقق غير صالح؛ تتبقى محاولة واحدة.",
        two: "رمز التحقق غير صالح؛ تتبقى محاولتان.",
        few: "رمز التحقق غير صالح؛ تتبقى # محاولات.",
        many: "رمز التحقق غير صالح؛ تتبقى # محاولة.",
        other: "رمز التحقق غير صالح؛ تتبقى # محاولة.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "الطلب غير صالح" : `المعلمة ${f.text(parameter)} غير صالحة`;
      if (position !== undefined) text += ` في الموضع ${f.number(String(position))}`;
      if (expected !== undefined) text += `: كان المتوقع ${f.text(expected)}`;
      if (found !== undefined)
        text += expected === undefined ? `: وُجد ${f.text(found)}` : `، ولكن وُجد ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "حدث خطأ غير متوقع.",
    unauthorized: () => "المصادقة مطلوبة.",
    forbidden: () => "الطلب غير مسموح به.",
    not_found: () => "تعذّر العثور على المورد.",
    method_not_allowed: () => "الطريقة غير مسموح بها لهذا المورد.",
    not_acceptable: () => "لا يتوفر تمثيل مقبول.",
    request_timeout: () => "استغرق وصول الطلب وقتًا طويلًا.",
    conflict: () => "يتعارض الطلب مع الحالة الحالية للمورد.",
    gone: () => "لم يعد المورد متاحًا.",
    length_required: () => "يجب أن يحدد الطلب طوله.",
    precondition_failed: () => "لم يتحقق شرط مسبق للطلب.",
    payload_too_large: () => "حجم نص الطلب كبير جدًا.",
    uri_too_long: () => "عنوان URI للطلب طويل جدًا.",
    unsupported_media_type: () => "نوع الوسائط لنص الطلب غير مدعوم.",
    range_not_satisfiable: () => "لا يمكن تقديم النطاق المطلوب.",
    unprocessable_content: () => "تعذّرت معالجة نص الطلب.",
    too_many_requests: () => "طلبات كثيرة جدًا؛ أعد المحاولة لاحقًا.",
    request_header_fields_too_large: () => "حجم ترويسات الطلب كبير جدًا.",
    client_error: () => "تعذّر الرد على الطلب.",
    route_not_found: () => "لا توجد عملية تطابق طريقة الطلب ومساره.",
    service_unavailable: () => "الخدمة غير متاحة مؤقتًا؛ أعد المحاولة لاحقًا.",
    bad_gateway: () => "لم تتلقَّ البوابة استجابة صالحة من الخدمة؛ أعد المحاولة لاحقًا.",
    gateway_timeout: () => "لم تتلقَّ البوابة استجابة من الخدمة في الوقت المناسب؛ أعد المحاولة لاحقًا.",
    mfa_challenge_not_found: () => "تعذّر العثور على تحدي المصادقة متعددة العوامل.",
  },
  phrases: {
    wholeBody: "(نص الطلب)",
    wholeRequest: "(الطلب)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `غير صالح (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "ينتهك نص الطلب بعض القيود.",
      request_constraint_violations: "ينتهك الطلب بعض القيود.",
    },
    requestFailed: (code) => `فشل الطلب (${code}).`,
  },
};
