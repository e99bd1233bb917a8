import { existsSync } from "node:fs";
import { build } from "esbuild";
import { beforeAll, describe, expect, test } from "vitest";
import { expectLeftOut } from "../../support/left-out.js";

// A client that only narrows errors through an operation's guard imports
// `defineOperation` and `isOperationError`: it must not pay for the builders,
// the OpenAPI writer, the list-query parser or the schema components.

const ENTRY = "dist/contract/index.js";

let inputs: string[];
let code: string;

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run \`npm run build\` first`);
  const result = await build({
    stdin: {
      contents: 'export { defineOperation, isOperationError } from "api-error-model/contract";',
      resolveDir: process.cwd(),
      loader: "js",
    },
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    metafile: true,
    logLevel: "silent",
  });
  const output = Object.values(result.metafile.outputs)[0];
  inputs = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  code = result.outputFiles[0]?.text ?? "";
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
