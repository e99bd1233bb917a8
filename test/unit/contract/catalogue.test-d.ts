import { describe, expectTypeOf, test } from "vitest";
import {
  type BodyViolationCodes,
  defineOperation,
  isOperationError,
  type OperationViolationDetail,
  operationError,
  operationViolations,
} from "../../../src/contract/index.js";
import { violation } from "../../../src/index.js";
import { createUser } from "../../support/contract-fixtures.js";
import { placeOrder, shop } from "./shop-fixtures.js";

declare const caught: unknown;

describe("an operation with a team catalogue", () => {
  test("declares the catalogue's codes, its parent's included", () => {
    expectTypeOf<BodyViolationCodes<typeof placeOrder>>().toEqualTypeOf<{
      readonly sku: "sku_format_invalid" | "too_long";
      readonly [path: `lines[${number}].quantity`]: "out_of_stock" | "greater_than";
    }>();
  });

  test("a code the catalogue lacks does not compile; without a catalogue, a team code does not", () => {
    defineOperation({
      method: "POST",
      path: "/o",
      catalogue: shop,
      // @ts-expect-error password_breached is a spec code that the shop's catalogue (the core's) lacks
      violations: { body: { sku: ["password_breached"] } },
    });
    defineOperation({
      method: "POST",
      path: "/o",
      catalogue: shop,
      // @ts-expect-error a misspelled code
      violations: { query: { q: ["sku_format_invalidd"] } },
    });
    // @ts-expect-error sku_format_invalid is no built-in code
    defineOperation({ method: "POST", path: "/o", violations: { body: { sku: ["sku_format_invalid"] } } });
    // @ts-expect-error idd is not a parameter of /o/{id}, with a catalogue too
    defineOperation({ method: "GET", path: "/o/{id}", catalogue: shop, violations: { path: { idd: ["blank"] } } });
    defineOperation({
      method: "GET",
      path: "/o/{id}",
      catalogue: shop,
      violations: { path: { id: ["out_of_stock"] } },
    });
  });

  test("the collector takes the catalogue's details, with their attributes", () => {
    const body = operationViolations(placeOrder, "body");
    body.add("sku", shop.violation("sku_format_invalid", { skuPattern: "AB-0000" }));
    body.add("sku", shop.violation("too_long", { maxLength: 12 }));
    // The root's builder makes the parent's codes too.
    body.add("sku", violation("too_long", { maxLength: 12 }));
    body.add("lines[0].quantity", shop.violation("greater_than", { maxValue: 3 }));
    // @ts-expect-error out_of_stock is not declared at sku
    body.add("sku", shop.violation("out_of_stock"));
    // @ts-expect-error a path placeOrder does not declare
    body.add("skus", shop.violation("too_long"));
    const request = operationViolations(placeOrder, "request");
    request.add("shopId", shop.violation("sku_format_invalid"));
    // @ts-expect-error coupon answers only blank
    request.add("coupon", shop.violation("sku_format_invalid"));
    expectTypeOf(body.toError()?.code).toEqualTypeOf<"message_body_constraint_violations" | undefined>();
    const sku = body.toError()?.violations.sku?.[0];
    expectTypeOf(sku?.constraintAttributes?.skuPattern).toEqualTypeOf<string | undefined>();
  });

  test("isOperationError narrows, each detail's attributes from the catalogue", () => {
    if (isOperationError(placeOrder, caught) && caught.code === "message_body_constraint_violations") {
      const detail = caught.violations.sku?.[0];
      expectTypeOf(detail?.constraintAttributes).toEqualTypeOf<
        { readonly skuPattern?: string; readonly maxLength?: string } | undefined
      >();
      expectTypeOf(detail?.constraintAttributes?.skuPattern).toEqualTypeOf<string | undefined>();
      expectTypeOf(caught.violations["lines[2].quantity"]).toEqualTypeOf<
        readonly OperationViolationDetail<"out_of_stock" | "greater_than", typeof shop.violations>[] | undefined
      >();
      // @ts-expect-error a typo in a declared path
      caught.violations.skus;
      // @ts-expect-error no declared code of sku carries regexPattern
      detail?.constraintAttributes?.regexPattern;
    }
    if (isOperationError(placeOrder, caught) && caught.type === "base_error") {
      expectTypeOf(caught.code).toEqualTypeOf<"payment_required" | "plan_limit_reached">();
      if (caught.code === "plan_limit_reached") expectTypeOf(caught.details.plan).toEqualTypeOf<string>();
    }
  });

  test("operationError takes the catalogue's base errors", () => {
    operationError(placeOrder, "payment_required", { message: "Pay." });
    operationError(placeOrder, "plan_limit_reached", { message: "Limit.", details: { plan: "pro" } });
    // @ts-expect-error details are required
    operationError(placeOrder, "plan_limit_reached", { message: "Limit." });
    // @ts-expect-error payment_required carries no details
    operationError(placeOrder, "payment_required", { message: "Pay.", details: { plan: "pro" } });
  });

  test("without a catalogue, the built-in types are unchanged", () => {
    if (isOperationError(createUser, caught) && caught.code === "message_body_constraint_violations") {
      expectTypeOf(caught.violations.email).toEqualTypeOf<
        | readonly OperationViolationDetail<
            "undefined" | "null" | "blank" | "too_long" | "invalid_email" | "not_unique"
          >[]
        | undefined
      >();
    }
    // @ts-expect-error not a built-in code
    expectTypeOf<OperationViolationDetail<"sku_format_invalid">>();
  });
});
