/**
 * The smoke program inside Cloudflare's workerd (npm package workerd): a worker whose fetch
 * handler runs it, called over 127.0.0.1. The package is not bundled: every built module of
 * `dist/` is a module of the worker, and each entry is a module named by its package name
 * (`api-error-model/list-query`), so the worker imports them exactly as a user's code does.
 */
import { spawn } from "node:child_process";
import { readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  bin,
  consumerFolder,
  entryNames,
  expectSmokePassed,
  manifest,
  ROOT,
  requireRuntime,
  type SmokeResult,
  skipWithoutRuntime,
  timed,
  whyUnavailable,
} from "../../support/runtimes/harness.js";

const LABEL = "workerd 1.20261117.1 (npm package workerd)";
const WORKERD = bin("workerd");
const missing = whyUnavailable(LABEL, WORKERD);

/** The worker: runs the smoke program for each request and answers with its result. */
function workerSource(entries: readonly string[]): string {
  return `import { runSmoke } from "./smoke.js";
const entries = ${JSON.stringify(entries)};
export default {
  async fetch() {
    return Response.json(await runSmoke({ entries, load: (name) => import(name) }));
  },
};
`;
}

async function builtModules(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await builtModules(path)));
    else if (entry.name.endsWith(".js")) found.push(path);
  }
  return found;
}

/** The workerd config (Cap'n Proto text) of the smoke worker, listening on 127.0.0.1, a free port. */
async function writeConfig(dir: string): Promise<void> {
  const pkg = await manifest();
  const entries = entryNames(pkg);
  await writeFile(join(dir, "worker.js"), workerSource(entries));
  const modules = [
    `(name = "worker.js", esModule = embed "worker.js")`,
    `(name = "smoke.js", esModule = embed "smoke.js")`,
  ];
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (key.endsWith(".json")) continue;
    const file = (target as { default: string }).default.slice(2);
    const name = key === "." ? pkg.name : `${pkg.name}/${key.slice(2)}`;
    modules.push(
      `(name = ${JSON.stringify(name)}, esModule = ${JSON.stringify(`export * from "/node_modules/${pkg.name}/${file}";`)})`,
    );
  }
  for (const path of await builtModules(join(ROOT, "dist"))) {
    const file = `node_modules/${pkg.name}/${relative(ROOT, path)}`;
    modules.push(`(name = ${JSON.stringify(file)}, esModule = embed ${JSON.stringify(file)})`);
  }
  const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .smokeWorker)],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
const smokeWorker :Workerd.Worker = (
  modules = [
    ${modules.join(",\n    ")}
  ],
  compatibilityDate = "2026-11-01",
);
`;
  await writeFile(join(dir, "config.capnp"), config);
}

const stops: (() => void)[] = [];
afterAll(() => {
  for (const stop of stops) stop();
});

/** Starts workerd on the config and resolves with the port it reports on its control descriptor. */
function serve(dir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(WORKERD, ["serve", "config.capnp", "--control-fd=3"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    });
    stops.push(() => child.kill("SIGKILL"));
    let stderr = "";
    let control = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.stdio[3]?.on("data", (chunk: Buffer) => {
      control += chunk.toString("utf8");
      const match = /"port":(\d+)/.exec(control);
      if (match !== null) resolve(Number(match[1]));
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`workerd exited with ${code}: ${stderr}`)));
  });
}

describe.skipIf(skipWithoutRuntime(missing))(LABEL, () => {
  test("a worker's fetch handler runs the smoke program over every entry, imported by package name", async () => {
    requireRuntime(missing);
    const dir = await consumerFolder("workerd");
    await writeConfig(dir);
    const result = await timed(LABEL, async () => {
      const port = await serve(dir);
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      return (await response.json()) as SmokeResult;
    });
    expectSmokePassed(result, entryNames(await manifest()));
  }, 60_000);
});
