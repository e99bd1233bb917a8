import { describe, expect, test } from "vitest";
import type { ListOperation } from "../../../src/list-query/operation.js";
import { listIndexesSql, type SqlTable, sortIndexSql } from "../../../src/sql/index.js";

const table: SqlTable = {
  name: "app.people",
  key: "id",
  order: "seq",
  columns: {
    id: "id",
    name: "name",
    code: "code",
    handle: "handle",
    score: "score",
    active: "active",
    tags: { column: "tags", storage: "array" },
    doc: { column: "doc", storage: "jsonb" },
  },
};
const operation: ListOperation = {
  attributes: {
    id: { select: true },
    name: { type: "string", filter: ["eq", "co"], sort: true },
    code: { type: "string", filter: ["eq", "sw"], caseSensitive: true, sort: true },
    handle: { type: "string", filter: ["ne", "nin", "pr", "ew"] },
    score: { type: "number", filter: ["gt"] },
    active: { type: "boolean", filter: ["ne"], sort: true },
    tags: { type: "string", multiValued: true, filter: ["eq"], sort: true },
    doc: { type: "string", filter: ["eq"], sort: true },
  },
};

const NAME = `(lower("name" COLLATE "und-x-icu") COLLATE "C")`;
const CODE = `("code" COLLATE "C")`;

describe("listIndexesSql", () => {
  const statements = listIndexesSql(table, operation);

  test("every declared sort in both directions, exactly as sortIndexSql writes it", () => {
    for (const attribute of ["name", "code", "active"]) {
      for (const direction of ["asc", "desc"] as const) {
        const exact = sortIndexSql(table, [{ attribute, direction }], operation, "x").replace(
          `CREATE INDEX "x" ON "app"."people"`,
          "",
        );
        expect(statements.filter((statement) => statement.endsWith(exact))).toHaveLength(1);
      }
    }
  });

  test("the statements, by attribute: sorts, ordered filters, trigrams; nothing for arrays, jsonb, ne/nin/pr", () => {
    expect(statements).toStrictEqual([
      `CREATE INDEX IF NOT EXISTS "people_name_sort" ON "app"."people" (${NAME}, ("name" COLLATE "C"), "seq")`,
      `CREATE INDEX IF NOT EXISTS "people_name_sort_desc" ON "app"."people" (${NAME} DESC, ("name" COLLATE "C") DESC, "seq")`,
      `CREATE INDEX IF NOT EXISTS "people_name_trgm" ON "app"."people" USING gin (${NAME} gin_trgm_ops)`,
      `CREATE INDEX IF NOT EXISTS "people_code_sort" ON "app"."people" ((lower("code" COLLATE "und-x-icu") COLLATE "C"), ${CODE}, "seq")`,
      `CREATE INDEX IF NOT EXISTS "people_code_sort_desc" ON "app"."people" ((lower("code" COLLATE "und-x-icu") COLLATE "C") DESC, ${CODE} DESC, "seq")`,
      // Case-sensitive: compared by code point, which the sort index does not begin with.
      `CREATE INDEX IF NOT EXISTS "people_code_filter" ON "app"."people" (${CODE})`,
      `CREATE INDEX IF NOT EXISTS "people_code_trgm" ON "app"."people" USING gin (${CODE} gin_trgm_ops)`,
      `CREATE INDEX IF NOT EXISTS "people_handle_trgm" ON "app"."people" USING gin ((lower("handle" COLLATE "und-x-icu") COLLATE "C") gin_trgm_ops)`,
      `CREATE INDEX IF NOT EXISTS "people_score_filter" ON "app"."people" ("score")`,
      `CREATE INDEX IF NOT EXISTS "people_active_sort" ON "app"."people" ("active", "seq")`,
      `CREATE INDEX IF NOT EXISTS "people_active_sort_desc" ON "app"."people" ("active" DESC, "seq")`,
    ]);
  });

  test("a table without schema; an attribute without a column is a programming error", () => {
    expect(
      listIndexesSql({ ...table, name: "people" }, { attributes: { score: { type: "number", filter: true } } }),
    ).toStrictEqual([`CREATE INDEX IF NOT EXISTS "people_score_filter" ON "people" ("score")`]);
    expect(listIndexesSql(table, { attributes: { id: { select: true } } })).toStrictEqual([]);
    expect(() => listIndexesSql(table, { attributes: { nick: { type: "string", sort: true } } })).toThrow(TypeError);
  });
});
