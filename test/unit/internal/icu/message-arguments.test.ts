import { describe, expect, test } from "vitest";
import { messageArguments } from "../../../../src/internal/icu/message-arguments.js";
import type { MessagePart } from "../../../../src/internal/icu/parse-message.js";
import { MAX_MESSAGE_DEPTH, parseMessage } from "../../../../src/internal/icu/parse-message.js";

/** The names a pattern (which must parse) reads, in order, with how. */
function names(pattern: string): [string, string][] {
  const parsed = parseMessage(pattern);
  if (!parsed.ok) throw new Error(`${pattern}: ${parsed.error.message}`);
  return [...messageArguments(parsed.value)];
}

describe("messageArguments", () => {
  test("text, # and an empty message read nothing", () => {
    expect(names("")).toStrictEqual([]);
    expect(names("just # text '{x}'")).toStrictEqual([]);
    expect(names("{n, plural, other {#}}")).toStrictEqual([["n", "plural"]]);
  });

  test("placeholders, of any type, are arguments", () => {
    expect(names("{a} {b, number} {c, list, or}")).toStrictEqual([
      ["a", "argument"],
      ["b", "argument"],
      ["c", "argument"],
    ]);
  });

  test("plural and select, then the names in their options, in order", () => {
    expect(names("{n, plural, =0 {{a}} one {{s, select, x {{b}} other {{c}}}} other {{d}}} {e}")).toStrictEqual([
      ["n", "plural"],
      ["a", "argument"],
      ["s", "select"],
      ["b", "argument"],
      ["c", "argument"],
      ["d", "argument"],
      ["e", "argument"],
    ]);
  });

  test("a name read twice is listed once, as its first use reads it", () => {
    expect(names("{n} {n, plural, other {#}}")).toStrictEqual([["n", "argument"]]);
    expect(names("{n, plural, other {{n}}} {n, select, other {}}")).toStrictEqual([["n", "plural"]]);
    expect(names("{g, select, other {{g, number}}}")).toStrictEqual([["g", "select"]]);
  });

  test("names that are properties of Object.prototype are names like any other", () => {
    expect(names("{constructor}{__proto__, select, other {}}")).toStrictEqual([
      ["constructor", "argument"],
      ["__proto__", "select"],
    ]);
  });

  test(`names ${MAX_MESSAGE_DEPTH} levels deep are read; deeper parts (built by hand) are not, as formatMessage does not write them`, () => {
    let parts: readonly MessagePart[] = [{ kind: "argument", name: "deep" }];
    for (let level = 0; level < MAX_MESSAGE_DEPTH; level++) {
      parts = [{ kind: "select", name: `s${level}`, options: { other: parts } }];
    }
    expect(messageArguments(parts).get("deep")).toBe("argument");
    expect(messageArguments(parts).size).toBe(MAX_MESSAGE_DEPTH + 1);
    const deeper = messageArguments([{ kind: "plural", name: "top", options: { other: parts } }]);
    expect(deeper.has("deep")).toBe(false);
    expect(deeper.get("top")).toBe("plural");
    expect(deeper.size).toBe(MAX_MESSAGE_DEPTH + 1);
  });
});
