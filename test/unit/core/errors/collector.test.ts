import { describe, expect, test } from "vitest";
import { ApiError, formatPath, isApiError, violation, violations } from "../../../../src/index.js";
import { thrown } from "../../../support/thrown.js";

describe("violations() collector", () => {
  test("starts empty: size 0, no violations, no error, throwIfAny does nothing", () => {
    const found = violations();
    expect(found.size).toBe(0);
    expect(found.toViolations()).toStrictEqual({});
    expect(found.toError()).toBeUndefined();
    expect(() => found.throwIfAny()).not.toThrow();
  });

  test("add takes a key as a string", () => {
    const found = violations().add("email", violation("blank"));
    expect(found.toViolations()).toStrictEqual({ email: [{ code: "blank" }] });
  });

  test("add takes segments and formats them with formatPath", () => {
    const found = violations()
      .add(["protocol", "type"], violation("blank"))
      .add(["redirectUrls", 0], violation("invalid_url"))
      .add(["a.b"], violation("null"))
      .add([], violation("not_json_object"));
    expect(found.toViolations()).toStrictEqual({
      "protocol.type": [{ code: "blank" }],
      "redirectUrls[0]": [{ code: "invalid_url" }],
      '["a.b"]': [{ code: "null" }],
      "": [{ code: "not_json_object" }],
    });
  });

  test("add returns the collector, for chaining", () => {
    const found = violations();
    expect(found.add("a", violation("blank"))).toBe(found);
  });

  test("size counts every violation added, several under one key included", () => {
    const found = violations();
    found.add("email", violation("blank"));
    found.add("email", violation("invalid_email"));
    found.add("name", violation("not_unique"));
    expect(found.size).toBe(3);
  });

  test("has tells whether a key has a violation, with a given code when asked", () => {
    const found = violations().add("email", violation("too_long", { maxLength: 200 }));
    expect(found.has("email")).toBe(true);
    expect(found.has("email", "too_long")).toBe(true);
    expect(found.has("email", "blank")).toBe(false);
    expect(found.has("name")).toBe(false);
    expect(found.has("name", "too_long")).toBe(false);
  });

  test("has takes segments too", () => {
    const found = violations().add("protocol.type", violation("blank"));
    expect(found.has(["protocol", "type"])).toBe(true);
    expect(found.has(["protocol", "type"], "blank")).toBe(true);
    expect(found.has(["protocol"])).toBe(false);
  });

  test("has does not see inherited names", () => {
    const found = violations().add("a", violation("blank"));
    expect(found.has("toString")).toBe(false);
    expect(found.has("__proto__")).toBe(false);
    expect(found.has("constructor")).toBe(false);
  });

  test("keys and details keep insertion order", () => {
    const found = violations()
      .add("zeta", violation("blank"))
      .add("alpha", violation("null"))
      .add("zeta", violation("invalid_email"));
    const collected = found.toViolations();
    expect(Object.keys(collected)).toStrictEqual(["zeta", "alpha"]);
    expect(collected["zeta"]).toStrictEqual([{ code: "blank" }, { code: "invalid_email" }]);
  });

  test("toViolations gives a fresh JSON-ready copy each time", () => {
    const found = violations().add("a", violation("blank"));
    const first = found.toViolations();
    found.add("b", violation("null"));
    expect(first).toStrictEqual({ a: [{ code: "blank" }] });
    expect(found.toViolations()).toStrictEqual({ a: [{ code: "blank" }], b: [{ code: "null" }] });
    expect(JSON.parse(JSON.stringify(first))).toStrictEqual(first);
  });

  test("toError builds a message_body_constraint_violations error with every violation", () => {
    const found = violations()
      .add("email", violation("too_long", { maxLength: 200 }))
      .add("name", violation("not_unique"));
    expect(found.toError({ ticket: "t" })).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "The request body has constraint violations.",
      ticket: "t",
      violations: {
        email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
        name: [{ code: "not_unique" }],
      },
    });
  });

  test("toError takes code, message and ticket", () => {
    const found = violations().add("count", violation("less_than", { minValue: 0 }));
    const error = found.toError({ code: "request_constraint_violations", message: "Bad query.", ticket: "t" });
    expect(error?.code).toBe("request_constraint_violations");
    expect(error?.message).toBe("Bad query.");
    expect(error?.ticket).toBe("t");
  });

  test("toError without a ticket makes a fresh one each time", () => {
    const found = violations().add("a", violation("blank"));
    expect(found.toError()?.ticket).not.toBe(found.toError()?.ticket);
  });

  test("throwIfAny throws an ApiError with status 400 and every violation, in insertion order", () => {
    const found = violations()
      .add("name", violation("not_unique"))
      .add("email", violation("blank"))
      .add("email", violation("invalid_email"));
    const error = thrown(() => found.throwIfAny({ ticket: "t" }));
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.toJSON()).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "The request body has constraint violations.",
      ticket: "t",
      violations: { name: [{ code: "not_unique" }], email: [{ code: "blank" }, { code: "invalid_email" }] },
    });
    expect(Object.keys(apiError.violations ?? {})).toStrictEqual(["name", "email"]);
  });

  test("throwIfAny passes code and message through", () => {
    const found = violations().add("sort_by", violation("duplicate_elements"));
    const error = thrown(() => found.throwIfAny({ code: "request_constraint_violations", message: "m" })) as ApiError;
    expect(error.code).toBe("request_constraint_violations");
    expect(error.body.message).toBe("m");
  });

  test("keys such as __proto__ and constructor are kept as data, no prototype changes", () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const found = violations()
      .add("__proto__", violation("blank"))
      .add("constructor", violation("null"))
      .add("prototype", violation("empty"));
    expect(found.has("__proto__")).toBe(true);
    const collected = found.toViolations();
    expect(Object.keys(collected)).toStrictEqual(["__proto__", "constructor", "prototype"]);
    expect(Object.getOwnPropertyDescriptor(collected, "__proto__")?.value).toStrictEqual([{ code: "blank" }]);
    expect(Object.getPrototypeOf(collected)).toBe(Object.prototype);
    const error = found.toError();
    expect(Object.hasOwn(error?.violations ?? {}, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toStrictEqual(before);
  });

  test("a detail with an unknown code is rejected when the error is built", () => {
    const found = violations().add("a", { code: "nope" } as never);
    expect(() => found.toError()).toThrow(TypeError);
  });
});

describe("design decision Query and header keys", () => {
  test("query parameters by wire name, headers by lower-case name, path parameters by template name", () => {
    const found = violations()
      .add("start_index", violation("less_than", { minValue: 1 }))
      .add("sort_by", violation("duplicate_elements"))
      .add("content-type", violation("disallowed_enum", { allowedValues: ["application/json"] }))
      .add("id", violation("invalid_token"));
    expect(Object.keys(found.toViolations())).toStrictEqual(["start_index", "sort_by", "content-type", "id"]);
  });

  test("such keys are written as they are when given as strings, and quoted when given as segments", () => {
    expect(formatPath(["start_index"])).toBe("start_index");
    expect(formatPath(["content-type"])).toBe('["content-type"]');
  });
});
