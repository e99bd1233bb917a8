// Runs groups of benchmark rows in one process with tinybench and reports
// medians over several rounds. Each group has a baseline row; every row's
// ratio is its time per operation divided by the baseline's.
//
// Why batches: tinybench times every call of a task with a clock read on each
// side, which costs about as much as checking a small body. A task here runs
// its operation `batch` times in a loop compiled for that row alone (so V8's
// type feedback for one row never mixes with another's), and the time of one
// operation is the sample divided by `batch`.
import { Bench } from "tinybench";

/** Settings, overridable by the environment for a quick or a long run. */
export const settings = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 4),
  time: Number(process.env.BENCH_TIME ?? 100),
  warmupTime: Number(process.env.BENCH_WARMUP ?? 60),
  // Aim for samples of about this many milliseconds.
  sampleMs: 0.2,
};

// Results land here so that no loop's work is dead code.
const sink = { value: undefined, count: 0 };

/**
 * Makes a task function that calls `op` `batch` times, on the inputs in
 * turn. `new Function` gives every row its own compiled loop and so its own
 * inline caches; the copies (same shape, different objects) keep the compiler
 * from hoisting the reads of one constant object out of the loop, which would
 * measure nothing.
 */
function batchLoop(op, inputs, batch) {
  // V8 caches compiled `new Function` code by its source text: a unique name
  // keeps two rows from sharing one loop (and its feedback).
  loops++;
  const make = new Function(
    "op",
    "inputs",
    "sink",
    // The input index runs on from one call to the next, so that a sample of
    // fewer calls than there are distinct inputs does not reuse the same few.
    `let next = 0;
     return function batchLoop${loops}() {
       let last;
       let i = next;
       for (const end = i + ${batch}; i < end; i++) last = op(inputs[i & ${inputs.length - 1}]);
       next = i & ${inputs.length - 1};
       if (last === sink) sink.count++;
       sink.value = last;
     };`,
  );
  return make(op, inputs, sink);
}

let loops = 0;

/** How many copies of each input a loop cycles through (a power of 2). */
const COPIES = 8;

/**
 * Copies of a JSON value made by `JSON.parse`, as a client gets them (V8 gives
 * an object with many keys slow "dictionary" properties there, but not in a
 * `structuredClone`); other inputs (strings, undefined) are shared.
 */
function copiesOf(input) {
  const text = typeof input === "object" && input !== null ? JSON.stringify(input) : undefined;
  const copy = text === undefined ? () => input : () => JSON.parse(text);
  return Array.from({ length: COPIES }, copy);
}

/** How many calls make one sample of about `settings.sampleMs`. */
function calibrate(op, inputs) {
  const mask = inputs.length - 1;
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink.value = op(inputs[i & mask]);
    const elapsed = performance.now() - start;
    if (elapsed >= settings.sampleMs || batch >= 1 << 20) {
      return Math.max(1, Math.round((batch * settings.sampleMs) / Math.max(elapsed, 1e-6)));
    }
    batch *= 4;
  }
}

/** Calls `op` on `inputs` in turn for `settings.warmupTime` milliseconds. */
function prewarm(op, inputs) {
  const mask = inputs.length - 1;
  const end = performance.now() + settings.warmupTime;
  for (let i = 0; performance.now() < end; ) {
    for (const stop = i + 64; i < stop; i++) sink.value = op(inputs[i & mask]);
  }
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A group of rows compared with each other. A row's loop cycles through
 * copies of `input`, or through `inputs` (distinct values; a power of 2 of
 * them) when given.
 *
 * @typedef {{ name: string, op: (input: unknown) => unknown, input?: unknown, inputs?: unknown[], check?: (result: unknown) => boolean }} Row
 * @typedef {{ title: string, baseline: string, rows: Row[] }} Group
 */

/**
 * Runs every group for `settings.rounds` rounds; in each round the rows of a
 * group run in a rotated order, reversed every other round, so no row always
 * goes first or last. Returns, per group, each row's median ops/s.
 *
 * @param {Group[]} groups
 * @returns {Promise<Map<string, Map<string, number>>>} group title to row name to ops/s
 */
export async function runGroups(groups, log = () => {}) {
  const plans = groups.map((group) => {
    // Every call, checks and calibration included, gets the JSON.parse copies:
    // objects of other shapes (the fixtures' literals) would make the
    // functions' inline caches polymorphic before they are even measured.
    const inputs = new Map(group.rows.map((row) => [row.name, row.inputs ?? copiesOf(row.input)]));
    const batches = new Map();
    for (const row of group.rows) {
      for (const input of row.inputs ?? inputs.get(row.name).slice(0, 1)) {
        const result = row.op(input);
        if (row.check !== undefined && !row.check(result)) {
          throw new Error(`${group.title} / ${row.name}: unexpected result ${JSON.stringify(result)?.slice(0, 200)}`);
        }
      }
      batches.set(row.name, calibrate(row.op, inputs.get(row.name)));
    }
    return { group, batches, inputs, samples: new Map(group.rows.map((row) => [row.name, []])) };
  });

  // Every function gets hot, and sees every input it will be timed on, before
  // any row's loop is compiled: otherwise whether a loop inlines the function
  // depends on how far V8 had got with it, which varies from run to run.
  for (const plan of plans) {
    for (const row of plan.group.rows) prewarm(row.op, plan.inputs.get(row.name));
  }

  for (let round = 0; round < settings.rounds; round++) {
    for (const plan of plans) {
      const rows = plan.group.rows;
      const shift = round % rows.length;
      let ordered = [...rows.slice(shift), ...rows.slice(0, shift)];
      if (round % 2 === 1) ordered = ordered.reverse();
      const bench = new Bench({
        time: settings.time,
        warmup: true,
        warmupTime: round === 0 ? settings.warmupTime * 3 : settings.warmupTime,
        iterations: 16,
        throws: true,
      });
      for (const row of ordered) {
        bench.add(row.name, batchLoop(row.op, plan.inputs.get(row.name), plan.batches.get(row.name)));
      }
      await bench.run();
      for (const task of bench.tasks) {
        const batch = plan.batches.get(task.name);
        const perOpMs = task.result.latency.p50 / batch;
        plan.samples.get(task.name).push(1000 / perOpMs);
      }
    }
    log(`round ${round + 1}/${settings.rounds} done`);
  }

  if (process.env.BENCH_VERBOSE === "1") {
    for (const plan of plans) {
      for (const [name, values] of plan.samples) {
        console.error(`${plan.group.title} / ${name}: ${values.map((v) => v.toPrecision(3)).join(" ")}`);
      }
    }
  }
  const out = new Map();
  for (const plan of plans) {
    out.set(plan.group.title, new Map([...plan.samples].map(([name, values]) => [name, median(values)])));
  }
  return out;
}

function formatOps(ops) {
  if (ops >= 1e6) return `${(ops / 1e6).toFixed(2)} M`;
  if (ops >= 1e3) return `${(ops / 1e3).toFixed(1)} k`;
  return ops.toFixed(1);
}

function pad(text, width, right = false) {
  return right ? text.padStart(width) : text.padEnd(width);
}

/** Results as JSON, to pass from a child process to its parent. */
export function serialize(results) {
  return JSON.stringify([...results].map(([title, ops]) => [title, [...ops]]));
}

/** The inverse of {@link serialize}. */
export function deserialize(text) {
  return new Map(JSON.parse(text).map(([title, ops]) => [title, new Map(ops)]));
}

function ratioIn(run, group, name) {
  const ops = run.get(group.title);
  return ops.get(group.baseline) / ops.get(name);
}

/**
 * Formats the results of one or more processes as a Markdown table: per
 * group, each row's ops/s and its time relative to the group's baseline
 * (1.00x = the baseline; 2.00x = twice as slow), both the median over the
 * processes of what each process measured.
 *
 * @param {Group[]} groups
 * @param {Map<string, Map<string, number>>[]} runs - one result map per process
 */
export function resultTable(groups, runs) {
  const lines = [];
  const header = ["Group", "Row", "ops/s", "time vs baseline"];
  const body = [];
  for (const group of groups) {
    for (const row of group.rows) {
      const ops = median(runs.map((run) => run.get(group.title).get(row.name)));
      const ratio = median(runs.map((run) => ratioIn(run, group, row.name)));
      const mark = row.name === group.baseline ? " (baseline)" : "";
      body.push([group.title, row.name, formatOps(ops), `${ratio.toFixed(2)}x${mark}`]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  lines.push(`| ${header.map((h, i) => pad(h, widths[i])).join(" | ")} |`);
  lines.push(`|${widths.map((w, i) => (i >= 2 ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`);
  for (const r of body) lines.push(`| ${r.map((c, i) => pad(c, widths[i], i >= 2)).join(" | ")} |`);
  return lines.join("\n");
}

/**
 * A goal: `measure(results)` gives the measured ratio in one process's
 * results, which passes when it is at most `max` or at least `min`.
 *
 * @typedef {{ name: string, measure: (results: Map<string, Map<string, number>>) => number, max?: number, min?: number }} Goal
 */

/**
 * Formats the goals as a Markdown table: the median over the processes of
 * each goal's ratio decides, and every process's own ratio is listed.
 *
 * @param {Goal[]} goals
 * @param {Map<string, Map<string, number>>[]} runs - one result map per process
 */
export function goalTable(goals, runs) {
  const rows = goals.map((goal) => {
    const values = runs.map((run) => goal.measure(run));
    const value = median(values);
    const target = goal.max !== undefined ? `<= ${goal.max}x` : `>= ${goal.min}x`;
    const pass = goal.max !== undefined ? value <= goal.max : value >= goal.min;
    const each = values.map((v) => v.toFixed(2)).join(", ");
    return { cells: [goal.name, target, `${value.toFixed(2)}x`, each, pass ? "PASS" : "MISS"], pass };
  });
  const header = ["Goal", "Target", "Measured", "Each process", "Result"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r.cells[i].length)));
  const lines = [
    `| ${header.map((h, i) => pad(h, widths[i])).join(" | ")} |`,
    `|${widths.map((w, i) => (i === 2 ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`,
    ...rows.map((r) => `| ${r.cells.map((c, i) => pad(c, widths[i], i === 2)).join(" | ")} |`),
  ];
  return { text: lines.join("\n"), missed: rows.filter((r) => !r.pass).length };
}

/** Time of `row` over time of `other`, both in `group` of one process's results. */
export function timeRatio(results, group, row, other) {
  const ops = results.get(group);
  if (ops === undefined || !ops.has(row) || !ops.has(other))
    throw new Error(`no result for ${group}: ${row} / ${other}`);
  return ops.get(other) / ops.get(row);
}
