import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isApiError } from "../../../src/index.js";
import {
  type DatabaseErrorMapping,
  databaseViolation,
  errorFromDatabase,
  fromDatabaseError,
} from "../../../src/sql/index.js";
import { pglite, realPostgres, type TestDatabase } from "../../support/postgres.js";

const MAPPING: DatabaseErrorMapping = {
  constraints: { people_email_key: "email", people_team_fkey: "team" },
  notNull: { "people.name": "name", nickname: "nickname" },
  tooLong: { path: "email", maxLength: 20 },
};

/** An error shaped like the ones `pg` and PGlite throw: own data members. */
function pgError(members: Record<string, unknown>): Error {
  return Object.assign(new Error("database error"), members);
}

describe("databaseViolation, on error objects", () => {
  test("23505 on a mapped constraint is not_unique under its path", () => {
    expect(databaseViolation(pgError({ code: "23505", constraint: "people_email_key" }), MAPPING)).toStrictEqual({
      path: "email",
      detail: { code: "not_unique" },
    });
  });

  test("23503 on a mapped constraint is not_found", () => {
    expect(databaseViolation(pgError({ code: "23503", constraint: "people_team_fkey" }), MAPPING)).toStrictEqual({
      path: "team",
      detail: { code: "not_found" },
    });
  });

  test("23502 is null under the path of table.column, else of the column alone", () => {
    const on = (table: string | undefined, column: string | undefined) =>
      databaseViolation(pgError({ code: "23502", table, column }), MAPPING);
    expect(on("people", "name")).toStrictEqual({ path: "name", detail: { code: "null" } });
    expect(on("other", "nickname")).toStrictEqual({ path: "nickname", detail: { code: "null" } });
    expect(on(undefined, "nickname")).toStrictEqual({ path: "nickname", detail: { code: "null" } });
    expect(on("other", "name")).toBeUndefined();
    expect(on("people", undefined)).toBeUndefined();
  });

  test("22001 is too_long with maxLength when the mapping gives the limit", () => {
    expect(databaseViolation(pgError({ code: "22001" }), MAPPING)).toStrictEqual({
      path: "email",
      detail: { code: "too_long", constraintAttributes: { maxLength: "20" } },
    });
    expect(databaseViolation(pgError({ code: "22001" }), {})).toBeUndefined();
  });

  test("anything unmapped stays unexpected: other codes, other constraints, no mapping", () => {
    expect(databaseViolation(pgError({ code: "23505", constraint: "other_key" }), MAPPING)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23505" }), MAPPING)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23503", constraint: "other_fkey" }), MAPPING)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23502", column: "name" }), {})).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23514", constraint: "people_email_key" }), MAPPING)).toBeUndefined();
    expect(databaseViolation(pgError({ code: 23505, constraint: "people_email_key" }), MAPPING)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23505", constraint: "people_email_key" }), {})).toBeUndefined();
  });

  test("a wrapped driver error is found through cause, at most four links deep", () => {
    const wrap = (error: unknown, times: number): unknown =>
      times === 0 ? error : wrap(new Error("wrapped", { cause: error }), times - 1);
    const inner = pgError({ code: "23505", constraint: "people_email_key" });
    expect(databaseViolation(wrap(inner, 4), MAPPING)?.path).toBe("email");
    expect(databaseViolation(wrap(inner, 5), MAPPING)).toBeUndefined();
  });

  test("never throws and never runs a getter, whatever it is given", () => {
    const hostile = {
      get code(): string {
        throw new Error("getter ran");
      },
      get cause(): unknown {
        throw new Error("getter ran");
      },
    };
    for (const value of [undefined, null, 0, "23505", Symbol("x"), () => {}, [], {}, hostile, new Proxy({}, {})]) {
      expect(databaseViolation(value, MAPPING)).toBeUndefined();
    }
  });

  test("members inherited from a prototype are not read, and mapping names are own members only", () => {
    const inherited = Object.create({ code: "23505", constraint: "people_email_key" }) as object;
    expect(databaseViolation(inherited, MAPPING)).toBeUndefined();
    for (const constraint of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(databaseViolation(pgError({ code: "23505", constraint }), MAPPING)).toBeUndefined();
      expect(databaseViolation(pgError({ code: "23502", column: constraint }), MAPPING)).toBeUndefined();
    }
  });
  test("members that are not strings, or missing, name nothing (no key is made of them)", () => {
    // Keys a non-string or a missing member would turn into: "people_email_key" from an array, "undefined" from nothing.
    const mapping: DatabaseErrorMapping = {
      constraints: { people_email_key: "email", undefined: "nothing" },
      notNull: { "undefined.name": "a", "people.undefined": "b", undefined: "c", "people.name": "d" },
    };
    expect(databaseViolation(pgError({ code: "23505", constraint: ["people_email_key"] }), mapping)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23503", constraint: ["people_email_key"] }), mapping)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23505" }), mapping)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23502", column: "name" }), mapping)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23502", table: "people" }), mapping)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23502", table: ["people"], column: "name" }), mapping)).toBeUndefined();
    expect(databaseViolation(pgError({ code: "23502", table: "people", column: "name" }), mapping)).toStrictEqual({
      path: "d",
      detail: { code: "null" },
    });
  });
});

describe("errorFromDatabase", () => {
  test("gives the 400 constraint violations error, with the database error as cause (never sent)", () => {
    const cause = pgError({ code: "23505", constraint: "people_email_key", detail: "Key (email)=(a@b.c) exists." });
    const error = errorFromDatabase(cause, MAPPING, { ticket: "t-1" });
    expect(isApiError(error)).toBe(true);
    expect(error?.status).toBe(400);
    expect(error?.cause).toBe(cause);
    expect(error?.toJSON()).toStrictEqual({
      type: "constraint_violations_error",
      code: "message_body_constraint_violations",
      message: "The request body has constraint violations.",
      ticket: "t-1",
      violations: { email: [{ code: "not_unique" }] },
    });
    expect(JSON.stringify(error)).not.toContain("exists");
  });

  test("takes the top-level code: a query parameter's violation is request_constraint_violations", () => {
    const error = errorFromDatabase(pgError({ code: "23503", constraint: "people_team_fkey" }), MAPPING, {
      code: "request_constraint_violations",
    });
    expect(error?.toJSON()).toMatchObject({
      code: "request_constraint_violations",
      violations: { team: [{ code: "not_found" }] },
    });
  });

  test("is undefined for an error the mapping does not name", () => {
    expect(errorFromDatabase(pgError({ code: "22012" }), MAPPING)).toBeUndefined();
    expect(errorFromDatabase(new TypeError("x"), MAPPING)).toBeUndefined();
  });

  test("the deprecated name fromDatabaseError still answers the same error", () => {
    const cause = pgError({ code: "23505", constraint: "people_email_key" });
    expect(fromDatabaseError(cause, MAPPING, { ticket: "t-1" })?.toJSON()).toStrictEqual(
      errorFromDatabase(cause, MAPPING, { ticket: "t-1" })?.toJSON(),
    );
  });
});

/** The errors a real backend raises, caught. */
async function raised(db: TestDatabase, text: string, values: readonly unknown[] = []): Promise<unknown> {
  try {
    await db.query(text, values);
  } catch (error) {
    return error;
  }
  throw new Error(`no error from: ${text}`);
}

async function realErrors(db: TestDatabase): Promise<void> {
  await db.query(
    `create table teams (id text primary key);
     create table people (
       id text primary key,
       name text not null,
       nickname text,
       email varchar(20) constraint people_email_key unique,
       team text constraint people_team_fkey references teams (id)
     );
     insert into teams values ('t1');
     insert into people (id, name, email, team) values ('p1', 'Ada', 'ada@x.io', 't1')`,
  );
  const insert = "insert into people (id, name, email, team) values ($1, $2, $3, $4)";
  const unique = await raised(db, insert, ["p2", "Alan", "ada@x.io", "t1"]);
  expect(databaseViolation(unique, MAPPING)).toStrictEqual({ path: "email", detail: { code: "not_unique" } });
  const missing = await raised(db, insert, ["p3", "Grace", "grace@x.io", "t9"]);
  expect(databaseViolation(missing, MAPPING)).toStrictEqual({ path: "team", detail: { code: "not_found" } });
  const nameless = await raised(db, insert, ["p4", null, "e@x.io", "t1"]);
  expect(databaseViolation(nameless, MAPPING)).toStrictEqual({ path: "name", detail: { code: "null" } });
  const long = await raised(db, insert, ["p5", "Edsger", "a-very-long-address@example.com", "t1"]);
  expect(databaseViolation(long, MAPPING)).toStrictEqual({
    path: "email",
    detail: { code: "too_long", constraintAttributes: { maxLength: "20" } },
  });
  // Unmapped: a division by zero, a NUL in text (22021), a constraint the mapping does not name.
  expect(databaseViolation(await raised(db, "select 1 / 0"), MAPPING)).toBeUndefined();
  expect(databaseViolation(await raised(db, insert, ["p6", "a\u0000b", null, null]), MAPPING)).toBeUndefined();
  expect(databaseViolation(await raised(db, insert, ["p1", "Ada", null, null]), MAPPING)).toBeUndefined();
  expect(errorFromDatabase(await raised(db, insert, ["p1", "Ada", null, null]), MAPPING)).toBeUndefined();
}

describe("real errors from embedded PostgreSQL (PGlite)", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await pglite();
  }, 60_000);
  afterAll(() => db?.close());

  test("unique, foreign key, not null, too long map; the rest stays unexpected", () => realErrors(db), 30_000);
});

const server = await realPostgres();
afterAll(() => server?.close());

describe.skipIf(server === undefined)("real errors from a PostgreSQL server (pg)", () => {
  test(
    "unique, foreign key, not null, too long map; the rest stays unexpected",
    () => realErrors(server as TestDatabase),
    30_000,
  );
});
