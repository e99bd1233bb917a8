// The one mutation configuration (Stryker). `npm run mutation` mutates all of src with the unit
// tests; a mode set through MUTATION mutates one folder with tests that reach real engines:
// - MUTATION=sql (`npm run mutation:sql`): src/sql, its SQL run on embedded PostgreSQL (PGlite);
// - MUTATION=node (`npm run mutation:node`): src/node, with real Express 4 and 5, Fastify and node:http.
// Which tests each mode runs is in test/support/mutation/vitest.config.ts, which reads the same variable.
const mode = process.env.MUTATION ?? "unit";
if (!["unit", "sql", "node"].includes(mode)) throw new Error(`MUTATION must be unit, sql or node, not ${mode}`);

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
const unit = {
  packageManager: "npm",
  testRunner: "vitest",
  vitest: { configFile: "test/support/mutation/vitest.config.ts" },
  checkers: [],
  // Stryker reads the tsconfig through the TypeScript API, which TypeScript 7 does not have: a
  // path that does not exist keeps it from trying.
  tsconfigFile: "stryker-has-no-tsconfig.json",
  mutate: ["src/**/*.ts", "!src/**/index.ts"],
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation.json" },
  coverageAnalysis: "perTest",
  concurrency: 2,
  timeoutMS: 10000,
  thresholds: { high: 95, low: 90, break: 90 },
  ignoreStatic: true,
};

/**
 * A run that mutates one folder with tests that reach real engines. Every test runs for every
 * mutant (coverageAnalysis "all"): with "perTest", a mutant inside a memoized part (the SQL
 * compiler's plans) counts as covered only by the test that first filled the memo, which may not
 * reach it again. "all" takes no `ignoreStatic`, so module-level tables are mutated and tested too
 * (each mutant runs in a fresh worker).
 */
function engineRun(folder) {
  const { ignoreStatic: _, ...shared } = unit;
  return {
    ...shared,
    mutate: [`src/${folder}/**/*.ts`, `!src/${folder}/index.ts`],
    jsonReporter: { fileName: `reports/mutation-${folder}.json` },
    coverageAnalysis: "all",
    // Tests on a database or a real server take longer per mutant.
    timeoutMS: 15000,
  };
}

export default mode === "unit" ? unit : engineRun(mode);
