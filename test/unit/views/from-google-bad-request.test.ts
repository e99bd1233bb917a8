import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { fromGoogleBadRequest } from "../../../src/views/index.js";
import {
  anyString,
  countingProxy,
  expectPrototypesUnchanged,
  fuzz,
  hostileJson,
  hostileValue,
  json,
  prototypesLookClean,
  runs,
} from "../../support/fuzz.js";

describe("fromGoogleBadRequest", () => {
  test("reason is lower-cased back into the code; description is not read", () => {
    expect(
      fromGoogleBadRequest({ fieldViolations: [{ field: "email", reason: "TOO_LONG", description: "whatever" }] }),
    ).toStrictEqual({ ok: true, value: { email: [{ code: "too_long" }] } });
  });

  test("the proto field name field_violations is accepted too", () => {
    expect(fromGoogleBadRequest({ field_violations: [{ field: "a", reason: "BLANK" }] })).toStrictEqual({
      ok: true,
      value: { a: [{ code: "blank" }] },
    });
  });

  test('an absent field is "" (proto3 JSON leaves out empty strings)', () => {
    expect(fromGoogleBadRequest({ fieldViolations: [{ reason: "NOT_JSON_OBJECT" }] })).toStrictEqual({
      ok: true,
      value: { "": [{ code: "not_json_object" }] },
    });
  });

  test("an absent fieldViolations is no violations (proto3 JSON leaves out empty lists)", () => {
    expect(fromGoogleBadRequest({})).toStrictEqual({ ok: true, value: {} });
  });

  test("entries with the same field are grouped, in order", () => {
    expect(
      fromGoogleBadRequest({
        fieldViolations: [
          { field: "a", reason: "BLANK" },
          { field: "b", reason: "NULL" },
          { field: "a", reason: "TOO_SHORT", localizedMessage: { locale: "en", message: "x" } },
        ],
      }),
    ).toStrictEqual({ ok: true, value: { a: [{ code: "blank" }, { code: "too_short" }], b: [{ code: "null" }] } });
  });
});

describe("fromGoogleBadRequest issues", () => {
  test("a value that is not an object is one issue at the root", () => {
    expect(fromGoogleBadRequest("x")).toStrictEqual({
      ok: false,
      issues: [{ path: "", message: "a BadRequest must be a JSON object" }],
    });
  });

  test("every mistyped member is reported, with its path", () => {
    expect(
      fromGoogleBadRequest({
        field_violations: [1, { field: 2, reason: "BLANK" }, { field: "a" }, { field: "a", reason: "" }],
      }),
    ).toStrictEqual({
      ok: false,
      issues: [
        { path: "field_violations[0]", message: "a field violation must be an object" },
        { path: "field_violations[1].field", message: "field must be a string" },
        { path: "field_violations[2].reason", message: "reason must be a non-empty string: it carries the code" },
        { path: "field_violations[3].reason", message: "reason must be a non-empty string: it carries the code" },
      ],
    });
  });

  test("fieldViolations that is not an array", () => {
    expect(fromGoogleBadRequest({ fieldViolations: {} })).toStrictEqual({
      ok: false,
      issues: [{ path: "fieldViolations", message: "fieldViolations must be an array" }],
    });
  });
});

fuzz("fromGoogleBadRequest", () => {
  const text = fc.oneof(anyString, hostileJson);
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
      expect(fromGoogleBadRequest({ fieldViolations: [{ field: "f".repeat(1 << 20), reason: "\ud800" }] }).ok).toBe(
        true,
      );
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
});
