/**
 * TypeScript consumers: a project that installs the packed package (`npm pack`) typechecks
 * test/support/runtimes/consumer/index.ts, which uses every entry by package name, with TypeScript
 * 5.8 (the oldest the README supports), the newest 5.x and the pinned 7, under
 * moduleResolution nodenext and bundler, strict and exactOptionalPropertyTypes, and with
 * skipLibCheck off so that the package's own declarations are checked too. The consumer has
 * `// @ts-expect-error` lines, so a check that silently passes everything would fail.
 */
import { cp, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  entryNames,
  manifest,
  packPackage,
  ROOT,
  requireRuntime,
  run,
  skipWithoutRuntime,
  timed,
  whyUnavailable,
} from "../../support/runtimes/harness.js";
import { toolPath } from "../../support/tools.js";

const COMPILERS = [
  { label: "TypeScript 5.8.3 (test tool typescript-5.8)", tsc: toolPath("typescript-5.8", "bin", "tsc") },
  { label: "TypeScript 5.9.3 (test tool typescript, the newest 5.x)", tsc: toolPath("typescript", "bin", "tsc") },
  { label: "TypeScript 7.0.2 (the pinned compiler)", tsc: join(ROOT, "node_modules", "typescript", "bin", "tsc") },
] as const;

const RESOLUTIONS = {
  nodenext: { module: "nodenext", moduleResolution: "nodenext" },
  bundler: { module: "esnext", moduleResolution: "bundler" },
} as const;

const DIR = join(ROOT, "temp", "runtimes", "typescript");

beforeAll(async () => {
  await rm(DIR, { recursive: true, force: true });
  await mkdir(join(DIR, "node_modules"), { recursive: true });
  const { folder } = await packPackage(join(DIR, "packed"));
  await cp(folder, join(DIR, "node_modules", "api-error-model"), { recursive: true });
  // The optional peer dependencies whose types the zod and hono entries name.
  await symlink(join(ROOT, "node_modules", "zod"), join(DIR, "node_modules", "zod"), "dir");
  await symlink(join(ROOT, "node_modules", "hono"), join(DIR, "node_modules", "hono"), "dir");
  await writeFile(join(DIR, "package.json"), '{ "name": "typescript-consumer", "private": true, "type": "module" }\n');
  await cp(join(ROOT, "test", "support", "runtimes", "consumer", "index.ts"), join(DIR, "index.ts"));
  for (const [name, resolution] of Object.entries(RESOLUTIONS)) {
    const compilerOptions = {
      target: "ES2022",
      lib: ["ES2022", "DOM", "DOM.Iterable", "DOM.AsyncIterable"],
      ...resolution,
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: false,
      // TypeScript's own lib files need no check; the package's declarations (and zod's) do get one.
      skipDefaultLibCheck: true,
      noEmit: true,
      types: [],
    };
    await writeFile(join(DIR, `tsconfig.${name}.json`), JSON.stringify({ compilerOptions, files: ["index.ts"] }));
  }
}, 60_000);

for (const compiler of COMPILERS) {
  const missing = whyUnavailable(compiler.label, process.execPath, [compiler.tsc, "--version"]);
  describe.skipIf(skipWithoutRuntime(missing))(compiler.label, () => {
    test.each(Object.keys(RESOLUTIONS))(
      "typechecks a consumer of the packed package, moduleResolution %s",
      async (name) => {
        requireRuntime(missing);
        const checked = await timed(`${compiler.label}, ${name}`, () =>
          run(process.execPath, [compiler.tsc, "-p", `tsconfig.${name}.json`], { cwd: DIR }),
        );
        expect(checked.stdout + checked.stderr).toBe("");
        expect(checked.status).toBe(0);
      },
      120_000,
    );
  });
}

test("the consumer imports every entry of package.json exports, by package name", async () => {
  const source = await readFile(join(ROOT, "test", "support", "runtimes", "consumer", "index.ts"), "utf8");
  const imported = new Set(
    [...source.matchAll(/ from "(api-error-model(?:\/[A-Za-z-]+)*)";/g)].map((match) => match[1]),
  );
  expect([...imported].sort()).toStrictEqual(entryNames(await manifest()).sort());
});
