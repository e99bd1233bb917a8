import { describe, expectTypeOf, test } from "vitest";
import type { ViolationCode } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { enXA } from "../../../src/messages/en-XA/index.js";
import {
  describeError,
  en,
  type Formatter,
  type Locale,
  type LocaleMessage,
  type LocaleViolationMessages,
  type MessageOptions,
  type MessageWriter,
  type TemplateAttributes,
  VIOLATION_MESSAGES,
  type ViolationMessages,
  type ViolationTemplate,
  violationMessage,
} from "../../../src/messages/index.js";

describe("template attributes follow CODE_ATTRIBUTES", () => {
  test("too_long's template sees maxLength only", () => {
    expectTypeOf<TemplateAttributes<"too_long">>().toEqualTypeOf<{ readonly maxLength?: string }>();
  });

  test("contained_disallowed_element's template sees both of its attributes", () => {
    expectTypeOf<TemplateAttributes<"contained_disallowed_element">>().toEqualTypeOf<{
      readonly allowedElements?: string;
      readonly disallowedValues?: string;
    }>();
  });

  test("a code without attributes gives its template an empty object", () => {
    expectTypeOf<keyof TemplateAttributes<"blank">>().toEqualTypeOf<never>();
  });

  test("the table has one template per code, typed for that code", () => {
    expectTypeOf<keyof ViolationMessages>().toEqualTypeOf<ViolationCode>();
    expectTypeOf(VIOLATION_MESSAGES.too_long).toEqualTypeOf<ViolationTemplate<"too_long">>();
    expectTypeOf(VIOLATION_MESSAGES.too_long).parameter(0).toEqualTypeOf<{ readonly maxLength?: string }>();
  });
});

describe("a template that uses a foreign attribute does not compile", () => {
  test("in a whole table", () => {
    const table: ViolationMessages = {
      ...VIOLATION_MESSAGES,
      // @ts-expect-error blank carries no attributes, so maxLength is not there
      blank: (a) => `at most ${a.maxLength}`,
    };
    expectTypeOf(table).toEqualTypeOf<ViolationMessages>();
  });

  test("in an override passed as options", () => {
    const options: MessageOptions = {
      messages: {
        // @ts-expect-error too_long carries maxLength, not minLength
        too_long: (a) => `at least ${a.minLength}`,
      },
    };
    expectTypeOf(options).toEqualTypeOf<MessageOptions>();
  });

  test("an attribute the code carries compiles", () => {
    const options: MessageOptions = { messages: { too_short: (a) => `mindestens ${a.minLength ?? "?"} Zeichen` } };
    expectTypeOf(options).toEqualTypeOf<MessageOptions>();
  });

  test("an attribute value may be absent, so it must be handled", () => {
    const options: MessageOptions = {
      messages: {
        // @ts-expect-error maxLength is string | undefined, not string
        too_long: (a) => a.maxLength,
      },
    };
    expectTypeOf(options).toEqualTypeOf<MessageOptions>();
  });

  test("a code that is not in the catalogue cannot be overridden", () => {
    const options: MessageOptions = {
      messages: {
        // @ts-expect-error too_spicy is no violation code
        too_spicy: () => "x",
      },
    };
    expectTypeOf(options).toEqualTypeOf<MessageOptions>();
  });
});

test("violationMessage returns a string, describeError a list of strings", () => {
  expectTypeOf(violationMessage).returns.toEqualTypeOf<string>();
  expectTypeOf(describeError).returns.toEqualTypeOf<string[]>();
});

describe("a locale is compiled data of the catalogue, which may lack codes (English writes them)", () => {
  test("a locale with every code compiles", () => {
    const whole: Locale = { ...en, tag: "xx" };
    expectTypeOf(whole.violations).toEqualTypeOf<LocaleViolationMessages>();
  });

  test("a missing code compiles: a test, not the type checker, holds shipped locales complete", () => {
    const { blank: _blank, ...missing } = en.violations;
    const locale: Locale = { ...en, violations: missing };
    expectTypeOf(locale).toEqualTypeOf<Locale>();
  });

  test("a code of a team's catalogue compiles: the catalogue, not the type, says which codes there are", () => {
    const locale: Locale = { ...en, violations: { ...en.violations, sku_format_invalid: "ist keine gültige SKU" } };
    expectTypeOf(locale).toEqualTypeOf<Locale>();
  });

  test("a sentence is text, a function of the writer, or variants of those; never a template of attributes", () => {
    expectTypeOf<string>().toExtend<LocaleMessage>();
    expectTypeOf<(writer: MessageWriter) => string>().toExtend<LocaleMessage>();
    expectTypeOf<{ "": string; maxLength: (writer: MessageWriter) => string }>().toExtend<LocaleMessage>();
    expectTypeOf<(attributes: { maxLength?: string }, f: Formatter) => string>().not.toExtend<LocaleMessage>();
  });

  test("a missing phrase does not compile", () => {
    const { wholeBody: _gone, ...phrases } = en.phrases;
    // @ts-expect-error wholeBody is missing
    const locale: Locale = { ...en, phrases };
    expectTypeOf(locale).toEqualTypeOf<Locale>();
  });

  test("every locale module's object is a Locale", () => {
    expectTypeOf(de).toEqualTypeOf<Locale>();
    expectTypeOf(enXA).toEqualTypeOf<Locale>();
  });
});
