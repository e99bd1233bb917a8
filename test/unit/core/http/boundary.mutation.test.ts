import { describe, expect, test } from "vitest";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  EXCERPT_LENGTH,
  errorFromResponse,
  hasViolation,
  isBaseError,
  isConstraintViolationsError,
  isErrorBody,
  parseErrorBody,
  toResponse,
  UnexpectedResponseError,
  violation,
  violations,
} from "../../../../src/index.js";
import { parseListQuery } from "../../../../src/list-query/index.js";
import { fromProblemDetails } from "../../../../src/views/index.js";

// Tests added for mutants that survived the rest of the suite: boundaries and exact
// answers that no other test pinned down.

const BRAND = Symbol.for("api-error-model.ApiError");
const VALID = { type: "base_error", code: "x", message: "m", ticket: "t" };

function hostileProxy(): object {
  const fail = (): never => {
    throw new Error("trap");
  };
  return new Proxy({}, { get: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail, has: fail, ownKeys: fail });
}

describe("the excerpt of an unexpected response is cut at 1024 characters, never inside a surrogate pair", () => {
  test.each([
    ["a high surrogate U+D800", "\ud800", EXCERPT_LENGTH - 1],
    ["a high surrogate U+DBFF", "\udbff", EXCERPT_LENGTH - 1],
    ["a low surrogate U+DC00", "\udc00", EXCERPT_LENGTH],
    ["U+D7FF", "\ud7ff", EXCERPT_LENGTH],
    ["U+E000", "\ue000", EXCERPT_LENGTH],
  ])("%s as the 1024th character keeps %i... characters", (_, unit, kept) => {
    const text = `${"a".repeat(EXCERPT_LENGTH - 1)}${unit}${"b".repeat(10)}`;
    expect(new UnexpectedResponseError({ status: 502, reason: "invalid_json", text }).excerpt).toBe(
      text.slice(0, kept),
    );
  });
});

describe("statuses at the edges", () => {
  test("an ApiError with status 599 and expose: true is answered 599", async () => {
    const response = toResponse(
      new ApiError(baseError({ code: "x", message: "m", ticket: "t" }), { status: 599, expose: true }),
    );
    expect(response.status).toBe(599);
  });

  test("a 599 response with an error body becomes an ApiError", async () => {
    const error = await errorFromResponse(new Response(JSON.stringify(VALID), { status: 599 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(599);
  });

  test("a base error body that carries a violations member is sent without it", async () => {
    const copy = { [BRAND]: true, status: 400, body: { ...VALID, violations: { a: [{ code: "blank" }] } } };
    expect(await toResponse(copy).json()).toStrictEqual(VALID);
  });
});

describe("the guards answer false, not just a falsy value", () => {
  test.each([isErrorBody, isBaseError, isConstraintViolationsError])("%o on a Proxy whose traps throw", (guard) => {
    expect(guard(hostileProxy())).toBe(false);
  });

  test("a branded copy whose body getter throws on the second read is no error of either kind", () => {
    for (const [guard, body] of [
      [isBaseError, VALID],
      [isConstraintViolationsError, { ...VALID, type: "constraint_violations_error", violations: {} }],
    ] as const) {
      let reads = 0;
      const copy = Object.defineProperty({ [BRAND]: true }, "body", {
        get() {
          if (reads++ === 0) return body;
          throw new Error("second read");
        },
      });
      expect(guard(copy)).toBe(false);
    }
  });

  test("a branded copy of another package is recognised by its body, not by its own members", () => {
    const copy = { [BRAND]: true, status: 404, body: VALID };
    expect(isBaseError(copy)).toBe(true);
    const violationsCopy = {
      [BRAND]: true,
      status: 400,
      body: { ...VALID, type: "constraint_violations_error", violations: { a: [{ code: "blank" }] } },
    };
    expect(isConstraintViolationsError(violationsCopy)).toBe(true);
    expect(hasViolation(violationsCopy, "a", "blank")).toBe(true);
  });
});

describe("the structural check reads details and constraintAttributes by their names", () => {
  test.each([5, "x", [], null, true])("details %j is no error body", (details) => {
    const body = { ...VALID, details };
    expect(isErrorBody(body)).toBe(false);
    expect(parseErrorBody(body).ok).toBe(false);
  });

  test.each([5, "x", [], null])("constraintAttributes %j is no error body", (attributes) => {
    const body = {
      ...VALID,
      type: "constraint_violations_error",
      violations: { a: [{ code: "blank", constraintAttributes: attributes }] },
    };
    expect(isErrorBody(body)).toBe(false);
    expect(parseErrorBody(body).ok).toBe(false);
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

test("a __proto__ key set as data is an ordinary own member: enumerable, writable, configurable", () => {
  const result = fromProblemDetails({
    code: "c",
    detail: "d",
    ticket: "t",
    errors: [{ code: "blank", pointer: "#/__proto__" }],
  });
  expect(result.ok).toBe(true);
  if (!result.ok || result.value.type !== "constraint_violations_error") return;
  expect(Object.getOwnPropertyDescriptor(result.value.violations, "__proto__")).toStrictEqual({
    value: [{ code: "blank" }],
    enumerable: true,
    writable: true,
    configurable: true,
  });
});

test("parseListQuery reads a Proxy whose traps throw as no parameters", () => {
  const operation = { attributes: {} };
  expect(parseListQuery(hostileProxy() as Record<string, string>, operation)).toStrictEqual({
    ok: true,
    value: { startIndex: 1, count: 50, sortBy: [] },
  });
});

describe("a body whose prototype is not Object.prototype is checked member by member, by name", () => {
  /** An object whose prototype is another plain object: the check reads it with Object.hasOwn. */
  function bare(members: Record<string, unknown>): object {
    return Object.assign(Object.create(Object.create(null)), members);
  }

  test("a type other than the two is no body", () => {
    expect(isErrorBody(bare({ ...VALID, type: "teapot" }))).toBe(false);
    expect(isErrorBody(bare(VALID))).toBe(true);
  });

  test.each([5, "x", []])("details %j is no body", (details) => {
    expect(isErrorBody(bare({ ...VALID, details }))).toBe(false);
  });

  test.each([5, "x", []])("a detail whose constraintAttributes is %j is no body", (attributes) => {
    const detail = bare({ code: "blank", constraintAttributes: attributes });
    expect(isErrorBody({ ...VALID, type: "constraint_violations_error", violations: { a: [detail] } })).toBe(false);
    expect(
      isErrorBody({ ...VALID, type: "constraint_violations_error", violations: { a: [bare({ code: "blank" })] } }),
    ).toBe(true);
  });
});
