import { coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import { catalogueErrors, defineOperation } from "../../../src/contract/index.js";

/** A team's catalogue: the core's codes, a SKU check with an attribute of its own, and base errors of every details kind. */
export const shop = defineCatalogue({
  extends: coreCatalogue,
  attributes: { skuPattern: { description: "The pattern a SKU must match, such as AB-0000.", form: "text" } },
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
      description: "The shop's plan must be paid before it takes orders.",
      details: false,
      message: "The shop's plan must be paid first.",
    },
    plan_limit_reached: {
      status: 403,
      description: "The plan's limit of orders is reached.",
      details: { type: "object", properties: { plan: { type: "string" } }, required: ["plan"] },
      message: "The plan's limit is reached.",
    },
    order_delayed: {
      status: 409,
      description: "The order cannot be changed while it is delayed.",
      details: { type: "object", properties: { until: { type: "string" } } },
      message: "The order is delayed.",
    },
    order_held: {
      status: 423,
      description: "The order is held for review.",
      details: { type: "object", properties: { reason: { type: "string" } }, required: [] },
      message: "The order is held.",
    },
    order_locked: { status: 409, description: "The order is being changed by another request.", message: "Locked." },
  },
});

/** An operation answering the shop's codes. */
export const placeOrder = defineOperation({
  method: "POST",
  path: "/orders/{shopId}",
  catalogue: shop,
  errors: catalogueErrors(shop, "payment_required", "plan_limit_reached"),
  violations: {
    body: { sku: ["sku_format_invalid", "too_long"], "lines[].quantity": ["out_of_stock", "greater_than"] },
    query: { coupon: ["blank"] },
    path: { shopId: ["sku_format_invalid"] },
  },
});
