/**
 * Global setup of the `integration` project (vitest.config.ts): compiles the examples
 * to `examples/dist` once per test run, before any test file starts, so that
 * the test files that run the compiled reference server and demo
 * (e2e-process, e2e-database) never compile them at the same time as each
 * other, nor while another file runs them.
 *
 * A failed compile does not stop the run: what tsc printed is provided as
 * `examplesCompile`, and the files that need `examples/dist` fail on it
 * (`expect(inject("examplesCompile")).toBe("")`).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** What `tsc -p examples/tsconfig.json` printed in the global setup: `""` when the examples compiled. */
    examplesCompile: string;
  }
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export function setup(project: TestProject): void {
  const tsc = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(ROOT, "examples", "tsconfig.json")],
    { cwd: ROOT, encoding: "utf8" },
  );
  const printed = `${tsc.stdout ?? ""}${tsc.stderr ?? ""}${tsc.error?.message ?? ""}`;
  project.provide("examplesCompile", printed === "" && tsc.status !== 0 ? `tsc exited with ${tsc.status}` : printed);
}
