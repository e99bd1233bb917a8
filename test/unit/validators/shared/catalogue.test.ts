/**
 * The validator bridges with a catalogue of one's own: a refinement names one of its codes and
 * the body is checked against it; without the catalogue that code is refused, as any unknown one.
 */
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { coreCatalogue, defineCatalogue } from "../../../../src/catalogue/index.js";
import { fromAjvErrors } from "../../../../src/node/index.js";
import { fromStandardSchemaIssues } from "../../../../src/validators/standard-schema/index.js";
import { fromValibotIssues } from "../../../../src/validators/valibot/index.js";
import { fromZodError } from "../../../../src/validators/zod/index.js";

const shop = defineCatalogue({
  extends: coreCatalogue,
  attributes: { skuPattern: { description: "The pattern a SKU must match." } },
  violations: {
    sku_format_invalid: { attributes: ["skuPattern"], description: "Not a SKU.", message: "is not a valid SKU" },
  },
});

const SKU = /^[A-Z]{2}-\d{4}$/;

describe("a refinement that names a code of a catalogue of one's own", () => {
  test("zod: by its message and by its params", () => {
    const byMessage = z.object({ sku: z.string().refine((s) => SKU.test(s), "sku_format_invalid") });
    const result = byMessage.safeParse({ sku: "x" });
    if (result.success) throw new Error("expected a failure");
    expect(fromZodError(result.error, { catalogue: shop }).violations).toStrictEqual({
      sku: [{ code: "sku_format_invalid" }],
    });
    const byParams = z.string().refine((s) => SKU.test(s), {
      params: shop.violation("sku_format_invalid", { skuPattern: "AB-0000" }),
    });
    const second = byParams.safeParse("x");
    if (second.success) throw new Error("expected a failure");
    expect(fromZodError(second.error, { catalogue: shop }).violations).toStrictEqual({
      "": [{ code: "sku_format_invalid", constraintAttributes: { skuPattern: "AB-0000" } }],
    });
    // The built-in catalogue does not know the code: the refinement gets the fallback.
    expect(fromZodError(result.error).violations).toStrictEqual({ sku: [{ code: "disallowed_enum" }] });
  });

  test("valibot and Standard Schema: by its message", () => {
    const schema = v.object({
      sku: v.pipe(
        v.string(),
        v.check((s) => SKU.test(s), "sku_format_invalid"),
      ),
    });
    const result = v.safeParse(schema, { sku: "x" });
    if (result.success) throw new Error("expected a failure");
    expect(fromValibotIssues(result.issues, { catalogue: shop }).violations).toStrictEqual({
      sku: [{ code: "sku_format_invalid" }],
    });
    const issues = [{ message: "sku_format_invalid", path: ["sku"] }];
    expect(fromStandardSchemaIssues(issues, { catalogue: shop }).violations).toStrictEqual({
      sku: [{ code: "sku_format_invalid" }],
    });
    expect(fromStandardSchemaIssues(issues).violations).toStrictEqual({ sku: [{ code: "disallowed_enum" }] });
  });

  test("ajv: a mapping to a code of the catalogue is checked against it", () => {
    const error = { instancePath: "/sku", keyword: "pattern", params: { pattern: SKU.source }, schemaPath: "#" };
    const mapError = () => shop.violation("sku_format_invalid");
    expect(fromAjvErrors([error], { catalogue: shop, mapError }).violations).toStrictEqual({
      sku: [{ code: "sku_format_invalid" }],
    });
    expect(() => fromAjvErrors([error], { mapError })).toThrow(TypeError);
  });
});
