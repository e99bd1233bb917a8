import { describe, expect, test } from "vitest";
import * as z from "zod";
import { forEachViolation } from "../../../src/forms/index.js";
import { ApiError, constraintViolationsError, violation } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { fromZodError } from "../../../src/validators/zod/index.js";
import { manyViolations, mfa } from "../../support/narrowing.js";

describe("forEachViolation", () => {
  test("visits each detail with its form path (undefined for a form-level key), its sentence and its key", () => {
    const seen: unknown[] = [];
    forEachViolation(new ApiError(manyViolations), (formPath, detail, message, key) =>
      seen.push([formPath, detail.code, message, key]),
    );
    expect(seen).toStrictEqual([
      ["email", "blank", "must not be blank", "email"],
      ["email", "too_long", "must be at most 200 characters", "email"],
      [
        "phones.0.number",
        "invalid_e164_phone_number",
        "must be a phone number in E.164 format, such as +14155550100",
        "phones[0].number",
      ],
      [undefined, "blank", "must not be blank", '["a.b"]'],
      [undefined, "empty", "must not be empty", ""],
    ]);
  });

  test("gives a refinement message kept with keepMessages as the sentence, and visits nothing for a base error", () => {
    const schema = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match." });
    const result = schema.safeParse({ password: "a", confirm: "b" });
    if (result.success) throw new Error("unreachable");
    const seen: unknown[] = [];
    forEachViolation(fromZodError(result.error, { keepMessages: true }), (formPath, _detail, message) =>
      seen.push([formPath, message]),
    );
    expect(seen).toStrictEqual([["confirm", "The passwords do not match."]]);
    forEachViolation(mfa, () => seen.push("visited"));
    expect(seen).toHaveLength(1);
  });
});

describe("forEachViolation in a locale", () => {
  test("gives the sentences of the locale given", () => {
    const sentences: string[] = [];
    const error = constraintViolationsError({ violations: { name: violation("blank") } });
    forEachViolation(error, (_path, _detail, sentence) => sentences.push(sentence), { locale: de });
    expect(sentences).toStrictEqual(["darf nicht leer sein"]);
  });
});
