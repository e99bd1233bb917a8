import { type ErrorBody, JSON_CONTENT_TYPE } from "api-error-model";
import { type FetchPage, formatListQuery, listAll, parsePage } from "api-error-model/list-query";
import { describeError } from "api-error-model/messages";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sampleData } from "../../../examples/reference-server/data.js";
import type { User } from "../../../examples/reference-server/model.js";
import { baseErrorOf, type Reply, send, startTestServer, type TestServer, violationsOf } from "../../support/e2e.js";

let server: TestServer;
const users = sampleData().users;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** GETs the users page of a query string and checks it is a page body. */
async function list(
  query = "",
): Promise<{ reply: Reply; totalResults: number; startIndex: number; itemsPerPage: number; items: User[] }> {
  const reply = await send(server, "GET", `/api/v1/users${query === "" ? "" : `?${query}`}`);
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
  const parsed = parsePage(reply.json);
  if (!parsed.ok) throw new Error(`not a page: ${reply.text}`);
  expect(Object.keys(reply.json as object).sort()).toStrictEqual([
    "items",
    "itemsPerPage",
    "startIndex",
    "totalResults",
  ]);
  return {
    reply,
    ...(parsed.value as { totalResults: number; startIndex: number; itemsPerPage: number; items: User[] }),
  };
}

const ids = (items: readonly User[]) => items.map((user) => user.id);

/** The design's order: lower-cased strings, then the original; missing values last ascending, first descending. */
function expectSorted(items: readonly User[], attribute: keyof User, direction: "asc" | "desc"): void {
  const values = items.map((user) => user[attribute] as string | null | undefined);
  const present = values.filter((value) => value !== undefined && value !== null) as string[];
  const missing = values.length - present.length;
  if (direction === "asc") expect(values.slice(present.length).every((v) => v == null)).toBe(true);
  else expect(values.slice(0, missing).every((v) => v == null)).toBe(true);
  const ordered = [...present].sort((a, b) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    const byLower = x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
    return direction === "asc" ? byLower : -byLower;
  });
  expect(present).toStrictEqual(ordered);
}

describe("Query Application Users: paging", () => {
  test("no parameters: the first 50 users in the data set's order, totalResults of all", async () => {
    const page = await list();
    expect([page.totalResults, page.startIndex, page.itemsPerPage]).toStrictEqual([64, 1, 50]);
    expect(page.items).toStrictEqual(users.slice(0, 50));
  });

  test("start_index=2 skips the first user; count sets the page size", async () => {
    const page = await list("start_index=2&count=3");
    expect([page.totalResults, page.startIndex, page.itemsPerPage]).toStrictEqual([64, 2, 3]);
    expect(ids(page.items)).toStrictEqual(["u002", "u003", "u004"]);
  });

  test("itemsPerPage is the requested count even when fewer items come back", async () => {
    const page = await list("start_index=60&count=10");
    expect([page.totalResults, page.startIndex, page.itemsPerPage, page.items.length]).toStrictEqual([64, 60, 10, 5]);
  });

  test("a start_index past the end gives no items and the true totalResults", async () => {
    const page = await list("start_index=1000");
    expect([page.totalResults, page.startIndex, page.items.length]).toStrictEqual([64, 1000, 0]);
  });

  test("the largest start_index (2^53 - 1) comes back digit for digit; one above it, or far above, is greater_than", async () => {
    const page = await list("count=0&start_index=9007199254740991");
    expect(page.reply.text).toBe('{"totalResults":64,"startIndex":9007199254740991,"itemsPerPage":0,"items":[]}');
    for (const huge of ["9007199254740992", "9007199254740993", "99999999999999999999999999"]) {
      const reply = await send(server, "GET", `/api/v1/users?count=0&start_index=${huge}`);
      expect(reply.status).toBe(400);
      expect(violationsOf(reply, "request_constraint_violations")).toStrictEqual({
        start_index: [{ code: "greater_than", constraintAttributes: { maxValue: "9007199254740991" } }],
      });
    }
  });

  test("count=0 gives only totalResults; count=100 is the maximum", async () => {
    const zero = await list("count=0");
    expect([zero.totalResults, zero.itemsPerPage, zero.items.length]).toStrictEqual([64, 0, 0]);
    expect((await list("count=100")).items.length).toBe(64);
  });

  test("listAll walks every page: all 64 users in order, whatever the page size", async () => {
    const fetchPage: FetchPage<User> = (query, signal) =>
      fetch(`${server.url}/api/v1/users?${formatListQuery(query)}`, { signal });
    const walked: User[] = [];
    for await (const user of listAll(fetchPage, { count: 7 })) walked.push(user);
    expect(walked).toStrictEqual(users);
  });
});

describe("Query Application Users: sorting", () => {
  for (const attribute of [
    "username",
    "email",
    "externalId",
    "familyName",
    "givenName",
    "fullName",
    "status",
  ] as const) {
    for (const direction of ["asc", "desc"] as const) {
      test(`sort_by=${attribute}:${direction} orders by lower-cased value, missing values ${direction === "asc" ? "last" : "first"}`, async () => {
        const page = await list(`sort_by=${attribute}:${direction}&count=100`);
        expect(page.items.length).toBe(64);
        expectSorted(page.items, attribute, direction);
      });
    }
  }

  test("the direction defaults to asc and is case-insensitive, as are attribute names", async () => {
    const plain = ids((await list("sort_by=familyName&count=100")).items);
    expect(ids((await list("sort_by=FAMILYNAME:ASC&count=100")).items)).toStrictEqual(plain);
  });

  test("ties keep the data set's order; a second key breaks them", async () => {
    const byStatus = (await list("sort_by=status&count=100")).items;
    const active = byStatus.filter((user) => user.status === "ACTIVE").map((user) => user.id);
    expect(active).toStrictEqual([...active].sort());
    const twoKeys = (await list("sort_by=status:desc,givenName:asc&count=100")).items;
    const pending = twoKeys.filter((user) => user.status === "PENDING_ACTIVATION");
    expectSorted(pending, "givenName", "asc");
  });

  test("Patel, Patel: same family names sort by the next key", async () => {
    const page = await list(
      `sort_by=familyName,givenName:desc&count=100&query=${encodeURIComponent('familyName eq "patel"')}`,
    );
    expect(page.items.map((user) => user.givenName)).toStrictEqual(["Ravi", "Priya"]);
  });
});

describe("Query Application Users: fields", () => {
  test("fields restricts each item to the named attributes that exist on it", async () => {
    const page = await list("fields=id,givenName&count=100");
    expect(page.items).toStrictEqual(
      users.map((user) =>
        user.givenName === undefined ? { id: user.id } : { id: user.id, givenName: user.givenName },
      ),
    );
  });

  test("every user attribute is selectable", async () => {
    const all = "id,username,email,emailVerified,givenName,familyName,fullName,status,externalId";
    expect((await list(`fields=${all}`)).items).toStrictEqual(users.slice(0, 50));
  });
});

describe("Query Application Users: query", () => {
  const filtered = async (filter: string) => ids((await list(`count=100&query=${encodeURIComponent(filter)}`)).items);
  const expected = (keep: (user: User) => boolean) => ids(users.filter(keep));

  test.each<[string, (user: User) => boolean]>([
    ['status eq "ACTIVE"', (u) => u.status === "ACTIVE"],
    ['status eq "active"', (u) => u.status === "ACTIVE"],
    ['status ne "ACTIVE"', (u) => u.status != null && u.status !== "ACTIVE"],
    ["emailVerified eq true", (u) => u.emailVerified === true],
    ["emailVerified eq false", (u) => u.emailVerified === false],
    ["emailVerified pr", (u) => u.emailVerified != null],
    ["emailVerified eq null", (u) => u.emailVerified == null],
    ['familyName sw "p"', (u) => u.familyName?.toLowerCase().startsWith("p") === true],
    ['email ew ".org"', (u) => u.email?.endsWith(".org") === true],
    ['fullName co "ann"', (u) => u.fullName?.toLowerCase().includes("ann") === true],
    ['status in ("BLOCKED", "INACTIVE")', (u) => u.status === "BLOCKED" || u.status === "INACTIVE"],
    ['status nin ("ACTIVE")', (u) => u.status != null && u.status !== "ACTIVE"],
    ['givenName lt "b"', (u) => u.givenName != null && u.givenName.toLowerCase() < "b"],
    [
      '(status eq "ACTIVE" or status eq "BLOCKED") and emailVerified eq false',
      (u) => (u.status === "ACTIVE" || u.status === "BLOCKED") && u.emailVerified === false,
    ],
    ['not (email ew ".com")', (u) => !(u.email?.endsWith(".com") === true)],
    ['USERNAME EQ "ada.lovelace"', (u) => u.username === "ada.lovelace"],
  ])("%s", async (filter, keep) => {
    const got = await filtered(filter);
    expect(got).toStrictEqual(expected(keep));
    expect(got.length).toBeGreaterThan(0);
  });

  test("totalResults counts the matches, not the data set", async () => {
    const page = await list(`count=2&query=${encodeURIComponent('status eq "BLOCKED"')}`);
    expect(page.totalResults).toBe(users.filter((u) => u.status === "BLOCKED").length);
    expect(page.items.length).toBe(2);
  });
});

describe("Query Application Users: failures (400, every problem at once)", () => {
  test.each<[string, unknown]>([
    ["start_index=0", { start_index: [{ code: "less_than", constraintAttributes: { minValue: "1" } }] }],
    [
      "start_index=x",
      { start_index: [{ code: "failed_regex_match", constraintAttributes: { regexPattern: "^-?[0-9]+$" } }] },
    ],
    ["count=-1", { count: [{ code: "less_than", constraintAttributes: { minValue: "0" } }] }],
    ["count=101", { count: [{ code: "greater_than", constraintAttributes: { maxValue: "100" } }] }],
    ["count=1.5", { count: [{ code: "failed_regex_match", constraintAttributes: { regexPattern: "^-?[0-9]+$" } }] }],
    ["count=1&count=2", { count: [{ code: "size_greater_than", constraintAttributes: { maxSize: "1" } }] }],
    [
      "sort_by=id",
      {
        sort_by: [
          {
            code: "disallowed_enum",
            constraintAttributes: { allowedValues: "username,email,givenName,familyName,fullName,externalId,status" },
          },
        ],
      },
    ],
    [
      "sort_by=email:up",
      { sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "asc,desc" } }] },
    ],
    ["sort_by=email,email:desc", { sort_by: [{ code: "duplicate_elements" }] }],
    ["sort_by=email,,status", { sort_by: [{ code: "invalid_path_expression" }] }],
    [
      "fields=id,password",
      {
        fields: [
          {
            code: "disallowed_enum",
            constraintAttributes: {
              allowedValues: "id,username,email,givenName,familyName,fullName,externalId,emailVerified,status",
            },
          },
        ],
      },
    ],
    [
      `query=${encodeURIComponent('id eq "u001"')}`,
      { query: [{ code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: "id" } }] },
    ],
    [
      `query=${encodeURIComponent("emailVerified gt true")}`,
      {
        query: [
          {
            code: "disallowed_filter_operator",
            constraintAttributes: { attributePath: "emailVerified", allowedValues: "eq,ne,pr" },
          },
        ],
      },
    ],
    [
      `query=${encodeURIComponent('emailVerified eq "yes"')}`,
      {
        query: [
          {
            code: "invalid_filter_value",
            constraintAttributes: { attributePath: "emailVerified", valueType: "boolean" },
          },
        ],
      },
    ],
  ])("%s", async (query, violations) => {
    expect(
      violationsOf(await send(server, "GET", `/api/v1/users?${query}`), "request_constraint_violations"),
    ).toStrictEqual(violations);
  });

  test.each([
    ["an attribute that is not filterable", "price gt 3", "price", 'contains the invalid field name "price"'],
    [
      "an operator it does not allow",
      'emailVerified co "r"',
      "emailVerified",
      'must compare "emailVerified" with eq, ne, or pr',
    ],
    ["a number for a string", "username eq 3", "username", 'must compare "username" with a value of type string'],
    [
      "a string for a boolean",
      'emailVerified eq "heavy"',
      "emailVerified",
      'must compare "emailVerified" with a value of type boolean',
    ],
  ])(
    "a refusal of query (%s) names the attribute in its details and its sentence, never a pattern",
    async (_what, filter, attribute, sentence) => {
      const reply = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(filter)}`);
      const violations = violationsOf(reply, "request_constraint_violations") as Record<string, unknown>;
      expect(Object.keys(violations)).toStrictEqual(["query"]);
      expect(
        Object.values((violations["query"] as [{ constraintAttributes: object }])[0].constraintAttributes),
      ).toContain(attribute);
      expect(reply.text).not.toMatch(/regexPattern|\^-\?/);
      expect(describeError(reply.json as ErrorBody)).toContain(`query: ${sentence}`);
    },
  );

  test("every bad parameter is listed in one error", async () => {
    const reply = await send(
      server,
      "GET",
      "/api/v1/users?start_index=0&count=101&sort_by=id&fields=x&query=id%20eq%201",
    );
    const violations = violationsOf(reply, "request_constraint_violations") as Record<string, unknown>;
    expect(Object.keys(violations)).toStrictEqual(["start_index", "count", "sort_by", "fields", "query"]);
  });

  test("a filter syntax error is 400 invalid_request with the position and what was expected", async () => {
    const reply = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent('username eq "a" and')}`);
    const body = baseErrorOf(reply, 400);
    expect(body.code).toBe("invalid_request");
    expect(body.details).toMatchObject({ parameter: "query", position: 19 });
    expect(typeof (body.details as { expected?: unknown }).expected).toBe("string");
  });

  test("a filter over 2000 characters is too_long with maxLength 2000", async () => {
    const filter = `username eq "${"a".repeat(2000)}"`;
    const reply = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(filter)}`);
    expect(violationsOf(reply, "request_constraint_violations")).toStrictEqual({
      query: [{ code: "too_long", constraintAttributes: { maxLength: "2000" } }],
    });
  });

  test("a filter nested deeper than 32 is max_nesting_depth_exceeded, and the server keeps serving", async () => {
    const filter = `${"(".repeat(33)}username eq "a"${")".repeat(33)}`;
    const reply = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(filter)}`);
    expect(violationsOf(reply, "request_constraint_violations")).toStrictEqual({
      query: [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "32" } }],
    });
    expect((await list("count=1")).items.length).toBe(1);
  });

  test("a filter of 5000 nested parentheses (over every limit) is a 400, and the server keeps serving", async () => {
    const filter = `${"(".repeat(5000)}username eq "a"${")".repeat(5000)}`;
    const reply = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(filter)}`);
    expect(reply.status).toBe(400);
    expect((await list("count=1")).items.length).toBe(1);
  });

  test("32 levels are fine", async () => {
    const filter = `${"(".repeat(31)}username eq "ada.lovelace"${")".repeat(31)}`;
    expect(ids((await list(`query=${encodeURIComponent(filter)}`)).items)).toStrictEqual(["u001"]);
  });

  test("unknown parameters are ignored", async () => {
    expect((await list("page=2&sort=name")).items.length).toBe(50);
  });
});

describe("Query Application Users sees created users", () => {
  test("a created user comes last in the default order and matches filters", async () => {
    const own = await startTestServer();
    try {
      const created = await send(own, "POST", "/api/v1/users", { email: "zed@example.com", givenName: "Zed" });
      const id = (created.json as { id: string }).id;
      const reply = await send(own, "GET", "/api/v1/users?start_index=65");
      expect((reply.json as { items: unknown }).items).toStrictEqual([
        { id, email: "zed@example.com", givenName: "Zed" },
      ]);
      const found = await send(own, "GET", `/api/v1/users?query=${encodeURIComponent('givenName eq "zed"')}&fields=id`);
      expect((found.json as { items: unknown }).items).toStrictEqual([{ id }]);
    } finally {
      await own.close();
    }
  });
});
