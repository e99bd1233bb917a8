import { describe, expect, test } from "vitest";
import { coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import type { BaseErrorBody } from "../../../src/core/body/bodies.js";
import type { AttributeForm, DetailsSchema, MessageDefinition } from "../../../src/core/catalogue/definition.js";
import { de } from "../../../src/messages/de/index.js";
import { en } from "../../../src/messages/en.js";
import { errorMessage } from "../../../src/messages/error-message.js";
import {
  baseErrorSentence,
  compileDefinition,
  fillPattern,
  violationSentence,
} from "../../../src/messages/fill-message.js";
import { formatterFor } from "../../../src/messages/format.js";
import type { Locale } from "../../../src/messages/locale.js";
import { violationMessage } from "../../../src/messages/violation-message.js";

const f = formatterFor("en");
const text = (): AttributeForm => "text";
const forms =
  (table: { readonly [name: string]: AttributeForm }) =>
  (name: string): AttributeForm =>
    table[name] ?? "text";

/** A base error's sentence from ICU patterns, as a definition writes them. */
function baseSentence(
  message: MessageDefinition,
  schema: DetailsSchema | undefined,
  error: BaseErrorBody,
  format: typeof f,
): string | undefined {
  return baseErrorSentence(compileDefinition(message), schema, error, format);
}

function body(details?: BaseErrorBody["details"]): BaseErrorBody {
  return details === undefined
    ? { type: "base_error", code: "c", message: "m", ticket: "t" }
    : { type: "base_error", code: "c", message: "m", ticket: "t", details };
}

describe("fillPattern", () => {
  test("a plain pattern is its text", () => {
    expect(fillPattern("is not valid", {}, text, f)).toBe("is not valid");
  });

  test("a count and a number are written as numbers", () => {
    expect(fillPattern("at most {n}", { n: "1000" }, forms({ n: "count" }), f)).toBe("at most 1,000");
    expect(fillPattern("at most {n, number}", { n: "1000.5" }, text, f)).toBe("at most 1,000.5");
  });

  test("a bound is written without its mark, an exclusive one choosing its variant", () => {
    const message = { "": "too big", maxValue: "at most {maxValue}", "maxValue:exclusive": "less than {maxValue}" };
    const formOf = forms({ maxValue: "bound", minValue: "bound" });
    expect(fillPattern(message, { maxValue: "1000" }, formOf, f)).toBe("at most 1,000");
    expect(fillPattern(message, { maxValue: "<1000" }, formOf, f)).toBe("less than 1,000");
    expect(fillPattern(message, { maxValue: "<" }, formOf, f)).toBe("at most <");
    expect(fillPattern("more than {minValue}", { minValue: ">0" }, formOf, f)).toBe("more than 0");
    expect(fillPattern("at least {minValue}", { minValue: "2024-01-31" }, formOf, f)).toBe("at least Jan 31, 2024");
  });

  test("a date, a duration and text are written by the formatter", () => {
    expect(fillPattern("on {d, date}", { d: "2024-01-31" }, text, f)).toBe("on Jan 31, 2024");
    expect(fillPattern("for {d, duration}", { d: "PT1H30M" }, text, f)).toBe("for 1 hour, 30 minutes");
    expect(fillPattern("for {d}", { d: "PT5M" }, forms({ d: "duration" }), f)).toBe("for 5 minutes");
    expect(fillPattern("like {p}", { p: "^a$" }, text, f)).toBe("like ^a$");
    expect(fillPattern("like {p, text}", { p: "x" }, forms({ p: "count" }), f)).toBe("like x");
  });

  test("a list is joined by and, or by or with the style or", () => {
    const formOf = forms({ l: "list" });
    expect(fillPattern("one of {l}", { l: "a,b,c" }, formOf, f)).toBe("one of a, b, and c");
    expect(fillPattern("one of {l, list, or}", { l: "a,b" }, formOf, f)).toBe("one of a or b");
    expect(fillPattern("one of {l, list}", { l: "a,b" }, text, f)).toBe("one of a and b");
    expect(fillPattern("one of {l, list, or}", { l: " , " }, text, f)).toBe("one of ");
  });

  test("a plural chooses its category and writes # as the number", () => {
    const message = "{n, plural, one {# item} other {# items}}";
    expect(fillPattern(message, { n: "1" }, forms({ n: "count" }), f)).toBe("1 item");
    expect(fillPattern(message, { n: "1000" }, forms({ n: "count" }), f)).toBe("1,000 items");
  });

  test("a list of blanks and commas counts as absent", () => {
    const message = { "": "is not allowed", allowedValues: "must be one of {allowedValues, list, or}" };
    const formOf = forms({ allowedValues: "list" });
    expect(fillPattern(message, { allowedValues: " , ," }, formOf, f)).toBe("is not allowed");
    expect(fillPattern(message, { allowedValues: "" }, formOf, f)).toBe("is not allowed");
    expect(fillPattern(message, { allowedValues: "a" }, formOf, f)).toBe("must be one of a");
    expect(fillPattern(message, { allowedValues: " , " }, text, f)).toBe("must be one of ");
  });

  test("absent values and inherited names are left out", () => {
    const message = { "": "none", toString: "{toString}" };
    expect(fillPattern(message, {}, text, f)).toBe("none");
    expect(fillPattern("is {x}", {}, text, f)).toBe("is ");
  });

  test("no fitting variant gives undefined", () => {
    expect(fillPattern({ a: "{a}" }, {}, text, f)).toBeUndefined();
    expect(violationSentence(compileDefinition({ a: "{a}" }), {}, text, f)).toBeUndefined();
    expect(violationSentence(compileDefinition({ a: "is {a}" }), { a: "x" }, text, f)).toBe("is x");
  });

  test("a compiled message's text is its sentence: no ICU is read at run time", () => {
    expect(violationSentence("is {a}", { a: "x" }, text, f)).toBe("is {a}");
  });

  test("a date bound chooses a :date variant, a number the plain one", () => {
    const message = {
      "": "too big",
      maxValue: "at most {maxValue}",
      "maxValue:date": "not after {maxValue}",
      "maxValue:date:exclusive": "before {maxValue}",
    };
    const formOf = forms({ maxValue: "bound" });
    expect(fillPattern(message, { maxValue: "10" }, formOf, f)).toBe("at most 10");
    expect(fillPattern(message, { maxValue: "2024-01-31" }, formOf, f)).toBe("not after Jan 31, 2024");
    expect(fillPattern(message, { maxValue: "<2024-01-31T12:00:00Z" }, formOf, f)).toMatch(/^before Jan 31, 2024/);
    expect(fillPattern(message, { maxValue: "2024-02-30" }, formOf, f)).toBe("at most 2024-02-30");
  });

  test("the mark of an exclusive bound is the bound's own: < for a max..., > for a min..., either for another", () => {
    const formOf = forms({ maxValue: "bound", minValue: "bound", limit: "bound" });
    const max = { "": "-", maxValue: "at most {maxValue}", "maxValue:exclusive": "less than {maxValue}" };
    expect(fillPattern(max, { maxValue: ">10" }, formOf, f)).toBe("at most >10");
    const min = { "": "-", minValue: "at least {minValue}", "minValue:exclusive": "more than {minValue}" };
    expect(fillPattern(min, { minValue: "<10" }, formOf, f)).toBe("at least <10");
    const limit = { "": "-", limit: "{limit}", "limit:exclusive": "not {limit}" };
    expect(fillPattern(limit, { limit: ">10" }, formOf, f)).toBe("not 10");
    expect(fillPattern(limit, { limit: "<10" }, formOf, f)).toBe("not 10");
  });

  test("a plural of an absent value takes other, # empty", () => {
    expect(fillPattern("{n, plural, one {one} other {[#]}}", {}, text, f)).toBe("[]");
  });

  test("a select takes the option of its value, else other", () => {
    const message = "{kind, select, user {a user} other {something}}";
    expect(fillPattern(message, { kind: "user" }, text, f)).toBe("a user");
    expect(fillPattern(message, { kind: "toString" }, text, f)).toBe("something");
    expect(fillPattern(message, {}, text, f)).toBe("something");
  });

  test("a pattern that does not parse is written as its text", () => {
    expect(fillPattern("is {broken", { broken: "x" }, text, f)).toBe("is {broken");
    expect(fillPattern("is {broken", {}, text, f)).toBe("is {broken");
  });

  test("a right-to-left formatter isolates every value", () => {
    expect(fillPattern("{a}", { a: "x" }, text, formatterFor("he", "rtl"))).toBe("\u2068x\u2069");
  });
});

describe("baseErrorSentence", () => {
  const schema: DetailsSchema = {
    type: "object",
    properties: {
      limit: { type: "integer", minimum: 0 },
      ratio: { type: "number" },
      name: { type: "string" },
      flag: { type: "boolean" },
      items: { type: "array", items: { type: "string" } },
    },
  };

  test("an integer member with a minimum is written as a count", () => {
    const message = { "": "Too many.", limit: "{limit, plural, one {At most # request.} other {At most # requests.}}" };
    expect(baseSentence(message, schema, body({ limit: 1 }), f)).toBe("At most 1 request.");
    expect(baseSentence(message, schema, body({ limit: 1000 }), f)).toBe("At most 1,000 requests.");
  });

  test("an integer member that is negative, fractional, unsafe or of another type is ignored", () => {
    const message = { "": "Too many.", limit: "At most {limit}." };
    for (const limit of [-1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, "5", true, null, ["5"]]) {
      expect(baseSentence(message, schema, body({ limit }), f)).toBe("Too many.");
    }
  });

  test("number, string, boolean and array members of their schema's type are read", () => {
    expect(baseSentence("{ratio}", schema, body({ ratio: 1234.5 }), f)).toBe("1,234.5");
    expect(baseSentence("{ratio}", schema, body({ ratio: "1" }), f)).toBe("");
    expect(baseSentence("{name}", schema, body({ name: "n" }), f)).toBe("n");
    expect(baseSentence("{name}", schema, body({ name: 1 }), f)).toBe("");
    expect(baseSentence("{flag}", schema, body({ flag: false }), f)).toBe("false");
    expect(baseSentence("{flag}", schema, body({ flag: "false" }), f)).toBe("");
    expect(baseSentence("{items, list, or}", schema, body({ items: ["a", "b"] }), f)).toBe("a or b");
    expect(baseSentence("{items}", schema, body({ items: ["a", 1] }), f)).toBe("");
    expect(baseSentence("{name}", schema, body({ name: ["a"] }), f)).toBe("");
  });

  test("an array member is read as a list, a list of blanks counting as absent", () => {
    const message = { "": "Not allowed.", items: "Use {items}." };
    expect(baseSentence(message, schema, body({ items: ["a", "b"] }), f)).toBe("Use a and b.");
    expect(baseSentence(message, schema, body({ items: [" ", ""] }), f)).toBe("Not allowed.");
    expect(baseSentence(message, schema, body({ items: [] }), f)).toBe("Not allowed.");
  });

  test("a number member is read as a count, a string member as text", () => {
    expect(baseSentence({ "": "-", ratio: "{ratio}" }, schema, body({ ratio: 1000 }), f)).toBe("1,000");
    expect(baseSentence({ "": "-", name: "{name}" }, schema, body({ name: "1000" }), f)).toBe("1000");
  });

  test("a member the schema does not declare is ignored", () => {
    expect(baseSentence({ "": "plain", other: "{other}" }, schema, body({ other: "x" }), f)).toBe("plain");
  });

  test("without a schema, any string, finite number, boolean or list of strings is read, as text", () => {
    const message = "{a}|{b}|{c}|{d}|{e}|{g}";
    expect(
      baseSentence(
        message,
        undefined,
        body({ a: "x", b: 1000, c: true, d: ["p", "q"], e: { nested: 1 }, g: Number.NaN }),
        f,
      ),
    ).toBe("x|1000|true|p,q||");
  });

  test("a false schema reads no member, and no details read nothing", () => {
    const message = { "": "plain", a: "{a}" };
    expect(baseSentence(message, false, body({ a: "x" }), f)).toBe("plain");
    expect(baseSentence(message, undefined, body(), f)).toBe("plain");
    expect(baseSentence(message, schema, body(), f)).toBe("plain");
  });

  test("no fitting variant gives undefined", () => {
    expect(baseSentence({ a: "{a}" }, undefined, body({}), f)).toBeUndefined();
  });

  test("a details member named __proto__ stays data", () => {
    const details = JSON.parse('{"__proto__": "x", "name": "n"}') as BaseErrorBody["details"];
    expect(baseSentence("{__proto__}/{name}", undefined, body(details), f)).toBe("x/n");
    const declared: DetailsSchema = { type: "object", properties: { __proto__: { type: "string" } } };
    expect(Object.hasOwn(declared.properties, "__proto__")).toBe(false);
    expect(baseSentence({ "": "plain", __proto__: "{__proto__}" }, schema, body(details), f)).toBe("plain");
  });
});

describe("violationMessage with a catalogue", () => {
  const shop = defineCatalogue({
    extends: coreCatalogue,
    attributes: {
      skuPattern: { description: "The pattern a SKU must match." },
      minQuantity: { description: "The least quantity.", form: "count" },
    },
    violations: {
      sku_format_invalid: {
        attributes: ["skuPattern"],
        description: "The SKU does not have the shop's format.",
        message: { "": "is not a valid SKU", skuPattern: "must be a SKU such as {skuPattern}" },
      },
      quantity_too_small: {
        attributes: ["minQuantity"],
        description: "Too few.",
        message: { "": "is too small", minQuantity: "must be at least {minQuantity}" },
      },
      out_of_stock: { description: "The item is out of stock." },
      sku_reserved: {
        attributes: ["skuPattern"],
        description: "The SKU is reserved.",
        message: { skuPattern: "must not match {skuPattern}" },
      },
    },
  });

  test("a code of its own is written in the English of its definition", () => {
    const options = { catalogue: shop };
    expect(
      violationMessage({ code: "sku_format_invalid", constraintAttributes: { skuPattern: "AB-0000" } }, options),
    ).toBe("must be a SKU such as AB-0000");
    expect(violationMessage({ code: "sku_format_invalid" }, options)).toBe("is not a valid SKU");
    expect(violationMessage({ code: "sku_format_invalid", constraintAttributes: { skuPattern: "" } }, options)).toBe(
      "is not a valid SKU",
    );
    expect(
      violationMessage({ code: "quantity_too_small", constraintAttributes: { minQuantity: "1000" } }, options),
    ).toBe("must be at least 1,000");
    expect(violationMessage({ code: "out_of_stock" }, options)).toBe("is not valid");
    // A definition with no sentence for the attributes given: nothing to say but the empty sentence.
    expect(violationMessage({ code: "sku_reserved" }, options)).toBe("");
  });

  test("an attribute the code does not carry is not read", () => {
    expect(
      violationMessage(
        { code: "sku_format_invalid", constraintAttributes: { minQuantity: "1", skuPattern: "A" } },
        { catalogue: shop },
      ),
    ).toBe("must be a SKU such as A");
  });

  test("a code of its own in another locale: English words, the locale's numbers", () => {
    expect(
      violationMessage(
        { code: "quantity_too_small", constraintAttributes: { minQuantity: "1000" } },
        { catalogue: shop, locale: de },
      ),
    ).toBe("must be at least 1.000");
  });

  test("a parent's code is written by the locale", () => {
    expect(
      violationMessage(
        { code: "too_long", constraintAttributes: { maxLength: "1000" } },
        { catalogue: shop, locale: de },
      ),
    ).toBe(violationMessage({ code: "too_long", constraintAttributes: { maxLength: "1000" } }, { locale: de }));
  });

  test("a code the locale lacks is written in English, from the catalogue or the built-in definition", () => {
    const bare: Locale = { ...de, violations: {} as Locale["violations"] };
    expect(violationMessage({ code: "too_long", constraintAttributes: { maxLength: "1000" } }, { locale: bare })).toBe(
      "must be at most 1.000 characters",
    );
    expect(
      violationMessage(
        { code: "too_long", constraintAttributes: { maxLength: "1000" } },
        { locale: bare, catalogue: shop },
      ),
    ).toBe("must be at most 1.000 characters");
  });

  test("a code the catalogue does not have is an unknown code, even a built-in one", () => {
    expect(violationMessage({ code: "password_breached" }, { catalogue: shop })).toBe(
      "is not valid (password_breached)",
    );
    expect(violationMessage({ code: "nope", constraintAttributes: { a: "1" } }, { catalogue: shop })).toBe(
      "is not valid (nope: a 1)",
    );
    expect(violationMessage({ code: "password_breached" })).not.toBe("is not valid (password_breached)");
  });
});

describe("errorMessage", () => {
  test("a base code the locale lacks is written in English", () => {
    const bare: Locale = { ...de, baseErrors: {} as Locale["baseErrors"] };
    const error = { type: "base_error", code: "not_found", message: "x", ticket: "t" } as const;
    expect(errorMessage(error, { locale: bare })).toBe(errorMessage(error, { locale: en }));
    expect(errorMessage(error, { locale: bare })).toBe("The resource could not be found.");
    expect(errorMessage(error, { locale: de })).not.toBe("The resource could not be found.");
  });

  test("a code no locale has keeps its own message", () => {
    expect(errorMessage({ type: "base_error", code: "payment_required", message: "x", ticket: "t" })).toBeUndefined();
  });
});
