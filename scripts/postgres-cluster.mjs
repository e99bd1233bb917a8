// A throwaway PostgreSQL cluster from the installed server binaries, for the tests
// (test/support/postgres.ts, vitest.config.ts) and the benchmarks (bench/server.bench.mjs):
// `initdb --no-sync` in a temporary directory, then `pg_ctl start` listening on a Unix
// socket in that directory only, with fsync off. As root, the binaries run as the
// `postgres` user (initdb refuses root). Not part of the package: plain ESM, typed by
// postgres-cluster.d.mts for the TypeScript that imports it.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The `bin` directory of `PG_BIN` when it holds `initdb`, else the newest one of
 * Debian's PostgreSQL packages (`/usr/lib/postgresql/<major>/bin`), else `undefined`.
 *
 * @returns {string | undefined}
 */
export function serverBinaries() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv !== undefined && existsSync(join(fromEnv, "initdb"))) return fromEnv;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin");
}

/** The signals that stop a cluster before they end the process. */
const SIGNALS = /** @type {const} */ (["SIGTERM", "SIGINT"]);

/**
 * Runs a server binary, as the `postgres` user when `asPostgres`.
 *
 * @param {boolean} asPostgres
 * @param {string} file
 * @param {string[]} args
 */
function runAs(asPostgres, file, args) {
  const [command, commandArgs] = asPostgres ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  execFileSync(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * A started cluster: the directory that holds its data and its socket (the `host`
 * to connect to, as user `postgres`, database `postgres`), the same as a URL, and
 * how to stop it (`pg_ctl stop -m immediate`, then the directory is removed; also
 * done when the process exits or gets SIGTERM or SIGINT; a second call does nothing).
 *
 * @typedef {{ readonly dir: string, readonly url: string, stop(): void }} Cluster
 */

/**
 * Starts a throwaway cluster with the binaries in `bin` (see {@link serverBinaries}),
 * in a new temporary directory whose name starts with `prefix`. Throws (after
 * cleaning up) when a binary fails.
 *
 * @param {string} bin
 * @param {string} [prefix]
 * @returns {Cluster}
 */
export function startCluster(bin, prefix = "pg-cluster-") {
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (asPostgres) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, "data");
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        runAs(asPostgres, join(bin, "pg_ctl"), ["-D", data, "stop", "-m", "immediate", "-w"]);
      } catch {
        // Already gone.
      }
    }
    rmSync(dir, { recursive: true, force: true });
    process.off("exit", stop);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  // Vitest ends its worker processes with SIGTERM (and SIGKILL 500 ms later), a terminal with
  // SIGINT: neither runs the "exit" listeners. On them the server gets SIGQUIT (PostgreSQL's
  // immediate shutdown) without waiting for it, the directory is removed, and the process then
  // ends as the signal would have ended it (unless something else listens for the signal).
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    if (started) {
      started = false;
      try {
        const pid = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
        if (pid > 0) process.kill(pid, "SIGQUIT");
      } catch {
        // Not running.
      }
    }
    try {
      stop();
    } catch {
      // The directory could not be removed while the server ended: left in the temp folder.
    }
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on("exit", stop);
  for (const signal of SIGNALS) process.once(signal, onSignal);
  try {
    runAs(asPostgres, join(bin, "initdb"), [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
    started = true;
    runAs(asPostgres, join(bin, "pg_ctl"), [
      "-D",
      data,
      "-o",
      `-k ${dir} -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      "-l",
      join(dir, "log"),
      "-w",
      "start",
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { dir, url: `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}`, stop };
}
