import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  ApiError,
  BASE_ERROR_STATUS,
  type BuiltViolationDetail,
  baseError,
  CODE_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  constraintViolationsError,
  type ErrorBody,
  formatPath,
  VIOLATION_CODES,
  type Violations,
  violation,
} from "../../../src/index.js";
import {
  fromGoogleBadRequest,
  fromProblemDetails,
  toGoogleBadRequest,
  toProblemDetails,
} from "../../../src/views/index.js";

// --- an arbitrary of the bodies the builders make ---

const looseViolation = violation as (code: string, attributes?: object) => BuiltViolationDetail;
const looseBaseError = baseError as (init: object) => ErrorBody;

const attributeValue = fc.oneof(
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.integer(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
);

/** A detail with a random code and a random subset of the attributes that code carries. */
const detail: fc.Arbitrary<BuiltViolationDetail> = fc.constantFrom(...VIOLATION_CODES).chain((code) => {
  const names: readonly string[] = Object.hasOwn(CODE_ATTRIBUTES, code)
    ? CODE_ATTRIBUTES[code as keyof typeof CODE_ATTRIBUTES]
    : [];
  if (names.length === 0) return fc.constant(looseViolation(code));
  const record = fc.record(Object.fromEntries(names.map((name) => [name, attributeValue])), { requiredKeys: [] });
  return fc.option(record, { nil: undefined }).map((attributes) => looseViolation(code, attributes));
});

const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,6}$/),
  fc.nat({ max: 30 }),
  fc.string({ maxLength: 4 }),
  fc.constantFrom("0", "01", "~", "/", "~1", "a b", "%", "#", "__proto__"),
);

/** Keys in the path grammar (the usual case) and any string at all (the builders take them too). */
const key = fc.oneof(
  { weight: 4, arbitrary: fc.array(segment, { maxLength: 4 }).map(formatPath) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "", "a..b", 'a["0"]', "\ud800") },
);

const violationsInit = fc
  .uniqueArray(fc.tuple(key, fc.array(detail, { minLength: 1, maxLength: 3 })), {
    selector: ([k]) => k,
    minLength: 1,
    maxLength: 4,
  })
  .map((entries) => Object.fromEntries(entries));

const ticket = fc.oneof(fc.uuid(), fc.string({ maxLength: 10 }));
const message = fc.string({ unit: "binary", maxLength: 20 });

const violationsBody = fc
  .record(
    {
      violations: violationsInit,
      code: fc.constantFrom(...CONSTRAINT_VIOLATIONS_CODES),
      message,
      ticket,
    },
    { requiredKeys: ["violations"] },
  )
  .map((init) => constraintViolationsError(init as never) as ErrorBody);

const baseBody = fc
  .record(
    {
      code: fc.oneof(fc.constantFrom(...Object.keys(BASE_ERROR_STATUS)), fc.string({ unit: "binary", minLength: 1 })),
      message,
      ticket,
      details: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    },
    { requiredKeys: ["code", "message"] },
  )
  .map((init) => looseBaseError(init));

/** Every body the builders can make. */
const builtBody: fc.Arbitrary<ErrorBody> = fc.oneof(violationsBody, baseBody);

/**
 * A strict, comparable form of a JSON-like value: objects become their own
 * entries sorted by key, tagged with their prototype. vitest's toStrictEqual
 * compares `constructor` members as if they were the constructors, so a body
 * with a violation key "constructor" would never equal itself.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  const proto = Object.getPrototypeOf(value) === Object.prototype ? "plain" : "other";
  const entries = Object.keys(value)
    .sort()
    .map((k) => [k, canonical((value as Record<string, unknown>)[k])]);
  return { proto, entries };
}

function expectSame(actual: unknown, expected: unknown): void {
  expect(canonical(actual)).toStrictEqual(canonical(expected));
}

function withoutAttributes(violations: Violations): Violations {
  return Object.fromEntries(
    Object.entries(violations).map(([k, list]) => [k, list.map((d) => ({ code: d.code }))]),
  ) as Violations;
}

describe("RFC 9457 Problem Details", () => {
  test("fromProblemDetails(toProblemDetails(b)) is b, for every body the builders make", () => {
    fc.assert(
      fc.property(builtBody, (body) => {
        const result = fromProblemDetails(toProblemDetails(body));
        expectSame(result, { ok: true, value: body });
        // The keys also come back in the body's order.
        if (result.ok && result.value.type === "constraint_violations_error" && body.type === result.value.type) {
          expect(Object.keys(result.value.violations)).toStrictEqual(Object.keys(body.violations));
        }
      }),
      { numRuns: 500 },
    );
  });

  test("fromProblemDetails(JSON.parse(JSON.stringify(toProblemDetails(b)))) is b: the round trip survives the wire", () => {
    fc.assert(
      fc.property(builtBody, (body) => {
        const wire = JSON.parse(JSON.stringify(toProblemDetails(body)));
        expectSame(fromProblemDetails(wire), { ok: true, value: body });
      }),
      { numRuns: 500 },
    );
  });

  test("the round trip holds whatever the options (typeBase, status, instance) and for an ApiError", () => {
    fc.assert(
      fc.property(
        builtBody,
        fc.constantFrom(undefined, "https://errors.example.com/"),
        fc.integer({ min: 400, max: 599 }),
        (body, typeBase, status) => {
          const options = typeBase === undefined ? { instance: "/x/1" } : { typeBase, instance: "/x/1" };
          const problem = toProblemDetails(new ApiError(body, { status }), options);
          expect(problem.status).toBe(status);
          expectSame(fromProblemDetails(problem), { ok: true, value: body });
        },
      ),
    );
  });

  test("errors has one entry per violation detail, and none for a base error", () => {
    fc.assert(
      fc.property(builtBody, (body) => {
        const problem = toProblemDetails(body);
        if (body.type === "base_error") expect(problem.errors).toBeUndefined();
        else expect(problem.errors?.length).toBe(Object.values(body.violations).flat().length);
      }),
    );
  });

  test("every error of a body violation has a pointer, or a key when no pointer can name it", () => {
    fc.assert(
      fc.property(violationsBody, (body) => {
        for (const error of toProblemDetails(body).errors ?? []) {
          if (body.code === "request_constraint_violations") expect(typeof error.parameter).toBe("string");
          else expect(error.pointer !== undefined || error.key !== undefined).toBe(true);
        }
      }),
    );
  });
});

describe("Google AIP-193 BadRequest", () => {
  test("fromGoogleBadRequest(toGoogleBadRequest(b)) is b's violations without their attributes", () => {
    fc.assert(
      fc.property(builtBody, (body) => {
        const expected = body.type === "constraint_violations_error" ? withoutAttributes(body.violations) : {};
        expectSame(fromGoogleBadRequest(toGoogleBadRequest(body)), { ok: true, value: expected });
      }),
      { numRuns: 500 },
    );
  });

  test("the round trip survives the wire", () => {
    fc.assert(
      fc.property(violationsBody, (body) => {
        const wire = JSON.parse(JSON.stringify(toGoogleBadRequest(body)));
        expectSame(fromGoogleBadRequest(wire), {
          ok: true,
          value: withoutAttributes((body as { violations: Violations }).violations),
        });
      }),
    );
  });

  test("every reason is UPPER_SNAKE_CASE as AIP-193 asks", () => {
    fc.assert(
      fc.property(violationsBody, (body) => {
        for (const fieldViolation of toGoogleBadRequest(body).fieldViolations) {
          expect(fieldViolation.reason).toMatch(/^[A-Z][A-Z0-9_]*[A-Z0-9]$/);
        }
      }),
    );
  });
});
