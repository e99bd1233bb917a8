import { type BuildOptions, build } from "esbuild";

/** What a bundle holds: its minified code and the files that put bytes in it. */
export interface Bundled {
  readonly code: string;
  readonly inputs: string[];
}

/**
 * Bundles `contents` (a JS module, resolved from the working directory, so that the package name reaches
 * `dist/` through package.json "exports") as a user's bundler would for production: minified ESM, one
 * output in memory. `options` adds what a caller needs beyond that (a platform, a charset).
 */
export async function bundleSource(
  contents: string,
  options: Pick<BuildOptions, "platform" | "charset"> = {},
): Promise<Bundled> {
  const result = await build({
    ...options,
    stdin: { contents, resolveDir: process.cwd(), loader: "js" },
    // A user's project, not this one: the root tsconfig.json's paths map the package's name onto src/.
    tsconfigRaw: {},
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    metafile: true,
    logLevel: "silent",
  });
  const output = result.outputFiles[0];
  const meta = Object.values(result.metafile.outputs)[0];
  if (output === undefined || meta === undefined) throw new Error("esbuild wrote no output");
  const inputs = Object.entries(meta.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  return { code: output.text, inputs };
}
