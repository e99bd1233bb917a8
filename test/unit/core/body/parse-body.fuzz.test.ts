import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isErrorBody, type ParseResult, parseErrorBody } from "../../../../src/index.js";
import {
  anyString,
  countingProxy,
  expectPrototypesUnchanged,
  hostileJson,
  hostileKey,
  hostileValue,
  json,
  prototypesLookClean,
  runs,
} from "../../../support/fuzz.js";

/** Body-like JSON: each member valid or not, so that the walk reaches every rule. */
const attributes = fc.oneof(fc.dictionary(hostileKey, fc.oneof(anyString, hostileJson), { maxKeys: 4 }), hostileJson);
const detail = fc.oneof(
  fc.record(
    {
      code: fc.oneof(fc.constantFrom("too_long", "blank", "brand_new"), anyString, hostileJson),
      constraintAttributes: attributes,
    },
    { requiredKeys: [] },
  ),
  hostileJson,
);
const violationsMember = fc.oneof(
  fc.dictionary(hostileKey, fc.oneof(fc.array(detail, { maxLength: 4 }), hostileJson), { maxKeys: 5 }),
  hostileJson,
);
const bodyLike: fc.Arbitrary<unknown> = fc
  .record(
    {
      type: fc.oneof(fc.constantFrom("base_error", "constraint_violations_error"), hostileJson),
      code: fc.oneof(
        fc.constantFrom("message_body_constraint_violations", "request_constraint_violations", "user_not_found"),
        anyString,
        hostileJson,
      ),
      message: fc.oneof(anyString, hostileJson),
      ticket: fc.oneof(anyString, hostileJson),
      details: hostileJson,
      violations: violationsMember,
      __proto__: hostileJson,
      constructor: hostileJson,
      prototype: hostileJson,
    },
    { requiredKeys: [] },
  )
  // Through JSON text, so that `__proto__` is an own member as on the wire.
  .map((body) => JSON.parse(JSON.stringify(body, (_, value) => value)) as unknown);

function expectWellFormed(result: ParseResult<unknown>, input: unknown): void {
  if (result.ok) {
    expect(result.value).toBe(input);
    return;
  }
  expect(result.issues.length).toBeGreaterThan(0);
  expect(result.issues.length).toBeLessThanOrEqual(51);
  for (const issue of result.issues) {
    expect(typeof issue.path).toBe("string");
    expect(typeof issue.message).toBe("string");
  }
}

const MODES = [
  ["lenient", {}],
  ["strict", { strict: true }],
] as const;

describe.each(MODES)("parseErrorBody (%s) on untrusted input", (_, options) => {
  test("never throws and answers ok with the same value or at most 51 issues, on any JSON with hostile keys", () => {
    fc.assert(
      fc.property(fc.oneof(hostileJson, bodyLike), (value) => {
        expectWellFormed(parseErrorBody(value, options), value);
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(400) },
    );
  });

  test("never throws on any value at all: fc.anything, Proxies whose traps throw, throwing getters, inherited members", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        expectWellFormed(parseErrorBody(value, options), value);
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });

  test("changes no built-in prototype (full snapshot of every own key and descriptor)", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(fc.oneof(hostileJson, bodyLike, hostileValue), (value) => {
          parseErrorBody(value, options);
        }),
        { numRuns: runs(200) },
      ),
    );
  });
});

describe("parseErrorBody agrees with the guard", () => {
  test("lenient parse is ok exactly when isErrorBody holds; strict ok implies lenient ok", () => {
    fc.assert(
      fc.property(fc.oneof(bodyLike, hostileValue), (value) => {
        const lenient = parseErrorBody(value);
        expect(lenient.ok).toBe(isErrorBody(value));
        if (parseErrorBody(value, { strict: true }).ok) expect(lenient.ok).toBe(true);
      }),
      { numRuns: runs(300) },
    );
  });
});

const VALID = { type: "base_error", code: "x", message: "m", ticket: "t" };

describe("parseErrorBody on hostile shapes", () => {
  test("__proto__, constructor and prototype keys are data: no prototype changes, no inherited reads", async () => {
    await expectPrototypesUnchanged(() => {
      const body = json(
        '{"type":"constraint_violations_error","code":"message_body_constraint_violations","message":"m","ticket":"t",' +
          '"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"details":{"__proto__":{"polluted":1}},' +
          '"violations":{"__proto__":[{"code":"blank","constraintAttributes":{"__proto__":"x","constructor":"y"}}],' +
          '"constructor":[{"code":"blank"}],"prototype":[{"code":"blank","__proto__":{"code":1}}]}}',
      );
      expect(parseErrorBody(body).ok).toBe(true);
      expect(parseErrorBody(body, { strict: true }).ok).toBe(false);
    });
  });

  test("a __proto__ member holding the required members does not make a body", () => {
    const body = json('{"__proto__":{"type":"base_error","code":"x","message":"m","ticket":"t"}}');
    expect(parseErrorBody(body).ok).toBe(false);
    expect(parseErrorBody(Object.create(VALID)).ok).toBe(false);
  });

  test("10^5 valid violations are accepted", () => {
    const violations: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) violations[`field${i}`] = [{ code: "blank" }];
    const body = { ...VALID, type: "constraint_violations_error", code: "request_constraint_violations", violations };
    expect(parseErrorBody(body).ok).toBe(true);
    expect(parseErrorBody(body, { strict: true }).ok).toBe(true);
  });

  test("10^5 bad violations give 50 issues and a 51st that counts the 99950 others", () => {
    const violations: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) violations[`f${i}`] = [{ code: 1 }];
    const result = parseErrorBody({ ...VALID, type: "constraint_violations_error", violations });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(51);
    expect(result.issues[0]).toStrictEqual({ path: "violations.f0[0].code", message: "code must be a string" });
    expect(result.issues[50]).toStrictEqual({ path: "", message: "99950 more issues were not listed" });
  });

  test("details nested 10^4 deep are accepted without recursion", () => {
    let details: unknown = { leaf: true };
    for (let i = 0; i < 10_000; i++) details = { details, list: [details] };
    const body = { ...VALID, details };
    expect(parseErrorBody(body).ok).toBe(true);
    const text = `{"type":"base_error","code":"x","message":"m","ticket":"t","details":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`;
    expect(parseErrorBody(JSON.parse(text)).ok).toBe(true);
  });

  test("a detail list nested 10^4 deep is one bad detail, not a recursion", () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const result = parseErrorBody({ ...VALID, type: "constraint_violations_error", violations: { a: deep } });
    expect(result).toStrictEqual({
      ok: false,
      issues: [{ path: "violations.a[0]", message: "a violation detail must be an object" }],
    });
  });

  test("1 MB strings in every member, and as keys, are read", () => {
    const big = "x".repeat(1 << 20);
    const body = {
      type: "constraint_violations_error",
      code: big,
      message: big,
      ticket: big,
      violations: { [big]: [{ code: big, constraintAttributes: { [big]: big } }] },
    };
    expect(parseErrorBody(body).ok).toBe(true);
    const result = parseErrorBody(body, { strict: true });
    expect(result.ok).toBe(false);
  });

  test("a 1 MB key under 10^3 bad details keeps only 50 paths (the path is built only for kept issues)", () => {
    const key = "k.".repeat(1 << 19);
    const list = Array.from({ length: 1000 }, () => ({ code: 1 }));
    const result = parseErrorBody({ ...VALID, type: "constraint_violations_error", violations: { [key]: list } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toHaveLength(51);
  });

  test("lone surrogates in keys and values are data", () => {
    const body = {
      type: "constraint_violations_error",
      code: "\ud800",
      message: "\udfff",
      ticket: "\ud83d",
      violations: { "\udc00": [{ code: "\ud800x", constraintAttributes: { "\ud800": "\udfff" } }] },
    };
    expect(parseErrorBody(body).ok).toBe(true);
    const result = parseErrorBody(body, { strict: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain('violations["\\udc00"][0].code');
  });

  test("an array, a function, a boxed string, a Date and a Map are no body", () => {
    for (const value of [[VALID], () => VALID, Object("x"), new Date(0), new Map(Object.entries(VALID))]) {
      expect(parseErrorBody(value).ok).toBe(false);
    }
  });
});

function violationsBody(n: number, bad: boolean): unknown {
  const violations: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    violations[`field${i}`] = [{ code: bad ? i : "too_long", constraintAttributes: { maxLength: "200" } }];
  }
  return { ...VALID, type: "constraint_violations_error", code: "request_constraint_violations", violations };
}

describe("parseErrorBody costs work linear in the input", () => {
  test.each([
    ["valid", false, {}],
    ["invalid", true, {}],
    ["valid, strict", false, { strict: true }],
    ["invalid, strict", true, { strict: true }],
  ] as const)(
    "reads of a %s body grow at most as the body: doubling the violations doubles the reads",
    (_, bad, options) => {
      const reads = (n: number): number => {
        const counted = countingProxy(violationsBody(n, bad));
        parseErrorBody(counted.value, options);
        return counted.reads();
      };
      const small = reads(1000);
      const large = reads(2000);
      expect(small).toBeGreaterThan(1000);
      expect(large / small).toBeLessThanOrEqual(2.05);
    },
  );
  // How the time grows with a long key under many bad details is measured by
  // `BENCH_ONLY=linearity npm run bench` (bench/linearity.mjs), never timed here; that such a
  // body is answered, with 51 issues, is the "1 MB key under 10^3 bad details" test above.
});
