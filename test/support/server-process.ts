/** Helpers of the tests that run the reference server as `npm start` does: a real process. */
import { type ChildProcess, spawn } from "node:child_process";
import { copyFile, cp, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Scratch, scratchPackage } from "./readme.js";

/** The repository's root folder. */
export const ROOT: string = fileURLToPath(new URL("../..", import.meta.url));

/** The reference server's main module, as the global setup compiles it (test/support/compile-examples.ts). */
export const REFERENCE_MAIN: string = join(ROOT, "examples", "dist", "reference-server", "main.js");

const LISTENING = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m;

/** A started process, what it printed so far, and its end. */
export interface Run {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Resolves with the exit code (or the signal) once the process has ended and all it printed is read. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The processes still running: `killAll` ends them after a test file. */
const running = new Set<ChildProcess>();

/**
 * Runs `command ...args` (in `cwd`, the repository root by default; in a
 * process group of its own when `detached`, as a terminal runs it), with `env`
 * over the current environment, collecting what it prints.
 */
export function run(
  command: string,
  args: readonly string[],
  options: { readonly env?: Record<string, string>; readonly cwd?: string; readonly detached?: boolean } = {},
): Run {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    detached: options.detached ?? false,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    // "close", not "exit": the end of the process and of its output, so the last lines it printed are read.
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/**
 * Runs `node script ...args` from the repository root, with `env` over the
 * current environment, collecting what it prints.
 */
export function runNode(script: string, env: Record<string, string>, args: readonly string[] = []): Run {
  return run(process.execPath, [script, ...args], { env });
}

/** Waits for the `listening on` line and resolves with its URL; the end of the process first rejects. */
export function listening(started: Run): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = LISTENING.exec(started.stdout());
      if (match !== null) resolve(match[1] as string);
    };
    started.child.stdout?.on("data", check);
    check();
    started.exited.then(({ code }) => reject(new Error(`exited with ${code} before listening: ${started.stderr()}`)));
  });
}

/** Kills every process `run` started that is still running. */
export function killAll(): void {
  for (const child of running) child.kill("SIGKILL");
}

/**
 * A checkout of the examples in a temporary folder, for the test of `npm start`'s
 * launcher (examples/start.mjs), which compiles the examples before it starts the
 * server: their sources (without `dist`), the root tsconfig.json and the build helper it
 * uses (scripts/fresh-build.mjs), in a package
 * of the project's name linked to the built `dist` and to `node_modules`. The
 * launcher there writes its own `examples/dist`, never the one that the global
 * setup compiled (test/support/compile-examples.ts) and that other test files run meanwhile.
 */
export async function examplesCheckout(): Promise<Scratch> {
  const scratch = await scratchPackage(ROOT);
  const examples = join(ROOT, "examples");
  const compiled = join(examples, "dist");
  await copyFile(join(ROOT, "tsconfig.json"), join(scratch.dir, "tsconfig.json"));
  await mkdir(join(scratch.dir, "scripts"));
  await copyFile(join(ROOT, "scripts", "fresh-build.mjs"), join(scratch.dir, "scripts", "fresh-build.mjs"));
  await cp(examples, join(scratch.dir, "examples"), { recursive: true, filter: (source) => source !== compiled });
  return scratch;
}
