import { build } from "esbuild";
import { expect, test } from "vitest";

test("the valibot entry imports nothing outside the package (valibot included): a bundle of it has no node_modules", async () => {
  const result = await build({
    entryPoints: ["src/validators/valibot/index.ts"],
    bundle: true,
    write: false,
    format: "esm",
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.filter((file) => file.includes("node_modules"))).toStrictEqual([]);
  expect(inputs.some((file) => file.startsWith("src/validators/zod/") || file.startsWith("src/messages/"))).toBe(false);
});

test("the valibot entry exports its bridge only, none of the core's runtime values", async () => {
  const entry = await import("../../../src/validators/valibot/index.js");
  expect(Object.keys(entry).sort()).toStrictEqual(["DEFAULT_FALLBACK_CODE", "fromValibotIssues"]);
});
