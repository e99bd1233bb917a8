// SQL: compiling a parsed list query (compileListQuery) must cost no more than parsing its query string
// (parseListQuery). Same 128 distinct queries as the list-query group: sort_by, fields and query differ.
import * as listQuery from "api-error-model/list-query";
import * as sql from "api-error-model/sql";
import { timeRatio } from "./harness.mjs";

const { parseListQuery } = listQuery;
const { compileListQuery } = sql;

/** Whether the entries export what this file times. */
export const available = typeof compileListQuery === "function" && typeof parseListQuery === "function";
export const unavailableReason = "api-error-model/sql does not export compileListQuery yet";

const names = ["username", "email", "externalId", "familyName", "givenName", "fullName", "status"];
const operation = {
  attributes: {
    id: { select: true },
    ...Object.fromEntries(names.map((name) => [name, { type: "string", filter: true, sort: true, select: true }])),
    emailVerified: { type: "boolean", filter: true, select: true },
  },
};
/** The users table as the reference server on PostgreSQL would declare it. */
const table = {
  name: "users",
  key: "id",
  order: "seq",
  columns: {
    id: "id",
    username: "username",
    email: "email",
    externalId: "external_id",
    familyName: "family_name",
    givenName: "given_name",
    fullName: "full_name",
    status: "status",
    emailVerified: "email_verified",
  },
};

const DISTINCT = 128;
const texts = Array.from({ length: DISTINCT }, (_, i) => {
  const a = names[i % names.length];
  const b = names[(i + 1 + ((i >> 3) % (names.length - 1))) % names.length];
  const sortBy = `${a}${i % 2 ? ":desc" : ""},${b}`;
  const fields = `id,${a},${b}`;
  const filter = `givenName sw "An${i}" and (emailVerified eq true or status ne "BLOCKED")`;
  return `start_index=${1 + i * 20}&count=${10 + (i % 90)}&sort_by=${sortBy}&fields=${fields}&query=${encodeURIComponent(filter)}`;
});
const parsed = texts.map((text) => {
  const result = parseListQuery(text, operation);
  if (!result.ok) throw new Error(`bench/sql: ${JSON.stringify(result.error)}`);
  return result.value;
});

const TITLE = `sql: compileListQuery vs parseListQuery (${texts[0].length} chars, a filter)`;
const PARSE = `parseListQuery, ${DISTINCT} distinct strings`;
const COMPILE = `compileListQuery of the same ${DISTINCT} parsed queries`;

/** @type {import("./harness.mjs").Group[]} */
export const groups = available
  ? [
      {
        title: TITLE,
        baseline: PARSE,
        rows: [
          { name: PARSE, op: (text) => parseListQuery(text, operation), inputs: texts, check: (r) => r.ok === true },
          {
            name: COMPILE,
            op: (query) => compileListQuery(query, table, operation),
            inputs: parsed,
            check: (r) => typeof r.text === "string" && r.values.length >= 4,
          },
        ],
      },
    ]
  : [];

/** @type {import("./harness.mjs").Goal[]} */
export const goals = available
  ? [
      {
        name: "compileListQuery vs parseListQuery of the same query (time ratio)",
        max: 1,
        measure: (results) => timeRatio(results, TITLE, COMPILE, PARSE),
      },
    ]
  : [];
