import fc from "fast-check";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, test } from "vitest";
import type { MessageWriter } from "../../../../src/internal/icu/format-message.js";
import { formatMessage } from "../../../../src/internal/icu/format-message.js";
import type { MessagePart } from "../../../../src/internal/icu/parse-message.js";
import { MAX_MESSAGE_DEPTH, parseMessage } from "../../../../src/internal/icu/parse-message.js";

const englishRules = new Intl.PluralRules("en");

/** English as the oracle sees it: values as they are, plural categories from Intl.PluralRules. */
const english: MessageWriter = {
  value: (value) => value,
  plural: (value) => ({ category: englishRules.select(Number(value)), number: value }),
};

/** A writer that shows what it was asked, and counts its calls. */
function recording(): MessageWriter & { readonly calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    value: (value, type, style, name) => {
      calls.push(`value ${name}`);
      return `[${name}|${type}|${style}|${value}]`;
    },
    plural: (value) => {
      calls.push(`plural ${value}`);
      return { category: value === "1" || value === "01" ? "one" : "other", number: `<${value}>` };
    },
  };
}

function parse(pattern: string): readonly MessagePart[] {
  const parsed = parseMessage(pattern);
  if (!parsed.ok) throw new Error(`${pattern}: ${parsed.error.message} at ${parsed.error.position}`);
  return parsed.value;
}

function format(pattern: string, args: { readonly [name: string]: string | undefined }, writer = english): string {
  return formatMessage(parse(pattern), args, writer);
}

describe("text and placeholders", () => {
  test("literal parts are written as they are", () => {
    expect(formatMessage(["a", "b c"], {}, english)).toBe("ab c");
    expect(format("it''s '{x}'", {})).toBe("it's {x}");
  });

  test("a placeholder is written by the writer, with its type, style and name", () => {
    const writer = recording();
    expect(format("{a} {b, number} {c, list, or}", { a: "1", b: "2", c: "3" }, writer)).toBe(
      "[a|undefined|undefined|1] [b|number|undefined|2] [c|list|or|3]",
    );
  });

  test("a missing value is written as the empty string, without asking the writer", () => {
    const writer = recording();
    expect(format("<{a}|{b, number}>", {}, writer)).toBe("<|>");
    expect(format("<{a}>", { a: undefined }, writer)).toBe("<>");
    expect(writer.calls).toStrictEqual([]);
  });

  test("an empty value is a value", () => {
    const writer = recording();
    expect(format("{a}", { a: "" }, writer)).toBe("[a|undefined|undefined|]");
  });

  test("only the arguments' own properties are read", () => {
    const inherited: { readonly [name: string]: string | undefined } = Object.create({ x: "inherited" });
    expect(format("<{x}{constructor}{toString}{__proto__}>", inherited)).toBe("<>");
    expect(format("{s, select, other {o}}{n, plural, other {#}}", { s: undefined, n: undefined })).toBe("o");
  });
});

describe("plural", () => {
  const files = "{n, plural, =0 {no files} one {# file} other {# files}}";

  test("=0 wins over the category, which wins over other", () => {
    expect(format(files, { n: "0" })).toBe("no files");
    expect(format(files, { n: "1" })).toBe("1 file");
    expect(format(files, { n: "2" })).toBe("2 files");
  });

  test("=N wins wherever it is written", () => {
    expect(format("{n, plural, one {one} =1 {exactly one} other {many}}", { n: "1" })).toBe("exactly one");
  });

  test("=N matches the value written as that decimal integer only", () => {
    const pattern = "{n, plural, =1 {exactly} one {one} other {other}}";
    const writer = recording();
    expect(format(pattern, { n: "01" }, writer)).toBe("one");
    expect(format(pattern, { n: "1.0" })).toBe("one");
    expect(format(pattern, { n: "+1" })).toBe("one");
    expect(format("{n, plural, =007 {seven} other {other}}", { n: "7" })).toBe("seven");
  });

  test("a category with no option takes other", () => {
    expect(format("{n, plural, few {few} other {# other}}", { n: "1" })).toBe("1 other");
  });

  test("# is the number as the writer writes it", () => {
    expect(format("{n, plural, one {# item} other {# items}}", { n: "1" }, recording())).toBe("<1> item");
  });

  test("a missing value takes other, # is empty, and the writer is not asked", () => {
    const writer = recording();
    expect(format("{n, plural, =0 {zero} one {one} other {other [#]}}", {}, writer)).toBe("other []");
    expect(writer.calls).toStrictEqual([]);
  });

  test("a category naming a property of Object.prototype takes other", () => {
    const writer: MessageWriter = { ...english, plural: (value) => ({ category: "constructor", number: value }) };
    expect(format("{n, plural, one {one} other {other #}}", { n: "1" }, writer)).toBe("other 1");
  });
});

describe("select", () => {
  const role = "{role, select, admin {an admin} undefined {undefined} other {someone}}";

  test("the option keyed by the value, else other", () => {
    expect(format(role, { role: "admin" })).toBe("an admin");
    expect(format(role, { role: "guest" })).toBe("someone");
    expect(format(role, { role: "" })).toBe("someone");
  });

  test("a missing value takes other, even with a key 'undefined'", () => {
    expect(format(role, {})).toBe("someone");
    expect(format(role, { role: "undefined" })).toBe("undefined");
  });

  test("a value naming a property of Object.prototype takes other", () => {
    for (const value of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(format(role, { role: value })).toBe("someone");
    }
  });
});

describe("# in nested arguments", () => {
  test("# in a select inside a plural is the plural's number", () => {
    const pattern = "{n, plural, one {{g, select, f {# f} other {# o}}} other {#: {g, select, other {[#]}}}}";
    expect(format(pattern, { n: "1", g: "f" })).toBe("1 f");
    expect(format(pattern, { n: "1", g: "m" })).toBe("1 o");
    expect(format(pattern, { n: "3" })).toBe("3: [3]");
  });

  test("# in a plural inside a plural is the inner plural's; after it, the outer's again", () => {
    const pattern = "{n, plural, other {# [{m, plural, other {#}}] #}}";
    expect(format(pattern, { n: "2", m: "5" })).toBe("2 [5] 2");
    expect(format(pattern, { n: "2" })).toBe("2 [] 2");
  });

  test("a pound part outside any plural (built by hand) writes nothing", () => {
    expect(formatMessage(["a", { kind: "pound" }, "b"], {}, english)).toBe("ab");
  });
});

describe("parts built by hand", () => {
  test("a plural or select without other and no matching option writes nothing", () => {
    const parts: readonly MessagePart[] = [
      "<",
      { kind: "plural", name: "n", options: { one: ["one"] } },
      { kind: "select", name: "s", options: { a: ["a"] } },
      ">",
    ];
    expect(formatMessage(parts, { n: "2", s: "b" }, english)).toBe("<>");
    expect(formatMessage(parts, { n: "1", s: "a" }, english)).toBe("<onea>");
  });

  /** `depth` selects, each in the `other` of the one before, around ["x"]. */
  function nested(depth: number): readonly MessagePart[] {
    let parts: readonly MessagePart[] = ["x"];
    for (let level = 0; level < depth; level++) parts = [{ kind: "select", name: "s", options: { other: parts } }];
    return parts;
  }

  test(`the nesting parseMessage allows (${MAX_MESSAGE_DEPTH}) is written; deeper is not, so recursion is bounded`, () => {
    expect(formatMessage(nested(MAX_MESSAGE_DEPTH), {}, english)).toBe("x");
    expect(formatMessage(nested(MAX_MESSAGE_DEPTH + 1), {}, english)).toBe("");
    expect(formatMessage(nested(10_000), {}, english)).toBe("");
  });

  test("a cycle is not followed past the bound", () => {
    const options: { [key: string]: readonly MessagePart[] } = {};
    const cycle: readonly MessagePart[] = ["a", { kind: "select", name: "s", options }];
    options["other"] = cycle;
    expect(formatMessage(cycle, {}, english)).toBe("a".repeat(MAX_MESSAGE_DEPTH + 1));
  });
});

test("what the writer throws goes through to the caller", () => {
  const failing: MessageWriter = {
    value: () => {
      throw new RangeError("bad value");
    },
    plural: () => {
      throw new RangeError("bad count");
    },
  };
  expect(() => format("{x}", { x: "1" }, failing)).toThrow("bad value");
  expect(() => format("{n, plural, other {#}}", { n: "1" }, failing)).toThrow("bad count");
});

describe("laws", () => {
  test("a pattern without {, } or ' formats to itself", () => {
    // Any code point, lone surrogates included (fc.string's "binary" unit takes seconds to set up).
    const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code));
    const plainText = fc.string({ unit: codePoint }).filter((text) => !/[{}']/.test(text));
    fc.assert(
      fc.property(plainText, (text) => {
        expect(format(text, {})).toBe(text);
      }),
    );
  });

  // The oracle: FormatJS's intl-messageformat, with Intl's English plural rules and numbers. Left
  // out where the two differ on purpose: # and '# in a select inside a plural (the plural's number
  // here, literal in ICU), numbers of 1,000 and more (written with a separator by the oracle, as
  // the writer says here), missing values (refused by the oracle), and < > (tags in FormatJS).
  type Context = "top" | "plural" | "select" | "selectInPlural";

  /** Literal text, with apostrophes in every form: '' and a lone one, and quoted braces or #. */
  function text(context: Context): fc.Arbitrary<string> {
    const forms = ["a", "b", "Files", " ", "x y", ", ", "''", "'s", "'{x}' ", "'}' ", "'{' ", "'{a''b}' "];
    if (context === "plural") forms.push("'#' ");
    return fc.constantFrom(...forms);
  }

  function message(context: Context, depth: number): fc.Arbitrary<string> {
    const pieces: fc.Arbitrary<string>[] = [text(context), fc.constantFrom("{x}", "{ y }", "{x}{y}")];
    if (context === "plural") pieces.push(fc.constant("#"));
    if (depth < 3) pieces.push(plural(depth + 1), select(context, depth + 1));
    return fc.array(fc.oneof(...pieces), { maxLength: 4 }).map((parts) => parts.join(""));
  }

  function plural(depth: number): fc.Arbitrary<string> {
    const option = message("plural", depth);
    return fc
      .record({
        name: fc.constantFrom("n", "m"),
        zero: fc.option(option, { nil: undefined }),
        one: fc.option(option, { nil: undefined }),
        other: option,
        space: fc.constantFrom("", " "),
      })
      .map(({ name, zero, one, other, space }) => {
        const options = [
          zero === undefined ? "" : `=0 {${zero}} `,
          one === undefined ? "" : `one${space}{${one}}${space}`,
          `other {${other}}`,
        ];
        return `{${space}${name}${space},${space}plural,${space}${options.join("")}${space}}`;
      });
  }

  function select(context: Context, depth: number): fc.Arbitrary<string> {
    const option = message(context === "plural" || context === "selectInPlural" ? "selectInPlural" : "select", depth);
    return fc
      .record({ a: option, b: fc.option(option, { nil: undefined }), other: option })
      .map(({ a, b, other }) => `{s, select, a {${a}} ${b === undefined ? "" : `b {${b}} `}other {${other}}}`);
  }

  const count = fc.oneof(fc.integer({ min: 0, max: 999 }), fc.constantFrom(0.5, 1.5, 2.25));
  const values = fc.record({
    n: count,
    m: count,
    s: fc.constantFrom("a", "b", "c", "other"),
    x: fc.constantFrom("", "X", "two words"),
    y: fc.constantFrom("Y", "1"),
  });

  test("generated patterns of text, {x}, plural (=0, one, other, #) and select format as intl-messageformat does", () => {
    fc.assert(
      fc.property(message("top", 0), values, (pattern, { n, m, s, x, y }) => {
        const ours = format(pattern, { n: String(n), m: String(m), s, x, y });
        expect(ours).toBe(new IntlMessageFormat(pattern, "en").format({ n, m, s, x, y }));
      }),
      { numRuns: 500 },
    );
  });

  test("the oracle agrees on the hand-written cases", () => {
    const cases: [string, Record<string, string | number>][] = [
      ["{n, plural, =0 {no files} one {# file} other {# files}}", { n: 0 }],
      ["{n, plural, =0 {no files} one {# file} other {# files}}", { n: 1 }],
      ["{n, plural, =0 {no files} one {# file} other {# files}}", { n: 7 }],
      ["it's '{x}' '' '{a''b}' {x} '#' {n, plural, other {'#' #}}", { n: 3, x: "X" }],
      ["{s, select, a {A {x}} other {O}}", { s: "a", x: "X" }],
      ["{ n , plural , one {x} other{y} }", { n: 1 }],
    ];
    for (const [pattern, args] of cases) {
      const strings = Object.fromEntries(Object.entries(args).map(([name, value]) => [name, String(value)]));
      expect(format(pattern, strings)).toBe(new IntlMessageFormat(pattern, "en").format(args));
    }
  });
});
