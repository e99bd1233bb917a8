import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type ListOperation, MAX_LIST_QUERY_INTEGER, parseListQuery } from "../../../src/list-query/index.js";
import { pageFromRows, type SqlTable } from "../../../src/sql/index.js";
import { expectExactPageNumbers, listIntegerText } from "../../support/list-query-fixtures.js";
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

  test("an extension's column is the member keyed by its URN, dots and all", () => {
    const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
    const table: SqlTable = {
      name: "t",
      key: "id",
      columns: { id: "id", [ENTERPRISE]: { column: "e", storage: "jsonb" } },
    };
    const manager = { displayName: "di-wu" };
    expect(pageFromRows([{ ":total": 1, id: "1", [ENTERPRISE]: { manager } }], {}, table).items).toStrictEqual([
      { id: "1", [ENTERPRISE]: { manager } },
    ]);
  });

  test("every number of the body text is the integer sent or the total counted, without exponent (property)", () => {
    const operation: ListOperation = { ...usersOperation, count: { max: MAX_LIST_QUERY_INTEGER } };
    fc.assert(
      fc.property(listIntegerText, listIntegerText, fc.nat(), (start, count, total) => {
        const parsed = parseListQuery(`start_index=${start}&count=${count}`, operation);
        // parseListQuery's side of the bounds is checked in paginate's test; here, what pageFromRows writes.
        fc.pre(parsed.ok);
        const rows = [{ ":total": `${total}`, id: null }];
        const text = JSON.stringify(pageFromRows(rows, parsed.ok ? parsed.value : {}, usersTable, operation));
        expectExactPageNumbers(text, start, count);
        expect(text).toContain(`"totalResults":${total},`);
      }),
      { numRuns: 1000 },
    );
  });
});
