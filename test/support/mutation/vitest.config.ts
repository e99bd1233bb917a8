import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Used only by Stryker (stryker.config.mjs), which reruns the tests that cover a mutant once per
// mutant, on instrumented code. The mode comes from MUTATION, as in stryker.config.mjs:
// - unit (the default): every unit test but the fuzz cases (their properties run in `npm test` and
//   `npm run fuzz`) and test/unit/list-query/filter-robustness.test.ts (inputs of 10^5 to 10^6
//   tokens that prove stack safety took 49 of the 54 seconds of the whole instrumented suite). The
//   fuzz cases sit in their module's test file inside `fuzz(...)` blocks (test/support/fuzz.ts),
//   which FUZZ_RUNS=0 skips (a name filter would not do: Stryker sets its own testNamePattern).
//   test/integration/ exercises the built package, browsers, databases and servers: none of it
//   tests mutated src alone.
// - sql: src/sql's text tests, then the tests that run its SQL on embedded PostgreSQL (PGlite).
//   Left out: the files that need a PostgreSQL server (a cluster per mutant would cost seconds each;
//   the PGlite files prove the same answers). One PGlite per worker: see ./postgres.ts.
// - node: the tests that serve real Express 4 and 5, Fastify and node:http on 127.0.0.1: the only
//   tests of the framework failures and of the handlers as the frameworks call them.
// No type tests, coverage or report files.

const mode = process.env["MUTATION"] ?? "unit";
const root = fileURLToPath(new URL("../../..", import.meta.url));
const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const SQL = [
  // Every unit file of the entry (a new one is never left out), before the PGlite files.
  "test/unit/sql/*.test.ts",
  "test/integration/database/differential-pglite.test.ts",
  "test/integration/database/database-error.test.ts",
];
const INCLUDE: Readonly<Record<string, string[]>> = {
  unit: ["test/unit/**/*.test.ts"],
  sql: SQL,
  node: [
    "test/unit/node/*.test.ts",
    "test/integration/frameworks/frameworks.test.ts",
    "test/integration/frameworks/fastify-validation.test.ts",
    "test/unit/core/wire/boundary.test.ts",
  ],
};

/** In the sql mode, files in SQL's order, the cheap text tests first: most mutants fail there, and bail skips the rest. */
class IncludeOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => SQL.findIndex((path) => spec.moduleId.endsWith(path));
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  root,
  resolve: {
    alias: [
      // Properties run at most 25 times per mutant: see ./fast-check.ts.
      { find: /^fast-check$/, replacement: here("./fast-check.ts") },
      // One PGlite per worker, no server: see ./postgres.ts.
      ...(mode === "sql" ? [{ find: /^\.\.\/\.\.\/support\/postgres\.js$/, replacement: here("./postgres.ts") }] : []),
    ],
  },
  test: {
    include: INCLUDE[mode] ?? [],
    exclude: ["test/unit/list-query/filter-robustness.test.ts", "node_modules/**"],
    typecheck: { enabled: false },
    // Skips the fuzz(...) blocks: see above.
    env: { FUZZ_RUNS: "0" },
    // One module graph for all files of a run: test files load in a fraction of the time.
    isolate: false,
    reporters: ["default"],
    // Instrumented code runs several times slower than the original.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    ...(mode === "sql" ? { sequence: { sequencer: IncludeOrder } } : {}),
  },
});
