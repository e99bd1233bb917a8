// Hostile filter values through a real PostgreSQL server: no error from the server, no value in the SQL text,
// and the page paginate gives.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { FilterNode, FilterValue } from "../../../src/list-query/filter-ast.js";
import { paginate } from "../../../src/list-query/paginate.js";
import { compileListQuery, pageFromRows } from "../../../src/sql/index.js";
import { realPostgres, type TestDatabase } from "../../support/postgres.js";
import { createUsers, loadUsers, type User, usersOperation, usersTable } from "../../support/sql-fixtures.js";

const HOSTILE = [
  "'",
  "''",
  "\\",
  "\\'",
  "'; DROP TABLE users; --",
  "$1",
  "$2::text",
  "/* comment",
  "*/",
  "--",
  "%",
  "_",
  "!",
  "%_!\\",
  ":name",
  "?",
  "E'\\x00'",
  "\0",
  "a\0b",
  "O'Brien\0",
  "\ud800",
  "x\udc00y",
  "b\ud83d",
  "\u{1f600}",
  "x".repeat(100_000),
  `${"%".repeat(50_000)}a`,
];

/** Data with the same troublesome characters (no characters outside the BMP: see the lone surrogates). */
const USERS: User[] = [
  {
    id: "u1",
    name: "O'Brien",
    code: "x'y",
    tags: ["'", "\\"],
    emails: [{ value: "a%b@x", type: "work" }],
    extra: "--",
  },
  { id: "u2", name: "50% off_", code: "$1", tags: ["%_!"], emails: [{ value: "b\\c", type: "home" }], extra: 5 },
  { id: "u3", name: "\\", code: "/* comment", tags: [], emails: ["x"], extra: ["$1", "'"] },
  { id: "u4", name: "ÉCOLE", code: "école", created: "2024-01-01T00:00:00.000Z", extra: true },
  { id: "u5", name: "b", code: "B", score: 1e21, tags: [null, "b"], extra: "?" },
  { id: "u6", name: "x".repeat(100_000), code: "x" },
  { id: "u7" },
];

const STRING_ATTRIBUTES = ["name", "code", "tags", "emails.value", "extra"];
const OPERATORS = ["eq", "ne", "sw", "co", "ew", "lt", "le", "gt", "ge"] as const;

function filters(): FilterNode[] {
  const out: FilterNode[] = [];
  for (const attribute of STRING_ATTRIBUTES) {
    for (const value of HOSTILE) {
      for (const operator of OPERATORS) out.push({ kind: "compare", attribute, operator, value });
      out.push({ kind: "in", attribute, operator: "in", values: [value, "b"] });
      out.push({ kind: "in", attribute, operator: "nin", values: [value] });
    }
  }
  const literals: [string, FilterValue][] = [
    ["created", "0000-01-01T00:00:00+01:00"],
    ["created", "9999-12-31T23:59:59.999999-23:59"],
    ["created", "2024-01-01T00:00:00.0000001Z"],
    ["created", "2024-01-01T01:00:00+01:00"],
    ["score", 1e308],
    ["score", -1e308],
    ["score", 5e-324],
    ["score", 1e21],
  ];
  for (const [attribute, value] of literals) {
    for (const operator of ["eq", "ne", "lt", "ge"] as const) out.push({ kind: "compare", attribute, operator, value });
  }
  return out;
}

const server = await realPostgres();
afterAll(() => server?.close());

describe.skipIf(server === undefined)("hostile values on a PostgreSQL server", () => {
  const db = server as TestDatabase;
  beforeAll(async () => {
    await createUsers(db);
    await loadUsers(db, USERS);
  });

  test("no error, no value in the SQL text, the same page as paginate", async () => {
    const all = filters();
    expect(all.length).toBeGreaterThan(1000);
    for (const filter of all) {
      const query = { filter, count: 10, sortBy: [{ attribute: "name" }] };
      const statement = compileListQuery(query, usersTable, usersOperation);
      const value = "value" in filter ? filter.value : filter.kind === "in" ? filter.values[0] : null;
      // Values that could not be there but for a leak (placeholders such as "$2::text" are in every statement).
      if (typeof value === "string" && /DROP|comment|O'Brien|\0|[\ud800-\udfff]|x{1000}|%{1000}/.test(value)) {
        expect(statement.text).not.toContain(value);
      }
      const { rows } = await db.query(statement.text, statement.values);
      expect(pageFromRows(rows, query, usersTable, usersOperation), JSON.stringify(filter).slice(0, 200)).toStrictEqual(
        paginate(USERS, query, usersOperation),
      );
    }
    // The table is still there, with every row.
    expect((await db.query("SELECT count(*)::int AS n FROM users")).rows).toStrictEqual([{ n: USERS.length }]);
  }, 120_000);

  test("a start_index past any bigint gives an empty page and the true total", async () => {
    const query = { startIndex: 1e20, count: 5 };
    const statement = compileListQuery(query, usersTable, usersOperation);
    const { rows } = await db.query(statement.text, statement.values);
    expect(pageFromRows(rows, query, usersTable, usersOperation)).toStrictEqual({
      totalResults: USERS.length,
      startIndex: 1e20,
      itemsPerPage: 5,
      items: [],
    });
  });
});
