import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { toFormPath } from "../../../src/forms/index.js";
import { formatPath, type PathSegment } from "../../../src/index.js";

describe("toFormPath", () => {
  test.each([
    ["phones[0].number", "phones.0.number"],
    ["protocol.type", "protocol.type"],
    ["a[0][1].b", "a.0.1.b"],
    ["[2].b", "2.b"],
    ["email", "email"],
    ["", undefined],
    ['["a.b"]', undefined],
    ['a["b"]', undefined],
    ["a[-1]", undefined],
    ["a[1.5]", undefined],
    ["not a key", undefined],
  ] as const)("%j gives %j", (key, formPath) => {
    expect(toFormPath(key)).toBe(formPath);
  });

  test("of formatPath(segments) is the segments joined by '.', when each is an identifier or an index", () => {
    const identifier = fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,5}$/);
    const segment = fc.oneof(identifier, fc.nat({ max: 1000 })) as fc.Arbitrary<PathSegment>;
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        expect(toFormPath(formatPath(segments))).toBe(segments.join("."));
      }),
    );
  });

  test("never throws, on any string", () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const path = toFormPath(key);
        expect(path === undefined || typeof path === "string").toBe(true);
      }),
    );
  });
});
