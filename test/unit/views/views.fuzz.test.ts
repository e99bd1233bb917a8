import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatPath, parseErrorBody } from "../../../src/index.js";
import { fromGoogleBadRequest, fromProblemDetails } from "../../../src/views/index.js";
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
} from "../../support/fuzz.js";

const text = fc.oneof(anyString, hostileJson);
const pointer = fc.oneof(
  anyString,
  fc
    .array(fc.oneof(hostileKey, fc.constantFrom("~", "~0", "~1", "~2", "%", "%ED%A0%80", "%zz", "0", "01")), {
      maxLength: 5,
    })
    .map((tokens) => `#/${tokens.join("/")}`),
  hostileJson,
);
const problemError = fc.oneof(
  fc.record(
    {
      code: text,
      pointer,
      parameter: text,
      header: text,
      key: text,
      constraintAttributes: fc.oneof(fc.dictionary(hostileKey, text, { maxKeys: 3 }), hostileJson),
    },
    { requiredKeys: [] },
  ),
  hostileJson,
);
const problemDetails = fc
  .record(
    {
      type: text,
      title: text,
      status: fc.oneof(fc.integer(), hostileJson),
      code: text,
      detail: text,
      ticket: text,
      details: hostileJson,
      errors: fc.oneof(fc.array(problemError, { maxLength: 5 }), hostileJson),
      __proto__: hostileJson,
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

const fieldViolation = fc.oneof(
  fc.record(
    { field: text, reason: fc.oneof(fc.constantFrom("TOO_LONG", "", "blank"), text), description: text },
    { requiredKeys: [] },
  ),
  hostileJson,
);
const badRequest = fc
  .record(
    {
      fieldViolations: fc.oneof(fc.array(fieldViolation, { maxLength: 5 }), hostileJson),
      field_violations: fc.oneof(fc.array(fieldViolation, { maxLength: 5 }), hostileJson),
      __proto__: hostileJson,
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

function expectResult(result: ReturnType<typeof fromGoogleBadRequest>): void {
  if (result.ok) return;
  expect(result.issues.length).toBeGreaterThan(0);
  expect(result.issues.length).toBeLessThanOrEqual(51);
}

describe("fromProblemDetails on untrusted input", () => {
  test("never throws; a success is an error body that parseErrorBody accepts", () => {
    fc.assert(
      fc.property(fc.oneof(problemDetails, hostileValue), (value) => {
        const result = fromProblemDetails(value);
        if (result.ok) expect(parseErrorBody(result.value).ok).toBe(true);
        else expectResult(result);
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(500) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(problemDetails, (value) => void fromProblemDetails(value)),
        { numRuns: runs(200) },
      ),
    );
  });

  test("pointers to __proto__, constructor and prototype become violation keys, not prototype writes", async () => {
    await expectPrototypesUnchanged(() => {
      const result = fromProblemDetails(
        json(
          '{"code":"c","detail":"d","ticket":"t","errors":[{"code":"blank","pointer":"#/__proto__"},' +
            '{"code":"blank","pointer":"#/constructor/prototype"},{"code":"blank","pointer":"#/__proto__/polluted",' +
            '"constraintAttributes":{"__proto__":"x"}}]}',
        ),
      );
      expect(result.ok).toBe(true);
      if (result.ok && result.value.type === "constraint_violations_error") {
        expect(Object.keys(result.value.violations)).toStrictEqual([
          "__proto__",
          "constructor.prototype",
          "__proto__.polluted",
        ]);
      }
    });
  });

  test("10^5 errors are read; 10^5 bad ones give 50 issues and a count", () => {
    const errors = Array.from({ length: 100_000 }, (_, i) => ({ code: "blank", pointer: `#/f${i}` }));
    expect(fromProblemDetails({ code: "c", detail: "d", ticket: "t", errors }).ok).toBe(true);
    const bad = fromProblemDetails({ code: "c", detail: "d", ticket: "t", errors: errors.map(() => ({ code: 1 })) });
    expect(bad.ok).toBe(false);
    // Each bad error has two problems: its code, and no location.
    if (!bad.ok) expect(bad.issues.at(-1)).toStrictEqual({ path: "", message: "199950 more issues were not listed" });
  });

  test("a 1 MB pointer, a pointer of lone surrogates and a malformed escape are read without a throw", () => {
    const long = fromProblemDetails({
      code: "c",
      detail: "d",
      ticket: "t",
      errors: [{ code: "blank", pointer: `#/${"a/".repeat(1 << 19)}` }],
    });
    expect(long.ok).toBe(true);
    for (const p of ["#/\ud800", "#/%ED%A0%80", "#/%", "/~2"]) {
      const result = fromProblemDetails({
        code: "c",
        detail: "d",
        ticket: "t",
        errors: [{ code: "blank", pointer: p }],
      });
      expect(typeof result.ok).toBe("boolean");
    }
  });

  test("details nested 10^4 deep are kept without recursion", () => {
    const details = JSON.parse(`${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`);
    expect(fromProblemDetails({ code: "c", detail: "d", ticket: "t", details }).ok).toBe(true);
  });

  // How the time grows with the pointer is measured by `BENCH_ONLY=linearity npm run bench`
  // (bench/linearity.mjs, 2000 and 8000 segments), never timed here.
  test("a pointer of 8000 escaped segments becomes one violation key of 8000 segments and an empty last one", () => {
    const n = 8000;
    const result = fromProblemDetails({
      code: "c",
      detail: "d",
      ticket: "t",
      errors: [{ code: "x", pointer: `#/${"a~0b/".repeat(n)}` }],
    });
    const key = formatPath([...Array.from({ length: n }, () => "a~b"), ""]);
    expect(result.ok && result.value.type === "constraint_violations_error" && result.value.violations).toStrictEqual({
      [key]: [{ code: "x" }],
    });
  });

  test("doubling bad errors at most doubles the reads", () => {
    const reads = (n: number) => {
      const counted = countingProxy({ code: 1, errors: Array.from({ length: n }, () => ({ code: 1, pointer: 2 })) });
      fromProblemDetails(counted.value);
      return counted.reads();
    };
    expect(reads(2000) / reads(1000)).toBeLessThanOrEqual(2.05);
  });
});

describe("fromGoogleBadRequest on untrusted input", () => {
  test("never throws; a success maps every field to a non-empty list of codes", () => {
    fc.assert(
      fc.property(fc.oneof(badRequest, hostileValue), (value) => {
        const result = fromGoogleBadRequest(value);
        if (result.ok) {
          for (const key of Object.keys(result.value)) {
            const list = result.value[key] as readonly { code: string }[];
            expect(list.length).toBeGreaterThan(0);
            for (const detail of list) expect(typeof detail.code).toBe("string");
          }
        } else expectResult(result);
        expect(prototypesLookClean()).toBe(true);
      }),
      { numRuns: runs(500) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(badRequest, (value) => void fromGoogleBadRequest(value)),
        { numRuns: runs(200) },
      ),
    );
  });

  test("fields named __proto__, constructor and prototype are data", async () => {
    await expectPrototypesUnchanged(() => {
      const result = fromGoogleBadRequest(
        json(
          '{"fieldViolations":[{"field":"__proto__","reason":"BLANK"},{"field":"constructor","reason":"BLANK"},{"field":"prototype","reason":"BLANK"}]}',
        ),
      );
      expect(result.ok).toBe(true);
      if (result.ok) expect(Object.keys(result.value)).toStrictEqual(["__proto__", "constructor", "prototype"]);
    });
  });

  test("10^5 field violations on one field and 1 MB field names are read", () => {
    const fieldViolations = Array.from({ length: 100_000 }, () => ({ field: "email", reason: "BLANK" }));
    const result = fromGoogleBadRequest({ fieldViolations });
    expect(result.ok && result.value["email"]?.length).toBe(100_000);
    expect(fromGoogleBadRequest({ fieldViolations: [{ field: "f".repeat(1 << 20), reason: "\ud800" }] }).ok).toBe(true);
  });

  test("doubling the field violations at most doubles the reads", () => {
    const reads = (n: number) => {
      const counted = countingProxy({
        fieldViolations: Array.from({ length: n }, (_, i) => ({ field: `f${i}`, reason: i })),
      });
      fromGoogleBadRequest(counted.value);
      return counted.reads();
    };
    expect(reads(2000) / reads(1000)).toBeLessThanOrEqual(2.05);
  });
});
