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
import type { TestProject } from "vitest/node";
import { buildExamples } from "../../examples/compile.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** What `tsc -p examples/tsconfig.json` printed in the global setup: `""` when the examples compiled. */
    examplesCompile: string;
  }
}

export function setup(project: TestProject): void {
  // The same build as `npm start`'s: nothing is written when examples/dist is current.
  project.provide("examplesCompile", buildExamples());
}
