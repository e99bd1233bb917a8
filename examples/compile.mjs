// Compiles the examples (TypeScript) to examples/dist with the project's own tsc, only when they
// or the package's declarations changed, and never leaving a half-written file where a running
// server reads it (scripts/fresh-build.mjs): any number of `npm start` may run at once.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freshBuild } from "../scripts/fresh-build.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));

/**
 * Compiles the examples unless examples/dist is current.
 *
 * @returns what tsc printed when it failed, `""` when the examples are built
 */
export function buildExamples() {
  let printed = "";
  const inputs = [
    ...["reference-server", "client-demo", "express", "fastify"].map((name) => ({ path: `examples/${name}` })),
    { path: "examples/tsconfig.json" },
    { path: "examples/compile.mjs" },
    { path: "tsconfig.json" },
    { path: "scripts/fresh-build.mjs" },
    // The package's types, as the examples import it by name.
    { path: "dist", keep: (file) => file.endsWith(".d.ts") },
    { path: "node_modules/typescript/package.json" },
  ];
  try {
    freshBuild({
      root,
      name: "examples",
      out: "examples/dist",
      inputs,
      build(folder) {
        const tsc = `${root}node_modules/typescript/bin/tsc`;
        const result = spawnSync(process.execPath, [tsc, "-p", `${root}examples/tsconfig.json`, "--outDir", folder], {
          encoding: "utf8",
        });
        if (result.status !== 0) {
          printed =
            `${result.stdout ?? ""}${result.stderr ?? ""}${result.error?.message ?? ""}` ||
            `tsc exited with ${result.status}`;
          throw new Error("compiling the examples failed");
        }
      },
    });
  } catch (error) {
    return printed || String(error);
  }
  return "";
}

/** Compiles the examples unless they are current; exits the process with tsc's output when it fails. */
export function compileExamples() {
  const printed = buildExamples();
  if (printed !== "") {
    process.stderr.write(printed);
    process.stderr.write("\ncannot start: compiling the examples failed (did `npm run build` run first?)\n");
    process.exit(1);
  }
}
