/**
 * The smoke program bundled with esbuild, Rollup and Vite into one ESM file each (the package
 * imported by name from a consumer folder), then run by Node: a bundler that mangles the
 * package (drops a side effect it needs, reorders its modules) fails here.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { BUNDLERS, bundle } from "../../support/runtimes/bundlers.js";
import { consumerFolder, expectSmokePassed, run, smokeOutput, timed } from "../../support/runtimes/harness.js";

let dir: string;

beforeAll(async () => {
  dir = await consumerFolder("bundlers");
});

describe.each(BUNDLERS)("$label", ({ name, label }) => {
  test("the bundled smoke program runs", async () => {
    const built = await timed(`${label} (bundle the smoke program)`, () => bundle(name, join(dir, "run-bundled.js")));
    // Everything is inside: no import of the package is left for Node to resolve.
    expect(built.code).not.toMatch(/from\s*["']api-error-model/);
    expect(built.inputs.filter((input) => input.startsWith("dist/")).length).toBeGreaterThan(10);
    const file = join(dir, `smoke.${name}.mjs`);
    await writeFile(file, built.code);
    const finished = await timed(`${label} (run the bundle in Node)`, () => run(process.execPath, [file]));
    expectSmokePassed(smokeOutput(finished));
  }, 60_000);
});
