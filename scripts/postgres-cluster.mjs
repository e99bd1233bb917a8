// A throwaway PostgreSQL cluster from the installed server binaries, for the tests
// (test/support/postgres.ts, vitest.config.ts) and the benchmarks (bench/server.bench.mjs):
// `initdb --no-sync` in a temporary directory, then `pg_ctl start` listening on a Unix
// socket in that directory only, with fsync off. As root, the binaries run as the
// `postgres` user (initdb refuses root). Not part of the package: plain ESM, typed by
// postgres-cluster.d.mts for the TypeScript that imports it.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
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
 * done when the process exits; a second call does nothing).
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
  };
  process.on("exit", stop);
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
