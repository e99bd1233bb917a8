/**
 * Indonesian messages, the subpath `api-error-model/messages/id`: pass its `id`
 * as `{ locale: id }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Indonesian has one plural category (other): a noun after a number does not change.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Indonesian (`id`): the whole catalogue, for `{ locale: id }`.
 *
 * @public
 */
export const id: Locale = {
  tag: "id",
  violations: {
    after_end_date: () => "tidak boleh setelah tanggal berakhir",
    application_redirect_urls_not_supported: () =>
      "tidak didukung: penyedia identitas tidak dapat memproses URL pengalihan aplikasi",
    blank: () => "tidak boleh kosong",
    consumer_tenant_id_not_allowed: () => "harus berupa ID tenant organisasi, bukan ID tenant konsumen",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `tidak boleh berisi ${disallowed} dan hanya boleh berisi ${allowed}`;
      }
      if (disallowed !== undefined) return `tidak boleh berisi ${disallowed}`;
      if (allowed !== undefined) return `hanya boleh berisi ${allowed}`;
      return "berisi elemen yang tidak diizinkan";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "berisi nama kolom yang tidak valid"
        : `berisi nama kolom yang tidak valid “${f.text(a.invalidFieldName)}”`,
    contained_nested_arrays: () => "tidak boleh berisi array bertingkat",
    digit_not_present: () => "harus berisi minimal satu angka",
    disabled: () => "dinonaktifkan",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "bukan nilai yang diizinkan" : `harus berupa ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "menggunakan operator yang tidak diizinkan oleh atribut"
          : `menggunakan operator yang tidak diizinkan oleh atribut; gunakan ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `menggunakan operator yang tidak diizinkan oleh “${name}”`
        : `harus membandingkan “${name}” dengan ${allowed}`;
    },
    duplicate_elements: () => "tidak boleh berisi duplikat",
    duplicate_tenant_name_placeholders: () => "tidak boleh berisi lebih dari satu placeholder nama tenant",
    duplicate_wildcards: () => "tidak boleh berisi lebih dari satu karakter wildcard",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "lebih lama dari yang diizinkan"
        : `tidak boleh lebih lama dari ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "lebih singkat dari yang diizinkan"
        : `tidak boleh lebih singkat dari ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "menggunakan domain email yang tidak diizinkan",
    email_domain_not_verified: () => "menggunakan domain email yang belum diverifikasi",
    email_not_permitted: () => "bukan alamat email yang diizinkan",
    email_not_verified: () => "belum diverifikasi, sehingga email tidak dapat dikirim ke alamat ini",
    email_unchanged: () => "harus berbeda dari alamat email saat ini",
    email_value_not_allowed: () => "tidak boleh berupa alamat email",
    enablement_not_allowed: () => "tidak dapat diaktifkan",
    empty: () => "tidak boleh kosong",
    expired: () => "sudah kedaluwarsa",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "tidak sesuai dengan format yang diharapkan"
        : `harus cocok dengan pola ${f.text(a.regexPattern)}`,
    future: () => "tidak boleh di masa mendatang",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "terlalu besar";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `harus kurang dari ${max.bound}` : `tidak boleh lebih dari ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "tidak boleh lebih besar dari masa berlaku absolut token refresh",
    greater_than_absolute_timeout: () => "tidak boleh lebih besar dari batas waktu absolut",
    illegal_domain_suffix: () => "memiliki akhiran domain yang tidak diizinkan",
    illegal_role_assignment: () => "menetapkan peran yang tidak boleh diberikan di sini",
    immutable: () => "tidak dapat diubah",
    inactive: () => "nonaktif",
    invalid_action_link_lifetime_unit: () => "bukan satuan masa berlaku yang valid untuk tautan tindakan email",
    invalid_auth_factor_combination: () => "bukan kombinasi faktor autentikasi yang valid",
    invalid_auth_session_code: () => "bukan kode sesi autentikasi yang valid",
    invalid_auth_session_token: () => "bukan token sesi yang valid",
    invalid_authorization_code: () => "bukan kode otorisasi yang valid",
    invalid_authorization_request_token: () => "bukan token permintaan otorisasi yang valid",
    invalid_client_type: () => "merujuk ke klien dengan jenis yang salah",
    invalid_code_point: () => "berisi karakter Unicode yang tidak valid",
    invalid_date: () => "harus berupa tanggal ISO 8601 yang valid, misalnya 2024-01-31",
    invalid_date_time: () => "harus berupa tanggal dan waktu ISO 8601 yang valid, misalnya 2024-01-31T12:00:00Z",
    invalid_directionality: () => "mencampur teks kiri-ke-kanan dan kanan-ke-kiri dengan cara yang tidak diizinkan",
    invalid_display_name_for_identity_provider_type: () =>
      "bukan nama tampilan yang valid untuk jenis penyedia identitas ini",
    invalid_domain_name: () => "bukan nama domain yang valid",
    invalid_domain_name_label: () => "bukan label nama domain yang valid",
    invalid_duration: () => "harus berupa durasi ISO 8601 yang valid, misalnya PT30M",
    invalid_e164_phone_number: () => "harus berupa nomor telepon dalam format E.164, misalnya +14155550100",
    invalid_email: () => "bukan alamat email yang valid",
    invalid_email_auth_code: () => "bukan kode autentikasi email yang valid",
    invalid_epoch_timestamp: () => "bukan stempel waktu yang valid",
    invalid_external_idp_auth_code: () => "bukan kode autentikasi yang valid dari penyedia identitas eksternal",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "membandingkan atribut dengan nilai yang jenisnya salah"
          : `membandingkan atribut dengan nilai yang bukan berjenis ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `membandingkan “${name}” dengan nilai yang jenisnya salah`
        : `harus membandingkan “${name}” dengan nilai berjenis ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "merujuk ke penyedia identitas dengan jenis yang salah",
    invalid_invite_code: () => "bukan kode undangan yang valid",
    invalid_ip_address: () => "bukan alamat IP yang valid",
    invalid_locale: () => "harus berupa tag bahasa BCP 47 yang valid, misalnya id-ID",
    invalid_name_for_identity_provider_type: () => "bukan nama yang valid untuk jenis penyedia identitas ini",
    invalid_owner_type: () => "memiliki jenis pemilik yang tidak diizinkan",
    invalid_password_reset_code: () => "bukan kode reset kata sandi yang valid",
    invalid_path_expression: () => "harus berupa jalur nama kolom yang dipisahkan dengan titik",
    invalid_pem_certificate: () => "harus berupa sertifikat dalam format PEM",
    invalid_phone_number: () => "bukan nomor telepon yang valid",
    invalid_private_key: () => "harus berupa kunci privat dalam format PEM",
    invalid_request_code: () => "bukan kode permintaan yang valid",
    invalid_role: () => "bukan peran yang valid untuk operasi ini",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "menggunakan skema URL yang tidak dapat digunakan dengan placeholder nama tenant",
    invalid_scope: () => "bukan cakupan OAuth 2 yang valid",
    invalid_semantic_version: () => "harus berupa versi semantik, misalnya 1.2.3",
    invalid_status_transition: () => "tidak dapat diubah ke status ini",
    invalid_tenant_name_placeholder_placement: () => "memiliki placeholder nama tenant di posisi yang tidak diizinkan",
    invalid_time_zone: () => "harus berupa zona waktu IANA yang valid, misalnya Asia/Jakarta",
    invalid_token: () => "bukan token yang valid",
    invalid_url: () => "bukan URL yang valid",
    invalid_url_authority: () => "memiliki host atau port yang tidak valid",
    invalid_url_path: () => "memiliki jalur URL yang tidak valid",
    invalid_url_query: () => "memiliki string kueri URL yang tidak valid",
    invalid_url_scheme: () => "memiliki skema URL yang tidak valid",
    invalid_verification_code: () => "bukan kode verifikasi yang valid",
    invalid_wildcard_placement: () => "memiliki karakter wildcard di posisi yang tidak diizinkan",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "terlalu kecil";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `harus lebih dari ${min.bound}` : `tidak boleh kurang dari ${min.bound}`;
    },
    less_than_idle_timeout: () => "tidak boleh kurang dari batas waktu saat tidak aktif",
    less_than_refresh_token_idle_lifetime: () => "tidak boleh kurang dari masa berlaku token refresh saat tidak aktif",
    lowercase_char_not_present: () => "harus berisi minimal satu huruf kecil",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "menggunakan terlalu banyak byte"
        : f.count(a.maxByteLength, { other: "tidak boleh lebih dari # byte" }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "memiliki terlalu banyak kolom"
        : f.count(a.maxFieldCount, { other: "tidak boleh memiliki lebih dari # kolom" }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "bertingkat terlalu dalam"
        : f.count(a.maxNestingDepth, { other: "tidak boleh bertingkat lebih dari # tingkat" }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "tidak memiliki elemen yang wajib ada" : `harus berisi ${required}`;
    },
    not_active: () => "tidak aktif",
    not_alphanumeric: () => "hanya boleh berisi huruf dan angka",
    not_false: () => "harus bernilai salah",
    not_empty: () => "harus kosong",
    not_found: () => "tidak ada",
    not_json_object: () => "harus berupa objek JSON",
    not_null: () => "harus bernilai null",
    not_pending_activation: () => "tidak sedang menunggu aktivasi",
    not_subdomain_of_public_suffix: () => "harus berupa subdomain dari akhiran publik",
    not_true: () => "harus bernilai benar",
    not_undefined: () => "tidak boleh diisi",
    not_unique: () => "sudah digunakan",
    null: () => "tidak boleh bernilai null",
    password_breached: () => "pernah muncul dalam kebocoran data; pilih kata sandi lain",
    password_unchanged: () => "harus berbeda dari kata sandi saat ini",
    password_verification_not_enabled: () =>
      "tidak dapat digunakan: verifikasi kata sandi dinonaktifkan untuk penyedia identitas ini",
    password_verification_not_supported: () =>
      "tidak dapat digunakan: penyedia identitas ini tidak mendukung verifikasi kata sandi",
    past_or_present: () => "harus di masa mendatang",
    pending_activation: () => "sedang menunggu aktivasi",
    redirect_urls_not_supported: () => "tidak didukung: penyedia identitas tidak dapat memproses URL pengalihan",
    role_not_found: () => "merujuk ke peran yang tidak ada",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "memiliki terlalu banyak elemen"
        : f.count(a.maxSize, { other: "tidak boleh memiliki lebih dari # elemen" }),
    special_char_not_present: () => "harus berisi minimal satu karakter khusus",
    phone_number_value_not_allowed: () => "tidak boleh berupa nomor telepon",
    tenant_name_placeholder_not_allowed: () => "tidak boleh berisi placeholder nama tenant",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "terlalu jauh di masa lalu"
        : `tidak boleh lebih dari ${f.duration(a.maxPastOffset)} yang lalu`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "terlalu jauh di masa mendatang"
        : `tidak boleh lebih dari ${f.duration(a.maxFutureOffset)} ke depan`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "terlalu panjang"
        : f.count(a.maxLength, { other: "tidak boleh lebih dari # karakter" }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "terlalu pendek"
        : f.count(a.minLength, { other: "harus terdiri dari minimal # karakter" }),
    type_disallowed_for_global_tenant: () => "merupakan jenis yang tidak diizinkan untuk tenant global",
    undefined: () => "wajib diisi",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "bukan nilai yang dikenal" : `harus berupa ${allowed}`;
    },
    unsupported_destination_attribute: () => "bukan atribut tujuan yang didukung penyedia identitas ini",
    unsupported_identity_provider_name: () => "bukan nama penyedia identitas yang didukung",
    unsupported_path_expression: () => "bukan jalur yang didukung",
    uppercase_char_not_present: () => "harus berisi minimal satu huruf kapital",
    url_contained_fragment: () => "tidak boleh berisi fragmen (#...)",
    url_contained_http_scheme: () => "harus menggunakan https, bukan http",
    url_contained_ip_address: () => "harus menggunakan nama domain, bukan alamat IP",
    url_contained_loopback_address: () => "tidak boleh mengarah ke alamat loopback",
    url_contained_query_parameters: () => "tidak boleh berisi parameter kueri",
    url_contained_user_info: () => "tidak boleh berisi nama pengguna atau kata sandi",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "memiliki nama domain yang terlalu panjang"
        : f.count(a.maxLength, { other: "nama domainnya tidak boleh lebih dari # karakter" }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "terlalu panjang untuk digunakan dengan placeholder nama tenant",
    wildcard_domain_suffix_too_long: () => "memiliki akhiran domain wildcard yang terlalu panjang",
    wildcard_not_allowed_in_ip_address: () => "tidak boleh berisi karakter wildcard dalam alamat IP",
  },
  baseErrors: {
    user_not_found: () => "Pengguna tidak ditemukan.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Kode verifikasi tidak valid.";
      }
      if (attempts === 0) return "Kode verifikasi tidak valid; tidak ada sisa percobaan.";
      return f.count(attempts, { other: "Kode verifikasi tidak valid; sisa # percobaan." });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text = parameter === undefined ? "Permintaan tidak valid" : `Parameter ${f.text(parameter)} tidak valid`;
      if (position !== undefined) text += ` di posisi ${f.number(String(position))}`;
      if (expected !== undefined) text += `: diharapkan ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} ditemukan ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Terjadi kesalahan yang tidak terduga.",
    unauthorized: () => "Autentikasi diperlukan.",
    forbidden: () => "Permintaan tidak diizinkan.",
    not_found: () => "Sumber daya tidak ditemukan.",
    method_not_allowed: () => "Metode tidak diizinkan untuk sumber daya ini.",
    not_acceptable: () => "Tidak ada representasi yang dapat diterima.",
    request_timeout: () => "Permintaan terlalu lama untuk sampai.",
    conflict: () => "Permintaan bertentangan dengan status sumber daya saat ini.",
    gone: () => "Sumber daya tidak lagi tersedia.",
    length_required: () => "Permintaan harus menyatakan panjangnya.",
    precondition_failed: () => "Prasyarat permintaan tidak terpenuhi.",
    payload_too_large: () => "Isi permintaan terlalu besar.",
    uri_too_long: () => "URI permintaan terlalu panjang.",
    unsupported_media_type: () => "Jenis media isi permintaan tidak didukung.",
    range_not_satisfiable: () => "Rentang yang diminta tidak dapat dipenuhi.",
    unprocessable_content: () => "Isi permintaan tidak dapat diproses.",
    too_many_requests: () => "Terlalu banyak permintaan; coba lagi nanti.",
    request_header_fields_too_large: () => "Header permintaan terlalu besar.",
    client_error: () => "Permintaan tidak dapat dijawab.",
    route_not_found: () => "Tidak ada operasi yang cocok dengan metode dan jalur permintaan.",
    service_unavailable: () => "Layanan untuk sementara tidak tersedia; coba lagi nanti.",
    bad_gateway: () => "Gateway tidak menerima respons yang valid dari layanan; coba lagi nanti.",
    gateway_timeout: () => "Gateway tidak menerima respons dari layanan tepat waktu; coba lagi nanti.",
    mfa_challenge_not_found: () => "Tantangan MFA tidak ditemukan.",
  },
  phrases: {
    wholeBody: "(isi permintaan)",
    wholeRequest: "(permintaan)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `tidak valid (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "Isi permintaan melanggar batasan.",
      request_constraint_violations: "Permintaan melanggar batasan.",
    },
    requestFailed: (code) => `Permintaan gagal (${code}).`,
  },
};
