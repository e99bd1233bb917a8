import { fileURLToPath } from "node:url";
import type { ViteUserConfig } from "vitest/config";

// What the vitest configurations of every Stryker run share: vitest.stryker.config.ts (all of
// src), vitest.stryker-sql.config.ts and vitest.stryker-node.config.ts (runs that reach real engines).

/** A path of this project as an absolute path, for aliases. */
export function projectFile(path: string): string {
  return fileURLToPath(new URL(path, import.meta.url));
}

/** What a mutation run sets: its test files, aliases beyond the shared one, and test options added or replaced. */
export interface MutationRun {
  readonly include: string[];
  readonly aliases?: { find: RegExp; replacement: string }[];
  readonly test?: NonNullable<ViteUserConfig["test"]>;
}

/** The vitest configuration of a mutation run. */
export function mutationRunConfig(run: MutationRun): ViteUserConfig {
  return {
    resolve: {
      alias: [
        // Properties run at most 25 times per mutant: see test/mutation-fast-check.ts.
        { find: /^fast-check$/, replacement: projectFile("test/mutation-fast-check.ts") },
        ...(run.aliases ?? []),
      ],
    },
    test: {
      include: run.include,
      typecheck: { enabled: false },
      // One module graph for all files of a run: test files load in a fraction of the time.
      isolate: false,
      reporters: ["default"],
      // Instrumented code runs several times slower than the original.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      ...run.test,
    },
  };
}
