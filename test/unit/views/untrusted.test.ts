import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { fromGoogleBadRequest, fromProblemDetails } from "../../../src/views/index.js";

const head = { code: "c", ticket: "t", detail: "d" };
function expectResultShape(result: unknown): void {
  expect(typeof result).toBe("object");
  const r = result as { ok: boolean; value?: unknown; issues?: unknown[] };
  if (r.ok) expect(Object.hasOwn(r, "value")).toBe(true);
  else expect(r.issues?.length).toBeGreaterThan(0);
}
const parsers = [
  ["fromProblemDetails", fromProblemDetails],
  ["fromGoogleBadRequest", fromGoogleBadRequest],
] as const;

describe.each(parsers)("%s on untrusted input", (_name, parse) => {
  test("never throws on anything, and always returns ok with a value or issues", () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }), (value) => {
        expectResultShape(parse(value));
      }),
      { numRuns: 1000 },
    );
  });

  test("never throws on JSON values shaped almost right", () => {
    const entry = fc.dictionary(
      fc.constantFrom("code", "key", "pointer", "parameter", "header", "constraintAttributes", "field", "reason"),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const doc = fc.record(
      {
        code: fc.jsonValue({ maxDepth: 1 }),
        ticket: fc.jsonValue({ maxDepth: 1 }),
        detail: fc.jsonValue({ maxDepth: 1 }),
        details: fc.jsonValue({ maxDepth: 1 }),
        errors: fc.oneof(fc.array(entry, { maxLength: 4 }), fc.jsonValue({ maxDepth: 1 })),
        fieldViolations: fc.oneof(fc.array(entry, { maxLength: 4 }), fc.jsonValue({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(doc, (value) => {
        expectResultShape(parse(value));
      }),
      { numRuns: 1000 },
    );
  });

  test("a Proxy that throws when read gives an issue, not an exception", () => {
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error("boom");
        },
        get() {
          throw new Error("boom");
        },
      },
    );
    expect(parse(hostile)).toStrictEqual({ ok: false, issues: [{ path: "", message: "the value could not be read" }] });
  });

  test("inherited members are never read", () => {
    const proto = {
      code: "c",
      ticket: "t",
      detail: "d",
      errors: [],
      fieldViolations: [{ field: "a", reason: "BLANK" }],
    };
    const result = parse(Object.create(proto));
    if (parse === fromProblemDetails) expect(result.ok).toBe(false);
    else expect(result).toStrictEqual({ ok: true, value: {} });
  });
});
describe("prototypes are never written", () => {
  test("fromProblemDetails keeps __proto__ keys and attribute names as data", () => {
    const text = `{"code":"c","ticket":"t","detail":"d","errors":[
      {"key":"__proto__","code":"blank","constraintAttributes":{"__proto__":"x"}},
      {"parameter":"__proto__","code":"null"},
      {"pointer":"#/constructor/prototype","code":"blank"}]}`;
    const result = fromProblemDetails(JSON.parse(text));
    expect(result.ok).toBe(true);
    if (!result.ok || result.value.type !== "constraint_violations_error") return;
    const violations = result.value.violations;
    expect(Object.getPrototypeOf(violations)).toBe(Object.prototype);
    expect(Object.keys(violations)).toStrictEqual(["__proto__", "constructor.prototype"]);
    const protoList = Object.getOwnPropertyDescriptor(violations, "__proto__")?.value;
    expect(protoList).toHaveLength(2);
    const attributes = protoList[0].constraintAttributes;
    expect(Object.getPrototypeOf(attributes)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(attributes, "__proto__")?.value).toBe("x");
    expect(({} as Record<string, unknown>)["code"]).toBeUndefined();
  });

  test("fromGoogleBadRequest keeps a __proto__ field as data", () => {
    const result = fromGoogleBadRequest(JSON.parse('{"fieldViolations":[{"field":"__proto__","reason":"BLANK"}]}'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(result.value, "__proto__")?.value).toStrictEqual([{ code: "blank" }]);
  });

  test("the input is not changed", () => {
    const input = { ...head, errors: [{ pointer: "#/a", code: "blank", constraintAttributes: { maxLength: "1" } }] };
    const copy = structuredClone(input);
    fromProblemDetails(input);
    expect(input).toStrictEqual(copy);
  });
});
describe("work grows linearly with the input", () => {
  /** Counts every member read, through Proxies around the document and its entries. */
  function countReads(parse: (x: unknown) => unknown, build: (n: number) => unknown, n: number): number {
    let reads = 0;
    const wrap = (value: unknown): unknown => {
      if (typeof value !== "object" || value === null) return value;
      return new Proxy(value, {
        get(target, key, receiver) {
          reads++;
          return wrap(Reflect.get(target, key, receiver));
        },
        getOwnPropertyDescriptor(target, key) {
          reads++;
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      });
    };
    parse(wrap(build(n)));
    return reads;
  }

  test("fromProblemDetails: doubling the errors at most doubles the reads", () => {
    const build = (n: number) => ({
      ...head,
      errors: Array.from({ length: n }, (_, i) => ({
        pointer: `#/a/${i % 7}/b`,
        code: "too_long",
        constraintAttributes: { maxLength: "3" },
      })),
    });
    const small = countReads(fromProblemDetails, build, 500);
    const large = countReads(fromProblemDetails, build, 1000);
    expect(large).toBeLessThanOrEqual(2 * small + 20);
  });

  test("fromGoogleBadRequest: doubling the field violations at most doubles the reads", () => {
    const build = (n: number) => ({
      fieldViolations: Array.from({ length: n }, (_, i) => ({ field: `f${i % 5}`, reason: "BLANK", description: "x" })),
    });
    const small = countReads(fromGoogleBadRequest, build, 500);
    const large = countReads(fromGoogleBadRequest, build, 1000);
    expect(large).toBeLessThanOrEqual(2 * small + 20);
  });
});
