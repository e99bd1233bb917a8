// List queries: parseListQuery on a full query string against bare
// URLSearchParams with five `get` calls (which checks nothing).
//
// The goals are measured on 128 distinct strings (all three of sort_by, fields
// and query differ per string), so that nothing a JIT or a cache could learn
// from one repeated string flatters the result; one string sent again and
// again is shown as its own row.
import * as listQuery from "api-error-model/list-query";
import { timeRatio } from "./harness.mjs";

const { parseListQuery } = listQuery;

/** Whether the list-query entry exports what this file times. */
export const available = typeof parseListQuery === "function";
export const unavailableReason = "api-error-model/list-query does not export parseListQuery yet";

const sortable = ["username", "email", "externalId", "familyName", "givenName", "fullName", "status"];
const selectable = [
  "id",
  "username",
  "email",
  "emailVerified",
  "givenName",
  "familyName",
  "fullName",
  "status",
  "externalId",
];

/** The reference server's Query Application Users operation: every text attribute sortable and filterable, every attribute selectable. */
export const usersOperation = {
  attributes: Object.fromEntries(
    selectable.map((name) => [
      name,
      sortable.includes(name)
        ? { type: "string", filter: true, sort: true, select: true }
        : name === "emailVerified"
          ? { type: "boolean", filter: true, select: true }
          : { select: true },
    ]),
  ),
};

const DISTINCT = 128;

// Distinct sort_by and fields values.
const sortBys = [];
for (const second of ["", ":asc", ":desc"]) {
  for (const first of [":desc", "", ":asc"]) {
    for (const a of sortable) for (const b of sortable) if (a !== b) sortBys.push(`${a}${first},${b}${second}`);
  }
}
const fieldTexts = [];
for (const a of selectable) {
  for (const b of selectable)
    for (const c of selectable) if (a !== b && b !== c && a !== c) fieldTexts.push(`${a},${b},${c}`);
}

/** The `i`-th query string: all five parameters, or four without `query`. */
function queryString(i, withFilter) {
  const sortBy = sortBys[i];
  const fields = fieldTexts[i];
  const base = `start_index=${1 + i * 20}&count=${10 + (i % 90)}&sort_by=${sortBy}&fields=${fields}`;
  if (!withFilter) return base;
  const filter = `givenName sw "An${i}" and (emailVerified eq true or status ne "BLOCKED")`;
  return `${base}&query=${encodeURIComponent(filter)}`;
}

const variants = {
  "with a filter": true,
  "no filter": false,
};

function urlSearchParams(text) {
  const params = new URLSearchParams(text);
  return {
    startIndex: params.get("start_index"),
    count: params.get("count"),
    sortBy: params.get("sort_by"),
    fields: params.get("fields"),
    query: params.get("query"),
  };
}

const parse = (text) => parseListQuery(text, usersOperation);
const isParsed = (r) => r?.ok === true && r.value.count >= 10;

const title = (label) => `list query: ${label} (${queryString(0, variants[label]).length} chars)`;
const DISTINCT_ROW = `parseListQuery, ${DISTINCT} distinct strings (parsed each time)`;
const DISTINCT_BASE = `URLSearchParams + 5 get, ${DISTINCT} distinct strings`;

const groupsList = Object.entries(variants).map(([label, withFilter]) => {
  const texts = Array.from({ length: DISTINCT }, (_, i) => queryString(i, withFilter));
  return {
    title: title(label),
    baseline: DISTINCT_BASE,
    rows: [
      { name: DISTINCT_BASE, op: urlSearchParams, inputs: texts, check: (r) => r.count !== null },
      { name: DISTINCT_ROW, op: parse, inputs: texts, check: isParsed },
      { name: "parseListQuery, one string again and again", op: parse, input: texts[0], check: isParsed },
    ],
  };
});

/** @type {import("./harness.mjs").Group[]} */
export const groups = available ? groupsList : [];

/** @type {import("./harness.mjs").Goal[]} */
export const goals = available
  ? [
      {
        name: "parseListQuery vs URLSearchParams + 5 get, with a filter (time ratio)",
        max: 2,
        measure: (results) => timeRatio(results, title("with a filter"), DISTINCT_ROW, DISTINCT_BASE),
      },
      {
        name: "parseListQuery vs URLSearchParams + 5 get, no filter (time ratio)",
        max: 1.5,
        measure: (results) => timeRatio(results, title("no filter"), DISTINCT_ROW, DISTINCT_BASE),
      },
    ]
  : [];
