// `npm run test:tools`, and the global setup of the integration tests: installs what only some
// tests use (Bun, Deno, workerd, playwright-core, TypeScript 5, Redocly, openapi-typescript...)
// into test/tools/node_modules from test/tools/package-lock.json (exact versions, integrity
// checked), so that the project's own `npm ci` stays light. Nothing happens when the install
// is current: a stamp holds the SHA-256 of the manifest and the lockfile it was made from.
// How to add a tool: docs/package.md, "Test tools".
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folder of the tools' manifest and lockfile. */
export const TOOLS_DIR = fileURLToPath(new URL("../test/tools/", import.meta.url));
const STAMP = join(TOOLS_DIR, "node_modules", ".installed-from");

/** The digest of the tools' manifest and lockfile: what the stamp must hold for the install to be current. */
export function toolsDigest() {
  const hash = createHash("sha256");
  for (const file of ["package.json", "package-lock.json"]) hash.update(readFileSync(join(TOOLS_DIR, file)));
  return hash.digest("hex");
}

/** Whether test/tools/node_modules holds exactly what the lockfile says. */
export function toolsCurrent() {
  return existsSync(STAMP) && readFileSync(STAMP, "utf8").trim() === toolsDigest();
}

/**
 * Installs the test tools unless they are current (`npm ci --prefix test/tools`, its progress on
 * stderr).
 *
 * @returns `""` when they are installed, else what went wrong
 */
export function ensureTestTools() {
  if (toolsCurrent()) return "";
  console.error("test tools: installing test/tools (npm ci --prefix test/tools; about 450 MB, a minute or two)");
  const started = Date.now();
  const npm = process.env["npm_execpath"];
  // npm's own CLI when a script of npm runs this, else the `npm` on PATH.
  const [command, args] = npm?.endsWith(".js")
    ? [process.execPath, [npm]]
    : [process.platform === "win32" ? "npm.cmd" : "npm", []];
  const result = spawnSync(command, [...args, "ci", "--prefix", TOOLS_DIR, "--no-audit", "--no-fund"], {
    stdio: ["ignore", process.stderr, process.stderr],
  });
  if (result.status !== 0) {
    return `npm ci --prefix test/tools failed (${result.error?.message ?? `exit ${result.status}`})`;
  }
  writeFileSync(STAMP, `${toolsDigest()}\n`);
  console.error(`test tools: installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return "";
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = ensureTestTools();
  if (problem !== "") {
    console.error(`test tools: ${problem}`);
    process.exit(1);
  }
  console.error("test tools: current");
}
