// PostgreSQL at scale (issue 32): users loaded by the seed (`npm run seed`, examples/reference-server/seed.ts)
// into a throwaway PostgreSQL cluster (or BENCH_DATABASE_URL), served by the reference server as `npm start`
// runs it (its own process, DATABASE_URL and DATABASE_SCHEMA), timed over HTTP on 127.0.0.1 at each size:
// unfiltered pages in every sort and direction, count=0, point filters, a substring filter, filters matching
// a large share of the table, the last page, and 10 concurrent clients on the default page.
//
// Goals (issue 32, as ratios of the largest size's median to the smallest's in the same run): at most 3x for
// every unfiltered page, count=0 and the point filters (eq, sw on a prefix matching the same rows at both
// sizes); at most 10x for the substring filter (co, the same rows at both sizes); the last page in a declared
// sort at most 2x the last page in default order at the largest size; 10 concurrent clients on the default
// page at the largest size at least 20 x 16 requests/s. The filters matching a large share have no goal:
// their times are shown.
//
// Environment: BENCH_SCALE_SIZES (default 10000,1000000; the goals compare the smallest and the largest),
// BENCH_SCALE_REQUESTS (samples per request, default 41; fewer when a request takes long: at most
// BENCH_SCALE_BUDGET_MS per request, default 4000, and at least 3), BENCH_SCALE_SECONDS (the concurrent
// load, default 10), BENCH_SCALE_SVG (where the chart is written; default docs/images/postgres-scale.svg
// for the default sizes, else a file in the temp folder).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { compileExamples } from "../examples/compile.mjs";
import { serverBinaries, startCluster } from "../scripts/postgres-cluster.mjs";
import { median } from "./harness.mjs";
import { REFERENCE_DIST, startReferenceProcess } from "./server/reference-process.mjs";

const DEFAULT_SIZES = "10000,1000000";
const SORTED = ["username", "email", "externalId", "givenName", "familyName", "fullName", "status"];
/** The clients of the concurrent load, and the requests/s it must reach: 20 times the 16 measured before. */
const CLIENTS = 10;
const CONCURRENT_GOAL = 20 * 16;

const q = (filter) => `query=${encodeURIComponent(filter)}`;

/**
 * The requests, each with its goal: `ratio` (largest over smallest size, at most `max`) or none.
 * The filtered ones match the same users at every size (the seed numbers users by round, and a
 * round is 64 users: `ada.lovelace12` is in round 12) or a fixed share of them.
 */
function requests(n) {
  const last = Math.max(1, n - 49);
  return [
    { name: "default order", params: "count=50", max: 3 },
    ...SORTED.flatMap((attribute) => [
      { name: `sort_by=${attribute}`, params: `sort_by=${attribute}&count=50`, max: 3 },
      {
        name: `sort_by=${attribute} descending`,
        params: `sort_by=${attribute}&sort_order=descending&count=50`,
        max: 3,
      },
    ]),
    { name: "count=0", params: "count=0", max: 3 },
    { name: 'username eq "ada.lovelace12"', params: q('username eq "ada.lovelace12"'), max: 3 },
    { name: 'email sw "ada.lovelace12@"', params: q('email sw "ada.lovelace12@"'), max: 3 },
    { name: 'email co "lovelace12@"', params: q('email co "lovelace12@"'), max: 10 },
    { name: 'givenName eq "ada" or status eq "BLOCKED"', params: q('givenName eq "ada" or status eq "BLOCKED"') },
    { name: "emailVerified eq false", params: q("emailVerified eq false") },
    { name: "givenName pr", params: q("givenName pr") },
    { name: "last page, default order", params: `start_index=${last}&count=50`, last: "default" },
    {
      name: "last page, sort_by=familyName",
      params: `start_index=${last}&sort_by=familyName&count=50`,
      last: "sorted",
    },
  ];
}

/** Starts the server process on the seeded schema; resolves with its URL and the process. */
function startReference(url, schema) {
  return startReferenceProcess({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
}

async function get(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
}

/** Median ms of sequential requests: two warm-ups, then samples within the budget. */
async function timeRequest(url, samples, budgetMs) {
  await get(url);
  await get(url);
  const times = [];
  const started = performance.now();
  while (times.length < samples && (times.length < 3 || performance.now() - started < budgetMs)) {
    const start = performance.now();
    await get(url);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Requests/s of {@link CLIENTS} clients each sending the next request when the last is answered. */
async function concurrentRate(url, seconds) {
  await get(url);
  let done = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        await get(url);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

/** A horizontal bar chart, log scale, one bar per size for each request. */
function chart(rows, sizes, title) {
  const colors = ["#4c78a8", "#e45756", "#54a24b", "#b279a2"];
  const left = 330;
  const width = 900;
  const barH = 9;
  const groupH = barH * sizes.length + 8;
  const top = 50;
  const height = top + rows.length * groupH + 40;
  const all = rows.flatMap((row) => sizes.map((n) => row.ms[n])).filter((v) => v > 0);
  const lo = 10 ** Math.floor(Math.log10(Math.min(...all)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...all)));
  const x = (ms) =>
    left + ((Math.log10(ms) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * (width - left - 20);
  const esc = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<title>${esc(title)}</title>`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="10" y="18" font-size="14" font-weight="bold">${esc(title)}</text>`,
    ...sizes.map(
      (n, i) =>
        `<rect x="${left + i * 140}" y="28" width="10" height="10" fill="${colors[i % colors.length]}"/><text x="${left + i * 140 + 14}" y="37">${n.toLocaleString("en")} users</text>`,
    ),
  ];
  for (let decade = lo; decade <= hi; decade *= 10) {
    parts.push(
      `<line x1="${x(decade).toFixed(1)}" y1="${top - 4}" x2="${x(decade).toFixed(1)}" y2="${height - 30}" stroke="#ddd"/>`,
      `<text x="${x(decade).toFixed(1)}" y="${height - 16}" text-anchor="middle">${decade >= 1 ? decade : decade.toFixed(2)} ms</text>`,
    );
  }
  for (const [r, row] of rows.entries()) {
    const y = top + r * groupH;
    parts.push(`<text x="${left - 6}" y="${y + groupH / 2}" text-anchor="end">${esc(row.name)}</text>`);
    for (const [i, n] of sizes.entries()) {
      const ms = row.ms[n];
      if (!(ms > 0)) continue;
      parts.push(
        `<rect x="${left}" y="${y + i * barH}" width="${Math.max(1, x(ms) - left).toFixed(1)}" height="${barH - 1}" fill="${colors[i % colors.length]}"/>`,
        `<text x="${(x(ms) + 3).toFixed(1)}" y="${y + i * barH + barH - 1}" font-size="9">${fmt(ms)}</text>`,
      );
    }
  }
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}

/** Drops the schema an earlier run left on BENCH_DATABASE_URL: the seed loads only into an empty table. */
async function dropSchema(url, schema) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** Runs the group; returns its lines (Markdown tables) and the goals met and missed. */
export async function runPostgresScale(log = console.error) {
  const sizesText = process.env.BENCH_SCALE_SIZES ?? DEFAULT_SIZES;
  const sizes = sizesText.split(",").map(Number);
  if (sizes.some((n) => !Number.isInteger(n) || n < 50)) throw new Error(`BENCH_SCALE_SIZES: ${sizesText}`);
  const samples = Number(process.env.BENCH_SCALE_REQUESTS ?? 41);
  const budgetMs = Number(process.env.BENCH_SCALE_BUDGET_MS ?? 4000);
  const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 10);
  compileExamples();
  const bin = process.env.BENCH_DATABASE_URL ? undefined : serverBinaries();
  if (!process.env.BENCH_DATABASE_URL && bin === undefined) {
    return {
      lines: ["postgres scale: skipped, no BENCH_DATABASE_URL and no PostgreSQL server binaries"],
      met: 0,
      missed: 0,
    };
  }
  const cluster = bin === undefined ? undefined : startCluster(bin, "pg-scale-");
  const url = process.env.BENCH_DATABASE_URL || cluster.url;
  const rows = new Map();
  const rates = {};
  const seeded = {};
  try {
    for (const n of sizes) {
      const schema = `bench_scale_${n}`;
      log(`postgres scale: ${n} users: seeding`);
      await dropSchema(url, schema);
      const started = performance.now();
      const seed = spawnSync(process.execPath, [join(REFERENCE_DIST, "seed.js"), String(n)], {
        env: { ...process.env, DATABASE_URL: url, DATABASE_SCHEMA: schema },
        stdio: ["ignore", "ignore", "inherit"],
      });
      if (seed.status !== 0) throw new Error(`the seed of ${n} users failed`);
      seeded[n] = (performance.now() - started) / 1000;
      const server = await startReference(url, schema);
      try {
        // The first requests of a process compile its code: warm every route of the table first.
        for (let round = 0; round < 5; round++) {
          for (const request of requests(n).filter((r) => !r.last))
            await get(`${server.url}/api/v1/users?${request.params}`);
        }
        for (const request of requests(n)) {
          log(`postgres scale: ${n} users: ${request.name}`);
          const ms = await timeRequest(`${server.url}/api/v1/users?${request.params}`, samples, budgetMs);
          const row = rows.get(request.name) ?? { ...request, ms: {} };
          row.ms[n] = ms;
          rows.set(request.name, row);
        }
        log(`postgres scale: ${n} users: ${CLIENTS} concurrent clients for ${seconds} s`);
        rates[n] = await concurrentRate(`${server.url}/api/v1/users?count=50`, seconds);
      } finally {
        server.child.kill("SIGTERM");
      }
    }
  } finally {
    cluster?.stop();
  }
  const small = Math.min(...sizes);
  const large = Math.max(...sizes);
  const lines = [
    `PostgreSQL at scale: the reference server over HTTP, users from the seed (${sizes.map((n) => `${n}: seeded in ${seeded[n].toFixed(1)} s`).join(", ")}); median ms`,
    "",
    `| request | ${sizes.map((n) => `${n} users`).join(" | ")} | ${large} / ${small} | goal | |`,
    `|---|${sizes.map(() => "---:|").join("")}---:|---|---|`,
  ];
  let met = 0;
  let missed = 0;
  const verdict = (ok) => {
    if (ok) met++;
    else missed++;
    return ok ? "PASS" : "FAIL";
  };
  const lastDefault = [...rows.values()].find((row) => row.last === "default");
  for (const row of rows.values()) {
    const ratio = row.ms[large] / row.ms[small];
    let goal = "";
    let result = "";
    if (row.max !== undefined && small !== large) {
      goal = `<= ${row.max}x`;
      result = verdict(ratio <= row.max);
    } else if (row.last === "sorted") {
      const against = row.ms[large] / lastDefault.ms[large];
      goal = `<= 2x the last page in default order at ${large} (${against.toFixed(1)}x)`;
      result = verdict(against <= 2);
    }
    lines.push(
      `| ${row.name} | ${sizes.map((n) => fmt(row.ms[n])).join(" | ")} | ${ratio.toFixed(1)}x | ${goal} | ${result} |`,
    );
  }
  lines.push(
    `| ${CLIENTS} concurrent clients, default page (requests/s) | ${sizes.map((n) => rates[n].toFixed(0)).join(" | ")} | | >= ${CONCURRENT_GOAL}/s at ${large} | ${verdict(rates[large] >= CONCURRENT_GOAL)} |`,
  );
  const svg =
    process.env.BENCH_SCALE_SVG ||
    (sizesText === DEFAULT_SIZES
      ? fileURLToPath(new URL("../docs/images/postgres-scale.svg", import.meta.url))
      : join(tmpdir(), "postgres-scale.svg"));
  mkdirSync(dirname(svg), { recursive: true });
  const day = new Date().toISOString().slice(0, 10);
  writeFileSync(
    svg,
    chart([...rows.values()], sizes, `The reference server on PostgreSQL, median ms over HTTP (${day})`),
  );
  lines.push("", `${met} goals met, ${missed} missed; chart: ${svg}`);
  return { lines, met, missed };
}
