// Builds an output folder (dist/, examples/dist/) only when its inputs changed, and never leaves
// a half-written file where a running program reads it. Any number of `npm start` may run at once
// from one checkout (docs/package.md, "Starting and building").
//
// - Current or not: a SHA-256 of every input file's path and bytes (about 2 MB, a few ms), kept
//   in temp/build-stamps/<name>.json with the list of files the build wrote. Content, not mtimes:
//   a checkout, a copy or `touch` changes mtimes without changing what the build would write.
// - Atomic: the build writes into a temporary sibling folder (same depth, so the source maps'
//   relative paths are the same), then every file is renamed into place (rename(2) replaces a
//   file atomically); a file whose bytes are already there is left alone, mtime included.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";

/** Every file under `path` (or `path` itself), sorted, as absolute paths; none when it is missing. */
function filesUnder(path, keep = () => true) {
  if (!existsSync(path)) return [];
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (keep(full)) found.push(full);
    }
  };
  try {
    walk(path);
  } catch (error) {
    if (error.code !== "ENOTDIR") throw error;
    found.push(path);
  }
  return found.sort();
}

/**
 * The digest of the inputs: each `{ path, keep? }` (relative to `root`), every file's relative
 * path and bytes. A missing input counts as empty, its name still counted.
 */
export function inputsDigest(root, inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    hash.update(`${input.path}\0`);
    for (const file of filesUnder(join(root, input.path), input.keep)) {
      hash.update(relative(root, file).split(sep).join("/"));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

/** Writes `text` to `path` through a temporary name and a rename, so that no reader sees half of it. */
export function writeAtomically(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

function readStamp(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Builds `out` (relative to `root`) with `build(folder)` unless the stamp says the inputs have not
 * changed since the last build and every file it wrote is still there.
 *
 * @returns `true` when it built, `false` when the output was current
 */
export function freshBuild({ root, name, out, inputs, build }) {
  const digest = inputsDigest(root, inputs);
  const stampPath = join(root, "temp", "build-stamps", `${name}.json`);
  const outDir = join(root, out);
  const stamp = readStamp(stampPath);
  if (stamp?.digest === digest && stamp.files.every((file) => existsSync(join(outDir, file)))) return false;
  console.error(`${name}: building ${out}/ (its sources changed since the last build, or it is missing)`);
  const folder = join(
    dirname(outDir),
    `.${basename(outDir)}.building-${process.pid}-${randomBytes(4).toString("hex")}`,
  );
  try {
    build(folder);
    const files = filesUnder(folder).map((file) => relative(folder, file));
    for (const file of files) {
      const target = join(outDir, file);
      const bytes = readFileSync(join(folder, file));
      if (existsSync(target) && readFileSync(target).equals(bytes)) continue;
      mkdirSync(dirname(target), { recursive: true });
      renameSync(join(folder, file), target);
    }
    // Files of an older build that this one no longer writes (a module that was removed).
    const written = new Set(files);
    for (const file of filesUnder(outDir)) {
      if (!written.has(relative(outDir, file))) rmSync(file, { force: true });
    }
    writeAtomically(
      stampPath,
      `${JSON.stringify({ digest, files: files.map((file) => file.split(sep).join("/")) })}\n`,
    );
    return true;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
