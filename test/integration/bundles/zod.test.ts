import { readdirSync, readFileSync } from "node:fs";
import { build } from "esbuild";
import { expect, test } from "vitest";

/** The files a bundle of the zod entry, built from source, pulls in. */
async function bundledInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: ["src/validators/zod/index.ts"],
    bundle: true,
    write: false,
    format: "esm",
    metafile: true,
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs);
}

test("the zod entry imports zod for types only: a bundle of it contains nothing from node_modules", async () => {
  const inputs = await bundledInputs();
  expect(inputs.filter((file) => file.includes("node_modules"))).toStrictEqual([]);
  expect(inputs).toContain("src/validators/zod/from-zod-error.ts");
});

test("every import of zod in src/validators/zod is `import type`", () => {
  for (const file of readdirSync("src/validators/zod")) {
    for (const line of readFileSync(`src/validators/zod/${file}`, "utf8").split("\n")) {
      if (/from "zod/.test(line)) expect(line).toMatch(/^import type /);
    }
  }
});

test("the zod entry does not pull in the schema or messages entries", async () => {
  const inputs = await bundledInputs();
  expect(inputs.filter((file) => file.startsWith("src/schema/") || file.startsWith("src/messages/"))).toStrictEqual([]);
});

test("the zod and standard-schema entries export their bridges only, none of the core's runtime values", async () => {
  const zod = await import("../../../src/validators/zod/index.js");
  const standardSchema = await import("../../../src/validators/standard-schema/index.js");
  expect(Object.keys(zod).sort()).toStrictEqual(["DEFAULT_FALLBACK_CODE", "fromZodError"]);
  expect(Object.keys(standardSchema).sort()).toStrictEqual(["DEFAULT_FALLBACK_CODE", "fromStandardSchemaIssues"]);
});
