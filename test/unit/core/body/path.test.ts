import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatPath, hasViolation, type PathSegment, parsePath, violation, violations } from "../../../../src/index.js";
import { anyString, expectPrototypesUnchanged, fuzz, hostileValue, repeatTo, runs } from "../../../support/fuzz.js";

// The design's examples, both ways.
const EXAMPLES: readonly [readonly PathSegment[], string][] = [
  [["protocol", "type"], "protocol.type"],
  [["redirectUrls", 0], "redirectUrls[0]"],
  [["a.b"], '["a.b"]'],
  [[], ""],
  [["a", 2, "b"], "a[2].b"],
  [["email"], "email"],
  [["start_index"], "start_index"],
  [[0], "[0]"],
  [["a", 0, 1], "a[0][1]"],
  [[""], '[""]'],
  [["0"], '["0"]'],
  [["a", "b c"], 'a["b c"]'],
  [["x-request-id"], '["x-request-id"]'],
  [["__proto__", "constructor"], "__proto__.constructor"],
  [["$", "_"], "$._"],
  [['say "hi"\\'], '["say \\"hi\\"\\\\"]'],
  [["é"], '["é"]'],
];

describe("formatPath", () => {
  test.each(EXAMPLES)("formats %j as %j", (segments, key) => {
    expect(formatPath(segments)).toBe(key);
  });

  test.each([
    [Number.NaN, "formatPath: a number must be finite, got NaN"],
    [Number.POSITIVE_INFINITY, "formatPath: a number must be finite, got Infinity"],
    [Number.NEGATIVE_INFINITY, "formatPath: a number must be finite, got -Infinity"],
  ])("the number %s throws a TypeError", (index, said) => {
    expect(() => formatPath(["a", index])).toThrow(new TypeError(said));
  });

  test.each([
    [-1, "a[-1]"],
    [1.5, "a[1.5]"],
    [-0.25, "a[-0.25]"],
    [2 ** 53, `a[${2 ** 53}]`],
    [1e21, "a[1e+21]"],
    [5e-7, "a[5e-7]"],
  ])("a number %s that is no index is written as a JSON number, apart from the string key", (n, key) => {
    expect(formatPath(["a", n])).toBe(key);
    expect(formatPath(["a", String(n)])).not.toBe(key);
    expect(parsePath(key)).toStrictEqual({ ok: true, value: ["a", n] });
  });

  test.each([[null], [undefined], [true], [{}], [10n]])("the segment %s throws a TypeError", (segment) => {
    expect(() => formatPath([segment as never])).toThrow(TypeError);
    expect(() => formatPath([segment as never])).toThrow("formatPath: a segment must be a string or a number, got");
  });
});

describe("parsePath", () => {
  test.each(EXAMPLES)("reads %j back from %j", (segments, key) => {
    expect(parsePath(key)).toStrictEqual({ ok: true, value: segments });
  });

  test("reads a quoted key that formatPath would write plainly", () => {
    expect(parsePath('["a"]["b"]')).toStrictEqual({ ok: true, value: ["a", "b"] });
    expect(parsePath('a["\\u0062"]')).toStrictEqual({ ok: true, value: ["a", "b"] });
  });

  test.each([
    [".a", 0, "a path cannot start with '.'"],
    ["a.", 2, "expected a field name"],
    ["a..b", 2, "expected a field name"],
    ["a.1", 2, "expected a field name"],
    ["a.[0]", 2, "expected a field name"],
    ["1a", 0, "expected a field name"],
    ["-", 0, "expected a field name"],
    ["a b", 1, "expected '.' or '['"],
    ["[0]x", 3, "expected '.' or '['"],
    ["a[", 2, "expected an index or a quoted key"],
    ["a[]", 2, "expected an index or a quoted key"],
    ["a[1", 2, "expected an index or a quoted key"],
    ["a[-]", 2, "a number not written as formatPath writes it"],
    ["a[-0]", 2, "a number not written as formatPath writes it"],
    ["a[1.50]", 2, "a number not written as formatPath writes it"],
    ["a[1e21]", 2, "a number not written as formatPath writes it"],
    ["a[+1]", 2, "a number not written as formatPath writes it"],
    ["a[1-2]", 2, "a number not written as formatPath writes it"],
    ["a[9007199254740993.5]", 2, "a number not written as formatPath writes it"],
    ["a[x]", 2, "expected an index or a quoted key"],
    ["a[01]", 2, "an index has no leading zeros"],
    ["a[99999999999999999999]", 2, "index too large"],
    ['a["b', 1, "unterminated quoted key"],
    ['a["b"', 1, "unterminated quoted key"],
    ['a["b\\', 1, "unterminated quoted key"],
    ['a["b"x', 1, "unterminated quoted key"],
    ['a["\\x"]', 2, "invalid JSON string"],
    ['["\n"]', 1, "invalid JSON string"],
  ])("rejects %j at 0-based position %i", (key, position, reason) => {
    const result = parsePath(key);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toStrictEqual({
      path: "",
      position,
      message: `${reason} at position ${position} of ${JSON.stringify(key)}`,
    });
  });

  test("a non-string (typed out) gives an issue, never a throw", () => {
    for (const value of [null, undefined, 1, {}, Object.create(null), Symbol("s"), ["a"]]) {
      const result = parsePath(value as never);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues[0].position).toBe(0);
    }
  });

  test("reads a path of 100 000 segments: no recursion that depth controls", () => {
    const key = `a${"[0]".repeat(100_000)}`;
    const result = parsePath(key);
    expect(result.ok && result.value.length).toBe(100_001);
  });

  test("never throws on any string, and every failure has one issue with a position inside the key", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: pathChar })), (key) => {
        const result = parsePath(key);
        if (!result.ok) {
          expect(result.issues).toHaveLength(1);
          const position = result.issues[0].position ?? -1;
          expect(position).toBeGreaterThanOrEqual(0);
          expect(position).toBeLessThanOrEqual(key.length);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test("every key parsePath accepts, formatted again and parsed, gives the same segments", () => {
    fc.assert(
      fc.property(fc.string({ unit: pathChar }), (key) => {
        const first = parsePath(key);
        if (!first.ok) return;
        expect(parsePath(formatPath(first.value))).toStrictEqual(first);
      }),
      { numRuns: 2000 },
    );
  });
});

// Characters that matter to the grammar, plus lone surrogates and astral characters.
const pathChar = fc.oneof(
  fc.constantFrom(".", "[", "]", '"', "\\", "0", "1", "9", "a", "Z", "_", "$", " ", "u", "n", "-"),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom("😀", "é", "\u0000", "\n"),
);

const grammarString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: pathChar }),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("", "__proto__", "constructor", "prototype", "a.b", "[0]", '"', "\\", "\ud800", "\udc00x"),
);
const identifier = fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,8}$/);
const segment: fc.Arbitrary<PathSegment> = fc.oneof(
  grammarString,
  identifier,
  fc.nat(),
  fc.constantFrom(0, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);

describe("path laws", () => {
  test("parsePath(formatPath(s)) equals s for any segments", () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        expect(parsePath(formatPath(segments))).toStrictEqual({ ok: true, value: segments });
      }),
      { numRuns: 3000 },
    );
  });

  test("formatPath is injective: different segments give different keys", () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.array(segment, { maxLength: 4 }), (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        expect(formatPath(a)).not.toBe(formatPath(b));
      }),
    );
  });

  test("identifier segments are joined by '.', the spec's full path with periods as delimiters", () => {
    fc.assert(
      fc.property(fc.array(identifier, { minLength: 1, maxLength: 6 }), (names) => {
        expect(formatPath(names)).toBe(names.join("."));
      }),
    );
  });

  test("flattening nested objects to violation keys with formatPath gives dotted paths that parse back", () => {
    const leaf = fc.constant("bad");
    const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
      tree: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        leaf,
        fc.dictionary(identifier, tie("tree"), { maxKeys: 4 }),
      ),
    }));
    fc.assert(
      fc.property(fc.dictionary(identifier, tree, { minKeys: 1, maxKeys: 4 }), (body) => {
        for (const [key, segments] of flatten(body)) {
          expect(key).toBe(segments.join("."));
          expect(key).toMatch(/^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$/);
          expect(parsePath(key)).toStrictEqual({ ok: true, value: segments });
        }
      }),
    );
  });

  test("flattening objects with arrays and odd keys gives keys that parse back to the leaf's path", () => {
    const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
      tree: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.constant("bad"),
        fc.dictionary(fc.oneof(identifier, grammarString), tie("tree"), { maxKeys: 3 }),
        fc.array(tie("tree"), { maxLength: 3 }),
      ),
    }));
    fc.assert(
      fc.property(tree, (body) => {
        for (const [key, segments] of flatten(body)) {
          expect(parsePath(key)).toStrictEqual({ ok: true, value: segments });
          expect(leafAt(body, segments)).toBe("bad");
        }
      }),
    );
  });

  test("a nested field of the spec flattens to protocol.type", () => {
    expect(flatten({ name: "bad", protocol: { type: "bad" } }).map(([key]) => key)).toStrictEqual([
      "name",
      "protocol.type",
    ]);
  });
});

/** Every leaf of a JSON tree as [violation key, segments]; iterative, depth-first, in key order. */
function flatten(root: unknown): [string, PathSegment[]][] {
  const out: [string, PathSegment[]][] = [];
  const stack: [unknown, PathSegment[]][] = [[root, []]];
  while (stack.length > 0) {
    const [node, segments] = stack.pop() as [unknown, PathSegment[]];
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], [...segments, i]]);
    } else if (typeof node === "object" && node !== null) {
      const keys = Object.keys(node);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        stack.push([(node as Record<string, unknown>)[key], [...segments, key]]);
      }
    } else {
      out.push([formatPath(segments), segments]);
    }
  }
  return out;
}

function leafAt(root: unknown, segments: readonly PathSegment[]): unknown {
  let node = root;
  for (const segment of segments) node = (node as Record<PathSegment, unknown>)[segment];
  return node;
}

fuzz("parsePath and formatPath", () => {
  /** Keys made of the path grammar's own characters, so that many get deep into the parser. */
  const pathLike = fc.oneof(
    anyString,
    fc
      .array(
        fc.constantFrom(
          "a",
          "b9",
          "_",
          "$",
          ".",
          "[",
          "]",
          "0",
          "12",
          "01",
          '"',
          "\\",
          '\\"',
          '["x"]',
          "[3]",
          "\ud800",
        ),
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
});

describe("mutants of parsePath", () => {
  // Tests added for mutants that survived the rest of the suite (see SECURITY.md).

  describe("parsePath: names start with an ASCII letter, _ or $ only", () => {
    test.each(["{", "|", "}", "~", "\u007f", "é", "ÿ", "中"])("%j starts no name, first or after a dot", (c) => {
      expect(parsePath(c)).toStrictEqual({
        ok: false,
        issues: [{ path: "", position: 0, message: `expected a field name at position 0 of ${JSON.stringify(c)}` }],
      });
      expect(parsePath(`a.${c}`).ok).toBe(false);
    });

    test.each(["a", "z", "A", "Z", "_", "$", "az_$09"])("%j is a name", (name) => {
      expect(parsePath(name)).toStrictEqual({ ok: true, value: [name] });
    });
  });

  test("a value that is not a string gets an issue naming its type", () => {
    expect(parsePath(42 as unknown as string)).toStrictEqual({
      ok: false,
      issues: [{ path: "", position: 0, message: "a path must be a string, got number" }],
    });
  });
});

describe("design decision Nested paths", () => {
  test.each([
    [["protocol", "type"], "protocol.type"],
    [["redirectUrls", 0], "redirectUrls[0]"],
    [["a", 2, "b"], "a[2].b"],
    [["a.b"], '["a.b"]'],
    [[], ""],
  ])("%j is the key %j, and back", (segments, key) => {
    expect(formatPath(segments)).toBe(key);
    expect(parsePath(key)).toStrictEqual({ ok: true, value: segments });
  });

  test('a violation on the whole body is under ""', () => {
    const body = violations().add([], violation("not_json_object")).toError();
    expect(hasViolation(body, "", "not_json_object")).toBe(true);
  });
});
