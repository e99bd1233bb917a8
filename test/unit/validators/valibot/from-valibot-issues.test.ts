import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { INTEGER_PATTERN } from "../../../../src/core/catalogue/integer-pattern.js";
import { parseErrorBody, parsePath, type ViolationDetail, violation } from "../../../../src/index.js";
import { describeError, violationMessage } from "../../../../src/messages/index.js";
import {
  DEFAULT_FALLBACK_CODE,
  fromValibotIssues,
  type ValibotIssue,
} from "../../../../src/validators/valibot/index.js";
import { fuzz, runs } from "../../../support/fuzz.js";
import { SECRET_POSITIONS, secretBody, valibotSecretSchema } from "../../../support/secret-schemas.js";
import { expectNoSecret, leakedPieces, secret } from "../../../support/secrets.js";

/** The violations of a failed parse of `value` by `schema`. */
function violationsOf(schema: v.GenericSchema, value: unknown, options: Parameters<typeof fromValibotIssues>[1] = {}) {
  const result = v.safeParse(schema, value);
  if (result.success) throw new Error("expected the parse to fail");
  return fromValibotIssues(result.issues, options).violations;
}

/** The single detail of a failed parse of `{ v: value }` by `{ v: schema }`. */
function detailOf(schema: v.GenericSchema, value: unknown): ViolationDetail {
  const violations = violationsOf(v.object({ v: schema }), { v: value });
  expect(Object.keys(violations)).toStrictEqual(["v"]);
  expect(violations["v"]).toHaveLength(1);
  return violations["v"]?.[0] as ViolationDetail;
}

describe("the body", () => {
  test("is a message_body_constraint_violations error that parseErrorBody accepts strictly", () => {
    const result = v.safeParse(v.object({ email: v.pipe(v.string(), v.email()) }), { email: "x" });
    if (result.success) throw new Error("unreachable");
    const body = fromValibotIssues(result.issues, { ticket: "t-1" });
    expect(body).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "The request body has constraint violations.",
      ticket: "t-1",
      violations: { email: [{ code: "invalid_email" }] },
    });
    expect(parseErrorBody(JSON.parse(JSON.stringify(body)), { strict: true }).ok).toBe(true);
  });

  test("takes the failure result itself, and code and message from the options", () => {
    const result = v.safeParse(v.object({ count: v.pipe(v.number(), v.integer()) }), { count: 1.5 });
    if (result.success) throw new Error("unreachable");
    const body = fromValibotIssues(result, { code: "request_constraint_violations", message: "Bad query." });
    expect(body.code).toBe("request_constraint_violations");
    expect(body.message).toBe("Bad query.");
    expect(body.violations).toStrictEqual({
      count: [{ code: "failed_regex_match", constraintAttributes: { regexPattern: INTEGER_PATTERN } }],
    });
  });

  test("throws a TypeError when there are no issues", () => {
    expect(() => fromValibotIssues([])).toThrow(new TypeError("fromValibotIssues: there are no issues to report"));
  });
});

describe("the issue types of the issue's list", () => {
  test.each([
    ["max_length", v.pipe(v.string(), v.maxLength(3)), "abcd", violation("too_long", { maxLength: 3 })],
    ["min_length", v.pipe(v.string(), v.minLength(3)), "ab", violation("too_short", { minLength: 3 })],
    ["min_length on a blank string", v.pipe(v.string(), v.minLength(3)), "  ", violation("blank")],
    ["min_length(1) on an empty string", v.pipe(v.string(), v.minLength(1)), "", violation("blank")],
    ["min_length on an empty array", v.pipe(v.array(v.number()), v.minLength(2)), [], violation("empty")],
    [
      "min_length on an array",
      v.pipe(v.array(v.number()), v.minLength(2)),
      [1],
      violation("too_short", { minLength: 2 }),
    ],
    [
      "max_length on an array",
      v.pipe(v.array(v.number()), v.maxLength(1)),
      [1, 2],
      violation("size_greater_than", { maxSize: 1 }),
    ],
    ["non_empty after trim", v.pipe(v.string(), v.trim(), v.nonEmpty()), "   ", violation("blank")],
    ["non_empty on an array", v.pipe(v.array(v.number()), v.nonEmpty()), [], violation("empty")],
    ["length, too long", v.pipe(v.string(), v.length(2)), "abc", violation("too_long", { maxLength: 2 })],
    ["length, too short", v.pipe(v.string(), v.length(2)), "a", violation("too_short", { minLength: 2 })],
    ["regex", v.pipe(v.string(), v.regex(/^a+$/)), "b", violation("failed_regex_match", { regexPattern: "^a+$" })],
    ["email", v.pipe(v.string(), v.email()), "x", violation("invalid_email")],
    ["rfc_email", v.pipe(v.string(), v.rfcEmail()), "x", violation("invalid_email")],
    ["url", v.pipe(v.string(), v.url()), "x", violation("invalid_url")],
    ["iso_date", v.pipe(v.string(), v.isoDate()), "x", violation("invalid_date")],
    ["iso_date_time", v.pipe(v.string(), v.isoDateTime()), "x", violation("invalid_date_time")],
    ["iso_timestamp", v.pipe(v.string(), v.isoTimestamp()), "x", violation("invalid_date_time")],
    ["ipv4", v.pipe(v.string(), v.ipv4()), "x", violation("invalid_ip_address")],
    ["ip", v.pipe(v.string(), v.ip()), "x", violation("invalid_ip_address")],
    ["domain", v.pipe(v.string(), v.domain()), "x", violation("invalid_domain_name")],
    ["uuid", v.pipe(v.string(), v.uuid()), "x", violation("failed_regex_match", { regexPattern: v.UUID_REGEX.source })],
    [
      "hex_color",
      v.pipe(v.string(), v.hexColor()),
      "x",
      violation("failed_regex_match", { regexPattern: v.HEX_COLOR_REGEX.source }),
    ],
    [
      "starts_with",
      v.pipe(v.string(), v.startsWith("a.")),
      "x",
      violation("failed_regex_match", { regexPattern: "^a\\." }),
    ],
    ["ends_with", v.pipe(v.string(), v.endsWith("$")), "x", violation("failed_regex_match", { regexPattern: "\\$$" })],
    [
      "includes on a string",
      v.pipe(v.string(), v.includes("ab")),
      "x",
      violation("failed_regex_match", { regexPattern: "ab" }),
    ],
    [
      "includes on an array",
      v.pipe(v.array(v.string()), v.includes("a")),
      ["b"],
      violation("missing_required_element", { requiredElements: "a" }),
    ],
    [
      "excludes",
      v.pipe(v.string(), v.excludes("x")),
      "axb",
      violation("contained_disallowed_element", { disallowedValues: "x" }),
    ],
    ["picklist", v.picklist(["a", "b"]), "c", violation("disallowed_enum", { allowedValues: "a,b" })],
    ["picklist of numbers", v.picklist([1, 2]), 3, violation("disallowed_enum", { allowedValues: "1,2" })],
    ["enum", v.enum({ A: "a", B: "b" }), "c", violation("disallowed_enum", { allowedValues: "a,b" })],
    ["literal", v.literal("x"), "y", violation("disallowed_enum", { allowedValues: "x" })],
    [
      "a union of literals",
      v.union([v.literal("a"), v.literal("b")]),
      "c",
      violation("disallowed_enum", { allowedValues: "a,b" }),
    ],
    ["value", v.pipe(v.string(), v.value("x")), "y", violation("disallowed_enum", { allowedValues: "x" })],
    ["values", v.pipe(v.number(), v.values([1, 2])), 3, violation("disallowed_enum", { allowedValues: "1,2" })],
    ["boolean", v.boolean(), "yes", violation("disallowed_enum", { allowedValues: "true,false" })],
    [
      "integer",
      v.pipe(v.number(), v.integer()),
      1.5,
      violation("failed_regex_match", { regexPattern: INTEGER_PATTERN }),
    ],
    [
      "safe_integer, no integer",
      v.pipe(v.number(), v.safeInteger()),
      1.5,
      violation("failed_regex_match", { regexPattern: INTEGER_PATTERN }),
    ],
    [
      "safe_integer, too large",
      v.pipe(v.number(), v.safeInteger()),
      2 ** 60,
      violation("greater_than", { maxValue: Number.MAX_SAFE_INTEGER }),
    ],
    [
      "multiple_of(1)",
      v.pipe(v.number(), v.multipleOf(1)),
      1.5,
      violation("failed_regex_match", { regexPattern: INTEGER_PATTERN }),
    ],
    ["min_value", v.pipe(v.number(), v.minValue(3)), 1, violation("less_than", { minValue: 3 })],
    ["max_value", v.pipe(v.number(), v.maxValue(3)), 5, violation("greater_than", { maxValue: 3 })],
    ["min_value of a bigint", v.pipe(v.bigint(), v.minValue(3n)), 1n, violation("less_than", { minValue: 3 })],
    [
      "min_value of a date",
      v.pipe(v.date(), v.minValue(new Date(0))),
      new Date(-5),
      violation("less_than", { minValue: "1970-01-01T00:00:00.000Z" }),
    ],
    ["gt_value (exclusive, marked)", v.pipe(v.number(), v.gtValue(0)), 0, violation("less_than", { minValue: ">0" })],
    [
      "lt_value (exclusive, marked)",
      v.pipe(v.number(), v.ltValue(10)),
      10,
      violation("greater_than", { maxValue: "<10" }),
    ],
    ["gt_value of a bigint (exact)", v.pipe(v.bigint(), v.gtValue(0n)), 0n, violation("less_than", { minValue: 1 })],
    [
      "lt_value of a bigint (exact)",
      v.pipe(v.bigint(), v.ltValue(10n)),
      10n,
      violation("greater_than", { maxValue: 9 }),
    ],
    [
      "max_size",
      v.pipe(v.set(v.number()), v.maxSize(1)),
      new Set([1, 2]),
      violation("size_greater_than", { maxSize: 1 }),
    ],
    ["min_size of an empty set", v.pipe(v.set(v.number()), v.minSize(1)), new Set(), violation("empty")],
    ["max_bytes", v.pipe(v.string(), v.maxBytes(1)), "ab", violation("max_byte_length_exceeded", { maxByteLength: 1 })],
    [
      "max_entries",
      v.pipe(v.record(v.string(), v.number()), v.maxEntries(1)),
      { a: 1, b: 2 },
      violation("max_field_count_exceeded", { maxFieldCount: 1 }),
    ],
    ["max_graphemes", v.pipe(v.string(), v.maxGraphemes(1)), "ab", violation("too_long", { maxLength: 1 })],
    ["date", v.date(), "x", violation("invalid_date_time")],
    ["an object given a string", v.object({ a: v.string() }), "x", violation("not_json_object")],
    ["a record given a number", v.record(v.string(), v.number()), 1, violation("not_json_object")],
    [
      "a variant given a string",
      v.variant("kind", [v.object({ kind: v.literal("x") })]),
      "x",
      violation("not_json_object"),
    ],
    ["null", v.null(), "x", violation("not_null")],
    ["undefined", v.undefined(), "x", violation("not_undefined")],
    ["bigint given a number", v.bigint(), 1, violation("failed_regex_match", { regexPattern: INTEGER_PATTERN })],
    [
      "mime_type",
      v.pipe(v.file(), v.mimeType(["image/png"])),
      new File(["x"], "a.txt"),
      violation("disallowed_enum", { allowedValues: "image/png" }),
    ],
    ["parse_json", v.pipe(v.string(), v.parseJson()), "{", violation("not_json_object")],
  ] as const)("%s", (_name, schema, value, expected) => {
    expect(detailOf(schema as v.GenericSchema, value)).toStrictEqual(expected);
  });

  test.each([
    ["string given a number", v.string(), 1],
    ["number given a string", v.number(), "1"],
    ["array given a string", v.array(v.string()), "x"],
    ["finite", v.pipe(v.number(), v.finite()), Number.POSITIVE_INFINITY],
    ["not_value", v.pipe(v.number(), v.notValue(1)), 1],
    ["multiple_of(3)", v.pipe(v.number(), v.multipleOf(3)), 4],
    ["a union of types", v.union([v.string(), v.number()]), true],
  ] as const)("%s has no code of its own: the fallback", (_name, schema, value) => {
    expect(detailOf(schema as v.GenericSchema, value)).toStrictEqual({ code: DEFAULT_FALLBACK_CODE });
  });

  test("a variant's discriminator that matches no option lists the options", () => {
    const schema = v.variant("kind", [v.object({ kind: v.literal("x") }), v.object({ kind: v.literal("y") })]);
    expect(violationsOf(schema, { kind: "z" })).toStrictEqual({
      kind: [violation("disallowed_enum", { allowedValues: "x,y" })],
    });
  });

  test("an unknown key of a strict object is contained_invalid_field_name under its own key", () => {
    expect(violationsOf(v.strictObject({ a: v.string() }), { a: "x", b: 1 })).toStrictEqual({
      b: [violation("contained_invalid_field_name", { invalidFieldName: "b" })],
    });
  });
});

describe("missing and null values", () => {
  test("a missing member is undefined, a null one null, whatever type was wanted", () => {
    const schema = v.object({ a: v.string(), b: v.number(), c: v.picklist(["x"]), d: v.object({}) });
    expect(violationsOf(schema, { b: null, d: null })).toStrictEqual({
      a: [violation("undefined")],
      b: [violation("null")],
      c: [violation("undefined")],
      d: [violation("null")],
    });
  });
});

describe("paths", () => {
  test("are in the grammar of formatPath: nested fields dotted, indices in brackets, other keys quoted", () => {
    const schema = v.object({
      protocol: v.object({ type: v.string() }),
      urls: v.array(v.pipe(v.string(), v.url())),
      map: v.record(v.string(), v.number()),
    });
    const violations = violationsOf(schema, { protocol: {}, urls: ["https://a.b", "x"], map: { "a.b": "1" } });
    expect(Object.keys(violations)).toStrictEqual(["protocol.type", "urls[1]", 'map["a.b"]']);
    for (const key of Object.keys(violations)) expect(parsePath(key).ok).toBe(true);
  });

  test("a Map key that is a number is a bracketed number, apart from a string key", () => {
    const violations = violationsOf(
      v.map(v.union([v.number(), v.string()]), v.string()),
      new Map<unknown, unknown>([
        [-1, 1],
        ["-1", 2],
      ]),
    );
    expect(Object.keys(violations)).toStrictEqual(["[-1]", '["-1"]']);
  });

  test("every key parsePath reads back, whatever the path", () => {
    const step = fc.oneof(fc.string(), fc.nat(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 4 }), (keys) => {
        const issue = {
          kind: "schema",
          type: "string",
          input: 1,
          expected: "string",
          message: "m",
          path: keys.map((key) => ({ type: "object", key })),
        };
        const [key] = Object.keys(fromValibotIssues([issue]).violations);
        expect(parsePath(key ?? "").ok).toBe(true);
      }),
    );
  });
});

describe("custom refinements", () => {
  const passwords = v.pipe(
    v.object({ password: v.string(), repeat: v.string() }),
    v.forward(
      v.partialCheck(
        [["password"], ["repeat"]],
        (input) => input.password === input.repeat,
        "The passwords do not match.",
      ),
      ["repeat"],
    ),
  );

  test("a message that is a violation code gives that code", () => {
    const schema = v.object({
      email: v.pipe(
        v.string(),
        v.check((s) => s !== "taken@example.com", "not_unique"),
      ),
    });
    const result = v.safeParse(schema, { email: "taken@example.com" });
    if (result.success) throw new Error("unreachable");
    const body = fromValibotIssues(result.issues);
    expect(body.violations).toStrictEqual({ email: [violation("not_unique")] });
    expect(body.details).toBe(undefined);
  });

  test("any other message is dropped by default, valibot's own default message too: the fallback code, no details", () => {
    const result = v.safeParse(passwords, { password: "a", repeat: "b" });
    if (result.success) throw new Error("unreachable");
    const body = fromValibotIssues(result.issues, { keepMessages: false });
    expect(body.violations).toStrictEqual({ repeat: [{ code: DEFAULT_FALLBACK_CODE }] });
    expect(body.details).toBe(undefined);
    const quoting = v.safeParse(
      v.object({
        apiKey: v.pipe(
          v.string(),
          v.check(() => false),
        ),
      }),
      { apiKey: "sk_live_1" },
    );
    if (quoting.success) throw new Error("unreachable");
    expect(quoting.issues[0]?.message).toContain("sk_live_1");
    expect(JSON.stringify(fromValibotIssues(quoting.issues))).not.toContain("sk_live_1");
  });

  test("with keepMessages, any other message is not turned into 'is not an allowed value': the fallback code, and the message kept in details.messages", () => {
    const result = v.safeParse(passwords, { password: "a", repeat: "b" });
    if (result.success) throw new Error("unreachable");
    const body = fromValibotIssues(result.issues, { keepMessages: true });
    expect(body.violations).toStrictEqual({ repeat: [{ code: DEFAULT_FALLBACK_CODE }] });
    expect(body.details).toStrictEqual({ messages: { repeat: ["The passwords do not match."] } });
    expect(describeError(body)).toStrictEqual(["repeat: The passwords do not match."]);
    expect(parseErrorBody(JSON.parse(JSON.stringify(body)), { strict: true }).ok).toBe(true);
  });

  test("check, custom and guard keep their messages too; mapIssue still comes first", () => {
    const schema = v.object({
      a: v.pipe(
        v.string(),
        v.check(() => false, "A is wrong."),
      ),
      b: v.custom(() => false, "B is wrong."),
    });
    const result = v.safeParse(schema, { a: "x", b: 1 });
    if (result.success) throw new Error("unreachable");
    expect(fromValibotIssues(result.issues, { keepMessages: true }).details).toStrictEqual({
      messages: { a: ["A is wrong."], b: ["B is wrong."] },
    });
    const mapped = fromValibotIssues(result.issues, {
      keepMessages: true,
      mapIssue: (issue) => (issue.message === "A is wrong." ? violation("immutable") : undefined),
    });
    expect(mapped.violations).toStrictEqual({ a: [violation("immutable")], b: [{ code: DEFAULT_FALLBACK_CODE }] });
    expect(mapped.details).toStrictEqual({ messages: { b: ["B is wrong."] } });
  });
});

describe("the messages entry reads what the bridge writes", () => {
  test.each([
    [v.pipe(v.number(), v.gtValue(0)), 0, "must be greater than 0"],
    [v.pipe(v.number(), v.ltValue(2.5)), 3, "must be less than 2.5"],
    [v.pipe(v.string(), v.maxLength(3)), "abcd", "must be at most 3 characters"],
  ] as const)("%#: %j reads %j", (schema, value, sentence) => {
    expect(violationMessage(detailOf(schema as v.GenericSchema, value))).toBe(sentence);
  });
});

describe("options", () => {
  test("fallback replaces the default fallback code", () => {
    expect(violationsOf(v.object({ a: v.string() }), { a: 1 }, { fallback: "immutable" })).toStrictEqual({
      a: [violation("immutable")],
    });
  });

  test("a mapIssue that returns an unknown code throws a TypeError", () => {
    expect(() => violationsOf(v.string(), 1, { mapIssue: () => ({ code: "nope" }) })).toThrow(TypeError);
  });
});

test("a union whose options fail below the value names no values", () => {
  const schema = v.union([v.object({ kind: v.literal("x") }), v.object({ kind: v.literal("y") })]);
  expect(violationsOf(v.object({ v: schema }), { v: { kind: "z" } })).toStrictEqual({
    v: [{ code: DEFAULT_FALLBACK_CODE }],
  });
});

describe("edges of the mapping", () => {
  const issue = (fields: Partial<ValibotIssue>): ValibotIssue => ({
    kind: "validation",
    type: "string",
    input: "x",
    expected: null,
    message: "m",
    ...fields,
  });

  test("an expected that names no values gives disallowed_enum without attributes", () => {
    const body = fromValibotIssues([issue({ kind: "schema", type: "picklist", expected: "string" })]);
    expect(body.violations).toStrictEqual({ "": [{ code: "disallowed_enum" }] });
    const union = issue({
      kind: "schema",
      type: "union",
      expected: "(Object | Array)",
      issues: [issue({ kind: "schema", type: "literal", expected: "Object" })],
    });
    expect(fromValibotIssues([union]).violations).toStrictEqual({ "": [{ code: DEFAULT_FALLBACK_CODE }] });
  });

  test("a size on a Blob compares its size; on a value without one it is too_short", () => {
    expect(
      fromValibotIssues([issue({ type: "size", input: new Blob(["abc"]), requirement: 2 })]).violations,
    ).toStrictEqual({
      "": [violation("size_greater_than", { maxSize: 2 })],
    });
    expect(fromValibotIssues([issue({ type: "size", input: 5, requirement: 2 })]).violations).toStrictEqual({
      "": [violation("too_short", { minLength: 2 })],
    });
  });

  test("a Map key that is no property key is written as String writes it; a Set element without its Set adds no step", () => {
    const path = [
      { type: "map", key: { toString: () => "k" }, value: 1 },
      { type: "set", key: null, value: 7 },
    ];
    expect(Object.keys(fromValibotIssues([issue({ path })]).violations)).toStrictEqual(["k"]);
    const notInSet = [{ type: "set", key: null, value: 7, input: new Set([1]) }];
    expect(Object.keys(fromValibotIssues([issue({ path: notInSet })]).violations)).toStrictEqual([""]);
  });

  test("a Set element is keyed by its position in the Set, never by its value (the client's)", () => {
    const schema = v.object({
      tags: v.pipe(
        v.array(v.string()),
        v.transform((list) => new Set(list)),
        v.set(v.pipe(v.string(), v.email())),
      ),
    });
    const result = v.safeParse(schema, { tags: ["a@example.com", "sk_live_SECRET123", "b@example.com", "x y"] });
    if (result.success) throw new Error("unreachable");
    const body = fromValibotIssues(result.issues);
    expect(Object.keys(body.violations)).toStrictEqual(["tags[1]", "tags[3]"]);
    expect(JSON.stringify(body)).not.toContain("SECRET");
  });

  test("two refinements at one key keep both messages, in order", () => {
    const schema = v.pipe(
      v.string(),
      v.check(() => false, "First."),
      v.check(() => false, "Second."),
    );
    const result = v.safeParse(v.object({ a: schema }), { a: "x" }, { abortPipeEarly: false });
    if (result.success) throw new Error("unreachable");
    const body = fromValibotIssues(result.issues, { keepMessages: true });
    expect(body.details).toStrictEqual({ messages: { a: ["First.", "Second."] } });
    expect(describeError(body)).toStrictEqual(["a: First.", "a: Second."]);
  });
});

describe("hand-made issues: what valibot itself does not send", () => {
  const issue = (fields: Partial<ValibotIssue>): ValibotIssue => ({
    kind: "validation",
    type: "string",
    input: "x",
    expected: null,
    message: "m",
    ...fields,
  });
  const detail = (fields: Partial<ValibotIssue>) => fromValibotIssues([issue(fields)]).violations[""]?.[0];

  test.each([
    ["min_length without a requirement", { type: "min_length", input: "ab" }, violation("too_short")],
    ["max_length without a requirement", { type: "max_length", input: "ab" }, violation("too_long")],
    [
      "a format whose requirement is no pattern",
      { type: "credit_card", requirement: () => false },
      violation("failed_regex_match"),
    ],
    [
      "safe_integer below the safe range",
      { type: "safe_integer", input: -(2 ** 60) },
      violation("less_than", { minValue: Number.MIN_SAFE_INTEGER }),
    ],
    ["values without a list", { type: "values", requirement: 1 }, violation("disallowed_enum")],
    [
      "a picklist with its options as the requirement",
      { kind: "schema", type: "picklist", requirement: ["a", "b"] },
      violation("disallowed_enum", { allowedValues: "a,b" }),
    ],
    ["a picklist without expected", { kind: "schema", type: "picklist", expected: null }, violation("disallowed_enum")],
    [
      "a union without option issues",
      { kind: "schema", type: "union", expected: '("a" | "b")' },
      { code: DEFAULT_FALLBACK_CODE },
    ],
    ["a union with no option issues", { kind: "schema", type: "union", issues: [] }, { code: DEFAULT_FALLBACK_CODE }],
    [
      "an invalid date bound",
      { type: "min_value", requirement: new Date(Number.NaN) },
      violation("less_than", { minValue: "Invalid Date" }),
    ],
  ] as const)("%s", (_name, fields, expected) => {
    expect(detail(fields as Partial<ValibotIssue>)).toStrictEqual(expected);
  });
});

fuzz("fromValibotIssues: no input in the body", () => {
  const secrets = fc.array(secret, { minLength: 1, maxLength: 6 });

  test("no piece of a secret put in any value position reaches the body, whatever valibot's own messages quote", () => {
    fc.assert(
      fc.property(secrets, fc.boolean(), (list, abortPipeEarly) => {
        const result = v.safeParse(valibotSecretSchema, secretBody(list), { abortPipeEarly });
        if (result.success) throw new Error("expected the parse to fail");
        // The test has teeth: valibot's default messages quote the input.
        expect(
          leakedPieces(
            result.issues.map((issue) => issue.message),
            list,
          ),
        ).not.toStrictEqual([]);
        for (const options of [{}, { keepMessages: false }, { fallback: "immutable" as const }]) {
          const body = fromValibotIssues(result.issues, options);
          expect(Object.keys(body.violations).length).toBeGreaterThanOrEqual(SECRET_POSITIONS);
          expectNoSecret(body, list);
        }
      }),
      { numRuns: runs(40) },
    );
  });

  test("keepMessages: true keeps valibot's default message, which quotes the input: the reason it is off by default", () => {
    const result = v.safeParse(valibotSecretSchema, secretBody(["sk_live_ABCDEFGHJKLMN"]));
    if (result.success) throw new Error("expected the parse to fail");
    const body = fromValibotIssues(result.issues, { keepMessages: true });
    expect(leakedPieces(body, ["sk_live_ABCDEFGHJKLMN"])).not.toStrictEqual([]);
  });
});
