// `npm run bench`: every benchmark group, then the table of results, the
// table of goals and the allocation check.
//
// Each comparison happens in one process (tinybench, rows in alternating
// order, after warm-up, medians over several rounds). How V8 compiles a
// nanosecond-scale function differs from one process to the next (by up to
// 30% here), more than from one round to the next, so the whole set runs in
// several fresh processes and the tables show the median over them of what
// each process measured; the goal table lists every process's ratio too.
//
// Exits 0 even when a goal is missed (the machine is shared and noisy); set
// BENCH_STRICT=1 to exit 1 on a miss. Environment: BENCH_PROCESSES (default
// 3), BENCH_ROUNDS (per process, default 4), BENCH_TIME (ms per row per round,
// default 100), BENCH_WARMUP (ms, default 60), BENCH_ONLY (a substring of the
// group titles, "allocation", "linearity", "accept-language", "sql scale", "server", "postgres scale", "throughput" or
// "body nesting"; see bench/postgres-scale.mjs for BENCH_SCALE_SIZES and its other settings),
// BENCH_VERBOSE=1 (every round's ops/s), BENCH_LINEARITY_ROUNDS (the linearity group:
// samples per size, default 15), BENCH_SQL_MILLION=1 (the SQL scale group at 10^6 rows too:
// minutes), BENCH_SERVER_SECONDS and BENCH_SERVER_ROUNDS (the throughput group: seconds of
// load per route per server per round, default 3; rounds, default 2), BENCH_SERVER_ROUTES
// (the throughput group: only the routes whose name contains this text), BENCH_NESTING_ROUNDS
// (the nesting group: rounds, default 7).
import { spawnSync } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import * as api from "api-error-model";
import { compileExamples } from "../examples/compile.mjs";
import { serverBinaries, startCluster } from "../scripts/postgres-cluster.mjs";
import { allocationRows, allocationTable } from "./allocation.mjs";
import * as errorBody from "./error-body.bench.mjs";
import { smallBaseError, violations3 } from "./fixtures.mjs";
import { deserialize, goalTable, resultTable, runGroups, serialize, settings } from "./harness.mjs";
import { runLinearity } from "./linearity.mjs";
import { runNesting } from "./server/nesting.mjs";
import { runServerThroughput } from "./server/throughput.mjs";

const suites = [errorBody];
const skipped = [];

// The list-query suites join when that entry exports what they time.
for (const path of ["./filter.bench.mjs", "./list-query.bench.mjs", "./sql.bench.mjs"]) {
  try {
    const suite = await import(path);
    if (suite.available) suites.push(suite);
    else skipped.push(`skipped ${path}: ${suite.unavailableReason}`);
  } catch (error) {
    skipped.push(`skipped ${path}: ${error.message}`);
  }
}

const only = process.env.BENCH_ONLY;
const groups = suites.flatMap((s) => s.groups).filter((g) => only === undefined || g.title.includes(only));
const RESULT = "BENCH_RESULT ";

if (process.env.BENCH_CHILD === "1") {
  const results = await runGroups(groups, (line) => console.error(`  ${line}`));
  process.stdout.write(`${RESULT}${serialize(results)}\n`);
} else {
  await main();
}

async function main() {
  const processes = Number(process.env.BENCH_PROCESSES ?? 3);
  for (const line of skipped) console.log(line);
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(
    `Node ${process.version}, ${os.cpus().length} x ${cpu}, ${os.platform()} ${os.arch()}; ` +
      `${processes} processes x ${settings.rounds} rounds, ${settings.time} ms per row per round; medians`,
  );
  const started = performance.now();
  const runs = [];
  if (groups.length > 0) {
    for (let i = 1; i <= processes; i++) {
      console.error(`process ${i}/${processes}`);
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
        env: { ...process.env, BENCH_CHILD: "1" },
        stdio: ["ignore", "pipe", "inherit"],
        encoding: "utf8",
        maxBuffer: 1 << 24,
      });
      const line = child.stdout.split("\n").find((l) => l.startsWith(RESULT));
      if (child.status !== 0 || line === undefined) throw new Error(`benchmark process ${i} failed (${child.status})`);
      runs.push(deserialize(line.slice(RESULT.length)));
    }
    console.log(`\n${resultTable(groups, runs)}\n`);
  }

  // A goal whose groups BENCH_ONLY left out throws when measured: leave it out too.
  const measurable = (goal) => {
    try {
      goal.measure(runs[0]);
      return true;
    } catch {
      return false;
    }
  };
  const goals = runs.length === 0 ? [] : suites.flatMap((s) => s.goals).filter(measurable);
  let missed = 0;
  let met = 0;
  if (goals.length > 0) {
    const table = goalTable(goals, runs);
    console.log(`${table.text}\n`);
    missed += table.missed;
    met += goals.length - table.missed;
  }
  if (only === undefined || "allocation".includes(only)) {
    const rows = await allocationRows(api, { "base error": smallBaseError, "3 violations": violations3 });
    console.log(`${allocationTable(rows)}\n`);
    for (const row of rows.filter((r) => r.expectNone)) {
      if (row.collections === 0) met++;
      else missed++;
    }
  }
  // The linearity group: parsers and errorFromResponse at 1x and 4x (or 8x) the input (its own table and goals).
  if (only === undefined || "linearity".includes(only)) {
    const linearity = await runLinearity();
    console.log(`${linearity.text}\n`);
    met += linearity.met;
    missed += linearity.missed;
  }
  // negotiateLocale on the worst Accept-Language of each shape at 1,024 and 4,095 characters.
  if (only === undefined || "accept-language".includes(only)) {
    const negotiation = await runLinearity(console.error, "accept-language");
    console.log(`${negotiation.text}\n`);
    met += negotiation.met;
    missed += negotiation.missed;
  }
  // The SQL scale group: async pages from PGlite against paginate (its own table, no goals).
  if (only === undefined || "sql scale".includes(only)) {
    const { run } = await import("./sql-scale.mjs");
    console.log(`${await run()}\n`);
  }
  if (only === undefined || "server".includes(only)) {
    // The reference server on PostgreSQL: its own process (it loads up to 10^6 users), its own table.
    console.log("Reference server pages over HTTP (bench/server.bench.mjs)");
    const server = spawnSync(process.execPath, [fileURLToPath(new URL("server.bench.mjs", import.meta.url))], {
      stdio: "inherit",
    });
    if (server.status !== 0) missed++;
  }
  if (only === undefined || "postgres scale".includes(only)) {
    // 10^4 and 10^6 users from the seed, served by the reference server process (issue 32): its own table and goals.
    const { runPostgresScale } = await import("./postgres-scale.mjs");
    const scale = await runPostgresScale();
    console.log(`${scale.lines.join("\n")}\n`);
    met += scale.met;
    missed += scale.missed;
  }
  if (only === undefined || "throughput".includes(only)) {
    console.error("server throughput: the reference server against a bare Hono app");
    compileExamples();
    const server = await runServerThroughput();
    console.log(`${server.lines.join("\n")}\n`);
    met += server.met;
    missed += server.missed;
    // Again on a PostgreSQL server process (BENCH_DATABASE_URL, as for the server group, or a
    // throwaway cluster when the server's binaries are here). Not DATABASE_URL: a benchmark
    // must not write to the database an app of the same shell is configured with.
    const bin = process.env.BENCH_DATABASE_URL ? undefined : serverBinaries();
    const cluster = bin === undefined ? undefined : startCluster(bin, "pg-bench-");
    const url = process.env.BENCH_DATABASE_URL || cluster?.url;
    if (url === undefined)
      console.log("throughput on PostgreSQL: skipped, no BENCH_DATABASE_URL and no PostgreSQL server binaries\n");
    else {
      try {
        const onServer = await runServerThroughput(undefined, url);
        console.log(`${onServer.lines.join("\n")}\n`);
        met += onServer.met;
        missed += onServer.missed;
      } finally {
        cluster?.stop();
      }
    }
  }
  if (only === undefined || "body nesting".includes(only)) {
    // A deep and a flat 4 MB body through the real server over HTTP, with a concurrent Get User (issue 28).
    console.error("nesting: a deep and a flat 4 MB body through the reference server");
    compileExamples();
    const nesting = await runNesting();
    console.log(`${nesting.lines.join("\n")}\n`);
    met += nesting.met;
    missed += nesting.missed;
  }
  console.log(`${met} goals met, ${missed} missed (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if (missed > 0 && process.env.BENCH_STRICT === "1") process.exitCode = 1;
}
