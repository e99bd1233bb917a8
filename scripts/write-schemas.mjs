// Writes the JSON Schemas and the OpenAPI components that the entry
// `api-error-model/schema` exports, from the build in dist/, to
//   etc/schemas/<body>.json          lenient (what clients accept)
//   etc/schemas/<body>.strict.json   strict (what the builders make)
//   etc/openapi-components.json
// Run after `tsc -p tsconfig.build.json`. With --check it writes nothing and
// exits 1 when a file differs from what the build gives, is missing, or is
// left over (CI).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const root = new URL("../", import.meta.url);
const check = process.argv.includes("--check");
const built = new URL("dist/schema/index.js", root);
if (!existsSync(built)) {
  console.error("write-schemas: dist/schema/index.js is missing; run `tsc -p tsconfig.build.json` first");
  process.exit(1);
}
const { jsonSchemas, strictJsonSchemas, openApiComponents } = await import(built.href);

const names = {
  baseError: "base-error",
  constraintViolationsError: "constraint-violations-error",
  errorBody: "error-body",
  pageBody: "page-body",
};
const schemaDir = "etc/schemas/";
/** @type {Map<string, unknown>} path relative to the root -> JSON value */
const files = new Map();
for (const [key, name] of Object.entries(names)) {
  files.set(`${schemaDir}${name}.json`, jsonSchemas[key]);
  files.set(`${schemaDir}${name}.strict.json`, strictJsonSchemas[key]);
}
files.set("etc/openapi-components.json", openApiComponents);

const text = (value) => `${JSON.stringify(value, null, 2)}\n`;
const stale = existsSync(new URL(schemaDir, root))
  ? readdirSync(new URL(schemaDir, root))
      .filter((file) => file.endsWith(".json") && !files.has(`${schemaDir}${file}`))
      .map((file) => `${schemaDir}${file}`)
  : [];

if (check) {
  const problems = [];
  for (const [path, value] of files) {
    const url = new URL(path, root);
    if (!existsSync(url)) problems.push(`${path} is missing`);
    else if (readFileSync(url, "utf8") !== text(value)) problems.push(`${path} differs from the build`);
  }
  for (const path of stale) problems.push(`${path} is not generated any more`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`write-schemas: ${problem}`);
    console.error("write-schemas: run `npm run build` and commit etc/schemas and etc/openapi-components.json");
    process.exit(1);
  }
  console.log(`write-schemas: ${files.size} files up to date`);
} else {
  mkdirSync(new URL(schemaDir, root), { recursive: true });
  // Only what changed: a build that changes nothing in etc/ leaves its files (and mtimes) alone.
  for (const [path, value] of files) {
    const url = new URL(path, root);
    if (!existsSync(url) || readFileSync(url, "utf8") !== text(value)) writeFileSync(url, text(value));
  }
  for (const path of stale) rmSync(new URL(path, root));
  console.log(`write-schemas: wrote ${files.size} files${stale.length > 0 ? `, removed ${stale.join(", ")}` : ""}`);
}
