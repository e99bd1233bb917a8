// Linear time on untrusted responses: `errorFromResponse` on an input at 1x
// and at 4x its size (an HTML page from a proxy, an error body with many
// violations). Linear work takes about 4x as long at 4x the size, quadratic
// work 16x; the goal is at most 8x. Its own table: the harness times
// synchronous operations, and `errorFromResponse` reads the body
// asynchronously.
//
// Every sample awaits `errorFromResponse` on a batch of fresh `Response`s
// (a body is read once), built before the clock starts; the 1x and 4x samples
// alternate, so that load on the machine hits both alike, and the ratio is of
// their medians. Environment: BENCH_LINEARITY_ROUNDS (samples per size,
// default 15).
import { errorFromResponse, isApiError, isUnexpectedResponseError } from "api-error-model";

const ROUNDS = Number(process.env.BENCH_LINEARITY_ROUNDS ?? 15);
const GOAL = 8;
/** Aim for samples of about this many milliseconds at 1x. */
const SAMPLE_MS = 20;

const VALID = { type: "base_error", code: "x", message: "m", ticket: "t" };

/**
 * The inputs: `make(n)` gives a fresh response of size `n`, `check` whether
 * what `errorFromResponse` gave for it is right.
 */
const INPUTS = [
  {
    name: "HTML page (characters)",
    n: 100_000,
    make: (n) => new Response(`<html>${"x".repeat(n)}</html>`, { status: 502 }),
    check: (error) => isUnexpectedResponseError(error) && error.reason === "not_json",
  },
  {
    name: "error body (violations)",
    n: 1000,
    make: (n) => {
      const violations = {};
      for (let i = 0; i < n; i++) violations[`f${i}`] = [{ code: "blank" }];
      const body = { ...VALID, type: "constraint_violations_error", violations };
      return new Response(JSON.stringify(body), { status: 400 });
    },
    check: (error, n) => isApiError(error) && Object.keys(error.body.violations ?? {}).length === n,
  },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Milliseconds to answer `batch` fresh responses of size `n`, one after the other. */
async function sample(input, n, batch) {
  const responses = Array.from({ length: batch }, () => input.make(n));
  const start = performance.now();
  for (const response of responses) await errorFromResponse(response);
  return performance.now() - start;
}

/** How many calls at 1x make a sample of about `SAMPLE_MS`. */
async function calibrate(input) {
  let batch = 1;
  for (;;) {
    const elapsed = await sample(input, input.n, batch);
    if (elapsed >= SAMPLE_MS || batch >= 1 << 12) return Math.max(1, Math.round((batch * SAMPLE_MS) / elapsed));
    batch *= 2;
  }
}

/** Measures every input; returns the Markdown table and how many goals were met and missed. */
export async function runLinearity(log = console.error) {
  const rows = [];
  for (const input of INPUTS) {
    for (const n of [input.n, 4 * input.n]) {
      const error = await errorFromResponse(input.make(n));
      if (!input.check(error, n)) throw new Error(`linearity / ${input.name} at ${n}: unexpected ${error.name}`);
    }
    // Warm up, so that the samples do not include compilation.
    for (let i = 0; i < 5; i++) {
      await sample(input, input.n, 4);
      await sample(input, 4 * input.n, 1);
    }
    const batch = await calibrate(input);
    const small = [];
    const large = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which size goes first.
      if (round % 2 === 0) {
        small.push(await sample(input, input.n, batch));
        large.push(await sample(input, 4 * input.n, batch));
      } else {
        large.push(await sample(input, 4 * input.n, batch));
        small.push(await sample(input, input.n, batch));
      }
    }
    const perCall = (samples) => median(samples) / batch;
    const ratio = median(large) / median(small);
    rows.push({ input, small: perCall(small), large: perCall(large), ratio, pass: ratio <= GOAL });
    log(`linearity: ${input.name} done`);
  }
  const ms = (value) => (value < 1 ? value.toFixed(3) : value.toFixed(2));
  const header = [
    "Input",
    "1x",
    "4x",
    "ms per call, 1x",
    "ms per call, 4x",
    "4x vs 1x (time ratio)",
    "Target",
    "Result",
  ];
  const body = rows.map((r) => [
    r.input.name,
    r.input.n.toLocaleString("en-US"),
    (4 * r.input.n).toLocaleString("en-US"),
    ms(r.small),
    ms(r.large),
    `${r.ratio.toFixed(2)}x`,
    `<= ${GOAL}x`,
    r.pass ? "PASS" : "MISS",
  ]);
  const right = (i) => i >= 1 && i <= 5;
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (right(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  const lines = [
    "Linear time: errorFromResponse at 1x and 4x the input (bench/linearity.mjs; linear = 4, quadratic = 16)",
    line(header),
    `|${widths.map((w, i) => (right(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`,
    ...body.map(line),
  ];
  const met = rows.filter((r) => r.pass).length;
  return { text: lines.join("\n"), met, missed: rows.length - met };
}
