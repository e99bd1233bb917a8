// The reference server against a bare Hono app on the same adapter
// (`@hono/node-server`) that sends the same status and bytes: requests per
// second under load (autocannon, 10 connections, on 127.0.0.1), the two
// servers measured in turn, route by route, in alternating order; and the
// peak RSS of each server process. Goals (issue: the reference server under
// load): every route at least 0.5x the bare app's throughput, peak RSS at
// most 2x the bare app's.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const CHILD = fileURLToPath(new URL("./child.mjs", import.meta.url));
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_SERVER_ROUNDS ?? 2);

/** The routes measured: what a client sends. */
const ROUTES = [
  { name: "Get User, 404", method: "GET", path: "/api/v1/users/u999" },
  { name: "Get User, 200", method: "GET", path: "/api/v1/users/u001" },
  { name: "Query Users, a page of 10", method: "GET", path: "/api/v1/users?count=10&sort_by=familyName" },
  { name: "Create User, 400 violations", method: "POST", path: "/api/v1/users", body: '{"email":"not an address"}' },
];

function start(kind, recorded) {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, recorded === undefined ? [kind] : [kind, JSON.stringify(recorded)], {
      stdio: ["ignore", "pipe", "inherit", "ipc"],
    });
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (text) => {
      const match = /listening (\d+)/.exec(text);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.once("exit", (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

function peakRss(server) {
  return new Promise((resolve) => {
    server.child.once("message", (message) => resolve(message.rss));
    server.child.send("rss");
  });
}

function load(url, route, seconds) {
  return autocannon({
    url: `${url}${route.path}`,
    method: route.method,
    body: route.body,
    headers: route.body === undefined ? {} : { "content-type": "application/json" },
    connections: 10,
    duration: seconds,
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs the group; returns the lines of its table and the goals met and missed. */
export async function runServerThroughput(log = (line) => console.error(line)) {
  const reference = await start("reference");
  const recorded = [];
  for (const route of ROUTES) {
    const response = await fetch(`${reference.url}${route.path}`, {
      method: route.method,
      body: route.body,
      headers: route.body === undefined ? {} : { "content-type": "application/json" },
    });
    recorded.push({
      method: route.method,
      path: route.path.split("?")[0],
      status: response.status,
      contentType: response.headers.get("content-type"),
      body: await response.text(),
    });
  }
  const bare = await start("bare", recorded);
  const rows = [];
  try {
    for (const route of ROUTES) {
      const ratios = [];
      const rates = { reference: [], bare: [] };
      const p99 = { reference: [], bare: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? ["bare", "reference"] : ["reference", "bare"];
        const result = {};
        for (const kind of order) {
          const server = kind === "bare" ? bare : reference;
          const run = await load(server.url, route, SECONDS);
          if (run.non2xx + run["2xx"] === 0 || run.errors > 0) log(`  ${route.name} (${kind}): ${run.errors} errors`);
          result[kind] = run.requests.average;
          rates[kind].push(run.requests.average);
          p99[kind].push(run.latency.p99);
        }
        ratios.push(result.reference / result.bare);
        log(`  ${route.name}, round ${round + 1}: ${(result.reference / result.bare).toFixed(2)}x`);
      }
      rows.push({
        name: route.name,
        reference: median(rates.reference),
        bare: median(rates.bare),
        p99Reference: median(p99.reference),
        p99Bare: median(p99.bare),
        ratio: median(ratios),
      });
    }
    const rssReference = await peakRss(reference);
    const rssBare = await peakRss(bare);
    const lines = [
      "| route | reference req/s | bare Hono req/s | ratio (goal >= 0.5x) | p99 ms reference / bare |",
      "|---|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.reference.toFixed(0)} | ${r.bare.toFixed(0)} | ${r.ratio.toFixed(2)}x ${r.ratio >= 0.5 ? "met" : "MISSED"} | ${r.p99Reference} / ${r.p99Bare} |`,
      ),
      "",
      `peak RSS under load: reference ${(rssReference / 2 ** 20).toFixed(0)} MiB, bare ${(rssBare / 2 ** 20).toFixed(0)} MiB: ${(rssReference / rssBare).toFixed(2)}x (goal <= 2x) ${rssReference <= 2 * rssBare ? "met" : "MISSED"}`,
    ];
    const met = rows.filter((r) => r.ratio >= 0.5).length + (rssReference <= 2 * rssBare ? 1 : 0);
    return { lines, met, missed: rows.length + 1 - met };
  } finally {
    reference.child.kill();
    bare.child.kill();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lines, met, missed } = await runServerThroughput();
  console.log(lines.join("\n"));
  console.log(`${met} goals met, ${missed} missed`);
}
