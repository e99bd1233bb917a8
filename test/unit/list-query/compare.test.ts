import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { _compareStrings } from "../../../src/list-query/compare.js";
import {
  compareValues,
  getAttribute,
  type ListOperation,
  matchesFilter,
  sortItems,
  type ValueType,
} from "../../../src/list-query/index.js";
import { attributeValues } from "../../../src/list-rules/attribute-path.js";
import { tree } from "../../support/filter.js";

const sign = (n: number) => Math.sign(n) + 0;

describe("compareValues", () => {
  test("strings by their lower-cased form, then by the original as a tie-break", () => {
    expect(["bob", "Ann", "ann", "Bob", "alan"].sort((a, b) => compareValues(a, b))).toStrictEqual([
      "alan",
      "Ann",
      "ann",
      "Bob",
      "bob",
    ]);
    expect(sign(compareValues("ann", "Bob"))).toBe(-1);
    expect(sign(compareValues("Ann", "ann"))).toBe(-1);
    expect(compareValues("ann", "ann")).toBe(0);
  });

  test("strings compare by UTF-16 code units, not by locale", () => {
    expect(sign(compareValues("z", "é"))).toBe(-1);
    expect(sign(compareValues("a", "a\u0000"))).toBe(-1);
  });

  test("numbers numerically, NaN after every number", () => {
    expect([10, -1, 2, Number.NaN, 1.5, Number.NEGATIVE_INFINITY].sort((a, b) => compareValues(a, b))).toStrictEqual([
      Number.NEGATIVE_INFINITY,
      -1,
      1.5,
      2,
      10,
      Number.NaN,
    ]);
    expect(compareValues(Number.NaN, Number.NaN)).toBe(0);
    expect(sign(compareValues(1, Number.NaN))).toBe(-1);
  });

  test("bigints compare with numbers numerically", () => {
    expect(sign(compareValues(1n, 2))).toBe(-1);
    expect(compareValues(2n, 2)).toBe(0);
    expect(sign(compareValues(3n, 2n))).toBe(1);
  });

  test("booleans: false before true", () => {
    expect(sign(compareValues(false, true))).toBe(-1);
    expect(sign(compareValues(true, false))).toBe(1);
    expect(compareValues(true, true)).toBe(0);
  });

  test("date-time strings compare chronologically, across offsets", () => {
    expect(sign(compareValues("2024-01-01T00:00:00Z", "2023-12-31T23:00:00-02:00", "date-time"))).toBe(-1);
    expect(compareValues("2024-01-01T02:00:00+02:00", "2024-01-01T00:00:00Z", "date-time")).toBe(0);
    expect(sign(compareValues("2024-01-01T00:00:00Z", "2023-12-31T23:00:00-02:00"))).toBe(1);
  });

  test("Date objects compare chronologically with date-time strings", () => {
    expect(sign(compareValues(new Date("2020-01-01T00:00:00Z"), "2021-01-01T00:00:00Z", "date-time"))).toBe(-1);
  });

  test("invalid date-times come after valid ones, and among themselves by text", () => {
    expect(sign(compareValues("garbage", "2024-01-01T00:00:00Z", "date-time"))).toBe(1);
    expect(sign(compareValues("2024-01-01T00:00:00Z", "garbage", "date-time"))).toBe(-1);
    expect(sign(compareValues("a", "b", "date-time"))).toBe(-1);
    expect(compareValues("x", "x", "date-time")).toBe(0);
  });

  test("values of different kinds: booleans, numbers, date-times, strings, then everything else", () => {
    const sorted = ["s", {}, 1, true, null, [1], undefined].sort((a, b) => compareValues(a, b));
    expect(sorted.slice(0, 3)).toStrictEqual([true, 1, "s"]);
    expect(sign(compareValues("2024-01-01T00:00:00Z", "s", "date-time"))).toBe(-1);
    expect(sign(compareValues(5, "2024-01-01T00:00:00Z", "date-time"))).toBe(-1);
    expect(sign(compareValues(new Date(0), 5, "date-time"))).toBe(1);
  });

  test("without the date-time type, a Date is just an object", () => {
    expect(compareValues(new Date(0), {}, "string")).toBe(0);
    expect(sign(compareValues(new Date(0), "s"))).toBe(1);
  });

  test("everything else (null, undefined, objects) compares as equal", () => {
    expect(compareValues(null, undefined)).toBe(0);
    expect(compareValues({ a: 1 }, [2])).toBe(0);
  });

  const anyValue = fc.oneof(
    fc.string(),
    fc.double(),
    fc.boolean(),
    fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }),
    fc.constantFrom(null, undefined, "2024-01-01T00:00:00Z", "2024-01-01T01:00:00+01:00", "garbage"),
    fc.date({ noInvalidDate: false }),
  );
  const anyType = fc.constantFrom<ValueType | undefined>(undefined, "string", "number", "boolean", "date-time");

  test("compareValues is antisymmetric: sign(cmp(a, b)) = -sign(cmp(b, a))", () => {
    fc.assert(
      fc.property(anyValue, anyValue, anyType, (a, b, type) => {
        expect(sign(compareValues(a, b, type))).toBe(-sign(compareValues(b, a, type)) + 0);
      }),
    );
  });

  test("compareValues is transitive: a <= b and b <= c give a <= c", () => {
    fc.assert(
      fc.property(anyValue, anyValue, anyValue, anyType, (a, b, c, type) => {
        if (compareValues(a, b, type) <= 0 && compareValues(b, c, type) <= 0) {
          expect(compareValues(a, c, type)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  test("compareValues is reflexive: cmp(a, a) = 0", () => {
    fc.assert(
      fc.property(anyValue, anyType, (a, type) => {
        expect(compareValues(a, a, type)).toBe(0);
      }),
    );
  });
});

describe("getAttribute", () => {
  const item = { givenName: "Ann", protocol: { type: "oidc", Type: "other" }, list: [{ a: 1 }], n: null };

  test("reads a name and a dotted path", () => {
    expect(getAttribute(item, "givenName")).toBe("Ann");
    expect(getAttribute(item, "protocol.type")).toBe("oidc");
    expect(getAttribute(item, "protocol")).toBe(item.protocol);
  });

  test("the exact key first, else the first own key equal ignoring case", () => {
    expect(getAttribute(item, "GIVENNAME")).toBe("Ann");
    expect(getAttribute(item, "protocol.Type")).toBe("other");
    expect(getAttribute(item, "protocol.TYPE")).toBe("oidc");
    expect(getAttribute(item, "PROTOCOL.type")).toBe("oidc");
  });

  test("undefined when a segment is absent, or when the path goes through a non-object", () => {
    expect(getAttribute(item, "missing")).toBeUndefined();
    expect(getAttribute(item, "givenName.length")).toBeUndefined();
    expect(getAttribute(item, "n.x")).toBeUndefined();
    expect(getAttribute(item, "list.a")).toBeUndefined();
    expect(getAttribute(item, "list.0")).toBeUndefined();
    expect(getAttribute(null, "a")).toBeUndefined();
    expect(getAttribute("text", "length")).toBeUndefined();
    expect(getAttribute([1], "0")).toBeUndefined();
  });

  test("null values are returned as null", () => {
    expect(getAttribute(item, "n")).toBeNull();
  });

  test("inherited members are never read", () => {
    expect(getAttribute({}, "constructor")).toBeUndefined();
    expect(getAttribute({}, "__proto__")).toBeUndefined();
    expect(getAttribute({}, "toString")).toBeUndefined();
    expect(getAttribute({}, "CONSTRUCTOR")).toBeUndefined();
    expect(getAttribute(Object.create({ inherited: 1 }), "inherited")).toBeUndefined();
  });

  test("own keys such as __proto__ are data", () => {
    expect(getAttribute(JSON.parse('{"__proto__": {"x": 1}}'), "__proto__.x")).toBe(1);
  });

  test("an empty path or segment looks up the key ''", () => {
    expect(getAttribute({ "": 1 }, "")).toBe(1);
    expect(getAttribute({ a: { "": 2 } }, "a.")).toBe(2);
  });

  test("a dotted key is not found by its dotted path (dots always separate)", () => {
    expect(getAttribute({ "a.b": 1 }, "a.b")).toBeUndefined();
  });
});

describe("attributeValues", () => {
  test("walks into arrays on the way and at the end, leaving out null and undefined", () => {
    const item = { emails: [{ value: "a" }, { value: null }, { other: 1 }, null, { value: ["b", null, "c"] }] };
    expect(attributeValues(item, ["emails", "value"])).toStrictEqual(["a", "b", "c"]);
  });

  test("a missing or non-object item has no values", () => {
    expect(attributeValues({}, ["a"])).toStrictEqual([]);
    expect(attributeValues(null, ["a"])).toStrictEqual([]);
    expect(attributeValues([{ a: 1 }], ["a"])).toStrictEqual([]);
  });
});

describe('strings compare by code point, as PostgreSQL\'s COLLATE "C"', () => {
  // U+FF41 (fullwidth a) is one UTF-16 unit, 0xFF41; the emoji U+1F600 is two, from 0xD83D: by code unit the emoji comes first.
  const fullwidth = "\uFF41";
  const emoji = "\u{1F600}";

  test("compareValues puts U+FF41 before U+1F600", () => {
    expect(compareValues(fullwidth, emoji)).toBe(-1);
    expect(compareValues(emoji, fullwidth)).toBe(1);
    expect(compareValues(`x${emoji}`, `x${fullwidth}`)).toBe(1);
    expect(compareValues("\uE000", "\u{10000}")).toBe(-1);
  });

  test("sorting orders characters outside the BMP after U+E000 to U+FFFF", () => {
    const items = [{ s: emoji }, { s: fullwidth }, { s: "\uD7FF" }, { s: "\u{10FFFF}" }, { s: "\uFFFF" }];
    expect(sortItems(items, [{ attribute: "s" }]).map((item) => item.s)).toStrictEqual([
      "\uD7FF",
      fullwidth,
      "\uFFFF",
      emoji,
      "\u{10FFFF}",
    ]);
  });

  test("the filter's order operators agree, case-insensitive and case-sensitive", () => {
    const declarations: ListOperation[] = [
      { attributes: { s: { type: "string", filter: true } } },
      { attributes: { s: { type: "string", filter: true, caseSensitive: true } } },
    ];
    for (const declared of declarations) {
      expect(matchesFilter(tree(`s lt "${emoji}"`), { s: fullwidth }, declared)).toBe(true);
      expect(matchesFilter(tree(`s gt "${emoji}"`), { s: fullwidth }, declared)).toBe(false);
      expect(matchesFilter(tree(`s ge "${fullwidth}"`), { s: emoji }, declared)).toBe(true);
    }
    expect(matchesFilter(tree(`s lt "${emoji}"`), { s: fullwidth })).toBe(true);
  });

  test("_compareStrings agrees with comparing arrays of code points, for any strings", () => {
    const byCodePoints = (a: string, b: string) => {
      const x = Array.from(a, (c) => c.codePointAt(0) as number);
      const y = Array.from(b, (c) => c.codePointAt(0) as number);
      for (let i = 0; i < Math.min(x.length, y.length); i++)
        if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number) ? -1 : 1;
      return Math.sign(x.length - y.length);
    };
    const text = fc.string({
      unit: fc.constantFrom("a", "\uFF41", "\uFFFF", "\uE000", "\u{1F600}", "\u{10000}", "\uD7FF", "Z"),
    });
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(_compareStrings(a, b)).toBe(byCodePoints(a, b));
      }),
    );
  });
});
