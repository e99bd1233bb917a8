/**
 * Brazilian Portuguese messages, the subpath `api-error-model/messages/pt-BR`:
 * pass its `ptBR` as `{ locale: ptBR }`. The shape of a locale is `Locale`, in
 * the messages entry.
 *
 * @packageDocumentation
 */

// A locale module imports only types and the formatting runtime (its templates get the
// formatter as an argument), never another locale's table: see docs/messages.md.
// Brazilian software conventions: "você" forms, quotation marks “ ”, the terms of the
// platforms' Portuguese (locatário, provedor de identidade). Adjectives take the masculine,
// as they agree with "o campo". The plural category `many` (1.000.000) reads "de" before
// its noun.
import { attemptsRemaining, requestDetails } from "../format.js";
import type { Locale } from "../locale.js";

/**
 * Brazilian Portuguese (`pt-BR`): the whole catalogue, for `{ locale: ptBR }`.
 *
 * @public
 */
export const ptBR: Locale = {
  tag: "pt-BR",
  violations: {
    after_end_date: () => "não deve ser posterior à data de término",
    application_redirect_urls_not_supported: () =>
      "não é suportado: o provedor de identidade não consegue resolver URLs de redirecionamento do aplicativo",
    blank: () => "não deve estar em branco",
    consumer_tenant_id_not_allowed: () =>
      "deve ser o ID do locatário de uma organização, e não o do locatário de consumidores",
    contained_disallowed_element: (a, f) => {
      const disallowed = f.list(a.disallowedValues, "or");
      const allowed = f.list(a.allowedElements, "or");
      if (disallowed !== undefined && allowed !== undefined) {
        return `não deve conter ${disallowed} e só pode conter ${allowed}`;
      }
      if (disallowed !== undefined) return `não deve conter ${disallowed}`;
      if (allowed !== undefined) return `só pode conter ${allowed}`;
      return "contém um elemento não permitido";
    },
    contained_invalid_field_name: (a, f) =>
      a.invalidFieldName === undefined
        ? "contém um nome de campo inválido"
        : `contém o nome de campo inválido “${f.text(a.invalidFieldName)}”`,
    contained_nested_arrays: () => "não deve conter arrays aninhados",
    digit_not_present: () => "deve conter pelo menos um dígito",
    disabled: () => "está desativado",
    disallowed_enum: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "não é um valor permitido" : `deve ser ${allowed}`;
    },
    disallowed_filter_operator: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      if (a.attributePath === undefined) {
        return allowed === undefined
          ? "usa um operador que o atributo não permite"
          : `usa um operador que o atributo não permite; use ${allowed}`;
      }
      const name = f.text(a.attributePath);
      return allowed === undefined
        ? `usa um operador que “${name}” não permite`
        : `deve comparar “${name}” com ${allowed}`;
    },
    duplicate_elements: () => "não deve conter itens duplicados",
    duplicate_tenant_name_placeholders: () => "não deve conter mais de um espaço reservado para o nome do locatário",
    duplicate_wildcards: () => "não deve conter mais de um caractere curinga",
    duration_greater_than: (a, f) =>
      a.maxDuration === undefined
        ? "excede a duração máxima permitida"
        : `não deve exceder ${f.duration(a.maxDuration)}`,
    duration_less_than: (a, f) =>
      a.minDuration === undefined
        ? "não atinge a duração mínima exigida"
        : `deve durar pelo menos ${f.duration(a.minDuration)}`,
    email_domain_not_allowed: () => "usa um domínio de e-mail não permitido",
    email_domain_not_verified: () => "usa um domínio de e-mail não verificado",
    email_not_permitted: () => "não é um endereço de e-mail permitido",
    email_not_verified: () => "não foi verificado, por isso nenhum e-mail pode ser enviado para ele",
    email_unchanged: () => "deve ser diferente do endereço de e-mail atual",
    email_value_not_allowed: () => "não deve ser um endereço de e-mail",
    enablement_not_allowed: () => "não pode ser ativado",
    empty: () => "não deve estar vazio",
    expired: () => "expirou",
    failed_regex_match: (a, f) =>
      a.regexPattern === undefined
        ? "não está no formato esperado"
        : `deve corresponder ao padrão ${f.text(a.regexPattern)}`,
    future: () => "não deve estar no futuro",
    greater_than: (a, f) => {
      if (a.maxValue === undefined) return "é grande demais";
      const max = f.bound(a.maxValue, "<");
      return max.exclusive ? `deve ser menor que ${max.bound}` : `deve ser menor ou igual a ${max.bound}`;
    },
    greater_than_refresh_token_absolute_lifetime: () =>
      "não deve exceder o tempo de vida absoluto do token de atualização",
    greater_than_absolute_timeout: () => "não deve exceder o tempo limite absoluto",
    illegal_domain_suffix: () => "tem um sufixo de domínio não permitido",
    illegal_role_assignment: () => "atribui uma função que não pode ser atribuída aqui",
    immutable: () => "não pode ser alterado",
    inactive: () => "está inativo",
    invalid_action_link_lifetime_unit: () =>
      "não é uma unidade válida para a validade de um link de ação enviado por e-mail",
    invalid_auth_factor_combination: () => "não é uma combinação válida de fatores de autenticação",
    invalid_auth_session_code: () => "não é um código de sessão de autenticação válido",
    invalid_auth_session_token: () => "não é um token de sessão válido",
    invalid_authorization_code: () => "não é um código de autorização válido",
    invalid_authorization_request_token: () => "não é um token de solicitação de autorização válido",
    invalid_client_type: () => "faz referência a um cliente do tipo errado",
    invalid_code_point: () => "contém um caractere Unicode inválido",
    invalid_date: () => "deve ser uma data ISO 8601 válida, como 2024-01-31",
    invalid_date_time: () => "deve ser uma data e hora ISO 8601 válidas, como 2024-01-31T12:00:00Z",
    invalid_directionality: () =>
      "mistura texto da esquerda para a direita e da direita para a esquerda de uma forma não permitida",
    invalid_display_name_for_identity_provider_type: () =>
      "não é um nome de exibição válido para este tipo de provedor de identidade",
    invalid_domain_name: () => "não é um nome de domínio válido",
    invalid_domain_name_label: () => "não é uma parte válida de um nome de domínio",
    invalid_duration: () => "deve ser uma duração ISO 8601 válida, como PT30M",
    invalid_e164_phone_number: () => "deve ser um número de telefone no formato E.164, como +14155550100",
    invalid_email: () => "não é um endereço de e-mail válido",
    invalid_email_auth_code: () => "não é um código de autenticação por e-mail válido",
    invalid_epoch_timestamp: () => "não é um carimbo de data/hora válido",
    invalid_external_idp_auth_code: () => "não é um código de autenticação válido do provedor de identidade externo",
    invalid_filter_value: (a, f) => {
      if (a.attributePath === undefined) {
        return a.valueType === undefined
          ? "compara um atributo com um valor de tipo incorreto"
          : `compara um atributo com um valor que não é do tipo ${f.text(a.valueType)}`;
      }
      const name = f.text(a.attributePath);
      return a.valueType === undefined
        ? `compara “${name}” com um valor de tipo incorreto`
        : `deve comparar “${name}” com um valor do tipo ${f.text(a.valueType)}`;
    },
    invalid_identity_provider_type: () => "faz referência a um provedor de identidade do tipo errado",
    invalid_invite_code: () => "não é um código de convite válido",
    invalid_ip_address: () => "não é um endereço IP válido",
    invalid_locale: () => "deve ser uma tag de idioma BCP 47 válida, como pt-BR",
    invalid_name_for_identity_provider_type: () => "não é um nome válido para este tipo de provedor de identidade",
    invalid_owner_type: () => "tem um tipo de proprietário não permitido",
    invalid_password_reset_code: () => "não é um código de redefinição de senha válido",
    invalid_path_expression: () => "deve ser um caminho de nomes de campos separados por pontos",
    invalid_pem_certificate: () => "deve ser um certificado no formato PEM",
    invalid_phone_number: () => "não é um número de telefone válido",
    invalid_private_key: () => "deve ser uma chave privada no formato PEM",
    invalid_request_code: () => "não é um código de solicitação válido",
    invalid_role: () => "não é uma função válida para esta operação",
    invalid_scheme_used_with_tenant_name_placeholder: () =>
      "usa um esquema de URL que não pode ser usado com um espaço reservado para o nome do locatário",
    invalid_scope: () => "não é um escopo OAuth 2 válido",
    invalid_semantic_version: () => "deve ser uma versão semântica, como 1.2.3",
    invalid_status_transition: () => "não pode ser alterado para este status",
    invalid_tenant_name_placeholder_placement: () =>
      "tem o espaço reservado para o nome do locatário em uma posição não permitida",
    invalid_time_zone: () => "deve ser um fuso horário IANA válido, como America/Sao_Paulo",
    invalid_token: () => "não é um token válido",
    invalid_url: () => "não é uma URL válida",
    invalid_url_authority: () => "tem um host ou uma porta inválidos",
    invalid_url_path: () => "tem um caminho de URL inválido",
    invalid_url_query: () => "tem uma string de consulta de URL inválida",
    invalid_url_scheme: () => "tem um esquema de URL inválido",
    invalid_verification_code: () => "não é um código de verificação válido",
    invalid_wildcard_placement: () => "tem um caractere curinga em uma posição não permitida",
    less_than: (a, f) => {
      if (a.minValue === undefined) return "é pequeno demais";
      const min = f.bound(a.minValue, ">");
      return min.exclusive ? `deve ser maior que ${min.bound}` : `deve ser maior ou igual a ${min.bound}`;
    },
    less_than_idle_timeout: () => "não deve ser menor que o tempo limite de inatividade",
    less_than_refresh_token_idle_lifetime: () =>
      "não deve ser menor que o tempo de vida por inatividade do token de atualização",
    lowercase_char_not_present: () => "deve conter pelo menos uma letra minúscula",
    max_byte_length_exceeded: (a, f) =>
      a.maxByteLength === undefined
        ? "ocupa bytes demais"
        : f.count(a.maxByteLength, {
            one: "não deve ocupar mais de # byte",
            many: "não deve ocupar mais de # de bytes",
            other: "não deve ocupar mais de # bytes",
          }),
    max_field_count_exceeded: (a, f) =>
      a.maxFieldCount === undefined
        ? "tem campos demais"
        : f.count(a.maxFieldCount, {
            one: "deve ter no máximo # campo",
            many: "deve ter no máximo # de campos",
            other: "deve ter no máximo # campos",
          }),
    max_nesting_depth_exceeded: (a, f) =>
      a.maxNestingDepth === undefined
        ? "tem níveis de aninhamento demais"
        : f.count(a.maxNestingDepth, {
            one: "não deve ter mais de # nível de aninhamento",
            many: "não deve ter mais de # de níveis de aninhamento",
            other: "não deve ter mais de # níveis de aninhamento",
          }),
    missing_required_element: (a, f) => {
      const required = f.list(a.requiredElements, "and");
      return required === undefined ? "não contém todos os elementos obrigatórios" : `deve conter ${required}`;
    },
    not_active: () => "não está ativo",
    not_alphanumeric: () => "deve conter apenas letras e dígitos",
    not_false: () => "deve ser falso",
    not_empty: () => "deve estar vazio",
    not_found: () => "não existe",
    not_json_object: () => "deve ser um objeto JSON",
    not_null: () => "deve ser nulo",
    not_pending_activation: () => "não está com ativação pendente",
    not_subdomain_of_public_suffix: () => "deve ser um subdomínio de um sufixo público",
    not_true: () => "deve ser verdadeiro",
    not_undefined: () => "não deve ser informado",
    not_unique: () => "já está em uso",
    null: () => "não deve ser nulo",
    password_breached: () => "apareceu em um vazamento de dados; escolha outra senha",
    password_unchanged: () => "deve ser diferente da senha atual",
    password_verification_not_enabled: () =>
      "não pode ser usado: a verificação de senha está desativada para este provedor de identidade",
    password_verification_not_supported: () =>
      "não pode ser usado: este provedor de identidade não oferece suporte à verificação de senha",
    past_or_present: () => "deve estar no futuro",
    pending_activation: () => "está com ativação pendente",
    redirect_urls_not_supported: () =>
      "não é suportado: o provedor de identidade não consegue resolver URLs de redirecionamento",
    role_not_found: () => "faz referência a uma função que não existe",
    size_greater_than: (a, f) =>
      a.maxSize === undefined
        ? "tem elementos demais"
        : f.count(a.maxSize, {
            one: "deve ter no máximo # elemento",
            many: "deve ter no máximo # de elementos",
            other: "deve ter no máximo # elementos",
          }),
    special_char_not_present: () => "deve conter pelo menos um caractere especial",
    phone_number_value_not_allowed: () => "não deve ser um número de telefone",
    tenant_name_placeholder_not_allowed: () => "não deve conter um espaço reservado para o nome do locatário",
    too_far_into_past: (a, f) =>
      a.maxPastOffset === undefined
        ? "está muito distante no passado"
        : `não deve estar mais de ${f.duration(a.maxPastOffset)} no passado`,
    too_far_into_future: (a, f) =>
      a.maxFutureOffset === undefined
        ? "está muito distante no futuro"
        : `não deve estar mais de ${f.duration(a.maxFutureOffset)} no futuro`,
    too_long: (a, f) =>
      a.maxLength === undefined
        ? "é longo demais"
        : f.count(a.maxLength, {
            one: "deve ter no máximo # caractere",
            many: "deve ter no máximo # de caracteres",
            other: "deve ter no máximo # caracteres",
          }),
    too_short: (a, f) =>
      a.minLength === undefined
        ? "é curto demais"
        : f.count(a.minLength, {
            one: "deve ter pelo menos # caractere",
            many: "deve ter pelo menos # de caracteres",
            other: "deve ter pelo menos # caracteres",
          }),
    type_disallowed_for_global_tenant: () => "é um tipo não permitido para um locatário global",
    undefined: () => "é obrigatório",
    unknown: (a, f) => {
      const allowed = f.list(a.allowedValues, "or");
      return allowed === undefined ? "não é um valor conhecido" : `deve ser ${allowed}`;
    },
    unsupported_destination_attribute: () => "não é um atributo de destino compatível com este provedor de identidade",
    unsupported_identity_provider_name: () => "não é o nome de um provedor de identidade compatível",
    unsupported_path_expression: () => "não é um caminho compatível",
    uppercase_char_not_present: () => "deve conter pelo menos uma letra maiúscula",
    url_contained_fragment: () => "não deve conter um fragmento (#...)",
    url_contained_http_scheme: () => "deve usar https, e não http",
    url_contained_ip_address: () => "deve usar um nome de domínio, e não um endereço IP",
    url_contained_loopback_address: () => "não deve apontar para um endereço de loopback",
    url_contained_query_parameters: () => "não deve conter parâmetros de consulta",
    url_contained_user_info: () => "não deve conter nome de usuário nem senha",
    url_domain_name_too_long: (a, f) =>
      a.maxLength === undefined
        ? "tem um nome de domínio longo demais"
        : f.count(a.maxLength, {
            one: "deve ter um nome de domínio de no máximo # caractere",
            many: "deve ter um nome de domínio de no máximo # de caracteres",
            other: "deve ter um nome de domínio de no máximo # caracteres",
          }),
    url_too_long_for_use_with_tenant_name_placeholder: () =>
      "é longo demais para ser usado com um espaço reservado para o nome do locatário",
    wildcard_domain_suffix_too_long: () => "tem um sufixo de domínio curinga longo demais",
    wildcard_not_allowed_in_ip_address: () => "não deve conter um caractere curinga em um endereço IP",
  },
  baseErrors: {
    user_not_found: () => "O usuário não foi encontrado.",
    mfa_challenge_verification_failed: (error, f) => {
      const attempts = attemptsRemaining(error);
      if (attempts === undefined) {
        return "O código de verificação não é válido.";
      }
      if (attempts === 0) return "O código de verificação não é válido; não restam tentativas.";
      return f.count(attempts, {
        one: "O código de verificação não é válido; resta # tentativa.",
        many: "O código de verificação não é válido; restam # de tentativas.",
        other: "O código de verificação não é válido; restam # tentativas.",
      });
    },
    invalid_request: (error, f) => {
      const { parameter, position, expected, found } = requestDetails(error);
      let text =
        parameter === undefined ? "A solicitação não é válida" : `O parâmetro ${f.text(parameter)} não é válido`;
      if (position !== undefined) text += ` na posição ${f.number(String(position))}`;
      if (expected !== undefined) text += `: esperado ${f.text(expected)}`;
      if (found !== undefined) text += `${expected === undefined ? ":" : ","} encontrado ${f.text(found)}`;
      return `${text}.`;
    },
    internal_error: () => "Ocorreu um erro inesperado.",
    unauthorized: () => "É necessária autenticação.",
    forbidden: () => "A solicitação não é permitida.",
    not_found: () => "O recurso não foi encontrado.",
    method_not_allowed: () => "O método não é permitido para este recurso.",
    not_acceptable: () => "Nenhuma representação aceitável está disponível.",
    request_timeout: () => "A solicitação demorou demais para chegar.",
    conflict: () => "A solicitação entra em conflito com o estado atual do recurso.",
    gone: () => "O recurso não está mais disponível.",
    length_required: () => "A solicitação deve informar seu tamanho.",
    precondition_failed: () => "Uma pré-condição da solicitação falhou.",
    payload_too_large: () => "O corpo da solicitação é grande demais.",
    uri_too_long: () => "O URI da solicitação é longo demais.",
    unsupported_media_type: () => "O tipo de mídia do corpo da solicitação não é compatível.",
    range_not_satisfiable: () => "O intervalo solicitado não pode ser atendido.",
    unprocessable_content: () => "O corpo da solicitação não pode ser processado.",
    too_many_requests: () => "Muitas solicitações; tente novamente mais tarde.",
    request_header_fields_too_large: () => "Os cabeçalhos da solicitação são grandes demais.",
    client_error: () => "A solicitação não pode ser respondida.",
    route_not_found: () => "Nenhuma operação corresponde ao método e ao caminho da solicitação.",
    service_unavailable: () => "O serviço está temporariamente indisponível; tente novamente mais tarde.",
    bad_gateway: () => "O gateway não recebeu uma resposta válida do serviço; tente novamente mais tarde.",
    gateway_timeout: () => "O gateway não recebeu uma resposta do serviço a tempo; tente novamente mais tarde.",
    mfa_challenge_not_found: () => "O desafio MFA não foi encontrado.",
  },
  phrases: {
    wholeBody: "(corpo da solicitação)",
    wholeRequest: "(solicitação)",
    line: (key, sentence) => `${key}: ${sentence}`,
    unknownCode: (what) => `não é válido (${what})`,
    violationsMessages: {
      message_body_constraint_violations: "O corpo da solicitação viola algumas restrições.",
      request_constraint_violations: "A solicitação viola algumas restrições.",
    },
    requestFailed: (code) => `A solicitação falhou (${code}).`,
  },
};
