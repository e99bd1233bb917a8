/** The data the reference server serves: the built-in sample, and the checks of a DATA_FILE. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sampleData } from "../../../examples/reference-server/data.js";
import { checkData, loadDataFile } from "../../../examples/reference-server/load-data.js";
import { USER_STATUSES } from "../../../examples/reference-server/model.js";
import { testData } from "../../support/e2e.js";

describe("the built-in sample", () => {
  const data = sampleData();

  test("has at least 60 users with unique ids, emails and user names", () => {
    expect(data.users.length).toBeGreaterThanOrEqual(60);
    const unique = (values: unknown[]) => new Set(values.filter((v) => v != null).map(String)).size;
    expect(unique(data.users.map((u) => u.id))).toBe(data.users.length);
    const emails = data.users.map((u) => u.email?.toLowerCase());
    expect(unique(emails)).toBe(emails.filter((e) => e != null).length);
    expect(unique(data.users.map((u) => u.username?.toLowerCase()))).toBe(data.users.length);
  });

  test("has every status, and users missing each optional attribute", () => {
    expect(new Set(data.users.map((u) => u.status))).toStrictEqual(new Set([...USER_STATUSES, undefined]));
    for (const attribute of ["email", "emailVerified", "givenName", "fullName", "status", "externalId"]) {
      expect(
        data.users.some((u) => !Object.hasOwn(u, attribute)),
        attribute,
      ).toBe(true);
    }
  });

  test("has two applications with tenants, a name shared across them, and MFA challenges", () => {
    const applications = new Set(data.tenants.map((t) => t.applicationId));
    expect(applications.size).toBe(2);
    const acme = data.tenants.filter((t) => t.name === "Acme").map((t) => t.applicationId);
    expect(new Set(acme).size).toBe(2);
    expect(data.mfaChallenges.length).toBeGreaterThan(0);
  });

  test("passes the checks of a data file, and each call is a fresh copy", () => {
    expect(checkData(JSON.parse(JSON.stringify(data)))).toStrictEqual({ ok: true, data });
    expect(sampleData()).not.toBe(sampleData());
    expect(sampleData()).toStrictEqual(sampleData());
  });
});

describe("checkData", () => {
  test("accepts the design's shape; each list may be absent; unknown members are ignored", () => {
    expect(checkData(testData())).toStrictEqual({ ok: true, data: testData() });
    expect(checkData({})).toStrictEqual({
      ok: true,
      data: { users: [], tenants: [], mfaChallenges: [], applications: [] },
    });
    expect(checkData({ users: [{ id: "a", nickname: "x" }], comment: "test" })).toMatchObject({ ok: true });
  });

  test("an integer MFA code is read as its digits", () => {
    const result = checkData({ mfaChallenges: [{ id: "m", code: 123456, attemptsRemaining: 2 }] });
    expect(result).toMatchObject({
      ok: true,
      data: { mfaChallenges: [{ id: "m", code: "123456", attemptsRemaining: 2 }] },
    });
  });

  test.each<[string, unknown, string[]]>([
    ["not an object", [], ["the top level must be an object with users, tenants and mfaChallenges, got an array"]],
    ["users not a list", { users: "x" }, ['users must be an array, got the string "x"']],
    ["a user not an object", { users: [1] }, ["users[0] must be an object, got number 1"]],
    ["a user without id", { users: [{}] }, ["users[0].id must be a non-empty string, got nothing"]],
    ["a numeric id", { users: [{ id: 1 }] }, ["users[0].id must be a non-empty string, got number 1"]],
    ["a repeated id", { users: [{ id: "a" }, { id: "a" }] }, ['users[1].id repeats the id "a"']],
    [
      "a non-string email",
      { users: [{ id: "a", email: 1 }] },
      ["users[0].email must be a string or null, got number 1"],
    ],
    [
      "a non-boolean emailVerified",
      { users: [{ id: "a", emailVerified: "yes" }] },
      ['users[0].emailVerified must be true, false or null, got the string "yes"'],
    ],
    [
      "an unknown status",
      { users: [{ id: "a", status: "active" }] },
      ['users[0].status must be one of ACTIVE, INACTIVE, PENDING_ACTIVATION, BLOCKED or null, got the string "active"'],
    ],
    [
      "a tenant without application or name",
      { tenants: [{ id: "t", name: "" }] },
      [
        "tenants[0].applicationId must be a non-empty string, got nothing",
        'tenants[0].name must be a non-empty string, got the string ""',
      ],
    ],
    [
      "a challenge without code or attempts",
      { mfaChallenges: [{ id: "m", code: true, attemptsRemaining: -1 }] },
      [
        "mfaChallenges[0].code must be a non-empty string or an integer, got boolean true",
        "mfaChallenges[0].attemptsRemaining must be an integer >= 0, got number -1",
      ],
    ],
    [
      "an application without id",
      { applications: [{ name: "x" }] },
      ["applications[0].id must be a non-empty string, got nothing"],
    ],
    [
      "a long string is cut in the message",
      { users: [{ id: "a", status: "x".repeat(100) }] },
      [
        `users[0].status must be one of ACTIVE, INACTIVE, PENDING_ACTIVATION, BLOCKED or null, got the string "${"x".repeat(40)}…"`,
      ],
    ],
    [
      "an object where a string belongs",
      { users: [{ id: "a", email: {} }] },
      ["users[0].email must be a string or null, got an object"],
    ],
  ])("rejects %s", (_name, value, problems) => {
    expect(checkData(value)).toStrictEqual({ ok: false, problems });
  });
});

describe("loadDataFile", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "reference-data-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test("reads a file, a leading byte order mark included", async () => {
    const path = join(dir, "bom.json");
    await writeFile(path, `\ufeff${JSON.stringify(testData())}`);
    expect(await loadDataFile(path)).toStrictEqual({ ok: true, data: testData() });
  });

  test("lists at most 10 problems, then counts the rest", async () => {
    const path = join(dir, "many.json");
    await writeFile(path, JSON.stringify({ users: Array.from({ length: 12 }, () => ({})) }));
    const result = await loadDataFile(path);
    expect(result.ok).toBe(false);
    const message = result.ok ? "" : result.message;
    expect(message.split("\n")).toHaveLength(12);
    expect(message.endsWith("\n  and 2 more problems")).toBe(true);
    await writeFile(path, JSON.stringify({ users: Array.from({ length: 11 }, () => ({})) }));
    const eleven = await loadDataFile(path);
    expect(eleven.ok ? "" : eleven.message).toMatch(/\n {2}and 1 more problem$/);
  });

  test("a file that cannot be read names the reason", async () => {
    const result = await loadDataFile(join(dir, "a\u0000b"));
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? "" : result.message).toMatch(/^DATA_FILE .*: cannot be read \(.+\)$/);
  });
});
