import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatPath, type PathSegment, parsePath } from "../src/index.js";
import {
  anyString,
  expectPrototypesUnchanged,
  growthRatio,
  hostileValue,
  LINEAR_BOUND,
  repeatTo,
  runs,
} from "./fuzz-helpers.js";

/** Keys made of the path grammar's own characters, so that many get deep into the parser. */
const pathLike = fc.oneof(
  anyString,
  fc
    .array(
      fc.constantFrom("a", "b9", "_", "$", ".", "[", "]", "0", "12", "01", '"', "\\", '\\"', '["x"]', "[3]", "\ud800"),
      {
        maxLength: 30,
      },
    )
    .map((parts) => parts.join("")),
);

describe("parsePath on untrusted keys", () => {
  test("never throws; a failure is one issue at a position inside the key; a success formats and parses back to the same segments", () => {
    fc.assert(
      fc.property(pathLike, (key) => {
        const result = parsePath(key);
        if (result.ok) {
          expect(parsePath(formatPath(result.value))).toStrictEqual(result);
        } else {
          expect(result.issues).toHaveLength(1);
          const position = result.issues[0].position as number;
          expect(position).toBeGreaterThanOrEqual(0);
          expect(position).toBeLessThanOrEqual(key.length);
        }
      }),
      { numRuns: runs(1000) },
    );
  });

  test("parsePath(formatPath(s)) equals s for segments of any UTF-16 content, lone surrogates included", () => {
    const segment: fc.Arbitrary<PathSegment> = fc.oneof(
      anyString,
      fc.nat(),
      fc.constantFrom("__proto__", "constructor", "prototype"),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        expect(parsePath(formatPath(segments))).toStrictEqual({ ok: true, value: segments });
      }),
      { numRuns: runs(500) },
    );
  });

  test("a value that is not a string (typed out) gives an issue, never a throw", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        if (typeof value === "string") return;
        expect(parsePath(value as string).ok).toBe(false);
      }),
      { numRuns: runs(200) },
    );
  });

  test("changes no built-in prototype", async () => {
    await expectPrototypesUnchanged(() =>
      fc.assert(
        fc.property(pathLike, (key) => {
          parsePath(key);
        }),
        { numRuns: runs(200) },
      ),
    );
  });

  test("a 1 MB key of each kind is read: dotted names, indices, quoted keys, an unterminated quote", () => {
    const mb = 1 << 20;
    expect(parsePath(`a${repeatTo(".a", mb)}`).ok).toBe(true);
    expect(parsePath(repeatTo("[7]", mb - (mb % 3))).ok).toBe(true);
    expect(parsePath(`["${"\\u0041".repeat(mb / 8)}"]`).ok).toBe(true);
    expect(parsePath(`["${repeatTo('\\"', mb)}`).ok).toBe(false);
    expect(parsePath(`[${"9".repeat(mb)}]`).ok).toBe(false);
    expect(parsePath("\ud800".repeat(mb)).ok).toBe(false);
  });
});

describe("parsePath costs time linear in the key", () => {
  test.each([
    ["dotted names", (n: number) => `a${repeatTo(".b", n)}`],
    ["indices", (n: number) => repeatTo("[12]", n)],
    ["quoted keys with escapes", (n: number) => repeatTo('["a\\"b\\\\"]', n)],
    ["one long quoted key", (n: number) => `["${repeatTo('x\\"', n)}"]`],
    ["an unterminated quote full of escapes", (n: number) => `["${repeatTo('\\"', n)}`],
    ["a long index", (n: number) => `a[${"1".repeat(n)}]`],
  ])("%s: 4x the length takes at most 8x the time", async (_, make) => {
    expect(await growthRatio(make, parsePath, 20_000)).toBeLessThan(LINEAR_BOUND);
  });
});
