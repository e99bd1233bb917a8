/**
 * Spanish messages, the subpath `api-error-model/messages/es`: pass its `es`
 * as `{ locale: es }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Neutral Spanish for Spain and Latin America, formal address (usted), quotation marks « ».
// Adjectives take the masculine, as they agree with «el campo». The plural category `many`
// (1.000.000) reads "de" before its noun.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Spanish (`es`): the whole catalogue, for `{ locale: es }`.
 *
 * @public
 */
export const es: Locale = {
  tag: "es",
  violations: {
    after_end_date: () => "no debe ser posterior a la fecha de finalización",
    application_redirect_urls_not_supported: () =>
      "no se admite: el proveedor de identidades no puede resolver las URL de redirección de la aplicación",
    blank: () => "no debe estar en blanco",
    consumer_tenant_id_not_allowed: () =>
      "debe ser el identificador de un inquilino de organización, no el del inquilino de consumidores",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `no debe contener ${disallowed}, y solo puede contener ${allowed}`;
      }
      if (disallowed !== undefined) return `no debe contener ${disallowed}`;
      if (allowed !== undefined) return `solo puede contener ${allowed}`;
      return "contiene un elemento no permitido";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "contiene un nombre de campo no válido"
        : `contiene el nombre de campo no válido «${f.text(a.invalidFieldName)}»`,
    contained_nested_arrays: () => "no debe contener matrices anidadas",
    digit_not_present: () => "debe contener al menos un dígito",
    disabled: () => "está deshabilitado",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "no es un valor permitido" : `debe ser ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "usa un operador que el atributo no permite"
          : `usa un operador que el atributo no permite; use ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `usa un operador que «${name}» no permite`
        : `debe comparar «${name}» con ${allowed}`;
    },
    duplicate_elements: () => "no debe contener duplicados",
    duplicate_tenant_name_placeholders: () =>
      "no debe contener más de un marcador de posición para el nombre del inquilino",
    duplicate_wildcards: () => "no debe contener más de un carácter comodín",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "supera la duración máxima permitida"
        : `no debe superar ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "no alcanza la duración mínima requerida"
        : `debe durar al menos ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "usa un dominio de correo electrónico no permitido",
    email_domain_not_verified: () => "usa un dominio de correo electrónico no verificado",
    email_not_permitted: () => "no es una dirección de correo electrónico permitida",
    email_not_verified: () => "no está verificado, por lo que no se le pueden enviar correos electrónicos",
    email_unchanged: () => "debe diferir de la dirección de correo electrónico actual",
    email_value_not_allowed: () => "no debe ser una dirección de correo electrónico",
    enablement_not_allowed: () => "no se puede habilitar",
    empty: () => "no debe estar vacío",
    expired: () => "ha caducado",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "no tiene el formato esperado"
        : `debe coincidir con el patrón ${f.text(a.regexPattern)}`,
    future: () => "no debe estar en el futuro",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "es demasiado grande";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `debe ser menor que ${max.bound}` : `debe ser menor o igual que ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "no debe superar la duración absoluta del token de actualización",
    greater_than_absolute_timeout: () => "no debe superar el tiempo de espera absoluto",
    illegal_domain_suffix: () => "tiene un sufijo de dominio no permitido",
    illegal_role_assignment: () => "asigna un rol que no se puede asignar aquí",
    immutable: () => "no se puede modificar",
    inactive: () => "está inactivo",
    invalid_action_link_lifetime_unit: () =>
      "no es una unidad válida para la vigencia de un enlace de acción enviado por correo electrónico",
    invalid_auth_factor_combination: () => "no es una combinación válida de factores de autenticación",
    invalid_auth_session_code: () => "no es un código de sesión de autenticación válido",
    invalid_auth_session_token: () => "no es un token de sesión válido",
    invalid_authorization_code: () => "no es un código de autorización válido",
    invalid_authorization_request_token: () => "no es un token de solicitud de autorización válido",
    invalid_client_type: () => "hace referencia a un cliente de un tipo incorrecto",
    invalid_code_point: () => "contiene un carácter Unicode no válido",
    invalid_date: () => "debe ser una fecha ISO 8601 válida, como 2024-01-31",
    invalid_date_time: () => "debe ser una fecha y hora ISO 8601 válidas, como 2024-01-31T12:00:00Z",
    invalid_directionality: () =>
      "mezcla texto de izquierda a derecha y de derecha a izquierda de una forma no permitida",
    invalid_display_name_for_identity_provider_type: () =>
      "no es un nombre para mostrar válido para este tipo de proveedor de identidades",
    invalid_domain_name: () => "no es un nombre de dominio válido",
    invalid_domain_name_label: () => "no es una parte válida de un nombre de dominio",
    invalid_duration: () => "debe ser una duración ISO 8601 válida, como PT30M",
    invalid_e164_phone_number: () => "debe ser un número de teléfono en formato E.164, como +14155550100",
    invalid_email: () => "no es una dirección de correo electrónico válida",
    invalid_email_auth_code: () => "no es un código de autenticación por correo electrónico válido",
    invalid_epoch_timestamp: () => "no es una marca de tiempo válida",
    invalid_external_idp_auth_code: () =>
      "no es un código de autenticación válido del proveedor de identidades externo",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "compara un atributo con un valor de un tipo incorrecto"
          : `compara un atributo con un valor que no es de tipo ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `compara «${name}» con un valor de un tipo incorrecto`
        : `debe comparar «${name}» con un valor de tipo ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "hace referencia a un proveedor de identidades de un tipo incorrecto",
    invalid_invite_code: () => "no es un código de invitación válido",
    invalid_ip_address: () => "no es una dirección IP válida",
    invalid_locale: () => "debe ser una etiqueta de idioma BCP 47 válida, como es-ES",
    invalid_name_for_identity_provider_type: () => "no es un nombre válido para este tipo de proveedor de identidades",
    invalid_owner_type: () => "tiene un tipo de propietario no permitido",
    invalid_password_reset_code: () => "no es un código de restablecimiento de contraseña válido",
    invalid_path_expression: () => "debe ser una ruta de nombres de campo separados por puntos",
    invalid_pem_certificate: () => "debe ser un certificado en formato PEM",
    invalid_phone_number: () => "no es un número de teléfono válido",
    invalid_private_key: () => "debe ser una clave privada en formato PEM",
    invalid_request_code: () => "no es un código de solicitud válido",
    invalid_role: () => "no es un rol válido para esta operación",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "usa un esquema de URL que no se puede usar con un marcador de posición para el nombre del inquilino",
    invalid_scope: () => "no es un ámbito de OAuth 2 válido",
    invalid_semantic_version: () => "debe ser una versión semántica, como 1.2.3",
    invalid_status_transition: () => "no se puede cambiar a este estado",
    invalid_tenant_name_placeholder_placement: () =>
      "tiene el marcador de posición para el nombre del inquilino en una posición no permitida",
    invalid_time_zone: () => "debe ser una zona horaria IANA válida, como Europe/Madrid",
    invalid_token: () => "no es un token válido",
    invalid_url: () => "no es una URL válida",
    invalid_url_authority: () => "tiene un host o un puerto no válidos",
    invalid_url_path: () => "tiene una ruta de URL no válida",
    invalid_url_query: () => "tiene una cadena de consulta de URL no válida",
    invalid_url_scheme: () => "tiene un esquema de URL no válido",
    invalid_verification_code: () => "no es un código de verificación válido",
    invalid_wildcard_placement: () => "tiene un carácter comodín en una posición no permitida",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "es demasiado pequeño";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `debe ser mayor que ${min.bound}` : `debe ser mayor o igual que ${min.bound}`;
    },
    less_than_idle_timeout: () => "no debe ser inferior al tiempo de espera por inactividad",
    less_than_refresh_token_idle_lifetime: () =>
      "no debe ser inferior a la duración por inactividad del token de actualización",
    lowercase_char_not_present: () => "debe contener al menos una letra minúscula",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "ocupa demasiados bytes"
        : f.count(a.maxByteLength, {
            one: "no debe ocupar más de # byte",
            many: "no debe ocupar más de # de bytes",
            other: "no debe ocupar más de # bytes",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "tiene demasiados campos"
        : f.count(a.maxFieldCount, {
            one: "debe tener como máximo # campo",
            many: "debe tener como máximo # de campos",
            other: "debe tener como máximo # campos",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "tiene demasiados niveles de anidamiento"
        : f.count(a.maxNestingDepth, {
            one: "no debe tener más de # nivel de anidamiento",
            many: "no debe tener más de # de niveles de anidamiento",
            other: "no debe tener más de # niveles de anidamiento",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "no contiene todos los elementos obligatorios" : `debe contener ${required}`;
    },
    not_active: () => "no está activo",
    not_alphanumeric: () => "solo debe contener letras y dígitos",
    not_false: () => "debe ser falso",
    not_empty: () => "debe estar vacío",
    not_found: () => "no existe",
    not_json_object: () => "debe ser un objeto JSON",
    not_null: () => "debe ser nulo",
    not_pending_activation: () => "no está pendiente de activación",
    not_subdomain_of_public_suffix: () => "debe ser un subdominio de un sufijo público",
    not_true: () => "debe ser verdadero",
    not_undefined: () => "no debe indicarse",
    not_unique: () => "ya está en uso",
    null: () => "no debe ser nulo",
    password_breached: () => "ha aparecido en una filtración de datos; elija otra contraseña",
    password_unchanged: () => "debe diferir de la contraseña actual",
    password_verification_not_enabled: () =>
      "no se puede usar: la verificación de contraseña está deshabilitada para este proveedor de identidades",
    password_verification_not_supported: () =>
      "no se puede usar: este proveedor de identidades no admite la verificación de contraseña",
    past_or_present: () => "debe estar en el futuro",
    pending_activation: () => "está pendiente de activación",
    redirect_urls_not_supported: () =>
      "no se admite: el proveedor de identidades no puede resolver las URL de redirección",
    role_not_found: () => "hace referencia a un rol que no existe",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "tiene demasiados elementos"
        : f.count(a.maxSize, {
            one: "debe tener como máximo # elemento",
            many: "debe tener como máximo # de elementos",
            other: "debe tener como máximo # elementos",
          }),
    special_char_not_present: () => "debe contener al menos un carácter especial",
    phone_number_value_not_allowed: () => "no debe ser un número de teléfono",
    tenant_name_placeholder_not_allowed: () => "no debe contener un marcador de posición para el nombre del inquilino",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "está demasiado lejos en el pasado"
        : `no debe remontarse más de ${f.duration(a.maxPastOffset)} en el pasado`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "está demasiado lejos en el futuro"
        : `no debe estar más de ${f.duration(a.maxFutureOffset)} en el futuro`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "es demasiado largo"
        : f.count(a.maxLength, {
            one: "debe tener como máximo # carácter",
            many: "debe tener como máximo # de caracteres",
            other: "debe tener como máximo # caracteres",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "es demasiado corto"
        : f.count(a.minLength, {
            one: "debe tener al menos # carácter",
            many: "debe tener al menos # de caracteres",
            other: "debe tener al menos # caracteres",
          }),
    type_disallowed_for_global_tenant: () => "es un tipo no permitido para un inquilino global",
    undefined: () => "es obligatorio",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "no es un valor conocido" : `debe ser ${allowed}`;
    },
    unsupported_destination_attribute: () => "no es un atributo de destino que admita este proveedor de identidades",
    unsupported_identity_provider_name: () => "no es el nombre de un proveedor de identidades admitido",
    unsupported_path_expression: () => "no es una ruta admitida",
    uppercase_char_not_present: () => "debe contener al menos una letra mayúscula",
    url_contained_fragment: () => "no debe contener un fragmento (#...)",
    url_contained_http_scheme: () => "debe usar https, no http",
    url_contained_ip_address: () => "debe usar un nombre de dominio, no una dirección IP",
    url_contained_loopback_address: () => "no debe apuntar a una dirección de bucle invertido",
    url_contained_query_parameters: () => "no debe contener parámetros de consulta",
    url_contained_user_info: () => "no debe contener credenciales de acceso",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "tiene un nombre de dominio demasiado largo"
        : f.count(a.maxLength, {
            one: "debe tener un nombre de dominio de # carácter como máximo",
            many: "debe tener un nombre de dominio de # de caracteres como máximo",
            other: "debe tener un nombre de dominio de # caracteres como máximo",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "es demasiado largo para usarse con un marcador de posición para el nombre del inquilino",
    wildcard_domain_suffix_too_long: () => "tiene un sufijo de dominio comodín demasiado largo",
    wildcard_not_allowed_in_ip_address: () => "no debe contener un carácter comodín en una dirección IP",
  },
  baseErrors: {
    user_not_found: () => "No se encontró el usuario.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "El código de verificación no es válido.";
      }
      if (attempts === 0) return "El código de verificación no es válido; no quedan intentos.";
      return f.count(attempts, {
        one: "El código de verificación no es válido; queda # intento.",
        many: "El código de verificación no es válido; quedan # de intentos.",
        other: "El código de verificación no es válido; quedan # intentos.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text =
        parameter === undefined ? "La solicitud no es válida" : `El parámetro ${f.text(parameter)} no es válido`;
      if (position !== undefined) text += ` en la posición ${f.number(String(position))}`;
      if (expected !== undefined) text += `: se esperaba ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} se encontró ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Se produjo un error inesperado.",
    unauthorized: () => "Se requiere autenticación.",
    forbidden: () => "La solicitud no está permitida.",
    not_found: () => "No se encontró el recurso.",
    method_not_allowed: () => "El método no está permitido para este recurso.",
    not_acceptable: () => "No hay ninguna representación aceptable disponible.",
    request_timeout: () => "La solicitud tardó demasiado en llegar.",
    conflict: () => "La solicitud entra en conflicto con el estado actual del recurso.",
    gone: () => "El recurso ya no está disponible.",
    length_required: () => "La solicitud debe indicar su longitud.",
    precondition_failed: () => "No se cumplió una condición previa de la solicitud.",
    payload_too_large: () => "El cuerpo de la solicitud es demasiado grande.",
    uri_too_long: () => "El URI de la solicitud es demasiado largo.",
    unsupported_media_type: () => "El tipo de medio del cuerpo de la solicitud no es compatible.",
    range_not_satisfiable: () => "No se puede servir el rango solicitado.",
    unprocessable_content: () => "No se puede procesar el cuerpo de la solicitud.",
    too_many_requests: () => "Demasiadas solicitudes; inténtelo de nuevo más tarde.",
    request_header_fields_too_large: () => "Los encabezados de la solicitud son demasiado grandes.",
    client_error: () => "No se puede responder a la solicitud.",
    route_not_found: () => "Ninguna operación coincide con el método y la ruta de la solicitud.",
    service_unavailable: () => "El servicio no está disponible temporalmente; inténtelo de nuevo más tarde.",
    bad_gateway: () =>
      "La puerta de enlace no recibió una respuesta válida del servicio; inténtelo de nuevo más tarde.",
    gateway_timeout: () =>
      "La puerta de enlace no recibió respuesta del servicio a tiempo; inténtelo de nuevo más tarde.",
    mfa_challenge_not_found: () => "No se encontró el desafío MFA.",
  },
  phrases: {
    wholeBody: "(cuerpo de la solicitud)",
    wholeRequest: "(solicitud)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `no es válido (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "El cuerpo de la solicitud infringe algunas restricciones.",
      request_constraint_violations: "La solicitud infringe algunas restricciones.",
    },
    requestFailed: (code) => `No se pudo completar la solicitud (${code}).`,
  },
};
