/**
 * French messages, the subpath `api-error-model/messages/fr`: pass its `fr`
 * as `{ locale: fr }`. The shape of a locale is `Locale`, in the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// French typography: a no-break space (U+00A0) before a colon and inside « », a narrow
// no-break space (U+202F) before a semicolon. Adjectives take the masculine, as they agree
// with « le champ ». The plural category `many` (1 000 000) reads "de" before its noun.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * French (`fr`): the whole catalogue, for `{ locale: fr }`.
 *
 * @public
 */
export const fr: Locale = {
  tag: "fr",
  violations: {
    after_end_date: () => "ne doit pas être postérieur à la date de fin",
    application_redirect_urls_not_supported: () =>
      "n’est pas pris en charge\u00a0: le fournisseur d’identité ne peut pas résoudre les URL de redirection d’application",
    blank: () => "doit être renseigné",
    consumer_tenant_id_not_allowed: () =>
      "doit être l’identifiant d’un locataire d’organisation, et non celui du locataire grand public",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `ne doit pas contenir ${disallowed}, et peut uniquement contenir ${allowed}`;
      }
      if (disallowed !== undefined) return `ne doit pas contenir ${disallowed}`;
      if (allowed !== undefined) return `peut uniquement contenir ${allowed}`;
      return "contient un élément non autorisé";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "contient un nom de champ non valide"
        : `contient le nom de champ non valide «\u00a0${f.text(a.invalidFieldName)}\u00a0»`,
    contained_nested_arrays: () => "ne doit pas contenir de tableaux imbriqués",
    digit_not_present: () => "doit contenir au moins un chiffre",
    disabled: () => "est désactivé",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "n’est pas une valeur autorisée" : `doit être ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "utilise un opérateur que l’attribut n’autorise pas"
          : `utilise un opérateur que l’attribut n’autorise pas\u202f; utilisez ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `utilise un opérateur que «\u00a0${name}\u00a0» n’autorise pas`
        : `doit comparer «\u00a0${name}\u00a0» avec ${allowed}`;
    },
    duplicate_elements: () => "ne doit pas contenir de doublons",
    duplicate_tenant_name_placeholders: () => "ne doit pas contenir plus d’un espace réservé pour le nom du locataire",
    duplicate_wildcards: () => "ne doit pas contenir plus d’un caractère générique",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "dépasse la durée maximale autorisée"
        : `ne doit pas dépasser ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "n’atteint pas la durée minimale requise"
        : `doit durer au moins ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "utilise un domaine de messagerie non autorisé",
    email_domain_not_verified: () => "utilise un domaine de messagerie non vérifié",
    email_not_permitted: () => "n’est pas une adresse e-mail autorisée",
    email_not_verified: () => "n’a pas été vérifié, aucun e-mail ne peut donc y être envoyé",
    email_unchanged: () => "doit différer de l’adresse e-mail actuelle",
    email_value_not_allowed: () => "ne doit pas être une adresse e-mail",
    enablement_not_allowed: () => "ne peut pas être activé",
    empty: () => "ne doit pas être vide",
    expired: () => "a expiré",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "n’a pas le format attendu"
        : `doit correspondre au modèle ${f.text(a.regexPattern)}`,
    future: () => "ne doit pas se situer dans le futur",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "est trop grand";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `doit être inférieur à ${max.bound}` : `doit être inférieur ou égal à ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "ne doit pas dépasser la durée de vie absolue du jeton d’actualisation",
    greater_than_absolute_timeout: () => "ne doit pas dépasser le délai d’expiration absolu",
    illegal_domain_suffix: () => "a un suffixe de domaine non autorisé",
    illegal_role_assignment: () => "attribue un rôle qui ne peut pas être attribué ici",
    immutable: () => "ne peut pas être modifié",
    inactive: () => "est inactif",
    invalid_action_link_lifetime_unit: () =>
      "n’est pas une unité valide pour la durée de validité d’un lien d’action envoyé par e-mail",
    invalid_auth_factor_combination: () => "n’est pas une combinaison valide de facteurs d’authentification",
    invalid_auth_session_code: () => "n’est pas un code de session d’authentification valide",
    invalid_auth_session_token: () => "n’est pas un jeton de session valide",
    invalid_authorization_code: () => "n’est pas un code d’autorisation valide",
    invalid_authorization_request_token: () => "n’est pas un jeton de demande d’autorisation valide",
    invalid_client_type: () => "désigne un client d’un type incorrect",
    invalid_code_point: () => "contient un caractère Unicode non valide",
    invalid_date: () => "doit être une date ISO 8601 valide, par exemple 2024-01-31",
    invalid_date_time: () => "doit être une date et une heure ISO 8601 valides, par exemple 2024-01-31T12:00:00Z",
    invalid_directionality: () =>
      "mélange du texte de gauche à droite et de droite à gauche d’une manière non autorisée",
    invalid_display_name_for_identity_provider_type: () =>
      "n’est pas un nom d’affichage valide pour ce type de fournisseur d’identité",
    invalid_domain_name: () => "n’est pas un nom de domaine valide",
    invalid_domain_name_label: () => "n’est pas une partie valide d’un nom de domaine",
    invalid_duration: () => "doit être une durée ISO 8601 valide, par exemple PT30M",
    invalid_e164_phone_number: () => "doit être un numéro de téléphone au format E.164, par exemple +14155550100",
    invalid_email: () => "n’est pas une adresse e-mail valide",
    invalid_email_auth_code: () => "n’est pas un code d’authentification par e-mail valide",
    invalid_epoch_timestamp: () => "n’est pas un horodatage valide",
    invalid_external_idp_auth_code: () =>
      "n’est pas un code d’authentification valide du fournisseur d’identité externe",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "compare un attribut à une valeur d’un type incorrect"
          : `compare un attribut à une valeur qui n’est pas de type ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `compare «\u00a0${name}\u00a0» à une valeur d’un type incorrect`
        : `doit comparer «\u00a0${name}\u00a0» à une valeur de type ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "désigne un fournisseur d’identité d’un type incorrect",
    invalid_invite_code: () => "n’est pas un code d’invitation valide",
    invalid_ip_address: () => "n’est pas une adresse IP valide",
    invalid_locale: () => "doit être une balise de langue BCP 47 valide, par exemple fr-FR",
    invalid_name_for_identity_provider_type: () => "n’est pas un nom valide pour ce type de fournisseur d’identité",
    invalid_owner_type: () => "a un type de propriétaire non autorisé",
    invalid_password_reset_code: () => "n’est pas un code de réinitialisation de mot de passe valide",
    invalid_path_expression: () => "doit être un chemin composé de noms de champs séparés par des points",
    invalid_pem_certificate: () => "doit être un certificat au format PEM",
    invalid_phone_number: () => "n’est pas un numéro de téléphone valide",
    invalid_private_key: () => "doit être une clé privée au format PEM",
    invalid_request_code: () => "n’est pas un code de demande valide",
    invalid_role: () => "n’est pas un rôle valide pour cette opération",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "utilise un schéma d’URL incompatible avec un espace réservé pour le nom du locataire",
    invalid_scope: () => "n’est pas une étendue OAuth 2 valide",
    invalid_semantic_version: () => "doit être une version sémantique, par exemple 1.2.3",
    invalid_status_transition: () => "ne peut pas passer à ce statut",
    invalid_tenant_name_placeholder_placement: () =>
      "contient l’espace réservé pour le nom du locataire à un emplacement non autorisé",
    invalid_time_zone: () => "doit être un fuseau horaire IANA valide, par exemple Europe/Paris",
    invalid_token: () => "n’est pas un jeton valide",
    invalid_url: () => "n’est pas une URL valide",
    invalid_url_authority: () => "a un hôte ou un port non valide",
    invalid_url_path: () => "a un chemin d’URL non valide",
    invalid_url_query: () => "a une chaîne de requête d’URL non valide",
    invalid_url_scheme: () => "a un schéma d’URL non valide",
    invalid_verification_code: () => "n’est pas un code de vérification valide",
    invalid_wildcard_placement: () => "contient un caractère générique à un emplacement non autorisé",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "est trop petit";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `doit être supérieur à ${min.bound}` : `doit être supérieur ou égal à ${min.bound}`;
    },
    less_than_idle_timeout: () => "ne doit pas être inférieur au délai d’inactivité",
    less_than_refresh_token_idle_lifetime: () =>
      "ne doit pas être inférieur à la durée de vie d’inactivité du jeton d’actualisation",
    lowercase_char_not_present: () => "doit contenir au moins une lettre minuscule",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "occupe trop d’octets"
        : f.count(a.maxByteLength, {
            one: "ne doit pas dépasser # octet",
            many: "ne doit pas dépasser # d’octets",
            other: "ne doit pas dépasser # octets",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "contient trop de champs"
        : f.count(a.maxFieldCount, {
            one: "doit contenir au maximum # champ",
            many: "doit contenir au maximum # de champs",
            other: "doit contenir au maximum # champs",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "est imbriqué trop profondément"
        : f.count(a.maxNestingDepth, {
            one: "ne doit pas dépasser # niveau d’imbrication",
            many: "ne doit pas dépasser # de niveaux d’imbrication",
            other: "ne doit pas dépasser # niveaux d’imbrication",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "ne contient pas un élément obligatoire" : `doit contenir ${required}`;
    },
    not_active: () => "n’est pas actif",
    not_alphanumeric: () => "ne doit contenir que des lettres et des chiffres",
    not_false: () => "doit être faux",
    not_empty: () => "doit être vide",
    not_found: () => "n’existe pas",
    not_json_object: () => "doit être un objet JSON",
    not_null: () => "doit être nul",
    not_pending_activation: () => "n’est pas en attente d’activation",
    not_subdomain_of_public_suffix: () => "doit être un sous-domaine d’un suffixe public",
    not_true: () => "doit être vrai",
    not_undefined: () => "ne doit pas être renseigné",
    not_unique: () => "est déjà utilisé",
    null: () => "ne doit pas être nul",
    password_breached: () => "a été exposé lors d’une fuite de données\u202f; choisissez un autre mot de passe",
    password_unchanged: () => "doit différer du mot de passe actuel",
    password_verification_not_enabled: () =>
      "ne peut pas être utilisé\u00a0: la vérification du mot de passe est désactivée pour ce fournisseur d’identité",
    password_verification_not_supported: () =>
      "ne peut pas être utilisé\u00a0: ce fournisseur d’identité ne prend pas en charge la vérification du mot de passe",
    past_or_present: () => "doit se situer dans le futur",
    pending_activation: () => "est en attente d’activation",
    redirect_urls_not_supported: () =>
      "n’est pas pris en charge\u00a0: le fournisseur d’identité ne peut pas résoudre les URL de redirection",
    role_not_found: () => "désigne un rôle qui n’existe pas",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "contient trop d’éléments"
        : f.count(a.maxSize, {
            one: "doit contenir au maximum # élément",
            many: "doit contenir au maximum # d’éléments",
            other: "doit contenir au maximum # éléments",
          }),
    special_char_not_present: () => "doit contenir au moins un caractère spécial",
    phone_number_value_not_allowed: () => "ne doit pas être un numéro de téléphone",
    tenant_name_placeholder_not_allowed: () => "ne doit pas contenir d’espace réservé pour le nom du locataire",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "est trop loin dans le passé"
        : `ne doit pas remonter à plus de ${f.duration(a.maxPastOffset)}`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "est trop loin dans le futur"
        : `ne doit pas se situer à plus de ${f.duration(a.maxFutureOffset)} dans le futur`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "est trop long"
        : f.count(a.maxLength, {
            one: "ne doit pas dépasser # caractère",
            many: "ne doit pas dépasser # de caractères",
            other: "ne doit pas dépasser # caractères",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "est trop court"
        : f.count(a.minLength, {
            one: "doit comporter au moins # caractère",
            many: "doit comporter au moins # de caractères",
            other: "doit comporter au moins # caractères",
          }),
    type_disallowed_for_global_tenant: () => "est un type non autorisé pour un locataire global",
    undefined: () => "est obligatoire",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "n’est pas une valeur connue" : `doit être ${allowed}`;
    },
    unsupported_destination_attribute: () =>
      "n’est pas un attribut de destination pris en charge par ce fournisseur d’identité",
    unsupported_identity_provider_name: () => "n’est pas le nom d’un fournisseur d’identité pris en charge",
    unsupported_path_expression: () => "n’est pas un chemin pris en charge",
    uppercase_char_not_present: () => "doit contenir au moins une lettre majuscule",
    url_contained_fragment: () => "ne doit pas contenir de fragment (#...)",
    url_contained_http_scheme: () => "doit utiliser https, et non http",
    url_contained_ip_address: () => "doit utiliser un nom de domaine, et non une adresse IP",
    url_contained_loopback_address: () => "ne doit pas pointer vers une adresse de bouclage",
    url_contained_query_parameters: () => "ne doit pas contenir de paramètres de requête",
    url_contained_user_info: () => "ne doit contenir ni identifiant ni mot de passe",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "a un nom de domaine trop long"
        : f.count(a.maxLength, {
            one: "doit avoir un nom de domaine d’au plus # caractère",
            many: "doit avoir un nom de domaine d’au plus # de caractères",
            other: "doit avoir un nom de domaine d’au plus # caractères",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "est trop long pour être utilisé avec un espace réservé pour le nom du locataire",
    wildcard_domain_suffix_too_long: () => "a un suffixe de domaine générique trop long",
    wildcard_not_allowed_in_ip_address: () => "ne doit pas contenir de caractère générique dans une adresse IP",
  },
  baseErrors: {
    user_not_found: () => "L’utilisateur est introuvable.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "Le code de vérification n’est pas valide.";
      }
      if (attempts === 0) return "Le code de vérification n’est pas valide\u202f; il ne reste aucune tentative.";
      return f.count(attempts, {
        one: "Le code de vérification n’est pas valide\u202f; il reste # tentative.",
        many: "Le code de vérification n’est pas valide\u202f; il reste # de tentatives.",
        other: "Le code de vérification n’est pas valide\u202f; il reste # tentatives.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text =
        parameter === undefined ? "La requête n’est pas valide" : `Le paramètre ${f.text(parameter)} n’est pas valide`;
      if (position !== undefined) text += ` à la position ${f.number(String(position))}`;
      if (expected !== undefined) text += `\u00a0: attendu ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? "\u00a0:" : ","} trouvé ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Une erreur inattendue s’est produite.",
    unauthorized: () => "Une authentification est requise.",
    forbidden: () => "La requête n’est pas autorisée.",
    not_found: () => "La ressource est introuvable.",
    method_not_allowed: () => "La méthode n’est pas autorisée pour cette ressource.",
    not_acceptable: () => "Aucune représentation acceptable n’est disponible.",
    request_timeout: () => "La requête a mis trop de temps à arriver.",
    conflict: () => "La requête est en conflit avec l’état actuel de la ressource.",
    gone: () => "La ressource n’est plus disponible.",
    length_required: () => "La requête doit indiquer sa longueur.",
    precondition_failed: () => "Une condition préalable de la requête n’est pas remplie.",
    payload_too_large: () => "Le corps de la requête est trop volumineux.",
    uri_too_long: () => "L’URI de la requête est trop longue.",
    unsupported_media_type: () => "Le type de média du corps de la requête n’est pas pris en charge.",
    range_not_satisfiable: () => "La plage demandée ne peut pas être fournie.",
    unprocessable_content: () => "Le corps de la requête ne peut pas être traité.",
    too_many_requests: () => "Trop de requêtes\u202f; réessayez plus tard.",
    request_header_fields_too_large: () => "Les en-têtes de la requête sont trop volumineux.",
    client_error: () => "Il est impossible de répondre à la requête.",
    route_not_found: () => "Aucune opération ne correspond à la méthode et au chemin de la requête.",
    service_unavailable: () => "Le service est temporairement indisponible\u202f; réessayez plus tard.",
    bad_gateway: () => "La passerelle n’a reçu aucune réponse valide du service\u202f; réessayez plus tard.",
    gateway_timeout: () => "La passerelle n’a reçu aucune réponse du service à temps\u202f; réessayez plus tard.",
    mfa_challenge_not_found: () => "Le défi MFA est introuvable.",
  },
  phrases: {
    wholeBody: "(corps de la requête)",
    wholeRequest: "(requête)",
    line: (key, sentence) => `${key}\u00a0: ${sentence}`,
    unknownCode: (what) => `n’est pas valide (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "Le corps de la requête ne respecte pas certaines contraintes.",
      request_constraint_violations: "La requête ne respecte pas certaines contraintes.",
    },
    requestFailed: (code) => `La requête a échoué (${code}).`,
  },
};
