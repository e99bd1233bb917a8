import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  baseError,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  constraintViolationsError,
  type ErrorBody,
  errorFromResponse,
  hasViolation,
  isApiError,
  isBaseError,
  isConstraintViolationsError,
  isErrorBody,
  isUnexpectedResponseError,
  parseErrorBody,
  toResponse,
  VIOLATION_CODES,
  violation,
} from "../../../src/index.js";
import { expectJsonReady, expectStrictlySame } from "../../support/core.js";

const HOSTILE_KEYS = ["__proto__", "constructor", "prototype"] as const;
const ABSENT = Symbol("absent");

/** An object with exactly these own members, made through JSON so that `__proto__` is an own key. */
function jsonObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const present = entries.filter(([, value]) => value !== ABSENT);
  return JSON.parse(`{${present.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`);
}

const key = fc.oneof(
  fc.string(),
  fc.constantFrom(...HOSTILE_KEYS, "email", "protocol.type", "redirectUrls[0]", "", "toString", "hasOwnProperty"),
);

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

// ---- near-valid bodies: mostly right, sometimes one member wrong or missing ----

function member<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<T | unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: valid },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.constant(ABSENT) },
  );
}

const nearAttributes = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...CONSTRAINT_ATTRIBUTES), key), member(fc.string())), { maxLength: 3 })
  .map(jsonObject);

const nearDetail = fc
  .tuple(
    member(fc.oneof(fc.constantFrom(...VIOLATION_CODES), fc.string())),
    member(nearAttributes),
    key,
    fc.jsonValue(),
  )
  .map(([code, attributes, extraKey, extra]) =>
    jsonObject([
      ["code", code],
      ["constraintAttributes", attributes],
      [extraKey, extra],
    ]),
  );

const nearViolations = fc
  .array(fc.tuple(key, member(fc.array(member(nearDetail), { maxLength: 3 }))), { maxLength: 4 })
  .map(jsonObject);

const nearBody: fc.Arbitrary<unknown> = fc
  .record({
    type: member(fc.constantFrom("base_error", "constraint_violations_error")),
    code: member(fc.oneof(fc.string(), fc.constant("message_body_constraint_violations"))),
    message: member(fc.string()),
    ticket: member(fc.string()),
    details: fc.oneof(fc.constant(ABSENT), member(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }))),
    violations: member(nearViolations),
    extraKey: key,
    extra: fc.jsonValue(),
  })
  .map((r) =>
    jsonObject([
      [r.extraKey, r.extra],
      ["type", r.type],
      ["code", r.code],
      ["message", r.message],
      ["ticket", r.ticket],
      ["details", r.details],
      ["violations", r.violations],
    ]),
  );

// ---- prototype watch ----

const BUILTIN_PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Error.prototype];

function prototypeSnapshot(): string[][] {
  return BUILTIN_PROTOTYPES.map((p) => Reflect.ownKeys(p).map(String).sort());
}

/** Every object of a JSON tree with its prototype, iteratively. */
function prototypesOf(root: unknown): [object, object | null][] {
  const out: [object, object | null][] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    out.push([node, Object.getPrototypeOf(node)]);
    for (const k of Object.keys(node)) stack.push((node as Record<string, unknown>)[k]);
  }
  return out;
}

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

describe("parser laws", () => {
  const anything = fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    key: key,
  });

  test("no parser or guard throws on fc.anything()", () => {
    fc.assert(
      fc.property(anything, (value) => {
        parseErrorBody(value);
        parseErrorBody(value, { strict: true });
        isErrorBody(value);
        isBaseError(value);
        isConstraintViolationsError(value);
        hasViolation(value, "email");
        hasViolation(value, "__proto__", "blank");
        isApiError(value);
        isUnexpectedResponseError(value);
        expect(toResponse(value).status).toBe(500);
      }),
      { numRuns: 1000 },
    );
  });

  test("no parser or guard throws on fc.anything() dressed as a body", () => {
    fc.assert(
      fc.property(anything, anything, fc.boolean(), (violations, details, base) => {
        const value = {
          type: base ? "base_error" : "constraint_violations_error",
          code: "c",
          message: "m",
          ticket: "t",
          details,
          violations,
        };
        const result = parseErrorBody(value);
        expect(isErrorBody(value)).toBe(result.ok);
        parseErrorBody(value, { strict: true });
      }),
      { numRuns: 1000 },
    );
  });

  test("the guards agree with parseErrorBody(x).ok on arbitrary JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseErrorBody(value);
        expect(isErrorBody(value)).toBe(result.ok);
        expect(isBaseError(value)).toBe(result.ok && result.value.type === "base_error");
        expect(isConstraintViolationsError(value)).toBe(
          result.ok && result.value.type === "constraint_violations_error",
        );
      }),
      { numRuns: 1000 },
    );
  });

  test("the guards agree with parseErrorBody(x).ok on near-valid bodies, and both answers occur", () => {
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(nearBody, (value) => {
        const result = parseErrorBody(value);
        if (result.ok) accepted++;
        else rejected++;
        expect(isErrorBody(value)).toBe(result.ok);
        expect(isBaseError(value)).toBe(result.ok && result.value.type === "base_error");
        expect(isConstraintViolationsError(value)).toBe(
          result.ok && result.value.type === "constraint_violations_error",
        );
        if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(200);
    expect(rejected).toBeGreaterThan(200);
  });

  test("strict mode accepts only what lenient mode accepts", () => {
    fc.assert(
      fc.property(nearBody, (value) => {
        if (parseErrorBody(value, { strict: true }).ok) expect(parseErrorBody(value).ok).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  test("no input with __proto__, constructor or prototype keys changes any prototype", async () => {
    const before = prototypeSnapshot();
    await fc.assert(
      fc.asyncProperty(nearBody, async (value) => {
        const prototypes = prototypesOf(value);
        parseErrorBody(value);
        parseErrorBody(value, { strict: true });
        isErrorBody(value);
        for (const k of HOSTILE_KEYS) hasViolation(value, k);
        toResponse(value);
        try {
          const error = new ApiError(value as ErrorBody, { status: 400 });
          toResponse(error);
          JSON.stringify(error);
        } catch {
          // Not a body: fine, only the prototypes matter here.
        }
        const v = value as Record<string, unknown>;
        try {
          constraintViolationsError({ violations: v["violations"] as never });
        } catch {
          // Ditto.
        }
        try {
          baseError({ code: v["code"] as string, message: v["message"] as string, details: v["details"] as never });
        } catch {
          // Ditto.
        }
        await errorFromResponse(new Response(JSON.stringify(value), { status: 400 }));
        expect(prototypeSnapshot()).toStrictEqual(before);
        for (const [object, prototype] of prototypes) expect(Object.getPrototypeOf(object)).toBe(prototype);
        for (const k of ["code", "type", "ticket", "violations", "blank"]) expect(k in {}).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
