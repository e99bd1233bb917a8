/**
 * One ESM bundle of an entry file with esbuild, Rollup (with @rollup/plugin-node-resolve, as
 * a Rollup user configures it) or Vite (library mode), minified as for production where the
 * bundler does that itself (esbuild, Vite), and the modules that contribute code to it.
 */
import { relative } from "node:path";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { build as esbuild } from "esbuild";
import { type OutputChunk, rollup } from "rollup";
import { build as vite } from "vite";
import { ROOT } from "./harness.js";

/** A bundler of the matrix. */
export type Bundler = "esbuild" | "rollup" | "vite";

/** The bundlers of the matrix, with their pinned versions. */
export const BUNDLERS: readonly { readonly name: Bundler; readonly label: string }[] = [
  { name: "esbuild", label: "esbuild 0.28.2" },
  { name: "rollup", label: "Rollup 4.68.8 + @rollup/plugin-node-resolve 16.0.3" },
  { name: "vite", label: "Vite 7.3.8 (library mode)" },
];

/** A bundle: its code and the modules that put code in it (paths relative to the repository). */
export interface Bundle {
  readonly code: string;
  readonly inputs: readonly string[];
}

/** A module id of a bundler as a path relative to the repository root. */
function repoPath(id: string): string {
  return relative(ROOT, id).split("\\").join("/");
}

function fromChunk(chunk: OutputChunk): Bundle {
  const inputs = Object.entries(chunk.modules).filter(([, module]) => module.renderedLength > 0);
  return { code: chunk.code, inputs: inputs.map(([id]) => repoPath(id)) };
}

async function withEsbuild(entry: string): Promise<Bundle> {
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "neutral",
    metafile: true,
    logLevel: "silent",
    // A user's project, not this one: the root tsconfig.json's paths map the package's name onto src/.
    tsconfigRaw: {},
  });
  const output = result.outputFiles[0];
  const outputMeta = Object.values(result.metafile.outputs)[0];
  if (output === undefined || outputMeta === undefined) throw new Error("esbuild wrote no output");
  // esbuild reads every module an `export *` names; only those with bytes in the output count.
  const inputs = Object.entries(outputMeta.inputs).filter(([, input]) => input.bytesInOutput > 0);
  return { code: output.text, inputs: inputs.map(([file]) => repoPath(file)) };
}

async function withRollup(entry: string): Promise<Bundle> {
  const bundle = await rollup({ input: entry, plugins: [nodeResolve()], logLevel: "silent" });
  try {
    const { output } = await bundle.generate({ format: "es" });
    return fromChunk(output[0]);
  } finally {
    await bundle.close();
  }
}

async function withVite(entry: string): Promise<Bundle> {
  const result = await vite({
    configFile: false,
    root: ROOT,
    logLevel: "silent",
    build: {
      lib: { entry, formats: ["es"] },
      write: false,
      minify: "esbuild",
      target: "es2022",
      reportCompressedSize: false,
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const first = outputs[0];
  if (first === undefined || !("output" in first)) throw new Error("vite wrote no output");
  return fromChunk(first.output[0]);
}

/**
 * Bundles `entry` (a file that imports the package by name from its folder's node_modules) into
 * one ESM module.
 */
export function bundle(bundler: Bundler, entry: string): Promise<Bundle> {
  if (bundler === "esbuild") return withEsbuild(entry);
  if (bundler === "rollup") return withRollup(entry);
  return withVite(entry);
}
