import { describe, expect, test } from "vitest";
import { pageFromRows, type SqlTable } from "../../../src/sql/index.js";
import { usersOperation, usersTable } from "../../support/sql-fixtures.js";

describe("pageFromRows", () => {
  test("an empty result (no row at all) is an empty page with total 0", () => {
    expect(pageFromRows([], { count: 3 }, usersTable)).toStrictEqual({
      totalResults: 0,
      startIndex: 1,
      itemsPerPage: 3,
      items: [],
    });
  });

  test("the row of an empty page gives the total; nested paths are rebuilt; NULL columns left out", () => {
    expect(pageFromRows([{ ":total": "7", id: null }], { startIndex: 9 }, usersTable, usersOperation)).toStrictEqual({
      totalResults: 7,
      startIndex: 9,
      itemsPerPage: 5,
      items: [],
    });
    const table: SqlTable = {
      name: "t",
      key: "id",
      columns: JSON.parse('{ "id": "id", "a.b": "ab", "a.c": "ac", "a.d": "ad", "__proto__": "p" }'),
    };
    expect(
      pageFromRows([{ ":total": 1n, id: "1", "a.b": 2, "a.c": null, "a.d": false, ["__proto__"]: "x" }], {}, table)
        .items,
    ).toStrictEqual([JSON.parse('{ "id": "1", "a": { "b": 2, "d": false }, "__proto__": "x" }')]);
  });
});
