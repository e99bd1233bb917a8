import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type JsonValue, jsonSchemas, openApiComponents } from "../../../src/schema/index.js";
import { compile, nearlyErrorBody, nearlyPage, refsIn, resolvePointer, strictAjv } from "../../support/schema.js";

/** A minimal OpenAPI document holding the components, for resolving `#/components/...`. */
const document = { components: openApiComponents } as unknown as JsonValue;

/** A validator for one component schema, compiled inside the document so that its `$ref`s resolve. */
function componentValidator(name: string): (value: unknown) => boolean {
  const ajv = strictAjv();
  // `discriminator` is OpenAPI's annotation, `components` the document's member: let ajv know them, not enforce them.
  ajv.addKeyword("discriminator");
  ajv.addKeyword("components");
  ajv.addSchema({ $id: "https://example.test/openapi.json", ...(document as object) });
  const validate = ajv.compile({ $ref: `https://example.test/openapi.json#/components/schemas/${name}` });
  return (value) => validate(value);
}

describe("openApiComponents", () => {
  test("every $ref resolves inside the components", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith("#/components/schemas/")).toBe(true);
      expect(resolvePointer(document, ref)).toBeDefined();
    }
  });

  test("every schema is referred to by another, or is a response's, except the page body", () => {
    const referred = new Set(refsIn(document).map((ref) => ref.slice("#/components/schemas/".length)));
    expect(Object.keys(openApiComponents.schemas).filter((name) => !referred.has(name))).toStrictEqual(["PageBody"]);
  });

  test("the discriminator maps each type to the schema whose type is that constant", () => {
    const discriminator = openApiComponents.schemas.ErrorBody["discriminator"] as {
      propertyName: string;
      mapping: Record<string, string>;
    };
    expect(discriminator.propertyName).toBe("type");
    for (const [type, ref] of Object.entries(discriminator.mapping)) {
      const target = resolvePointer(document, ref) as { properties: { type: { const: string } } };
      expect(target.properties.type.const).toBe(type);
    }
    expect(Object.keys(discriminator.mapping).sort()).toStrictEqual(["base_error", "constraint_violations_error"]);
  });

  test("the responses carry a JSON body of an error schema", () => {
    expect(openApiComponents.responses.ErrorResponse.content["application/json"]?.schema).toStrictEqual({
      $ref: "#/components/schemas/ErrorBody",
    });
    expect(openApiComponents.responses.ConstraintViolationsResponse.content["application/json"]?.schema).toStrictEqual({
      $ref: "#/components/schemas/ConstraintViolationsError",
    });
  });

  test("no schema carries $schema or $defs: OpenAPI 3.1 gives the dialect and the components hold every definition", () => {
    for (const schema of Object.values(openApiComponents.schemas)) {
      expect(Object.hasOwn(schema, "$schema")).toBe(false);
      expect(Object.hasOwn(schema, "$defs")).toBe(false);
    }
  });

  test("the ErrorBody component accepts exactly what jsonSchemas.errorBody accepts", () => {
    const component = componentValidator("ErrorBody");
    const document = compile(jsonSchemas.errorBody);
    fc.assert(
      fc.property(nearlyErrorBody, (value) => {
        expect(component(value)).toBe(document(value));
      }),
      { numRuns: 300 },
    );
  });

  test("the PageBody component accepts exactly what jsonSchemas.pageBody accepts", () => {
    const component = componentValidator("PageBody");
    const document = compile(jsonSchemas.pageBody);
    fc.assert(
      fc.property(nearlyPage, (value) => {
        expect(component(value)).toBe(document(value));
      }),
      { numRuns: 300 },
    );
  });
});
