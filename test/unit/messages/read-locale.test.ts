import { describe, expect, test } from "vitest";
import { coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import { baseError, VIOLATION_CODES, violation } from "../../../src/index.js";
import { _localeFrom } from "../../../src/messages/compile-locale.js";
import { de } from "../../../src/messages/de/index.js";
import {
  describeError,
  en,
  errorMessage,
  type LocaleData,
  localizeMessages,
  readLocale,
  violationMessage,
} from "../../../src/messages/index.js";

/** The problems of a locale's data. */
function problemsOf(data: unknown, options?: Parameters<typeof readLocale>[1]): readonly string[] {
  const result = readLocale(data, options);
  return result.ok ? [] : result.error.problems;
}

describe("readLocale", () => {
  test("reads a language of your own, English filling what it lacks", () => {
    const result = readLocale({
      tag: "eo",
      violations: {
        blank: "ne estu malplena",
        too_long: {
          "": "estas tro longa",
          maxLength: "{maxLength, plural, one {maksimume # signo} other {maksimume # signoj}}",
        },
      },
      baseErrors: { not_found: "La rimedo ne troviĝis." },
      phrases: { wholeBody: "(korpo)", line: "{key} — {sentence}" },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const eo = result.value;
    expect(eo.tag).toBe("eo");
    expect(violationMessage(violation("blank"), { locale: eo })).toBe("ne estu malplena");
    expect(violationMessage(violation("too_long", { maxLength: 1 }), { locale: eo })).toBe("maksimume 1 signo");
    expect(violationMessage(violation("too_long", { maxLength: 3 }), { locale: eo })).toBe("maksimume 3 signoj");
    expect(violationMessage(violation("too_short", { minLength: 3 }), { locale: eo })).toBe(
      "must be at least 3 characters",
    );
    expect(errorMessage(baseError({ code: "not_found", message: "x" }), { locale: eo })).toBe("La rimedo ne troviĝis.");
    expect(
      describeError(
        {
          type: "constraint_violations_error",
          code: "message_body_constraint_violations",
          message: "m",
          ticket: "t",
          violations: { "": [violation("blank")], a: [violation("blank")] },
        },
        { locale: eo },
      ),
    ).toStrictEqual(["(korpo) — ne estu malplena", "a — ne estu malplena"]);
  });

  test("a team's codes in its catalogue, in a language the package ships, over that locale", () => {
    const shop = defineCatalogue({
      extends: coreCatalogue,
      attributes: { skuPattern: { description: "The pattern a SKU must match." } },
      violations: {
        sku_format_invalid: {
          attributes: ["skuPattern"],
          description: "The SKU does not have the shop's format.",
          message: { "": "is not a valid SKU", skuPattern: "must be a SKU such as {skuPattern}" },
        },
        out_of_stock: { description: "Out of stock.", message: "is out of stock" },
        order_too_late: {
          attributes: ["maxValue", "skuPattern"],
          description: "Ordered after the last day.",
          message: { "": "is too late", maxValue: "must be at most {maxValue}" },
        },
      },
      baseErrors: {
        payment_required: {
          status: 402,
          description: "The plan must be paid.",
          details: { type: "object", properties: { amount: { type: "integer", minimum: 0 } } },
          message: { "": "The shop's plan must be paid first.", amount: "Pay {amount} first." },
        },
      },
    });
    const data: LocaleData = {
      tag: "de",
      violations: {
        sku_format_invalid: { "": "ist keine gültige SKU", skuPattern: "muss eine SKU wie „{skuPattern}“ sein" },
      },
      baseErrors: {
        payment_required: { "": "Der Tarif muss zuerst bezahlt werden.", amount: "Zahlen Sie zuerst {amount}." },
      },
    };
    expect(
      problemsOf(
        { tag: "de", violations: { order_too_late: { "maxValue:date": "nach {maxValue}", "skuPattern:date": "x" } } },
        { catalogue: shop },
      ),
    ).toStrictEqual([
      'violations.order_too_late["skuPattern:date"]: skuPattern is no bound, so it cannot be :exclusive or :date',
    ]);
    const result = readLocale(data, { catalogue: shop, base: de });
    if (!result.ok) throw new Error(result.error.message);
    const shopDe = result.value;
    const options = { catalogue: shop, locale: shopDe };
    expect(violationMessage(shop.violation("sku_format_invalid", { skuPattern: "AB-0000" }), options)).toBe(
      "muss eine SKU wie „AB-0000“ sein",
    );
    // A code the data lacks: the base locale's, else the English of the definition.
    expect(violationMessage(shop.violation("too_long", { maxLength: 5 }), options)).toBe(
      violationMessage(violation("too_long", { maxLength: 5 }), { locale: de }),
    );
    expect(violationMessage(shop.violation("out_of_stock"), options)).toBe("is out of stock");
    expect(errorMessage(shop.baseError({ code: "payment_required", details: { amount: 1000 } }), options)).toBe(
      "Zahlen Sie zuerst 1.000.",
    );
    expect(errorMessage(shop.baseError({ code: "payment_required" }), { catalogue: shop })).toBe(
      "The shop's plan must be paid first.",
    );
    expect(errorMessage(baseError({ code: "user_not_found", message: "x" }), { catalogue: shop })).toBeUndefined();
    // A server answering in the client's language, the team's codes included.
    const localize = localizeMessages([shopDe], { catalogue: shop });
    const answer = localize({ body: shop.baseError({ code: "payment_required" }), headers: {} }, "de");
    expect(answer.body.message).toBe("Der Tarif muss zuerst bezahlt werden.");
    expect(answer.headers["content-language"]).toBe("de");
  });

  test("refuses data that is no locale, with every problem", () => {
    expect(problemsOf(null)).toStrictEqual(["a locale's data must be an object"]);
    const result = readLocale({ tag: "not a tag", direction: "up", extra: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.problems).toStrictEqual([
      "extra: is not a member of a locale (tag, direction, violations, baseErrors, phrases, lists, durations)",
      "tag: must be a BCP 47 language tag, such as pt-BR",
      'direction: must be "rtl" or "ltr"',
    ]);
    expect(result.error.message).toMatch(/^the locale's data is not valid: extra: /);
  });

  test("refuses codes, variants and patterns the catalogue does not allow", () => {
    expect(
      problemsOf({
        tag: "xx",
        violations: {
          no_such_code: "x",
          blank: 1,
          too_long: { "maxLength+": "x", minLength: "x", "maxLength:exclusive": "x", maxLength: "{minLength}" },
          greater_than: { "maxValue:date": "nach {maxValue}", "": "{broken" },
          disallowed_enum: {},
          not_found: "{anything}",
        },
        baseErrors: {
          nope: "x",
          internal_error: { details: "x" },
          payload_too_large: { maxBytes: "{maxBytes, plural, other {# B}}", limit: "x", "maxBytes:exclusive": "x" },
        },
      }),
    ).toStrictEqual([
      "violations.no_such_code: is not a violation code of the catalogue",
      "violations.blank: must be a pattern or an object of patterns by variant",
      'violations.too_long["maxLength+"]: a variant is "" or member names joined by "+"',
      'violations.too_long["minLength"]: minLength is not one of its members',
      'violations.too_long["maxLength:exclusive"]: maxLength is no bound, so it cannot be :exclusive or :date',
      'violations.too_long["maxLength"]: reads {minLength}, which it may not',
      "violations.greater_than[\"\"]: unclosed '{' at position 0",
      "violations.disallowed_enum: must be a pattern or an object of patterns by variant",
      "violations.not_found: reads {anything}, which it may not",
      "baseErrors.nope: is not a base error code of the catalogue",
      'baseErrors.internal_error["details"]: details is not one of its members',
      'baseErrors.payload_too_large["limit"]: limit is not one of its members',
      'baseErrors.payload_too_large["maxBytes:exclusive"]: maxBytes is no bound, so it cannot be :exclusive or :date',
    ]);
  });

  test("a base error without a details schema may read any member", () => {
    const shop = defineCatalogue({
      baseErrors: { teapot: { status: 418, description: "A teapot.", message: "I am a teapot." } },
    });
    const result = readLocale(
      { tag: "de", baseErrors: { teapot: { "": "Teekanne.", size: "Teekanne ({size})." } } },
      { catalogue: shop },
    );
    if (!result.ok) throw new Error(result.error.message);
    const body = shop.baseError({ code: "teapot", details: { size: "XL" } } as never);
    expect(errorMessage(body, { catalogue: shop, locale: result.value })).toBe("Teekanne (XL).");
    expect(readLocale({ tag: "de", baseErrors: { teapot: "{size}" } }, { catalogue: shop }).ok).toBe(true);
    expect(problemsOf({ tag: "de", baseErrors: { teapot: "{broken", nope: "x" } }, { catalogue: shop })).toStrictEqual([
      "baseErrors.teapot: unclosed '{' at position 0",
      "baseErrors.nope: is not a base error code of the catalogue",
    ]);
  });

  test("refuses phrases, lists and durations it does not know, or that read what they may not", () => {
    expect(
      problemsOf({
        tag: "xx",
        phrases: {
          line: "{key}: {sentence} {extra}",
          wholeBody: "{x}",
          nope: "x",
          violationsMessages: { message_body_constraint_violations: "{x}", other_code: "y" },
        },
        lists: { and: { separator: ", " }, xor: 1, or: { separator: ", ", last: " or ", extra: "x" } },
        durations: {
          default: { list: "sentence", units: { hour: "{count} {other}", fortnight: "x" }, colour: "x" },
          oblique: 1,
          genitive: { units: "x", separator: "{x}" },
        },
      }),
    ).toStrictEqual([
      "phrases.line: reads {extra}, which it may not",
      "phrases.wholeBody: reads {x}, which it may not",
      "phrases.nope: is not a phrase (wholeBody, wholeRequest, line, unknownCode, requestFailed, violationsMessages)",
      "phrases.violationsMessages.message_body_constraint_violations: reads {x}, which it may not",
      "phrases.violationsMessages.other_code: is no constraint violations code",
      "lists.and.last: must be a string",
      "lists.xor: is not a list type (and, or, nor)",
      "lists.xor: must be { separator, last, pair? }",
      "lists.or.extra: is not a member of a list",
      "durations.default.list: must be one of conjunction, unit, narrow",
      "durations.default.units.hour: reads {other}, which it may not",
      "durations.default.units.fortnight: is not a unit of a duration",
      "durations.default.colour: is not a member of a duration style (list, separator, units)",
      "durations.oblique: must be { list?, separator?, units? }",
      "durations.genitive.units: must be an object of unit patterns",
      "durations.genitive.separator: reads {x}, which it may not",
    ]);
    expect(problemsOf({ tag: "xx", phrases: { violationsMessages: 1 }, lists: [], durations: "x" })).toStrictEqual([
      "phrases.violationsMessages: must be an object",
      "lists: must be an object",
      "durations: must be an object",
    ]);
  });

  test("reads lists and durations of its own, over the base's", () => {
    const result = readLocale(
      {
        tag: "de",
        lists: { nor: { separator: " noch ", last: " noch ", pair: " noch " } },
        durations: { default: { separator: " + ", units: { hour: "{count} h" } }, list: { list: "conjunction" } },
      },
      { base: de },
    );
    if (!result.ok) throw new Error(result.error.message);
    const locale = result.value;
    expect(locale.lists?.["nor"]).toStrictEqual({ separator: " noch ", last: " noch ", pair: " noch " });
    expect(violationMessage(violation("duration_greater_than", { maxDuration: "PT1H30M" }), { locale })).toBe(
      "darf nicht länger als 1 h + 30 Minuten sein",
    );
    const conjunction = readLocale(
      { tag: "de", violations: { duration_greater_than: { "": "-", maxDuration: "{maxDuration, duration, list}" } } },
      { base: locale },
    );
    if (!conjunction.ok) throw new Error(conjunction.error.message);
    expect(
      violationMessage(violation("duration_greater_than", { maxDuration: "PT1H30M" }), { locale: conjunction.value }),
    ).toBe("1 Stunde und 30 Minuten");
  });

  test("a shipped locale's data with a problem is refused when the package loads it", () => {
    expect(() => _localeFrom({ tag: "xx", violations: { nope: "x" } })).toThrow(
      "locale data:\n  violations.nope: is not a violation code of the catalogue",
    );
    expect(_localeFrom({ tag: "xx", direction: "rtl" }).direction).toBe("rtl");
    expect(_localeFrom({ tag: "xx", direction: "ltr" })).not.toHaveProperty("direction");
  });

  test("English is a locale read from the catalogue definition", () => {
    expect(en.tag).toBe("en");
    expect(Object.keys(en.violations).sort()).toStrictEqual([...VIOLATION_CODES].sort());
  });
});
