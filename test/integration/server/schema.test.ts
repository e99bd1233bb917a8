/**
 * The reference server's tables: the indexes of schema.sql are the ones the
 * list query can use, and pages through SQL equal `paginate` over the same
 * users, nulls and unknown members of a data file included.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { schemaFilePath } from "../../../examples/reference-server/database.js";
import { checkData } from "../../../examples/reference-server/load-data.js";
import type { ServerData } from "../../../examples/reference-server/model.js";
import {
  CREATE_IDENTITY_PROVIDER_BODY,
  CREATE_TENANT_BODY,
  CREATE_USER_BODY,
  PROTOCOL_BODY,
} from "../../../examples/reference-server/operations.js";
import { USERS_TABLE, usersDerivedSql } from "../../../examples/reference-server/tables.js";
import { LIST_USERS } from "../../../examples/reference-server/users-list.js";
import { compileListOperation, paginate, parseListQuery } from "../../../src/list-query/index.js";
import { sortIndexSql } from "../../../src/sql/index.js";
import { send, startTestServer, type TestServer, testData, testStore } from "../../support/e2e.js";

describe("schema.sql", () => {
  // The tables keep their own limits (a second line of defence for concurrent or direct writes):
  // each must be the operation declaration's, the one home of the server's limits.
  test("column lengths and CHECK lists equal the operation declarations", async () => {
    const schema = await readFile(schemaFilePath(), "utf8");
    const table = (name: string) => {
      const start = schema.indexOf(`CREATE TABLE IF NOT EXISTS ${name} (`);
      return schema.slice(start, schema.indexOf("\n);", start));
    };
    const varchar = (name: string, column: string) =>
      Number(new RegExp(`\\n  ${column} varchar\\((\\d+)\\)`).exec(table(name))?.[1]);
    const checkList = (name: string, column: string) =>
      [...(new RegExp(`${column} IN \\(([^)]*)\\)`).exec(table(name))?.[1] ?? "").matchAll(/'([^']*)'/g)].map(
        (match) => match[1],
      );
    expect(varchar("users", "email")).toBe(CREATE_USER_BODY.email.maxLength);
    expect(varchar("tenants", "name")).toBe(CREATE_TENANT_BODY.name.maxLength);
    expect(varchar("identity_providers", "name")).toBe(CREATE_IDENTITY_PROVIDER_BODY.name.maxLength);
    expect(checkList("users", "status")).toStrictEqual([...CREATE_USER_BODY.status.values]);
    expect(checkList("identity_providers", "protocol_type")).toStrictEqual([...PROTOCOL_BODY.type.values]);
    // Every other text column has no length of its own: the declarations' limits are the only ones.
    const lengths = [...schema.matchAll(/\n {2}(\w+) varchar\(/g)].map((match) => match[1]);
    expect(lengths).toStrictEqual(["email", "name", "name"]);
  });

  test("the tables get every index listIndexesSql derives from the declarations, both directions of each sort", async () => {
    const sortable = compileListOperation(LIST_USERS)
      .attributes.filter((attribute) => attribute.sort)
      .map((attribute) => attribute.name);
    // The design's sortable attributes of Query Application Users: the loop below covers each of them.
    expect([...sortable].sort()).toStrictEqual([
      "email",
      "externalId",
      "familyName",
      "fullName",
      "givenName",
      "status",
      "username",
    ]);
    const derived = usersDerivedSql();
    for (const attribute of sortable) {
      for (const direction of ["asc", "desc"] as const) {
        const expression = sortIndexSql(USERS_TABLE, [{ attribute, direction }], LIST_USERS).replace(
          `CREATE INDEX ON "users" `,
          "",
        );
        expect(derived.filter((statement) => statement.endsWith(` ON "users" ${expression}`))).toHaveLength(1);
      }
    }
    // And the server's start created each one, by name, in its schema (and the counter's triggers).
    const store = await testStore({ users: [], tenants: [], mfaChallenges: [] });
    const schema = store.schema.slice(1, -1);
    const { rows } = await store.db.query<{ name: string }>(
      "SELECT indexname AS name FROM pg_indexes WHERE schemaname = $1 AND tablename = 'users'",
      [schema],
    );
    const names = rows.map((row) => row.name);
    for (const statement of derived.filter((text) => text.startsWith("CREATE INDEX"))) {
      expect(names).toContain(/"([^"]+)"/.exec(statement)?.[1]);
    }
    expect(names).toContain("users_email_trgm");
    expect(names).toContain("users_status_sort_desc");
    const triggers = await store.db.query<{ name: string }>(
      "SELECT tgname AS name FROM pg_trigger WHERE tgrelid = $1::regclass ORDER BY tgname",
      [`${store.schema}.users`],
    );
    expect(triggers.rows.map((row) => row.name)).toStrictEqual([
      "users_count_delete",
      "users_count_insert",
      "users_count_truncate",
    ]);
  }, 60_000);

  test("a sorted page is read from its index, not sorted", async () => {
    const store = await testStore({ users: [], tenants: [], mfaChallenges: [] });
    const query = parseListQuery("sort_by=familyName&count=10&start_index=11", LIST_USERS);
    if (!query.ok) throw new Error("query");
    const { compileListQuery } = await import("../../../src/sql/index.js");
    const statement = compileListQuery(query.value, store.usersTable, LIST_USERS);
    await store.db.query("SET enable_seqscan = off");
    const { rows } = await store.db.query<Record<string, string>>(`EXPLAIN ${statement.text}`, statement.values);
    await store.db.query("RESET enable_seqscan");
    const plan = rows.map((row) => Object.values(row)[0]).join("\n");
    expect(plan).toContain("users_family_name_sort");
    // The one sort left is that of the page's rows, above the scan of the index.
    expect(plan.match(/Sort Key/g)).toHaveLength(1);
  }, 60_000);
});

describe("pages through SQL equal paginate over the same users", () => {
  const data: ServerData = {
    ...testData(),
    users: [
      ...testData().users,
      { id: "u6", email: "x@example.com", givenName: null, nickname: "Nick", tags: ["a", "b"] },
      { id: "u7", givenName: "ada", familyName: null, status: null },
    ],
  };
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(data);
  }, 60_000);
  afterAll(() => server.close());

  test.each([
    "",
    "count=3&start_index=2",
    "sort_by=givenName",
    "sort_by=familyName:desc,givenName",
    "fields=email,givenName",
    "fields=id,familyName&sort_by=familyName",
    'query=givenName sw "a"&sort_by=username:desc',
    "query=email eq null",
    "query=status pr&fields=status",
    "start_index=100",
    "count=0",
  ])("GET /api/v1/users?%s answers the page paginate gives", async (params) => {
    const query = parseListQuery(params, LIST_USERS);
    if (!query.ok) throw new Error(params);
    const reply = await send(server, "GET", `/api/v1/users?${new URLSearchParams(params)}`);
    expect(reply.status).toBe(200);
    expect(reply.json).toStrictEqual(JSON.parse(JSON.stringify(paginate(data.users, query.value, LIST_USERS))));
  });

  test("Get User serves nulls and unknown members as the data file gave them", async () => {
    for (const user of data.users) {
      expect((await send(server, "GET", `/api/v1/users/${user.id}`)).json).toStrictEqual(user);
    }
  });
});

describe("checkData refuses what the tables would refuse, with a path", () => {
  test("repeated emails, usernames, tenant names in one application; values over the column limits", () => {
    expect(
      checkData({
        users: [
          { id: "a", email: "A@x.io", username: "u" },
          { id: "b", email: " a@X.io", username: "U" },
          { id: "c", email: `${"e".repeat(195)}@x.com` },
        ],
        tenants: [
          { id: "t1", applicationId: "p", name: "Acme" },
          { id: "t2", applicationId: "p", name: "acme" },
          { id: "t3", applicationId: "q", name: "acme" },
          { id: "t4", applicationId: "q", name: "n".repeat(101) },
        ],
      }),
    ).toStrictEqual({
      ok: false,
      problems: [
        "users[1].email repeats the email of users[0].email (compared case-insensitively)",
        "users[1].username repeats the username of users[0].username (compared case-insensitively)",
        "users[2].email is longer than 200 characters",
        "tenants[1].name repeats the name in its application of tenants[0].name (compared case-insensitively)",
        "tenants[3].name is longer than 100 characters",
      ],
    });
  });
});
