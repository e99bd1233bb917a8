/**
 * Hebrew messages, the subpath `api-error-model/messages/he`: pass its `he`
 * as `{ locale: he }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Right to left: every value, and every Latin example written here, goes through the
// formatter, which isolates it (FSI ... PDI). Sentences mostly avoid a prefix letter before
// an inserted value ("לכל היותר", "לפחות"); where one is needed it is joined by a hyphen
// ("קטן מ-100"), as Intl's own Hebrew lists join ו- to a value.
// Counts: Intl gives Hebrew one, two and other; the forms keep the digit.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Hebrew (`he`), right to left: the whole catalogue, for `{ locale: he }`.
 *
 * @public
 */
export const he: Locale = {
  tag: "he",
  direction: "rtl",
  violations: {
    after_end_date: () => "לא יכול להיות אחרי תאריך הסיום",
    application_redirect_urls_not_supported: () =>
      "אינו נתמך: ספק הזהות אינו יכול לפענח כתובות URL להפניה מחדש של אפליקציות",
    blank: () => "לא יכול להיות ריק",
    consumer_tenant_id_not_allowed: () => "חייב להיות מזהה דייר של ארגון, לא מזהה הדייר של הצרכנים",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `לא יכול להכיל ${disallowed}, ויכול להכיל רק ${allowed}`;
      }
      if (disallowed !== undefined) return `לא יכול להכיל ${disallowed}`;
      if (allowed !== undefined) return `יכול להכיל רק ${allowed}`;
      return "מכיל פריט שאינו מותר";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "מכיל שם שדה לא תקין"
        : `מכיל את שם השדה הלא תקין "${f.text(a.invalidFieldName)}"`,
    contained_nested_arrays: () => "לא יכול להכיל מערכים מקוננים",
    digit_not_present: () => "חייב להכיל לפחות ספרה אחת",
    disabled: () => "מושבת",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "אינו ערך מותר" : `חייב להיות ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "משתמש באופרטור שהמאפיין אינו מתיר"
          : `משתמש באופרטור שהמאפיין אינו מתיר; יש להשתמש ב־${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `משתמש באופרטור ש־"${name}" אינו מתיר`
        : `חייב להשוות את "${name}" באמצעות ${allowed}`;
    },
    duplicate_elements: () => "לא יכול להכיל כפילויות",
    duplicate_tenant_name_placeholders: () => "לא יכול להכיל יותר ממציין מיקום אחד לשם הדייר",
    duplicate_wildcards: () => "לא יכול להכיל יותר מתו כללי אחד",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined ? "ארוך מהמותר" : `משכו יכול להיות לכל היותר ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "קצר מהמותר" : `משכו חייב להיות לפחות ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "משתמש בדומיין דוא״ל שאינו מותר",
    email_domain_not_verified: () => "משתמש בדומיין דוא״ל שלא אומת",
    email_not_permitted: () => "אינו כתובת דוא״ל מורשית",
    email_not_verified: () => "לא אומת, ולכן לא ניתן לשלוח אליו דוא״ל",
    email_unchanged: () => "חייב להיות שונה מכתובת הדוא״ל הנוכחית",
    email_value_not_allowed: () => "לא יכול להיות כתובת דוא״ל",
    enablement_not_allowed: () => "לא ניתן להפעיל אותו",
    empty: () => "לא יכול להיות ריק",
    expired: () => "פג תוקפו",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "אינו בפורמט הצפוי" : `חייב להתאים לתבנית ${f.text(a.regexPattern)}`,
    future: () => "לא יכול להיות בעתיד",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "גדול מדי";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `חייב להיות קטן מ-${max.bound}` : `חייב להיות לכל היותר ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "לא יכול להיות גדול מאורך החיים המוחלט של אסימון הרענון",
    greater_than_absolute_timeout: () => "לא יכול להיות גדול מהזמן הקצוב המוחלט",
    illegal_domain_suffix: () => "כולל סיומת דומיין שאינה מותרת",
    illegal_role_assignment: () => "מקצה תפקיד שאסור להקצות כאן",
    immutable: () => "לא ניתן לשנות אותו",
    inactive: () => "לא פעיל",
    invalid_action_link_lifetime_unit: () => "אינו יחידה תקינה למשך התוקף של קישור פעולה בדוא״ל",
    invalid_auth_factor_combination: () => "אינו שילוב תקין של גורמי אימות",
    invalid_auth_session_code: () => "אינו קוד תקין של הפעלת אימות",
    invalid_auth_session_token: () => "אינו אסימון הפעלה תקין",
    invalid_authorization_code: () => "אינו קוד הרשאה תקין",
    invalid_authorization_request_token: () => "אינו אסימון תקין של בקשת הרשאה",
    invalid_client_type: () => "מפנה ללקוח מסוג שגוי",
    invalid_code_point: () => "מכיל תו Unicode לא תקין",
    invalid_date: (_, f) => `חייב להיות תאריך תקין בתקן ISO 8601, לדוגמה ${f.text("2024-01-31")}`,
    invalid_date_time: (_, f) => `חייב להיות תאריך ושעה תקינים בתקן ISO 8601, לדוגמה ${f.text("2024-01-31T12:00:00Z")}`,
    invalid_directionality: () => "משלב טקסט משמאל לימין וטקסט מימין לשמאל בצורה שאינה מותרת",
    invalid_display_name_for_identity_provider_type: () => "אינו שם תצוגה תקין לסוג זה של ספק זהות",
    invalid_domain_name: () => "אינו שם דומיין תקין",
    invalid_domain_name_label: () => "אינו חלק תקין של שם דומיין",
    invalid_duration: (_, f) => `חייב להיות משך זמן תקין בתקן ISO 8601, לדוגמה ${f.text("PT30M")}`,
    invalid_e164_phone_number: (_, f) => `חייב להיות מספר טלפון בפורמט E.164, לדוגמה ${f.text("+14155550100")}`,
    invalid_email: () => "אינו כתובת דוא״ל תקינה",
    invalid_email_auth_code: () => "אינו קוד אימות תקין לדוא״ל",
    invalid_epoch_timestamp: () => "אינו חותמת זמן תקינה",
    invalid_external_idp_auth_code: () => "אינו קוד אימות תקין של ספק הזהות החיצוני",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "משווה מאפיין לערך מסוג שגוי"
          : `משווה מאפיין לערך שאינו מסוג ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `משווה את "${name}" לערך מסוג שגוי`
        : `חייב להשוות את "${name}" לערך מסוג ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "מפנה לספק זהות מסוג שגוי",
    invalid_invite_code: () => "אינו קוד הזמנה תקין",
    invalid_ip_address: () => "אינו כתובת IP תקינה",
    invalid_locale: (_, f) => `חייב להיות תג שפה תקין לפי BCP 47, לדוגמה ${f.text("he-IL")}`,
    invalid_name_for_identity_provider_type: () => "אינו שם תקין לסוג זה של ספק זהות",
    invalid_owner_type: () => "סוג הבעלים שלו אינו מותר",
    invalid_password_reset_code: () => "אינו קוד תקין לאיפוס סיסמה",
    invalid_path_expression: () => "חייב להיות נתיב של שמות שדות המופרדים בנקודות",
    invalid_pem_certificate: () => "חייב להיות אישור בפורמט PEM",
    invalid_phone_number: () => "אינו מספר טלפון תקין",
    invalid_private_key: () => "חייב להיות מפתח פרטי בפורמט PEM",
    invalid_request_code: () => "אינו קוד בקשה תקין",
    invalid_role: () => "אינו תפקיד תקין עבור פעולה זו",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "משתמש בסכמת URL שלא ניתן להשתמש בה עם מציין מיקום לשם הדייר",
    invalid_scope: () => "אינו היקף OAuth 2 תקין",
    invalid_semantic_version: (_, f) => `חייב להיות גרסה סמנטית, לדוגמה ${f.text("1.2.3")}`,
    invalid_status_transition: () => "לא ניתן לשנות אותו למצב זה",
    invalid_tenant_name_placeholder_placement: () => "כולל את מציין המיקום לשם הדייר במקום שאינו מותר",
    invalid_time_zone: (_, f) => `חייב להיות אזור זמן תקין של IANA, לדוגמה ${f.text("Asia/Jerusalem")}`,
    invalid_token: () => "אינו אסימון תקין",
    invalid_url: () => "אינו כתובת URL תקינה",
    invalid_url_authority: () => "כולל מארח או יציאה לא תקינים",
    invalid_url_path: () => "כולל נתיב URL לא תקין",
    invalid_url_query: () => "כולל מחרוזת שאילתה של URL שאינה תקינה",
    invalid_url_scheme: () => "כולל סכמת URL לא תקינה",
    invalid_verification_code: () => "אינו קוד אימות תקין",
    invalid_wildcard_placement: () => "כולל תו כללי במקום שאינו מותר",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "קטן מדי";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `חייב להיות גדול מ-${min.bound}` : `חייב להיות לפחות ${min.bound}`;
    },
    less_than_idle_timeout: () => "לא יכול להיות קטן מהזמן הקצוב לחוסר פעילות",
    less_than_refresh_token_idle_lifetime: () => "לא יכול להיות קטן מאורך החיים של אסימון הרענון בחוסר פעילות",
    lowercase_char_not_present: () => "חייב להכיל לפחות אות קטנה אחת",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "תופס יותר מדי בייטים"
        : f.count(a.maxByteLength, {
            one: "גודלו יכול להיות לכל היותר # בייט",
            two: "גודלו יכול להיות לכל היותר # בייטים",
            other: "גודלו יכול להיות לכל היותר # בייטים",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "כולל יותר מדי שדות"
        : f.count(a.maxFieldCount, {
            one: "יכול לכלול לכל היותר # שדה",
            two: "יכול לכלול לכל היותר # שדות",
            other: "יכול לכלול לכל היותר # שדות",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "מקונן לעומק רב מדי"
        : f.count(a.maxNestingDepth, {
            one: "יכול להיות מקונן לעומק של # רמה לכל היותר",
            two: "יכול להיות מקונן לעומק של # רמות לכל היותר",
            other: "יכול להיות מקונן לעומק של # רמות לכל היותר",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "חסר בו פריט נדרש" : `חייב להכיל את ${required}`;
    },
    not_active: () => "אינו פעיל",
    not_alphanumeric: () => "יכול להכיל רק אותיות וספרות",
    not_false: (_, f) => `חייב להיות ${f.text("false")}`,
    not_empty: () => "חייב להיות ריק",
    not_found: () => "לא קיים",
    not_json_object: () => "חייב להיות אובייקט JSON",
    not_null: (_, f) => `חייב להיות ${f.text("null")}`,
    not_pending_activation: () => "אינו ממתין להפעלה",
    not_subdomain_of_public_suffix: () => "חייב להיות תת-דומיין של סיומת ציבורית",
    not_true: (_, f) => `חייב להיות ${f.text("true")}`,
    not_undefined: () => "אין לציין אותו",
    not_unique: () => "כבר נמצא בשימוש",
    null: (_, f) => `לא יכול להיות ${f.text("null")}`,
    password_breached: () => "הופיע בדליפת נתונים; יש לבחור סיסמה אחרת",
    password_unchanged: () => "חייב להיות שונה מהסיסמה הנוכחית",
    password_verification_not_enabled: () => "לא ניתן להשתמש בו: אימות סיסמה מושבת עבור ספק זהות זה",
    password_verification_not_supported: () => "לא ניתן להשתמש בו: ספק זהות זה אינו תומך באימות סיסמה",
    past_or_present: () => "חייב להיות בעתיד",
    pending_activation: () => "ממתין להפעלה",
    redirect_urls_not_supported: () => "אינו נתמך: ספק הזהות אינו יכול לפענח כתובות URL להפניה מחדש",
    role_not_found: () => "מפנה לתפקיד שאינו קיים",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "כולל יותר מדי פריטים"
        : f.count(a.maxSize, {
            one: "יכול לכלול לכל היותר # פריט",
            two: "יכול לכלול לכל היותר # פריטים",
            other: "יכול לכלול לכל היותר # פריטים",
          }),
    special_char_not_present: () => "חייב להכיל לפחות תו מיוחד אחד",
    phone_number_value_not_allowed: () => "לא יכול להיות מספר טלפון",
    tenant_name_placeholder_not_allowed: () => "לא יכול להכיל מציין מיקום לשם הדייר",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined ? "רחוק מדי בעבר" : `יכול להיות לכל היותר ${f.duration(a.maxPastOffset)} בעבר`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "רחוק מדי בעתיד"
        : `יכול להיות לכל היותר ${f.duration(a.maxFutureOffset)} בעתיד`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "ארוך מדי"
        : f.count(a.maxLength, {
            one: "יכול להכיל לכל היותר # תו",
            two: "יכול להכיל לכל היותר # תווים",
            other: "יכול להכיל לכל היותר # תווים",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "קצר מדי"
        : f.count(a.minLength, {
            one: "חייב להכיל לפחות # תו",
            two: "חייב להכיל לפחות # תווים",
            other: "חייב להכיל לפחות # תווים",
          }),
    type_disallowed_for_global_tenant: () => "הוא סוג שאינו מותר עבור דייר גלובלי",
    undefined: () => "שדה חובה",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "אינו ערך מוכר" : `חייב להיות ${allowed}`;
    },
    unsupported_destination_attribute: () => "אינו מאפיין יעד שספק זהות זה תומך בו",
    unsupported_identity_provider_name: () => "אינו שם של ספק זהות נתמך",
    unsupported_path_expression: () => "אינו נתיב נתמך",
    uppercase_char_not_present: () => "חייב להכיל לפחות אות גדולה אחת",
    url_contained_fragment: (_, f) => `לא יכול להכיל מקטע (${f.text("#...")})`,
    url_contained_http_scheme: (_, f) => `חייב להשתמש בפרוטוקול ${f.text("https")}, לא ${f.text("http")}`,
    url_contained_ip_address: () => "חייב להשתמש בשם דומיין, לא בכתובת IP",
    url_contained_loopback_address: () => "לא יכול להפנות לכתובת loopback",
    url_contained_query_parameters: () => "לא יכול להכיל פרמטרים של שאילתה",
    url_contained_user_info: () => "לא יכול להכיל שם משתמש או סיסמה",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "שם הדומיין שלו ארוך מדי"
        : f.count(a.maxLength, {
            one: "שם הדומיין שלו יכול להכיל לכל היותר # תו",
            two: "שם הדומיין שלו יכול להכיל לכל היותר # תווים",
            other: "שם הדומיין שלו יכול להכיל לכל היותר # תווים",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () => "ארוך מכדי לשמש עם מציין מיקום לשם הדייר",
    wildcard_domain_suffix_too_long: () => "כולל סיומת דומיין עם תו כללי ארוכה מדי",
    wildcard_not_allowed_in_ip_address: () => "לא יכול להכיל תו כללי בכתובת IP",
  },
  baseErrors: {
    user_not_found: () => "המשתמש לא נמצא.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "קוד האימות אינו תקין.";
      }
      if (attempts === 0) return "קוד האימות אינו תקין; לא נותרו ניסיונות.";
      // A safe integer here: one is exactly 1 and two exactly 2, so the words can stand for the digits.
      return f.count(attempts, {
        one: "קוד האימות אינו תקין; נותר ניסיון אחד.",
        two: "קוד האימות אינו תקין; נותרו שני ניסיונות.",
        other: "קוד האימות אינו תקין; נותרו # ניסיונות.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "הבקשה אינה תקינה" : `הפרמטר ${f.text(parameter)} אינו תקין`;
      if (position !== undefined) text += ` במיקום ${f.number(String(position))}`;
      if (expected !== undefined) text += `: נדרש ${f.text(expected)}`;
      if (found !== undefined) text += expected === undefined ? `: נמצא ${f.text(found)}` : ` אך נמצא ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "אירעה שגיאה בלתי צפויה.",
    unauthorized: () => "נדרש אימות.",
    forbidden: () => "הבקשה אינה מותרת.",
    not_found: () => "המשאב לא נמצא.",
    method_not_allowed: () => "השיטה אינה מותרת עבור משאב זה.",
    not_acceptable: () => "אין ייצוג קביל זמין.",
    request_timeout: () => "הגעת הבקשה ארכה זמן רב מדי.",
    conflict: () => "הבקשה מתנגשת במצב הנוכחי של המשאב.",
    gone: () => "המשאב אינו זמין עוד.",
    length_required: () => "הבקשה חייבת לציין את אורכה.",
    precondition_failed: () => "תנאי מקדים של הבקשה לא התקיים.",
    payload_too_large: () => "גוף הבקשה גדול מדי.",
    uri_too_long: () => "ה־URI של הבקשה ארוך מדי.",
    unsupported_media_type: () => "סוג המדיה של גוף הבקשה אינו נתמך.",
    range_not_satisfiable: () => "לא ניתן לספק את הטווח המבוקש.",
    unprocessable_content: () => "לא ניתן לעבד את גוף הבקשה.",
    too_many_requests: () => "יותר מדי בקשות; נסו שוב מאוחר יותר.",
    request_header_fields_too_large: () => "כותרות הבקשה גדולות מדי.",
    client_error: () => "לא ניתן להשיב לבקשה.",
    route_not_found: () => "אין פעולה שמתאימה לשיטה ולנתיב של הבקשה.",
    service_unavailable: () => "השירות אינו זמין זמנית; נסו שוב מאוחר יותר.",
    bad_gateway: () => "השער לא קיבל תגובה תקינה מהשירות; נסו שוב מאוחר יותר.",
    gateway_timeout: () => "השער לא קיבל תגובה מהשירות בזמן; נסו שוב מאוחר יותר.",
    mfa_challenge_not_found: () => "אתגר ה־MFA לא נמצא.",
  },
  phrases: {
    wholeBody: "(גוף הבקשה)",
    wholeRequest: "(הבקשה)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `אינו תקין (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "גוף הבקשה מפר אילוצים.",
      request_constraint_violations: "הבקשה מפרה אילוצים.",
    },
    requestFailed: (code) => `הבקשה נכשלה (${code}).`,
  },
};
