/**
 * Every operation of the reference server, declared once: the handlers build
 * their errors through these declarations, the client demo narrows through
 * them, and `GET /openapi.json` serves the document made from them.
 */
import { BASE_ERROR_STATUS } from "api-error-model";
import { defineOperation, type OpenApiDocument, openApiDocument } from "api-error-model/contract";
import { type JsonSchema, strictJsonSchemas } from "api-error-model/schema";
import { TEXT, USERNAME } from "./fields.js";
import { BODY_ERRORS, BODY_VIOLATIONS, DEFAULT_BODY_LIMITS, MEMBER_READ_CODES, ROUTE_ERRORS } from "./http-errors.js";
import { SHIPPED_LOCALES } from "./locales.js";
import { documentLanguages } from "./localized-errors.js";
import { type BodyRules, bodyCodes, bodySchema } from "./member-rules.js";
import { PROTOCOL_TYPES, USER_ATTRIBUTES, USER_STATUSES } from "./model.js";
import { LIST_USERS } from "./users-list.js";

/**
 * The errors every operation may answer, whatever it does: answered by the
 * app (an unknown path or method, an unexpected failure) or by the HTTP
 * server before the app sees the request (a head too large or too slow, a
 * request that is not HTTP, a server that is stopping). Their one home is
 * http-errors.ts, where the server builds them.
 */
const COMMON_ERRORS = ROUTE_ERRORS;

/** The errors of an operation that reads a JSON body: the common ones, a body too large and a body not JSON. */
const WITH_BODY_ERRORS = { ...ROUTE_ERRORS, ...BODY_ERRORS } as const;

/** The members of Create User: the one home of their limits, checked by users.ts. */
export const CREATE_USER_BODY = {
  email: { kind: "email", required: true, maxLength: 200 },
  username: { kind: "text", required: false, maxLength: 100, pattern: USERNAME },
  givenName: { kind: "text", required: false, maxLength: 100, pattern: TEXT },
  familyName: { kind: "text", required: false, maxLength: 100, pattern: TEXT },
  fullName: { kind: "text", required: false, maxLength: 200, pattern: TEXT },
  externalId: { kind: "text", required: false, maxLength: 200, pattern: TEXT },
  emailVerified: { kind: "enum", required: false, values: [true, false] },
  status: { kind: "enum", required: false, values: USER_STATUSES },
} as const satisfies BodyRules;

/** The members of Create Tenant, checked by tenants.ts. */
export const CREATE_TENANT_BODY = {
  applicationId: { kind: "text", required: true, maxLength: 200, pattern: TEXT },
  name: { kind: "text", required: true, maxLength: 100, pattern: TEXT },
} as const satisfies BodyRules;

/** The members of Create Identity Provider, checked by identity-providers.ts; `protocol` is an object of its own. */
export const CREATE_IDENTITY_PROVIDER_BODY = {
  name: { kind: "text", required: true, maxLength: 100, pattern: TEXT },
} as const satisfies BodyRules;

/** The members of the `protocol` object of Create Identity Provider. */
export const PROTOCOL_BODY = {
  type: { kind: "enum", required: true, values: PROTOCOL_TYPES },
} as const satisfies BodyRules;

/** The members of Verify MFA Challenge, checked by mfa-challenges.ts. */
export const VERIFY_MFA_CHALLENGE_BODY = {
  code: { kind: "code", required: true },
} as const satisfies BodyRules;

const text = { type: ["string", "null"] } as const;

/** A user as the server answers it; every attribute but `id` may be missing or null, others are kept. */
function userSchema(required: readonly string[]): JsonSchema {
  return {
    type: "object",
    required,
    properties: {
      id: { type: "string" },
      username: text,
      email: text,
      givenName: text,
      familyName: text,
      fullName: text,
      externalId: text,
      emailVerified: { type: ["boolean", "null"] },
      status: { enum: [...USER_STATUSES, null] },
    },
  };
}

/** Schemas the operations refer to as `#/components/schemas/<name>`. */
export const SCHEMAS: { readonly [name: string]: JsonSchema } = {
  User: userSchema(["id"]),
  UserItem: {
    ...userSchema([]),
    description: `A user as a page lists it: the attributes named in fields (${USER_ATTRIBUTES.join(", ")}), all when absent.`,
  },
  Tenant: {
    type: "object",
    required: ["id", "applicationId", "name"],
    properties: { id: { type: "string" }, applicationId: { type: "string" }, name: { type: "string" } },
  },
  IdentityProvider: {
    type: "object",
    required: ["id", "name", "protocol"],
    properties: {
      id: { type: "string" },
      name: { type: "string" },
      protocol: { type: "object", required: ["type"], properties: { type: { enum: [...PROTOCOL_TYPES] } } },
    },
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` }) as const;

/**
 * The page the server answers: the package's `PageBody`, narrowed to its
 * strict form (every member there, no other; a generated client reads
 * `totalResults` without a check), its items users.
 */
function usersPage(): JsonSchema {
  const page = strictJsonSchemas.pageBody;
  const properties = page["properties"] as JsonSchema;
  return {
    description: "A page of users, as Query Application Users answers it.",
    allOf: [
      ref("PageBody"),
      {
        type: "object",
        required: page["required"] as JsonSchema[string],
        properties: { ...properties, items: { ...(properties["items"] as JsonSchema), items: ref("UserItem") } },
        additionalProperties: false,
      },
    ],
  };
}

/** Query Application Users: the list-query parameters, their violations and `invalid_request` come with `LIST_USERS`. */
export const QUERY_USERS = defineOperation({
  method: "GET",
  path: "/api/v1/users",
  operationId: "queryApplicationUsers",
  summary: "Query Application Users",
  list: LIST_USERS,
  responses: { 200: { description: "A page of users.", schema: ref("UsersPage") } },
  errors: COMMON_ERRORS,
});

/** Get User. */
export const GET_USER = defineOperation({
  method: "GET",
  path: "/api/v1/users/{id}",
  operationId: "getUser",
  summary: "Get User",
  responses: { 200: { description: "The user.", schema: ref("User") } },
  errors: { ...COMMON_ERRORS, user_not_found: { description: "No user has this id." } },
});

/** Create User: its body's schema and violation codes come from {@link CREATE_USER_BODY}. */
export const CREATE_USER = defineOperation({
  method: "POST",
  path: "/api/v1/users",
  operationId: "createUser",
  summary: "Create User",
  requestBody: bodySchema(CREATE_USER_BODY),
  requestBodyExamples: {
    minimal: { summary: "Only the email", value: { email: "ada@example.com" } },
    full: {
      summary: "Every member",
      value: {
        email: "ada@example.com",
        username: "ada",
        givenName: "Ada",
        familyName: "Lovelace",
        fullName: "Ada Lovelace",
        externalId: "ext-1815",
        emailVerified: true,
        status: "ACTIVE",
      },
    },
  },
  responses: {
    201: {
      description: "The user, with a new id.",
      schema: ref("User"),
      headers: {
        Location: {
          description: "Where the new user is: its Get User path.",
          required: true,
          schema: { type: "string", format: "uri-reference" },
        },
      },
    },
  },
  errors: WITH_BODY_ERRORS,
  violations: {
    body: (() => {
      const codes = bodyCodes(CREATE_USER_BODY);
      return {
        ...BODY_VIOLATIONS,
        ...codes,
        email: [...codes.email, "not_unique"],
        username: [...codes.username, "not_unique"],
      } as const;
    })(),
  },
});

/** Create Tenant: its body's schema and violation codes come from {@link CREATE_TENANT_BODY}. */
export const CREATE_TENANT = defineOperation({
  method: "POST",
  path: "/api/v1/tenants",
  operationId: "createTenant",
  summary: "Create Tenant",
  requestBody: bodySchema(CREATE_TENANT_BODY),
  requestBodyExamples: { tenant: { value: { applicationId: "app-console", name: "Hooli" } } },
  responses: { 201: { description: "The tenant, with a new id.", schema: ref("Tenant") } },
  errors: WITH_BODY_ERRORS,
  violations: {
    body: (() => {
      const codes = bodyCodes(CREATE_TENANT_BODY);
      return {
        ...BODY_VIOLATIONS,
        applicationId: [...codes.applicationId, "not_found"],
        name: [...codes.name, "not_unique"],
      } as const;
    })(),
  },
});

/** Create Identity Provider: its body's schema and violation codes come from its rules and {@link PROTOCOL_BODY}. */
export const CREATE_IDENTITY_PROVIDER = defineOperation({
  method: "POST",
  path: "/api/v1/identity-providers",
  operationId: "createIdentityProvider",
  summary: "Create Identity Provider",
  requestBody: (() => {
    const body = bodySchema(CREATE_IDENTITY_PROVIDER_BODY);
    return {
      ...body,
      required: [...(body["required"] as string[]), "protocol"],
      properties: { ...(body["properties"] as JsonSchema), protocol: bodySchema(PROTOCOL_BODY) },
    };
  })(),
  requestBodyExamples: { oidc: { value: { name: "Corporate login", protocol: { type: "OIDC" } } } },
  responses: { 201: { description: "The identity provider, with a new id.", schema: ref("IdentityProvider") } },
  errors: WITH_BODY_ERRORS,
  violations: {
    body: {
      ...BODY_VIOLATIONS,
      ...bodyCodes(CREATE_IDENTITY_PROVIDER_BODY),
      protocol: [...MEMBER_READ_CODES, "null", "not_json_object"],
      "protocol.type": bodyCodes(PROTOCOL_BODY).type,
    },
  },
});

/** Verify MFA Challenge: its body's schema and violation codes come from {@link VERIFY_MFA_CHALLENGE_BODY}. */
export const VERIFY_MFA_CHALLENGE = defineOperation({
  method: "POST",
  path: "/api/v1/mfa-challenges/{id}/verify",
  operationId: "verifyMfaChallenge",
  summary: "Verify MFA Challenge",
  requestBody: bodySchema(VERIFY_MFA_CHALLENGE_BODY),
  requestBodyExamples: {
    text: { summary: "The code as text", value: { code: "123456" } },
    number: { summary: "The code as a number", value: { code: 123456 } },
  },
  responses: {
    200: {
      description: "The code is right.",
      schema: { type: "object", required: ["verified"], properties: { verified: { const: true } } },
    },
  },
  errors: {
    ...WITH_BODY_ERRORS,
    mfa_challenge_not_found: {
      status: BASE_ERROR_STATUS.mfa_challenge_not_found,
      description: "No challenge has this id.",
    },
    mfa_challenge_verification_failed: { description: "A wrong code, or no attempts left." },
  },
  violations: { body: { ...BODY_VIOLATIONS, ...bodyCodes(VERIFY_MFA_CHALLENGE_BODY) } },
});

/** The OpenAPI document itself. */
export const GET_OPENAPI = defineOperation({
  method: "GET",
  path: "/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This service's OpenAPI 3.1 document",
  responses: {
    200: {
      description: "The document.",
      schema: { type: "object", required: ["openapi"], properties: { openapi: { type: "string" } } },
    },
  },
  errors: COMMON_ERRORS,
});

/** Every operation of the server. */
export const OPERATIONS = [
  QUERY_USERS,
  GET_USER,
  CREATE_USER,
  CREATE_TENANT,
  CREATE_IDENTITY_PROVIDER,
  VERIFY_MFA_CHALLENGE,
  GET_OPENAPI,
] as const;

/**
 * The OpenAPI 3.1 document of a reference server that reads request bodies
 * within `limits`: with the `Accept-Language` of every operation, the
 * `Content-Language` and `Vary` of every error answer, and the limits on
 * every request body.
 *
 * @param limits - the body size and nesting depth the app reads within
 */
export function serverDocument(limits: {
  readonly maxBytes: number;
  readonly maxNestingDepth: number;
}): OpenApiDocument {
  return documentLanguages(
    openApiDocument(OPERATIONS, {
      info: {
        title: "api-error-model reference server",
        version: "1.0.0",
        description:
          "The reference service of api-error-model. Every failure is a base_error or a constraint_violations_error with the content type application/json;charset=UTF-8. Every operation lists every error it can answer, those of any route (route_not_found, method_not_allowed, ...) included; a request body must be sent as JSON (Content-Type application/json or application/*+json). HEAD is answered wherever GET is, without the body. Error messages are answered in the language of Accept-Language among the locales the package ships (Content-Language names it; Vary names Accept-Language).",
        license: { name: "MIT", identifier: "MIT" },
      },
      // Relative: the server that served this document.
      servers: [{ url: "/", description: "The server that served this document." }],
      headForGet: true,
      requestBodyLimits: limits,
      components: { schemas: { ...SCHEMAS, UsersPage: usersPage() } },
    }),
    SHIPPED_LOCALES.map((locale) => locale.tag),
  );
}

/** The document of a server with the default limits, served at `GET /openapi.json` unless the app is given others. */
export const OPENAPI_DOCUMENT: OpenApiDocument = serverDocument(DEFAULT_BODY_LIMITS);
