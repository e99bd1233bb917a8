import { build } from "esbuild";
import { expect, test } from "vitest";

test("the standard-schema entry imports nothing outside the package: a bundle of it has no node_modules", async () => {
  const result = await build({
    entryPoints: ["src/validators/standard-schema/index.ts"],
    bundle: true,
    write: false,
    format: "esm",
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.filter((file) => file.includes("node_modules"))).toStrictEqual([]);
  expect(inputs.some((file) => file.startsWith("src/validators/zod/"))).toBe(false);
});
