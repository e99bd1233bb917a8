import { describe, expect, test } from "vitest";
import { plainText } from "../../../src/catalogue/check-definition.js";
import { builtInCatalogue, coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import {
  BUILT_IN_ATTRIBUTES,
  BUILT_IN_BASE_ERRORS,
  BUILT_IN_VIOLATIONS,
  CORE_BASE_ERRORS,
  CORE_VIOLATIONS,
} from "../../../src/core/catalogue/built-in-definition.js";
import { clientErrorOf } from "../../../src/core/catalogue/client-errors.js";
import type { BaseErrorDefinition, MessageDefinition } from "../../../src/core/catalogue/definition.js";
import { isRetryableStatus } from "../../../src/core/catalogue/retryable-statuses.js";
import { BUILT_IN_RULES } from "../../../src/core/catalogue/rules.js";
import {
  BASE_ERROR_DEFAULT_MESSAGES,
  BASE_ERROR_PATTERNS,
  BASE_ERROR_STATUS,
  CLIENT_ERROR_FALLBACK,
  CLIENT_ERRORS,
  GENERIC_CODES,
  RETRYABLE_CODES,
  RETRYABLE_STATUSES,
} from "../../../src/core/catalogue/tables.js";
import { chooseVariant } from "../../../src/internal/message-variant.js";

const BASE_ERRORS = BUILT_IN_BASE_ERRORS as { readonly [code: string]: BaseErrorDefinition };

describe("the built-in definition", () => {
  test("passes every check of defineCatalogue, whole and as the core's", () => {
    expect(() =>
      defineCatalogue({
        attributes: BUILT_IN_ATTRIBUTES,
        violations: BUILT_IN_VIOLATIONS,
        baseErrors: BUILT_IN_BASE_ERRORS,
      } as never),
    ).not.toThrow();
    expect(() =>
      defineCatalogue({
        attributes: BUILT_IN_ATTRIBUTES,
        violations: CORE_VIOLATIONS,
        baseErrors: CORE_BASE_ERRORS,
      } as never),
    ).not.toThrow();
  });

  test("the spec's other codes pass the checks as an extension of coreCatalogue", () => {
    const spec = (all: object, core: object) =>
      Object.fromEntries(Object.entries(all).filter(([code]) => !Object.hasOwn(core, code)));
    const extended = defineCatalogue({
      extends: coreCatalogue,
      violations: spec(BUILT_IN_VIOLATIONS, CORE_VIOLATIONS),
      baseErrors: spec(BUILT_IN_BASE_ERRORS, CORE_BASE_ERRORS),
    } as never);
    expect(extended.toJSON()).toStrictEqual(builtInCatalogue.toJSON());
  });

  test("the default message of every base error is its pattern's plain text", () => {
    for (const [code, entry] of Object.entries(BASE_ERRORS)) {
      const plain = chooseVariant(entry.message, () => undefined);
      expect(plain, code).toBeTypeOf("string");
      expect(plainText(plain as string), code).toBe(
        BASE_ERROR_DEFAULT_MESSAGES[code as keyof typeof BASE_ERROR_DEFAULT_MESSAGES],
      );
      expect(builtInCatalogue.rules.messageOf(code), code).toBe(plainText(plain as string));
      expect(BUILT_IN_RULES.messageOf(code), code).toBe(plainText(plain as string));
    }
  });

  test("the default messages hold no placeholder nor ICU quoting", () => {
    for (const message of Object.values(BASE_ERROR_DEFAULT_MESSAGES)) {
      expect(message).not.toMatch(/[{}]/);
      expect(message.trim()).toBe(message);
      expect(message).toMatch(/\.$/);
    }
  });

  test("codes sharing a status agree on retryable", () => {
    const byStatus = new Map<number, Set<boolean>>();
    for (const entry of Object.values(BASE_ERRORS)) {
      const seen = byStatus.get(entry.status) ?? new Set<boolean>();
      seen.add(entry.retryable === true);
      byStatus.set(entry.status, seen);
    }
    for (const [status, seen] of byStatus) expect([status, seen.size]).toStrictEqual([status, 1]);
  });

  test("every status has at most one generic code, and GENERIC_CODES lists each", () => {
    const generic = Object.entries(BASE_ERRORS).filter(([, entry]) => entry.generic === true);
    expect(new Set(generic.map(([, entry]) => entry.status)).size).toBe(generic.length);
    expect(GENERIC_CODES).toStrictEqual(Object.fromEntries(generic.map(([code, entry]) => [entry.status, code])));
  });

  test("the tables are read from the definition", () => {
    expect(BASE_ERROR_STATUS).toStrictEqual(
      Object.fromEntries(Object.entries(BASE_ERRORS).map(([code, entry]) => [code, entry.status])),
    );
    expect(BASE_ERROR_PATTERNS).toStrictEqual(
      Object.fromEntries(
        Object.entries(BASE_ERRORS).map(([code, entry]): [string, MessageDefinition] => [code, entry.message]),
      ),
    );
    expect(RETRYABLE_CODES).toStrictEqual(
      Object.entries(BASE_ERRORS)
        .filter(([, entry]) => entry.retryable === true)
        .map(([code]) => code),
    );
  });
});

describe("the built-in rules", () => {
  test("statusOf and messageOf answer for known codes only, own members only", () => {
    expect(BUILT_IN_RULES.statusOf("not_found")).toBe(404);
    expect(BUILT_IN_RULES.messageOf("not_found")).toBe("The resource could not be found.");
    for (const code of ["nope", "__proto__", "toString", "constructor"]) {
      expect(BUILT_IN_RULES.statusOf(code)).toBeUndefined();
      expect(BUILT_IN_RULES.messageOf(code)).toBeUndefined();
    }
  });

  test("genericCodeOf answers the generic code of a status, undefined for another", () => {
    expect(BUILT_IN_RULES.genericCodeOf(404)).toBe("not_found");
    expect(BUILT_IN_RULES.genericCodeOf(400)).toBe("invalid_request");
    expect(BUILT_IN_RULES.genericCodeOf(418)).toBeUndefined();
  });

  test("the other questions are the built-in catalogue's", () => {
    expect(BUILT_IN_RULES.isViolationCode("password_breached")).toBe(true);
    expect(BUILT_IN_RULES.isViolationCode("nope")).toBe(false);
    expect(BUILT_IN_RULES.attributesOf("too_long")).toStrictEqual(["maxLength"]);
    expect(BUILT_IN_RULES.isAttribute("maxLength")).toBe(true);
    expect(BUILT_IN_RULES.isAttribute("nope")).toBe(false);
    expect(BUILT_IN_RULES.isConstraintViolationsCode("request_constraint_violations")).toBe(true);
    expect(BUILT_IN_RULES.isConstraintViolationsCode("not_found")).toBe(false);
  });
});

describe("CLIENT_ERRORS", () => {
  test("is the table of generic client error codes that existed before the catalogue", () => {
    expect(CLIENT_ERRORS).toStrictEqual({
      400: { code: "invalid_request", message: "The request is not valid." },
      401: { code: "unauthorized", message: "Authentication is required." },
      403: { code: "forbidden", message: "The request is not allowed." },
      404: { code: "not_found", message: "The resource could not be found." },
      405: { code: "method_not_allowed", message: "The method is not allowed for this resource." },
      406: { code: "not_acceptable", message: "No acceptable representation is available." },
      408: { code: "request_timeout", message: "The request took too long to arrive." },
      409: { code: "conflict", message: "The request conflicts with the current state of the resource." },
      410: { code: "gone", message: "The resource is no longer available." },
      411: { code: "length_required", message: "The request must state its length." },
      412: { code: "precondition_failed", message: "A precondition of the request failed." },
      413: { code: "payload_too_large", message: "The request body is too large." },
      414: { code: "uri_too_long", message: "The request URI is too long." },
      415: { code: "unsupported_media_type", message: "The media type of the request body is not supported." },
      416: { code: "range_not_satisfiable", message: "The requested range cannot be served." },
      422: { code: "unprocessable_content", message: "The request body cannot be processed." },
      429: { code: "too_many_requests", message: "Too many requests; try again later." },
      431: { code: "request_header_fields_too_large", message: "The request headers are too large." },
    });
  });

  test("CLIENT_ERROR_FALLBACK is client_error with the message it had", () => {
    expect(CLIENT_ERROR_FALLBACK).toStrictEqual({ code: "client_error", message: "The request cannot be answered." });
  });

  test("clientErrorOf answers a listed status's row, else the fallback", () => {
    expect(clientErrorOf(404)).toBe(CLIENT_ERRORS[404]);
    for (const status of [417, 418, 423, 451, 499, 500]) expect(clientErrorOf(status)).toBe(CLIENT_ERROR_FALLBACK);
  });
});

describe("RETRYABLE_STATUSES", () => {
  test("keeps every row of the table that existed before the catalogue", () => {
    const before = {
      400: false,
      401: false,
      403: false,
      404: false,
      405: false,
      406: false,
      408: true,
      409: false,
      410: false,
      411: false,
      412: false,
      413: false,
      414: false,
      415: false,
      416: false,
      422: false,
      429: true,
      431: false,
      500: false,
      502: true,
      503: true,
      504: true,
    };
    expect(
      Object.fromEntries(Object.keys(before).map((status) => [status, RETRYABLE_STATUSES[status as never]])),
    ).toStrictEqual(before);
  });

  test("says for every status of the catalogue whether one of its codes is retryable", () => {
    const statuses = new Set([400, ...Object.values(BASE_ERRORS).map((entry) => entry.status)]);
    expect(Object.keys(RETRYABLE_STATUSES).map(Number).sort()).toStrictEqual([...statuses].sort());
    for (const status of statuses) {
      const retryable = Object.values(BASE_ERRORS).some((entry) => entry.status === status && entry.retryable === true);
      expect([status, isRetryableStatus(status)]).toStrictEqual([status, retryable]);
    }
    expect(isRetryableStatus(418)).toBe(false);
    expect(isRetryableStatus(501)).toBe(false);
  });
});
