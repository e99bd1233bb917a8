// `npm run size` (part of `npm test`, after the build): size-limit measures
// every bundle of .size-limit.json once (`size-limit --json`), and this script
// fails, one line per offender, when a bundle exceeds its limit or when a
// limit is out of band: less than 4% or more than 10% above the measured
// size. A limit sits about 5% above its bundle, so that a change that grows a
// bundle raises its limit in the same commit, saying why, and a change that
// shrinks one lowers it; a limit far above its bundle guards nothing.
//
//   node scripts/size-headroom.mjs            check (run `npm run build` first)
//   node scripts/size-headroom.mjs --update   rewrite every limit but the floors to 5% above today's size
//
// Sizes are size-limit's: esbuild, minified, gzip, in bytes; a limit is
// written in KB with two decimals, 1 KB = 1000 B (size-limit's bytes-iec).
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Limits held at a floor, not 5% above their bundle: exempt from the band and
 * left alone by --update. "guards with the code list" is the budget the guards
 * are held to (src/core/body/shape.ts, docs/performance.md#bundle-sizes).
 */
export const FLOORS = new Set(["guards with the code list"]);

/** The band a limit must sit in, in percent above the measured size, and where --update puts it. */
export const BAND = { min: 4, max: 10, target: 5 };

/**
 * The limit --update writes for a bundle of `size` bytes: ceil(size x 1.05),
 * rounded up to the 10 B that two decimals of KB can say, in the file's format
 * ("2.95 KB"). Integer arithmetic: 2000 x 1.05 is 2100.0000000000005 in floats.
 *
 * @param {number} size
 * @returns {string}
 */
export function targetLimit(size) {
  const tens = Math.ceil((size * (100 + BAND.target)) / 1000);
  return `${(tens / 100).toFixed(2)} KB`;
}

/**
 * @typedef {{ name: string, passed?: boolean, size?: number, sizeLimit?: number }} SizeResult
 *   one check of `size-limit --json`
 */

/**
 * What is wrong with the measured checks, one line each: a bundle over its
 * limit, a limit outside the band (floors exempt), a check without size or limit.
 *
 * @param {readonly SizeResult[]} results
 * @returns {string[]}
 */
export function headroomProblems(results) {
  const problems = [];
  for (const { name, size, sizeLimit } of results) {
    if (size === undefined || sizeLimit === undefined) {
      problems.push(
        `${name}: no size or no limit (size-limit measured ${size ?? "nothing"}, limit ${sizeLimit ?? "none"})`,
      );
      continue;
    }
    const shown = `${name}: ${size} B, limit ${sizeLimit} B`;
    if (size > sizeLimit) {
      problems.push(`${shown}: over its limit by ${size - sizeLimit} B`);
      continue;
    }
    if (FLOORS.has(name)) continue;
    // Percent above the size, compared in integers: 100 x (limit - size) against min x size.
    const above = 100 * (sizeLimit - size);
    const percent = (above / size).toFixed(1);
    if (above < BAND.min * size || above > BAND.max * size) {
      problems.push(
        `${shown}: ${percent}% above, outside ${BAND.min}-${BAND.max}% (at ${BAND.target}%: ${targetLimit(size)})`,
      );
    }
  }
  return problems;
}

/**
 * The entries of .size-limit.json with every limit but the floors set to
 * `targetLimit` of its measured size; results are matched by name.
 *
 * @template {{ name: string, limit?: string }} Entry
 * @param {readonly Entry[]} entries
 * @param {readonly SizeResult[]} results
 * @returns {Entry[]}
 */
export function updatedEntries(entries, results) {
  const sizes = new Map(results.map((result) => [result.name, result.size]));
  return entries.map((entry) => {
    const size = sizes.get(entry.name);
    if (FLOORS.has(entry.name) || size === undefined) return entry;
    return { ...entry, limit: targetLimit(size) };
  });
}

/** Runs size-limit once, as JSON; exits 1 with its error when it measured nothing. */
function measure(root) {
  const bin = join(dirname(createRequire(import.meta.url).resolve("size-limit/package.json")), "bin.js");
  // size-limit exits 1 when a bundle is over its limit, and still prints every result.
  const run = spawnSync(process.execPath, [bin, "--json"], { cwd: root, encoding: "utf8" });
  let parsed;
  try {
    parsed = JSON.parse(run.stdout);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    console.error(
      `size: size-limit measured nothing (run \`npm run build\` first?)\n${parsed?.error ?? run.stdout}${run.stderr}`,
    );
    process.exit(1);
  }
  return parsed;
}

function main() {
  const root = fileURLToPath(new URL("../", import.meta.url));
  const configPath = join(root, ".size-limit.json");
  const results = measure(root);
  if (process.argv.includes("--update")) {
    const entries = JSON.parse(readFileSync(configPath, "utf8"));
    const updated = updatedEntries(entries, results);
    writeFileSync(configPath, `${JSON.stringify(updated, null, 2)}\n`);
    let changed = 0;
    updated.forEach((entry, index) => {
      const before = entries[index].limit;
      if (entry.limit === before) return;
      changed += 1;
      console.log(`size: ${entry.name}: ${before} -> ${entry.limit}`);
    });
    console.log(`size: ${changed} limits rewritten to ${BAND.target}% above today's size (floors kept)`);
    return;
  }
  const problems = headroomProblems(results);
  if (problems.length > 0) {
    console.error(
      [
        `size: ${problems.length} of ${results.length} limits need a look (a limit sits ${BAND.min}-${BAND.max}% above its bundle):`,
        ...problems.map((problem) => `  ${problem}`),
        "A bundle that grew on purpose: raise its limit in the same commit, saying why in the body;",
        "`node scripts/size-headroom.mjs --update` sets every limit to 5% above today's size (CONTRIBUTING.md).",
      ].join("\n"),
    );
    process.exit(1);
  }
  console.log(
    `size: ${results.length} bundles within their limits, each limit ${BAND.min}-${BAND.max}% above its bundle (${FLOORS.size} floor exempt)`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
