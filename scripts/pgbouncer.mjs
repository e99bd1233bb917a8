// A throwaway PgBouncer in front of a throwaway PostgreSQL cluster (scripts/postgres-cluster.mjs), for the
// tests (test/support/e2e.ts) and anyone trying the pooled deployment: transaction pooling, listening on a
// Unix socket in a new temporary directory only, trusting every user as the cluster does. As root, PgBouncer
// runs as the `postgres` user (it refuses root), as the cluster's binaries do. Not part of the package: plain
// ESM, typed by pgbouncer.d.mts.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The PgBouncer binary: `PGBOUNCER` when set and present, else Debian's `/usr/sbin/pgbouncer`, else `undefined`.
 *
 * @returns {string | undefined}
 */
export function pgbouncerBinary() {
  const fromEnv = process.env.PGBOUNCER;
  if (fromEnv !== undefined && fromEnv !== "" && existsSync(fromEnv)) return fromEnv;
  return existsSync("/usr/sbin/pgbouncer") ? "/usr/sbin/pgbouncer" : undefined;
}

/** The signals that stop PgBouncer before they end the process. */
const SIGNALS = /** @type {const} */ (["SIGTERM", "SIGINT"]);

/** The port in the socket's name (`.s.PGSQL.6432`): the socket is in a directory of its own, so it never collides. */
const PORT = 6432;

/**
 * A started PgBouncer: the directory of its socket, configuration and log, the URL of database
 * `postgres` through it, and how to stop it (also done when the process exits; a second call does nothing).
 *
 * @typedef {{ readonly dir: string, readonly url: string, stop(): void }} Bouncer
 */

/**
 * The user, and the `[databases]` entry of every database of the server `serverUrl` names
 * (`postgres://user:password@host:port/database`, a Unix socket directory as `?host=`).
 *
 * @param {string} serverUrl
 */
function serverOf(serverUrl) {
  // `postgres://user@/db?host=/dir` has no host part, which URL refuses: the socket directory stands for it.
  const url = new URL(serverUrl.replace(/^(postgres(?:ql)?:\/\/(?:[^@/]*@)?)\//, "$1localhost/"));
  const host = url.searchParams.get("host") || decodeURIComponent(url.hostname);
  const port = url.searchParams.get("port") || url.port;
  const user = decodeURIComponent(url.username) || "postgres";
  const password = decodeURIComponent(url.password);
  const pairs = [`host=${host}`, ...(port ? [`port=${port}`] : []), `user=${user}`];
  if (password !== "") pairs.push(`password=${password}`);
  return { user, entry: `* = ${pairs.join(" ")}` };
}

/**
 * Starts PgBouncer in transaction pooling mode in front of the PostgreSQL server
 * `serverUrl` names (a throwaway cluster's `url`, say), with at most `poolSize` server
 * connections per database and user. Clients connect without a password. Throws (after
 * cleaning up) when it does not start.
 *
 * @param {string} binary - see {@link pgbouncerBinary}
 * @param {string} serverUrl - the server, `postgres://user:password@host:port/database`
 * @param {number} [poolSize]
 * @returns {Bouncer}
 */
export function startPgBouncer(binary, serverUrl, poolSize = 20) {
  // Read first: a URL it cannot read throws before anything is created.
  const server = serverOf(serverUrl);
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "pgbouncer-"));
  if (asPostgres) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const pidFile = join(dir, "pgbouncer.pid");
  const ini = join(dir, "pgbouncer.ini");
  // With auth_type trust, PgBouncer still knows only the users of its auth_file.
  writeFileSync(join(dir, "userlist.txt"), `"${server.user.replaceAll('"', '""')}" ""\n`);
  writeFileSync(
    ini,
    [
      "[databases]",
      server.entry,
      "[pgbouncer]",
      // No TCP: the Unix socket in `dir` only.
      "listen_addr =",
      `listen_port = ${PORT}`,
      `unix_socket_dir = ${dir}`,
      "auth_type = trust",
      `auth_file = ${join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      // The admin console (database `pgbouncer`: SHOW POOLS, SHOW STATS) for the same user.
      `admin_users = ${server.user}`,
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 1000",
      `logfile = ${join(dir, "pgbouncer.log")}`,
      `pidfile = ${pidFile}`,
      ...(asPostgres ? ["user = postgres"] : []),
      "",
    ].join("\n"),
  );
  // Readable by PgBouncer running as `postgres`; the directory itself is closed to others.
  for (const file of ["userlist.txt", "pgbouncer.ini"]) chmodSync(join(dir, file), 0o644);
  const stop = () => {
    try {
      const pid = Number(readFileSync(pidFile, "utf8").trim());
      if (pid > 0) process.kill(pid, "SIGTERM");
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
    process.off("exit", stop);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
  // As the cluster does (postgres-cluster.mjs): stopped on SIGTERM and SIGINT too, then the
  // process ends as the signal would have ended it (unless something else listens for it).
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    stop();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on("exit", stop);
  for (const signal of SIGNALS) process.once(signal, onSignal);
  try {
    // -d: PgBouncer daemonizes once it listens, so the socket exists when this returns.
    execFileSync(binary, ["-d", ini], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const log = existsSync(join(dir, "pgbouncer.log")) ? readFileSync(join(dir, "pgbouncer.log"), "utf8") : "";
    stop();
    throw new Error(`PgBouncer did not start: ${error.message}\n${log}`);
  }
  const user = encodeURIComponent(server.user);
  return { dir, url: `postgres://${user}@/postgres?host=${encodeURIComponent(dir)}&port=${PORT}`, stop };
}
