import { openServer, schemaNameProblem } from "./database.js";
import { parseUserCount, seedUsers } from "./seed-users.js";

/** What `--help` prints. */
const HELP = `npm run seed -- N: fills a PostgreSQL database with N generated users for the reference server.

Environment variables (those of the server, npm start --help):
  DATABASE_URL     the PostgreSQL server, postgres://user:password@host:5432/database (required)
  DATABASE_SCHEMA  the schema that holds the tables, created with them when absent (default public)

The users table must be empty; the users are those of the sample data, round after round,
the same on every run. Ends with VACUUM (ANALYZE). Then start the server on the same
DATABASE_URL and DATABASE_SCHEMA: it serves them.
`;

function fail(problem: string): void {
  console.error(`cannot seed: ${problem}`);
  process.exitCode = 1;
}

/** A progress line: rewritten in place on a terminal, every tenth of the way otherwise. */
function progressReporter(count: number): (loaded: number, step?: string) => void {
  const terminal = process.stderr.isTTY === true;
  let shown = -1;
  return (loaded, step) => {
    if (step !== undefined) {
      process.stderr.write(`${terminal ? "\r\u001b[K" : ""}seed: ${step}${terminal ? "" : "\n"}`);
      return;
    }
    const percent = Math.floor((loaded / count) * 100);
    if (terminal) process.stderr.write(`\r\u001b[Kseed: ${loaded} of ${count} users (${percent}%)`);
    else if (Math.floor(percent / 10) > shown) {
      shown = Math.floor(percent / 10);
      process.stderr.write(`seed: ${loaded} of ${count} users (${percent}%)\n`);
    }
  };
}

/** Seeds from the command line and the environment; the exit code tells whether it did. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(HELP);
    return;
  }
  if (args.length > 1) return fail(`one argument, the number of users; got ${args.length}`);
  const count = parseUserCount(args[0]);
  if (typeof count === "string") return fail(count);
  const url = process.env["DATABASE_URL"];
  if (url === undefined || url === "") {
    return fail(
      "DATABASE_URL is not set: the seed fills a PostgreSQL server (the embedded database lives only in the server's process)",
    );
  }
  const schema = process.env["DATABASE_SCHEMA"] || "public";
  const schemaProblem = schemaNameProblem(schema);
  if (schemaProblem !== undefined) return fail(schemaProblem);
  const db = openServer(url, 1);
  try {
    const result = await seedUsers(db, schema, count, progressReporter(count));
    if (process.stderr.isTTY) process.stderr.write("\r\u001b[K");
    if (!result.ok) return fail(result.message);
    console.log(`seeded ${count} users into schema ${schema} in ${(result.ms / 1000).toFixed(1)} s`);
  } catch (error) {
    // Never the URL: it may hold a password.
    fail(`the PostgreSQL server of DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await db.close();
  }
}

await main();
