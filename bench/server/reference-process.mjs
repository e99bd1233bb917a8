// The reference server (examples/dist, compiled by the bench runner) in a process of its own,
// for the groups that time it over HTTP from outside.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The compiled reference server's folder. */
export const REFERENCE_DIST = fileURLToPath(new URL("../../examples/dist/reference-server/", import.meta.url));

/**
 * Starts `main.js` on a free port with the built-in data off and `env` on top of this process's
 * environment; resolves with the process and its URL once it listens.
 */
export function startReferenceProcess(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${REFERENCE_DIST}main.js`], {
      env: { ...process.env, PORT: "0", DATA_FILE: "", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text) => {
      const match = /listening on (\S+)/.exec(text);
      if (match) resolve({ child, url: match[1] });
    });
    child.once("exit", (code) => reject(new Error(`the reference server exited with ${code}`)));
  });
}
