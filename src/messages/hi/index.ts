/**
 * Hindi messages, the subpath `api-error-model/messages/hi`: pass its `hi`
 * as `{ locale: hi }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Everyday product Hindi, not Sanskritised: English technical terms stay as Indian
// interfaces write them (ईमेल, URL, टोकन, पासवर्ड). Counts: Intl gives Hindi one (0 and 1)
// and other; the noun takes its oblique plural (वर्णों) or the verb its plural (हो सकते हैं).
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Hindi (`hi`): the whole catalogue, for `{ locale: hi }`.
 *
 * @public
 */
export const hi: Locale = {
  tag: "hi",
  violations: {
    after_end_date: () => "खत्म होने की तारीख के बाद का नहीं होना चाहिए",
    application_redirect_urls_not_supported: () =>
      "समर्थित नहीं है: पहचान प्रदाता ऐप्लिकेशन के रीडायरेक्ट URL को रिज़ॉल्व नहीं कर सकता",
    blank: () => "खाली नहीं होना चाहिए",
    consumer_tenant_id_not_allowed: () => "किसी संगठन का टेनेंट आईडी होना चाहिए, उपभोक्ताओं का टेनेंट आईडी नहीं",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `इसमें ${disallowed} नहीं होना चाहिए, और सिर्फ़ ${allowed} हो सकते हैं`;
      }
      if (disallowed !== undefined) return `इसमें ${disallowed} नहीं होना चाहिए`;
      if (allowed !== undefined) return `इसमें सिर्फ़ ${allowed} हो सकते हैं`;
      return "इसमें ऐसा आइटम है जिसकी अनुमति नहीं है";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "इसमें अमान्य फ़ील्ड नाम है"
        : `इसमें अमान्य फ़ील्ड नाम "${f.text(a.invalidFieldName)}" है`,
    contained_nested_arrays: () => "इसमें नेस्टेड ऐरे नहीं होने चाहिए",
    digit_not_present: () => "इसमें कम से कम एक अंक होना चाहिए",
    disabled: () => "बंद है",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "अनुमत मान नहीं है" : `${allowed} होना चाहिए`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "ऐसे ऑपरेटर का उपयोग करता है जिसकी एट्रिब्यूट अनुमति नहीं देता"
          : `ऐसे ऑपरेटर का उपयोग करता है जिसकी एट्रिब्यूट अनुमति नहीं देता; ${allowed} का उपयोग करें`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `ऐसे ऑपरेटर का उपयोग करता है जिसकी "${name}" अनुमति नहीं देता`
        : `"${name}" की तुलना के लिए ${allowed} का उपयोग होना चाहिए`;
    },
    duplicate_elements: () => "इसमें डुप्लिकेट नहीं होने चाहिए",
    duplicate_tenant_name_placeholders: () => "इसमें टेनेंट नाम का एक से ज़्यादा प्लेसहोल्डर नहीं होना चाहिए",
    duplicate_wildcards: () => "इसमें एक से ज़्यादा वाइल्डकार्ड नहीं होना चाहिए",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "अनुमत अवधि से लंबा है"
        : `इसकी अवधि ${f.duration(a.maxDuration)} से ज़्यादा नहीं होनी चाहिए`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined ? "अनुमत अवधि से छोटा है" : `इसकी अवधि ${f.duration(a.minDuration)} से कम नहीं होनी चाहिए`,
    email_domain_not_allowed: () => "ऐसे ईमेल डोमेन का इस्तेमाल करता है जिसकी अनुमति नहीं है",
    email_domain_not_verified: () => "ऐसे ईमेल डोमेन का इस्तेमाल करता है जिसकी पुष्टि नहीं हुई है",
    email_not_permitted: () => "अनुमत ईमेल पता नहीं है",
    email_not_verified: () => "इसकी पुष्टि नहीं हुई है, इसलिए इस पर ईमेल नहीं भेजा जा सकता",
    email_unchanged: () => "मौजूदा ईमेल पते से अलग होना चाहिए",
    email_value_not_allowed: () => "ईमेल पता नहीं होना चाहिए",
    enablement_not_allowed: () => "इसे चालू नहीं किया जा सकता",
    empty: () => "खाली नहीं होना चाहिए",
    expired: () => "इसकी समय-सीमा खत्म हो चुकी है",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined ? "अपेक्षित फ़ॉर्मैट में नहीं है" : `पैटर्न ${f.text(a.regexPattern)} से मेल खाना चाहिए`,
    future: () => "भविष्य का नहीं होना चाहिए",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "बहुत बड़ा है";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `${max.bound} से कम होना चाहिए` : `ज़्यादा से ज़्यादा ${max.bound} होना चाहिए`;
    },
    greater_than_refresh_token_absolute_lifetime: () => "रीफ़्रेश टोकन की कुल वैधता अवधि से ज़्यादा नहीं होना चाहिए",
    greater_than_absolute_timeout: () => "कुल टाइमआउट से ज़्यादा नहीं होना चाहिए",
    illegal_domain_suffix: () => "इसके डोमेन सफ़िक्स की अनुमति नहीं है",
    illegal_role_assignment: () => "ऐसी भूमिका असाइन करता है जो यहां नहीं दी जा सकती",
    immutable: () => "इसे बदला नहीं जा सकता",
    inactive: () => "निष्क्रिय है",
    invalid_action_link_lifetime_unit: () => "ईमेल ऐक्शन लिंक की वैधता अवधि के लिए मान्य इकाई नहीं है",
    invalid_auth_factor_combination: () => "ऑथेंटिकेशन फ़ैक्टर का मान्य कॉम्बिनेशन नहीं है",
    invalid_auth_session_code: () => "मान्य ऑथेंटिकेशन सेशन कोड नहीं है",
    invalid_auth_session_token: () => "मान्य सेशन टोकन नहीं है",
    invalid_authorization_code: () => "मान्य ऑथराइज़ेशन कोड नहीं है",
    invalid_authorization_request_token: () => "ऑथराइज़ेशन अनुरोध का मान्य टोकन नहीं है",
    invalid_client_type: () => "गलत प्रकार के क्लाइंट से जुड़ा है",
    invalid_code_point: () => "इसमें अमान्य यूनिकोड वर्ण है",
    invalid_date: () => "ISO 8601 फ़ॉर्मैट में मान्य तारीख होनी चाहिए, जैसे 2024-01-31",
    invalid_date_time: () => "ISO 8601 फ़ॉर्मैट में मान्य तारीख और समय होना चाहिए, जैसे 2024-01-31T12:00:00Z",
    invalid_directionality: () => "बाएं से दाएं और दाएं से बाएं लिखे जाने वाले टेक्स्ट को ऐसे मिलाता है जिसकी अनुमति नहीं है",
    invalid_display_name_for_identity_provider_type: () => "इस प्रकार के पहचान प्रदाता के लिए मान्य डिसप्ले नाम नहीं है",
    invalid_domain_name: () => "मान्य डोमेन नाम नहीं है",
    invalid_domain_name_label: () => "डोमेन नाम का मान्य हिस्सा नहीं है",
    invalid_duration: () => "ISO 8601 फ़ॉर्मैट में मान्य अवधि होनी चाहिए, जैसे PT30M",
    invalid_e164_phone_number: () => "E.164 फ़ॉर्मैट में फ़ोन नंबर होना चाहिए, जैसे +919876543210",
    invalid_email: () => "मान्य ईमेल पता नहीं है",
    invalid_email_auth_code: () => "मान्य ईमेल ऑथेंटिकेशन कोड नहीं है",
    invalid_epoch_timestamp: () => "मान्य टाइमस्टैंप नहीं है",
    invalid_external_idp_auth_code: () => "बाहरी पहचान प्रदाता का मान्य ऑथेंटिकेशन कोड नहीं है",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "एट्रिब्यूट की तुलना गलत प्रकार के मान से करता है"
          : `एट्रिब्यूट की तुलना ऐसे मान से करता है जो ${f.text(a.valueType)} प्रकार का नहीं है`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `"${name}" की तुलना गलत प्रकार के मान से करता है`
        : `"${name}" की तुलना ${f.text(a.valueType)} प्रकार के मान से होनी चाहिए`;
    },
    invalid_identity_provider_type: () => "गलत प्रकार के पहचान प्रदाता से जुड़ा है",
    invalid_invite_code: () => "मान्य इनवाइट कोड नहीं है",
    invalid_ip_address: () => "मान्य IP पता नहीं है",
    invalid_locale: () => "BCP 47 के मुताबिक मान्य भाषा टैग होना चाहिए, जैसे hi-IN",
    invalid_name_for_identity_provider_type: () => "इस प्रकार के पहचान प्रदाता के लिए मान्य नाम नहीं है",
    invalid_owner_type: () => "इसके मालिक के प्रकार की अनुमति नहीं है",
    invalid_password_reset_code: () => "पासवर्ड रीसेट करने का मान्य कोड नहीं है",
    invalid_path_expression: () => "बिंदुओं से अलग किए गए फ़ील्ड नामों का पाथ होना चाहिए",
    invalid_pem_certificate: () => "PEM फ़ॉर्मैट में सर्टिफ़िकेट होना चाहिए",
    invalid_phone_number: () => "मान्य फ़ोन नंबर नहीं है",
    invalid_private_key: () => "PEM फ़ॉर्मैट में निजी कुंजी होनी चाहिए",
    invalid_request_code: () => "मान्य अनुरोध कोड नहीं है",
    invalid_role: () => "इस कार्रवाई के लिए मान्य भूमिका नहीं है",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "ऐसी URL स्कीम का इस्तेमाल करता है जो टेनेंट नाम के प्लेसहोल्डर के साथ इस्तेमाल नहीं की जा सकती",
    invalid_scope: () => "मान्य OAuth 2 स्कोप नहीं है",
    invalid_semantic_version: () => "सिमैंटिक वर्शन होना चाहिए, जैसे 1.2.3",
    invalid_status_transition: () => "इसे इस स्टेटस में नहीं बदला जा सकता",
    invalid_tenant_name_placeholder_placement: () => "इसमें टेनेंट नाम का प्लेसहोल्डर ऐसी जगह पर है जहां इसकी अनुमति नहीं है",
    invalid_time_zone: () => "मान्य IANA टाइम ज़ोन होना चाहिए, जैसे Asia/Kolkata",
    invalid_token: () => "मान्य टोकन नहीं है",
    invalid_url: () => "मान्य URL नहीं है",
    invalid_url_authority: () => "इसका होस्ट या पोर्ट अमान्य है",
    invalid_url_path: () => "इसका URL पाथ अमान्य है",
    invalid_url_query: () => "इसकी URL क्वेरी स्ट्रिंग अमान्य है",
    invalid_url_scheme: () => "इसकी URL स्कीम अमान्य है",
    invalid_verification_code: () => "मान्य वेरिफ़िकेशन कोड नहीं है",
    invalid_wildcard_placement: () => "इसमें वाइल्डकार्ड ऐसी जगह पर है जहां इसकी अनुमति नहीं है",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "बहुत छोटा है";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `${min.bound} से ज़्यादा होना चाहिए` : `कम से कम ${min.bound} होना चाहिए`;
    },
    less_than_idle_timeout: () => "आइडल टाइमआउट से कम नहीं होना चाहिए",
    less_than_refresh_token_idle_lifetime: () => "रीफ़्रेश टोकन की आइडल वैधता अवधि से कम नहीं होना चाहिए",
    lowercase_char_not_present: () => "इसमें कम से कम एक छोटा अक्षर होना चाहिए",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "इसमें बहुत ज़्यादा बाइट हैं"
        : f.count(a.maxByteLength, {
            one: "ज़्यादा से ज़्यादा # बाइट का होना चाहिए",
            other: "ज़्यादा से ज़्यादा # बाइट का होना चाहिए",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "इसमें बहुत ज़्यादा फ़ील्ड हैं"
        : f.count(a.maxFieldCount, {
            one: "इसमें ज़्यादा से ज़्यादा # फ़ील्ड हो सकता है",
            other: "इसमें ज़्यादा से ज़्यादा # फ़ील्ड हो सकते हैं",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "बहुत ज़्यादा गहराई तक नेस्ट किया गया है"
        : f.count(a.maxNestingDepth, {
            one: "ज़्यादा से ज़्यादा # लेवल तक नेस्ट किया जा सकता है",
            other: "ज़्यादा से ज़्यादा # लेवल तक नेस्ट किया जा सकता है",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "इसमें एक ज़रूरी आइटम नहीं है" : `इसमें ${required} का होना ज़रूरी है`;
    },
    not_active: () => "सक्रिय नहीं है",
    not_alphanumeric: () => "इसमें सिर्फ़ अक्षर और अंक होने चाहिए",
    not_false: () => "false होना चाहिए",
    not_empty: () => "खाली होना चाहिए",
    not_found: () => "मौजूद नहीं है",
    not_json_object: () => "JSON ऑब्जेक्ट होना चाहिए",
    not_null: () => "null होना चाहिए",
    not_pending_activation: () => "इसका ऐक्टिवेशन बाकी नहीं है",
    not_subdomain_of_public_suffix: () => "किसी सार्वजनिक सफ़िक्स का सबडोमेन होना चाहिए",
    not_true: () => "true होना चाहिए",
    not_undefined: () => "नहीं दिया जाना चाहिए",
    not_unique: () => "पहले से इस्तेमाल में है",
    null: () => "null नहीं होना चाहिए",
    password_breached: () => "यह किसी डेटा उल्लंघन में सामने आ चुका है; कृपया कोई दूसरा पासवर्ड चुनें",
    password_unchanged: () => "मौजूदा पासवर्ड से अलग होना चाहिए",
    password_verification_not_enabled: () => "इस्तेमाल नहीं किया जा सकता: इस पहचान प्रदाता के लिए पासवर्ड की पुष्टि बंद है",
    password_verification_not_supported: () => "इस्तेमाल नहीं किया जा सकता: यह पहचान प्रदाता पासवर्ड की पुष्टि नहीं करता",
    past_or_present: () => "भविष्य का होना चाहिए",
    pending_activation: () => "इसका ऐक्टिवेशन बाकी है",
    redirect_urls_not_supported: () => "समर्थित नहीं है: पहचान प्रदाता रीडायरेक्ट URL को रिज़ॉल्व नहीं कर सकता",
    role_not_found: () => "ऐसी भूमिका से जुड़ा है जो मौजूद नहीं है",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "इसमें बहुत ज़्यादा आइटम हैं"
        : f.count(a.maxSize, {
            one: "इसमें ज़्यादा से ज़्यादा # आइटम हो सकता है",
            other: "इसमें ज़्यादा से ज़्यादा # आइटम हो सकते हैं",
          }),
    special_char_not_present: () => "इसमें कम से कम एक विशेष वर्ण होना चाहिए",
    phone_number_value_not_allowed: () => "फ़ोन नंबर नहीं होना चाहिए",
    tenant_name_placeholder_not_allowed: () => "इसमें टेनेंट नाम का प्लेसहोल्डर नहीं होना चाहिए",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "बहुत ज़्यादा पहले का है"
        : `${f.duration(a.maxPastOffset)} से ज़्यादा पहले का नहीं होना चाहिए`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "भविष्य में बहुत ज़्यादा आगे का है"
        : `भविष्य में ${f.duration(a.maxFutureOffset)} से ज़्यादा आगे का नहीं होना चाहिए`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "बहुत लंबा है"
        : f.count(a.maxLength, {
            one: "ज़्यादा से ज़्यादा # वर्ण का होना चाहिए",
            other: "ज़्यादा से ज़्यादा # वर्णों का होना चाहिए",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "बहुत छोटा है"
        : f.count(a.minLength, {
            one: "कम से कम # वर्ण का होना चाहिए",
            other: "कम से कम # वर्णों का होना चाहिए",
          }),
    type_disallowed_for_global_tenant: () => "ऐसा प्रकार है जिसकी ग्लोबल टेनेंट के लिए अनुमति नहीं है",
    undefined: () => "ज़रूरी है",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "ज्ञात मान नहीं है" : `${allowed} होना चाहिए`;
    },
    unsupported_destination_attribute: () => "ऐसा डेस्टिनेशन एट्रिब्यूट नहीं है जिसे यह पहचान प्रदाता सपोर्ट करता हो",
    unsupported_identity_provider_name: () => "किसी समर्थित पहचान प्रदाता का नाम नहीं है",
    unsupported_path_expression: () => "समर्थित पाथ नहीं है",
    uppercase_char_not_present: () => "इसमें कम से कम एक बड़ा अक्षर होना चाहिए",
    url_contained_fragment: () => "इसमें फ़्रैगमेंट (#...) नहीं होना चाहिए",
    url_contained_http_scheme: () => "इसमें http के बजाय https का इस्तेमाल होना चाहिए",
    url_contained_ip_address: () => "इसमें IP पते के बजाय डोमेन नाम का इस्तेमाल होना चाहिए",
    url_contained_loopback_address: () => "लूपबैक पते की ओर इशारा नहीं करना चाहिए",
    url_contained_query_parameters: () => "इसमें क्वेरी पैरामीटर नहीं होने चाहिए",
    url_contained_user_info: () => "इसमें उपयोगकर्ता नाम या पासवर्ड नहीं होना चाहिए",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "इसका डोमेन नाम बहुत लंबा है"
        : f.count(a.maxLength, {
            one: "इसका डोमेन नाम ज़्यादा से ज़्यादा # वर्ण का होना चाहिए",
            other: "इसका डोमेन नाम ज़्यादा से ज़्यादा # वर्णों का होना चाहिए",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () => "टेनेंट नाम के प्लेसहोल्डर के साथ इस्तेमाल करने के लिए बहुत लंबा है",
    wildcard_domain_suffix_too_long: () => "इसका वाइल्डकार्ड डोमेन सफ़िक्स बहुत लंबा है",
    wildcard_not_allowed_in_ip_address: () => "IP पते में वाइल्डकार्ड नहीं होना चाहिए",
  },
  baseErrors: {
    user_not_found: () => "उपयोगकर्ता नहीं मिला।",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "वेरिफ़िकेशन कोड मान्य नहीं है।";
      }
      if (attempts === 0) return "वेरिफ़िकेशन कोड मान्य नहीं है; अब कोई प्रयास बाकी नहीं है।";
      return f.count(attempts, {
        one: "वेरिफ़िकेशन कोड मान्य नहीं है; # प्रयास बाकी है।",
        other: "वेरिफ़िकेशन कोड मान्य नहीं है; # प्रयास बाकी हैं।",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "अनुरोध" : `पैरामीटर ${f.text(parameter)}`;
      if (position !== undefined) text += ` स्थिति ${f.number(String(position))} पर`;
      text += " मान्य नहीं है";
      if (expected !== undefined) text += `: ${f.text(expected)} अपेक्षित था`;
      if (found !== undefined)
        text += expected === undefined ? `: ${f.text(found)} मिला` : `, लेकिन ${f.text(found)} मिला`;
      return `${text}।`;
    },
    internal_error: () => "कोई अनचाही गड़बड़ी हुई।",
    unauthorized: () => "ऑथेंटिकेशन ज़रूरी है।",
    forbidden: () => "इस अनुरोध की अनुमति नहीं है।",
    not_found: () => "संसाधन नहीं मिला।",
    method_not_allowed: () => "इस संसाधन के लिए मेथड की अनुमति नहीं है।",
    not_acceptable: () => "कोई स्वीकार्य प्रस्तुति उपलब्ध नहीं है।",
    request_timeout: () => "अनुरोध आने में बहुत समय लगा।",
    conflict: () => "अनुरोध संसाधन की मौजूदा स्थिति से टकराता है।",
    gone: () => "संसाधन अब उपलब्ध नहीं है।",
    length_required: () => "अनुरोध में उसकी लंबाई बताई जानी चाहिए।",
    precondition_failed: () => "अनुरोध की एक पूर्व-शर्त पूरी नहीं हुई।",
    payload_too_large: () => "अनुरोध का मुख्य भाग बहुत बड़ा है।",
    uri_too_long: () => "अनुरोध का URI बहुत लंबा है।",
    unsupported_media_type: () => "अनुरोध के मुख्य भाग का मीडिया टाइप समर्थित नहीं है।",
    range_not_satisfiable: () => "अनुरोधित रेंज उपलब्ध नहीं कराई जा सकती।",
    unprocessable_content: () => "अनुरोध के मुख्य भाग को प्रोसेस नहीं किया जा सकता।",
    too_many_requests: () => "बहुत ज़्यादा अनुरोध; कुछ देर बाद फिर से कोशिश करें।",
    request_header_fields_too_large: () => "अनुरोध के हेडर बहुत बड़े हैं।",
    client_error: () => "अनुरोध का जवाब नहीं दिया जा सकता।",
    route_not_found: () => "अनुरोध के मेथड और पाथ से कोई ऑपरेशन मेल नहीं खाता।",
    service_unavailable: () => "सेवा अस्थायी रूप से उपलब्ध नहीं है; कुछ देर बाद फिर से कोशिश करें।",
    bad_gateway: () => "गेटवे को सेवा से कोई मान्य जवाब नहीं मिला; कुछ देर बाद फिर से कोशिश करें।",
    gateway_timeout: () => "गेटवे को सेवा से समय पर कोई जवाब नहीं मिला; कुछ देर बाद फिर से कोशिश करें।",
    mfa_challenge_not_found: () => "MFA चुनौती नहीं मिली।",
  },
  phrases: {
    wholeBody: "(अनुरोध का मुख्य भाग)",
    wholeRequest: "(अनुरोध)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `मान्य नहीं है (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "अनुरोध का मुख्य भाग कुछ शर्तें पूरी नहीं करता।",
      request_constraint_violations: "अनुरोध कुछ शर्तें पूरी नहीं करता।",
    },
    requestFailed: (code) => `अनुरोध पूरा नहीं हो सका (${code})।`,
  },
};
