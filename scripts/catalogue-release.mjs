// `npm run catalogue:release`: records the catalogue as released. The only
// writer of etc/catalogue.baseline.json, the released catalogue that
// `npm run catalogue:check` compares the definition with. Builds nothing: run
// `npm run build` first; it reads dist/catalogue.json, refuses a catalogue that
// breaks the released one (as the check does), then
//   - writes the baseline: the catalogue without `$schema`, with `version`
//     (package.json's), every object's keys sorted, 2-space JSON;
//   - writes the version's section of CHANGELOG.md: for the first release one
//     line per kind (how many codes), after it "### Catalogue" with the codes
//     added and deprecated since the previous baseline (`diffCatalogues` of api-error-model/catalogue).
//     The section goes above the previous releases, below "## Unreleased", and
//     replaces the version's catalogue section when there is one.
// A version is released once: a second run with the same version and new codes
// asks for a new version in package.json.
//
//   node scripts/catalogue-release.mjs [--current PATH] [--baseline PATH] [--changelog PATH]
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
    console.error(`catalogue:release: --${name} needs a path`);
    process.exit(2);
  }
  return resolve(value);
}

/** `value` with the keys of every object sorted (arrays keep their order): a stable file. */
function sortedKeys(value) {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(value[key])]),
  );
}

const currentPath = option("current", "dist/catalogue.json");
const baselinePath = option("baseline", "etc/catalogue.baseline.json");
const changelogPath = option("changelog", "CHANGELOG.md");
if (!existsSync(currentPath)) {
  console.error(`catalogue:release: ${currentPath} is missing; run \`npm run build\` first`);
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8"));
const { $schema: _schema, ...current } = JSON.parse(readFileSync(currentPath, "utf8"));
const previous = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, "utf8")) : undefined;
const { added, deprecated, broken } = diffCatalogues(previous ?? {}, current);
if (broken.length > 0) {
  for (const item of broken) console.error(`catalogue:release: ${item.kind} ${item.code}: ${item.reason}`);
  console.error("catalogue:release: the catalogue breaks the released one; nothing written");
  process.exit(1);
}

const baseline = `${JSON.stringify(sortedKeys({ version, ...current }), null, 2)}\n`;
if (previous !== undefined && previous.version === version) {
  if (added.length > 0 || deprecated.length > 0) {
    console.error(
      `catalogue:release: ${version} is released already and the catalogue has changed since; set the next version in package.json first`,
    );
    process.exit(1);
  }
  if (readFileSync(baselinePath, "utf8") === baseline) {
    console.log(`catalogue:release: ${version} is released already; nothing to write`);
    process.exit(0);
  }
}
writeFileSync(baselinePath, baseline);

/** The code of an item as a changelog line. */
const line = (item) => `- \`${item.code}\` (${item.kind})${item.reason === undefined ? "" : `: ${item.reason}`}`;
const count = (entries) => Object.keys(entries ?? {}).length;
const body =
  previous === undefined
    ? [
        `- ${count(current.violations)} violation codes`,
        `- ${count(current.attributes)} constraint attributes`,
        `- ${count(current.baseErrors)} base error codes (and the ${count(current.constraintViolations)} codes of a constraint violations error)`,
      ]
    : [
        "### Catalogue",
        "",
        ...(added.length > 0 ? ["Added:", "", ...added.map(line), ""] : []),
        ...(deprecated.length > 0 ? ["Deprecated:", "", ...deprecated.map(line), ""] : []),
        ...(added.length === 0 && deprecated.length === 0 ? ["No code added or deprecated.", ""] : []),
      ];
const heading = `## ${version} — catalogue`;
const section = `${[heading, "", ...body].join("\n").trimEnd()}\n`;

const INTRO = `# Changelog

All notable changes to this project are documented here, in the style of
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/); versions follow
[Semantic Versioning](https://semver.org/). The catalogue sections are written by
\`npm run catalogue:release\` from the released catalogue (etc/catalogue.baseline.json).

## Unreleased
`;
const changelog = existsSync(changelogPath) ? readFileSync(changelogPath, "utf8") : INTRO;
const lines = changelog.split("\n");
const headings = lines.flatMap((text, index) => (text.startsWith("## ") ? [index] : []));
const own = headings.find((index) => lines[index] === heading);
let updated;
if (own !== undefined) {
  const end = headings.find((index) => index > own) ?? lines.length;
  const after = lines.slice(end).join("\n");
  updated = `${lines.slice(0, own).join("\n")}\n${section}${after === "" ? "" : `\n${after}`}`;
} else {
  const next = headings.find((index) => !/^## Unreleased\b/i.test(lines[index] ?? ""));
  if (next === undefined) updated = `${changelog.trimEnd()}\n\n${section}`;
  else updated = `${lines.slice(0, next).join("\n")}\n${section}\n${lines.slice(next).join("\n")}`;
}
writeFileSync(changelogPath, updated.replace(/\n{3,}/g, "\n\n"));
console.log(
  `catalogue:release: ${version}: wrote ${baselinePath} (${added.length} added, ${deprecated.length} deprecated) and its section of ${changelogPath}`,
);
