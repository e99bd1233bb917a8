import { JSON_CONTENT_TYPE } from "api-error-model";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { baseErrorOf, send, startTestServer, type TestServer, testData, violationsOf } from "../../support/e2e.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(testData());
});
afterAll(() => server.close());

describe("Get User", () => {
  test("a known id answers 200 with the user as the data set has it", async () => {
    const reply = await send(server, "GET", "/api/v1/users/u2");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    expect(reply.json).toStrictEqual(testData().users[1]);
  });

  test("a user with only an id answers with only the id; null values stay null", async () => {
    expect((await send(server, "GET", "/api/v1/users/u5")).json).toStrictEqual({ id: "u5" });
    expect((await send(server, "GET", "/api/v1/users/u4")).json).toStrictEqual(testData().users[3]);
  });

  test("an unknown id answers 404 user_not_found with the message of the spec and no details", async () => {
    const reply = await send(server, "GET", "/api/v1/users/nobody");
    expect(baseErrorOf(reply, 404)).toStrictEqual({
      type: "base_error",
      code: "user_not_found",
      message: "User [nobody] could not be found",
    });
  });

  test("the id in the message is the decoded path segment", async () => {
    const reply = await send(server, "GET", "/api/v1/users/a%20b");
    expect(baseErrorOf(reply, 404).message).toBe("User [a b] could not be found");
  });

  test("HEAD of a user answers 200 without a body", async () => {
    const reply = await send(server, "HEAD", "/api/v1/users/u1");
    expect(reply.status).toBe(200);
    expect(reply.text).toBe("");
  });
});

describe("Create User", () => {
  test("a valid body answers 201 with the user, a new id and a Location", async () => {
    const body = {
      email: "new.person@example.com",
      username: "new.person",
      givenName: "New",
      familyName: "Person",
      fullName: "New Person",
      externalId: "x-1",
      emailVerified: false,
      status: "PENDING_ACTIVATION",
    };
    const reply = await send(server, "POST", "/api/v1/users", body);
    expect(reply.status).toBe(201);
    expect(reply.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    const created = reply.json as { id: string };
    expect(created).toStrictEqual({ id: created.id, ...body });
    expect(created.id).not.toBe("");
    expect(reply.headers.get("location")).toBe(`/api/v1/users/${created.id}`);
    expect((await send(server, "GET", `/api/v1/users/${created.id}`)).json).toStrictEqual(created);
  });

  test("only email is required; unknown members and a given id are ignored; null optional members are absent", async () => {
    const reply = await send(server, "POST", "/api/v1/users", {
      email: "only.email@example.com",
      id: "chosen",
      password: "x",
      givenName: null,
    });
    expect(reply.status).toBe(201);
    const created = reply.json as { id: string };
    expect(created).toStrictEqual({ id: created.id, email: "only.email@example.com" });
    expect(created.id).not.toBe("chosen");
  });

  test("what is stored is what is answered, a leading U+FEFF included, and filters find it as paginate would", async () => {
    const body = { email: "bom.reader@example.com", fullName: "\ufeffAda Lovelace", externalId: "\ufeffext-1000" };
    const reply = await send(server, "POST", "/api/v1/users", body);
    expect(reply.status).toBe(201);
    const created = reply.json as { id: string };
    expect(created).toStrictEqual({ id: created.id, ...body });
    expect((await send(server, "GET", `/api/v1/users/${created.id}`)).json).toStrictEqual(created);
    const query = encodeURIComponent('externalId sw "\ufeff"');
    const list = (await send(server, "GET", `/api/v1/users?query=${query}`)).json as { items: unknown[] };
    expect(list.items).toStrictEqual([created]);
  });

  test("two creations get different ids", async () => {
    const a = (await send(server, "POST", "/api/v1/users", { email: "twin.a@example.com" })).json as { id: string };
    const b = (await send(server, "POST", "/api/v1/users", { email: "twin.b@example.com" })).json as { id: string };
    expect(a.id).not.toBe(b.id);
  });

  test.each([
    ["missing", {}, "undefined"],
    ["null", { email: null }, "null"],
    ["empty", { email: "" }, "blank"],
    ["spaces", { email: "   " }, "blank"],
    ["not an address", { email: "not-an-address" }, "invalid_email"],
    ["a number", { email: 42 }, "invalid_email"],
    ["an object", { email: { address: "a@example.com" } }, "invalid_email"],
    ["with a symbol (☃)", { email: "☃@example.com" }, "invalid_email"],
    ["with U+FFFD", { email: "\ufffd@example.com" }, "invalid_email"],
    ["with a top-level domain of Arabic-Indic digits", { email: "a@example.١٢" }, "invalid_email"],
  ])("email %s: one violation %s under email", async (_name, body, code) => {
    const reply = await send(server, "POST", "/api/v1/users", body);
    expect(violationsOf(reply)).toStrictEqual({ email: [{ code }] });
  });

  test("email over 200 characters: too_long with maxLength 200 (the spec's rule), and nothing else", async () => {
    const email = `${"a".repeat(189)}@example.com`;
    expect(email.length).toBe(201);
    const reply = await send(server, "POST", "/api/v1/users", { email });
    expect(violationsOf(reply)).toStrictEqual({
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
    });
  });

  test("a 201-character value that is no address either is only too_long", async () => {
    const reply = await send(server, "POST", "/api/v1/users", { email: "x".repeat(201) });
    expect(violationsOf(reply)).toStrictEqual({
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
    });
  });

  test("an email of exactly 200 characters is accepted", async () => {
    const email = `${"b".repeat(188)}@example.com`;
    expect(email.length).toBe(200);
    expect((await send(server, "POST", "/api/v1/users", { email })).status).toBe(201);
  });

  test.each([
    "plain",
    "@example.com",
    "a@",
    "a@example",
    "a b@example.com",
    "a@@example.com",
    "a@b@example.com",
    ".a@example.com",
    "a..b@example.com",
    "a@-example.com",
    "a@example..com",
    "a@example.123",
    "a@exam_ple.com",
  ])("%s is invalid_email", async (email) => {
    const reply = await send(server, "POST", "/api/v1/users", { email });
    expect(violationsOf(reply)).toStrictEqual({ email: [{ code: "invalid_email" }] });
  });

  test.each(["first.last+tag@sub.example.co.uk", "o'brien@example.ie", "josé@exämple.de", "x@a.io"])(
    "%s is a valid address",
    async (email) => {
      expect((await send(server, "POST", "/api/v1/users", { email })).status).toBe(201);
    },
  );

  test("a taken email is not_unique, ignoring case", async () => {
    const same = await send(server, "POST", "/api/v1/users", { email: "ada@example.com" });
    expect(violationsOf(same)).toStrictEqual({ email: [{ code: "not_unique" }] });
    const cased = await send(server, "POST", "/api/v1/users", { email: "grace@example.COM" });
    expect(violationsOf(cased)).toStrictEqual({ email: [{ code: "not_unique" }] });
  });

  test("an email created before is taken afterwards", async () => {
    expect((await send(server, "POST", "/api/v1/users", { email: "once@example.com" })).status).toBe(201);
    const again = await send(server, "POST", "/api/v1/users", { email: "Once@example.com" });
    expect(violationsOf(again)).toStrictEqual({ email: [{ code: "not_unique" }] });
  });

  test("a taken username is not_unique, ignoring case", async () => {
    const reply = await send(server, "POST", "/api/v1/users", { email: "other.ada@example.com", username: "ADA" });
    expect(violationsOf(reply)).toStrictEqual({ username: [{ code: "not_unique" }] });
  });

  test("every problem of one body is reported together, one violation per member", async () => {
    const reply = await send(server, "POST", "/api/v1/users", {
      email: "ada@example.com",
      username: "has space",
      givenName: "",
      familyName: "x".repeat(101),
      fullName: "line\nbreak",
      externalId: 7,
      emailVerified: "yes",
      status: "active",
    });
    expect(violationsOf(reply)).toStrictEqual({
      email: [{ code: "not_unique" }],
      username: [
        {
          code: "failed_regex_match",
          constraintAttributes: { regexPattern: "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$" },
        },
      ],
      givenName: [{ code: "blank" }],
      familyName: [{ code: "too_long", constraintAttributes: { maxLength: "100" } }],
      fullName: [
        { code: "failed_regex_match", constraintAttributes: { regexPattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$" } },
      ],
      externalId: [
        { code: "failed_regex_match", constraintAttributes: { regexPattern: "^[^\\u0000-\\u001F\\u007F-\\u009F]*$" } },
      ],
      emailVerified: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "true,false" } }],
      status: [
        {
          code: "disallowed_enum",
          constraintAttributes: { allowedValues: "ACTIVE,INACTIVE,PENDING_ACTIVATION,BLOCKED" },
        },
      ],
    });
  });

  test("maximum lengths: username 100, givenName 100, familyName 100, fullName 200, externalId 200", async () => {
    const reply = await send(server, "POST", "/api/v1/users", {
      email: "lengths@example.com",
      username: "u".repeat(101),
      givenName: "g".repeat(101),
      familyName: "f".repeat(100),
      fullName: "n".repeat(201),
      externalId: "e".repeat(201),
    });
    const tooLong = (max: string) => [{ code: "too_long", constraintAttributes: { maxLength: max } }];
    expect(violationsOf(reply)).toStrictEqual({
      username: tooLong("100"),
      givenName: tooLong("100"),
      fullName: tooLong("200"),
      externalId: tooLong("200"),
    });
  });

  test("lengths count characters (code points), not UTF-16 units", async () => {
    const reply = await send(server, "POST", "/api/v1/users", {
      email: "emoji@example.com",
      givenName: "😀".repeat(100),
    });
    expect(reply.status).toBe(201);
  });

  test("a failed creation stores nothing", async () => {
    await send(server, "POST", "/api/v1/users", { email: "half@example.com", status: "NOPE" });
    expect((await send(server, "POST", "/api/v1/users", { email: "half@example.com" })).status).toBe(201);
  });

  test("__proto__ in the body is data, not a prototype", async () => {
    const reply = await send(
      server,
      "POST",
      "/api/v1/users",
      '{"email":"proto@example.com","__proto__":{"status":"X"}}',
      {
        "content-type": "application/json",
      },
    );
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.json as object).sort()).toStrictEqual(["email", "id"]);
  });
});
