import { describe, expectTypeOf, test } from "vitest";
import { coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";

const shop = defineCatalogue({
  extends: coreCatalogue,
  attributes: { skuPattern: { description: "The pattern a SKU must match." } },
  violations: {
    sku_format_invalid: {
      attributes: ["skuPattern"],
      description: "The SKU does not have the shop's format.",
      message: { "": "is not a valid SKU", skuPattern: "must be a SKU such as {skuPattern}" },
    },
    out_of_stock: { description: "The item is out of stock." },
  },
  baseErrors: {
    payment_required: {
      status: 402,
      description: "The plan must be paid.",
      details: { type: "object", properties: { amountDue: { type: "integer", minimum: 0 } }, required: ["amountDue"] },
      message: { "": "Payment is required.", amountDue: "Payment of {amountDue, number} is required." },
    },
  },
});

declare const caught: unknown;

describe("a team catalogue's types", () => {
  test("violation takes its own codes and its parent's, with their attributes", () => {
    expectTypeOf(
      shop.violation("sku_format_invalid", { skuPattern: "AB-0000" }).code,
    ).toEqualTypeOf<"sku_format_invalid">();
    expectTypeOf(shop.violation("out_of_stock").code).toEqualTypeOf<"out_of_stock">();
    expectTypeOf(shop.violation("too_long", { maxLength: 3 }).code).toEqualTypeOf<"too_long">();
  });

  test("violation refuses a misspelled code, a spec-only code and a wrong attribute", () => {
    // @ts-expect-error: a misspelled code
    shop.violation("sku_format_invalidd");
    // @ts-expect-error: a code of the built-in catalogue that the core lacks
    shop.violation("password_breached");
    // @ts-expect-error: an attribute the code does not carry
    shop.violation("sku_format_invalid", { maxLength: 3 });
    // @ts-expect-error: a code without attributes takes none
    shop.violation("out_of_stock", { skuPattern: "x" });
  });

  test("statusOf a base error code is its status", () => {
    expectTypeOf(shop.statusOf("payment_required")).toEqualTypeOf<402>();
    expectTypeOf(shop.statusOf("not_found")).toEqualTypeOf<404>();
    expectTypeOf(shop.statusOf("anything" as string)).toEqualTypeOf<number | undefined>();
  });

  test("baseError requires the details its schema requires", () => {
    shop.baseError({ code: "payment_required", details: { amountDue: 5 } });
    // @ts-expect-error: amountDue is required
    shop.baseError({ code: "payment_required" });
    // @ts-expect-error: amountDue is a number
    shop.baseError({ code: "payment_required", details: { amountDue: "5" } });
    // @ts-expect-error: not one of its codes
    shop.baseError({ code: "user_not_found" });
  });

  test("apiError carries its body's code", () => {
    expectTypeOf(
      shop.apiError({ code: "payment_required", details: { amountDue: 1 } }).body.code,
    ).toEqualTypeOf<"payment_required">();
  });

  test("isBaseError with its code narrows details to the schema's type", () => {
    if (shop.isBaseError(caught, "payment_required")) {
      const body = "body" in caught ? caught.body : caught;
      expectTypeOf(body.code).toEqualTypeOf<"payment_required">();
      expectTypeOf(body.details).toExtend<{ readonly amountDue: number } | undefined>();
      expectTypeOf<NonNullable<typeof body.details>["amountDue"]>().toEqualTypeOf<number>();
    }
  });

  test("findViolation types the attributes of its code", () => {
    const found = shop.findViolation(caught, "sku", "sku_format_invalid");
    expectTypeOf(found?.constraintAttributes).toEqualTypeOf<{ readonly skuPattern?: string } | undefined>();
  });
});
