/**
 * The known base error table is the one home of each code's status, title and
 * details schema: every column has every code, and what the contract, the
 * views, the boundary and the list-query entry put out equals the table.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { defineOperation, INVALID_REQUEST_DETAILS, LIST_QUERY_ERRORS } from "../../../../src/contract/index.js";
import { BASE_ERROR_TITLES } from "../../../../src/core/catalogue/tables.js";
import {
  BASE_ERROR_DETAILS_SCHEMAS,
  BASE_ERROR_STATUS,
  baseError,
  CLIENT_ERRORS,
  type KnownBaseErrorCode,
  type KnownBaseErrorDetails,
  toHttpResponse,
} from "../../../../src/index.js";
import { parseFilter } from "../../../../src/list-query/index.js";
import { BASE_ERROR_MESSAGES, formatterFor } from "../../../../src/messages/index.js";
import { toProblemDetails } from "../../../../src/views/index.js";
import { codeTitle, statusPhrase } from "../../../../src/views/titles.js";

const CODES = Object.keys(BASE_ERROR_STATUS) as KnownBaseErrorCode[];
/** The codes whose definition declares a details schema (or false for none). */
const WITH_SCHEMA = Object.keys(BASE_ERROR_DETAILS_SCHEMAS) as (keyof typeof BASE_ERROR_DETAILS_SCHEMAS)[];
const TICKET = "0b6c9f0e-4c1e-4a5b-9d3e-2f1a7c8b9d0e";

/** Details of each known code as the builders take them (typed by `KnownBaseErrorDetails`); none where the type is `never`. */
const DETAILS: { readonly [C in KnownBaseErrorCode]?: KnownBaseErrorDetails[C] } = {
  mfa_challenge_verification_failed: { attemptsRemaining: 2 },
  invalid_request: { parameter: "query", position: 3, column: 4, expected: "value", found: "x" },
  method_not_allowed: { allowedMethods: ["GET", "HEAD"], method: "PUT", path: "/x" },
  route_not_found: { method: "GET", path: "/x" },
  payload_too_large: { maxBytes: 4194304 },
  unsupported_media_type: { supportedMediaTypes: ["application/json"] },
};

/** A base error body of `code`, without details unless `withDetails`. */
function bodyOf(code: KnownBaseErrorCode, withDetails = code === "mfa_challenge_verification_failed") {
  const details = DETAILS[code];
  return withDetails && details !== undefined
    ? baseError({ code, message: "m", ticket: TICKET, details } as Parameters<typeof baseError>[0])
    : baseError({ code, message: "m", ticket: TICKET } as Parameters<typeof baseError>[0]);
}

describe("the known base error table", () => {
  test("every known code has exactly one status, title, details schema (or false for none) and message", () => {
    const sorted = [...CODES].sort();
    expect(sorted).toEqual(
      expect.arrayContaining([
        "internal_error",
        "invalid_request",
        "mfa_challenge_verification_failed",
        "user_not_found",
      ]),
    );
    for (const column of [BASE_ERROR_TITLES, BASE_ERROR_MESSAGES]) {
      expect(Object.keys(column).sort()).toStrictEqual(sorted);
    }
    for (const code of WITH_SCHEMA) expect(CODES).toContain(code);
    for (const code of CODES) {
      const status = BASE_ERROR_STATUS[code];
      expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true);
      expect(BASE_ERROR_TITLES[code]).toMatch(/^[A-Z][^.]*[^.\s]$/);
      expect(BASE_ERROR_MESSAGES[code](bodyOf(code), formatterFor("en"))).toMatch(/^[A-Z].*\.$/);
    }
  });

  test("each details schema is valid JSON Schema 2020-12 and accepts the details the package's builders take", () => {
    const ajv = new Ajv2020({ strict: true });
    for (const code of WITH_SCHEMA) {
      const schema = BASE_ERROR_DETAILS_SCHEMAS[code];
      const validate = ajv.compile(schema);
      const details = bodyOf(code, true).details;
      // `false` accepts nothing: a code without details never has them.
      expect(details === undefined ? schema === false : validate(details)).toBe(true);
      if (schema === false || details === undefined) continue;
      expect(Object.keys(details).sort()).toStrictEqual(Object.keys(schema.properties).sort());
      for (const [name, property] of Object.entries(schema.properties)) {
        expect(validate({ [name]: property.type === "string" ? 1 : "1" })).toBe(false);
      }
    }
  });

  test("a filter syntax error's details, for every filter text, are valid under the invalid_request schema", () => {
    const validate = new Ajv2020().compile(BASE_ERROR_DETAILS_SCHEMAS.invalid_request);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseFilter(text);
        if (!result.ok && result.error.code === "invalid_request") expect(validate(result.error.details)).toBe(true);
      }),
    );
    // Not vacuous: a malformed filter does fill every member of the schema (found, unless the filter ends there).
    const malformed = parseFilter('givenName eq "a" and x y');
    const details = malformed.ok ? undefined : malformed.error.details;
    expect(validate(details)).toBe(true);
    expect(Object.keys(details ?? {}).sort()).toStrictEqual(
      Object.keys(BASE_ERROR_DETAILS_SCHEMAS.invalid_request.properties).sort(),
    );
  });
});

describe("what is derived from the table", () => {
  test("the contract: a known code declared without status or details resolves to the table's status and schema", () => {
    const operation = defineOperation({
      method: "GET",
      path: "/x",
      errors: { user_not_found: {}, mfa_challenge_verification_failed: {}, invalid_request: {}, internal_error: {} },
    });
    for (const code of [
      "user_not_found",
      "mfa_challenge_verification_failed",
      "invalid_request",
      "internal_error",
    ] as const) {
      const schema = BASE_ERROR_DETAILS_SCHEMAS[code];
      expect(operation.errors[code]).toStrictEqual(
        schema === false
          ? { status: BASE_ERROR_STATUS[code], detailsOptional: false }
          : // The details may be absent exactly when the schema requires no member.
            { status: BASE_ERROR_STATUS[code], details: schema, detailsOptional: !("required" in schema) },
      );
    }
  });

  test("the contract: a list operation's invalid_request and INVALID_REQUEST_DETAILS are the table's", () => {
    expect(INVALID_REQUEST_DETAILS).toBe(BASE_ERROR_DETAILS_SCHEMAS.invalid_request);
    expect(LIST_QUERY_ERRORS.invalid_request).toStrictEqual({
      status: BASE_ERROR_STATUS.invalid_request,
      details: BASE_ERROR_DETAILS_SCHEMAS.invalid_request,
      detailsOptional: !("required" in BASE_ERROR_DETAILS_SCHEMAS.invalid_request),
    });
    const list = defineOperation({ method: "GET", path: "/users", list: { attributes: { id: { type: "string" } } } });
    expect(list.errors["invalid_request"]).toStrictEqual(LIST_QUERY_ERRORS.invalid_request);
  });

  test("the views: a problem type named after a known code has the table's title, and the table's status", () => {
    for (const code of CODES) {
      const title = BASE_ERROR_TITLES[code];
      expect(codeTitle(code)).toBe(title);
      const problem = toProblemDetails(bodyOf(code), { typeBase: "https://errors.example.com/" });
      expect([problem.title, problem.status]).toStrictEqual([title, BASE_ERROR_STATUS[code]]);
      expect(toProblemDetails(bodyOf(code)).title).toBe(statusPhrase(BASE_ERROR_STATUS[code]));
    }
  });

  test("the client error table and the boundary's safe 500 agree with the table's statuses", () => {
    for (const [status, { code }] of Object.entries(CLIENT_ERRORS)) {
      if (Object.hasOwn(BASE_ERROR_STATUS, code))
        expect(BASE_ERROR_STATUS[code as KnownBaseErrorCode]).toBe(Number(status));
    }
    const safe = toHttpResponse(new Error("boom"));
    expect(safe.status).toBe(BASE_ERROR_STATUS[JSON.parse(safe.body).code as KnownBaseErrorCode]);
  });

  test("the client error table's invalid_request message is the messages entry's sentence for it without details", () => {
    expect(BASE_ERROR_MESSAGES.invalid_request(bodyOf("invalid_request"), formatterFor("en"))).toBe(
      CLIENT_ERRORS[400].message,
    );
  });
});
