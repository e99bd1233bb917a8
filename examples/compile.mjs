// Compiles the examples (TypeScript) to examples/dist with the project's own tsc.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));

/** Runs `tsc -p examples/tsconfig.json`; exits the process with tsc's output when it fails. */
export function compileExamples() {
  const tsc = fileURLToPath(new URL("../node_modules/typescript/bin/tsc", import.meta.url));
  const result = spawnSync(process.execPath, [tsc, "-p", `${here}tsconfig.json`], { encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    process.stderr.write("cannot start: compiling the examples failed (did `npm run build` run first?)\n");
    process.exit(1);
  }
}
