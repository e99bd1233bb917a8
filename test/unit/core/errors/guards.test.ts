import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  type ErrorBody,
  findViolation,
  hasViolation,
  isApiError,
  isBaseError,
  isConstraintViolationsError,
  isErrorBody,
  numberAttribute,
  parseErrorBody,
  type Violations,
  violation,
} from "../../../../src/index.js";
import { manyViolations, mfa } from "../../../support/narrowing.js";

const BRAND = Symbol.for("api-error-model.ApiError");

/** A value whose `member` reads `first` once, then throws. */
function onceThenThrow<T extends object>(target: T, member: string, first: unknown): T {
  let reads = 0;
  return Object.defineProperty(target, member, {
    enumerable: true,
    get() {
      if (reads++ === 0) return first;
      throw new Error(`second read of ${member}`);
    },
  });
}

const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t1" });

const tooLong = constraintViolationsError({
  violations: { email: violation("too_long", { maxLength: 200 }), "protocol.type": violation("blank") },
  ticket: "t2",
});

/** What a client holds after `await response.json()`: plain data with unknown codes. */
const fromWire = JSON.parse(
  '{"type":"constraint_violations_error","code":"message_body_constraint_violations","message":"m","ticket":"t",' +
    '"violations":{"email":[{"code":"brand_new_code","constraintAttributes":{"newAttribute":"x"}}],"__proto__":[{"code":"blank"}],"empty":[]}}',
);

function hostileProxy(): object {
  return new Proxy(
    {},
    {
      get() {
        throw new Error("get trap");
      },
      ownKeys() {
        throw new Error("ownKeys trap");
      },
      getPrototypeOf() {
        throw new Error("getPrototypeOf trap");
      },
      has() {
        throw new Error("has trap");
      },
      getOwnPropertyDescriptor() {
        throw new Error("getOwnPropertyDescriptor trap");
      },
    },
  );
}

function throwingGetter(member: string): object {
  const body: Record<string, unknown> = { ...tooLong };
  Object.defineProperty(body, member, {
    enumerable: true,
    get() {
      throw new Error(`getter ${member}`);
    },
  });
  return body;
}

function throwingViolationsGetter(): object {
  const violations = {};
  Object.defineProperty(violations, "email", {
    enumerable: true,
    get() {
      throw new Error("getter email");
    },
  });
  return { ...tooLong, violations };
}

const HOSTILE: readonly [string, () => unknown][] = [
  ["a Proxy whose traps throw", hostileProxy],
  ["a revoked Proxy", () => Proxy.revocable({}, {}).proxy],
  ["a body whose type getter throws", () => throwingGetter("type")],
  ["a body whose violations getter throws", () => throwingGetter("violations")],
  ["a body with a throwing getter under violations", throwingViolationsGetter],
];

describe("isErrorBody", () => {
  test("is true for both body types and for an ApiError carrying either", () => {
    expect(isErrorBody(notFound)).toBe(true);
    expect(isErrorBody(tooLong)).toBe(true);
    expect(isErrorBody(new ApiError(notFound))).toBe(true);
    expect(isErrorBody(new ApiError(tooLong))).toBe(true);
  });

  test("is true for a body from the wire with codes this package does not know", () => {
    expect(isErrorBody(fromWire)).toBe(true);
    expect(isErrorBody({ ...notFound, code: "teapot" })).toBe(true);
  });

  test("is false for other values", () => {
    for (const value of [
      null,
      undefined,
      "base_error",
      1,
      [],
      [notFound],
      new Error("x"),
      { ...notFound, type: "x" },
      Object.assign(() => undefined, notFound),
    ]) {
      expect(isErrorBody(value)).toBe(false);
    }
  });

  // The guards turn arrays away last (see shape.ts): these pin that an array
  // with every member of a body is still no body, whatever its prototype.
  test.each([
    ["Array.prototype", Array.prototype],
    ["Object.prototype", Object.prototype],
    ["null", null],
  ])("is false for an array holding every member of a body, with %s as its prototype", (_, proto) => {
    const asArray = (members: object): unknown => Object.setPrototypeOf(Object.assign([], members), proto);
    expect(isErrorBody(asArray(notFound))).toBe(false);
    expect(isErrorBody(asArray(tooLong))).toBe(false);
    const detailArray = { ...tooLong, violations: { email: [asArray({ code: "blank" })] } };
    expect(isErrorBody(detailArray)).toBe(false);
    expect(isConstraintViolationsError(detailArray)).toBe(false);
  });

  test.each(HOSTILE)("is false, without throwing, for %s", (_, make) => {
    expect(isErrorBody(make())).toBe(false);
    expect(isBaseError(make())).toBe(false);
    expect(isConstraintViolationsError(make())).toBe(false);
    expect(hasViolation(make(), "email")).toBe(false);
  });
});

describe("guards on values that change between reads", () => {
  test.each([
    ["an ApiError copy whose body throws on the second read", () => onceThenThrow({ [BRAND]: true }, "body", tooLong)],
    ["a body whose type throws on the second read", () => onceThenThrow({ ...tooLong }, "type", tooLong.type)],
    [
      "a body whose violations throw on the second read",
      () => onceThenThrow({ ...tooLong }, "violations", tooLong.violations),
    ],
  ])("no guard throws on %s, and hasViolation, which must read twice, says false", (_, make) => {
    expect(() => isErrorBody(make())).not.toThrow();
    expect(() => isBaseError(make())).not.toThrow();
    expect(() => isConstraintViolationsError(make())).not.toThrow();
    expect(hasViolation(make(), "email")).toBe(false);
  });
});

describe("isBaseError", () => {
  test("is true for a base error body and an ApiError carrying one", () => {
    expect(isBaseError(notFound)).toBe(true);
    expect(isBaseError(new ApiError(notFound))).toBe(true);
  });

  test("is false for a constraint violations error, as body or ApiError", () => {
    expect(isBaseError(tooLong)).toBe(false);
    expect(isBaseError(new ApiError(tooLong))).toBe(false);
  });

  test("is false for a base_error that misses a required member", () => {
    const { ticket: _, ...noTicket } = notFound;
    expect(isBaseError(noTicket)).toBe(false);
  });
});

describe("isConstraintViolationsError", () => {
  test("is true for a constraint violations error body and an ApiError carrying one", () => {
    expect(isConstraintViolationsError(tooLong)).toBe(true);
    expect(isConstraintViolationsError(new ApiError(tooLong))).toBe(true);
    expect(isConstraintViolationsError(fromWire)).toBe(true);
  });

  test("is false for a base error, as body or ApiError", () => {
    expect(isConstraintViolationsError(notFound)).toBe(false);
    expect(isConstraintViolationsError(new ApiError(notFound))).toBe(false);
  });

  test("is false when violations is missing or malformed", () => {
    const { violations: _, ...noViolations } = tooLong;
    expect(isConstraintViolationsError(noViolations)).toBe(false);
    expect(isConstraintViolationsError({ ...tooLong, violations: { email: {} } })).toBe(false);
  });

  test("narrows a caught value without a cast, body or ApiError alike", () => {
    const seen: Violations[] = [];
    for (const thrown of [tooLong, new ApiError(tooLong)]) {
      try {
        throw thrown;
      } catch (e) {
        if (isConstraintViolationsError(e)) seen.push(e.violations);
      }
    }
    expect(seen).toStrictEqual([tooLong.violations, tooLong.violations]);
  });
});

describe("hasViolation", () => {
  test('hasViolation(e, "email", "too_long") is true for the spec\'s Create User error, body or ApiError', () => {
    expect(hasViolation(tooLong, "email", "too_long")).toBe(true);
    expect(hasViolation(new ApiError(tooLong), "email", "too_long")).toBe(true);
  });

  test("without a code it asks for any violation at the key", () => {
    expect(hasViolation(tooLong, "email")).toBe(true);
    expect(hasViolation(tooLong, "protocol.type")).toBe(true);
  });

  test("is false for another code at the key, or a key without violations", () => {
    expect(hasViolation(tooLong, "email", "blank")).toBe(false);
    expect(hasViolation(tooLong, "name")).toBe(false);
    expect(hasViolation(tooLong, "name", "too_long")).toBe(false);
    expect(hasViolation(tooLong, "protocol")).toBe(false);
  });

  test("does not see inherited names as keys", () => {
    for (const key of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(hasViolation(tooLong, key)).toBe(false);
    }
  });

  test("sees an own __proto__ key from the wire, and unknown codes", () => {
    expect(hasViolation(fromWire, "__proto__", "blank")).toBe(true);
    expect(hasViolation(fromWire, "email", "brand_new_code" as string)).toBe(true);
  });

  test("an empty list under a key is no violation", () => {
    expect(hasViolation(fromWire, "empty")).toBe(false);
  });

  test("is false for a base error and for non-errors", () => {
    expect(hasViolation(notFound, "email")).toBe(false);
    expect(hasViolation(new ApiError(notFound), "email")).toBe(false);
    expect(hasViolation(null, "email")).toBe(false);
    expect(hasViolation({ email: [{ code: "too_long" }] }, "email", "too_long")).toBe(false);
  });

  test("narrows a caught value without a cast", () => {
    let maxLength: string | undefined;
    try {
      throw new ApiError(tooLong);
    } catch (e) {
      if (hasViolation(e, "email", "too_long")) maxLength = e.violations["email"]?.[0]?.constraintAttributes?.maxLength;
    }
    expect(maxLength).toBe("200");
  });
});

describe("guards read, never write", () => {
  test("no guard changes its input or any prototype", () => {
    const body = JSON.parse(JSON.stringify(fromWire)) as ErrorBody;
    const before = JSON.stringify(body);
    const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
    isErrorBody(body);
    isBaseError(body);
    isConstraintViolationsError(body);
    hasViolation(body, "__proto__", "blank");
    expect(JSON.stringify(body)).toBe(before);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toStrictEqual(prototypeNames);
  });
});

// Tests added for mutants that survived the rest of the suite: boundaries and exact
// answers that no other test pinned down.
const VALID = { type: "base_error", code: "x", message: "m", ticket: "t" };

function trappingProxy(): object {
  const fail = (): never => {
    throw new Error("trap");
  };
  return new Proxy({}, { get: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail, has: fail, ownKeys: fail });
}

describe("the guards answer false, not just a falsy value", () => {
  test.each([isErrorBody, isBaseError, isConstraintViolationsError])("%o on a Proxy whose traps throw", (guard) => {
    expect(guard(trappingProxy())).toBe(false);
  });

  test("a branded copy whose body getter throws on the second read is no error of either kind", () => {
    for (const [guard, body] of [
      [isBaseError, VALID],
      [isConstraintViolationsError, { ...VALID, type: "constraint_violations_error", violations: {} }],
    ] as const) {
      expect(guard(onceThenThrow({ [BRAND]: true }, "body", body))).toBe(false);
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

describe("client narrowing", () => {
  describe("values whose getters throw on a second read", () => {
    test("isApiError with a type says false when the body's type throws", () => {
      const error = new ApiError(manyViolations);
      const body = onceThenThrow({ ...manyViolations }, "type", manyViolations.type);
      Object.defineProperty(error, "body", { value: body });
      expect(isApiError(error, "constraint_violations_error")).toBe(false);
    });

    test("findViolation says undefined when the violations throw", () => {
      expect(
        findViolation(onceThenThrow({ ...manyViolations }, "violations", manyViolations.violations), "email"),
      ).toBe(undefined);
    });
  });

  describe("isBaseError with a code", () => {
    test("is true for a base error with that code, body or ApiError, and reads its details", () => {
      expect(isBaseError(mfa, "mfa_challenge_verification_failed")).toBe(true);
      expect(isBaseError(new ApiError(mfa), "mfa_challenge_verification_failed")).toBe(true);
      expect(isBaseError(mfa, "user_not_found")).toBe(false);
      expect(isBaseError(manyViolations, "mfa_challenge_verification_failed")).toBe(false);
      const error: unknown = new ApiError(mfa);
      if (isBaseError(error, "mfa_challenge_verification_failed")) expect(error.details?.attemptsRemaining).toBe(2);
    });
  });

  describe("findViolation and numberAttribute", () => {
    test("find the first detail at a path with that code, and read its numeric attribute as a number", () => {
      const detail = findViolation(manyViolations, "email", "too_long");
      expect(detail).toStrictEqual({ code: "too_long", constraintAttributes: { maxLength: "200" } });
      expect(numberAttribute(detail, "maxLength")).toBe(200);
      expect(findViolation(new ApiError(manyViolations), "email")).toStrictEqual({ code: "blank" });
      expect(findViolation(manyViolations, "email", "invalid_email")).toBe(undefined);
      expect(findViolation(manyViolations, "nope")).toBe(undefined);
      expect(findViolation(mfa, "email")).toBe(undefined);
      expect(findViolation("x", "email")).toBe(undefined);
      expect(numberAttribute(undefined, "maxLength")).toBe(undefined);
    });

    test("hasViolation says whether findViolation finds one", () => {
      fc.assert(
        fc.property(
          fc.constantFrom("email", "", "nope", '["a.b"]'),
          fc.option(fc.constantFrom("blank", "too_long", "empty")),
          (path, code) => {
            const wanted = code ?? undefined;
            expect(hasViolation(manyViolations, path, wanted)).toBe(
              findViolation(manyViolations, path, wanted) !== undefined,
            );
          },
        ),
      );
    });
  });
});
