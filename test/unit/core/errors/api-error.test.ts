import vm from "node:vm";
import { describe, expect, test, vi } from "vitest";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  type ErrorBody,
  isApiError,
  isErrorBody,
  toResponse,
  violation,
} from "../../../../src/index.js";
import { manyViolations, mfa } from "../../../support/narrowing.js";

const BRAND = Symbol.for("api-error-model.ApiError");

const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t1" });

const mfaFailed = baseError({
  code: "mfa_challenge_verification_failed",
  message: "Invalid code",
  ticket: "t2",
  details: { attemptsRemaining: 2 },
});

const tooLong = constraintViolationsError({
  violations: { email: violation("too_long", { maxLength: 200 }) },
  ticket: "t3",
});

const teapot = baseError({ code: "teapot", message: "I am a teapot", ticket: "t4" });

describe("ApiError basics", () => {
  test("is an Error with the literal name ApiError and the body's message", () => {
    const error = new ApiError(notFound);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(error.message).toBe("User [42] could not be found");
    expect(String(error)).toBe("ApiError: User [42] could not be found");
  });

  test("mirrors the body's members", () => {
    const error = new ApiError(mfaFailed);
    expect(error.type).toBe("base_error");
    expect(error.code).toBe("mfa_challenge_verification_failed");
    expect(error.ticket).toBe("t2");
    expect(error.details).toStrictEqual({ attemptsRemaining: 2 });
    expect(error.violations).toBeUndefined();
    const violations = new ApiError(tooLong);
    expect(violations.violations).toStrictEqual(tooLong.violations);
    expect(violations.details).toBeUndefined();
  });
});

describe("ApiError status", () => {
  test.each([
    ["user_not_found", notFound, 404],
    ["mfa_challenge_verification_failed", mfaFailed, 400],
    ["invalid_request", baseError({ code: "invalid_request", message: "m" }), 400],
    ["internal_error", baseError({ code: "internal_error", message: "m" }), 500],
    ["a constraint violations error", tooLong, 400],
  ])("design decision Status: %s gets its status from the table", (_, body, status) => {
    expect(new ApiError(body as ErrorBody as never).status).toBe(status);
  });

  test("a given status wins over the table's", () => {
    expect(new ApiError(notFound, { status: 410 }).status).toBe(410);
  });

  test("design decision Status: another base code needs its status given (no silent default)", () => {
    expect(() => new ApiError(teapot as never)).toThrow(
      new TypeError("ApiError: code teapot has no known status; pass options.status"),
    );
    expect(new ApiError(teapot, { status: 418 }).status).toBe(418);
  });

  test.each(["toString", "__proto__", "constructor", "hasOwnProperty"])(
    "the inherited name %s is no known code",
    (code) => {
      expect(() => new ApiError({ ...teapot, code } as never)).toThrow(TypeError);
    },
  );

  test.each([399, 600, 200, 0, -404, 404.5, Number.NaN, Number.POSITIVE_INFINITY, "404"])(
    "spec: the status %s, outside 4xx and 5xx, throws a RangeError",
    (status) => {
      expect(() => new ApiError(teapot, { status: status as number })).toThrow(RangeError);
    },
  );

  test("the RangeError names the status, even a symbol", () => {
    expect(() => new ApiError(teapot, { status: 600 })).toThrow("got 600");
    expect(() => new ApiError(teapot, { status: Symbol("s") as never })).toThrow("got Symbol(s)");
  });

  test.each([400, 404, 499, 500, 503, 599])("the status %i is accepted", (status) => {
    expect(new ApiError(teapot, { status }).status).toBe(status);
  });
});

describe("ApiError body", () => {
  test.each([
    ["null", null],
    ["a string", "user_not_found"],
    ["a body without ticket", { type: "base_error", code: "x", message: "m" }],
    ["a body of another type", { ...notFound, type: "problem" }],
  ])("a value that is not an error body (%s) throws a TypeError", (_, body) => {
    expect(() => new ApiError(body as never, { status: 400 })).toThrow(
      new TypeError("ApiError: body is not an error body"),
    );
  });

  test("toJSON() is the body", () => {
    expect(new ApiError(mfaFailed).toJSON()).toStrictEqual(mfaFailed);
    expect(new ApiError(tooLong).toJSON()).toStrictEqual(tooLong);
  });

  test("JSON.stringify(error) gives the body: no status, stack, name or cause", () => {
    const error = new ApiError(mfaFailed, { cause: new Error("secret cause") });
    const text = JSON.stringify(error);
    expect(JSON.parse(text)).toStrictEqual(mfaFailed);
    expect(text).not.toContain("secret");
    expect(text).not.toContain("status");
    expect(text).not.toContain("stack");
  });

  test("the body is copied: extra members dropped, the given object not kept", () => {
    const given = { ...notFound, secret: "s3cr3t", details: undefined };
    const error = new ApiError(given as never);
    expect(error.body).not.toBe(given);
    expect(error.body).toStrictEqual(notFound);
    expect(Object.keys(error.body)).toStrictEqual(["type", "code", "message", "ticket"]);
    expect(JSON.stringify(error)).not.toContain("s3cr3t");
  });

  test("a body from the wire with unknown codes is kept as it came", () => {
    const wire = JSON.parse(
      '{"type":"constraint_violations_error","code":"brand_new","message":"m","ticket":"t","violations":{"a":[{"code":"newer"}]}}',
    );
    expect(new ApiError(wire, { status: 422 }).toJSON()).toStrictEqual(wire);
  });
});

describe("ApiError cause and expose", () => {
  test("cause is kept for logs", () => {
    const cause = new Error("db down");
    expect(new ApiError(notFound, { cause }).cause).toBe(cause);
  });

  test("without a cause there is no cause member", () => {
    expect(Object.hasOwn(new ApiError(notFound), "cause")).toBe(false);
  });

  test("expose is false unless given true", () => {
    expect(new ApiError(notFound).expose).toBe(false);
    expect(new ApiError(teapot, { status: 503, expose: true }).expose).toBe(true);
  });
});

/** The frames of a stack: its lines after the first. */
function frames(error: Error): string[] {
  return (error.stack ?? "").split("\n").slice(1);
}

describe("ApiError stack", () => {
  const internal = baseError({ code: "internal_error", message: "Broken", ticket: "t5" });

  test("captures its stack, as any error does, whatever its status", () => {
    expect(frames(new ApiError(internal)).length).toBeGreaterThan(0);
    expect(frames(new ApiError(teapot, { status: 503 })).length).toBeGreaterThan(0);
    expect(frames(new ApiError(notFound)).length).toBeGreaterThan(0);
  });

  test("leaves Error.stackTraceLimit alone: an ApiError writes no global state", () => {
    const descriptor = Object.getOwnPropertyDescriptor(Error, "stackTraceLimit");
    const writes: unknown[] = [];
    let limit = Error.stackTraceLimit;
    try {
      Object.defineProperty(Error, "stackTraceLimit", {
        configurable: true,
        get: () => limit,
        set: (value: number) => {
          writes.push(value);
          limit = value;
        },
      });
      new ApiError(notFound);
      new ApiError(internal, { cause: new Error("why") });
      expect(() => new ApiError(notFound, { status: 200 })).toThrow(RangeError);
      expect(writes).toStrictEqual([]);
    } finally {
      if (descriptor !== undefined) Object.defineProperty(Error, "stackTraceLimit", descriptor);
    }
  });
});

describe("isApiError and instanceof", () => {
  test("are true for an ApiError and false for other values", () => {
    const error = new ApiError(notFound);
    expect(isApiError(error)).toBe(true);
    expect(error instanceof ApiError).toBe(true);
    for (const value of [notFound, new Error("x"), null, undefined, "ApiError", 1, { name: "ApiError" }]) {
      expect(isApiError(value)).toBe(false);
      expect(value instanceof ApiError).toBe(false);
    }
  });

  test('the brand is the non-enumerable Symbol.for("api-error-model.ApiError")', () => {
    const error = new ApiError(notFound);
    expect(Object.getOwnPropertySymbols(error)).toContain(BRAND);
    expect(Object.getOwnPropertyDescriptor(error, BRAND)?.enumerable).toBe(false);
  });

  test("an object with the brand and a valid body, as a second copy of the package makes, is recognised", () => {
    const copy = Object.assign(new Error("User [42] could not be found"), { status: 404, body: notFound });
    Object.defineProperty(copy, BRAND, { value: true });
    expect(isApiError(copy)).toBe(true);
    expect(copy instanceof ApiError).toBe(true);
    expect(isErrorBody(copy)).toBe(true);
  });

  test("the brand alone is not enough: the body must be an error body", () => {
    const forged = { [BRAND]: true, body: { type: "base_error" } };
    expect(isApiError(forged)).toBe(false);
    expect(forged instanceof ApiError).toBe(false);
    expect(isApiError({ [BRAND]: "yes", body: notFound })).toBe(false);
  });

  test("a second copy of the module (a fresh import) agrees both ways", async () => {
    vi.resetModules();
    const second = (await import("../../../../src/index.js")) as typeof import("../../../../src/index.js");
    expect(second.ApiError).not.toBe(ApiError);
    const theirs = new second.ApiError(notFound);
    const ours = new ApiError(notFound);
    expect(isApiError(theirs)).toBe(true);
    expect(theirs instanceof ApiError).toBe(true);
    expect(second.isApiError(ours)).toBe(true);
    expect(ours instanceof second.ApiError).toBe(true);
  });

  test("an error from another realm (node:vm) is recognised, and isApiError and instanceof agree", () => {
    const foreign = vm.runInNewContext(`
      const error = new Error("User [42] could not be found");
      Object.defineProperty(error, Symbol.for("api-error-model.ApiError"), { value: true });
      error.status = 404;
      error.body = { type: "base_error", code: "user_not_found", message: "User [42] could not be found", ticket: "t" };
      error;
    `) as unknown;
    expect(foreign instanceof Error).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(foreign instanceof ApiError).toBe(true);

    const plain = vm.runInNewContext(`new Error("x")`) as unknown;
    expect(isApiError(plain)).toBe(false);
    expect(plain instanceof ApiError).toBe(false);
  });

  test("a hostile value is not an ApiError, and asking does not throw", () => {
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    expect(isApiError(proxy)).toBe(false);
    expect(proxy instanceof ApiError).toBe(false);
    const getter = Object.defineProperty({ [BRAND]: true }, "body", {
      get() {
        throw new Error("getter");
      },
    });
    expect(isApiError(getter)).toBe(false);
  });

  test("a subclass keeps prototype semantics for its own instanceof", () => {
    class NotFoundError extends ApiError<typeof notFound> {}
    const sub = new NotFoundError(notFound);
    expect(sub instanceof NotFoundError).toBe(true);
    expect(sub instanceof ApiError).toBe(true);
    expect(isApiError(sub)).toBe(true);
    expect(sub.name).toBe("ApiError");
    expect(new ApiError(notFound) instanceof NotFoundError).toBe(false);
    const copy = Object.defineProperty({ body: notFound }, BRAND, { value: true });
    expect(copy instanceof ApiError).toBe(true);
    expect(copy instanceof NotFoundError).toBe(false);
  });
});

describe("design decision Status", () => {
  test.each([
    ["constraint_violations_error", constraintViolationsError({ violations: { a: violation("blank") } }), 400],
    ["user_not_found", baseError({ code: "user_not_found", message: "m" }), 404],
    [
      "mfa_challenge_verification_failed",
      baseError({ code: "mfa_challenge_verification_failed", message: "m", details: { attemptsRemaining: 1 } }),
      400,
    ],
    ["invalid_request", baseError({ code: "invalid_request", message: "m" }), 400],
  ])("%s is answered with %i", (_, body, status) => {
    expect(toResponse(new ApiError(body as never)).status).toBe(status);
  });

  test("an unexpected failure is a 500 with code internal_error", async () => {
    const response = toResponse(new Error("boom"));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toBe("internal_error");
  });

  test("other base codes: the status is given by the caller, with no silent default", () => {
    expect(() => new ApiError(baseError({ code: "teapot_full", message: "m" }) as never)).toThrow(TypeError);
    expect(toResponse(new ApiError(baseError({ code: "teapot_full", message: "m" }), { status: 418 })).status).toBe(
      418,
    );
  });
});

describe("client narrowing", () => {
  describe("isApiError with a type", () => {
    test("is true only for an ApiError whose body has that type", () => {
      const violations = new ApiError(manyViolations);
      const base = new ApiError(mfa);
      expect(isApiError(violations, "constraint_violations_error")).toBe(true);
      expect(isApiError(violations, "base_error")).toBe(false);
      expect(isApiError(base, "base_error")).toBe(true);
      expect(isApiError(base)).toBe(true);
      expect(isApiError(manyViolations, "constraint_violations_error")).toBe(false);
    });
  });
});
