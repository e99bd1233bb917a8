// Types of pgbouncer.mjs (plain ESM, not part of the package), for the TypeScript that imports it.

/** The PgBouncer binary: `PGBOUNCER` when set and present, else Debian's `/usr/sbin/pgbouncer`, else `undefined`. */
export function pgbouncerBinary(): string | undefined;

/**
 * A started PgBouncer: the directory of its socket, configuration and log, the URL of
 * database `postgres` through it, and how to stop it (also done when the process exits;
 * a second call does nothing).
 */
export interface Bouncer {
  readonly dir: string;
  readonly url: string;
  stop(): void;
}

/**
 * Starts PgBouncer in transaction pooling mode in front of the PostgreSQL server `serverUrl`
 * names (`postgres://user:password@host:port/database`, a Unix socket directory as `?host=`),
 * with at most `poolSize` (default 20) server connections per database and user. Clients
 * connect without a password. Throws (after cleaning up) when it does not start.
 */
export function startPgBouncer(binary: string, serverUrl: string, poolSize?: number): Bouncer;
