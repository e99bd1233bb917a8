import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Used only by Stryker (stryker.config.json), which reruns the tests that cover a mutant
// once per mutant, on instrumented code. Every behaviour test runs, except:
// - the fuzz files: their properties run in `npm test` and `npm run fuzz`;
// - the tests that drive the reference server (e2e-*, security-server): they exercise the
//   built dist, not the mutated src;
// - filter-robustness: inputs of 10^5 to 10^6 tokens that prove stack safety and linear
//   time take 49 of the 54 seconds of the whole instrumented suite, and would be rerun for
//   every surviving mutant of the filter language (the filter-* files test its logic).
// No type tests, coverage or report files.
export default defineConfig({
  resolve: {
    // Properties run at most 25 times per mutant: see test/mutation-fast-check.ts.
    alias: [
      { find: /^fast-check$/, replacement: fileURLToPath(new URL("test/mutation-fast-check.ts", import.meta.url)) },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    exclude: [
      "test/fuzz-*.test.ts",
      "test/e2e-*.test.ts",
      "test/security-server.test.ts",
      "test/filter-robustness.test.ts",
      "node_modules/**",
    ],
    typecheck: { enabled: false },
    // One module graph for all files of a run: test files load in a fraction of the time.
    isolate: false,
    reporters: ["default"],
    // Instrumented code runs several times slower than the original.
    testTimeout: 60_000,
  },
});
