import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type AnyCatalogue, builtInCatalogue, coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import {
  BUILT_IN_ATTRIBUTES,
  BUILT_IN_BASE_ERRORS,
  BUILT_IN_VIOLATIONS,
  CONSTRAINT_VIOLATIONS,
  CORE_BASE_ERRORS,
  CORE_VIOLATIONS,
} from "../../../src/core/catalogue/built-in-definition.js";
import { ApiError } from "../../../src/core/errors/api-error.js";
import { isErrorBody } from "../../../src/core/errors/guards.js";
import { UnexpectedResponseError } from "../../../src/core/errors/unexpected-response-error.js";
import { toResponse } from "../../../src/core/wire/http.js";

function shopDefinition() {
  return {
    extends: coreCatalogue,
    attributes: { skuPattern: { description: "The pattern a SKU must match." } },
    violations: {
      sku_format_invalid: {
        attributes: ["skuPattern"],
        description: "The SKU does not have the shop's format.",
        message: { "": "is not a valid SKU", skuPattern: "must be a SKU such as {skuPattern}" },
      },
      out_of_stock: { description: "The item is out of stock.", message: "is out of stock" },
    },
    baseErrors: {
      payment_required: {
        status: 402,
        description: "The plan must be paid.",
        details: {
          type: "object",
          properties: { amountDue: { type: "integer", minimum: 0 } },
          required: ["amountDue"],
        },
        message: { "": "Payment is required.", amountDue: "Payment of {amountDue, number} is required." },
      },
    },
  } as const;
}

const shop = defineCatalogue(shopDefinition());

const blog = defineCatalogue({
  extends: coreCatalogue,
  violations: { slug_taken: { description: "The slug is taken.", message: "is already taken" } },
  baseErrors: { post_locked: { status: 423, description: "The post is locked.", message: "The post is locked." } },
});

/** `catalogue.violation` without its types: what a JavaScript caller may pass. */
function untypedViolation(catalogue: AnyCatalogue, code: string, attributes?: unknown): unknown {
  return (catalogue.violation as (code: string, attributes?: unknown) => unknown)(code, attributes);
}

/** The problems `defineCatalogue` lists for a definition, one per line; none when it accepts it. */
function problemsOf(definition: unknown): string[] {
  try {
    defineCatalogue(definition as never);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    const [first, ...problems] = (error as TypeError).message.split("\n- ");
    expect(first).toBe(`the catalogue definition has ${problems.length} problem(s):`);
    return problems;
  }
}

/** The problems of a definition extending `coreCatalogue` with only `section`. */
function sectionProblems(section: "attributes" | "violations" | "baseErrors", entries: unknown): string[] {
  return problemsOf({ extends: coreCatalogue, [section]: entries });
}

const BASE = { status: 402, description: "Pay.", message: "Pay." };

describe("a team catalogue extending coreCatalogue", () => {
  test("violation builds the body of its own codes, with and without attributes", () => {
    expect(shop.violation("sku_format_invalid", { skuPattern: "AB-0000" })).toStrictEqual({
      code: "sku_format_invalid",
      constraintAttributes: { skuPattern: "AB-0000" },
    });
    expect(shop.violation("out_of_stock")).toStrictEqual({ code: "out_of_stock" });
    expect(shop.violation("too_long", { maxLength: 3 })).toStrictEqual({
      code: "too_long",
      constraintAttributes: { maxLength: "3" },
    });
  });

  test("violation refuses at run time an unknown code, a spec-only code and a wrong attribute", () => {
    expect(() => untypedViolation(shop, "sku_format_invalidd")).toThrow(
      new TypeError('unknown violation code "sku_format_invalidd"'),
    );
    expect(() => untypedViolation(shop, "password_breached")).toThrow(
      new TypeError('unknown violation code "password_breached"'),
    );
    expect(builtInCatalogue.violation("password_breached")).toStrictEqual({ code: "password_breached" });
    expect(() => shop.violation("sku_format_invalid", { maxLength: 3 } as never)).toThrow(TypeError);
    expect(() => shop.violation("sku_format_invalid", { nope: "x" } as never)).toThrow(
      new TypeError('unknown constraint attribute "nope"'),
    );
  });

  test("any string that is not one of its codes is refused by violation", () => {
    const codes = new Set(Object.keys(shop.violations));
    fc.assert(
      fc.property(
        fc.string().filter((code) => !codes.has(code)),
        (code) => {
          expect(shop.isViolationCode(code)).toBe(false);
          expect(() => untypedViolation(shop, code)).toThrow(TypeError);
        },
      ),
    );
  });

  test("constraintViolationsError builds a body of its own violations", () => {
    expect(
      shop.constraintViolationsError({ ticket: "t", violations: { sku: shop.violation("out_of_stock") } }),
    ).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "The request body has constraint violations.",
      ticket: "t",
      violations: { sku: [{ code: "out_of_stock" }] },
    });
  });

  test("baseError makes its base error with the definition's message as default", () => {
    expect(shop.baseError({ code: "payment_required", ticket: "t", details: { amountDue: 5 } })).toStrictEqual({
      type: "base_error",
      code: "payment_required",
      message: "Payment is required.",
      ticket: "t",
      details: { amountDue: 5 },
    });
    expect(() => shop.baseError({ code: "post_locked" } as never)).toThrow(
      new TypeError('unknown base error code "post_locked"'),
    );
  });

  test("statusOf answers 402 for payment_required, a parent's status for its codes, undefined for another", () => {
    expect(shop.statusOf("payment_required")).toBe(402);
    expect(shop.statusOf("not_found")).toBe(404);
    expect(shop.statusOf("post_locked")).toBeUndefined();
  });

  test("isBaseErrorCode and isAttribute know its own and its parent's names only", () => {
    expect(shop.isBaseErrorCode("payment_required")).toBe(true);
    expect(shop.isBaseErrorCode("not_found")).toBe(true);
    expect(shop.isBaseErrorCode("post_locked")).toBe(false);
    expect(shop.isBaseErrorCode(402)).toBe(false);
    expect(shop.isAttribute("skuPattern")).toBe(true);
    expect(shop.isAttribute("maxLength")).toBe(true);
    expect(shop.isAttribute("nope")).toBe(false);
    expect(shop.isAttribute(1)).toBe(false);
    expect(shop.isViolationCode(1)).toBe(false);
  });

  test("apiError has status 402, and toResponse answers 402 with the body", async () => {
    const error = shop.apiError({ code: "payment_required", ticket: "t", details: { amountDue: 5 } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(402);
    const response = toResponse(error);
    expect(response.status).toBe(402);
    expect(await response.json()).toStrictEqual({
      type: "base_error",
      code: "payment_required",
      message: "Payment is required.",
      ticket: "t",
      details: { amountDue: 5 },
    });
  });

  test("apiError passes expose, headers and cause on", () => {
    const cause = new Error("card declined");
    const error = shop.apiError({
      code: "payment_required",
      details: { amountDue: 1 },
      cause,
      expose: false,
      headers: { "retry-after": "10" },
    });
    expect(error.cause).toBe(cause);
    expect(error.expose).toBe(false);
    expect(toResponse(error).headers.get("retry-after")).toBe("10");
  });

  test("its body round-trips through JSON and isErrorBody accepts it", () => {
    const body = shop.baseError({ code: "payment_required", details: { amountDue: 5 } });
    const copy: unknown = JSON.parse(JSON.stringify(body));
    expect(copy).toStrictEqual(body);
    expect(isErrorBody(copy)).toBe(true);
    expect(shop.isErrorBody(copy)).toBe(true);
  });

  test("isBaseError narrows by its code, and without a code accepts any base error", () => {
    const body = shop.baseError({ code: "payment_required", details: { amountDue: 5 } });
    expect(shop.isBaseError(body, "payment_required")).toBe(true);
    expect(shop.isBaseError(body, "not_found")).toBe(false);
    expect(shop.isBaseError(body)).toBe(true);
    expect(shop.isBaseError({})).toBe(false);
  });

  test("hasViolation and findViolation find its own codes", () => {
    const body = shop.constraintViolationsError({
      violations: { sku: shop.violation("sku_format_invalid", { skuPattern: "AB-0000" }) },
    });
    expect(shop.isConstraintViolationsError(body)).toBe(true);
    expect(shop.hasViolation(body, "sku")).toBe(true);
    expect(shop.hasViolation(body, "sku", "sku_format_invalid")).toBe(true);
    expect(shop.hasViolation(body, "sku", "out_of_stock")).toBe(false);
    expect(shop.findViolation(body, "sku", "sku_format_invalid")).toStrictEqual({
      code: "sku_format_invalid",
      constraintAttributes: { skuPattern: "AB-0000" },
    });
    expect(shop.findViolation(body, "other")).toBeUndefined();
  });

  test("parseErrorBody in strict mode accepts its own codes and refuses another catalogue's", () => {
    const own = shop.constraintViolationsError({
      violations: { sku: shop.violation("sku_format_invalid", { skuPattern: "A" }) },
    });
    const ownBase = shop.baseError({ code: "payment_required", details: { amountDue: 5 } });
    const other = blog.constraintViolationsError({ violations: { slug: blog.violation("slug_taken") } });
    expect(shop.parseErrorBody(own, { strict: true })).toStrictEqual({ ok: true, value: own });
    expect(shop.parseErrorBody(ownBase, { strict: true })).toStrictEqual({ ok: true, value: ownBase });
    expect(shop.parseErrorBody(other, { strict: true }).ok).toBe(false);
    expect(shop.parseErrorBody(other)).toStrictEqual({ ok: true, value: other });
    expect(shop.parseErrorBody(other, { strict: false })).toStrictEqual({ ok: true, value: other });
  });

  test("errorFromResponse reads a 402 answer with its body into an ApiError", async () => {
    const body = shop.baseError({ code: "payment_required", ticket: "t", details: { amountDue: 5 } });
    const error = await shop.errorFromResponse(new Response(JSON.stringify(body), { status: 402 }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).body).toStrictEqual(body);
    expect(shop.isBaseError(error, "payment_required")).toBe(true);
    const unexpected = await shop.errorFromResponse(new Response("<html>", { status: 402 }));
    expect(unexpected).toBeInstanceOf(UnexpectedResponseError);
  });

  test("toJSON holds its codes, its parent's, and the constraint violations codes", () => {
    const json = shop.toJSON();
    expect(Object.keys(json)).toStrictEqual(["violations", "attributes", "baseErrors", "constraintViolations"]);
    expect(Object.keys(json.violations)).toStrictEqual([
      ...Object.keys(CORE_VIOLATIONS),
      "sku_format_invalid",
      "out_of_stock",
    ]);
    expect(Object.keys(json.attributes)).toStrictEqual([...Object.keys(BUILT_IN_ATTRIBUTES), "skuPattern"]);
    expect(Object.keys(json.baseErrors)).toStrictEqual([...Object.keys(CORE_BASE_ERRORS), "payment_required"]);
    expect(json.violations["sku_format_invalid"]).toStrictEqual(shopDefinition().violations.sku_format_invalid);
    expect(json.baseErrors["payment_required"]).toStrictEqual(shopDefinition().baseErrors.payment_required);
    expect(json.constraintViolations).toStrictEqual(CONSTRAINT_VIOLATIONS);
    expect(JSON.parse(JSON.stringify(shop))).toStrictEqual(json);
  });

  test("a catalogue extending a team catalogue keeps the grandparent's codes and the parent's", () => {
    const child = defineCatalogue({
      extends: shop,
      violations: { sku_retired: { description: "The SKU is retired." } },
    });
    expect(child.violation("sku_retired")).toStrictEqual({ code: "sku_retired" });
    expect(child.violation("out_of_stock")).toStrictEqual({ code: "out_of_stock" });
    expect(child.statusOf("payment_required")).toBe(402);
    expect(child.rules.attributesOf("sku_retired")).toStrictEqual([]);
    expect(child.rules.attributesOf("sku_format_invalid")).toStrictEqual(["skuPattern"]);
    expect(child.rules.attributesOf("nope")).toStrictEqual([]);
    expect(child.rules.messageOf("payment_required")).toBe("Payment is required.");
  });

  test("rules.genericCodeOf answers the generic code of a status, its own and its parent's", () => {
    const generic = defineCatalogue({
      extends: coreCatalogue,
      baseErrors: { payment_required: { ...BASE, generic: true } },
    });
    expect(generic.rules.genericCodeOf(402)).toBe("payment_required");
    expect(generic.rules.genericCodeOf(404)).toBe("not_found");
    expect(shop.rules.genericCodeOf(402)).toBeUndefined();
    expect(shop.rules.genericCodeOf(418)).toBeUndefined();
  });

  test("a catalogue without extends has only its own codes", () => {
    const alone = defineCatalogue({
      baseErrors: { teapot: { status: 418, description: "A teapot.", message: "I am a teapot." } },
    });
    expect(Object.keys(alone.violations)).toStrictEqual([]);
    expect(Object.keys(alone.attributes)).toStrictEqual([]);
    expect(alone.statusOf("teapot")).toBe(418);
    expect(alone.statusOf("not_found")).toBeUndefined();
    expect(Object.keys(defineCatalogue({}).toJSON().baseErrors)).toStrictEqual([]);
  });
});

describe("two catalogues in one process", () => {
  test("each builder refuses the other's codes", () => {
    expect(() => untypedViolation(shop, "slug_taken")).toThrow(new TypeError('unknown violation code "slug_taken"'));
    expect(() => untypedViolation(blog, "out_of_stock")).toThrow(
      new TypeError('unknown violation code "out_of_stock"'),
    );
    expect(() => blog.baseError({ code: "payment_required" } as never)).toThrow(TypeError);
    expect(() => shop.apiError({ code: "post_locked" } as never)).toThrow(TypeError);
  });

  test("each strict parse refuses the other's violation codes", () => {
    const shopBody = shop.constraintViolationsError({ violations: { sku: shop.violation("out_of_stock") } });
    const blogBody = blog.constraintViolationsError({ violations: { slug: blog.violation("slug_taken") } });
    expect(blog.parseErrorBody(shopBody, { strict: true }).ok).toBe(false);
    expect(shop.parseErrorBody(blogBody, { strict: true }).ok).toBe(false);
    expect(blog.parseErrorBody(blogBody, { strict: true }).ok).toBe(true);
    expect(shop.parseErrorBody(shopBody, { strict: true }).ok).toBe(true);
  });

  test("a strict parse accepts a base error code of another catalogue (strict mode checks violation codes only)", () => {
    const blogBody = blog.baseError({ code: "post_locked", ticket: "t" });
    expect(shop.parseErrorBody(blogBody, { strict: true })).toStrictEqual({ ok: true, value: blogBody });
  });
});

describe("the definition is copied and frozen", () => {
  test("changing the definition afterwards changes nothing in the catalogue", () => {
    const definition = {
      extends: coreCatalogue,
      attributes: { skuPattern: { description: "The pattern." } },
      violations: {
        sku_bad: { attributes: ["skuPattern"], description: "Bad SKU.", message: "is bad" },
      },
      baseErrors: { pay: { status: 402, description: "Pay.", message: "Pay." } },
    };
    const catalogue = defineCatalogue(definition as never) as AnyCatalogue;
    (definition.violations as Record<string, unknown>)["added"] = { description: "Added." };
    definition.violations.sku_bad.attributes.push("maxLength");
    definition.violations.sku_bad.message = "changed";
    definition.baseErrors.pay.status = 499;
    definition.attributes.skuPattern.description = "changed";
    expect(catalogue.isViolationCode("added")).toBe(false);
    expect(catalogue.violations["sku_bad"]).toStrictEqual({
      attributes: ["skuPattern"],
      description: "Bad SKU.",
      message: "is bad",
    });
    expect(catalogue.statusOf("pay")).toBe(402);
    expect(catalogue.attributes["skuPattern"].description).toBe("The pattern.");
    expect(() => untypedViolation(catalogue, "sku_bad", { maxLength: 1 })).toThrow(TypeError);
  });

  test("the catalogue and its members are frozen, deeply", () => {
    for (const catalogue of [shop, coreCatalogue, builtInCatalogue]) {
      expect(Object.isFrozen(catalogue)).toBe(true);
      expect(Object.isFrozen(catalogue.violations)).toBe(true);
      expect(Object.isFrozen(catalogue.attributes)).toBe(true);
      expect(Object.isFrozen(catalogue.baseErrors)).toBe(true);
    }
    expect(Object.isFrozen(shop.violations.sku_format_invalid)).toBe(true);
    expect(Object.isFrozen(shop.violations.sku_format_invalid.attributes)).toBe(true);
    expect(Object.isFrozen(shop.baseErrors.payment_required.details)).toBe(true);
    expect(() => {
      (shop.violations as Record<string, unknown>)["added"] = {};
    }).toThrow(TypeError);
  });
});

describe("defineCatalogue refuses", () => {
  test("extends of anything but a catalogue", () => {
    const message = "extends must be a catalogue made by defineCatalogue, such as coreCatalogue";
    for (const parent of [{}, { violations: {} }, "coreCatalogue", null, 1]) {
      expect(() => defineCatalogue({ extends: parent as never })).toThrow(new TypeError(message));
    }
  });

  test("a definition that is not an object", () => {
    for (const definition of [null, 1, "x", []]) {
      expect(problemsOf(definition)).toStrictEqual(["a catalogue definition must be an object"]);
    }
  });

  test("a section that is not an object", () => {
    expect(problemsOf({ violations: [], attributes: 1, baseErrors: "x" })).toStrictEqual([
      "attributes: must be an object keyed by name",
      "violations: must be an object keyed by name",
      "baseErrors: must be an object keyed by name",
    ]);
  });

  test("an unknown top-level key", () => {
    expect(problemsOf({ violation: {} })).toStrictEqual([
      "violation: is not a member of a definition (extends, attributes, violations, baseErrors)",
    ]);
  });

  test("a code or name in the wrong case", () => {
    expect(
      problemsOf({
        attributes: { SkuPattern: { description: "x" }, sku_pattern: { description: "x" } },
        violations: { SkuBad: { description: "x" }, "sku-bad": { description: "x" }, _x: { description: "x" } },
        baseErrors: { PaymentRequired: BASE },
      }),
    ).toStrictEqual([
      "attributes.SkuPattern: an attribute name is camel case: a lower-case letter, then letters and digits",
      "attributes.sku_pattern: an attribute name is camel case: a lower-case letter, then letters and digits",
      "violations.SkuBad: a code is snake case: lower-case letters and digits joined by _",
      "violations.sku-bad: a code is snake case: lower-case letters and digits joined by _",
      "violations._x: a code is snake case: lower-case letters and digits joined by _",
      "baseErrors.PaymentRequired: a code is snake case: lower-case letters and digits joined by _",
    ]);
  });

  test("a code or name the parent already defines", () => {
    expect(
      problemsOf({
        extends: coreCatalogue,
        attributes: { maxLength: { description: "x" } },
        violations: { too_long: { description: "x" } },
        baseErrors: { not_found: { ...BASE, status: 404 } },
      }),
    ).toStrictEqual([
      "attributes.maxLength: is already defined by the catalogue it extends",
      "violations.too_long: is already defined by the catalogue it extends",
      "baseErrors.not_found: is already defined by the catalogue it extends",
    ]);
  });

  test("an entry that is not an object", () => {
    expect(problemsOf({ attributes: { a: 1 }, violations: { b: null }, baseErrors: { c: [] } })).toStrictEqual([
      "attributes.a: must be an object",
      "violations.b: must be an object",
      "baseErrors.c: must be an object",
    ]);
  });

  test("a missing or blank description, and facts that are not strings", () => {
    expect(
      sectionProblems("violations", {
        a: {},
        b: { description: "  " },
        c: { description: 1 },
        d: { description: "x", explanation: 1, since: 1, title: false },
      }),
    ).toStrictEqual([
      "violations.a: description must be a non-empty string",
      "violations.b: description must be a non-empty string",
      "violations.c: description must be a non-empty string",
      "violations.d: explanation must be a string",
      "violations.d: since must be a string",
      "violations.d: title must be a string",
    ]);
  });

  test("a deprecation without since, or with members that are not strings", () => {
    expect(
      sectionProblems("violations", {
        a: { description: "x", deprecated: "0.2.0" },
        b: { description: "x", deprecated: { replacement: "a" } },
        c: { description: "x", deprecated: { since: 2 } },
        d: { description: "x", deprecated: { since: "0.2.0", replacement: 1, reason: false } },
      }),
    ).toStrictEqual([
      "violations.a: deprecated must be { since, replacement?, reason? }",
      "violations.b: deprecated must be { since, replacement?, reason? }",
      "violations.c: deprecated must be { since, replacement?, reason? }",
      "violations.d: deprecated.replacement must be a string",
      "violations.d: deprecated.reason must be a string",
    ]);
  });

  test("an attribute of an unknown form", () => {
    expect(sectionProblems("attributes", { a: { description: "x", form: "date" } })).toStrictEqual([
      "attributes.a: form must be one of count, bound, duration, list, text",
    ]);
  });

  test("a violation's attributes that are not a list, unknown or listed twice", () => {
    expect(
      problemsOf({
        extends: coreCatalogue,
        attributes: { skuPattern: { description: "x" }, broken: 1 },
        violations: {
          a: { description: "x", attributes: "maxLength" },
          b: { description: "x", attributes: ["nope", 1, "maxLength", "maxLength", "skuPattern", "broken"] },
        },
      }),
    ).toStrictEqual([
      "attributes.broken: must be an object",
      "violations.a: attributes must be a list of attribute names",
      'violations.b: "nope" is not an attribute of the catalogue',
      "violations.b: 1 is not an attribute of the catalogue",
      "violations.b: lists maxLength twice",
    ]);
  });

  test("a message that is neither a string nor an object of variants", () => {
    expect(
      sectionProblems("violations", { a: { description: "x", message: 1 }, b: { description: "x", message: {} } }),
    ).toStrictEqual([
      "violations.a: message must be a string or an object of variants",
      "violations.b: message must be a string or an object of variants",
    ]);
  });

  test("a bad variant key, a variant naming another member, :exclusive on a non-bound, a variant that is not a string", () => {
    expect(
      sectionProblems("violations", {
        a: {
          description: "x",
          attributes: ["maxValue", "maxLength"],
          message: {
            "": "is too big",
            "maxValue+": "x",
            "maxValue:inclusive": "x",
            minValue: "x",
            "maxLength:exclusive": "x",
            "maxLength:date": "x",
            "maxValue:exclusive": "must be less than {maxValue}",
            "maxValue:date": "must not be after {maxValue}",
            maxValue: 1,
          },
        },
      }),
    ).toStrictEqual([
      'violations.a.message["maxValue+"]: a variant is "" or member names joined by "+"',
      'violations.a.message["maxValue:inclusive"]: a variant is "" or member names joined by "+"',
      'violations.a.message["minValue"]: minValue is not one of its members',
      'violations.a.message["maxLength:exclusive"]: maxLength is no bound, so it cannot be :exclusive or :date',
      'violations.a.message["maxLength:date"]: maxLength is no bound, so it cannot be :exclusive or :date',
      'violations.a.message["maxValue"]: must be a string',
    ]);
  });

  test("a placeholder reading a member its variant does not name, or that the code does not carry", () => {
    expect(
      sectionProblems("violations", {
        a: {
          description: "x",
          attributes: ["maxValue", "minValue"],
          message: { "": "is {maxValue}", minValue: "is at least {minValue} and {nope}" },
        },
        b: { description: "x", message: "is {maxLength}" },
      }),
    ).toStrictEqual([
      'violations.a.message[""]: reads {maxValue}, which this variant does not name',
      'violations.a.message["minValue"]: reads {nope}, which is not one of its members',
      "violations.b.message: reads {maxLength}, which is not one of its members",
    ]);
  });

  test("a pattern that does not parse, plain or in a variant", () => {
    const problems = sectionProblems("violations", {
      a: { description: "x", message: "is {broken" },
      b: { description: "x", message: { "": "is {" } },
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^violations\.a\.message: .+ at position \d+$/);
    expect(problems[1]).toMatch(/^violations\.b\.message\[""\]: .+ at position \d+$/);
  });

  test("a status outside 400 to 599 or not an integer", () => {
    expect(
      sectionProblems("baseErrors", {
        a: { ...BASE, status: 399 },
        b: { ...BASE, status: 600 },
        c: { ...BASE, status: 402.5 },
        d: { ...BASE, status: "402" },
      }),
    ).toStrictEqual([
      "baseErrors.a: status must be an integer from 400 to 599",
      "baseErrors.b: status must be an integer from 400 to 599",
      "baseErrors.c: status must be an integer from 400 to 599",
      "baseErrors.d: status must be an integer from 400 to 599",
    ]);
  });

  test("retryable or generic that is not a boolean", () => {
    expect(sectionProblems("baseErrors", { a: { ...BASE, retryable: "yes", generic: 1 } })).toStrictEqual([
      "baseErrors.a: retryable must be a boolean",
      "baseErrors.a: generic must be a boolean",
    ]);
  });

  test("a details schema that is not false or an object schema of known member types", () => {
    const shape = 'details must be false or { type: "object", properties, required? }';
    expect(
      sectionProblems("baseErrors", {
        a: { ...BASE, details: true },
        b: { ...BASE, details: { type: "array", properties: {} } },
        c: { ...BASE, details: { type: "object" } },
        d: { ...BASE, details: { type: "object", properties: { x: { type: "null" }, y: 1, z: { type: "string" } } } },
        e: { ...BASE, details: { type: "object", properties: { x: { type: "string" } }, required: ["y"] } },
        f: { ...BASE, details: { type: "object", properties: { x: { type: "string" } }, required: "x" } },
        g: { ...BASE, details: { type: "object", properties: { x: { type: "string" } }, required: [1] } },
      }),
    ).toStrictEqual([
      `baseErrors.a: ${shape}`,
      `baseErrors.b: ${shape}`,
      `baseErrors.c: ${shape}`,
      "baseErrors.d.details.x: type must be one of string, number, integer, boolean, array",
      "baseErrors.d.details.y: type must be one of string, number, integer, boolean, array",
      "baseErrors.e.details: required must list members of properties",
      "baseErrors.f.details: required must list members of properties",
      "baseErrors.g.details: required must list members of properties",
    ]);
  });

  test("a base error without a message", () => {
    expect(sectionProblems("baseErrors", { a: { status: 402, description: "x" } })).toStrictEqual([
      "baseErrors.a: message is required",
    ]);
  });

  test("a base error message without a plain sentence", () => {
    const plain = 'message needs a sentence without placeholders: a plain pattern or a "" variant';
    expect(
      sectionProblems("baseErrors", {
        a: { ...BASE, message: "Pay {amount}." },
        b: { ...BASE, message: { amount: "Pay {amount}." } },
        c: { ...BASE, message: { "": "Pay {amount}." } },
      }),
    ).toStrictEqual([
      `baseErrors.a: ${plain}`,
      `baseErrors.b: ${plain}`,
      'baseErrors.c.message[""]: reads {amount}, which this variant does not name',
      `baseErrors.c: ${plain}`,
    ]);
  });

  test("a base error message reading a member its details schema lacks, or no details at all", () => {
    expect(
      sectionProblems("baseErrors", {
        a: {
          ...BASE,
          details: { type: "object", properties: { amount: { type: "integer" } } },
          message: { "": "Pay.", amount: "Pay {amount}.", other: "Pay {other}." },
        },
        b: { ...BASE, details: false, message: { "": "Pay.", amount: "Pay {amount}." } },
      }),
    ).toStrictEqual([
      'baseErrors.a.message["other"]: other is not one of its members',
      'baseErrors.b.message["amount"]: amount is not one of its members',
    ]);
  });

  test("a base error's details member is never a bound, so never :exclusive", () => {
    expect(
      sectionProblems("baseErrors", {
        a: {
          ...BASE,
          details: { type: "object", properties: { limit: { type: "integer" } } },
          message: { "": "Pay.", "limit:exclusive": "Pay less than {limit}." },
        },
        b: { ...BASE, message: { "": "Pay.", "limit:exclusive": "Pay less than {limit}." } },
      }),
    ).toStrictEqual([
      'baseErrors.a.message["limit:exclusive"]: limit is no bound, so it cannot be :exclusive or :date',
      'baseErrors.b.message["limit:exclusive"]: limit is no bound, so it cannot be :exclusive or :date',
    ]);
  });

  test("a base error without a details schema may read any member, and still reports a broken message", () => {
    expect(
      sectionProblems("baseErrors", {
        a: { ...BASE, message: { "": "Pay.", amount: "Pay {amount}.", "a+b": "{a} {b}" } },
      }),
    ).toStrictEqual([]);
    const problems = sectionProblems("baseErrors", {
      b: { ...BASE, message: { "": "Pay.", "bad key": "x", broken: "{", other: 1 } },
      c: { ...BASE, message: 1 },
    });
    expect(problems[0]).toBe('baseErrors.b.message["bad key"]: a variant is "" or member names joined by "+"');
    expect(problems[1]).toBe('baseErrors.b.message["other"]: must be a string');
    expect(problems[2]).toMatch(/^baseErrors\.b\.message\["broken"\]: .+ at position \d+$/);
    expect(problems.slice(3)).toStrictEqual([
      "baseErrors.c: message must be a string or an object of variants",
      `baseErrors.c: message needs a sentence without placeholders: a plain pattern or a "" variant`,
    ]);
  });

  test("two generic codes for one status", () => {
    expect(
      problemsOf({ extends: coreCatalogue, baseErrors: { missing: { ...BASE, status: 404, generic: true } } }),
    ).toStrictEqual(["baseErrors.missing: not_found is already the generic code of 404"]);
    expect(
      problemsOf({
        baseErrors: { a: { ...BASE, generic: true }, b: { ...BASE, generic: false }, c: { ...BASE, generic: true } },
      }),
    ).toStrictEqual(["baseErrors.c: a is already the generic code of 402"]);
  });

  test("a deprecated entry whose replacement is not in the catalogue", () => {
    const deprecated = (replacement: string) => ({ since: "0.2.0", replacement });
    expect(
      problemsOf({
        extends: coreCatalogue,
        attributes: { old: { description: "x", deprecated: deprecated("nope") } },
        violations: {
          a: { description: "x", deprecated: deprecated("too_long") },
          b: { description: "x", deprecated: deprecated("missing") },
          c: { description: "x", deprecated: { since: "0.2.0" } },
        },
        baseErrors: {
          d: { ...BASE, deprecated: deprecated("not_found") },
          e: { ...BASE, deprecated: deprecated("z") },
        },
      }),
    ).toStrictEqual([
      "violations.b: its replacement missing is not in the catalogue",
      "attributes.old: its replacement nope is not in the catalogue",
      "baseErrors.e: its replacement z is not in the catalogue",
    ]);
  });

  test("every problem at once, and the merged checks only when the entries are sound", () => {
    expect(
      problemsOf({
        extends: coreCatalogue,
        violations: { Bad: { description: "x", deprecated: { since: "1", replacement: "nope" } } },
        baseErrors: { missing: { ...BASE, status: 404, generic: true, description: "" } },
      }),
    ).toStrictEqual([
      "violations.Bad: a code is snake case: lower-case letters and digits joined by _",
      "baseErrors.missing: description must be a non-empty string",
    ]);
  });
});

describe("the built-in catalogues", () => {
  test("builtInCatalogue.toJSON() is the built-in definition", () => {
    expect(builtInCatalogue.toJSON()).toStrictEqual({
      violations: BUILT_IN_VIOLATIONS,
      attributes: BUILT_IN_ATTRIBUTES,
      baseErrors: BUILT_IN_BASE_ERRORS,
      constraintViolations: CONSTRAINT_VIOLATIONS,
    });
  });

  test("coreCatalogue has exactly the core's violation and base error codes", () => {
    expect(Object.keys(coreCatalogue.violations)).toStrictEqual(Object.keys(CORE_VIOLATIONS));
    expect(Object.keys(coreCatalogue.baseErrors)).toStrictEqual(Object.keys(CORE_BASE_ERRORS));
    expect(coreCatalogue.isViolationCode("password_breached")).toBe(false);
    expect(builtInCatalogue.isViolationCode("password_breached")).toBe(true);
  });
});
