// Linear time on untrusted input: each operation on an input at 1x and at 4x
// its size (8x for the filter robustness inputs). Linear work takes about 4x
// as long at 4x the size, quadratic work 16x; the goal is at most 8x (at 8x
// the size: 64x quadratic, goal at most 24x). These rows were timed
// assertions in the unit tests (the fuzz cases of test/unit,
// test/unit/list-query/filter-robustness.test.ts), which now check only that the same inputs
// are answered correctly. Its own table: the harness times synchronous
// operations, and `errorFromResponse` reads the body asynchronously.
//
// Every sample runs the operation on a batch of inputs built before the clock
// starts (a fresh `Response` for every call: a body is read once); the small
// and large samples alternate, so that load on the machine hits both alike,
// and the ratio is of their medians. Environment: BENCH_LINEARITY_ROUNDS
// (samples per size, default 15).
import { errorFromResponse, isApiError, isUnexpectedResponseError, parseErrorBody, parsePath } from "api-error-model";
import { parseFilter, parseListQuery } from "api-error-model/list-query";
import { negotiateLocale } from "api-error-model/messages";
import { de } from "api-error-model/messages/de";
import { fromProblemDetails } from "api-error-model/views";
import { median } from "./harness.mjs";

const ROUNDS = Number(process.env.BENCH_LINEARITY_ROUNDS ?? 15);
/** Aim for samples of about this many milliseconds at 1x. */
const SAMPLE_MS = 20;

const VALID = { type: "base_error", code: "x", message: "m", ticket: "t" };
const UNLIMITED = { maxLength: Number.POSITIVE_INFINITY, maxDepth: Number.POSITIVE_INFINITY };
const USERS = {
  attributes: {
    id: { select: true },
    username: { type: "string", filter: true, sort: true, select: true },
    email: { sort: true, select: true },
    givenName: { sort: true },
    "name.familyName": { sort: true, select: true },
    prototype: { select: true },
    // Names an object has through its prototype, declared as own keys (a computed key, not the literal's prototype).
    ["__proto__"]: { sort: true },
    constructor: { sort: true },
    age: { type: "number", filter: true },
  },
};

/** A string of `length` characters repeating `unit`. */
const repeatTo = (unit, length) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const ok = (result) => result.ok === true;
const fails = (result) => result.ok === false;

/**
 * The operations and their inputs: `make(n)` gives an input of size `n`,
 * `check(result, n)` says whether the operation answered it right. `growth`:
 * the large input is that many times the small one; `goal`: the most the time
 * may grow; `fresh`: every call needs a new input; `async`: `run` returns a promise.
 */
const OPERATIONS = [
  {
    operation: "errorFromResponse",
    run: errorFromResponse,
    async: true,
    fresh: true,
    growth: 4,
    goal: 8,
    inputs: [
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
    ],
  },
  {
    operation: "parseErrorBody",
    run: (body) => parseErrorBody(body),
    growth: 4,
    goal: 8,
    inputs: [
      {
        name: "long key under 200 bad details (key characters)",
        n: 10_000,
        make: (n) => ({
          ...VALID,
          type: "constraint_violations_error",
          violations: { ["k.".repeat(n / 2)]: Array.from({ length: 200 }, () => ({ code: 1 })) },
        }),
        check: (result) => !result.ok && result.issues.length === 51,
      },
    ],
  },
  {
    operation: "fromProblemDetails",
    run: fromProblemDetails,
    growth: 4,
    goal: 8,
    inputs: [
      {
        name: "long pointer (segments)",
        n: 2000,
        make: (n) => ({
          code: "c",
          detail: "d",
          ticket: "t",
          errors: [{ code: "x", pointer: `#/${"a~0b/".repeat(n)}` }],
        }),
        check: ok,
      },
    ],
  },
  {
    operation: "parsePath",
    run: parsePath,
    growth: 4,
    goal: 8,
    inputs: [
      { name: "dotted names", n: 20_000, make: (n) => `a${repeatTo(".b", n)}`, check: ok },
      { name: "indices", n: 20_000, make: (n) => repeatTo("[12]", n), check: ok },
      { name: "quoted keys with escapes", n: 20_000, make: (n) => repeatTo('["a\\"b\\\\"]', n), check: ok },
      { name: "one long quoted key", n: 20_000, make: (n) => `["${repeatTo('x\\"', n)}"]`, check: fails },
      { name: "unterminated quote of escapes", n: 20_000, make: (n) => `["${repeatTo('\\"', n)}`, check: fails },
      { name: "a long index", n: 20_000, make: (n) => `a[${"1".repeat(n)}]`, check: fails },
    ],
  },
  {
    // Sizes small enough that the trees stay in the young generation: past it, each
    // node costs more for a while, which a ratio should not mistake for growth.
    operation: "parseFilter, limits lifted",
    run: (text) => parseFilter(text, UNLIMITED),
    growth: 4,
    goal: 8,
    inputs: [
      {
        name: "flat chain of and and or (terms)",
        n: 1000,
        make: (n) =>
          Array.from({ length: n }, (_, i) => (i % 2 === 0 ? "age gt 1" : 'username eq "a"')).join(" and age pr or "),
        check: ok,
      },
      { name: "nested groups", n: 1000, make: (n) => `${"(".repeat(n)}age gt 1${")".repeat(n)}`, check: ok },
      { name: "nested not groups", n: 1000, make: (n) => `${"not (".repeat(n)}age gt 1${")".repeat(n)}`, check: ok },
      { name: "long in list", n: 1000, make: (n) => `username in (${repeatTo('"a",', n * 4)}"b")`, check: ok },
      {
        name: "long string with escapes",
        n: 1000,
        make: (n) => `username eq "${repeatTo("\\u0041\\n", n * 8)}"`,
        check: ok,
      },
      { name: "unterminated string", n: 1000, make: (n) => `username eq "${'\\"'.repeat(n * 4)}`, check: fails },
      { name: "unclosed group", n: 1000, make: (n) => `${"(".repeat(n)}age gt 1`, check: fails },
    ],
  },
  {
    // Larger inputs, 8x apart (from test/unit/list-query/filter-robustness.test.ts).
    operation: "parseFilter, limits lifted, 8x",
    run: (text) => parseFilter(text, UNLIMITED),
    growth: 8,
    goal: 24,
    inputs: [
      {
        name: "flat chain (terms)",
        n: 10_000,
        make: (n) => Array.from({ length: n }, (_, i) => `a${i} eq "v"`).join(" and "),
        check: ok,
      },
      { name: "nested parentheses", n: 50_000, make: (n) => `${"(".repeat(n)}a pr${")".repeat(n)}`, check: ok },
      { name: "nested not groups", n: 20_000, make: (n) => `${"not (".repeat(n)}a pr${")".repeat(n)}`, check: ok },
      { name: "string literal with escapes", n: 50_000, make: (n) => `a eq "${"ab\\n".repeat(n)}"`, check: ok },
      {
        name: "long in list (values)",
        n: 20_000,
        make: (n) => `a in (${Array.from({ length: n }, (_, i) => i).join(", ")})`,
        check: ok,
      },
      { name: "unterminated string", n: 200_000, make: (n) => `a eq "${"x".repeat(n)}`, check: fails },
      {
        name: "chain of value paths",
        n: 5000,
        make: (n) => Array.from({ length: n }, (_, i) => `e${i}[type eq "w" and value co "@x"]`).join(" or "),
        check: ok,
      },
      {
        name: "nested parentheses in a value path",
        n: 50_000,
        make: (n) => `emails[${"(".repeat(n)}a pr${")".repeat(n)}]`,
        check: ok,
      },
      {
        name: "long schema-qualified name",
        n: 50_000,
        make: (n) => `urn:${"ietf:".repeat(n)}User:userName pr`,
        check: ok,
      },
    ],
  },
  {
    operation: "parseListQuery",
    run: (query) => parseListQuery(query, USERS),
    growth: 4,
    goal: 8,
    inputs: [
      { name: "many unknown parameters", n: 4000, make: (n) => repeatTo("x=1&", n), check: ok },
      { name: "a repeated parameter", n: 4000, make: (n) => repeatTo("count=1&", n), check: fails },
      {
        name: "many sort keys",
        n: 4000,
        make: (n) => `sort_by=${repeatTo("username:desc,email,nope,", n)}`,
        check: fails,
      },
      { name: "many fields", n: 4000, make: (n) => `fields=${repeatTo("id,name.familyName,x.y,", n)}`, check: fails },
      {
        name: "encoded names and values",
        n: 4000,
        make: (n) => repeatTo("s%6Frt_by=a+b&q%75ery=%22&", n),
        check: fails,
      },
      { name: "a long integer", n: 4000, make: (n) => `count=${"9".repeat(n)}`, check: fails },
    ],
  },
];

/** A range of `unit` subtags after `first`, `length` characters long (the last subtag cut to fit). */
function range(first, unit, length) {
  const text = `${first}${repeatTo(`-${unit}`, length - first.length)}`;
  return text.endsWith("-") ? `${text.slice(0, -1)}a` : text;
}
/** 32 ranges of one-letter subtags, `length` characters in all (the range cap of negotiateLocale). */
function ranges32(length) {
  const each = Math.floor((length - 31) / 32);
  const ranges = Array.from({ length: 32 }, (_, i) => range("a", "a", i === 31 ? length - 31 - 31 * each : each));
  return ranges.join(",");
}
const NEGOTIATED = [de];
const english = (locale) => locale.tag === "en";

/**
 * The group "accept-language" (BENCH_ONLY=accept-language): negotiateLocale on the worst
 * header of each shape at 1,024 and 4,095 characters (the header is read up to 4,096). Linear work
 * is about 4x, quadratic 16x (issue 42: one range of one-letter subtags cost 88 to 220 ms at
 * 4,095); the goal is at most 8x.
 */
const ACCEPT_LANGUAGE = [
  {
    operation: "negotiateLocale",
    run: (header) => negotiateLocale(header, NEGOTIATED),
    growth: 4095 / 1024,
    goal: 8,
    inputs: [
      { name: "one range of one-letter subtags", n: 1024, make: (n) => range("a", "a", n), check: english },
      {
        name: "one range of eight-letter subtags",
        n: 1024,
        make: (n) => range("abcdefgh", "abcdefgh", n),
        check: english,
      },
      { name: "a language and many variants", n: 1024, make: (n) => range("en", "variant", n), check: english },
      { name: "32 ranges of one-letter subtags", n: 1024, make: ranges32, check: english },
      {
        name: "empty elements, then a range",
        n: 1024,
        make: (n) => `${repeatTo(" ,", n - 2)}de`,
        check: (l) => l.tag === "de",
      },
      { name: "a range with many q parameters", n: 1024, make: (n) => `zz${repeatTo(";q=1", n - 2)}`, check: english },
      {
        name: "32 ranges of many q parameters",
        n: 1024,
        make: (n) => Array.from({ length: 32 }, () => `zz${repeatTo(";q=0.5", Math.floor(n / 32) - 3)}`).join(","),
        check: english,
      },
    ],
  },
];

/** Milliseconds to run the operation on `batch` inputs from `next`, one after the other. */
async function sample(op, next, batch) {
  const inputs = Array.from({ length: batch }, next);
  let last;
  const start = performance.now();
  if (op.async) for (const input of inputs) last = await op.run(input);
  else for (const input of inputs) last = op.run(input);
  const elapsed = performance.now() - start;
  if (last === undefined) throw new Error(`linearity / ${op.operation}: no answer`);
  return elapsed;
}

/** How many calls on the small input make a sample of about `SAMPLE_MS`. */
async function calibrate(op, next) {
  let batch = 1;
  for (;;) {
    const elapsed = await sample(op, next, batch);
    if (elapsed >= SAMPLE_MS || batch >= 1 << 12) return Math.max(1, Math.round((batch * SAMPLE_MS) / elapsed));
    batch *= 2;
  }
}

/** Where inputs of size `n` come from: a fresh one each time, or the same one (built once) for inputs that are not used up. */
function source(op, input, n) {
  if (op.fresh) return () => input.make(n);
  const value = input.make(n);
  return () => value;
}

/** Measures one input of one operation at its two sizes. */
async function measure(op, input) {
  const large = Math.round(op.growth * input.n);
  for (const n of [input.n, large]) {
    const result = await op.run(input.make(n));
    if (!input.check(result, n)) throw new Error(`linearity / ${op.operation} / ${input.name} at ${n}: wrong answer`);
  }
  const small = source(op, input, input.n);
  const big = source(op, input, large);
  // Warm up, so that the samples do not include compilation.
  for (let i = 0; i < 5; i++) {
    await sample(op, small, 4);
    await sample(op, big, 1);
  }
  const batch = await calibrate(op, small);
  const smallTimes = [];
  const largeTimes = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which size goes first.
    if (round % 2 === 0) {
      smallTimes.push(await sample(op, small, batch));
      largeTimes.push(await sample(op, big, batch));
    } else {
      largeTimes.push(await sample(op, big, batch));
      smallTimes.push(await sample(op, small, batch));
    }
  }
  const perCall = (samples) => median(samples) / batch;
  const ratio = median(largeTimes) / median(smallTimes);
  return { op, input, small: perCall(smallTimes), large: perCall(largeTimes), ratio, pass: ratio <= op.goal };
}

/**
 * Measures every input of the group "linearity", or of the group "accept-language" when
 * `group` says so; returns the Markdown table and how many goals were met and missed.
 */
export async function runLinearity(log = console.error, group = "linearity") {
  const rows = [];
  for (const op of group === "accept-language" ? ACCEPT_LANGUAGE : OPERATIONS) {
    for (const input of op.inputs) {
      rows.push(await measure(op, input));
      log(`linearity: ${op.operation} / ${input.name} done`);
    }
  }
  const ms = (value) => (value < 1 ? value.toFixed(3) : value.toFixed(2));
  const header = [
    "Operation",
    "Input",
    "Small",
    "Large",
    "ms per call, small",
    "ms per call, large",
    "Large vs small (time ratio)",
    "Target",
    "Result",
  ];
  const body = rows.map((r) => [
    r.op.operation,
    r.input.name,
    r.input.n.toLocaleString("en-US"),
    `${Math.round(r.op.growth * r.input.n).toLocaleString("en-US")} (${Number(r.op.growth.toFixed(2))}x)`,
    ms(r.small),
    ms(r.large),
    `${r.ratio.toFixed(2)}x`,
    `<= ${r.op.goal}x`,
    r.pass ? "PASS" : "MISS",
  ]);
  const right = (i) => i >= 2 && i <= 6;
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (right(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(" | ")} |`;
  const title =
    group === "accept-language"
      ? "Accept-Language: the worst header of each shape at 1,024 and 4,095 characters (linear = 4, quadratic = 16) (bench/linearity.mjs)"
      : "Linear time on untrusted input at 1x and 4x its size (linear = 4, quadratic = 16) or 1x and 8x (linear = 8, quadratic = 64) (bench/linearity.mjs)";
  const lines = [
    title,
    line(header),
    `|${widths.map((w, i) => (right(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`,
    ...body.map(line),
  ];
  const met = rows.filter((r) => r.pass).length;
  return { text: lines.join("\n"), met, missed: rows.length - met };
}
