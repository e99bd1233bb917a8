/**
 * The smoke program (test/support/runtimes/smoke.js) under Node, Bun and Deno, each from its pinned
 * npm package, in a consumer folder that imports the package by name.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, test } from "vitest";
import {
  bin,
  consumerFolder,
  entryNames,
  expectSmokePassed,
  manifest,
  requireRuntime,
  run,
  skipWithoutRuntime,
  smokeOutput,
  timed,
  whyUnavailable,
} from "../../support/runtimes/harness.js";

interface Engine {
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Record<string, string>;
}

const ENGINES: readonly Engine[] = [
  { label: "Node", command: process.execPath, args: ["run-smoke.js"] },
  { label: "Bun 1.4.5 (npm package bun)", command: bin("bun"), args: ["run-smoke.js"] },
  {
    label: "Deno 2.9.6 (npm package deno)",
    command: bin("deno"),
    // The package comes from node_modules as npm installed it. The one permission: reading the
    // package itself, which Deno asks for the entries the smoke program imports dynamically
    // (every entry of `exports`), outside the static module graph.
    args: [
      "run",
      "--node-modules-dir=manual",
      "--no-lock",
      "--no-prompt",
      `--allow-read=${fileURLToPath(new URL("../../..", import.meta.url))}`,
      "run-smoke.js",
    ],
    env: { DENO_NO_UPDATE_CHECK: "1" },
  },
];

for (const engine of ENGINES) {
  const missing = whyUnavailable(engine.label, engine.command);
  describe.skipIf(skipWithoutRuntime(missing))(engine.label, () => {
    test("runs the smoke program over every entry, imported by package name", async () => {
      requireRuntime(missing);
      const dir = await consumerFolder(engine.label.split(" ")[0]?.toLowerCase() ?? "engine");
      const env = { ...process.env, ...engine.env, DENO_DIR: join(dir, ".deno") };
      const finished = await timed(engine.label, () => run(engine.command, engine.args, { cwd: dir, env }));
      expectSmokePassed(smokeOutput(finished), entryNames(await manifest()));
    }, 60_000);
  });
}
