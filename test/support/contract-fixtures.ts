import { defineOperation } from "../../src/contract/index.js";
import type { ListOperation } from "../../src/list-query/index.js";

/** A ticket for the bodies the tests build. */
export const TICKET = "0b6c9f0e-4c1e-4a5b-9d3e-2f1a7c8b9d0e";

/** A list operation. */
export const LIST: ListOperation = {
  attributes: {
    id: { select: true },
    givenName: { type: "string", filter: true, sort: true, select: true },
    familyName: { sort: true, select: true },
    emailVerified: { type: "boolean", filter: true },
  },
  count: { default: 20, max: 40 },
};

export const createUser = defineOperation({
  method: "POST",
  path: "/users",
  summary: "Create User",
  requestBody: { type: "object" },
  responses: { 201: { description: "Created", schema: { type: "object" } } },
  errors: {
    invalid_request: {},
    rate_limited: {
      status: 429,
      details: { type: "object", properties: { retryAfter: { type: "integer" } }, required: ["retryAfter"] },
    },
  },
  violations: {
    body: {
      email: ["undefined", "null", "blank", "too_long", "invalid_email", "not_unique"],
      "protocol.type": ["disallowed_enum"],
      "redirectUrls[]": ["invalid_url", "too_long"],
    },
    headers: { "x-tenant": ["blank"] },
  },
});

export const getUser = defineOperation({
  method: "GET",
  path: "/users/{id}",
  errors: { user_not_found: {} },
  violations: { path: { id: ["failed_regex_match"] } },
});

export const verify = defineOperation({
  method: "POST",
  path: "/challenges/{id}/verify",
  errors: { mfa_challenge_verification_failed: { status: 400 }, internal_error: {} },
});

export const listUsers = defineOperation({
  method: "GET",
  path: "/users",
  list: LIST,
  errors: { internal_error: {} },
  violations: { query: { tenant: ["blank"] } },
});
