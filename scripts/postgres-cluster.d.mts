// Types of postgres-cluster.mjs (plain ESM, not part of the package), for the TypeScript that imports it.

/**
 * The `bin` directory of `PG_BIN` when it holds `initdb`, else the newest one of
 * Debian's PostgreSQL packages (`/usr/lib/postgresql/<major>/bin`), else `undefined`.
 */
export function serverBinaries(): string | undefined;

/**
 * A started cluster: the directory that holds its data and its socket (the `host`
 * to connect to, as user `postgres`, database `postgres`), the same as a URL, and
 * how to stop it (also done when the process exits or gets SIGTERM or SIGINT; a
 * second call does nothing).
 */
export interface Cluster {
  readonly dir: string;
  readonly url: string;
  stop(): void;
}

/**
 * Starts a throwaway cluster with the binaries in `bin`, in a new temporary
 * directory whose name starts with `prefix` (default `pg-cluster-`). Throws
 * (after cleaning up) when a binary fails.
 */
export function startCluster(bin: string, prefix?: string): Cluster;
