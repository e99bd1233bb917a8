// `npm run catalogue:check` (part of `npm test`, after the build): codes are
// append-only. Compares the current catalogue, dist/catalogue.json (written by
// `npm run build` from the definition), with the released one,
// etc/catalogue.baseline.json (written only by `npm run catalogue:release`),
// and exits 1, printing one line per problem, when the definition removes or
// renames a code or attribute, or changes a released code's attributes or a
// base error's status without deprecating the code (`diffCatalogues` of api-error-model/catalogue
// says what breaks). Added and newly deprecated codes are printed too.
//
//   node scripts/catalogue-check.mjs [--baseline PATH] [--current PATH]
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { diffCatalogues } from "../dist/catalogue/index.js";

const root = fileURLToPath(new URL("../", import.meta.url));

/** The value of option `--name PATH`, resolved against the working directory, else `fallback` (from the root). */
function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return resolve(root, fallback);
  const value = process.argv[at + 1];
  if (value === undefined || value.startsWith("--")) {
    console.error(`catalogue:check: --${name} needs a path`);
    process.exit(2);
  }
  return resolve(value);
}

const baselinePath = option("baseline", "etc/catalogue.baseline.json");
const currentPath = option("current", "dist/catalogue.json");
if (!existsSync(currentPath)) {
  console.error(`catalogue:check: ${currentPath} is missing; run \`npm run build\` first`);
  process.exit(1);
}
if (!existsSync(baselinePath)) {
  console.error(`catalogue:check: ${baselinePath} is missing; \`npm run catalogue:release\` writes it`);
  process.exit(1);
}
const { added, deprecated, broken } = diffCatalogues(
  JSON.parse(readFileSync(baselinePath, "utf8")),
  JSON.parse(readFileSync(currentPath, "utf8")),
);
for (const item of added) console.log(`catalogue:check: added ${item.kind} ${item.code}`);
for (const item of deprecated) console.log(`catalogue:check: deprecated ${item.kind} ${item.code} (${item.reason})`);
for (const item of broken) console.error(`catalogue:check: ${item.kind} ${item.code}: ${item.reason}`);
if (broken.length > 0) {
  console.error(
    `catalogue:check: ${broken.length} change(s) break the released catalogue (${baselinePath}); codes are append-only`,
  );
  process.exit(1);
}
console.log(
  `catalogue:check: the released catalogue is intact (${added.length} added, ${deprecated.length} deprecated since)`,
);
