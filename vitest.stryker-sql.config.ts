import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Used only by Stryker (stryker.sql.config.json), which mutates src/sql and reruns the tests that
// cover a mutant once per mutant. Unlike vitest.stryker.config.ts, the SQL is checked by its answers:
// besides the compiler's text tests, the tests that run it on embedded PostgreSQL (PGlite, a dev
// dependency: nothing to install).
// - sql-differential-pglite: compileListQuery + pageFromRows on PGlite equal paginate;
// - sql-database-error: fromDatabaseError on error objects and on PGlite's real errors.
// Left out: the files that need a PostgreSQL server (sql-differential-postgres, sql-safety,
// sql-explain): a cluster per mutant would cost seconds each, and the PGlite files prove the same
// answers. The server half of sql-database-error skips (test/support/mutation-postgres.ts).
// Every mutant runs every test (coverageAnalysis "all" in stryker.sql.config.json): the compiler memoizes
// its plans, so with "perTest" a mutant inside a memoized part counts as covered only by the first test that
// filled the memo in the initial run, often the random differential, which may not reach it again.
const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const INCLUDE = ["test/sql-compile.test.ts", "test/sql-differential-pglite.test.ts", "test/sql-database-error.test.ts"];

/** Files in INCLUDE's order, the cheap text tests first: most mutants fail there, and bail skips the rest. */
class IncludeOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => INCLUDE.findIndex((path) => spec.moduleId.endsWith(path));
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: {
    alias: [
      // Properties run at most 25 times per mutant: see test/mutation-fast-check.ts.
      { find: /^fast-check$/, replacement: file("test/mutation-fast-check.ts") },
      // One PGlite per worker, no server: see test/support/mutation-postgres.ts.
      { find: /^\.\/support\/postgres\.js$/, replacement: file("test/support/mutation-postgres.ts") },
    ],
  },
  test: {
    include: INCLUDE,
    sequence: { sequencer: IncludeOrder },
    typecheck: { enabled: false },
    // One module graph (and one PGlite) for all files of a run.
    isolate: false,
    reporters: ["default"],
    // Instrumented code runs several times slower than the original.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
