#!/usr/bin/env node
// `npm run test:languages`: generates two catalogues in Python, Go and Java into a temporary
// folder, the built-in one and a team's own (test/languages/team-catalogue.mjs), checks each
// module with its language's strict checker (mypy --strict, gofmt and go vet, javac -Xlint:all
// -Werror), and has each parse the shared corpus of bodies (scripts/languages/corpus.mjs)
// leniently and strictly, comparing every verdict with its catalogue's TypeScript parser, the
// oracle. Prints one line per language:
//   python: N/N corpus bodies agree (built-in catalogue; N/N with a team's own)
//
// Toolchains come from Debian only (python3 + mypy, golang-go, openjdk-17-jdk-headless). In CI
// (CI=true) a missing one is installed when running as root, and a language that still
// cannot run fails; elsewhere it is skipped with one line saying why.
//
//   node scripts/test-languages.mjs [--keep DIR]   (DIR keeps the generated files and corpora)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { teamCatalogue } from "../test/languages/team-catalogue.mjs";
import { writeLanguages } from "./generate-languages.mjs";
import { withVerdicts } from "./languages/corpus.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
const { values } = parseArgs({ options: { keep: { type: "string" } } });
const ci = process.env.CI === "true";

if (!existsSync(join(root, "dist/index.js")) || !existsSync(join(root, "dist/catalogue.json"))) {
  console.log("test:languages: dist/ is missing; building");
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/** The commands each language needs, and the Debian package of each. */
const LANGUAGES = {
  python: { "/usr/bin/python3": "python3", mypy: "mypy" },
  go: { go: "golang-go", gofmt: "golang-go" },
  java: { javac: "openjdk-17-jdk-headless", java: "openjdk-17-jdk-headless" },
};

const found = (command) =>
  command.startsWith("/") ? existsSync(command) : spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const missingPackages = (language) => [
  ...new Set(
    Object.entries(LANGUAGES[language])
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
const dist = (path) => new URL(`../dist/${path}`, import.meta.url).href;
const { parseErrorBody } = await import(dist("index.js"));
const catalogueEntry = await import(dist("catalogue/index.js"));
const team = teamCatalogue(catalogueEntry);

/** The two catalogues: their data, their oracle, and the names their modules get. */
const TARGETS = [
  {
    label: "",
    json: JSON.parse(readFileSync(join(root, "dist/catalogue.json"), "utf8")),
    parse: parseErrorBody,
    names: { pythonModule: "api_error_catalogue", goPackage: "apierrors", javaPackage: "apierrormodel" },
  },
  {
    label: " (team)",
    json: team.toJSON(),
    parse: (value, options) => team.parseErrorBody(value, options),
    names: { pythonModule: "shop_errors", goPackage: "shoperrors", javaPackage: "com.example.shop" },
  },
];
for (const [i, target] of TARGETS.entries()) {
  target.corpus = join(dir, `corpus-${i}.json`);
  writeFileSync(target.corpus, `${JSON.stringify(withVerdicts(target.parse), null, 1)}\n`);
  writeLanguages(target.json, dir, target.names);
}

/** Copies a corpus check of test/languages/ to `to`, importing the module `from` names as `name`. */
function harness(file, to, from, name) {
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, readFileSync(join(root, "test/languages", file), "utf8").replaceAll(from, name));
  return to;
}

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

/**
 * Runs a language's checker steps, then its corpus check of each catalogue, in order; gives
 * `{ ok, line }`, the line built from the corpus checks' own counts.
 */
async function steps(language, checks, corpusRuns) {
  for (const [what, command, args, options] of checks) {
    const { code, output } = await run(command, args, options);
    if (code !== 0 || (what === "gofmt" && output.trim() !== "")) {
      return { ok: false, line: `${language}: ${what} failed\n${output.trimEnd()}` };
    }
  }
  const counts = [];
  let ok = true;
  for (const [i, [command, args, options]] of corpusRuns.entries()) {
    const label = `${language}${TARGETS[i].label}`;
    const { code, output } = await run(command, [...args, TARGETS[i].corpus, label], options);
    const count = new RegExp(`^${label.replace(/[()]/g, "\\$&")}: (\\d+/\\d+) corpus bodies agree$`, "m").exec(output);
    if (code !== 0 || count === null) {
      ok = false;
      console.error(output.trimEnd());
    }
    counts.push(count?.[1] ?? "no");
  }
  return {
    ok,
    line: `${language}: ${counts[0]} corpus bodies agree (built-in catalogue; ${counts[1]} with a team's own)`,
  };
}

const python = () => {
  const folder = join(dir, "python");
  const env = { ...process.env, PYTHONPATH: folder, PYTHONDONTWRITEBYTECODE: "1" };
  const checks = TARGETS.map(({ names }) =>
    harness(
      "corpus_check.py",
      join(folder, `check_${names.pythonModule}.py`),
      "api_error_catalogue",
      names.pythonModule,
    ),
  );
  return steps(
    "python",
    [
      [
        "mypy --strict",
        "mypy",
        ["--strict", "--cache-dir", join(tmpdir(), "api-error-model-mypy-cache"), folder],
        { cwd: folder, env },
      ],
    ],
    checks.map((file) => ["/usr/bin/python3", [file], { cwd: folder, env }]),
  );
};

const go = () => {
  const folder = join(dir, "go");
  writeFileSync(join(folder, "go.mod"), "module corpus\n\ngo 1.19\n");
  for (const { names } of TARGETS) {
    harness("corpus_check.go", join(folder, "cmd", names.goPackage, "main.go"), "apierrors", names.goPackage);
  }
  const env = {
    ...process.env,
    GOFLAGS: "-mod=mod",
    GOPROXY: "off",
    GOTOOLCHAIN: "local",
    GOCACHE: process.env.GOCACHE ?? join(tmpdir(), "api-error-model-go-cache"),
  };
  return steps(
    "go",
    [
      ["gofmt", "gofmt", ["-l", "."], { cwd: folder, env }],
      ["go vet", "go", ["vet", "./..."], { cwd: folder, env }],
    ],
    TARGETS.map(({ names }) => ["go", ["run", `./cmd/${names.goPackage}`], { cwd: folder, env }]),
  );
};

const java = () => {
  const folder = join(dir, "java");
  const compile = TARGETS.map(({ names }, i) => {
    const source = `${names.javaPackage.replaceAll(".", "/")}/ErrorCatalogue.java`;
    const check = harness(
      "CorpusCheck.java",
      join(folder, `check-${i}`, "CorpusCheck.java"),
      "apierrormodel",
      names.javaPackage,
    );
    const classes = join(dir, `java-classes-${i}`);
    return { classes, args: ["-Xlint:all", "-Werror", "-d", classes, source, check] };
  });
  return steps(
    "java",
    compile.map(({ args }) => ["javac -Xlint:all -Werror", "javac", args, { cwd: folder }]),
    compile.map(({ classes }) => ["java", ["-cp", classes, "CorpusCheck"], { cwd: folder }]),
  );
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
