// The filter language: parseFilter against the npm SCIM filter parsers and a
// single regular-expression tokenizer pass over the same text.
import { createRequire } from "node:module";
import * as listQuery from "api-error-model/list-query";
import { timeRatio } from "./harness.mjs";

const require = createRequire(import.meta.url);
const scim2 = require("scim2-parse-filter");
const scimQuery = require("scim-query-filter-parser");

const { parseFilter } = listQuery;

/** Whether the list-query entry exports what this file times. */
export const available = typeof parseFilter === "function";
export const unavailableReason = "api-error-model/list-query does not export parseFilter yet";

// One token per match: blanks, a parenthesis or comma, a JSON string, a
// number, a word (attribute path, operator, keyword, literal), or any other
// character. A tokenizer has to hand out the tokens, so `exec` it is.
const TOKEN = /\s+|[(),]|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[A-Za-z_$][\w$.:-]*|./gsy;

/** The single-regex tokenizer pass: the number of tokens. */
export function regexTokenize(text) {
  TOKEN.lastIndex = 0;
  let count = 0;
  while (TOKEN.exec(text) !== null) count++;
  return count;
}

function chain(clauses) {
  const parts = [];
  for (let i = 0; i < clauses; i++) {
    if (i > 0) parts.push(i % 3 === 0 ? "or" : "and");
    parts.push(i % 2 === 0 ? `attribute${i} eq "value ${i}"` : `count${i} gt ${i * 7}`);
  }
  return parts.join(" ");
}

/** Typical filters, each accepted by all three parsers. */
export const filters = {
  "simple eq": 'userName eq "bjensen"',
  "and/or with grouping":
    '(givenName sw "An" or familyName eq "Smith") and (emailVerified eq true or status ne "BLOCKED")',
  "50-clause chain": chain(50),
  "value path (RFC 7644)": 'userType eq "Employee" and emails[type eq "work" and value co "@example.com"]',
};

const isOk = (result) => result?.ok === true;

const filterTitle = (label) => `filter parse: ${label} (${filters[label].length} chars)`;

const typicalGroups = Object.entries(filters).map(([label, text]) => ({
  title: filterTitle(label),
  baseline: "parseFilter",
  rows: [
    { name: "parseFilter", op: parseFilter, input: text, check: isOk },
    { name: "scim2-parse-filter parse", op: (t) => scim2.parse(t), input: text, check: (r) => typeof r === "object" },
    {
      name: "scim-query-filter-parser compileFilter",
      op: (t) => scimQuery.compileFilter(t),
      input: text,
      check: (r) => typeof r === "function",
    },
    { name: "single-regex tokenizer pass", op: regexTokenize, input: text, check: (n) => n > 0 },
  ],
}));

// Nesting far past the default limit of 32, with the limit raised: the
// parser keeps its own stack, so the time per character must not grow.
const DEPTHS = [100_000, 200_000];
const nested = (depth) => `${"(".repeat(depth)}a eq 1${")".repeat(depth)}`;
const deepTitle = "filter parse: nesting depth, limit raised";
const deepName = (depth) => `parseFilter depth ${depth.toLocaleString("en-US")}`;

const deepGroup = {
  title: deepTitle,
  baseline: deepName(DEPTHS[0]),
  rows: DEPTHS.map((depth) => {
    const options = { maxDepth: depth, maxLength: depth * 2 + 10 };
    return { name: deepName(depth), op: (t) => parseFilter(t, options), input: nested(depth), check: isOk };
  }),
};

/** @type {import("./harness.mjs").Group[]} */
export const groups = available ? [...typicalGroups, deepGroup] : [];

/** @type {import("./harness.mjs").Goal[]} */
export const goals = available
  ? [
      ...Object.keys(filters).flatMap((label) => [
        {
          name: `parseFilter faster than scim2-parse-filter, ${label}`,
          min: 4,
          measure: (results) => timeRatio(results, filterTitle(label), "scim2-parse-filter parse", "parseFilter"),
        },
        {
          name: `parseFilter vs single-regex tokenizer, ${label} (time ratio)`,
          max: 1.6,
          measure: (results) => timeRatio(results, filterTitle(label), "parseFilter", "single-regex tokenizer pass"),
        },
      ]),
      {
        name: `nesting ${DEPTHS[1].toLocaleString("en-US")} vs ${DEPTHS[0].toLocaleString("en-US")} (time ratio; linear = 2)`,
        max: 2.5,
        measure: (results) => timeRatio(results, deepTitle, deepName(DEPTHS[1]), deepName(DEPTHS[0])),
      },
    ]
  : [];
