// The reference server under load (autocannon, 10 connections, on 127.0.0.1)
// against two bare Hono apps on the same adapter (`@hono/node-server`) that
// send the same status and bytes:
//
// - bare: sends the bytes, nothing else (the issue's peer);
// - bare + SQL: first runs the SQL statements the reference server runs for
//   that request, on its own copy of the same data in the same database.
//
// Each server runs in a process of its own; the three are measured in turn,
// route by route, in alternating order. For each: requests per second, the
// server process's CPU time per request (steadier than requests per second on
// a shared machine), p99 latency, and peak RSS.
//
// Goals (the design's): a route that touches no database at least 0.5x the
// bare app's throughput; a route that queries at least 0.7x the bare + SQL
// app's (a server that queries cannot be faster than its query); peak RSS at
// most 2x the bare app's on a PostgreSQL server. The embedded engine's memory
// is printed, not budgeted.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const CHILD = fileURLToPath(new URL("./child.mjs", import.meta.url));
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_SERVER_ROUNDS ?? 2);

/** The routes measured: what a client sends. */
const ROUTES = [
  { name: "No such route, 404", method: "GET", path: "/api/v1/nothing-here" },
  { name: "Create User, 400 violations", method: "POST", path: "/api/v1/users", body: '{"email":"not an address"}' },
  { name: "Get User, 404", method: "GET", path: "/api/v1/users/u999" },
  { name: "Get User, 200", method: "GET", path: "/api/v1/users/u001" },
  { name: "Query Users, a page of 10", method: "GET", path: "/api/v1/users?count=10&sort_by=familyName" },
];

const KINDS = ["reference", "bare", "bare-db"];
/** `BENCH_SERVER_ROUTES`: measure only the routes whose name contains this text. */
const ONLY_ROUTES = process.env.BENCH_SERVER_ROUTES;
const MEASURED = ROUTES.filter((route) => ONLY_ROUTES === undefined || route.name.includes(ONLY_ROUTES));

function start(kind, databaseUrl, routes) {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, routes === undefined ? [kind] : [kind, JSON.stringify(routes)], {
      stdio: ["ignore", "pipe", "inherit", "ipc"],
      env: { ...process.env, DATABASE_URL: databaseUrl ?? "" },
    });
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text) => {
      const match = /listening (\d+)/.exec(text);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** Sends `message` to a server and resolves with the member `key` of its answer. */
function ask(server, message, key) {
  return new Promise((resolve) => {
    const listener = (answer) => {
      if (typeof answer !== "object" || answer === null || !(key in answer)) return;
      server.child.off("message", listener);
      resolve(answer[key]);
    };
    server.child.on("message", listener);
    server.child.send(message);
  });
}

function requestOf(route) {
  return {
    method: route.method,
    body: route.body,
    headers: route.body === undefined ? {} : { "content-type": "application/json" },
  };
}

async function load(server, route, seconds) {
  const before = await ask(server, "cpu", "cpu");
  const run = await autocannon({
    url: `${server.url}${route.path}`,
    ...requestOf(route),
    connections: 10,
    duration: seconds,
  });
  const after = await ask(server, "cpu", "cpu");
  return { run, cpuPerRequest: (after - before) / Math.max(1, run.requests.total) };
}

/** Each route's answer and SQL statements, as the reference server gives them. */
async function record(reference) {
  const recorded = [];
  for (const route of MEASURED) {
    await ask(reference, "record", "recording");
    const response = await fetch(`${reference.url}${route.path}`, requestOf(route));
    const body = await response.text();
    recorded.push({
      method: route.method,
      path: route.path.split("?")[0],
      status: response.status,
      contentType: response.headers.get("content-type"),
      body,
      statements: await ask(reference, "recorded", "statements"),
    });
  }
  return recorded;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (met) => (met ? "met" : "MISSED");

/** The goals: a route without SQL against the bare app, one with SQL against bare + SQL; peak RSS against bare. */
const GOALS = { bare: 0.5, "bare-db": 0.7, rss: 2 };

/** The peer a route is held against: the bare app when it runs no SQL, else the bare app running its SQL. */
const peerOf = (row) => (row.statements === 0 ? "bare" : "bare-db");

/** A ratio, with the verdict when it is the route's goal. */
const ratioCell = (row, kind) =>
  `${row.ratio[kind].toFixed(2)}x${peerOf(row) === kind ? ` ${verdict(row.ratio[kind] >= GOALS[kind])}` : ""}`;

/**
 * Runs the group on one database: embedded PGlite, or the PostgreSQL server
 * `databaseUrl` names. Returns the lines of its table and the goals met and missed.
 */
export async function runServerThroughput(log = (line) => console.error(line), databaseUrl = undefined) {
  const servers = { reference: await start("reference", databaseUrl) };
  const recorded = await record(servers.reference);
  servers.bare = await start("bare", databaseUrl, recorded);
  servers["bare-db"] = await start("bare-db", databaseUrl, recorded);
  const rows = [];
  try {
    for (const [index, route] of MEASURED.entries()) {
      const rates = { reference: [], bare: [], "bare-db": [] };
      const cpu = { reference: [], bare: [], "bare-db": [] };
      const p99 = { reference: [], bare: [], "bare-db": [] };
      const ratios = { bare: [], "bare-db": [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? KINDS : [...KINDS].reverse();
        const result = {};
        for (const kind of order) {
          const { run, cpuPerRequest } = await load(servers[kind], route, SECONDS);
          if (run.errors > 0 || run.requests.total === 0) log(`  ${route.name} (${kind}): ${run.errors} errors`);
          result[kind] = run.requests.average;
          rates[kind].push(run.requests.average);
          cpu[kind].push(cpuPerRequest);
          p99[kind].push(run.latency.p99);
        }
        ratios.bare.push(result.reference / result.bare);
        ratios["bare-db"].push(result.reference / result["bare-db"]);
        log(
          `  ${route.name}, round ${round + 1}: ${(result.reference / result.bare).toFixed(2)}x bare, ${(result.reference / result["bare-db"]).toFixed(2)}x bare + SQL`,
        );
      }
      rows.push({
        name: route.name,
        statements: recorded[index].statements.length,
        rate: Object.fromEntries(KINDS.map((kind) => [kind, median(rates[kind])])),
        cpu: Object.fromEntries(KINDS.map((kind) => [kind, median(cpu[kind])])),
        p99: Object.fromEntries(KINDS.map((kind) => [kind, median(p99[kind])])),
        ratio: { bare: median(ratios.bare), "bare-db": median(ratios["bare-db"]) },
      });
    }
    const rss = {};
    for (const kind of KINDS) rss[kind] = await ask(servers[kind], "rss", "rss");
    const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
    const database = databaseUrl ? "PostgreSQL (a server process of its own, through a pg pool)" : "embedded PGlite";
    const lines = [
      `Database: ${database}. Requests/s (median of ${ROUNDS} rounds of ${SECONDS} s); CPU µs per request in the server process; p99 latency in ms.`,
      "",
      `| route | SQL statements | reference req/s | bare req/s | bare + SQL req/s | vs bare (goal >= ${GOALS.bare}x without SQL) | vs bare + SQL (goal >= ${GOALS["bare-db"]}x with SQL) | CPU µs/request: reference / bare / bare + SQL | p99 ms: reference / bare / bare + SQL |`,
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.statements} | ${r.rate.reference.toFixed(0)} | ${r.rate.bare.toFixed(0)} | ${r.rate["bare-db"].toFixed(0)} | ${ratioCell(r, "bare")} | ${ratioCell(r, "bare-db")} | ${KINDS.map((k) => r.cpu[k].toFixed(0)).join(" / ")} | ${KINDS.map((k) => r.p99[k]).join(" / ")} |`,
      ),
      "",
      `Peak RSS under load: reference ${mib(rss.reference)}, bare ${mib(rss.bare)}, bare + SQL ${mib(rss["bare-db"])}: ${(rss.reference / rss.bare).toFixed(2)}x bare ${databaseUrl ? `(goal <= ${GOALS.rss}x) ${verdict(rss.reference <= GOALS.rss * rss.bare)}` : "(the embedded engine's memory: documented, not budgeted)"}`,
    ];
    const checks = [
      ...rows.map((r) => r.ratio[peerOf(r)] >= GOALS[peerOf(r)]),
      ...(databaseUrl ? [rss.reference <= GOALS.rss * rss.bare] : []),
    ];
    const met = checks.filter(Boolean).length;
    return { lines, met, missed: checks.length - met };
  } finally {
    for (const server of Object.values(servers)) server.child.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lines, met, missed } = await runServerThroughput(undefined, process.env.BENCH_DATABASE_URL);
  console.log(lines.join("\n"));
  console.log(`${met} goals met, ${missed} missed`);
}
