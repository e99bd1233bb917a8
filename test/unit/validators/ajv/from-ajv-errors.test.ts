import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { parseErrorBody, type ViolationDetail, violation } from "../../../../src/index.js";
import { type AjvErrorLike, fromAjvErrors, type RequestPart } from "../../../../src/node/index.js";

const FORMATS = ["email", "uri", "date-time", "date", "duration", "ipv4", "hostname", "json-pointer", "uuid"];

/** ajv 8 (JSON Schema 2020-12) with every error and the listed formats (each accepting only "ok"). */
function compile(schema: object | boolean, verbose = false) {
  const ajv = new Ajv2020({ allErrors: true, verbose, strict: false, discriminator: true });
  for (const format of FORMATS) ajv.addFormat(format, /^ok$/);
  return ajv.compile(schema);
}

/** The errors ajv reports for `data` under `schema`. */
function errorsOf(schema: object | boolean, data: unknown, verbose = false): AjvErrorLike[] {
  const validate = compile(schema, verbose);
  expect(validate(data)).toBe(false);
  return validate.errors ?? [];
}

/** The violations of `data` under `schema`, as fromAjvErrors gives them. */
function violationsOf(
  schema: object | boolean,
  data: unknown,
  part: RequestPart = "body",
  verbose = false,
): { readonly [key: string]: readonly ViolationDetail[] } {
  return fromAjvErrors(errorsOf(schema, data, verbose), { part, ticket: "t" }).violations;
}

/** The single detail at the key "v" of `{ v: value }` under `{ v: schema }`. */
function detailOf(schema: object | boolean, value: unknown, verbose = false): readonly ViolationDetail[] | undefined {
  return violationsOf({ type: "object", properties: { v: schema } }, { v: value }, "body", verbose)["v"];
}

describe("fromAjvErrors: each ajv keyword becomes its catalogue code with its attributes", () => {
  test.each([
    ["maxLength", { type: "string", maxLength: 3 }, "abcd", [violation("too_long", { maxLength: 3 })]],
    ["minLength 1", { type: "string", minLength: 1 }, "", [violation("blank")]],
    ["minLength 3", { type: "string", minLength: 3 }, "ab", [violation("too_short", { minLength: 3 })]],
    [
      "pattern",
      { type: "string", pattern: "^[a-z]+$" },
      "A",
      [violation("failed_regex_match", { regexPattern: "^[a-z]+$" })],
    ],
    ["maximum", { type: "number", maximum: 10 }, 11, [violation("greater_than", { maxValue: 10 })]],
    ["minimum", { type: "number", minimum: 1 }, 0, [violation("less_than", { minValue: 1 })]],
    ["exclusiveMaximum, no type known", { exclusiveMaximum: 10 }, 10, [violation("greater_than")]],
    ["exclusiveMinimum, no type known", { exclusiveMinimum: 0 }, 0, [violation("less_than")]],
    [
      "multipleOf 1",
      { type: "number", multipleOf: 1 },
      1.5,
      [violation("failed_regex_match", { regexPattern: "^-?[0-9]+$" })],
    ],
    ["multipleOf 5", { type: "number", multipleOf: 5 }, 7, [violation("disallowed_enum")]],
    [
      "enum",
      { enum: ["a", 1, null, { x: 1 }] },
      "b",
      [violation("disallowed_enum", { allowedValues: 'a,1,null,{"x":1}' })],
    ],
    ["const", { const: "mobile" }, "fixed", [violation("disallowed_enum", { allowedValues: "mobile" })]],
    ["maxItems", { type: "array", maxItems: 1 }, [1, 2], [violation("size_greater_than", { maxSize: 1 })]],
    ["minItems 1", { type: "array", minItems: 1 }, [], [violation("empty")]],
    ["minItems 2", { type: "array", minItems: 2 }, [1], [violation("too_short", { minLength: 2 })]],
    ["uniqueItems", { type: "array", uniqueItems: true }, [1, 1], [violation("duplicate_elements")]],
    ["contains", { type: "array", contains: { const: 1 } }, [2], [violation("missing_required_element")]],
    [
      "contains with maxContains",
      { type: "array", contains: { const: 1 }, maxContains: 1 },
      [1, 1],
      [violation("disallowed_enum")],
    ],
    [
      "prefixItems and items: false",
      { type: "array", prefixItems: [{}], items: false },
      [1, 2],
      [violation("size_greater_than", { maxSize: 1 })],
    ],
    [
      "unevaluatedItems",
      { type: "array", prefixItems: [{}], unevaluatedItems: false },
      [1, 2],
      [violation("size_greater_than", { maxSize: 1 })],
    ],
    [
      "maxProperties",
      { type: "object", maxProperties: 1 },
      { a: 1, b: 2 },
      [violation("max_field_count_exceeded", { maxFieldCount: 1 })],
    ],
    ["minProperties 1", { type: "object", minProperties: 1 }, {}, [violation("empty")]],
    ["minProperties 2", { type: "object", minProperties: 2 }, { a: 1 }, [violation("disallowed_enum")]],
    ["type integer", { type: "integer" }, "x", [violation("failed_regex_match", { regexPattern: "^-?[0-9]+$" })]],
    ["type object", { type: "object" }, 1, [violation("not_json_object")]],
    ["type boolean", { type: "boolean" }, 1, [violation("disallowed_enum", { allowedValues: ["true", "false"] })]],
    ["type null", { type: "null" }, 1, [violation("not_null")]],
    ["type string", { type: "string" }, 1, [violation("disallowed_enum")]],
    ["type string or null", { type: ["string", "null"] }, 1, [violation("disallowed_enum")]],
    [
      "anyOf",
      { anyOf: [{ const: 1 }, { const: 2 }] },
      3,
      [
        violation("disallowed_enum", { allowedValues: "1" }),
        violation("disallowed_enum", { allowedValues: "2" }),
        violation("disallowed_enum"),
      ],
    ],
    ["not", { not: { const: 1 } }, 1, [violation("disallowed_enum")]],
    ["false schema", false, 1, [violation("not_undefined")]],
  ] as const)("%s", (_, schema, value, expected) => {
    expect(detailOf(schema, value)).toStrictEqual(expected);
  });

  test.each([
    ["email", "invalid_email"],
    ["uri", "invalid_url"],
    ["date-time", "invalid_date_time"],
    ["date", "invalid_date"],
    ["duration", "invalid_duration"],
    ["ipv4", "invalid_ip_address"],
    ["hostname", "invalid_domain_name"],
    ["json-pointer", "invalid_path_expression"],
    ["uuid", "failed_regex_match"],
  ] as const)("format %s: %s", (format, code) => {
    expect(detailOf({ type: "string", format }, "bad")).toStrictEqual([{ code }]);
  });

  test.each([
    ["idn-email", "invalid_email"],
    ["uri-reference", "invalid_url"],
    ["iri", "invalid_url"],
    ["iri-reference", "invalid_url"],
    ["uri-template", "invalid_url"],
    ["url", "invalid_url"],
    ["iso-date-time", "invalid_date_time"],
    ["ipv6", "invalid_ip_address"],
    ["idn-hostname", "invalid_domain_name"],
    ["relative-json-pointer", "invalid_path_expression"],
    ["json-pointer-uri-fragment", "invalid_path_expression"],
    ["a format of its own", "failed_regex_match"],
  ] as const)("format %s (ajv-formats): %s", (format, code) => {
    const errors: AjvErrorLike[] = [{ keyword: "format", instancePath: "/v", params: { format } }];
    expect(fromAjvErrors(errors).violations).toStrictEqual({ v: [{ code }] });
  });

  test("with verbose, a null value is `null` and an exclusive bound of an integer is exact", () => {
    expect(detailOf({ type: "string" }, null, true)).toStrictEqual([violation("null")]);
    // A value that is there and not null is of the wrong type, not `null`.
    expect(detailOf({ type: "string" }, 1, true)).toStrictEqual([violation("disallowed_enum")]);
    expect(detailOf({ type: "object" }, 1, true)).toStrictEqual([violation("not_json_object")]);
    expect(detailOf({ type: "integer", exclusiveMaximum: 10 }, 10, true)).toStrictEqual([
      violation("greater_than", { maxValue: 9 }),
    ]);
    expect(detailOf({ type: "integer", exclusiveMinimum: 0 }, 0, true)).toStrictEqual([
      violation("less_than", { minValue: 1 }),
    ]);
    expect(detailOf({ type: "number", exclusiveMaximum: 10 }, 10, true)).toStrictEqual([violation("greater_than")]);
  });

  test("required, dependentRequired, additional, unevaluated properties and property names: under the property's own key", () => {
    const schema = {
      type: "object",
      required: ["a"],
      dependentRequired: { b: ["c"] },
      properties: { b: {}, nested: { type: "object", additionalProperties: false, properties: { x: {} } } },
      propertyNames: { maxLength: 6 },
      unevaluatedProperties: false,
    };
    const violations = violationsOf(schema, { b: 1, nested: { y: 1 }, toolong: 1 });
    expect(violations["a"]).toStrictEqual([violation("undefined")]);
    expect(violations["c"]).toStrictEqual([violation("undefined")]);
    expect(violations["nested.y"]).toStrictEqual([
      violation("contained_invalid_field_name", { invalidFieldName: "y" }),
    ]);
    // Once for propertyNames (its maxLength), once for unevaluatedProperties.
    expect(violations["toolong"]).toStrictEqual([
      violation("contained_invalid_field_name", { invalidFieldName: "toolong" }),
      violation("contained_invalid_field_name", { invalidFieldName: "toolong" }),
    ]);
    // ajv also reports the name's own maxLength failure, at the object.
    expect(violations[""]).toStrictEqual([violation("too_long", { maxLength: 6 })]);
    expect(Object.keys(violations).sort()).toStrictEqual(["", "a", "c", "nested.y", "toolong"]);
  });

  test("if/then: the failing then keyword is reported, the if error is not", () => {
    // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword `then`.
    const schema = { if: { properties: { a: { const: 1 } } }, then: { required: ["b"] } };
    expect(violationsOf(schema, { a: 1 })).toStrictEqual({ b: [violation("undefined")] });
  });
});

describe("fromAjvErrors: keys", () => {
  test("JSON Pointer steps are unescaped, digits are indices, other keys are quoted", () => {
    const errors: AjvErrorLike[] = [
      { keyword: "required", instancePath: "/a~1b/0/c~0d", params: { missingProperty: "x.y" } },
      { keyword: "maxLength", instancePath: "/list/01", params: { limit: 1 } },
      { keyword: "maxLength", instancePath: "/list/120", params: { limit: 1 } },
      { keyword: "maxLength", instancePath: "/list/99999999999999999", params: { limit: 1 } },
    ];
    expect(Object.keys(fromAjvErrors(errors).violations)).toStrictEqual([
      '["a/b"][0]["c~d"]["x.y"]',
      'list["01"]',
      "list[120]",
      'list["99999999999999999"]',
    ]);
  });

  test("headers are keyed by lower-case name; query and path parameters by their name; nested steps follow", () => {
    const errors: AjvErrorLike[] = [{ keyword: "maxLength", instancePath: "/X-Trace/0", params: { limit: 1 } }];
    expect(Object.keys(fromAjvErrors(errors, { part: "headers" }).violations)).toStrictEqual(["x-trace[0]"]);
    expect(Object.keys(fromAjvErrors(errors, { part: "querystring" }).violations)).toStrictEqual(["X-Trace[0]"]);
    const whole = fromAjvErrors([{ keyword: "type", instancePath: "", params: { type: "object" } }], {
      part: "params",
    });
    expect(whole).toMatchObject({
      code: "request_constraint_violations",
      violations: { "": [violation("not_json_object")] },
    });
  });
});

describe("fromAjvErrors: options and odd input", () => {
  test("mapError is tried first; fallback replaces the default code; message and ticket are kept", () => {
    const errors: AjvErrorLike[] = [
      { keyword: "x-unique", instancePath: "/email" },
      { keyword: "x-other", instancePath: "/name" },
    ];
    const body = fromAjvErrors(errors, {
      mapError: (error) => (error.keyword === "x-unique" ? violation("not_unique") : undefined),
      fallback: "unknown",
      message: "Fix these.",
      ticket: "t-1",
    });
    expect(body).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "Fix these.",
      ticket: "t-1",
      violations: { email: [violation("not_unique")], name: [{ code: "unknown" }] },
    });
  });

  test("no errors, or only if errors, give the fallback under the whole body; a missing instancePath or params is the root", () => {
    expect(fromAjvErrors([]).violations).toStrictEqual({ "": [violation("disallowed_enum")] });
    expect(fromAjvErrors([{ keyword: "if", instancePath: "" }]).violations).toStrictEqual({
      "": [violation("disallowed_enum")],
    });
    expect(fromAjvErrors([{ keyword: "required" }]).violations).toStrictEqual({ "": [violation("undefined")] });
    expect(fromAjvErrors([{ keyword: "enum", params: { allowedValues: "not a list" } }]).violations).toStrictEqual({
      "": [violation("disallowed_enum", { allowedValues: "" })],
    });
  });

  test("the keywords of ajv-formats and the discriminator", () => {
    const errors: AjvErrorLike[] = [
      { keyword: "formatMaximum", instancePath: "/a", params: { comparison: "<=", limit: "2024-01-01" } },
      { keyword: "formatMinimum", instancePath: "/b", params: { comparison: ">=", limit: "2024-01-01" } },
      { keyword: "formatExclusiveMaximum", instancePath: "/c", params: { comparison: "<", limit: "2024-01-01" } },
      { keyword: "formatExclusiveMinimum", instancePath: "/d", params: { comparison: ">", limit: "2024-01-01" } },
      { keyword: "discriminator", instancePath: "/e", params: { error: "mapping", tag: "kind", tagValue: "x" } },
    ];
    expect(fromAjvErrors(errors).violations).toStrictEqual({
      a: [violation("greater_than", { maxValue: "2024-01-01" })],
      b: [violation("less_than", { minValue: "2024-01-01" })],
      c: [violation("greater_than")],
      d: [violation("less_than")],
      e: [violation("disallowed_enum")],
    });
  });

  test("an exclusive bound that is no finite number states no bound, even for an integer schema", () => {
    const error: AjvErrorLike = {
      keyword: "exclusiveMaximum",
      instancePath: "/n",
      params: { limit: "10" },
      parentSchema: { type: "integer" },
    };
    expect(fromAjvErrors([error]).violations).toStrictEqual({ n: [violation("greater_than")] });
    expect(fromAjvErrors([{ ...error, params: { limit: 10 }, parentSchema: null }]).violations).toStrictEqual({
      n: [violation("greater_than")],
    });
  });
});

const ajvError: fc.Arbitrary<AjvErrorLike> = fc.record(
  {
    keyword: fc.oneof(
      fc.constantFrom(
        "required",
        "type",
        "maxLength",
        "minLength",
        "pattern",
        "format",
        "enum",
        "const",
        "maximum",
        "exclusiveMinimum",
        "minItems",
        "additionalProperties",
        "propertyNames",
        "if",
        "false schema",
        "__proto__",
      ),
      fc.string(),
    ),
    instancePath: fc.oneof(
      fc.constant(""),
      fc.array(fc.oneof(fc.string(), fc.nat().map(String)), { maxLength: 4 }).map((steps) => `/${steps.join("/")}`),
    ),
    params: fc.dictionary(
      fc.constantFrom(
        "limit",
        "missingProperty",
        "additionalProperty",
        "propertyName",
        "allowedValues",
        "type",
        "format",
        "pattern",
      ),
      fc.oneof(fc.string(), fc.integer(), fc.bigInt(), fc.array(fc.string()), fc.constant(null)),
    ),
  },
  { requiredKeys: ["keyword"] },
);

describe("fromAjvErrors over every list of ajv-like errors", () => {
  test("never throws and gives a constraint violations body that parseErrorBody accepts in strict mode", () => {
    fc.assert(
      fc.property(
        fc.array(ajvError, { maxLength: 8 }),
        fc.constantFrom("body", "querystring", "params", "headers"),
        (errors, part) => {
          const body = fromAjvErrors(errors, { part });
          expect(parseErrorBody(JSON.parse(JSON.stringify(body)), { strict: true }).ok).toBe(true);
          expect(Object.keys(body.violations).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("ajv params of any kind", () => {
  test("a bigint limit is written as its digits, an object as JSON", () => {
    const body = fromAjvErrors([
      { keyword: "maxLength", instancePath: "/a", params: { limit: 10n } },
      { keyword: "const", instancePath: "/b", params: { allowedValue: { x: [1] } } },
    ]);
    expect(body.violations).toStrictEqual({
      a: [violation("too_long", { maxLength: "10" })],
      b: [violation("disallowed_enum", { allowedValues: '{"x":[1]}' })],
    });
  });
});

describe("ajv keywords of older drafts", () => {
  test("dependencies gives undefined at the missing member, additionalItems size_greater_than", () => {
    const body = fromAjvErrors([
      { keyword: "dependencies", instancePath: "", params: { property: "a", missingProperty: "b" } },
      { keyword: "additionalItems", instancePath: "/list", params: { limit: 2 } },
    ]);
    expect(body.violations).toStrictEqual({
      b: [violation("undefined")],
      list: [violation("size_greater_than", { maxSize: 2 })],
    });
  });
});
