import { createApp } from "./app.js";
import { sampleData } from "./data.js";
import { loadDataFile } from "./load-data.js";
import type { ServerData } from "./model.js";
import { DEFAULT_LIMITS, type RunningServer, type ServerLimits, startServer } from "./server.js";

/** The port of `PORT`: digits only, 0 to 65535; 3000 when unset or empty. */
function readPort(text: string | undefined): number | string {
  if (text === undefined || text === "") return 3000;
  const port = /^[0-9]{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return port <= 65535 ? port : `PORT must be an integer from 0 to 65535, got ${JSON.stringify(text)}`;
}

/** A whole number of `name` from `min` to `max`; `fallback` when unset or empty. */
function readWhole(name: string, min: number, max: number, fallback: number): number | string {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = /^[0-9]{1,9}$/.test(text) ? Number(text) : Number.NaN;
  return value >= min && value <= max
    ? value
    : `${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`;
}

/** The server's bounds from the environment, or what is wrong with them. */
function readLimits(): ServerLimits | string {
  const day = 86_400_000;
  const limits = {
    headersTimeoutMs: readWhole("HEADERS_TIMEOUT_MS", 1, day, DEFAULT_LIMITS.headersTimeoutMs),
    requestTimeoutMs: readWhole("REQUEST_TIMEOUT_MS", 1, day, DEFAULT_LIMITS.requestTimeoutMs),
    keepAliveTimeoutMs: readWhole("KEEP_ALIVE_TIMEOUT_MS", 1, day, DEFAULT_LIMITS.keepAliveTimeoutMs),
    maxConnections: readWhole("MAX_CONNECTIONS", 1, 1_000_000, DEFAULT_LIMITS.maxConnections),
    graceMs: readWhole("SHUTDOWN_GRACE_MS", 0, day, DEFAULT_LIMITS.graceMs),
  };
  for (const value of Object.values(limits)) if (typeof value === "string") return value;
  return limits as ServerLimits;
}

async function readData(path: string | undefined): Promise<ServerData | string> {
  if (path === undefined || path === "") return sampleData();
  const loaded = await loadDataFile(path);
  return loaded.ok ? loaded.data : loaded.message;
}

function fail(problem: string): void {
  console.error(`cannot start: ${problem}`);
  process.exitCode = 1;
}

/** Starts the reference server from the environment; the exit code tells whether it started. */
async function main(): Promise<void> {
  const port = readPort(process.env["PORT"]);
  if (typeof port === "string") return fail(port);
  const limits = readLimits();
  if (typeof limits === "string") return fail(limits);
  const data = await readData(process.env["DATA_FILE"]);
  if (typeof data === "string") return fail(data);
  let server: RunningServer;
  try {
    server = await startServer(createApp(data).fetch, port, limits);
  } catch (error) {
    return fail(`cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`);
  }
  console.log(`listening on ${server.url}`);
  // A second signal while stopping takes the default action: it ends the process at once.
  const stop = (signal: NodeJS.Signals) => {
    console.error(`${signal}: stopping`);
    server.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

await main();
