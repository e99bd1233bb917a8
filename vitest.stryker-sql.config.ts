import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Used only by Stryker (stryker.sql.config.json), which mutates src/sql and reruns the tests that
// cover a mutant once per mutant. Unlike vitest.stryker.config.ts, the SQL is checked by its answers:
// besides the compiler's text tests, the tests that run it on embedded PostgreSQL (PGlite, a dev
// dependency: nothing to install).
// - sql-differential-pglite: compileListQuery + pageFromRows on PGlite equal paginate;
// - sql-database-error: fromDatabaseError on error objects and on PGlite's real errors.
// Left out: the files that need a PostgreSQL server (sql-differential-postgres, sql-safety,
// sql-explain): a cluster per mutant would cost seconds each, and the PGlite files prove the same
// answers. The server half of sql-database-error skips (test/support/mutation-postgres.ts).
const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    include: ["test/sql-compile.test.ts", "test/sql-differential-pglite.test.ts", "test/sql-database-error.test.ts"],
    typecheck: { enabled: false },
    // One module graph (and one PGlite) for all files of a run.
    isolate: false,
    reporters: ["default"],
    // Instrumented code runs several times slower than the original.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
