import { describe, expect, test } from "vitest";
import { parsePath } from "../../../../src/index.js";

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
