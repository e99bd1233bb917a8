import { createApp } from "./app.js";
import { readCorsOrigins } from "./cors.js";
import { sampleData } from "./data.js";
import { loadDataFile } from "./load-data.js";
import type { ServerData } from "./model.js";
import { type RunningServer, startServer } from "./server.js";

/** The port of `PORT`: digits only, 0 to 65535; 3000 when unset or empty. */
function readPort(text: string | undefined): number | string {
  if (text === undefined || text === "") return 3000;
  const port = /^[0-9]{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return port <= 65535 ? port : `PORT must be an integer from 0 to 65535, got ${JSON.stringify(text)}`;
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
  const data = await readData(process.env["DATA_FILE"]);
  if (typeof data === "string") return fail(data);
  const corsOrigins = readCorsOrigins(process.env["CORS_ORIGINS"]);
  if (typeof corsOrigins === "string") return fail(corsOrigins);
  let server: RunningServer;
  try {
    server = await startServer(createApp(data, { corsOrigins }).fetch, port);
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
