import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type {
  MessageParse,
  MessagePart,
  MessagePlural,
  MessageSelect,
} from "../../../../src/internal/icu/parse-message.js";
import { MAX_MESSAGE_DEPTH, parseMessage } from "../../../../src/internal/icu/parse-message.js";

/** The parts of a pattern that must parse, options as plain objects (they have no prototype) to compare them. */
function parts(pattern: string): readonly MessagePart[] {
  const parsed = parseMessage(pattern);
  if (!parsed.ok) throw new Error(`${pattern}: ${parsed.error.message} at ${parsed.error.position}`);
  return plain(parsed.value);
}

function plain(message: readonly MessagePart[]): MessagePart[] {
  return message.map((part) =>
    typeof part === "object" && "options" in part
      ? {
          ...part,
          options: Object.fromEntries(Object.entries(part.options).map(([key, option]) => [key, plain(option)])),
        }
      : part,
  );
}

/** The refusal of a pattern that must not parse. */
function refusal(pattern: string): { readonly message: string; readonly position: number } {
  const parsed = parseMessage(pattern);
  if (parsed.ok) throw new Error(`${pattern} parsed`);
  return parsed.error;
}

const POUND = { kind: "pound" };

/** `depth` plural arguments, each in the `other` of the one before, around `inner`. */
function nestedPlurals(depth: number, inner: string): string {
  return "{n, plural, other {".repeat(depth) + inner + "}}".repeat(depth);
}

describe("literal text", () => {
  test("the empty pattern has no parts", () => {
    expect(parts("")).toStrictEqual([]);
  });

  test("text without braces or apostrophes is one part, # and , included", () => {
    expect(parts("Page 3, # 4 = five")).toStrictEqual(["Page 3, # 4 = five"]);
  });

  test("text around arguments is kept, including whitespace", () => {
    expect(parts(" a {x} b ")).toStrictEqual([" a ", { kind: "argument", name: "x" }, " b "]);
  });
});

describe("apostrophes", () => {
  test("'' is one apostrophe", () => {
    expect(parts("it''s")).toStrictEqual(["it's"]);
    expect(parts("''''")).toStrictEqual(["''"]);
  });

  test("an apostrophe not before {, } or an apostrophe is literal", () => {
    expect(parts("it's")).toStrictEqual(["it's"]);
    expect(parts("'a' 'b'")).toStrictEqual(["'a' 'b'"]);
    expect(parts("end'")).toStrictEqual(["end'"]);
    expect(parts("'|'")).toStrictEqual(["'|'"]);
  });

  test("an apostrophe before { or } quotes up to the next single apostrophe", () => {
    expect(parts("'{x}'")).toStrictEqual(["{x}"]);
    expect(parts("a '}' b")).toStrictEqual(["a } b"]);
    expect(parts("'{' {x} '}'")).toStrictEqual(["{ ", { kind: "argument", name: "x" }, " }"]);
    expect(parts("'{a, plural, other {#}}'")).toStrictEqual(["{a, plural, other {#}}"]);
  });

  test("'' inside quoted text is one apostrophe, and the quote goes on", () => {
    expect(parts("'{it''s}' x")).toStrictEqual(["{it's} x"]);
    expect(parts("'{'''")).toStrictEqual(["{'"]);
  });

  test("quoted text with no closing apostrophe runs to the end", () => {
    expect(parts("a '{b} c")).toStrictEqual(["a {b} c"]);
  });

  test("outside a plural, '# is literal", () => {
    expect(parts("'#'")).toStrictEqual(["'#'"]);
    expect(parts("{s, select, other {'#' x}}")).toStrictEqual([
      { kind: "select", name: "s", options: { other: ["'#' x"] } },
    ]);
  });

  test("inside a plural, '# quotes: '#' is a literal #", () => {
    expect(parts("{n, plural, other {'#' is #}}")).toStrictEqual([
      { kind: "plural", name: "n", options: { other: ["# is ", POUND] } },
    ]);
  });

  test("in a select inside a plural, where # is the number, '# quotes too", () => {
    expect(parts("{n, plural, other {{s, select, other {'#' #}}}}")).toStrictEqual([
      {
        kind: "plural",
        name: "n",
        options: { other: [{ kind: "select", name: "s", options: { other: ["# ", POUND] } }] },
      },
    ]);
  });

  test("an apostrophe inside a plural option quotes braces too", () => {
    expect(parts("{n, plural, other {'{#}' '{'#'}'}}")).toStrictEqual([
      { kind: "plural", name: "n", options: { other: ["{#} {", POUND, "}"] } },
    ]);
  });

  test("quoted text in an option that runs to the end leaves the option unclosed", () => {
    expect(refusal("{n, plural, other {'{x}}")).toStrictEqual({ message: "unclosed '{'", position: 18 });
  });
});

describe("placeholders", () => {
  test("{name} is an argument", () => {
    expect(parts("{x}")).toStrictEqual([{ kind: "argument", name: "x" }]);
  });

  test("names are ASCII letters, digits and _, starting with a letter or _", () => {
    expect(parts("{_a1}{Z_9}")).toStrictEqual([
      { kind: "argument", name: "_a1" },
      { kind: "argument", name: "Z_9" },
    ]);
  });

  test("{name, type} for each type", () => {
    for (const type of ["number", "date", "duration", "list", "text"]) {
      expect(parts(`{v, ${type}}`)).toStrictEqual([{ kind: "argument", name: "v", type }]);
    }
  });

  test("{name, type, style} is an argument with its type and style", () => {
    expect(parts("{items, list, or}")).toStrictEqual([{ kind: "argument", name: "items", type: "list", style: "or" }]);
    expect(parts("{n, number, integer_2}")).toStrictEqual([
      { kind: "argument", name: "n", type: "number", style: "integer_2" },
    ]);
  });

  test("whitespace (ICU's Pattern_White_Space) is allowed around names, commas and types", () => {
    const expected = [{ kind: "argument", name: "items", type: "list", style: "and" }];
    expect(parts("{ items , list , and }")).toStrictEqual(expected);
    expect(parts("{\titems\n,\r\nlist,\u2028and\u200e}")).toStrictEqual(expected);
    expect(parts("{items,list,and}")).toStrictEqual(expected);
  });
});

describe("plural", () => {
  test("=N and category keys, # as the number", () => {
    expect(parts("{n, plural, =0 {no files} one {# file} other {# files}}")).toStrictEqual([
      {
        kind: "plural",
        name: "n",
        options: { "=0": ["no files"], one: [POUND, " file"], other: [POUND, " files"] },
      },
    ]);
  });

  test("every CLDR category is a key", () => {
    const parsed = parts("{n, plural, zero {0} one {1} two {2} few {3} many {4} other {5}}");
    expect(parsed[0]).toMatchObject({
      options: { zero: ["0"], one: ["1"], two: ["2"], few: ["3"], many: ["4"], other: ["5"] },
    });
  });

  test("=N is read as a number: leading zeros are dropped", () => {
    expect(parts("{n, plural, =007 {seven} =000 {zero} other {}}")[0]).toMatchObject({
      options: { "=7": ["seven"], "=0": ["zero"] },
    });
  });

  test("no whitespace is needed, and any is allowed, around keys and options", () => {
    const expected = [{ kind: "plural", name: "n", options: { one: ["a"], other: ["b"] } }];
    expect(parts("{n,plural,one{a}other{b}}")).toStrictEqual(expected);
    expect(parts("{ n , plural , one {a}  other\n{b} }")).toStrictEqual(expected);
  });

  test("an empty option is an empty message", () => {
    expect(parts("{n, plural, other {}}")).toStrictEqual([{ kind: "plural", name: "n", options: { other: [] } }]);
  });

  test("# outside a plural is literal", () => {
    expect(parts("#{x}#")).toStrictEqual(["#", { kind: "argument", name: "x" }, "#"]);
  });

  test("# in a select inside a plural's option is the plural's number", () => {
    expect(parts("{n, plural, other {{g, select, f {# f} other {#}}}}")).toStrictEqual([
      {
        kind: "plural",
        name: "n",
        options: {
          other: [{ kind: "select", name: "g", options: { f: [POUND, " f"], other: [POUND] } }],
        },
      },
    ]);
  });

  test("# in a plural inside a select inside a plural is the inner plural's (parsed the same)", () => {
    expect(parts("{s, select, other {{n, plural, other {#}}}}")).toStrictEqual([
      {
        kind: "select",
        name: "s",
        options: { other: [{ kind: "plural", name: "n", options: { other: [POUND] } }] },
      },
    ]);
  });

  test("options are objects without a prototype", () => {
    const parsed = parseMessage("{n, plural, other {x}}");
    const [plural] = parsed.ok ? parsed.value : [];
    expect(Object.getPrototypeOf((plural as MessagePlural).options)).toBeNull();
  });
});

describe("select", () => {
  test("keys are words; other is required", () => {
    expect(parts("{role, select, admin {Admin} user_2 {User} 3 {Three} other {Someone}}")).toStrictEqual([
      {
        kind: "select",
        name: "role",
        options: { admin: ["Admin"], user_2: ["User"], 3: ["Three"], other: ["Someone"] },
      },
    ]);
  });

  test("a key that names a property of Object.prototype is an own key", () => {
    const [select] = parts("{s, select, __proto__ {p} constructor {c} other {o}}");
    const options = (select as MessageSelect).options;
    expect(Object.entries(options)).toStrictEqual([
      ["__proto__", ["p"]],
      ["constructor", ["c"]],
      ["other", ["o"]],
    ]);
  });

  test("options hold placeholders and nested arguments", () => {
    expect(parts("{s, select, a {{x} and {y, list, or}} other {-}}")).toStrictEqual([
      {
        kind: "select",
        name: "s",
        options: {
          a: [{ kind: "argument", name: "x" }, " and ", { kind: "argument", name: "y", type: "list", style: "or" }],
          other: ["-"],
        },
      },
    ]);
  });
});

describe("nesting", () => {
  test(`${MAX_MESSAGE_DEPTH} plural and select arguments nested in one another parse`, () => {
    const pattern = nestedPlurals(MAX_MESSAGE_DEPTH, "#");
    let current: readonly MessagePart[] = parts(pattern);
    for (let level = 0; level < MAX_MESSAGE_DEPTH; level++) {
      expect(current).toHaveLength(1);
      current = (current[0] as MessagePlural).options["other"] ?? [];
    }
    expect(current).toStrictEqual([POUND]);
  });

  test("one more is refused, at its {", () => {
    const pattern = nestedPlurals(MAX_MESSAGE_DEPTH + 1, "");
    expect(refusal(pattern)).toStrictEqual({
      message: "nesting deeper than 8 levels",
      position: "{n, plural, other {".length * MAX_MESSAGE_DEPTH,
    });
    expect(refusal(`{s, select, other {${pattern}}}`).message).toBe("nesting deeper than 8 levels");
  });

  test("placeholders do not count as nesting", () => {
    expect(parts(nestedPlurals(MAX_MESSAGE_DEPTH, "{x, number}"))).toHaveLength(1);
  });
});

describe("refusals, with their positions", () => {
  test.each<[string, string, number]>([
    ["}", "unmatched '}'", 0],
    ["a {x}}", "unmatched '}'", 5],
    ["{", "unclosed '{'", 0],
    ["a {x", "unclosed '{'", 2],
    ["{x,", "unclosed '{'", 0],
    ["{x, number,", "unclosed '{'", 0],
    ["{x, number, or", "unclosed '{'", 0],
    ["{n, plural,", "unclosed '{'", 0],
    ["{n, plural, one", "unclosed '{'", 0],
    ["{n, plural, =", "unclosed '{'", 0],
    ["{n, plural, other {x}", "unclosed '{'", 0],
    ["{n, plural, other {x", "unclosed '{'", 18],
    ["{n, plural, other {{s, select, other {x}", "unclosed '{'", 19],
    ["{}", "expected an argument name", 1],
    ["{ }", "expected an argument name", 2],
    ["{, number}", "expected an argument name", 1],
    ["{1x}", "expected an argument name", 1],
    ["{é}", "expected an argument name", 1],
    ["{a-b}", "expected ',' or '}'", 2],
    ["{a b}", "expected ',' or '}'", 3],
    ["{a,}", "expected an argument type", 3],
    ["{a, }", "expected an argument type", 4],
    ["{a, time}", "unknown argument type 'time'", 4],
    ["{a, selectordinal, other {x}}", "unknown argument type 'selectordinal'", 4],
    ["{a, Number}", "unknown argument type 'Number'", 4],
    ["{a, number x}", "expected ',' or '}'", 11],
    ["{a, number,}", "expected a style name", 11],
    ["{a, number, ::percent}", "expected a style name", 12],
    ["{a, list, or, x}", "expected '}'", 12],
    ["{a, list, or x}", "expected '}'", 13],
    ["{n, plural}", "expected ',' and options", 10],
    ["{n, plural other {x}}", "expected ',' and options", 11],
    ["{n, plural, }", "missing option 'other'", 0],
    ["{n, plural, one {x}}", "missing option 'other'", 0],
    ["a {s, select, a {x}}", "missing option 'other'", 2],
    ["{n, plural, other {x} other {y}}", "duplicate option key 'other'", 22],
    ["{n, plural, =1 {x} =01 {y} other {}}", "duplicate option key '=1'", 19],
    ["{s, select, a {x} a {y} other {}}", "duplicate option key 'a'", 18],
    ["{n, plural, = 1 {x} other {}}", "expected digits after '='", 13],
    ["{n, plural, =-1 {x} other {}}", "expected digits after '='", 13],
    ["{n, plural, one1 {x} other {}}", "unknown plural key 'one1'", 12],
    ["{n, plural, offset:1 other {}}", "unknown plural key 'offset'", 12],
    ["{n, plural, {x} other {}}", "expected an option key", 12],
    ["{s, select, =0 {x} other {}}", "expected an option key", 12],
    ["{s, select, a-b {x} other {}}", "expected '{'", 13],
    ["{s, select, a x {y} other {}}", "expected '{'", 14],
  ])("%j: %s at %i", (pattern, message, position) => {
    expect(refusal(pattern)).toStrictEqual({ message, position });
  });

  test("a pattern of 10,000 characters parses; one of 10,001 is refused at 10,000", () => {
    expect(parts("a".repeat(10_000))).toStrictEqual(["a".repeat(10_000)]);
    expect(refusal("a".repeat(10_001))).toStrictEqual({
      message: "pattern longer than 10000 characters",
      position: 10_000,
    });
  });
});

/** A refusal is a message and a position in the pattern (its length for none past the end). */
function wellFormed(pattern: string, parsed: MessageParse): boolean {
  if (parsed.ok) return Array.isArray(parsed.value);
  const { message, position } = parsed.error;
  return (
    typeof message === "string" &&
    message !== "" &&
    Number.isInteger(position) &&
    position >= 0 &&
    position <= pattern.length
  );
}

const SYNTAX = fc
  .array(
    fc.constantFrom(
      "{",
      "}",
      "'",
      "''",
      ",",
      "#",
      " ",
      "=",
      "=0",
      "n",
      "x",
      "plural",
      "select",
      "number",
      "list",
      "other",
      "one",
      "few",
      "a",
      "é",
      "\u2028",
    ),
    { maxLength: 60 },
  )
  .map((tokens) => tokens.join(""));

describe("laws", () => {
  test("parseMessage never throws, and a refusal's position is in the pattern: any UTF-16 string", () => {
    const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: anyCodeUnit })), (pattern) =>
        wellFormed(pattern, parseMessage(pattern)),
      ),
    );
  });

  test("parseMessage never throws, and a refusal's position is in the pattern: any full-Unicode string", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (pattern) => wellFormed(pattern, parseMessage(pattern))));
  });

  test("parseMessage never throws, and a refusal's position is in the pattern: strings of {}',# and keywords", () => {
    fc.assert(
      fc.property(SYNTAX, (pattern) => wellFormed(pattern, parseMessage(pattern))),
      { numRuns: 2000 },
    );
  });

  test("a pattern without {, } or ' parses to itself as one literal", () => {
    const plainText = fc.string({ unit: "binary", minLength: 1 }).filter((text) => !/[{}']/.test(text));
    fc.assert(
      fc.property(plainText, (text) => {
        expect(parts(text)).toStrictEqual([text]);
      }),
    );
  });

  test("any 10,000-character pattern of nested or unbalanced braces gives a result (parsing is linear)", () => {
    const long = (unit: string): string => unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);
    const patterns = [
      long("{"),
      long("}"),
      long("'{"),
      long("'"),
      long("{a, select, other {"),
      long("{n, plural, other {#"),
      long("{n, plural, other {} "),
      long("{a}"),
      nestedPlurals(MAX_MESSAGE_DEPTH, long("{x}#'{'")).slice(0, 10_000),
      `${"{n, plural, other {".repeat(MAX_MESSAGE_DEPTH)}${"'{".repeat(5000)}`.slice(0, 10_000),
    ];
    for (const pattern of patterns) {
      expect(pattern).toHaveLength(10_000);
      expect(wellFormed(pattern, parseMessage(pattern))).toBe(true);
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom("{", "}", "{a, select, other {", "'{", "#"), { minLength: 1 }), (units) => {
        const pattern = long(units.join(""));
        return wellFormed(pattern, parseMessage(pattern));
      }),
      { numRuns: 50 },
    );
  });
});
