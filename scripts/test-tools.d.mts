// Types of test-tools.mjs (plain ESM, not part of the package), for the TypeScript that imports it.

/** The folder of the tools' manifest and lockfile (test/tools/). */
export const TOOLS_DIR: string;
/** The digest of the tools' manifest and lockfile. */
export function toolsDigest(): string;
/** Whether test/tools/node_modules holds exactly what the lockfile says. */
export function toolsCurrent(): boolean;
/** Installs the test tools unless they are current; `""` when installed, else what went wrong. */
export function ensureTestTools(): string;
