import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import { jsonSchemas, jsonSchemasOf, openApiComponents, openApiComponentsOf } from "../../../src/schema/index.js";

const shop = defineCatalogue({
  extends: coreCatalogue,
  attributes: { skuPattern: { description: "The pattern a SKU must match." } },
  violations: {
    sku_format_invalid: { attributes: ["skuPattern"], description: "Not a SKU.", message: "is not a valid SKU" },
  },
  baseErrors: { payment_required: { status: 402, description: "Unpaid.", message: "Payment is required." } },
});

const body = shop.constraintViolationsError({
  violations: { sku: shop.violation("sku_format_invalid", { skuPattern: "AB-0000" }) },
});

describe("schemas of a catalogue of one's own", () => {
  test("the strict schema accepts its codes and attributes, and refuses a code it lacks", () => {
    const validate = new Ajv2020({ strict: false }).compile(jsonSchemasOf(shop, { strict: true }).errorBody);
    expect(validate(body)).toBe(true);
    const foreign = { ...body, violations: { password: [{ code: "password_breached" }] } };
    expect(validate(foreign)).toBe(false);
    const builtIn = new Ajv2020({ strict: false }).compile(jsonSchemasOf(coreCatalogue, { strict: true }).errorBody);
    expect(builtIn(body)).toBe(false);
  });

  test("the lenient schema lists its codes and still takes a newer server's", () => {
    const schemas = jsonSchemasOf(shop);
    const text = JSON.stringify(schemas.errorBody);
    expect(text).toContain("sku_format_invalid");
    expect(text).toContain("payment_required (402)");
    expect(text).not.toContain("password_breached");
    expect(new Ajv2020({ strict: false }).compile(schemas.errorBody)(body)).toBe(true);
    expect(JSON.stringify(jsonSchemas.errorBody)).toContain("password_breached");
  });

  test("the OpenAPI components list its codes", () => {
    const text = JSON.stringify(openApiComponentsOf(shop));
    expect(text).toContain("sku_format_invalid");
    expect(text).toContain("skuPattern");
    expect(Object.keys(openApiComponentsOf(shop).schemas)).toStrictEqual(Object.keys(openApiComponents.schemas));
  });
});
