import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatPath, parseErrorBody } from "../../../src/index.js";
import { type fromGoogleBadRequest, fromProblemDetails, toProblemDetails } from "../../../src/views/index.js";
import {
  anyString,
  countingProxy,
  expectPrototypesUnchanged,
  fuzz,
  hostileJson,
  hostileKey,
  hostileValue,
  json,
  prototypesLookClean,
  runs,
} from "../../support/fuzz.js";

const ticket = "t-1";
describe("fromProblemDetails reads what other producers write", () => {
  const head = { type: "about:blank", title: "Bad Request", status: 400, code: "c", ticket, detail: "d" };

  test("a document without errors is a base error; type, title, status and instance are not read", () => {
    expect(fromProblemDetails({ ...head, instance: "/x" })).toStrictEqual({
      ok: true,
      value: { type: "base_error", code: "c", message: "d", ticket },
    });
  });

  test("errors with parameter and header members", () => {
    const result = fromProblemDetails({
      ...head,
      errors: [
        { detail: "x", parameter: "count", code: "greater_than", constraintAttributes: { maxValue: "100" } },
        { detail: "x", header: "if-match", code: "blank" },
        { detail: "x", parameter: "count", code: "less_than" },
      ],
    });
    expect(result).toStrictEqual({
      ok: true,
      value: {
        type: "constraint_violations_error",
        code: "c",
        message: "d",
        ticket,
        violations: {
          count: [{ code: "greater_than", constraintAttributes: { maxValue: "100" } }, { code: "less_than" }],
          "if-match": [{ code: "blank" }],
        },
      },
    });
  });

  test("key wins over pointer, pointer over parameter", () => {
    const result = fromProblemDetails({
      ...head,
      errors: [
        { key: "k", pointer: "#/p", parameter: "q", code: "blank" },
        { pointer: "#/p", parameter: "q", code: "blank" },
      ],
    });
    expect(
      result.ok && result.value.type === "constraint_violations_error" && Object.keys(result.value.violations),
    ).toStrictEqual(["k", "p"]);
  });

  test("details of a constraint violations error travel too", () => {
    const body = {
      type: "constraint_violations_error",
      code: "request_constraint_violations",
      message: "m",
      ticket,
      details: { hint: "x" },
      violations: { count: [{ code: "blank" }] },
    } as const;
    expect(toProblemDetails(body).details).toStrictEqual({ hint: "x" });
    expect(fromProblemDetails(toProblemDetails(body))).toStrictEqual({ ok: true, value: body });
  });

  test("an empty errors array is a constraint violations error without violations", () => {
    expect(fromProblemDetails({ ...head, errors: [] })).toStrictEqual({
      ok: true,
      value: { type: "constraint_violations_error", code: "c", message: "d", ticket, violations: {} },
    });
  });
});

const head = { code: "c", ticket: "t", detail: "d" };
describe("fromProblemDetails issues", () => {
  test("a value that is not an object is one issue at the root", () => {
    expect(fromProblemDetails([])).toStrictEqual({
      ok: false,
      issues: [{ path: "", message: "a Problem Details document must be a JSON object" }],
    });
  });

  test("every missing or mistyped member is reported, with its path", () => {
    const result = fromProblemDetails({
      code: 1,
      detail: null,
      ticket: [],
      details: "x",
      errors: [
        7,
        { pointer: "#/a" },
        { code: "blank" },
        { code: "blank", key: 3 },
        { code: "blank", pointer: "#/a~2" },
        { code: "blank", pointer: "#/a", constraintAttributes: "x" },
        { code: "blank", pointer: "#/a", constraintAttributes: { maxLength: 1, "a.b": null } },
      ],
    });
    expect(result).toStrictEqual({
      ok: false,
      issues: [
        { path: "code", message: "code must be a string" },
        { path: "detail", message: "detail must be a string: it carries the error's message" },
        { path: "ticket", message: "ticket must be a string" },
        { path: "details", message: "details must be an object" },
        { path: "errors[0]", message: "an error must be an object" },
        { path: "errors[1].code", message: "code must be a string" },
        { path: "errors[2]", message: "an error needs a pointer, a parameter or a header" },
        { path: "errors[3].key", message: "key must be a string" },
        { path: "errors[4].pointer", message: "pointer is not a JSON Pointer" },
        { path: "errors[5].constraintAttributes", message: "constraintAttributes must be an object" },
        {
          path: "errors[6].constraintAttributes.maxLength",
          message: "a constraint attribute value must be a string",
        },
        { path: 'errors[6].constraintAttributes["a.b"]', message: "a constraint attribute value must be a string" },
      ],
    });
  });

  test("errors that is not an array", () => {
    expect(fromProblemDetails({ ...head, errors: { email: ["bad"] } })).toStrictEqual({
      ok: false,
      issues: [{ path: "errors", message: "errors must be an array" }],
    });
  });

  test("at most 50 issues are listed, then one counts the rest", () => {
    const result = fromProblemDetails({ ...head, errors: Array.from({ length: 80 }, () => 0) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(51);
    expect(result.issues[50]).toStrictEqual({ path: "", message: "30 more issues were not listed" });
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

fuzz("fromProblemDetails", () => {
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
      expect(result.ok && result.value.type === "constraint_violations_error" && result.value.violations).toStrictEqual(
        {
          [key]: [{ code: "x" }],
        },
      );
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
});
