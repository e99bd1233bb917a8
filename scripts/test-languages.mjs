#!/usr/bin/env node
// `npm run test:languages`: generates the built-in catalogue in Python, Go and Java into a
// temporary folder, checks each module with its language's strict checker (mypy --strict,
// gofmt and go vet, javac -Xlint:all -Werror), and has each parse the shared corpus of bodies
// (scripts/languages/corpus.mjs) leniently and strictly, comparing every verdict with the
// TypeScript parser's, the oracle. Prints one line per language:
//   python: N/N corpus bodies agree
//
// Toolchains come from Debian only (python3 + mypy, golang-go, openjdk-17-jdk-headless). In CI
// (CI=true) a missing one is installed when running as root, and a language that still
// cannot run fails; elsewhere it is skipped with one line saying why.
//
//   node scripts/test-languages.mjs [--keep DIR]   (DIR keeps the generated files and corpus)
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { writeLanguages } from "./generate-languages.mjs";
import { withVerdicts } from "./languages/corpus.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const harness = (name) => join(root, "test/languages", name);
const { values } = parseArgs({ options: { keep: { type: "string" } } });
const ci = process.env.CI === "true";

if (!existsSync(join(root, "dist/index.js")) || !existsSync(join(root, "dist/catalogue.json"))) {
  console.log("test:languages: dist/ is missing; building");
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/** The commands each language needs, and the Debian package of each. */
const LANGUAGES = {
  python: { commands: { "/usr/bin/python3": "python3", mypy: "mypy" } },
  go: { commands: { go: "golang-go", gofmt: "golang-go" } },
  java: { commands: { javac: "openjdk-17-jdk-headless", java: "openjdk-17-jdk-headless" } },
};

const found = (command) =>
  command.startsWith("/") ? existsSync(command) : spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const missingPackages = (language) => [
  ...new Set(
    Object.entries(LANGUAGES[language].commands)
      .filter(([command]) => !found(command))
      .map(([, pkg]) => pkg),
  ),
];

const wanted = [...new Set(Object.keys(LANGUAGES).flatMap(missingPackages))];
if (wanted.length > 0 && ci && process.getuid?.() === 0) {
  console.log(`test:languages: installing the Debian packages ${wanted.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => spawnSync("apt-get", ["install", "-y", ...wanted], { env, stdio: "inherit" }).status === 0;
  if (!install()) {
    spawnSync("apt-get", ["update"], { env, stdio: "inherit" });
    install();
  }
}

const dir =
  values.keep === undefined ? mkdtempSync(join(tmpdir(), "api-error-model-languages-")) : resolve(values.keep);
mkdirSync(dir, { recursive: true });
const { parseErrorBody } = await import(new URL("../dist/index.js", import.meta.url).href);
const corpus = join(dir, "corpus.json");
writeFileSync(corpus, `${JSON.stringify(withVerdicts(parseErrorBody), null, 1)}\n`);
const catalogue = (await import(new URL("../dist/catalogue.json", import.meta.url).href, { with: { type: "json" } }))
  .default;
writeLanguages(catalogue, dir);

/** Runs one command; resolves to its exit code and output. */
function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) => done({ code: 127, output: String(error) }));
    child.on("close", (code) => done({ code: code ?? 1, output }));
  });
}

/** Runs the steps in order; the last one's output holds the corpus line. */
async function steps(language, list) {
  for (const [what, command, args, options] of list) {
    const { code, output } = await run(command, args, options);
    if (code !== 0 || (what === "gofmt" && output.trim() !== "")) {
      return { ok: false, line: `${language}: ${what} failed\n${output.trimEnd()}` };
    }
    if (what === "corpus") {
      const line = output.split("\n").find((text) => text.startsWith(`${language}: `));
      return { ok: line !== undefined, line: line ?? `${language}: no corpus line\n${output}` };
    }
  }
  return { ok: false, line: `${language}: no corpus step` };
}

const python = () => {
  const folder = join(dir, "python");
  copyFileSync(harness("corpus_check.py"), join(folder, "corpus_check.py"));
  const env = { ...process.env, PYTHONPATH: folder, PYTHONDONTWRITEBYTECODE: "1" };
  return steps("python", [
    ["mypy --strict", "mypy", ["--strict", "--cache-dir", join(dir, ".mypy_cache"), folder], { cwd: folder, env }],
    ["corpus", "/usr/bin/python3", [join(folder, "corpus_check.py"), corpus], { cwd: folder, env }],
  ]);
};

const go = () => {
  const folder = join(dir, "go");
  writeFileSync(join(folder, "go.mod"), "module corpus\n\ngo 1.19\n");
  copyFileSync(harness("corpus_check.go"), join(folder, "main.go"));
  const env = {
    ...process.env,
    GOFLAGS: "-mod=mod",
    GOPROXY: "off",
    GOTOOLCHAIN: "local",
    GOCACHE: process.env.GOCACHE ?? join(tmpdir(), "api-error-model-go-cache"),
  };
  return steps("go", [
    ["gofmt", "gofmt", ["-l", "."], { cwd: folder, env }],
    ["go vet", "go", ["vet", "./..."], { cwd: folder, env }],
    ["corpus", "go", ["run", ".", corpus], { cwd: folder, env }],
  ]);
};

const java = () => {
  const folder = join(dir, "java");
  const classes = join(dir, "java-classes");
  copyFileSync(harness("CorpusCheck.java"), join(folder, "CorpusCheck.java"));
  return steps("java", [
    [
      "javac -Xlint:all -Werror",
      "javac",
      ["-Xlint:all", "-Werror", "-d", classes, "apierrormodel/ErrorCatalogue.java", "CorpusCheck.java"],
      { cwd: folder },
    ],
    ["corpus", "java", ["-cp", classes, "CorpusCheck", corpus], { cwd: folder }],
  ]);
};

const runners = { python, go, java };
const results = await Promise.all(
  Object.keys(LANGUAGES).map(async (language) => {
    const missing = missingPackages(language);
    if (missing.length === 0) return runners[language]();
    const why = `not installed (Debian package ${missing.join(", ")})`;
    return ci ? { ok: false, line: `${language}: failed, ${why}` } : { ok: true, line: `${language}: skipped, ${why}` };
  }),
);
for (const { line } of results) console.log(line);
if (values.keep === undefined) rmSync(dir, { recursive: true, force: true });
process.exit(results.every((result) => result.ok) ? 0 : 1);
