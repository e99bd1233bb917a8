import { describe, expect, test } from "vitest";
import { defineCatalogue } from "../../../src/catalogue/index.js";
import {
  catalogueErrors,
  defineOperation,
  isOperationError,
  openApiDocument,
  operationError,
  operationViolations,
} from "../../../src/contract/index.js";
import { ApiError, violation } from "../../../src/index.js";
import { LIST } from "../../support/contract-fixtures.js";
import { thrown } from "../../support/thrown.js";
import { placeOrder, shop } from "./shop-fixtures.js";

const TICKET = "0b6c9f0e-4c1e-4a5b-9d3e-2f1a7c8b9d0e";

describe("catalogueErrors", () => {
  test("declares each code with its status, description and details schema", () => {
    expect(
      catalogueErrors(shop, "payment_required", "plan_limit_reached", "order_delayed", "order_held", "order_locked"),
    ).toStrictEqual({
      // details: false, no details at all
      payment_required: { status: 402, description: "The shop's plan must be paid before it takes orders." },
      // a required member: details always there
      plan_limit_reached: {
        status: 403,
        description: "The plan's limit of orders is reached.",
        details: { type: "object", properties: { plan: { type: "string" } }, required: ["plan"] },
      },
      // optional members only: details may be absent
      order_delayed: {
        status: 409,
        description: "The order cannot be changed while it is delayed.",
        details: { type: "object", properties: { until: { type: "string" } } },
        detailsOptional: true,
      },
      order_held: {
        status: 423,
        description: "The order is held for review.",
        details: { type: "object", properties: { reason: { type: "string" } }, required: [] },
        detailsOptional: true,
      },
      // no details schema: none declared
      order_locked: { status: 409, description: "The order is being changed by another request." },
    });
    expect(catalogueErrors(shop)).toStrictEqual({});
  });

  test("refuses a code the catalogue does not have, an inherited member's name included", () => {
    for (const code of ["nope", "toString", "user_not_found"]) {
      // @ts-expect-error not one of the shop's base error codes
      const error = thrown(() => catalogueErrors(shop, code));
      expect(error).toBeInstanceOf(TypeError);
      expect(String(error)).toBe(`TypeError: the catalogue has no base error ${JSON.stringify(code)}`);
    }
  });

  test("the declared errors build with their statuses and details", () => {
    const order = defineOperation({
      method: "PUT",
      path: "/orders/{id}",
      errors: catalogueErrors(shop, "plan_limit_reached", "order_delayed", "order_locked"),
    });
    expect(order.errors).toStrictEqual({
      plan_limit_reached: {
        status: 403,
        description: "The plan's limit of orders is reached.",
        details: { type: "object", properties: { plan: { type: "string" } }, required: ["plan"] },
        detailsOptional: false,
      },
      order_delayed: {
        status: 409,
        description: "The order cannot be changed while it is delayed.",
        details: { type: "object", properties: { until: { type: "string" } } },
        detailsOptional: true,
      },
      order_locked: {
        status: 409,
        description: "The order is being changed by another request.",
        detailsOptional: false,
      },
    });
    const error = operationError(order, "plan_limit_reached", {
      message: "m",
      ticket: TICKET,
      details: { plan: "pro" },
    });
    expect(error.status).toBe(403);
    expect(error.body).toStrictEqual({
      type: "base_error",
      code: "plan_limit_reached",
      message: "m",
      ticket: TICKET,
      details: { plan: "pro" },
    });
  });
});

describe("an operation declaring a team catalogue's violation codes", () => {
  test("keeps the catalogue in its declaration and its violations by part", () => {
    expect(placeOrder.declaration.catalogue).toBe(shop);
    expect(placeOrder.violations).toStrictEqual({
      body: { sku: ["sku_format_invalid", "too_long"], "lines[].quantity": ["out_of_stock", "greater_than"] },
      query: { coupon: ["blank"] },
      path: { shopId: ["sku_format_invalid"] },
      headers: {},
    });
    expect(placeOrder.errors["payment_required"]).toStrictEqual({
      status: 402,
      description: "The shop's plan must be paid before it takes orders.",
      detailsOptional: false,
    });
  });

  test("refuses a violation code the catalogue lacks, naming it", () => {
    const error = thrown(() =>
      defineOperation({
        method: "POST",
        path: "/orders",
        catalogue: shop,
        // @ts-expect-error password_breached is a spec code that the shop's catalogue (the core's) lacks
        violations: { body: { sku: ["too_long", "password_breached"] } },
      }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(String(error)).toBe("TypeError: POST /orders: the catalogue has no violation code password_breached");
    // An inherited member's name is no code either.
    expect(
      String(
        thrown(() =>
          // @ts-expect-error toString is no violation code
          defineOperation({ method: "GET", path: "/a", catalogue: shop, violations: { headers: { x: ["toString"] } } }),
        ),
      ),
    ).toBe("TypeError: GET /a: the catalogue has no violation code toString");
  });

  test("a list operation's list-query codes must be in the catalogue too", () => {
    const bare = defineCatalogue({ violations: { sku_format_invalid: { description: "Not a SKU." } } });
    expect(
      String(thrown(() => defineOperation({ method: "GET", path: "/skus", catalogue: bare, list: LIST }))),
    ).toMatch(/^TypeError: GET \/skus: the catalogue has no violation code [a-z_]+$/);
    expect(
      defineOperation({ method: "GET", path: "/skus", catalogue: shop, list: LIST }).violations.query,
    ).toHaveProperty("sort_by");
  });

  test("operationViolations builds the body from the catalogue's details, refusing undeclared codes", () => {
    const found = operationViolations(placeOrder, "body");
    found
      .add("sku", shop.violation("sku_format_invalid", { skuPattern: "AB-0000" }))
      .add("sku", violation("too_long", { maxLength: 12 }))
      .add("lines[1].quantity", shop.violation("out_of_stock"));
    expect(found.toError({ message: "m", ticket: TICKET })).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "m",
      ticket: TICKET,
      violations: {
        sku: [
          { code: "sku_format_invalid", constraintAttributes: { skuPattern: "AB-0000" } },
          { code: "too_long", constraintAttributes: { maxLength: "12" } },
        ],
        "lines[1].quantity": [{ code: "out_of_stock" }],
      },
    });
    // @ts-expect-error out_of_stock is not declared at sku
    expect(() => found.add("sku", shop.violation("out_of_stock"))).toThrow(
      new TypeError("POST /orders/{shopId} does not declare violation out_of_stock at sku"),
    );
    expect(found.toViolations()["sku"]).toHaveLength(2);
    expect(found.size).toBe(3);
    const empty = operationViolations(placeOrder, "body");
    expect([empty.toViolations(), empty.toError()]).toStrictEqual([{}, undefined]);
    const request = operationViolations(placeOrder, "request");
    request.add("shopId", shop.violation("sku_format_invalid")).add("coupon", shop.violation("blank"));
    expect(request.toError({ ticket: TICKET })?.violations).toStrictEqual({
      shopId: [{ code: "sku_format_invalid" }],
      coupon: [{ code: "blank" }],
    });
  });

  test("isOperationError narrows to its declared bodies", () => {
    const found = operationViolations(placeOrder, "body").add(
      "sku",
      shop.violation("sku_format_invalid", { skuPattern: "AB-0000" }),
    );
    const caught: unknown = thrown(() => found.throwIfAny());
    expect(caught).toBeInstanceOf(ApiError);
    if (!isOperationError(placeOrder, caught) || caught.code !== "message_body_constraint_violations") {
      throw new Error("expected the body's violations");
    }
    const skuPattern: string | undefined = caught.violations.sku?.[0]?.constraintAttributes?.skuPattern;
    expect(skuPattern).toBe("AB-0000");
    const paid: unknown = operationError(placeOrder, "payment_required", { message: "Pay." });
    expect(isOperationError(placeOrder, paid)).toBe(true);
    expect(paid instanceof ApiError && paid.status).toBe(402);
    expect(isOperationError(placeOrder, shop.apiError({ code: "order_locked" }))).toBe(false);
  });

  test("openApiDocument writes each code's detail schema from the catalogue", () => {
    const document = openApiDocument([placeOrder], { info: { title: "Shop", version: "1.0.0" } });
    const schemas = (document["components"] as { schemas: Record<string, unknown> }).schemas;
    expect(schemas["Violation.sku_format_invalid"]).toStrictEqual({
      allOf: [{ $ref: "#/components/schemas/ViolationDetail" }],
      properties: {
        code: { const: "sku_format_invalid" },
        constraintAttributes: {
          type: "object",
          properties: { skuPattern: { type: "string", description: "The pattern a SKU must match, such as AB-0000." } },
          additionalProperties: false,
        },
      },
    });
    expect(schemas["Violation.out_of_stock"]).toStrictEqual({
      allOf: [{ $ref: "#/components/schemas/ViolationDetail" }],
      properties: { code: { const: "out_of_stock" }, constraintAttributes: { type: "object", maxProperties: 0 } },
    });
    // A parent's code: its attributes and descriptions as the catalogue has them, the built-in ones.
    const builtIn = openApiDocument(
      [defineOperation({ method: "POST", path: "/x", violations: { body: { sku: ["too_long"] } } })],
      { info: { title: "Built-in", version: "1.0.0" } },
    );
    expect(schemas["Violation.too_long"]).toStrictEqual(
      (builtIn["components"] as { schemas: Record<string, unknown> }).schemas["Violation.too_long"],
    );
    expect(Object.keys(schemas).filter((name) => name.startsWith("Violation."))).toStrictEqual([
      "Violation.blank",
      "Violation.greater_than",
      "Violation.out_of_stock",
      "Violation.sku_format_invalid",
      "Violation.too_long",
    ]);
  });
});
