// The proof, shared by the PGlite and the PostgreSQL server files (two files, so that they run in parallel):
// on random rows and random valid list queries, compileListQuery + pageFromRows give the page paginate gives:
// as planned freely (small tables: sequential scans), and with the counter's totals and every index of
// listIndexesSql forced (sequential scans off: index-only key scans, trigram and bitmap scans).
import fc from "fast-check";
import { expect } from "vitest";
import { parseFilter, validateFilter } from "../../src/list-query/index.js";
import { paginate } from "../../src/list-query/paginate.js";
import { compileListQuery, pageFromRows } from "../../src/sql/index.js";
import type { TestDatabase } from "./postgres.js";
import {
  countedUsersTable,
  ENTERPRISE,
  loadUsers,
  queryArb,
  type User,
  usersArb,
  usersOperation,
  usersTable,
} from "./sql-fixtures.js";

/** Cases per run (each: a table of up to 12 rows and one to three queries); SQL_RUNS for a longer run. */
export const RUNS = Number(process.env["SQL_RUNS"] ?? 500);

export async function samePages(db: TestDatabase): Promise<void> {
  await fc.assert(
    fc.asyncProperty(usersArb, fc.array(queryArb, { minLength: 1, maxLength: 3 }), async (users, queries) => {
      await loadUsers(db, users);
      for (const query of queries) {
        const expected = paginate(users, query, usersOperation);
        const statement = compileListQuery(query, usersTable, usersOperation);
        const { rows } = await db.query(statement.text, statement.values);
        expect(pageFromRows(rows, query, usersTable, usersOperation)).toStrictEqual(expected);
        const counted = compileListQuery(query, countedUsersTable, usersOperation);
        // JIT off: the cost of a disabled sequential scan would have PostgreSQL compile every statement.
        await db.query("SET enable_seqscan = off; SET jit = off");
        const indexed = await db.query(counted.text, counted.values).finally(() => db.query("RESET enable_seqscan"));
        expect(pageFromRows(indexed.rows, query, countedUsersTable, usersOperation)).toStrictEqual(expected);
      }
    }),
    { numRuns: RUNS },
  );
}

/** Issue 31: the SCIM forms clients send, as text, on rows that hold them. */
export const SCIM_FILTERS: readonly (readonly [filter: string, total: number])[] = [
  ['emails.$ref eq "/v2/Users/a"', 1],
  ["emails.$ref pr", 3],
  ['emails[$ref sw "/V2/"]', 3],
  ['tags[value eq "A"]', 2],
  ["tags[value pr]", 3],
  ['tags[not (value eq "a")]', 2],
  ['extra[value eq "urn:x"]', 1],
  ['emails[type eq "work"].value eq "ann@example.com"', 1],
  ['emails[type eq "work"].value co "@"', 2],
  ['emails[type eq "home" or type eq "work"].$ref pr and not (tags[value pr])', 1],
  [`${ENTERPRISE}:manager.displayName eq "di-wu"`, 1],
  [`${ENTERPRISE.toUpperCase()}:MANAGER.DISPLAYNAME eq "DI-WU"`, 1],
  [`${ENTERPRISE}:manager eq "26118915"`, 1],
  [`${ENTERPRISE}:employeeNumber pr`, 2],
  [`${ENTERPRISE}:employeeNumber eq "701984"`, 1],
  [`${ENTERPRISE}:employeeNumber eq "701984 "`, 0],
  [`not (${ENTERPRISE}:manager.displayName pr) and ${ENTERPRISE}:employeeNumber sw "70"`, 1],
];

/** Issue 31, with no declaration: a core schema's URN names the plain attributes, another URN its own member. */
export const SCIM_UNDECLARED_FILTERS: readonly (readonly [filter: string, total: number])[] = [
  [`${ENTERPRISE}:manager.displayName eq "di-wu"`, 1],
  [`${ENTERPRISE}:employeeNumber eq "701984"`, 1],
  ['urn:ietf:params:scim:schemas:core:2.0:User:emails[type eq "work"].value co "@"', 2],
  ['URN:IETF:params:scim:schemas:core:2.0:User:tags eq "b"', 2],
];

const SCIM_USERS: User[] = [
  {
    id: "u1",
    tags: ["a", "b"],
    extra: ["urn:x", 1],
    emails: [{ value: "ann@example.com", type: "work", $ref: "/v2/Users/a" }, "bare"],
    [ENTERPRISE]: { employeeNumber: "701984", manager: { value: "26118915", displayName: "di-wu" } },
  },
  {
    id: "u2",
    tags: ["b"],
    emails: [
      { value: "bo@example.com", type: "home" },
      { value: "x@y", type: "work" },
    ],
  },
  {
    id: "u3",
    tags: ["A", null],
    extra: "urn:y",
    emails: [{ value: "cy", type: "WORK", $ref: "/v2/Users/c" }],
    [ENTERPRISE]: { employeeNumber: "70", manager: { displayName: "" } },
  },
  { id: "u4", emails: [{ value: "di", type: "home", $ref: "/v2/Groups/d" }] },
];

/** Each of {@link SCIM_FILTERS}, parsed and validated, gives the page paginate gives, with the total expected. */
export async function sameScimPages(db: TestDatabase): Promise<void> {
  await loadUsers(db, SCIM_USERS);
  for (const [text, total] of SCIM_FILTERS) {
    const parsed = parseFilter(text);
    if (!parsed.ok) throw new Error(`${text}: ${JSON.stringify(parsed.error)}`);
    const checked = validateFilter(parsed.value, usersOperation);
    if (!checked.ok) throw new Error(`${text}: ${JSON.stringify(checked.violations)}`);
    const query = { filter: checked.value, sortBy: [] };
    const expected = paginate(SCIM_USERS, query, usersOperation);
    const statement = compileListQuery(query, usersTable, usersOperation);
    const { rows } = await db.query(statement.text, statement.values);
    expect(pageFromRows(rows, query, usersTable, usersOperation), text).toStrictEqual(expected);
    expect(expected.totalResults, text).toBe(total);
  }
  for (const [text, total] of SCIM_UNDECLARED_FILTERS) {
    const parsed = parseFilter(text);
    if (!parsed.ok) throw new Error(`${text}: ${JSON.stringify(parsed.error)}`);
    const query = { filter: parsed.value, sortBy: [] };
    const expected = paginate(SCIM_USERS, query);
    const statement = compileListQuery(query, usersTable);
    const { rows } = await db.query(statement.text, statement.values);
    expect(pageFromRows(rows, query, usersTable), text).toStrictEqual(expected);
    expect(expected.totalResults, text).toBe(total);
  }
}
