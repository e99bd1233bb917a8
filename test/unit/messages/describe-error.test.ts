import { describe, expect, test } from "vitest";
import { ApiError, BASE_ERROR_STATUS, baseError, constraintViolationsError, violation } from "../../../src/index.js";
import { ar } from "../../../src/messages/ar/index.js";
import { de } from "../../../src/messages/de/index.js";
import { he } from "../../../src/messages/he/index.js";
import { BASE_ERROR_MESSAGES, describeError, en, type Locale } from "../../../src/messages/index.js";
import { LOCALES, TYPICAL_ATTRIBUTES } from "../../support/locales.js";

const ticket = "t-1";

describe("describeError on constraint violations errors", () => {
  test("the spec's Create User example: an email of 201 characters", () => {
    const body = constraintViolationsError({
      ticket,
      violations: { email: violation("too_long", { maxLength: 200 }) },
    });
    expect(describeError(body)).toStrictEqual(["email: must be at most 200 characters"]);
  });

  test("the spec's nested key protocol.type is shown as it is", () => {
    const body = constraintViolationsError({ ticket, violations: { "protocol.type": violation("disallowed_enum") } });
    expect(describeError(body)).toStrictEqual(["protocol.type: is not an allowed value"]);
  });

  test("one line per detail, keys and details in body order", () => {
    const body = constraintViolationsError({
      ticket,
      violations: {
        email: [violation("blank"), violation("invalid_email")],
        "redirectUrls[0]": violation("url_contained_http_scheme"),
        name: violation("not_unique"),
      },
    });
    expect(describeError(body)).toStrictEqual([
      "email: must not be blank",
      "email: is not a valid email address",
      "redirectUrls[0]: must use https, not http",
      "name: is already in use",
    ]);
  });

  test('the whole-body key "" is shown as (request body)', () => {
    const body = constraintViolationsError({ ticket, violations: { "": violation("not_json_object") } });
    expect(describeError(body)).toStrictEqual(["(request body): must be a JSON object"]);
  });

  test('the key "" of a request_constraint_violations error is shown as (request)', () => {
    const body = constraintViolationsError({
      ticket,
      code: "request_constraint_violations",
      violations: { "": violation("max_field_count_exceeded", { maxFieldCount: 5 }) },
    });
    expect(describeError(body)).toStrictEqual(["(request): must have at most 5 fields"]);
  });

  test("query parameter keys are shown by their wire name", () => {
    const body = constraintViolationsError({
      ticket,
      code: "request_constraint_violations",
      violations: {
        count: violation("greater_than", { maxValue: 100 }),
        start_index: violation("less_than", { minValue: 1 }),
      },
    });
    expect(describeError(body)).toStrictEqual(["count: must be at most 100", "start_index: must be at least 1"]);
  });

  test("an unknown violation code from a newer server still gets a line", () => {
    const body = { ...constraintViolationsError({ ticket, violations: { a: violation("blank") } }) };
    const parsed = { ...body, violations: { a: [{ code: "too_spicy" }] } };
    expect(describeError(parsed)).toStrictEqual(["a: is not valid (too_spicy)"]);
  });

  test("a key such as __proto__ is data", () => {
    const parsed = JSON.parse(
      '{"type":"constraint_violations_error","code":"message_body_constraint_violations","message":"m","ticket":"t","violations":{"__proto__":[{"code":"blank"}]}}',
    );
    expect(describeError(parsed)).toStrictEqual(["__proto__: must not be blank"]);
  });

  test("an ApiError is described like its body", () => {
    const body = constraintViolationsError({
      ticket,
      violations: { email: violation("too_long", { maxLength: 200 }) },
    });
    expect(describeError(new ApiError(body))).toStrictEqual(describeError(body));
  });

  test("a constraint violations error without violations gives its message", () => {
    const parsed = {
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "Something is wrong.",
      ticket,
      violations: {},
    } as const;
    expect(describeError(parsed)).toStrictEqual(["Something is wrong."]);
  });

  test("the result is a fresh array each time", () => {
    const body = constraintViolationsError({ ticket, violations: { a: violation("blank") } });
    const first = describeError(body);
    first.push("x");
    expect(describeError(body)).toStrictEqual(["a: must not be blank"]);
  });
});

describe("describeError on base errors", () => {
  test("user_not_found gives its sentence", () => {
    const body = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket });
    expect(describeError(body)).toStrictEqual(["The user could not be found."]);
  });

  test("mfa_challenge_verification_failed mentions attemptsRemaining", () => {
    const body = baseError({
      code: "mfa_challenge_verification_failed",
      message: "Invalid code",
      ticket,
      details: { attemptsRemaining: 2 },
    });
    expect(describeError(body)).toStrictEqual(["The verification code is not valid; 2 attempts remain."]);
  });

  test.each([
    [1, "The verification code is not valid; 1 attempt remains."],
    [0, "The verification code is not valid; no attempts remain."],
    [-1, "The verification code is not valid."],
    [1.5, "The verification code is not valid."],
    ["2", "The verification code is not valid."],
  ])("attemptsRemaining %o reads %o", (attemptsRemaining, line) => {
    const body = {
      type: "base_error",
      code: "mfa_challenge_verification_failed",
      message: "x",
      ticket,
      details: { attemptsRemaining },
    } as const;
    expect(describeError(body)).toStrictEqual([line]);
  });

  test("mfa_challenge_verification_failed without details says only that the code is wrong", () => {
    const body = { type: "base_error", code: "mfa_challenge_verification_failed", message: "x", ticket } as const;
    expect(describeError(body)).toStrictEqual(["The verification code is not valid."]);
  });

  test("an inherited attemptsRemaining is not read", () => {
    const details = Object.create({ attemptsRemaining: 3 }) as Record<string, unknown>;
    const body = {
      type: "base_error",
      code: "mfa_challenge_verification_failed",
      message: "x",
      ticket,
      details,
    } as const;
    expect(describeError(body)).toStrictEqual(["The verification code is not valid."]);
  });

  test("invalid_request without details gives its plain sentence, not the server's message", () => {
    const body = baseError({ code: "invalid_request", message: "Body is not JSON", ticket });
    expect(describeError(body)).toStrictEqual(["The request is not valid."]);
  });

  test("invalid_request of a filter syntax error names the parameter, the position from 1, what was expected and found", () => {
    const body = baseError({
      code: "invalid_request",
      message: "x",
      ticket,
      details: { parameter: "query", position: 12, column: 13, expected: "value", found: ")" },
    });
    expect(describeError(body)).toStrictEqual([
      'The parameter "query" is not valid at position 13: expected a value (a JSON string or number, true, false or null), found ")".',
    ]);
    const atTheEnd = baseError({
      code: "invalid_request",
      message: "x",
      ticket,
      details: { parameter: "query", position: 21, column: 22, expected: "junction_or_end" },
    });
    expect(describeError(atTheEnd)).toStrictEqual([
      'The parameter "query" is not valid at position 22: expected "and", "or" or the end of the filter, found the end of the filter.',
    ]);
  });

  test("invalid_request with an expected value of a newer version writes it as it is; without a column, no position", () => {
    const newer = { parameter: "query", position: 1, column: 2, expected: "lambda", found: "x" };
    expect(describeError(baseError({ code: "invalid_request", message: "x", ticket, details: newer }))).toStrictEqual([
      'The parameter "query" is not valid at position 2: expected lambda, found "x".',
    ]);
    const body = baseError({ code: "invalid_request", message: "x", ticket, details: { found: "]" } });
    expect(describeError(body)).toStrictEqual(["The request is not valid."]);
    const noColumn = { parameter: "query", position: 3, expected: "value" };
    expect(
      describeError(baseError({ code: "invalid_request", message: "x", ticket, details: noColumn })),
    ).toStrictEqual(['The parameter "query" is not valid.']);
  });

  test("internal_error gives the safe sentence", () => {
    const body = baseError({ code: "internal_error", message: "An unexpected error occurred.", ticket });
    expect(describeError(body)).toStrictEqual(["An unexpected error occurred."]);
  });

  test("an unknown base code gives its own message", () => {
    const body = baseError({ code: "tenant_locked", message: "The tenant is locked.", ticket });
    expect(describeError(body)).toStrictEqual(["The tenant is locked."]);
  });

  test("an unknown base code with a blank message names the code", () => {
    const body = baseError({ code: "tenant_locked", message: "  ", ticket });
    expect(describeError(body)).toStrictEqual(["The request failed (tenant_locked)."]);
  });

  test.each(["toString", "constructor", "__proto__"])("the inherited name %s is an unknown base code", (code) => {
    expect(describeError({ type: "base_error", code, message: "m", ticket })).toStrictEqual(["m"]);
  });

  test("an ApiError is described like its body, details included", () => {
    const body = baseError({
      code: "mfa_challenge_verification_failed",
      message: "Invalid code",
      ticket,
      details: { attemptsRemaining: 1 },
    });
    expect(describeError(new ApiError(body))).toStrictEqual(["The verification code is not valid; 1 attempt remains."]);
  });

  test("an override for a base code replaces the English sentence and gets the error", () => {
    const lines = describeError(
      baseError({ code: "user_not_found", message: "User [42] could not be found", ticket }),
      {
        baseMessages: { user_not_found: (error) => `Unbekannt: ${error.message}` },
      },
    );
    expect(lines).toStrictEqual(["Unbekannt: User [42] could not be found"]);
  });

  test("base codes without an override keep the English sentence", () => {
    const lines = describeError(baseError({ code: "internal_error", message: "x", ticket }), {
      baseMessages: { user_not_found: () => "x" },
    });
    expect(lines).toStrictEqual(["An unexpected error occurred."]);
  });

  test("violation overrides apply to describeError lines", () => {
    const body = constraintViolationsError({ ticket, violations: { email: violation("blank") } });
    expect(describeError(body, { messages: { blank: () => "darf nicht leer sein" } })).toStrictEqual([
      "email: darf nicht leer sein",
    ]);
  });

  test("there is a sentence for every known base code", () => {
    expect(Object.keys(BASE_ERROR_MESSAGES).sort()).toStrictEqual(Object.keys(BASE_ERROR_STATUS).sort());
  });
});

describe("describeError in a locale", () => {
  test("lines, whole-body names and base sentences in the locale given", () => {
    const error = constraintViolationsError({
      violations: { "": violation("blank"), name: violation("too_long", { maxLength: 1000 }) },
    });
    expect(describeError(error, { locale: de })).toStrictEqual([
      "(Anfragetext): darf nicht leer sein",
      "name: darf höchstens 1.000 Zeichen lang sein",
    ]);
    expect(describeError(baseError({ code: "teapot", message: "" }), { locale: de })).toStrictEqual([
      "Die Anfrage ist fehlgeschlagen (teapot).",
    ]);
  });

  test("a right-to-left locale isolates the key", () => {
    const rtl: Locale = { ...en, direction: "rtl" };
    const error = constraintViolationsError({ violations: { email: violation("blank") } });
    expect(describeError(error, { locale: rtl })).toStrictEqual(["\u2068email\u2069: must not be blank"]);
  });

  test("isolate: false gives plain text for a log: no isolation marks, no marks of direction, the words the same", () => {
    const error = {
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "m",
      ticket: "t",
      violations: {
        "": [violation("blank")],
        email: [violation("disallowed_enum", { allowedValues: ["a", "b"] })],
        date: [violation("greater_than", { maxValue: "<2024-01-31" })],
        spicy: [{ code: "too_spicy", constraintAttributes: { maxValue: "3" } }],
      },
    } as const;
    const marks = /[\u061c\u200e\u200f\u2066-\u2069]/;
    for (const locale of [ar, he, { ...de, lists: { or: { separator: ", ", last: " | " } } }]) {
      const isolated = describeError(error, { locale });
      const plain = describeError(error, { locale, isolate: false });
      if (locale.direction === "rtl") expect(isolated.join("")).toMatch(marks);
      expect(plain.join("")).not.toMatch(marks);
      expect(plain).toStrictEqual(isolated.map((line) => line.replace(new RegExp(marks.source, "g"), "")));
      expect(plain[1]?.startsWith("email")).toBe(true);
    }
    expect(describeError(baseError({ code: "teapot", message: " " }), { locale: ar, isolate: false })[0]).not.toMatch(
      marks,
    );
    expect(
      describeError(baseError({ code: "not_found", message: "x" }), { locale: ar, isolate: false })[0],
    ).not.toMatch(marks);
  });
});

describe("describeError never returns a raw control character", () => {
  /** Text a hostile client or server chooses: a newline, ESC, bidi controls, a zero-width space, a BOM. */
  const HOSTILE = "x\n\u001b[31m\u2069\u202eR\u2066\u200b\ufeff\u0085\u2028y";
  const INVISIBLE = /[\p{Cc}\u202a-\u202e\u2066\u2067\u200b\ufeff\u2028\u2029]/u;

  /** FSI and PDI, balanced and never closing more than was opened: only the formatter's isolates. */
  function isolatesBalanced(line: string): boolean {
    let depth = 0;
    for (const char of line) {
      if (char === "\u2068") depth++;
      if (char === "\u2069" && --depth < 0) return false;
    }
    return depth === 0;
  }

  test("keys, values, messages and kept messages from anywhere, in every locale", () => {
    const attributes = Object.fromEntries(Object.keys(TYPICAL_ATTRIBUTES).map((name) => [name, HOSTILE]));
    const body = {
      type: "constraint_violations_error" as const,
      code: "message_body_constraint_violations",
      message: HOSTILE,
      ticket,
      violations: {
        [HOSTILE]: [{ code: "too_long", constraintAttributes: { maxLength: HOSTILE } }],
        email: [
          { code: "disallowed_enum", constraintAttributes: { allowedValues: `${HOSTILE},b` } },
          { code: "failed_regex_match", constraintAttributes: attributes },
          { code: "greater_than", constraintAttributes: { maxValue: HOSTILE } },
          { code: "disallowed_enum" },
          { code: HOSTILE },
        ],
      },
      details: { messages: { email: [HOSTILE] } },
    };
    const bases = [
      { type: "base_error" as const, code: "x_failed", message: HOSTILE, ticket },
      { type: "base_error" as const, code: HOSTILE, message: " ", ticket },
      { ...body, violations: {} },
    ];
    for (const { locale } of [{ locale: en }, ...LOCALES]) {
      for (const error of [body, ...bases]) {
        const lines = describeError(error as Parameters<typeof describeError>[0], { locale });
        for (const line of lines) {
          expect(line, locale.tag).not.toMatch(INVISIBLE);
          expect(isolatesBalanced(line), `${locale.tag}: ${line}`).toBe(true);
        }
      }
    }
    expect(describeError(body)[0]).toBe(
      "x\\u000a\\u001b[31m\\u2069\\u202eR\\u2066\\u200b\\ufeff\\u0085\\u2028y: must be at most x\\u000a\\u001b[31m\\u2069\\u202eR\\u2066\\u200b\\ufeff\\u0085\\u2028y characters",
    );
  });
});
