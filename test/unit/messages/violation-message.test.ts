import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  VIOLATION_CODES,
  type ViolationCode,
  violation,
} from "../../../src/index.js";
import { violationMessage } from "../../../src/messages/index.js";

const codesWithAttributes = Object.keys(CODE_ATTRIBUTES) as (keyof typeof CODE_ATTRIBUTES)[];

describe("templates filled from attributes", () => {
  test("the spec's example: too_long with maxLength 200", () => {
    expect(violationMessage(violation("too_long", { maxLength: 200 }))).toBe("must be at most 200 characters");
  });

  test.each([
    [violation("too_short", { minLength: 8 }), "must be at least 8 characters"],
    [violation("too_short", { minLength: 1 }), "must be at least 1 character"],
    [violation("too_long", { maxLength: 1 }), "must be at most 1 character"],
    [violation("greater_than", { maxValue: 100 }), "must be at most 100"],
    [violation("less_than", { minValue: "0" }), "must be at least 0"],
    [violation("size_greater_than", { maxSize: 1 }), "must have at most 1 element"],
    [violation("size_greater_than", { maxSize: 5 }), "must have at most 5 elements"],
    [violation("duration_greater_than", { maxDuration: "PT1H" }), "must not be longer than 1 hour"],
    [violation("duration_less_than", { minDuration: "PT5M" }), "must not be shorter than 5 minutes"],
    [violation("failed_regex_match", { regexPattern: "^-?[0-9]+$" }), 'must match the pattern "^-?[0-9]+$"'],
    [violation("max_byte_length_exceeded", { maxByteLength: 1024 }), "must take at most 1,024 bytes"],
    [violation("max_field_count_exceeded", { maxFieldCount: 10 }), "must have at most 10 fields"],
    [violation("max_nesting_depth_exceeded", { maxNestingDepth: 32 }), "must not be nested more than 32 levels deep"],
    [violation("disallowed_enum", { allowedValues: ["asc", "desc"] }), "must be one of asc or desc"],
    [violation("unknown", { allowedValues: "ACTIVE,INACTIVE,PENDING" }), "must be one of ACTIVE, INACTIVE, or PENDING"],
    [violation("disallowed_enum", { allowedValues: "only" }), "must be one of only"],
    [violation("missing_required_element", { requiredElements: "a,b,c" }), "must contain a, b, and c"],
    [violation("contained_disallowed_element", { disallowedValues: "x,y" }), "must not contain x or y"],
    [violation("contained_disallowed_element", { allowedElements: "a,b,c" }), "may contain only a, b, or c"],
    [
      violation("contained_disallowed_element", { allowedElements: "a,b", disallowedValues: "x" }),
      "must not contain x, and may contain only a or b",
    ],
    [
      violation("contained_invalid_field_name", { invalidFieldName: "$where" }),
      'contains the invalid field name "$where"',
    ],
    [violation("too_far_into_future", { maxFutureOffset: "P1D" }), "must not be more than 1 day in the future"],
    [violation("too_far_into_past", { maxPastOffset: "P30D" }), "must not be more than 30 days in the past"],
    [violation("url_domain_name_too_long", { maxLength: 253 }), "must have a domain name of at most 253 characters"],
  ])("%o reads %o", (detail, sentence) => {
    expect(violationMessage(detail)).toBe(sentence);
  });

  test("every attribute a code carries appears in its sentence", () => {
    for (const code of codesWithAttributes) {
      for (const name of CODE_ATTRIBUTES[code]) {
        const sentence = violationMessage({ code, constraintAttributes: { [name]: "42" } });
        expect(sentence, `${code}/${name}`).toContain("42");
      }
    }
  });

  test("a list attribute reads as English whatever its items: spaces around commas and blank items are dropped", () => {
    expect(violationMessage({ code: "disallowed_enum", constraintAttributes: { allowedValues: " a , ,b,, c " } })).toBe(
      "must be one of a, b, or c",
    );
  });

  test("property: every item of a list attribute appears in the sentence, in order", () => {
    const item = fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/);
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 6 }), (items) => {
        const sentence = violationMessage(violation("disallowed_enum", { allowedValues: items }));
        let from = 0;
        for (const value of items) {
          const at = sentence.indexOf(value, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + value.length;
        }
      }),
    );
  });
});
describe("sentences when an attribute is missing", () => {
  test.each([
    ["too_long", "is too long"],
    ["too_short", "is too short"],
    ["greater_than", "is too large"],
    ["less_than", "is too small"],
    ["size_greater_than", "has too many elements"],
    ["duration_greater_than", "is longer than allowed"],
    ["duration_less_than", "is shorter than allowed"],
    ["failed_regex_match", "is not in the expected format"],
    ["max_byte_length_exceeded", "takes too many bytes"],
    ["max_field_count_exceeded", "has too many fields"],
    ["max_nesting_depth_exceeded", "is nested too deeply"],
    ["disallowed_enum", "is not an allowed value"],
    ["unknown", "is not a known value"],
    ["missing_required_element", "lacks a required element"],
    ["contained_disallowed_element", "contains an element that is not allowed"],
    ["contained_invalid_field_name", "contains an invalid field name"],
    ["too_far_into_future", "is too far in the future"],
    ["too_far_into_past", "is too far in the past"],
    ["url_domain_name_too_long", "has a domain name that is too long"],
  ] as const)("%s without attributes reads %o", (code, sentence) => {
    expect(violationMessage({ code })).toBe(sentence);
  });

  test("every code with attributes has a sentence without them that names no placeholder", () => {
    for (const code of codesWithAttributes) {
      const sentence = violationMessage({ code, constraintAttributes: {} });
      expect(sentence, code).not.toMatch(/undefined|\{|\}/);
    }
  });

  test("an empty attribute value counts as missing", () => {
    expect(violationMessage({ code: "too_long", constraintAttributes: { maxLength: "" } })).toBe("is too long");
  });

  test("a list attribute of commas only counts as missing", () => {
    expect(violationMessage({ code: "disallowed_enum", constraintAttributes: { allowedValues: " , ," } })).toBe(
      "is not an allowed value",
    );
  });

  test("an attribute the code does not carry is not used", () => {
    expect(violationMessage({ code: "too_long", constraintAttributes: { minLength: "3" } })).toBe("is too long");
    expect(violationMessage({ code: "blank", constraintAttributes: { maxLength: "3" } })).toBe("must not be blank");
  });

  test("an inherited attribute is not read, only own members", () => {
    const attributes = Object.create({ maxLength: "99" }) as { maxLength?: string };
    expect(violationMessage({ code: "too_long", constraintAttributes: attributes })).toBe("is too long");
  });

  test("a non-string attribute value from a loosely typed caller is not used", () => {
    const attributes = { maxLength: 200 } as unknown as { maxLength: string };
    expect(violationMessage({ code: "too_long", constraintAttributes: attributes })).toBe("is too long");
  });
});
describe("codes this client does not know", () => {
  test("an unknown code names itself", () => {
    expect(violationMessage({ code: "too_spicy" })).toBe("is not valid (too_spicy)");
  });

  test("an unknown code lists its string attributes", () => {
    expect(
      violationMessage({
        code: "too_spicy",
        constraintAttributes: { maxValue: "3", odd: 4 } as unknown as { maxValue: string },
      }),
    ).toBe("is not valid (too_spicy: maxValue 3)");
  });

  test.each(["toString", "constructor", "__proto__", "hasOwnProperty"])(
    "the inherited name %s is an unknown code, not a template",
    (code) => {
      expect(violationMessage({ code })).toBe(`is not valid (${code})`);
    },
  );
});
describe("your own templates", () => {
  test("an override replaces the English template of its code", () => {
    const messages = { too_long: (a: { readonly maxLength?: string }) => `max. ${a.maxLength ?? "?"} Zeichen` };
    expect(violationMessage(violation("too_long", { maxLength: 200 }), { messages })).toBe("max. 200 Zeichen");
  });

  test("codes without an override keep the English template", () => {
    expect(violationMessage({ code: "blank" }, { messages: { too_long: () => "x" } })).toBe("must not be blank");
  });

  test("an override set to undefined by a loosely typed caller falls back to English", () => {
    const messages = { blank: undefined } as unknown as Record<string, never>;
    expect(violationMessage({ code: "blank" }, { messages })).toBe("must not be blank");
  });

  test("an inherited template of the options object is not used", () => {
    const messages = Object.create({ blank: () => "inherited" }) as Record<string, never>;
    expect(violationMessage({ code: "blank" }, { messages })).toBe("must not be blank");
  });

  test("an override gets the same cleaned attributes as the English template", () => {
    const seen: unknown[] = [];
    violationMessage(
      { code: "too_long", constraintAttributes: { maxLength: "", minLength: "2" } },
      {
        messages: {
          too_long: (a) => {
            seen.push(a);
            return "";
          },
        },
      },
    );
    expect(seen).toStrictEqual([{}]);
  });
});
test("every code, built with random attributes of its own, gets a sentence without 'undefined'", () => {
  const value = fc.oneof(fc.nat({ max: 10_000 }), fc.stringMatching(/^[A-Za-z0-9]{0,6}$/));
  fc.assert(
    fc.property(
      fc.constantFrom(...VIOLATION_CODES),
      fc.array(value, { maxLength: 3 }),
      (code: ViolationCode, values) => {
        const names = (CODE_ATTRIBUTES as Record<string, readonly string[]>)[code] ?? [];
        const attributes: Record<string, string> = {};
        names.forEach((name, i) => {
          if (values[i] !== undefined) attributes[name] = String(values[i]);
        });
        const sentence = violationMessage({ code, constraintAttributes: attributes });
        expect(sentence).not.toContain("undefined");
        expect(sentence.length).toBeGreaterThan(0);
      },
    ),
  );
});
test("CONSTRAINT_ATTRIBUTES each appear in some template, so no attribute is unused", () => {
  const used = new Set<string>();
  for (const code of codesWithAttributes) for (const name of CODE_ATTRIBUTES[code]) used.add(name);
  expect([...used].sort()).toStrictEqual([...CONSTRAINT_ATTRIBUTES].sort());
});
