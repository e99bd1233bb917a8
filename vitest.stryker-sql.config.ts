import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { mutationRunConfig, projectFile } from "./vitest.stryker-shared.js";

// Used only by Stryker (stryker.sql.config.mjs), which mutates src/sql and reruns the tests that
// cover a mutant once per mutant. Unlike vitest.stryker.config.ts, the SQL is checked by its answers:
// besides the compiler's text tests, the tests that run it on embedded PostgreSQL (PGlite, a dev
// dependency: nothing to install).
// - sql-differential-pglite: compileListQuery + pageFromRows on PGlite equal paginate;
// - sql-database-error: fromDatabaseError on error objects and on PGlite's real errors.
// Left out: the files that need a PostgreSQL server (sql-differential-postgres, sql-safety,
// sql-explain): a cluster per mutant would cost seconds each, and the PGlite files prove the same
// answers. The server half of sql-database-error skips (test/support/mutation-postgres.ts).
// Every mutant runs every test: see stryker.engine-run.mjs.
const INCLUDE = ["test/sql-compile.test.ts", "test/sql-differential-pglite.test.ts", "test/sql-database-error.test.ts"];

/** Files in INCLUDE's order, the cheap text tests first: most mutants fail there, and bail skips the rest. */
class IncludeOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => INCLUDE.findIndex((path) => spec.moduleId.endsWith(path));
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig(
  mutationRunConfig({
    include: INCLUDE,
    // One PGlite per worker, no server: see test/support/mutation-postgres.ts.
    aliases: [{ find: /^\.\/support\/postgres\.js$/, replacement: projectFile("test/support/mutation-postgres.ts") }],
    // The cheap text tests first (see IncludeOrder).
    test: { sequence: { sequencer: IncludeOrder } },
  }),
);
