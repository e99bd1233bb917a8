import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatPath, type PathSegment, parsePath } from "../../../../src/index.js";
import { anyString, expectPrototypesUnchanged, hostileValue, repeatTo, runs } from "../../../support/fuzz.js";

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

// How the time grows with the key is measured by `BENCH_ONLY=linearity npm run bench`
// (bench/linearity.mjs, the same shapes at 20,000 and 80,000 characters), never timed here.
describe("parsePath reads a long key of every shape to the end", () => {
  const n = 80_000;
  test.each([
    ["dotted names", `a${repeatTo(".b", n)}`, ["a", ...Array.from({ length: n / 2 }, () => "b")]],
    ["indices", repeatTo("[12]", n), Array.from({ length: n / 4 }, () => 12)],
    ["quoted keys with escapes", repeatTo('["a\\"b\\\\"]', n), Array.from({ length: n / 10 }, () => 'a"b\\')],
  ])("%s: every segment, in order", (_, key, segments) => {
    expect(parsePath(key)).toStrictEqual({ ok: true, value: segments });
  });

  test.each([
    ["one long quoted key that ends inside an escape", `["${repeatTo('x\\"', n)}"]`, 0, "unterminated quoted key"],
    ["an unterminated quote full of escapes", `["${repeatTo('\\"', n)}`, 0, "unterminated quoted key"],
    ["a long index", `a[${"1".repeat(n)}]`, 2, "index too large"],
  ])("%s: one issue at the right position", (_, key, position, message) => {
    const result = parsePath(key);
    expect(
      result.ok ? [] : result.issues.map((issue) => [issue.position, issue.message.startsWith(message)]),
    ).toStrictEqual([[position, true]]);
  });

  test("one long quoted key, closed, is one segment", () => {
    expect(parsePath(`["${'x\\"'.repeat(n / 4)}"]`)).toStrictEqual({ ok: true, value: ['x"'.repeat(n / 4)] });
  });
});
