// The Stryker configuration of a run that mutates one folder of src with tests that reach real
// engines (stryker.sql.config.mjs: PGlite; stryker.node.config.mjs: Express and Fastify): the
// whole-src run's stryker.config.json, with its own files, and every test run for every mutant
// (coverageAnalysis "all"). With "perTest", a mutant inside a memoized part (the SQL compiler's
// plans) counts as covered only by the test that first filled the memo, which may not reach it
// again; and "all" takes no `ignoreStatic`, so module-level tables are mutated and tested too
// (each mutant runs in a fresh worker).
import { readFileSync } from "node:fs";

const base = JSON.parse(readFileSync(new URL("./stryker.config.json", import.meta.url), "utf8"));

/**
 * @param {string} folder - the folder of src to mutate (`sql`, `node`)
 * @returns {object} the configuration: vitest.stryker-FOLDER.config.ts, reports/mutation-FOLDER.json
 */
export function engineRun(folder) {
  const { ignoreStatic: _, ...shared } = base;
  return {
    ...shared,
    vitest: { configFile: `vitest.stryker-${folder}.config.ts` },
    mutate: [`src/${folder}/**/*.ts`, `!src/${folder}/index.ts`],
    jsonReporter: { fileName: `reports/mutation-${folder}.json` },
    coverageAnalysis: "all",
    // Tests on a database or a real server take longer per mutant.
    timeoutMS: 15000,
  };
}
