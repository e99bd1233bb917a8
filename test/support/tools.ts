/**
 * The test tools: packages only some tests use (other runtimes, the browser driver, TypeScript 5,
 * OpenAPI tools), installed into test/tools/node_modules by scripts/test-tools.mjs, which the
 * integration project's global setup runs (test/support/install-test-tools.ts). Tests resolve
 * them from there, never from the project's node_modules. Adding one: docs/package.md.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { importTool as importFromTools } from "../tools/import.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The tools' node_modules folder. */
export const TOOLS_MODULES: string = fileURLToPath(new URL("../tools/node_modules/", import.meta.url));

/** The path of a tool's executable (`bun`, `deno`, `workerd`, `redocly`, ...). */
export function toolBin(name: string): string {
  return join(TOOLS_MODULES, ".bin", name);
}

/** The path of a file inside a tool's package: `toolPath("typescript-5.8", "bin", "tsc")`. */
export function toolPath(name: string, ...parts: string[]): string {
  return join(TOOLS_MODULES, name, ...parts);
}

/** Imports a tool's package by name, resolved from test/tools as `import(name)` resolves it there. */
export function importTool(name: string): Promise<unknown> {
  return importFromTools(name);
}

/**
 * TypeScript `paths` that resolve the packages of test/tools to their declarations, for a
 * typecheck (the README checker's) of code that imports one. A name the project itself installs
 * (typescript) keeps the project's. A directory does not resolve as a `paths` target in ESM mode,
 * so each name maps to the file its package.json names under `types` (or `typings`).
 */
export function toolTypePaths(): Record<string, string[]> {
  const manifest = JSON.parse(readFileSync(join(TOOLS_MODULES, "..", "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  const paths: Record<string, string[]> = {};
  for (const name of Object.keys(manifest.devDependencies)) {
    if (existsSync(join(ROOT, "node_modules", name)) || !existsSync(toolPath(name, "package.json"))) continue;
    const tool = JSON.parse(readFileSync(toolPath(name, "package.json"), "utf8")) as {
      types?: string;
      typings?: string;
    };
    const types = tool.types ?? tool.typings;
    if (types !== undefined) paths[name] = [toolPath(name, types)];
  }
  return paths;
}
