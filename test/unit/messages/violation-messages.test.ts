import { describe, expect, test } from "vitest";
import { baseError, VIOLATION_CODES } from "../../../src/index.js";
import {
  BASE_ERROR_MESSAGES,
  formatterFor,
  VIOLATION_MESSAGES,
  violationMessage,
} from "../../../src/messages/index.js";

describe("the message table", () => {
  test("has a template for every violation code and for nothing else", () => {
    expect(Object.keys(VIOLATION_MESSAGES).sort()).toStrictEqual([...VIOLATION_CODES].sort());
  });

  test("a template writes English's sentence for the attributes given", () => {
    const f = formatterFor("de");
    expect(VIOLATION_MESSAGES.too_long({ maxLength: "1000" }, f)).toBe("must be at most 1.000 characters");
    expect(VIOLATION_MESSAGES.too_long({}, f)).toBe("is too long");
    expect(BASE_ERROR_MESSAGES.not_found(baseError({ code: "not_found", message: "x" }), f)).toBe(
      "The resource could not be found.",
    );
  });

  test("every known code gets its own sentence, not the unknown-code fallback", () => {
    for (const code of VIOLATION_CODES) {
      const sentence = violationMessage({ code });
      expect(sentence, code).not.toMatch(/^is not valid \(/);
      expect(sentence, code).not.toContain("_");
      expect(sentence.length, code).toBeGreaterThan(5);
    }
  });

  test("sentences are predicates for a form field: lower-case start, no final period", () => {
    for (const code of VIOLATION_CODES) {
      const sentence = violationMessage({ code });
      expect(sentence, code).toMatch(/^[a-z]/);
      expect(sentence, code).not.toMatch(/\.$/);
    }
  });

  test("known codes have distinct sentences, so a reader can tell them apart", () => {
    const seen = new Map<string, string[]>();
    for (const code of VIOLATION_CODES) {
      const sentence = violationMessage({ code });
      seen.set(sentence, [...(seen.get(sentence) ?? []), code]);
    }
    const shared = [...seen.values()].filter((codes) => codes.length > 1);
    expect(shared).toStrictEqual([]);
  });
});
