// Request body nesting (issue 28): the reference server as `npm start` runs it
// (its own process, embedded PostgreSQL, the built-in data), over HTTP on
// 127.0.0.1. Two Create User bodies of 4 MB, inside the 4 MiB limit, each with
// a valid email and one member the server does not read:
//
// - flat: `"x":[0,0,0,...]`, 2,000,000 numbers (parsed, then created: 201);
// - deep: `"x":[[[...]]]`, 2,000,000 nested arrays (refused: 400
//   max_nesting_depth_exceeded, found before JSON.parse).
//
// For each, in alternating order over several rounds: the time from the first
// byte sent to the answer, and the delay it adds to a concurrent Get User:
// Get Users are sent one after another from the moment the body is written
// until it is answered, and the slowest one, less the median of Get Users on
// an idle server, is the delay. Medians over the rounds.
//
// Goals: the deep body costs at most 2x the flat one, and delays a concurrent
// Get User no more than the flat body does. Environment: BENCH_NESTING_ROUNDS
// (default 7).
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { median } from "../harness.mjs";
import { startReferenceProcess } from "./reference-process.mjs";

const ROUNDS = Number(process.env.BENCH_NESTING_ROUNDS ?? 7);
const LEVELS = 2_000_000;

/** Starts the server process on a free port; resolves with its URL and the process. */
function startReference() {
  return startReferenceProcess({ DATABASE_URL: "" });
}

/** Sends one request; resolves with its status and the ms from the first byte sent to the end of the answer. */
function send(url, method, body, onWritten = () => {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = body === undefined ? {} : { "content-type": "application/json", "content-length": body.length };
    const req = request(url, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on("error", reject);
    req.end(body, onWritten);
  });
}

/** A Create User body of about 4 MB: `members` is the text of the member the server does not read. */
function body(email, member) {
  return Buffer.from(`{"email":"${email}","x":${member}}`);
}

const FLAT = `[${"0,".repeat(LEVELS - 1)}0]`;
const DEEP = `${"[".repeat(LEVELS)}${"]".repeat(LEVELS)}`;

/** One body sent while Get Users run one after another; its time, status and the slowest Get User. */
async function measure(server, bytes) {
  const getUser = `${server.url}/api/v1/users/u001`;
  let answered = false;
  let slowest = 0;
  let written;
  const writtenOnce = new Promise((resolve) => {
    written = resolve;
  });
  const post = send(`${server.url}/api/v1/users`, "POST", bytes, () => written()).finally(() => {
    answered = true;
  });
  const probes = (async () => {
    await writtenOnce;
    while (!answered) slowest = Math.max(slowest, (await send(getUser, "GET")).ms);
  })();
  const [result] = await Promise.all([post, probes]);
  return { ...result, slowest };
}

/**
 * Runs the group; returns the lines to print and the goals met and missed.
 * @returns {Promise<{ lines: string[], met: number, missed: number }>}
 */
export async function runNesting() {
  const server = await startReference();
  try {
    const idle = [];
    for (let i = 0; i < 50; i++) idle.push((await send(`${server.url}/api/v1/users/u001`, "GET")).ms);
    const baseline = median(idle);
    const rows = { flat: [], deep: [] };
    const statuses = { flat: new Set(), deep: new Set() };
    // One warm-up round of each, then alternating rounds.
    for (let round = -1; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ["flat", "deep"] : ["deep", "flat"];
      for (const kind of order) {
        const bytes = body(`nesting-${kind}-${round + 1}@example.com`, kind === "flat" ? FLAT : DEEP);
        const result = await measure(server, bytes);
        if (round < 0) continue;
        statuses[kind].add(result.status);
        rows[kind].push({ ms: result.ms, delay: Math.max(0, result.slowest - baseline) });
      }
    }
    const time = (kind) => median(rows[kind].map((r) => r.ms));
    const delay = (kind) => median(rows[kind].map((r) => r.delay));
    const size = (kind) => `${(body("x@example.com", kind === "flat" ? FLAT : DEEP).length / 1e6).toFixed(2)} MB`;
    const timeRatio = time("deep") / time("flat");
    // A delay under a millisecond is noise: the goal compares with the flat body's, at least 1 ms.
    const delayMet = delay("deep") <= Math.max(delay("flat"), 1);
    const delayRatio = delay("flat") > 0 ? delay("deep") / delay("flat") : Number.NaN;
    const fixed = (n) => n.toFixed(1);
    const lines = [
      `Request body nesting: the reference server (npm start, embedded), Create User over HTTP, ${ROUNDS} rounds; medians`,
      `Get User on an idle server: ${fixed(baseline)} ms`,
      "",
      "| body | size | status | time ms | delay to a concurrent Get User, ms |",
      "|---|---:|---:|---:|---:|",
      `| flat: 2,000,000 numbers in one array | ${size("flat")} | ${[...statuses.flat].join(", ")} | ${fixed(time("flat"))} | ${fixed(delay("flat"))} |`,
      `| deep: 2,000,000 nested arrays | ${size("deep")} | ${[...statuses.deep].join(", ")} | ${fixed(time("deep"))} | ${fixed(delay("deep"))} |`,
      "",
      `deep / flat time: ${timeRatio.toFixed(2)}x; goal <= 2x: ${timeRatio <= 2 ? "PASS" : "MISS"}`,
      `deep / flat delay to a concurrent Get User: ${Number.isNaN(delayRatio) ? "n/a" : `${delayRatio.toFixed(2)}x`}; goal: deep no more than flat: ${delayMet ? "PASS" : "MISS"}`,
      `every round (time ms / delay ms): flat ${rows.flat.map((r) => `${fixed(r.ms)}/${fixed(r.delay)}`).join(", ")}; deep ${rows.deep.map((r) => `${fixed(r.ms)}/${fixed(r.delay)}`).join(", ")}`,
    ];
    const met = (timeRatio <= 2 ? 1 : 0) + (delayMet ? 1 : 0);
    return { lines, met, missed: 2 - met };
  } finally {
    server.child.kill("SIGTERM");
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lines, missed } = await runNesting();
  console.log(lines.join("\n"));
  if (missed > 0 && process.env.BENCH_STRICT === "1") process.exitCode = 1;
}
