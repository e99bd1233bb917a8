/**
 * Every operation of the reference server, declared once: the handlers build
 * their errors through these declarations, the client demo narrows through
 * them, and `GET /openapi.json` serves the document made from them.
 */
import { defineOperation, type JsonSchema, type OpenApiDocument, openApiDocument } from "api-error-model/contract";
import { PROTOCOL_TYPES, USER_ATTRIBUTES, USER_STATUSES } from "./model.js";
import { LIST_USERS } from "./users-list.js";

/**
 * The errors every operation may answer: an unexpected failure, a request
 * body over the limit, and (answered by the HTTP server before the app sees
 * the request) a request head over 1 MiB or a request that takes too long to
 * arrive, a request that cannot be read, and a server that is stopping.
 */
const COMMON_ERRORS = {
  internal_error: { description: "An unexpected failure; the ticket correlates it with the server's log." },
  request_header_fields_too_large: { status: 431, description: "The request line and headers are over 1 MiB." },
  request_timeout: { status: 408, description: "The request took too long to arrive." },
  service_unavailable: { status: 503, description: "The server is stopping; send the request again." },
  invalid_request: {
    description:
      "The request cannot be read: not valid HTTP, a request target or Host header that is not valid, or (for an operation with a body) a body that is empty, not UTF-8, not JSON or not a JSON object.",
  },
  payload_too_large: {
    status: 413,
    description: "The request body is larger than the server reads.",
    details: {
      type: "object",
      required: ["maxBytes"],
      properties: { maxBytes: { type: "integer", minimum: 0, description: "The largest body accepted, in bytes." } },
    },
  },
} as const;

/** The errors of an operation that reads a JSON body: the common ones (`invalid_request` covers the body too). */
const BODY_ERRORS = COMMON_ERRORS;

/** The checks of an optional text member of a body. */
const OPTIONAL_TEXT = ["blank", "too_long", "failed_regex_match"] as const;
/** The checks of a required text member of a body. */
const REQUIRED_TEXT = ["undefined", "null", ...OPTIONAL_TEXT] as const;

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

/** Query Application Users: the list-query parameters, their violations and `invalid_request` come with `LIST_USERS`. */
export const QUERY_USERS = defineOperation({
  method: "GET",
  path: "/api/v1/users",
  operationId: "queryApplicationUsers",
  summary: "Query Application Users",
  list: LIST_USERS,
  responses: {
    200: {
      description: "A page of users.",
      schema: { allOf: [ref("PageBody"), { properties: { items: { type: "array", items: ref("UserItem") } } }] },
    },
  },
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

/** Create User. */
export const CREATE_USER = defineOperation({
  method: "POST",
  path: "/api/v1/users",
  operationId: "createUser",
  summary: "Create User",
  requestBody: {
    type: "object",
    required: ["email"],
    properties: {
      email: { type: "string", maxLength: 200 },
      username: text,
      givenName: text,
      familyName: text,
      fullName: text,
      externalId: text,
      emailVerified: { type: ["boolean", "null"] },
      status: { enum: [...USER_STATUSES, null] },
    },
  },
  responses: { 201: { description: "The user, with a new id.", schema: ref("User") } },
  errors: BODY_ERRORS,
  violations: {
    body: {
      email: ["undefined", "null", "blank", "too_long", "invalid_email", "not_unique"],
      username: [...OPTIONAL_TEXT, "not_unique"],
      givenName: OPTIONAL_TEXT,
      familyName: OPTIONAL_TEXT,
      fullName: OPTIONAL_TEXT,
      externalId: OPTIONAL_TEXT,
      emailVerified: ["disallowed_enum"],
      status: ["disallowed_enum"],
    },
  },
});

/** Create Tenant. */
export const CREATE_TENANT = defineOperation({
  method: "POST",
  path: "/api/v1/tenants",
  operationId: "createTenant",
  summary: "Create Tenant",
  requestBody: {
    type: "object",
    required: ["applicationId", "name"],
    properties: { applicationId: { type: "string" }, name: { type: "string", maxLength: 100 } },
  },
  responses: { 201: { description: "The tenant, with a new id.", schema: ref("Tenant") } },
  errors: BODY_ERRORS,
  violations: {
    body: { applicationId: [...REQUIRED_TEXT, "not_found"], name: [...REQUIRED_TEXT, "not_unique"] },
  },
});

/** Create Identity Provider. */
export const CREATE_IDENTITY_PROVIDER = defineOperation({
  method: "POST",
  path: "/api/v1/identity-providers",
  operationId: "createIdentityProvider",
  summary: "Create Identity Provider",
  requestBody: {
    type: "object",
    required: ["name", "protocol"],
    properties: {
      name: { type: "string", maxLength: 100 },
      protocol: { type: "object", required: ["type"], properties: { type: { enum: [...PROTOCOL_TYPES] } } },
    },
  },
  responses: { 201: { description: "The identity provider, with a new id.", schema: ref("IdentityProvider") } },
  errors: BODY_ERRORS,
  violations: {
    body: {
      name: REQUIRED_TEXT,
      protocol: ["null", "not_json_object"],
      "protocol.type": ["undefined", "null", "disallowed_enum"],
    },
  },
});

/** Verify MFA Challenge. */
export const VERIFY_MFA_CHALLENGE = defineOperation({
  method: "POST",
  path: "/api/v1/mfa-challenges/{id}/verify",
  operationId: "verifyMfaChallenge",
  summary: "Verify MFA Challenge",
  requestBody: { type: "object", required: ["code"], properties: { code: { type: ["string", "integer"] } } },
  responses: {
    200: {
      description: "The code is right.",
      schema: { type: "object", required: ["verified"], properties: { verified: { const: true } } },
    },
  },
  errors: {
    ...BODY_ERRORS,
    mfa_challenge_not_found: { status: 404, description: "No challenge has this id." },
    mfa_challenge_verification_failed: { description: "A wrong code, or no attempts left." },
  },
  violations: { body: { code: ["undefined", "null", "blank", "invalid_verification_code"] } },
});

/** The OpenAPI document itself. */
export const GET_OPENAPI = defineOperation({
  method: "GET",
  path: "/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This service's OpenAPI 3.1 document",
  responses: { 200: { description: "The document.", schema: { type: "object", required: ["openapi"] } } },
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

/** The answer to a request no operation matches: responses the document keeps in its components. */
const UNMATCHED_RESPONSES = {
  RouteNotFound: {
    description: "404 route_not_found: no operation lives at this path.",
    content: {
      "application/json": {
        schema: { allOf: [ref("BaseError")], properties: { code: { const: "route_not_found" } } },
      },
    },
  },
  MethodNotAllowed: {
    description: "405 method_not_allowed: the path is known, the method is not; the response carries Allow.",
    content: {
      "application/json": {
        schema: {
          allOf: [ref("BaseError")],
          required: ["details"],
          properties: {
            code: { const: "method_not_allowed" },
            details: {
              type: "object",
              required: ["allowedMethods"],
              properties: { allowedMethods: { type: "array", items: { type: "string" } } },
            },
          },
        },
      },
    },
  },
} as const;

/** The OpenAPI 3.1 document of the reference server, served at `GET /openapi.json`. */
export const OPENAPI_DOCUMENT: OpenApiDocument = openApiDocument(OPERATIONS, {
  info: {
    title: "api-error-model reference server",
    version: "1.0.0",
    description:
      "The reference service of api-error-model. Every failure is a base_error or a constraint_violations_error with the content type application/json;charset=UTF-8. A request no operation matches is answered with components.responses.RouteNotFound (404) or MethodNotAllowed (405).",
  },
  components: { schemas: SCHEMAS, responses: UNMATCHED_RESPONSES },
});
