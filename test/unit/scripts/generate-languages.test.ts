import { describe, expect, test } from "vitest";
import { generateLanguages } from "../../../scripts/generate-languages.mjs";
import { builtInCatalogue, coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";

// What the emitters write; that the files compile strictly and parse the corpus as the
// TypeScript parser does is checked by `npm run test:languages`, which runs the toolchains.
const files = (json: unknown, options = {}) =>
  Object.fromEntries(generateLanguages(json, options).map(({ path, content }) => [path, content]));

describe("generateLanguages", () => {
  const json = builtInCatalogue.toJSON();
  const built = files(json);

  test("writes a Python module, a Go package and a Java class under their default names", () => {
    expect(Object.keys(built)).toStrictEqual([
      "python/api_error_catalogue.py",
      "go/apierrors/catalogue.go",
      "java/apierrormodel/ErrorCatalogue.java",
    ]);
  });

  test("every violation code, attribute and base error code becomes a constant in each language", () => {
    const python = built["python/api_error_catalogue.py"] ?? "";
    const go = built["go/apierrors/catalogue.go"] ?? "";
    const java = built["java/apierrormodel/ErrorCatalogue.java"] ?? "";
    expect(python).toContain('TOO_LONG: Final = "too_long"');
    expect(go).toContain('ViolationTooLong = "too_long"');
    expect(go).toContain('AttributeMaxLength = "maxLength"');
    expect(go).toContain('BaseErrorUserNotFound = "user_not_found"');
    expect(java).toContain('public static final String MAX_LENGTH = "maxLength";');
    for (const code of [
      ...Object.keys(json.violations),
      ...Object.keys(json.baseErrors),
      ...Object.keys(json.attributes),
    ]) {
      for (const source of [python, go, java]) expect(source).toContain(`"${code}"`);
    }
  });

  test("the status and retry rule of each base code come from the catalogue", () => {
    const python = built["python/api_error_catalogue.py"] ?? "";
    expect(python).toContain('"user_not_found": 404,');
    expect(python).toContain("429: True,");
    expect(python).toContain("500: False,");
    expect(built["go/apierrors/catalogue.go"]).toContain("503: true");
    expect(built["java/apierrormodel/ErrorCatalogue.java"]).toContain('Map.entry("too_many_requests", 429)');
  });

  test("a team's catalogue gives its own codes and statuses, under the names it chooses", () => {
    const shop = defineCatalogue({
      extends: coreCatalogue,
      violations: {
        out_of_stock: { attributes: ["maxValue"], description: "Too many items.", message: "is too many" },
      },
      baseErrors: { payment_required: { status: 402, description: "Pay first.", message: "Pay first." } },
    });
    const own = files(shop.toJSON(), {
      pythonModule: "shop_errors",
      goPackage: "shop",
      javaPackage: "com.example.shop",
    });
    expect(own["python/shop_errors.py"]).toContain('OUT_OF_STOCK: Final = "out_of_stock"');
    expect(own["go/shop/catalogue.go"]).toMatch(/^package shop$/m);
    expect(own["java/com/example/shop/ErrorCatalogue.java"]).toContain("package com.example.shop;");
    expect(own["java/com/example/shop/ErrorCatalogue.java"]).toContain('Map.entry("payment_required", 402)');
    expect(own["python/shop_errors.py"]).not.toContain("password_breached");
  });

  test("refuses what is no catalogue, with one line per problem", () => {
    expect(() => generateLanguages({ violations: [], attributes: {}, baseErrors: {} })).toThrow(
      "not a catalogue:\nviolations must be an object\nconstraintViolations must be an object",
    );
    expect(() =>
      generateLanguages({
        ...json,
        violations: { "Bad-Code": { description: "x" } },
        baseErrors: { x: { status: 200 } },
      }),
    ).toThrow('violation code "Bad-Code" is not snake case\nbase error code "x" has no status from 400 to 599');
  });

  test("refuses two codes that a language would spell alike", () => {
    expect(() => generateLanguages({ ...json, violations: { a_1: {}, a1: {} } })).toThrow(
      '"a_1" and "a1" are both A1 (violationCodes)',
    );
  });

  test("refuses module and package names the languages do not allow", () => {
    expect(() => generateLanguages(json, { pythonModule: "api-errors" })).toThrow("--python-module");
    expect(() => generateLanguages(json, { goPackage: "api_errors" })).toThrow("--go-package");
    expect(() => generateLanguages(json, { javaPackage: "com..x" })).toThrow("--java-package");
  });
});
