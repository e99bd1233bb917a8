import { describe, expect, test } from "vitest";
import { counterResyncSql, counterSql, type SqlTable } from "../../../src/sql/index.js";

const table: SqlTable = { name: "app.users", key: "id", counter: "app.users_count", columns: { id: "id" } };

describe("counterSql", () => {
  test("the counter table, its first count under a share lock, the function, three statement triggers", () => {
    const statements = counterSql(table, { slots: 4 });
    expect(statements.slice(0, 3)).toStrictEqual([
      `CREATE TABLE IF NOT EXISTS "app"."users_count" (slot integer PRIMARY KEY, n bigint NOT NULL)`,
      `LOCK TABLE "app"."users" IN SHARE MODE`,
      `INSERT INTO "app"."users_count" (slot, n) SELECT s, CASE WHEN s = 0 THEN (SELECT count(*) FROM "app"."users") ELSE 0 END FROM generate_series(0, 3) AS s ON CONFLICT (slot) DO NOTHING`,
    ]);
    expect(statements[3]).toMatch(
      /^CREATE OR REPLACE FUNCTION "app"\."users_count_trigger"\(\) RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS/,
    );
    expect(statements[3]).toContain(
      `UPDATE "app"."users_count" SET n = n + delta WHERE slot = (SELECT slot FROM "app"."users_count" WHERE slot < 4 ` +
        `ORDER BY slot = pg_backend_pid() % 4 DESC, slot LIMIT 1 FOR UPDATE SKIP LOCKED); ` +
        `IF NOT FOUND THEN INSERT INTO "app"."users_count" AS c (slot, n) VALUES (4 + pg_backend_pid(), + delta) ` +
        `ON CONFLICT (slot) DO UPDATE SET n = c.n + EXCLUDED.n; END IF;`,
    );
    expect(statements[3]).toContain(
      `SELECT count(*) INTO delta FROM deleted; IF delta <> 0 THEN UPDATE "app"."users_count" SET n = n - delta`,
    );
    expect(statements.slice(4)).toStrictEqual([
      `CREATE OR REPLACE TRIGGER "users_count_insert" AFTER INSERT ON "app"."users" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "app"."users_count_trigger"()`,
      `CREATE OR REPLACE TRIGGER "users_count_delete" AFTER DELETE ON "app"."users" REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "app"."users_count_trigger"()`,
      `CREATE OR REPLACE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "app"."users" FOR EACH STATEMENT EXECUTE FUNCTION "app"."users_count_trigger"()`,
    ]);
  });

  test("16 slots by default; an unqualified counter", () => {
    const statements = counterSql({ ...table, name: "users", counter: "n" });
    expect(statements[2]).toContain("generate_series(0, 15)");
    expect(statements[3]).toContain(`CREATE OR REPLACE FUNCTION "n_trigger"()`);
  });

  test("no counter declared, or slots out of range: a programming error", () => {
    expect(() => counterSql({ name: "t", key: "id", columns: { id: "id" } })).toThrow(/declares no counter/);
    for (const slots of [0, 1.5, 1025, Number.NaN]) {
      expect(() => counterSql(table, { slots })).toThrow(/slots must be an integer/);
    }
    expect(counterSql(table, { slots: 1024 })[2]).toContain("generate_series(0, 1023)");
    expect(counterSql(table, { slots: 1 })[2]).toContain("generate_series(0, 0)");
  });
});

describe("counterResyncSql", () => {
  test("under a share lock: the rows of other backends folded, every slot there, the count in slot 0", () => {
    expect(counterResyncSql(table, { slots: 4 })).toStrictEqual([
      `LOCK TABLE "app"."users" IN SHARE MODE`,
      `DELETE FROM "app"."users_count" WHERE slot >= 4 OR slot < 0`,
      `INSERT INTO "app"."users_count" (slot, n) SELECT s, 0 FROM generate_series(0, 3) AS s ON CONFLICT (slot) DO NOTHING`,
      `UPDATE "app"."users_count" SET n = CASE WHEN slot = 0 THEN (SELECT count(*) FROM "app"."users") ELSE 0 END`,
    ]);
    expect(counterResyncSql(table)[1]).toContain("slot >= 16");
  });

  test("no counter declared, or slots out of range: a programming error naming the function", () => {
    expect(() => counterResyncSql({ name: "t", key: "id", columns: { id: "id" } })).toThrow(
      /^counterResyncSql: the table "t" declares no counter$/,
    );
    expect(() => counterResyncSql(table, { slots: 0 })).toThrow(/^counterResyncSql: slots must be an integer/);
  });
});
