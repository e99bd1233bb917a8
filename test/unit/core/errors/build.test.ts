import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  baseError,
  CODE_ATTRIBUTES,
  constraintViolationsError,
  DEFAULT_VIOLATIONS_MESSAGES,
  type ErrorBody,
  hasViolation,
  isErrorBody,
  parseErrorBody,
  toResponse,
  VIOLATION_CODES,
  violation,
  violations,
} from "../../../../src/index.js";
import { expectJsonReady, expectPlain, expectStrictlySame, jsonObject, bodyKey as key } from "../../../support/core.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("violation", () => {
  test('violation("too_long", { maxLength: 200 }) is strictly { code, constraintAttributes: { maxLength: "200" } }', () => {
    expect(violation("too_long", { maxLength: 200 })).toStrictEqual({
      code: "too_long",
      constraintAttributes: { maxLength: "200" },
    });
  });

  test('violation("blank") has no constraintAttributes member', () => {
    const detail = violation("blank");
    expect(detail).toStrictEqual({ code: "blank" });
    expect(Object.hasOwn(detail, "constraintAttributes")).toBe(false);
  });

  test("a code that carries attributes may be given none, and then has no constraintAttributes member", () => {
    expect(violation("too_long")).toStrictEqual({ code: "too_long" });
    expect(violation("too_long", {})).toStrictEqual({ code: "too_long" });
  });

  test("attribute values given as strings stay as they are", () => {
    expect(violation("failed_regex_match", { regexPattern: "^-?[0-9]+$" })).toStrictEqual({
      code: "failed_regex_match",
      constraintAttributes: { regexPattern: "^-?[0-9]+$" },
    });
  });

  test("string lists are comma-joined", () => {
    expect(violation("disallowed_enum", { allowedValues: ["asc", "desc"] })).toStrictEqual({
      code: "disallowed_enum",
      constraintAttributes: { allowedValues: "asc,desc" },
    });
    expect(violation("disallowed_enum", { allowedValues: [] })).toStrictEqual({
      code: "disallowed_enum",
      constraintAttributes: { allowedValues: "" },
    });
  });

  test("numbers are written in JavaScript's shortest form, negatives and fractions included", () => {
    expect(violation("less_than", { minValue: -1 }).constraintAttributes).toStrictEqual({ minValue: "-1" });
    expect(violation("greater_than", { maxValue: 1.5 }).constraintAttributes).toStrictEqual({ maxValue: "1.5" });
    expect(violation("less_than", { minValue: 0 }).constraintAttributes).toStrictEqual({ minValue: "0" });
  });

  test("bigints are written in full", () => {
    expect(violation("greater_than", { maxValue: 2n ** 64n }).constraintAttributes).toStrictEqual({
      maxValue: "18446744073709551616",
    });
  });

  test("a code with two attributes takes either or both, in the order given", () => {
    expect(
      violation("contained_disallowed_element", { disallowedValues: "x", allowedElements: ["a", "b"] }),
    ).toStrictEqual({
      code: "contained_disallowed_element",
      constraintAttributes: { disallowedValues: "x", allowedElements: "a,b" },
    });
  });

  test("an attribute given as undefined is left out", () => {
    const attributes = { maxLength: undefined } as unknown as { maxLength: number };
    expect(violation("too_long", attributes)).toStrictEqual({ code: "too_long" });
  });

  test.each([
    [Number.NaN, "got NaN"],
    [Number.POSITIVE_INFINITY, "got Infinity"],
    [Number.NEGATIVE_INFINITY, "got -Infinity"],
    [{}, "got an object"],
    [Object.create(null), "got an object"],
    [new Date(0), "got an object"],
    [null, "got null"],
    [true, "got true"],
    [[1, 2], "got a list that is not all strings"],
    [["a", 1], "got a list that is not all strings"],
    [Symbol("s"), "got symbol"],
    [() => 200, "got function"],
  ])("the attribute value %s throws a TypeError naming the attribute and the value", (value, said) => {
    expect(() => violation("too_long", { maxLength: value as never })).toThrow(TypeError);
    expect(() => violation("too_long", { maxLength: value as never })).toThrow(`constraint attribute maxLength`);
    expect(() => violation("too_long", { maxLength: value as never })).toThrow(said);
  });

  test("a value whose toString throws still gives the clear TypeError", () => {
    const hostile = {
      toString() {
        throw new Error("boom");
      },
    };
    expect(() => violation("too_long", { maxLength: hostile as never })).toThrow(
      /maxLength: expected .* got an object/,
    );
  });

  test.each([
    ["nope", 'unknown violation code "nope"'],
    ["", 'unknown violation code ""'],
    ["toString", 'unknown violation code "toString"'],
    ["__proto__", 'unknown violation code "__proto__"'],
    [42, "unknown violation code 42"],
    [10n, "unknown violation code 10"],
    [undefined, "unknown violation code undefined"],
    [{ code: "blank" }, "unknown violation code an object"],
  ])("the unknown code %s throws a TypeError", (code, said) => {
    const untyped = violation as (code: unknown) => unknown;
    expect(() => untyped(code)).toThrow(TypeError);
    expect(() => untyped(code)).toThrow(said);
  });

  test("an attribute name that is not in the catalogue throws", () => {
    expect(() => violation("too_long", { maxlength: 1 } as never)).toThrow(
      new TypeError('unknown constraint attribute "maxlength"'),
    );
    expect(() => violation("too_long", JSON.parse('{"__proto__": "1"}'))).toThrow(
      'unknown constraint attribute "__proto__"',
    );
  });

  test("a known attribute that the code does not carry throws, naming what it carries", () => {
    expect(() => violation("too_long", { regexPattern: "x" } as never)).toThrow(
      new TypeError("violation too_long carries maxLength, not regexPattern"),
    );
    expect(() => violation("blank", ...([{ maxLength: 1 }] as unknown as []))).toThrow(
      new TypeError("violation blank carries no attributes, not maxLength"),
    );
  });

  test("attributes that are not an object throw", () => {
    expect(() => violation("too_long", "200" as never)).toThrow(
      new TypeError("constraint attributes of too_long must be an object"),
    );
    expect(() => violation("too_long", [200] as never)).toThrow(TypeError);
    expect(() => violation("too_long", null as never)).toThrow(TypeError);
  });

  test("inherited attributes are ignored: only own members are read", () => {
    const attributes = Object.create({ maxLength: 5 }) as { maxLength: number };
    expect(violation("too_long", attributes)).toStrictEqual({ code: "too_long" });
  });

  test("every code of the catalogue builds, with each of its table attributes", () => {
    for (const code of VIOLATION_CODES) {
      const names: readonly string[] = Object.hasOwn(CODE_ATTRIBUTES, code)
        ? CODE_ATTRIBUTES[code as keyof typeof CODE_ATTRIBUTES]
        : [];
      const attributes = Object.fromEntries(names.map((name) => [name, 7]));
      const detail = (violation as (code: string, attributes?: object) => object)(
        code,
        names.length === 0 ? undefined : attributes,
      );
      expect(detail).toStrictEqual(
        names.length === 0
          ? { code }
          : { code, constraintAttributes: Object.fromEntries(names.map((name) => [name, "7"])) },
      );
    }
  });

  test("the detail is a fresh, plain, JSON-ready object", () => {
    const detail = violation("too_long", { maxLength: 200 });
    expectPlain(detail);
    expectJsonReady(detail);
    expect(violation("too_long", { maxLength: 200 })).not.toBe(detail);
  });
});

describe("baseError", () => {
  test("builds the spec's members in order: type, code, message, ticket", () => {
    const body = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t-1" });
    expect(body).toStrictEqual({
      type: "base_error",
      code: "user_not_found",
      message: "User [42] could not be found",
      ticket: "t-1",
    });
    expect(Object.keys(body)).toStrictEqual(["type", "code", "message", "ticket"]);
  });

  test("without details the body has no details member", () => {
    expect(Object.hasOwn(baseError({ code: "user_not_found", message: "m" }), "details")).toBe(false);
  });

  test("design decision Ticket: a ticket is always present, a fresh UUID v4 unless given", () => {
    const a = baseError({ code: "user_not_found", message: "m" });
    const b = baseError({ code: "user_not_found", message: "m" });
    expect(a.ticket).toMatch(UUID_V4);
    expect(b.ticket).toMatch(UUID_V4);
    expect(a.ticket).not.toBe(b.ticket);
  });

  test("a given ticket is kept, even the empty string", () => {
    expect(baseError({ code: "x", message: "m", ticket: "" }).ticket).toBe("");
  });

  test("details are copied JSON-ready: own members only, no undefined, no class instances", () => {
    const inherited = Object.create({ inherited: 1 }) as Record<string, unknown>;
    inherited["own"] = 2;
    const source = {
      attemptsRemaining: 2,
      gone: undefined,
      when: new Date(0),
      nested: inherited,
      list: [1, undefined, "a"],
    };
    const body = baseError({ code: "some_code", message: "m", ticket: "t", details: source });
    expect(body.details).toStrictEqual({
      attemptsRemaining: 2,
      when: "1970-01-01T00:00:00.000Z",
      nested: { own: 2 },
      list: [1, null, "a"],
    });
    expect(body.details).not.toBe(source);
    expectPlain(body);
    expectJsonReady(body);
  });

  test("details are copied, so later changes to the source do not reach the body", () => {
    const source = { attemptsRemaining: 2 };
    const body = baseError({ code: "mfa_challenge_verification_failed", message: "m", details: source });
    source.attemptsRemaining = 1;
    expect(body.details).toStrictEqual({ attemptsRemaining: 2 });
  });

  test.each([
    ["a string", "x"],
    ["null", null],
    ["an array", [1]],
    ["a Date, which serialises to a string", new Date(0)],
    ["an object whose toJSON gives a number", { toJSON: () => 5 }],
  ])("details that are %s throw a TypeError", (_, details) => {
    expect(() => baseError({ code: "x", message: "m", details: details as never })).toThrow(TypeError);
  });

  test.each([
    ["an empty code", { code: "", message: "m" }, "code must not be empty"],
    ["a code that is not a string", { code: 1, message: "m" }, "code must be a string, got number"],
    ["a message that is not a string", { code: "x", message: undefined }, "message must be a string, got undefined"],
    ["a ticket that is not a string", { code: "x", message: "m", ticket: 1 }, "ticket must be a string, got number"],
  ])("%s throws a TypeError", (_, init, said) => {
    expect(() => baseError(init as never)).toThrow(new TypeError(said));
  });

  test("the body is plain and survives JSON strictly equal", () => {
    const body = baseError({
      code: "mfa_challenge_verification_failed",
      message: "m",
      details: { attemptsRemaining: 2 },
    });
    expectPlain(body);
    expectJsonReady(body);
    expect(parseErrorBody(body)).toStrictEqual({ ok: true, value: body });
  });
});

describe("constraintViolationsError", () => {
  test("builds the spec's members in order, with the default code and message", () => {
    const body = constraintViolationsError({ violations: { email: violation("blank") }, ticket: "t" });
    expect(body).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "The request body has constraint violations.",
      ticket: "t",
      violations: { email: [{ code: "blank" }] },
    });
    expect(Object.keys(body)).toStrictEqual(["type", "code", "message", "ticket", "violations"]);
  });

  test("request_constraint_violations has its own default message", () => {
    const body = constraintViolationsError({
      code: "request_constraint_violations",
      violations: { count: violation("greater_than", { maxValue: 100 }) },
    });
    expect(body.message).toBe(DEFAULT_VIOLATIONS_MESSAGES.request_constraint_violations);
    expect(body.message).toBe("The request has constraint violations.");
  });

  test("a given message is kept", () => {
    expect(constraintViolationsError({ violations: { a: violation("blank") }, message: "Fix it." }).message).toBe(
      "Fix it.",
    );
  });

  test("a ticket is always present, a fresh UUID v4 unless given", () => {
    const a = constraintViolationsError({ violations: { a: violation("blank") } });
    const b = constraintViolationsError({ violations: { a: violation("blank") } });
    expect(a.ticket).toMatch(UUID_V4);
    expect(a.ticket).not.toBe(b.ticket);
  });

  test("one detail becomes a list of one; a list keeps its order", () => {
    const body = constraintViolationsError({
      violations: { email: [violation("blank"), violation("invalid_email")], name: violation("not_unique") },
    });
    expect(body.violations).toStrictEqual({
      email: [{ code: "blank" }, { code: "invalid_email" }],
      name: [{ code: "not_unique" }],
    });
  });

  test("details are copied JSON-ready: extra members of a detail are dropped", () => {
    const detail = { code: "too_long", constraintAttributes: { maxLength: "200" }, extra: 1 } as never;
    const body = constraintViolationsError({ violations: { email: detail } });
    expect(body.violations).toStrictEqual({
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
    });
    expect(body.violations["email"]?.[0]).not.toBe(detail);
  });

  test("a detail made by hand is checked like violation(): values become strings, unknown names throw", () => {
    const byHand = { code: "too_long", constraintAttributes: { maxLength: 200 } } as never;
    expect(constraintViolationsError({ violations: { email: byHand } }).violations).toStrictEqual({
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
    });
    const unknownName = { code: "too_long", constraintAttributes: { size: "1" } } as never;
    expect(() => constraintViolationsError({ violations: { email: unknownName } })).toThrow(TypeError);
  });

  test.each([["__proto__"], ["constructor"], ["prototype"], ["toString"], ["hasOwnProperty"]])(
    "the violation key %s is stored as own data and no prototype changes",
    (key) => {
      const before = Object.getOwnPropertyNames(Object.prototype).sort();
      const violations = JSON.parse(`{${JSON.stringify(key)}: [{ "code": "blank" }]}`);
      const body = constraintViolationsError({ violations });
      expect(Object.hasOwn(body.violations, key)).toBe(true);
      expect(Object.getOwnPropertyDescriptor(body.violations, key)?.value).toStrictEqual([{ code: "blank" }]);
      expect(Object.getPrototypeOf(body.violations)).toBe(Object.prototype);
      expect(Object.keys(body.violations)).toStrictEqual([key]);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toStrictEqual(before);
      expect(({} as { code?: unknown }).code).toBeUndefined();
      // Not toStrictEqual: it reads an own `constructor` member as the object's class.
      expectStrictlySame(JSON.parse(JSON.stringify(body)).violations, violations);
      expectJsonReady(body);
    },
  );

  test("Object.prototype is untouched after building with a __proto__ key", () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    constraintViolationsError({
      violations: JSON.parse('{"__proto__": [{"code": "blank"}], "a": [{"code": "null"}]}'),
    });
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toStrictEqual(before);
    expect(({} as { code?: unknown }).code).toBeUndefined();
  });

  test.each([
    ["no violations", {}, "a constraint violations error needs at least one violation"],
    ["an empty list", { email: [] }, 'violations["email"] is an empty list'],
    ["a non-object detail", { email: ["blank"] }, 'violations["email"] holds a non-object'],
    ["an undefined entry", { email: undefined }, 'violations["email"] holds a non-object'],
    ["an unknown code", { email: { code: "nope" } }, 'unknown violation code "nope"'],
  ])("%s throws a TypeError", (_, violations, said) => {
    expect(() => constraintViolationsError({ violations: violations as never })).toThrow(new TypeError(said));
  });

  test("violations that are not an object throw", () => {
    expect(() => constraintViolationsError({ violations: null as never })).toThrow(
      new TypeError("violations must be an object"),
    );
    expect(() => constraintViolationsError({ violations: [violation("blank")] as never })).toThrow(TypeError);
  });

  test.each([
    ["an unknown code", "base_error", 'got "base_error"'],
    ["an inherited name", "toString", 'got "toString"'],
    ["a non-string", 400, "got 400"],
    ["an object", { toString: () => "message_body_constraint_violations" }, "got an object"],
  ])("a top-level code that is %s throws a TypeError", (_, code, said) => {
    expect(() => constraintViolationsError({ violations: { a: violation("blank") }, code: code as never })).toThrow(
      new TypeError(`code must be message_body_constraint_violations or request_constraint_violations, ${said}`),
    );
  });

  test("a message or ticket that is not a string throws", () => {
    const violations = { a: violation("blank") };
    expect(() => constraintViolationsError({ violations, message: 1 as never })).toThrow(TypeError);
    expect(() => constraintViolationsError({ violations, ticket: null as never })).toThrow(TypeError);
  });

  test("the body is plain, survives JSON strictly equal, and passes parseErrorBody strictly", () => {
    const body = constraintViolationsError({
      violations: {
        email: [violation("too_long", { maxLength: 200 }), violation("invalid_email")],
        "protocol.type": violation("disallowed_enum", { allowedValues: ["OIDC", "SAML"] }),
      },
    });
    expectPlain(body);
    expectJsonReady(body);
    expect(parseErrorBody(body, { strict: true })).toStrictEqual({ ok: true, value: body });
  });
});

describe("builders say exactly what is wrong", () => {
  test("an attribute a code does not carry lists the ones it does, comma-separated", () => {
    expect(() => violation("contained_disallowed_element", { maxLength: 1 } as never)).toThrow(
      new TypeError("violation contained_disallowed_element carries allowedElements, disallowedValues, not maxLength"),
    );
  });

  test("details that do not serialise to an object are refused with the reason", () => {
    expect(() => baseError({ code: "x", message: "m", details: new Date(0) as never })).toThrow(
      new TypeError("details must be an object that serialises to a JSON object"),
    );
  });

  test("a message or ticket that is not a string is named in the error", () => {
    const init = { violations: { a: violation("blank") } };
    expect(() => constraintViolationsError({ ...init, message: 5 as never })).toThrow(
      new TypeError("message must be a string, got number"),
    );
    expect(() => constraintViolationsError({ ...init, ticket: 5 as never })).toThrow(
      new TypeError("ticket must be a string, got number"),
    );
  });

  test("a listed detail may carry any known attribute, even one its code's table does not name", () => {
    const body = constraintViolationsError({
      violations: { a: [{ code: "too_long", constraintAttributes: { minLength: "1" } }] as never },
      ticket: "t",
    });
    expect(body.violations).toStrictEqual({ a: [{ code: "too_long", constraintAttributes: { minLength: "1" } }] });
  });

  test("the collector finds a code among several details of one path", () => {
    const collected = violations();
    collected.add("a", violation("blank"));
    collected.add("a", violation("too_long", { maxLength: 2 }));
    expect(collected.has("a", "too_long")).toBe(true);
    expect(collected.has("a", "blank")).toBe(true);
    expect(collected.has("a", "null")).toBe(false);
  });
});

// ---- bodies the builders make ----
const attributeValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt(),
  fc.array(fc.string(), { maxLength: 3 }),
);

const builtDetail = fc.constantFrom(...VIOLATION_CODES).chain((code) => {
  const names: readonly string[] = Object.hasOwn(CODE_ATTRIBUTES, code)
    ? CODE_ATTRIBUTES[code as keyof typeof CODE_ATTRIBUTES]
    : [];
  const build = violation as (code: string, attributes?: object) => ReturnType<typeof violation>;
  if (names.length === 0) return fc.constant(build(code));
  return fc
    .record(Object.fromEntries(names.map((name) => [name, attributeValue])), { requiredKeys: [] })
    .map((attributes) => build(code, attributes));
});

const builtViolations = fc
  .array(fc.tuple(key, fc.array(builtDetail, { minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 5 })
  // Object.fromEntries defines own data members, `__proto__` included.
  .map((entries) => Object.fromEntries(entries) as never);

const builtConstraintViolationsError = fc
  .record(
    {
      violations: builtViolations,
      code: fc.constantFrom("message_body_constraint_violations", "request_constraint_violations" as const),
      message: fc.string(),
      ticket: fc.string(),
    },
    { requiredKeys: ["violations"] },
  )
  .map((init) => constraintViolationsError(init));

const builtBaseError = fc
  .record(
    {
      code: fc.string({ minLength: 1 }),
      message: fc.string(),
      ticket: fc.string(),
      details: fc.array(fc.tuple(key, fc.jsonValue()), { maxLength: 4 }).map(jsonObject),
    },
    { requiredKeys: ["code", "message"] },
  )
  .map((init) => baseError(init as never));

const builtBody: fc.Arbitrary<ErrorBody> = fc.oneof(builtBaseError, builtConstraintViolationsError);

describe("builder laws", () => {
  test("every body the builders make survives JSON.parse(JSON.stringify(b)) strictly equal", () => {
    fc.assert(
      fc.property(builtBody, (body) => {
        // Not toStrictEqual: it reads an own `constructor` member as the object's class.
        expectJsonReady(body);
      }),
      { numRuns: 500 },
    );
  });

  test("every body the builders make passes parseErrorBody, strict mode included, before and after JSON", () => {
    fc.assert(
      fc.property(builtBody, (body) => {
        const result = parseErrorBody(body, { strict: true });
        expect(result.ok && result.value).toBe(body);
        const wire = JSON.parse(JSON.stringify(body));
        expect(parseErrorBody(wire, { strict: true }).ok).toBe(true);
        expect(isErrorBody(wire)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test("every constraint violations error the builders make keeps each key, with each detail's code", () => {
    fc.assert(
      fc.property(builtViolations, (violations) => {
        const body = constraintViolationsError({ violations });
        for (const [path, details] of Object.entries(violations as Record<string, { code: string }[]>)) {
          for (const detail of details) expect(hasViolation(body, path, detail.code)).toBe(true);
        }
        expect(Object.keys(body.violations)).toStrictEqual(Object.keys(violations));
      }),
      { numRuns: 300 },
    );
  });

  test("every body the builders make is answered by toResponse(new ApiError(body)) with the same body", async () => {
    await fc.assert(
      fc.asyncProperty(builtBody, async (body) => {
        const response = toResponse(new ApiError(body, { status: 409 }));
        expectStrictlySame(await response.json(), JSON.parse(JSON.stringify(body)));
      }),
      { numRuns: 200 },
    );
  });
});

describe("design decision Top-level code", () => {
  test("body-field violations default to message_body_constraint_violations", () => {
    expect(constraintViolationsError({ violations: { email: violation("blank") } }).code).toBe(
      "message_body_constraint_violations",
    );
  });

  test("other parts take request_constraint_violations, and no other top-level code is built", () => {
    expect(
      constraintViolationsError({ code: "request_constraint_violations", violations: { count: violation("blank") } })
        .code,
    ).toBe("request_constraint_violations");
    expect(() =>
      constraintViolationsError({ code: "base_error" as never, violations: { count: violation("blank") } }),
    ).toThrow(TypeError);
  });

  test("one error per response: a handler that finds request-part problems answers with those only", () => {
    function handler(query: URLSearchParams, body: { email?: string }): ApiError | undefined {
      const request = violations();
      if (query.has("count") && Number(query.get("count")) < 0)
        request.add("count", violation("less_than", { minValue: 0 }));
      const requestError = request.toError({ code: "request_constraint_violations" });
      if (requestError !== undefined) return new ApiError(requestError);
      const fields = violations();
      if (body.email === undefined) fields.add("email", violation("undefined"));
      const fieldError = fields.toError();
      return fieldError === undefined ? undefined : new ApiError(fieldError);
    }
    const both = handler(new URLSearchParams("count=-1"), {});
    expect(both?.code).toBe("request_constraint_violations");
    expect(Object.keys(both?.violations ?? {})).toStrictEqual(["count"]);
    expect(handler(new URLSearchParams(""), {})?.code).toBe("message_body_constraint_violations");
  });
});
describe("design decision Builders", () => {
  test("accept only known violation codes", () => {
    expect(() => (violation as (code: string) => unknown)("added_next_year")).toThrow(TypeError);
  });

  test("accept only known attribute names", () => {
    expect(() => violation("too_long", { maxChars: 1 } as never)).toThrow(TypeError);
  });

  test("numbers, strings and string lists are stored as strings, lists comma-joined", () => {
    expect(violation("too_long", { maxLength: 200 }).constraintAttributes).toStrictEqual({ maxLength: "200" });
    expect(violation("too_long", { maxLength: "200" }).constraintAttributes).toStrictEqual({ maxLength: "200" });
    expect(violation("unknown", { allowedValues: ["ACTIVE", "PENDING"] }).constraintAttributes).toStrictEqual({
      allowedValues: "ACTIVE,PENDING",
    });
  });
});
