import { existsSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { bundleSource } from "../../support/bundle.js";
import { expectLeftOut } from "../../support/left-out.js";

// A client that only narrows errors through an operation's guard imports
// `defineOperation` and `isOperationError`: it must not pay for the builders,
// the OpenAPI writer, the list-query parser or the schema components.

const ENTRY = "dist/contract/index.js";

let inputs: string[];
let code: string;

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run \`npm run build\` first`);
  ({ inputs, code } = await bundleSource(
    'export { defineOperation, isOperationError } from "api-error-model/contract";',
  ));
});

describe("bundling only `import { defineOperation, isOperationError }` from the contract entry", () => {
  test("keeps the guard and the declaration", () => {
    expect(inputs).toContain("dist/contract/guard.js");
    expect(inputs).toContain("dist/contract/operation.js");
  });

  test("leaves out the server builders and the OpenAPI writer", () => {
    expectLeftOut(inputs, "dist/contract/server.js");
    expectLeftOut(inputs, "dist/contract/openapi.js");
    expectLeftOut(inputs, "dist/core/errors/build.js");
    expectLeftOut(inputs, "dist/core/errors/collector.js");
    expect(code).not.toContain("does not declare");
  });

  test("leaves out the list-query parser and the schema entry", () => {
    expect(inputs.filter((file) => file.startsWith("dist/list-query/"))).toStrictEqual([]);
    expect(inputs.filter((file) => file.startsWith("dist/schema/"))).toStrictEqual([]);
    expect(code).not.toContain("#/components/schemas/");
  });
});
