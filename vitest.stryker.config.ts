import { defineConfig } from "vitest/config";
import { mutationRunConfig } from "./vitest.stryker-shared.js";

// Used only by Stryker (stryker.config.json), which reruns the tests that cover a mutant
// once per mutant, on instrumented code. Every behaviour test runs, except:
// - the fuzz files: their properties run in `npm test` and `npm run fuzz`;
// - the tests that drive the reference server (e2e-*, security-server): they exercise the
//   built dist, not the mutated src;
// - the integration suites listed below (browsers, runtimes, databases, servers);
// - filter-robustness: inputs of 10^5 to 10^6 tokens that prove stack safety took 49 of the
//   54 seconds of the whole instrumented suite (with the timed checks that are now in
//   bench/linearity.mjs), and would be rerun for every surviving mutant of the filter
//   language (the filter-* files test its logic).
// No type tests, coverage or report files.
export default defineConfig(
  mutationRunConfig({
    include: ["test/**/*.test.ts"],
    test: {
      exclude: [
        "test/fuzz-*.test.ts",
        "test/e2e-*.test.ts",
        "test/security-server.test.ts",
        "test/filter-robustness.test.ts",
        // Suites that start browsers, other runtimes, bundlers, databases or servers, or read the
        // built package: they prove integration, each takes seconds, and none tests mutated src alone.
        "test/browser-*.test.ts",
        "test/runtime-*.test.ts",
        "test/readme-*.test.ts",
        "test/*tree-shake.test.ts",
        "test/contract-e2e.test.ts",
        "test/contract-conformance.test.ts",
        "test/contract-readme.test.ts",
        "test/node-examples.test.ts",
        "test/node-frameworks.test.ts",
        "test/node-fastify-validation.test.ts",
        "test/sql-differential-*.test.ts",
        "test/sql-safety.test.ts",
        "test/sql-explain.test.ts",
        "test/sql-database-error.test.ts",
        "node_modules/**",
      ],
    },
  }),
);
