import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { MAX_QUOTED_LENGTH, quoteClientText } from "../../../../src/index.js";
import { fuzz, runs } from "../../../support/fuzz.js";

/** A character a reader does not see as itself: control, format, separator, lone surrogate. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

describe("quoteClientText", () => {
  test("control and format characters, separators and lone surrogates are escaped, the rest kept", () => {
    expect(quoteClientText("u1\n\u001b[31mred\u202eabc")).toBe("u1\\u000a\\u001b[31mred\\u202eabc");
    expect(quoteClientText("a\u2069\u2066\u200b\ufeff\u00ad\u0085\u007f\u2028\u2029b")).toBe(
      "a\\u2069\\u2066\\u200b\\ufeff\\u00ad\\u0085\\u007f\\u2028\\u2029b",
    );
    expect(quoteClientText("\ud800x\udc00")).toBe("\\ud800x\\udc00");
    expect(quoteClientText("tag\u{e0041}")).toBe("tag\\u{e0041}");
    expect(quoteClientText("Ada Lovelace 😀 é ß \u00a0 \\u000a")).toBe("Ada Lovelace 😀 é ß \u00a0 \\u000a");
    expect(quoteClientText("")).toBe("");
  });

  test("at most 256 characters after escaping, the … of a cut included", () => {
    expect(MAX_QUOTED_LENGTH).toBe(256);
    const long = quoteClientText(`${"x".repeat(900_000)}`);
    expect(long).toBe(`${"x".repeat(255)}…`);
    expect(quoteClientText("x".repeat(256))).toBe("x".repeat(256));
    expect(quoteClientText("x".repeat(257))).toBe(`${"x".repeat(255)}…`);
    const escapes = quoteClientText("\n".repeat(900_000));
    expect(escapes).toBe(`${"\\u000a".repeat(42)}…`);
    expect(escapes.length).toBeLessThanOrEqual(256);
  });

  test("a cut never splits an escape or a surrogate pair", () => {
    const pairs = quoteClientText(`${"x".repeat(254)}😀😀`);
    expect(pairs).toBe(`${"x".repeat(254)}…`);
    const beforeEscape = quoteClientText(`${"x".repeat(252)}\n\n`);
    expect(beforeEscape).toBe(`${"x".repeat(252)}…`);
    expect(quoteClientText(`${"x".repeat(250)}\n`)).toBe(`${"x".repeat(250)}\\u000a`);
  });

  test("maxLength: another cap, Infinity for none; a value that is no whole number of at least 2 is 256", () => {
    expect(quoteClientText("GET\n/x", { maxLength: 6 })).toBe("GET…");
    expect(quoteClientText("abcdef", { maxLength: 2 })).toBe("a…");
    const text = "\u202e".repeat(1000);
    expect(quoteClientText(text, { maxLength: Number.POSITIVE_INFINITY })).toBe("\\u202e".repeat(1000));
    for (const maxLength of [0, 1, -5, 2.5, Number.NaN, Number.MAX_VALUE]) {
      expect(quoteClientText("x".repeat(300), { maxLength })).toHaveLength(256);
    }
  });

  test("quoting quoted text changes nothing; a number is quoted as its digits, anything else as nothing", () => {
    const once = quoteClientText("a\n\u202eb");
    expect(quoteClientText(once)).toBe(once);
    expect(quoteClientText(42 as unknown as string)).toBe("42");
    expect(quoteClientText({ toString: () => "x" } as unknown as string)).toBe("");
  });

  test("reads at most the characters it writes: a 9,000,000-character id costs what a short one does", () => {
    const codePointAt = vi.spyOn(String.prototype, "codePointAt");
    try {
      expect(quoteClientText("\u202e".repeat(9_000_000))).toBe(`${"\\u202e".repeat(42)}…`);
      expect(quoteClientText("x".repeat(9_000_000))).toHaveLength(256);
      expect(codePointAt.mock.calls.length).toBeLessThanOrEqual(2 * (MAX_QUOTED_LENGTH + 1));
    } finally {
      codePointAt.mockRestore();
    }
  });
});

fuzz("quoteClientText", () => {
  test("never a raw unsafe character; within the cap; uncut text unescapes to the original", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), fc.integer({ min: 2, max: 300 }), (text, max) => {
        const quoted = quoteClientText(text, { maxLength: max });
        expect(quoted).not.toMatch(UNSAFE);
        expect(quoted.length).toBeLessThanOrEqual(max);
        if (!quoted.endsWith("…") || text.endsWith("…")) {
          const whole = quoteClientText(text, { maxLength: Number.POSITIVE_INFINITY });
          if (whole.length <= max) {
            expect(quoted).toBe(whole);
            const back = whole.replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/g, (_, astral, bmp) =>
              String.fromCodePoint(Number.parseInt(astral ?? bmp, 16)),
            );
            if (!text.includes("\\u")) expect(back).toBe(text);
          }
        }
      }),
      { numRuns: runs(500) },
    );
  });
});
