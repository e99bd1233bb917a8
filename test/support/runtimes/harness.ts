/**
 * Helpers of the runtime tests (test/integration/runtimes/, test/integration/browser/): which runtimes
 * can run here, a consumer folder that installs the package by name, child processes with a
 * deadline, and the time each runtime took.
 */
import { type SpawnOptions, spawn, spawnSync } from "node:child_process";
import { cp, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { toolBin } from "../tools.js";

/** The repository root. */
export const ROOT: string = fileURLToPath(new URL("../../..", import.meta.url));

/** The executable of a test tool (test/tools: Bun, Deno, workerd). */
export function bin(name: string): string {
  return toolBin(name);
}

/** In CI (`CI=true`) a runtime that cannot run fails its test; elsewhere the test is skipped. */
export const IN_CI: boolean = process.env["CI"] === "true";

/**
 * Why `command` cannot run here (`command --version` fails), or `undefined` when it can.
 *
 * @param label - the runtime, as the skip line names it
 */
export function whyUnavailable(
  label: string,
  command: string,
  args: readonly string[] = ["--version"],
): string | undefined {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 30_000 });
  if (result.error !== undefined) return `${label}: cannot start ${command} (${result.error.message})`;
  if (result.status !== 0) {
    const said = `${result.stderr}${result.stdout}`.trim().split("\n")[0] ?? "";
    return `${label}: \`${command} ${args.join(" ")}\` exited with ${result.status ?? result.signal}: ${said}`;
  }
  return undefined;
}

/**
 * Whether to skip the tests of a runtime: outside CI when it is unavailable, printing one
 * line that says which and why. In CI never: the test runs and fails with the reason.
 */
export function skipWithoutRuntime(reason: string | undefined): boolean {
  if (reason === undefined || IN_CI) return false;
  console.log(`skipped: ${reason} (CI=true makes this a failure)`);
  return true;
}

/** Fails the test when the runtime is unavailable (reached in CI only). */
export function requireRuntime(reason: string | undefined): void {
  if (reason !== undefined) throw new Error(`${reason}; CI requires every runtime of the README's matrix`);
}

/** Runs `fn` and prints how long it took: `runtime <label>: 1.23 s`. */
export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    console.log(`runtime ${label}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  }
}

/** What a finished child process said. */
export interface Finished {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command to its end, killing it after `timeoutMs`. */
export function run(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { timeoutMs?: number } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 60_000);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

/** The package as `npm pack` delivers it, unpacked. */
export interface Packed {
  /** The folder holding the package's files (the tarball's `package/`). */
  readonly folder: string;
  /** The tarball's files, as `npm pack --json` lists them. */
  readonly files: readonly string[];
}

/** Packs the package (`npm pack`, as a release does) into `destination` and unpacks it there. */
export async function packPackage(destination: string): Promise<Packed> {
  await mkdir(destination, { recursive: true });
  const packed = await run("npm", ["pack", "--pack-destination", destination, "--json", "--silent"], { cwd: ROOT });
  expect(packed.status, packed.stderr).toBe(0);
  const [{ filename, files }] = JSON.parse(packed.stdout) as [{ filename: string; files: { path: string }[] }];
  const untar = await run("tar", ["-xzf", join(destination, filename), "-C", destination]);
  expect(untar.status, untar.stderr).toBe(0);
  return { folder: join(destination, "package"), files: files.map((file) => file.path) };
}

/** The package's manifest (name and `exports`). */
export async function manifest(): Promise<{ name: string; exports: Record<string, unknown> }> {
  return JSON.parse(await readFile(join(ROOT, "package.json"), "utf8"));
}

/**
 * The names a user imports, from the package.json `exports` map: `api-error-model`,
 * `api-error-model/list-query`, ... (not `./package.json`). New entries are covered by every
 * runtime test without a change.
 */
export function entryNames(pkg: { name: string; exports: Record<string, unknown> }): string[] {
  return Object.keys(pkg.exports)
    .filter((key) => !key.endsWith(".json"))
    .map((key) => (key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`));
}

/**
 * A fresh consumer folder `temp/runtimes/<name>`: a `package.json` that depends on the package,
 * `node_modules/api-error-model` linked to this repository (its `dist/` and `exports`), and the
 * smoke program next to it, so that every runtime resolves the package by name as a user's
 * project does.
 */
export async function consumerFolder(name: string): Promise<string> {
  const dir = join(ROOT, "temp", "runtimes", name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, "node_modules"), { recursive: true });
  const { name: packageName } = await manifest();
  await symlink(ROOT, join(dir, "node_modules", packageName), "dir");
  const consumer = { name: `${name}-consumer`, private: true, type: "module", dependencies: { [packageName]: "*" } };
  await writeFile(join(dir, "package.json"), `${JSON.stringify(consumer, null, 2)}\n`);
  for (const file of ["smoke.js", "run-smoke.js", "run-bundled.js"]) {
    await cp(join(ROOT, "test", "support", "runtimes", file), join(dir, file));
  }
  return dir;
}

/** One check of the smoke program. */
export interface SmokeCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly error?: string;
}

/** The smoke program's result. */
export interface SmokeResult {
  readonly ok: boolean;
  readonly checks: readonly SmokeCheck[];
}

/** The names of the smoke program's checks of behaviour (the same in every runtime). */
export const BEHAVIOUR_CHECKS: readonly string[] = [
  "build: violation, constraintViolationsError, baseError, violations()",
  "http: toResponse and errorFromResponse",
  "guards: isErrorBody, isBaseError, isConstraintViolationsError, parseErrorBody, paths",
  "list-query: parseListQuery, paginate, formatListQuery, filters",
  "list-query: listAll walks every page",
  "messages: violationMessage, describeError",
  "messages in a locale: every subpath, negotiateLocale",
  "views: problem details, Google BadRequest",
  "schema: jsonSchemas, openApiComponents",
  "bridges: fromZodError, fromStandardSchemaIssues",
];

/**
 * Checks a smoke result: every check passed, every behaviour check ran, and, when
 * `entries` is given, every entry of the package was loaded by name.
 */
export function expectSmokePassed(result: SmokeResult, entries?: readonly string[]): void {
  expect(result.checks.filter((check) => !check.ok)).toStrictEqual([]);
  const expected = [...BEHAVIOUR_CHECKS, ...(entries ?? []).map((entry) => `loads ${entry}`)];
  expect(result.checks.map((check) => check.name)).toStrictEqual(expected);
  expect(result.ok).toBe(true);
}

/** Parses the last line of a smoke run's stdout. */
export function smokeOutput(finished: Finished): SmokeResult {
  const last = finished.stdout.trim().split("\n").at(-1) ?? "";
  try {
    return JSON.parse(last) as SmokeResult;
  } catch {
    throw new Error(`no smoke result (exit ${finished.status}): ${finished.stdout}\n${finished.stderr}`);
  }
}
