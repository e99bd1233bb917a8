// `npm run build` (and every `npm start`, `npm run demo`, ...): compiles src/ to dist/ with the
// project's tsc, then writes the catalogue files (write-catalogue.mjs), the compiled locales
// (compile-locales.mjs) and etc/'s schemas
// (write-schemas.mjs). It does nothing when dist/ is current, so that starting a server never
// rewrites the files another running server reads; when it builds, no file is ever half-written
// (fresh-build.mjs). `--force` builds even when dist/ is current.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freshBuild } from "./fresh-build.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));

/** Runs a Node script of the project; exits with its output when it fails. */
function node(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    console.error(`build: \`node ${args.join(" ")}\` failed`);
    process.exit(1);
  }
}

const inputs = [
  { path: "src" },
  { path: "tsconfig.json" },
  { path: "tsconfig.build.json" },
  { path: "scripts/build.mjs" },
  { path: "scripts/fresh-build.mjs" },
  { path: "scripts/write-catalogue.mjs" },
  { path: "scripts/compile-locales.mjs" },
  // The compiler's version: another tsc may write other files.
  { path: "node_modules/typescript/package.json" },
];
if (process.argv.includes("--force")) inputs.push({ path: `forced ${Date.now()}` });

const built = freshBuild({
  root,
  name: "dist",
  out: "dist",
  inputs,
  build(folder) {
    node(["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json", "--outDir", folder]);
    node(["scripts/write-catalogue.mjs", "--dist", folder]);
    node(["scripts/compile-locales.mjs", "--dist", folder]);
  },
});
if (built) node(["scripts/write-schemas.mjs"]);
