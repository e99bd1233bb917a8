import { build } from "esbuild";
import { expect, test } from "vitest";

test("the schema entry imports neither zod nor anything else outside the package", async () => {
  const result = await build({
    entryPoints: ["src/schema/index.ts"],
    bundle: true,
    write: false,
    format: "esm",
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.filter((file) => file.includes("node_modules"))).toStrictEqual([]);
  expect(
    inputs.some((file) => file.startsWith("src/validators/zod/") || file.startsWith("src/validators/standard-schema/")),
  ).toBe(false);
});
