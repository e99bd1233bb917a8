import { describe, expectTypeOf, test } from "vitest";
import {
  type BodyJsonSchemas,
  type JsonSchema,
  type JsonValue,
  jsonSchemas,
  type OpenApiComponents,
  type OpenApiSchemaName,
  openApiComponents,
  strictJsonSchemas,
} from "../../../src/schema/index.js";

describe("schema entry types", () => {
  test("both variants have the four documents, each a JSON Schema object", () => {
    expectTypeOf(jsonSchemas).toEqualTypeOf<BodyJsonSchemas>();
    expectTypeOf(strictJsonSchemas).toEqualTypeOf<BodyJsonSchemas>();
    expectTypeOf(jsonSchemas.errorBody).toEqualTypeOf<JsonSchema>();
    expectTypeOf<keyof BodyJsonSchemas>().toEqualTypeOf<
      "baseError" | "constraintViolationsError" | "errorBody" | "pageBody"
    >();
    // @ts-expect-error no such document
    jsonSchemas.problemDetails;
  });

  test("the schemas are read-only JSON", () => {
    expectTypeOf(jsonSchemas.baseError["type"]).toEqualTypeOf<JsonValue | undefined>();
    // @ts-expect-error read-only
    jsonSchemas.baseError["type"] = "x";
  });

  test("the components name every schema and both responses", () => {
    expectTypeOf(openApiComponents).toEqualTypeOf<OpenApiComponents>();
    expectTypeOf<keyof OpenApiComponents["schemas"]>().toEqualTypeOf<OpenApiSchemaName>();
    expectTypeOf(openApiComponents.schemas.ErrorBody).toEqualTypeOf<JsonSchema>();
    expectTypeOf(openApiComponents.responses.ConstraintViolationsResponse.description).toEqualTypeOf<string>();
    // @ts-expect-error no such schema
    openApiComponents.schemas.User;
  });
});
