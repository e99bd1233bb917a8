import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ApiError, parseErrorBody } from "../../../src/index.js";
import {
  DEFAULT_FILTER_MAX_DEPTH,
  DEFAULT_FILTER_MAX_LENGTH,
  FILTER_OPERATORS,
  type FilterNode,
  formatFilter,
  parseFilter,
} from "../../../src/list-query/index.js";
import {
  cmp,
  END,
  EXPECT_AFTER_GROUP,
  EXPECT_AFTER_TOP,
  EXPECT_OPERATOR,
  EXPECT_TERM,
  EXPECT_VALUE,
  expectStrictEqualDeep,
  syntaxError,
  tree,
  where,
} from "../../support/filter.js";
import { filterText, tokenSoupArb, treeArb } from "../../support/filter-arbitraries.js";
import {
  expectPrototypesUnchanged,
  fuzz,
  hostileValue,
  prototypesLookClean,
  repeatTo,
  runs,
} from "../../support/fuzz.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("terms", () => {
  test.each(["eq", "ne", "sw", "co", "ew", "lt", "le", "gt", "ge"])("operator %s takes one value", (operator) => {
    expect(tree(`givenName ${operator} "Ann"`)).toStrictEqual(cmp("givenName", operator, "Ann"));
  });

  test("in takes a parenthesised list of values", () => {
    expect(tree('status in ("ACTIVE", "PENDING")')).toStrictEqual({
      kind: "in",
      attribute: "status",
      operator: "in",
      values: ["ACTIVE", "PENDING"],
    });
  });

  test("nin takes a parenthesised list of values", () => {
    expect(tree("age nin (1)")).toStrictEqual({ kind: "in", attribute: "age", operator: "nin", values: [1] });
  });

  test("an in list may mix literal kinds, null included", () => {
    expect(tree('x in ("a", 1, true, false, null)')).toStrictEqual({
      kind: "in",
      attribute: "x",
      operator: "in",
      values: ["a", 1, true, false, null],
    });
  });

  test("an in list needs no spaces around its punctuation, and may have any", () => {
    const expected = { kind: "in", attribute: "x", operator: "in", values: ["a", "b"] };
    expect(tree('x in("a","b")')).toStrictEqual(expected);
    expect(tree('x in ( "a" , "b" )')).toStrictEqual(expected);
  });

  test("pr takes no value", () => {
    expect(tree("email pr")).toStrictEqual({ kind: "present", attribute: "email" });
  });

  test("every operator of FILTER_OPERATORS parses", () => {
    for (const operator of FILTER_OPERATORS) {
      const text =
        operator === "pr" ? "a pr" : operator === "in" || operator === "nin" ? `a ${operator} (1)` : `a ${operator} 1`;
      expect(parseFilter(text).ok).toBe(true);
    }
  });

  test("a word of one to three name characters is an operator exactly when it names one, in any case", () => {
    const starts = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_".split("");
    const chars = [...starts, ..."0123456789-"];
    const words = starts.flatMap((first) =>
      ["", ...chars].flatMap((second) => [`${first}${second}`, `${first}${second}n`]),
    );
    for (const word of words) {
      const lower = word.toLowerCase();
      const isOperator = (FILTER_OPERATORS as readonly string[]).includes(lower);
      const operand = lower === "pr" ? "" : lower === "in" || lower === "nin" ? " (1)" : " 1";
      const result = parseFilter(`a ${word}${isOperator ? operand : " 1"}`);
      expect(result.ok ? "operator" : result.syntax?.expected, word).toBe(isOperator ? "operator" : EXPECT_OPERATOR);
    }
  });

  test("names start with an ASCII letter or _, and go on with those, digits and -", () => {
    for (let code = 0; code < 0x2000; code++) {
      const char = String.fromCharCode(code);
      const start = /[A-Za-z_]/.test(char);
      // `.` joins two names into a path; `:` ends a schema URN (`x:y` is `y` of schema `x`).
      const goesOn = /[\w.:-]/.test(char);
      expect(parseFilter(`${char} pr`).ok, `start ${code}`).toBe(start);
      const result = parseFilter(`x${char}y pr`);
      expect(result.ok && result.value.kind === "present" && result.value.attribute, `char ${code}`).toBe(
        goesOn && `x${char}y`,
      );
    }
  });

  test("attribute paths may be dotted, and names may hold digits, _ and -", () => {
    expect(tree('protocol.type eq "oidc"')).toStrictEqual(cmp("protocol.type", "eq", "oidc"));
    expect(tree("_a-b.c_1.D-2 eq 1")).toStrictEqual(cmp("_a-b.c_1.D-2", "eq", 1));
  });

  test("keywords and operators may serve as attribute names where a name is expected", () => {
    expect(tree("and eq 1")).toStrictEqual(cmp("and", "eq", 1));
    expect(tree("or eq 1 or not eq 2")).toStrictEqual({
      kind: "or",
      operands: [cmp("or", "eq", 1), cmp("not", "eq", 2)],
    });
    expect(tree("eq eq true")).toStrictEqual(cmp("eq", "eq", true));
    expect(tree("pr pr")).toStrictEqual({ kind: "present", attribute: "pr" });
    expect(tree("not in (1)")).toStrictEqual({ kind: "in", attribute: "not", operator: "in", values: [1] });
    expect(tree("null eq null")).toStrictEqual(cmp("null", "eq", null));
  });
});

describe("case", () => {
  test('GIVENNAME EQ "Ann": operators are case-insensitive and the attribute keeps its spelling', () => {
    expect(tree('GIVENNAME EQ "Ann"')).toStrictEqual(cmp("GIVENNAME", "eq", "Ann"));
  });

  test.each(FILTER_OPERATORS.map((o) => [o, o.toUpperCase(), o[0]?.toUpperCase() + o.slice(1)]))(
    "operator %s is read in any case",
    (lower, upper, mixed) => {
      const text = (op: string) =>
        lower === "pr" ? `a ${op}` : lower === "in" || lower === "nin" ? `a ${op} (1)` : `a ${op} 1`;
      expect(tree(text(upper))).toStrictEqual(tree(text(lower)));
      expect(tree(text(mixed))).toStrictEqual(tree(text(lower)));
    },
  );

  test("and, or and not are case-insensitive", () => {
    expect(tree("a pr AND b pr Or NOT (c pr)")).toStrictEqual(tree("a pr and b pr or not (c pr)"));
  });

  test("true, false and null are case-insensitive", () => {
    expect(tree("a eq TRUE")).toStrictEqual(cmp("a", "eq", true));
    expect(tree("a eq False")).toStrictEqual(cmp("a", "eq", false));
    expect(tree("a eq NULL")).toStrictEqual(cmp("a", "eq", null));
  });

  test("string values keep their case", () => {
    expect(tree('a eq "MiXeD"')).toStrictEqual(cmp("a", "eq", "MiXeD"));
  });
});

describe("and, or, not and grouping", () => {
  const a = cmp("a", "eq", 1);
  const b = cmp("b", "eq", 2);
  const c = cmp("c", "eq", 3);

  test("a eq 1 or b eq 2 and c eq 3: and binds tighter than or", () => {
    expect(tree("a eq 1 or b eq 2 and c eq 3")).toStrictEqual({
      kind: "or",
      operands: [a, { kind: "and", operands: [b, c] }],
    });
  });

  test("a eq 1 and b eq 2 or c eq 3 groups the and first", () => {
    expect(tree("a eq 1 and b eq 2 or c eq 3")).toStrictEqual({
      kind: "or",
      operands: [{ kind: "and", operands: [a, b] }, c],
    });
  });

  test("parentheses override precedence", () => {
    expect(tree("(a eq 1 or b eq 2) and c eq 3")).toStrictEqual({
      kind: "and",
      operands: [{ kind: "or", operands: [a, b] }, c],
    });
  });

  test("a chain of one operator without parentheses is one n-ary node", () => {
    expect(tree("a eq 1 and b eq 2 and c eq 3")).toStrictEqual({ kind: "and", operands: [a, b, c] });
    expect(tree("a eq 1 or b eq 2 or c eq 3")).toStrictEqual({ kind: "or", operands: [a, b, c] });
  });

  test("a parenthesised group stays its own node, even of the same kind", () => {
    expect(tree("(a eq 1 and b eq 2) and c eq 3")).toStrictEqual({
      kind: "and",
      operands: [{ kind: "and", operands: [a, b] }, c],
    });
    expect(tree("a eq 1 or (b eq 2 or c eq 3)")).toStrictEqual({
      kind: "or",
      operands: [a, { kind: "or", operands: [b, c] }],
    });
  });

  test("a parenthesised term, however deep, is the term", () => {
    expect(tree("(a eq 1)")).toStrictEqual(a);
    expect(tree("(((a eq 1)))")).toStrictEqual(a);
  });

  test("not ( ... ) negates its group", () => {
    expect(tree("not (a eq 1)")).toStrictEqual({ kind: "not", operand: a });
    expect(tree("not (a eq 1 or b eq 2) and c eq 3")).toStrictEqual({
      kind: "and",
      operands: [{ kind: "not", operand: { kind: "or", operands: [a, b] } }, c],
    });
    expect(tree("NOT(a eq 1)")).toStrictEqual({ kind: "not", operand: a });
  });

  test("not nests", () => {
    expect(tree("not (not (a eq 1))")).toStrictEqual({ kind: "not", operand: { kind: "not", operand: a } });
  });

  test("whitespace is space, tab, line feed or carriage return, anywhere between tokens", () => {
    expect(tree(" \t\r\n a\teq\n1\r\nand\tb eq 2 \n")).toStrictEqual({ kind: "and", operands: [a, b] });
  });
});

describe("values", () => {
  test.each([
    ['"plain"', "plain"],
    ['""', ""],
    ['"\\" \\\\ \\/ \\b \\f \\n \\r \\t"', '" \\ / \b \f \n \r \t'],
    ['"\\u0041\\u00e9\\u00E9"', "Aéé"],
    ['"\\ud83d\\ude00"', "😀"],
    ['"\\ud800"', "\ud800"],
    ['"a\\nb\\tc"', "a\nb\tc"],
    ['"ünïcødé 😀"', "ünïcødé 😀"],
    ['"with ( ) , and or"', "with ( ) , and or"],
  ])("the JSON string %s reads as its text", (literal, value) => {
    expect(tree(`a eq ${literal}`)).toStrictEqual(cmp("a", "eq", value));
  });

  test("strings read exactly as JSON.parse reads them", () => {
    for (const literal of ['"a\\u0000b"', '"\\u20ac\\u20AC"', '"x\\/y"']) {
      expect(tree(`a eq ${literal}`)).toStrictEqual(cmp("a", "eq", JSON.parse(literal)));
    }
  });

  test.each([
    ["0", 0],
    ["-0", -0],
    ["7", 7],
    ["-12", -12],
    ["1.5", 1.5],
    ["-0.25", -0.25],
    ["1e3", 1000],
    ["1E+2", 100],
    ["2.5e-3", 0.0025],
    ["123456789012345678901234567890", 1.2345678901234568e29],
  ])("the JSON number %s reads as %d", (literal, value) => {
    expect(tree(`a eq ${literal}`)).toStrictEqual(cmp("a", "eq", value));
  });

  test("-0 stays -0", () => {
    const node = tree("a eq -0");
    expect(node.kind === "compare" && Object.is(node.value, -0)).toBe(true);
  });

  test("true, false and null are literals", () => {
    expect(tree("a eq true")).toStrictEqual(cmp("a", "eq", true));
    expect(tree("a ne false")).toStrictEqual(cmp("a", "ne", false));
    expect(tree("a eq null")).toStrictEqual(cmp("a", "eq", null));
  });

  test("a number may be followed directly by ) or ,", () => {
    expect(tree("(a eq 1)")).toStrictEqual(cmp("a", "eq", 1));
    expect(tree("a in (1,2)")).toStrictEqual({ kind: "in", attribute: "a", operator: "in", values: [1, 2] });
  });
});

describe("syntax errors: position, expected, found", () => {
  test.each<[string, number, string, string]>([
    ["", 0, EXPECT_TERM, END],
    ["   ", 3, EXPECT_TERM, END],
    ["givenName", 9, EXPECT_OPERATOR, END],
    ["givenName zz 1", 10, EXPECT_OPERATOR, "zz"],
    ['givenName "Ann"', 10, EXPECT_OPERATOR, '"Ann"'],
    ["givenName eq", 12, EXPECT_VALUE, END],
    ["givenName eq Ann", 13, EXPECT_VALUE, "Ann"],
    ["givenName eq (1)", 13, EXPECT_VALUE, "("],
    ["a eq 1 and", 10, EXPECT_TERM, END],
    ["a eq 1 or or", 12, EXPECT_OPERATOR, END],
    ["a eq 1 xor b eq 2", 7, EXPECT_AFTER_TOP, "xor"],
    ["a eq 1 b eq 2", 7, EXPECT_AFTER_TOP, "b"],
    ["a pr 1", 5, EXPECT_AFTER_TOP, "1"],
    ["a eq 1)", 6, EXPECT_AFTER_TOP, ")"],
    ["(a eq 1", 7, EXPECT_AFTER_GROUP, END],
    ["(a eq 1 b", 8, EXPECT_AFTER_GROUP, "b"],
    ["()", 1, EXPECT_TERM, ")"],
    [") a eq 1", 0, EXPECT_TERM, ")"],
    ["not", 3, "not_group_or_operator", END],
    ["not a eq 1", 4, "not_group_or_operator", "a"],
    ["not (", 5, EXPECT_TERM, END],
    ["not ()", 5, EXPECT_TERM, ")"],
    ["not (a pr", 9, EXPECT_AFTER_GROUP, END],
    ["a in 1", 5, "open_parenthesis", "1"],
    ["a in ()", 6, EXPECT_VALUE, ")"],
    ['a in ("x",)', 10, EXPECT_VALUE, ")"],
    ['a in ("x" "y")', 10, "comma_or_close_parenthesis", '"y"'],
    ['a in ("x"', 9, "comma_or_close_parenthesis", END],
    ["a in (", 6, EXPECT_VALUE, END],
    ["a eq 1 # comment", 7, EXPECT_AFTER_TOP, "#"],
    ["a eq 'x'", 5, EXPECT_VALUE, "'"],
    ["a eq 😀", 5, EXPECT_VALUE, "😀"],
    ["a eq 1 \u0000", 7, EXPECT_AFTER_TOP, "U+0000"],
    ["a eq 1 \u007f", 7, EXPECT_AFTER_TOP, "U+007F"],
    ["a eq 1 \u00a0", 7, EXPECT_AFTER_TOP, "\u00a0"],
    ["a\u000beq 1", 1, EXPECT_OPERATOR, "U+000B"],
    ["a eq 1 \ud800", 7, EXPECT_AFTER_TOP, "U+D800"],
    ["a eq 1 \u202e", 7, EXPECT_AFTER_TOP, "U+202E"],
    ["a eq 1 \u2069x", 7, EXPECT_AFTER_TOP, "U+2069"],
    ['a eq "x" "\u2069\u202eDROP"', 9, EXPECT_AFTER_TOP, '"\\u2069\\u202eDROP"'],
    ["1 eq 1", 0, EXPECT_TERM, "1"],
    ['"a" eq 1', 0, EXPECT_TERM, '"a"'],
    ["a, eq 1", 1, EXPECT_OPERATOR, ","],
  ])("%j fails at %d, expecting %s, finding %j", (text, position, expected, found) => {
    expect(where(text)).toStrictEqual([position, expected, found]);
  });

  test.each<[string, number, string, string]>([
    ["a. eq 1", 2, "attribute_name", " "],
    ["a.", 2, "attribute_name", END],
    ["a..b eq 1", 2, "attribute_name", "."],
    ["a.1 eq 1", 2, "attribute_name", "1"],
    [".a eq 1", 0, EXPECT_TERM, "."],
  ])("path %j fails at %d", (text, position, expected, found) => {
    expect(where(text)).toStrictEqual([position, expected, found]);
  });

  test.each<[string, number, string, string]>([
    ['a eq "\\x"', 7, "escape", "x"],
    ['a eq "ok\\\'"', 9, "escape", "'"],
    ['a eq "\\u12g4"', 10, "hex_digit", "g"],
    ['a eq "\\u"', 8, "hex_digit", '"'],
    ['a eq "\\u00', 10, "hex_digit", END],
    ['a eq "\\', 7, "escape", END],
    ['a eq "abc', 9, "string_end", END],
    ['a eq "a\nb"', 7, "string_character", "U+000A"],
    ['a eq "a\tb"', 7, "string_character", "U+0009"],
  ])("string %j fails at %d", (text, position, expected, found) => {
    expect(where(text)).toStrictEqual([position, expected, found]);
  });

  test.each<[string, number, string, string]>([
    ["a eq 01", 6, "number_end", "1"],
    ["a eq 1.", 7, "digit", END],
    ["a eq 1.x", 7, "digit", "x"],
    ["a eq -", 6, "digit", END],
    ["a eq -a", 6, "digit", "a"],
    ["a eq 1e", 7, "digit", END],
    ["a eq 1e+", 8, "digit", END],
    ["a eq 1E-x", 8, "digit", "x"],
    ["a eq .5", 5, EXPECT_VALUE, "."],
    ["a eq +1", 5, EXPECT_VALUE, "+"],
    ["a eq 1.2.3", 8, "number_end", "."],
    ["a eq 1abc", 6, "number_end", "a"],
    ["a eq 1-2", 6, "number_end", "-"],
    ["a eq 1e5+", 8, "number_end", "+"],
    ["a eq 1e999", 5, "finite_number", "1e999"],
    ["a eq -1e999", 5, "finite_number", "-1e999"],
  ])("number %j fails at %d", (text, position, expected, found) => {
    expect(where(text)).toStrictEqual([position, expected, found]);
  });

  test("found and the message escape a token's control and format characters, as quoteClientText does", () => {
    const error = syntaxError(`a eq "x" "\u2069\u202e${"y".repeat(40)}"`);
    expect(error.found).toBe(`"\\u2069\\u202e${"y".repeat(29)}...`);
    expect(error.message).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  test("found shows at most 32 characters of a long token", () => {
    const long = "x".repeat(100);
    expect(where(`a eq 1 ${long}`)).toStrictEqual([7, EXPECT_AFTER_TOP, `${"x".repeat(32)}...`]);
  });

  test("found never cuts a surrogate pair in two", () => {
    const literal = `"${"x".repeat(30)}😀😀"`; // the emoji's high surrogate is the 32nd unit
    expect(syntaxError(`a ${literal}`).found).toBe(`"${"x".repeat(30)}...`);
  });

  test("a number too long to show is cut in found too", () => {
    const digits = "9".repeat(400);
    expect(where(`a eq ${digits}`)).toStrictEqual([5, "finite_number", `${"9".repeat(32)}...`]);
  });

  test("the message names the position counted from 1, what was expected and what was found, in English", () => {
    expect(syntaxError("a eq 1 b").message).toBe(
      'The filter is malformed at position 8: expected "and", "or" or the end of the filter, found "b".',
    );
    expect(syntaxError("a eq").message).toBe(
      "The filter is malformed at position 5: expected a value (a JSON string or number, true, false or null), found the end of the filter.",
    );
  });

  test("the column counts characters from 1: a character outside the BMP is one, as people count it", () => {
    expect(syntaxError("a eq 1 b")).toMatchObject({ position: 7, column: 8 });
    expect(syntaxError('a eq "😀😀" b')).toMatchObject({ position: 12, column: 11 });
    expect(syntaxError("")).toStrictEqual({
      position: 0,
      column: 1,
      expected: "term",
      message:
        'The filter is malformed at position 1: expected an attribute name, "not" or "(", found the end of the filter.',
    });
  });

  test("the first problem from the left is reported", () => {
    expect(where('a eq "\\x" and b zz 1')[0]).toBe(7);
    expect(where("a zz 1 and b eq 01")[0]).toBe(2);
  });
});

describe("error bodies", () => {
  test("a syntax error is a base_error invalid_request with details { parameter, position, expected, found }", () => {
    const result = parseFilter("a eq 1 b");
    expect(result.ok).toBe(false);
    if (result.ok || result.syntax === undefined) return;
    const { ticket, ...rest } = result.error;
    expect(ticket).toMatch(UUID);
    expect(rest).toStrictEqual({
      type: "base_error",
      code: "invalid_request",
      message: result.syntax.message,
      details: { parameter: "query", position: 7, column: 8, expected: EXPECT_AFTER_TOP, found: "b" },
    });
    expect(result.violation).toBeUndefined();
  });

  test(`a filter longer than the default ${DEFAULT_FILTER_MAX_LENGTH} is too_long with maxLength under query`, () => {
    const text = `a eq "${"x".repeat(DEFAULT_FILTER_MAX_LENGTH - 7)}"`;
    expect(text.length).toBe(DEFAULT_FILTER_MAX_LENGTH);
    expect(parseFilter(text).ok).toBe(true);
    const result = parseFilter(`${text} `);
    expect(result.ok).toBe(false);
    if (result.ok || result.violation === undefined) return;
    expect(result.violation).toStrictEqual({ code: "too_long", constraintAttributes: { maxLength: "2000" } });
    const { ticket, ...rest } = result.error;
    expect(ticket).toMatch(UUID);
    expect(rest).toStrictEqual({
      type: "constraint_violations_error",
      code: "request_constraint_violations",
      message: "The request has constraint violations.",
      violations: { query: [{ code: "too_long", constraintAttributes: { maxLength: "2000" } }] },
    });
    expect(result.syntax).toBeUndefined();
  });

  test("maxLength is configurable and checked before the syntax", () => {
    expect(parseFilter("a pr", { maxLength: 4 }).ok).toBe(true);
    const result = parseFilter("a pr)", { maxLength: 4 });
    expect(!result.ok && result.violation).toStrictEqual({
      code: "too_long",
      constraintAttributes: { maxLength: "4" },
    });
  });

  test("maxLength counts code points: a character above U+FFFF is one, as JSON Schema counts it", () => {
    // 1,991 astral characters: 3,982 UTF-16 code units, 2,000 code points.
    const text = `a eq "${"😀".repeat(DEFAULT_FILTER_MAX_LENGTH - 9)}"`;
    expect(text.length).toBe(2 * (DEFAULT_FILTER_MAX_LENGTH - 9) + 7);
    expect([...text].length).toBe(DEFAULT_FILTER_MAX_LENGTH - 2);
    expect(parseFilter(text).ok).toBe(true);
    expect(parseFilter(`${text}  `).ok).toBe(true);
    expect(parseFilter(`${text}   `)).toMatchObject({ ok: false, violation: { code: "too_long" } });
    // A lone surrogate is one code point too; a pair is one.
    expect(parseFilter("a pr \ud800", { maxLength: 6 })).toMatchObject({ ok: false, syntax: { position: 5 } });
    expect(parseFilter("a pr \ud800\ud800", { maxLength: 6 })).toMatchObject({ violation: { code: "too_long" } });
    expect(parseFilter("a pr 😀", { maxLength: 6 })).toMatchObject({ ok: false, syntax: { position: 5 } });
    // Over twice the limit in code units is over the limit in code points, whatever the text.
    expect(parseFilter("😀".repeat(3), { maxLength: 2 })).toMatchObject({ violation: { code: "too_long" } });
    expect(parseFilter("😀".repeat(2), { maxLength: 2 })).toMatchObject({ ok: false, syntax: { position: 0 } });
  });

  test(`nesting deeper than the default ${DEFAULT_FILTER_MAX_DEPTH} is max_nesting_depth_exceeded with maxNestingDepth`, () => {
    const nested = (depth: number) => `${"(".repeat(depth)}a pr${")".repeat(depth)}`;
    expect(parseFilter(nested(DEFAULT_FILTER_MAX_DEPTH)).ok).toBe(true);
    const result = parseFilter(nested(DEFAULT_FILTER_MAX_DEPTH + 1));
    expect(result.ok).toBe(false);
    if (result.ok || result.violation === undefined) return;
    expect(result.violation).toStrictEqual({
      code: "max_nesting_depth_exceeded",
      constraintAttributes: { maxNestingDepth: "32" },
    });
    const { ticket, ...rest } = result.error;
    expect(ticket).toMatch(UUID);
    expect(rest).toStrictEqual({
      type: "constraint_violations_error",
      code: "request_constraint_violations",
      message: "The request has constraint violations.",
      violations: { query: [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "32" } }] },
    });
  });

  test("not ( counts as one level of nesting; the parentheses of an in list do not count", () => {
    expect(parseFilter("not (not (a pr))", { maxDepth: 2 }).ok).toBe(true);
    expect(parseFilter("not (not (a pr))", { maxDepth: 1 }).ok).toBe(false);
    expect(parseFilter("(not (a in (1)))", { maxDepth: 2 }).ok).toBe(true);
    expect(parseFilter("a in (1)", { maxDepth: 0 }).ok).toBe(true);
  });

  test("depth counts nesting, not the number of groups side by side", () => {
    expect(parseFilter("(a pr) and (b pr) or (not (c pr))", { maxDepth: 1 }).ok).toBe(false);
    expect(parseFilter("(a pr) and (b pr) or not (c pr)", { maxDepth: 1 }).ok).toBe(true);
  });

  test("maxDepth 0 allows no group at all", () => {
    const result = parseFilter("(a pr)", { maxDepth: 0 });
    expect(!result.ok && result.violation).toStrictEqual({
      code: "max_nesting_depth_exceeded",
      constraintAttributes: { maxNestingDepth: "0" },
    });
  });

  test("a depth problem before a syntax error is reported, as the first problem from the left", () => {
    const result = parseFilter("((a pr)) zz", { maxDepth: 1 });
    expect(!result.ok && result.violation?.code).toBe("max_nesting_depth_exceeded");
    expect(where("(a pr)) zz")[0]).toBe(6);
  });

  test("Infinity lifts either limit", () => {
    expect(parseFilter(`${"(".repeat(100)}a pr${")".repeat(100)}`, { maxDepth: Number.POSITIVE_INFINITY }).ok).toBe(
      true,
    );
    expect(parseFilter(`a eq "${"x".repeat(5000)}"`, { maxLength: Number.POSITIVE_INFINITY }).ok).toBe(true);
  });

  test.each([
    [{ maxLength: -1 }],
    [{ maxLength: 1.5 }],
    [{ maxLength: Number.NaN }],
    [{ maxDepth: -1 }],
    [{ maxDepth: Number.NEGATIVE_INFINITY }],
  ])("an invalid option %j is a RangeError (a programming mistake, not input)", (options) => {
    expect(() => parseFilter("a pr", options)).toThrow(RangeError);
  });

  test("both kinds of failure body become a 400 ApiError without naming a status", () => {
    for (const result of [
      parseFilter("a eq"),
      parseFilter("a pr", { maxLength: 1 }),
      parseFilter("(a pr)", { maxDepth: 0 }),
    ]) {
      expect(!result.ok && new ApiError(result.error).status).toBe(400);
    }
  });

  test("every failure carries a fresh ticket", () => {
    const one = parseFilter("a");
    const two = parseFilter("a");
    expect(!one.ok && !two.ok && one.error.ticket !== two.error.ticket).toBe(true);
  });
});

describe("results", () => {
  test("the success side is exactly { ok: true, value }", () => {
    const result = parseFilter("a pr");
    expect(result).toStrictEqual({ ok: true, value: { kind: "present", attribute: "a" } satisfies FilterNode });
  });
});

describe("an empty query means no filter", () => {
  test("parseFilter of an empty text stays a syntax error (a filter has at least one expression)", () => {
    const parsed = parseFilter("");
    expect(parsed.ok).toBe(false);
    expect(parsed.ok || parsed.syntax?.position).toBe(0);
  });
});

describe("error positions of names that start with a digit", () => {
  test.each([
    ["1a eq 2", 0, "1"],
    ["0Field1 eq -12", 0, "0"],
    ["123 eq 1", 0, "123"],
    ["a eq 1 and 2b eq 1", 11, "2"],
    ["(1.x eq 1)", 1, "1"],
    ["not (-a eq 1)", 5, "-"],
  ])("%s is reported at %i, expecting an attribute name", (text, position, found) => {
    const parsed = parseFilter(text);
    expect(parsed.ok ? undefined : parsed.syntax).toMatchObject({
      position,
      expected: "term",
      found,
    });
  });

  test("a malformed number in value position keeps its own position and reason", () => {
    const parsed = parseFilter("a eq 1a");
    expect(parsed.ok ? undefined : parsed.syntax).toMatchObject({ position: 6, found: "a" });
  });
});

describe("value paths", () => {
  test("the tree of a value path (whitespace before the bracket is allowed, as between any tokens)", () => {
    expect(tree('emails [ type eq "work" ] ')).toStrictEqual(tree('emails[type eq "work"]'));
    expect(tree('emails[type eq "work"]')).toStrictEqual({
      kind: "valuePath",
      attribute: "emails",
      filter: { kind: "compare", attribute: "type", operator: "eq", value: "work" },
    });
  });

  test.each([
    ['emails[type eq "work" and ims[type eq "x"]]', 29, "operator"],
    ['emails[type eq "work")', 21, "junction_or_close_bracket"],
    ['(emails[type eq "work"])]', 24, "junction_or_end"],
    ['(type eq "work"]', 15, "junction_or_close_parenthesis"],
    ["emails[]", 7, "term"],
    ['emails[type eq "work"', 21, "junction_or_close_bracket"],
    ['emails.[type eq "work"]', 7, "attribute_name"],
  ])("%s is a syntax error at %i", (filter, position, expected) => {
    const parsed = parseFilter(filter);
    expect(parsed.ok ? undefined : parsed.syntax).toMatchObject({ position, expected });
  });

  test("a value path counts as one level of nesting", () => {
    expect(parseFilter('emails[type eq "work"]', { maxDepth: 1 }).ok).toBe(true);
    expect(parseFilter('emails[(type eq "work")]', { maxDepth: 1 })).toMatchObject({
      ok: false,
      violation: { code: "max_nesting_depth_exceeded" },
    });
    expect(parseFilter('emails[type eq "work"]', { maxDepth: 0 }).ok).toBe(false);
  });
});

describe("schema-qualified names", () => {
  test("a malformed qualified name is a syntax error at its position", () => {
    for (const [filter, position] of [
      ["urn:x: pr", 6],
      ["urn:x:1a pr", 6],
      ["urn:x:a..b pr", 8],
      ["urn:x:a+b pr", 7],
    ] as const) {
      const parsed = parseFilter(filter);
      expect(parsed.ok ? undefined : parsed.syntax?.position, filter).toBe(position);
    }
  });
});

describe("$ref as an attribute name", () => {
  test("$ref names RFC 7643's reference sub-attribute, alone, after '.', in a value path and after a schema URN", () => {
    expect(parseFilter('manager.$ref eq "/v2/Users/a"')).toMatchObject({
      ok: true,
      value: { kind: "compare", attribute: "manager.$ref", operator: "eq", value: "/v2/Users/a" },
    });
    expect(parseFilter("groups.$ref pr")).toMatchObject({
      ok: true,
      value: { kind: "present", attribute: "groups.$ref" },
    });
    expect(parseFilter('friends[$ref eq "Users/BabsJensen"]')).toMatchObject({
      ok: true,
      value: { kind: "valuePath", attribute: "friends", filter: { kind: "compare", attribute: "$ref" } },
    });
    expect(parseFilter("$REF pr")).toMatchObject({ ok: true, value: { attribute: "$REF" } });
    expect(parseFilter("urn:x:User:manager.$ref pr")).toMatchObject({
      ok: true,
      value: { attribute: "urn:x:User:manager.$ref" },
    });
    expect(parseFilter("urn:x:$ref pr")).toMatchObject({ ok: true, value: { attribute: "urn:x:$ref" } });
  });

  test("no other name holds '$', and no schema URN holds $ref", () => {
    for (const [filter, position] of [
      ["$foo eq 1", 0],
      ["$refs pr", 0],
      ["$ pr", 0],
      ["a.$refx pr", 2],
      ["a.$r pr", 2],
      ["a$ref pr", 1],
      ["a.$ref:b pr", 6],
      ["urn:x:$ref:b pr", 10],
      ["urn:x.$ref.y:b pr", 12],
      ["urn:x:a$ref pr", 7],
    ] as const) {
      const parsed = parseFilter(filter);
      expect(parsed.ok ? undefined : parsed.syntax?.position, filter).toBe(position);
    }
  });
});

describe("input that is not a string", () => {
  test.each([null, undefined, 42])("%s reads as the empty filter: a syntax error at 0, never a throw", (value) => {
    expect(syntaxError(value as unknown as string)).toMatchObject({ position: 0, expected: EXPECT_TERM });
  });
});

/** Checks the shape of any parse result, and returns it. */
function checkResult(text: string): ReturnType<typeof parseFilter> {
  const result = parseFilter(text, { maxLength: Number.POSITIVE_INFINITY });
  if (result.ok) return result;
  if (result.syntax !== undefined) {
    expect(result.error.code).toBe("invalid_request");
    expect(result.syntax.position).toBeGreaterThanOrEqual(0);
    expect(result.syntax.position).toBeLessThanOrEqual(text.length);
    const { position, column, expected, found } = result.syntax;
    expect(column).toBe([...text.slice(0, position)].length + 1);
    expect(result.error.details).toStrictEqual(
      found === undefined
        ? { parameter: "query", position, column, expected }
        : { parameter: "query", position, column, expected, found },
    );
  } else {
    expect(result.violation.code).toBe("max_nesting_depth_exceeded");
  }
  return result;
}

describe("never throws", () => {
  test("parseFilter never throws on any string (UTF-16 code units, lone surrogates included)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => void checkResult(text)),
      { numRuns: 2000 },
    );
  });

  test("parseFilter never throws on any string of full Unicode characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => void checkResult(text)),
      { numRuns: 1000 },
    );
  });

  test("parseFilter never throws on text made of the grammar's tokens, and reports a position inside the text", () => {
    fc.assert(
      fc.property(tokenSoupArb, (text) => void checkResult(text)),
      { numRuns: 5000 },
    );
  });

  test("parseFilter never throws on a valid filter with one character changed, inserted or removed", () => {
    fc.assert(
      fc.property(
        treeArb(),
        fc.nat(),
        fc.string({ unit: "binary", minLength: 0, maxLength: 1 }),
        fc.boolean(),
        (ast, at, insert, replace) => {
          const text = formatFilter(ast);
          const index = at % (text.length + 1);
          checkResult(text.slice(0, index) + insert + text.slice(index + (replace ? 1 : 0)));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

fuzz("parseFilter on untrusted text", () => {
  test("never throws; a success formats and parses back to the same tree; a failure is a body the strict parser accepts", () => {
    fc.assert(
      fc.property(filterText, (text) => {
        const result = parseFilter(text);
        if (result.ok)
          expect(parseFilter(formatFilter(result.value), { maxLength: Number.POSITIVE_INFINITY })).toStrictEqual(
            result,
          );
        else {
          expect(parseErrorBody(result.error, { strict: true }).ok).toBe(true);
          if (result.syntax !== undefined) {
            expect(result.syntax.position).toBeGreaterThanOrEqual(0);
            expect(result.syntax.position).toBeLessThanOrEqual(text.length);
          }
        }
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(1000) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(filterText, (text) => void parseFilter(text)),
        { numRuns: runs(300) },
      ),
    );
  });

  test("a value that is not a string (typed out) gives a failure, never a throw", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        if (typeof value === "string") return;
        expect(parseFilter(value as string).ok).toBe(false);
      }),
      { numRuns: runs(100) },
    );
  });

  test("the limits: over 2000 characters is too_long, over 32 nested groups max_nesting_depth_exceeded", () => {
    expect(DEFAULT_FILTER_MAX_LENGTH).toBe(2000);
    expect(DEFAULT_FILTER_MAX_DEPTH).toBe(32);
    const long = parseFilter(`username eq "${"x".repeat(2000)}"`);
    expect(long.ok === false && long.violation).toStrictEqual({
      code: "too_long",
      constraintAttributes: { maxLength: "2000" },
    });
    const deep = parseFilter(`${"(".repeat(33)}age gt 1${")".repeat(33)}`);
    expect(deep.ok === false && deep.violation).toStrictEqual({
      code: "max_nesting_depth_exceeded",
      constraintAttributes: { maxNestingDepth: "32" },
    });
    expect(parseFilter(`${"(".repeat(32)}age gt 1${")".repeat(32)}`).ok).toBe(true);
    expect(parseFilter(`username eq "${"x".repeat(1983)}"`).ok).toBe(true);
  });

  test("1 MB filters: refused as too long by default, parsed in linear time with the limit lifted", () => {
    const mb = 1 << 20;
    const text = `username eq "${"x".repeat(mb)}"`;
    expect(parseFilter(text).ok).toBe(false);
    expect(parseFilter(text, { maxLength: Number.POSITIVE_INFINITY }).ok).toBe(true);
    expect(
      parseFilter(`${"(".repeat(10_000)}age gt 1${")".repeat(10_000)}`, { maxLength: Number.POSITIVE_INFINITY }).ok,
    ).toBe(false);
    expect(parseFilter("\ud800".repeat(mb), { maxLength: Number.POSITIVE_INFINITY }).ok).toBe(false);
  });

  // How the time grows with the text is measured by `BENCH_ONLY=linearity npm run bench`
  // (bench/linearity.mjs, these shapes at n = 1000 and 4000), never timed here.
  const unlimited = { maxLength: Number.POSITIVE_INFINITY, maxDepth: Number.POSITIVE_INFINITY };
  const n = 4000;
  test.each([
    [
      "a flat chain of and and or",
      Array.from({ length: n }, (_, i) => (i % 2 === 0 ? "age gt 1" : 'username eq "a"')).join(" and age pr or "),
    ],
    ["nested groups", `${"(".repeat(n)}age gt 1${")".repeat(n)}`],
    ["nested not groups", `${"not (".repeat(n)}age gt 1${")".repeat(n)}`],
    ["a long in list", `username in (${repeatTo('"a",', n * 4)}"b")`],
    ["a long string with escapes", `username eq "${repeatTo("\\u0041\\n", n * 8)}"`],
  ])("%s, with the limits lifted: parsed, and its formatted text parses back to the same tree", (_, text) => {
    const result = parseFilter(text, unlimited);
    expect(result.ok).toBe(true);
    // Compared without recursion: toStrictEqual recurses once per level of the tree (see expectStrictEqualDeep).
    if (result.ok) expectStrictEqualDeep(parseFilter(formatFilter(result.value), unlimited), result);
  });

  test.each([
    ["an unterminated string", `username eq "${'\\"'.repeat(n * 4)}`],
    ["an unclosed group", `${"(".repeat(n)}age gt 1`],
  ])("%s, with the limits lifted: a syntax error at the end of the text", (_, text) => {
    const result = parseFilter(text, unlimited);
    expect(result.ok ? undefined : result.syntax?.position).toBe(text.length);
  });
});

describe("a value path followed by a sub-attribute and an operator", () => {
  test("means the bracketed conjunction", () => {
    expect(parseFilter('emails[type eq "work"].value eq "user@example.com"')).toStrictEqual(
      parseFilter('emails[type eq "work" and value eq "user@example.com"]'),
    );
    expect(parseFilter('addresses[type eq "work" and primary eq true].country eq ""')).toStrictEqual(
      parseFilter('addresses[type eq "work" and primary eq true and country eq ""]'),
    );
    expect(parseFilter('emails[type eq "a" or type eq "b"].value pr and userName eq "x"')).toStrictEqual(
      parseFilter('emails[(type eq "a" or type eq "b") and value pr] and userName eq "x"'),
    );
    expect(parseFilter('not (emails[type eq "work"].value in ("a", "b")) or x pr')).toStrictEqual(
      parseFilter('not (emails[type eq "work" and value in ("a", "b")]) or x pr'),
    );
    expect(parseFilter('friends[type pr].$ref sw "Users/"')).toStrictEqual(
      parseFilter('friends[type pr and $ref sw "Users/"]'),
    );
  });

  test("without an operator, compared as a whole, nested, or not right after the ']': still refused", () => {
    for (const [filter, position, expected] of [
      ['emails[type eq "work"].value', 28, "operator"],
      ['emails[type eq "work"].value and x pr', 29, "operator"],
      ['emails[type eq "work"].value[type pr]', 28, "operator"],
      ['members[value eq "1"] eq ""', 22, "junction_or_end"],
      ['emails[type eq "work"]. value eq "x"', 23, "attribute_name"],
      ['emails[type eq "work"].1 eq "x"', 23, "attribute_name"],
      ['emails[type eq "work"].urn:x:value eq "x"', 23, "attribute_name"],
      ['emails[type eq "work"].a..b eq "x"', 25, "attribute_name"],
      ['emails[type eq "work"] .value eq "x"', 23, "junction_or_end"],
      ['emails[ims[type pr].value eq "x"]', 10, "operator"],
      ['emails[type eq "work"].value not eq "x"', 29, "operator"],
    ] as const) {
      const parsed = parseFilter(filter);
      expect(parsed.ok ? undefined : parsed.syntax?.position, filter).toBe(position);
      expect(parsed.ok ? undefined : parsed.syntax?.expected, filter).toBe(expected);
    }
  });
});
