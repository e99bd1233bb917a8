// Does a function allocate? Call it a million times and count the garbage
// collections: 16 bytes a call would fill V8's young generation (16 MB at
// most on Node 20) and force collections, so none means it allocates nothing
// (less than a byte a call, and V8 allocates at least 8). No timing involved.
import { PerformanceObserver } from "node:perf_hooks";
import { violations200 } from "./fixtures.mjs";

const CALLS = 1_000_000;

function jsonCopies(value) {
  const text = JSON.stringify(value);
  return Array.from({ length: 8 }, () => JSON.parse(text));
}

/**
 * The fewest garbage collections seen in three runs of `calls` calls of `op`
 * on copies of `input`, after a warm-up. The fewest, because a collection of
 * garbage made before (or by V8 itself, compiling) can land in any one run;
 * code that allocates is collected in every run.
 */
export async function collectionsDuring(op, input, calls = CALLS) {
  let fewest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < 3 && fewest > 0; attempt++) {
    fewest = Math.min(fewest, await collectionsDuringOnce(op, input, calls));
  }
  return fewest;
}

async function collectionsDuringOnce(op, input, calls) {
  const inputs = jsonCopies(input);
  // Results are stored, so that an allocated result escapes and cannot be optimised away.
  const results = new Array(8);
  const loop = (n) => {
    for (let i = 0; i < n; i++) results[i & 7] = op(inputs[i & 7]);
  };
  loop(Math.min(calls, 100_000));
  await new Promise((resolve) => setImmediate(resolve));
  let collections = 0;
  const observer = new PerformanceObserver((list) => {
    collections += list.getEntries().length;
  });
  observer.observe({ entryTypes: ["gc"] });
  loop(calls);
  // Entries are delivered asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return collections;
}

/**
 * The allocation checks: each guard on valid bodies, with controls that show
 * the method sees allocation when there is some.
 *
 * @param {{ isErrorBody: (x: unknown) => boolean, isConstraintViolationsError: (x: unknown) => boolean, parseErrorBody: (x: unknown) => unknown }} api
 * @param {{ [label: string]: unknown }} bodies
 */
export async function allocationRows(api, bodies) {
  const rows = [];
  for (const [label, body] of Object.entries(bodies)) {
    for (const name of ["isErrorBody", "isConstraintViolationsError"]) {
      if (name === "isConstraintViolationsError" && body.type !== "constraint_violations_error") continue;
      rows.push({ name: `${name}, ${label}`, collections: await collectionsDuring(api[name], body), expectNone: true });
    }
  }
  // Controls, not goals: a result object per call, and V8's own key list for
  // a `for...in` over an object with 128 or more keys (JSON.parse gives such
  // an object slow "dictionary" properties, and V8 then collects its keys).
  rows.push({
    name: "control: parseErrorBody, 3 violations (returns { ok, value })",
    collections: await collectionsDuring(api.parseErrorBody, bodies["3 violations"]),
    expectNone: false,
  });
  rows.push({
    name: "control: isErrorBody, 200 violations (V8's for...in key list), 100,000 calls",
    collections: await collectionsDuring(api.isErrorBody, violations200, 100_000),
    expectNone: false,
  });
  return rows;
}

/** A Markdown table of the rows. */
export function allocationTable(rows) {
  const header = ["1,000,000 calls on valid bodies", "GCs", "Reading"];
  const body = rows.map((row) => [
    row.name,
    String(row.collections),
    row.expectNone
      ? row.collections === 0
        ? "allocates nothing"
        : "ALLOCATES"
      : row.collections === 0
        ? "no allocation seen"
        : "allocates (expected)",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i === 1 ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`,
    ...body.map(line),
  ].join("\n");
}
