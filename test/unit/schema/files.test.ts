import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { jsonSchemas, openApiComponents, strictJsonSchemas } from "../../../src/schema/index.js";

// The files scripts/write-schemas.mjs writes after the build; committed, so that they can be linked to.
const files: ReadonlyArray<readonly [string, unknown]> = [
  ["etc/schemas/base-error.json", jsonSchemas.baseError],
  ["etc/schemas/constraint-violations-error.json", jsonSchemas.constraintViolationsError],
  ["etc/schemas/error-body.json", jsonSchemas.errorBody],
  ["etc/schemas/page-body.json", jsonSchemas.pageBody],
  ["etc/schemas/base-error.strict.json", strictJsonSchemas.baseError],
  ["etc/schemas/constraint-violations-error.strict.json", strictJsonSchemas.constraintViolationsError],
  ["etc/schemas/error-body.strict.json", strictJsonSchemas.errorBody],
  ["etc/schemas/page-body.strict.json", strictJsonSchemas.pageBody],
  ["etc/openapi-components.json", openApiComponents],
];

describe("the files in etc/", () => {
  test.each(files)("%s is what the source exports (else run npm run build)", (path, value) => {
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(`${JSON.stringify(value, null, 2)}\n`);
  });
});
