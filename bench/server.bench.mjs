// The reference server on PostgreSQL: page latency over real HTTP on
// 127.0.0.1 (median and p99 of a bounded loop of sequential requests) at
// 10^4, 10^5 and 10^6 users, on embedded PostgreSQL (PGlite) and on a real
// server (BENCH_DATABASE_URL, or a throwaway cluster from PG_BIN or Debian's binaries),
// beside `paginate` in memory over the same users (in process, no HTTP).
//
// Goal (issue 14): on the real server at 10^6 users, a sorted page and a
// filtered sorted page answer within 10x of the 10^4 figure.
//
// Run through `npm run bench` (BENCH_ONLY=server for this group alone) or
// `node bench/server.bench.mjs` after `npm run build` and compiling the
// examples. Environment: BENCH_SERVER_SIZES (default 10000,100000,1000000),
// BENCH_SERVER_BACKENDS (default embedded,postgres), BENCH_SERVER_REQUESTS
// (per row, default 200).
import { paginate, parseListQuery } from "api-error-model/list-query";
import { compileExamples } from "../examples/compile.mjs";
import { serverBinaries, startCluster } from "../scripts/postgres-cluster.mjs";

compileExamples();
const { createApp } = await import("../examples/dist/reference-server/app.js");
const { createTables, openEmbedded, openServer } = await import("../examples/dist/reference-server/database.js");
const { startServer } = await import("../examples/dist/reference-server/server.js");
const { seed } = await import("../examples/dist/reference-server/setup.js");
const { Store } = await import("../examples/dist/reference-server/store.js");
const { LIST_USERS } = await import("../examples/dist/reference-server/users-list.js");

const sizes = (process.env.BENCH_SERVER_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const backends = (process.env.BENCH_SERVER_BACKENDS ?? "embedded,postgres").split(",");
const requests = Number(process.env.BENCH_SERVER_REQUESTS ?? 200);

const GIVEN = [
  "Ada",
  "Alan",
  "Grace",
  "Edsger",
  "Barbara",
  "Donald",
  "Margaret",
  "Ken",
  "Zoë",
  "José",
  "Łukasz",
  "Chloé",
];
const FAMILY = [
  "Lovelace",
  "Turing",
  "Hopper",
  "Dijkstra",
  "Liskov",
  "Knuth",
  "Hamilton",
  "Thompson",
  "Ritchie",
  "Allen",
];
const STATUSES = ["ACTIVE", "ACTIVE", "INACTIVE", "PENDING_ACTIVATION", "BLOCKED"];

/** `n` users, the same on every run: mixed case, accents, a few missing values. */
function users(n) {
  return Array.from({ length: n }, (_, i) => {
    const family = `${FAMILY[i % FAMILY.length]}${(i * 7919) % n}`;
    const user = {
      id: `u${i}`,
      username: `user${i}`,
      email: `user${i}@example.com`,
      emailVerified: i % 3 !== 0,
      givenName: GIVEN[(i * 31) % GIVEN.length],
      familyName: family,
      fullName: `${GIVEN[(i * 31) % GIVEN.length]} ${family}`,
      status: STATUSES[i % STATUSES.length],
      externalId: `ext-${i}`,
    };
    if (i % 17 === 3) delete user.givenName;
    return user;
  });
}

/** The pages timed: a sorted page, and a filtered sorted page that matches a bounded number of users. */
const PAGES = [
  ["sorted page", "sort_by=familyName&count=50&start_index=101"],
  ["filtered sorted page", `query=${encodeURIComponent('familyName sw "turing12"')}&sort_by=familyName&count=50`],
];

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p99: at(0.99) };
}

async function timeRequests(url) {
  const samples = [];
  for (let i = 0; i < Math.min(10, requests); i++) await (await fetch(url)).text();
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const response = await fetch(url);
    await response.text();
    samples.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  }
  return stats(samples);
}

function timePaginate(items, params) {
  const query = parseListQuery(params, LIST_USERS);
  if (!query.ok) throw new Error(params);
  const samples = [];
  const budget = Math.max(5, Math.min(requests, Math.ceil(2e6 / items.length)));
  for (let i = 0; i < budget; i++) {
    const start = performance.now();
    paginate(items, query.value, LIST_USERS);
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

const rows = [];
// A throwaway cluster (scripts/postgres-cluster.mjs) unless BENCH_DATABASE_URL names a server.
const bin = backends.includes("postgres") && !process.env.BENCH_DATABASE_URL ? serverBinaries() : undefined;
const cluster = bin === undefined ? undefined : startCluster(bin, "pg-bench-");
const serverUrl = process.env.BENCH_DATABASE_URL || cluster?.url;
try {
  for (const n of sizes) {
    const items = users(n);
    for (const [name, params] of PAGES)
      rows.push({ n, backend: "paginate (memory)", name, ...timePaginate(items, params) });
    for (const backend of backends) {
      if (backend === "postgres" && serverUrl === undefined) {
        console.error("skipped: real PostgreSQL (no BENCH_DATABASE_URL, no server binaries)");
        continue;
      }
      const db = backend === "embedded" ? await openEmbedded() : openServer(serverUrl, 4);
      const schema = `bench_${n}`;
      if (backend === "postgres") await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await createTables(db, schema);
      const loadStart = performance.now();
      const seeded = await seed(db, schema, { users: items, tenants: [], mfaChallenges: [] });
      if (!seeded.ok) throw new Error(seeded.message);
      await db.query(`ANALYZE ${schema}.users`);
      const loadMs = performance.now() - loadStart;
      console.error(`${backend}, ${n} users: loaded in ${(loadMs / 1000).toFixed(1)} s`);
      const store = await Store.open(db, schema);
      const server = await startServer(createApp(undefined, { store }).fetch, 0);
      try {
        for (const [name, params] of PAGES) {
          rows.push({ n, backend, name, ...(await timeRequests(`${server.url}/api/v1/users?${params}`)), loadMs });
        }
      } finally {
        await server.close();
        if (backend === "postgres") await db.query(`DROP SCHEMA ${schema} CASCADE`);
        await db.close();
      }
    }
  }
} finally {
  cluster?.stop();
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
console.log("| users | backend | page | median ms | p99 ms | load s |");
console.log("|---:|---|---|---:|---:|---:|");
for (const row of rows) {
  const load = row.loadMs === undefined ? "" : (row.loadMs / 1000).toFixed(1);
  console.log(`| ${row.n} | ${row.backend} | ${row.name} | ${fmt(row.median)} | ${fmt(row.p99)} | ${load} |`);
}
const smallest = Math.min(...sizes);
const largest = Math.max(...sizes);
for (const backend of backends) {
  for (const [name] of PAGES) {
    const base = rows.find((r) => r.backend === backend && r.name === name && r.n === smallest);
    const top = rows.find((r) => r.backend === backend && r.name === name && r.n === largest);
    if (base === undefined || top === undefined || base === top) continue;
    const ratio = top.median / base.median;
    const goal = backend === "postgres" ? (ratio <= 10 ? " (goal <= 10x: met)" : " (goal <= 10x: missed)") : "";
    console.log(`${backend}, ${name}: ${largest} users / ${smallest} users = ${ratio.toFixed(1)}x${goal}`);
  }
}
