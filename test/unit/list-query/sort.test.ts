import { describe, expect, test } from "vitest";
import { sortItems } from "../../../src/list-query/sort.js";

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe("sortItems", () => {
  const people = [
    { id: 1, givenName: "bob", familyName: "Smith" },
    { id: 2, givenName: "Ann", familyName: "smith" },
    { id: 3, givenName: "ann", familyName: "Jones" },
    { id: 4, givenName: "Carl" },
  ];

  test("no keys keeps the input order, in a new array", () => {
    const sorted = sortItems(people, []);
    expect(ids(sorted)).toStrictEqual([1, 2, 3, 4]);
    expect(sorted).not.toBe(people);
  });

  test("asc is the default direction", () => {
    expect(ids(sortItems(people, [{ attribute: "givenName" }]))).toStrictEqual([2, 3, 1, 4]);
  });

  test("strings compare by lower case, then by the original as a tie-break", () => {
    expect(ids(sortItems(people, [{ attribute: "givenName", direction: "asc" }]))).toStrictEqual([2, 3, 1, 4]);
  });

  test("desc reverses the order", () => {
    expect(ids(sortItems(people, [{ attribute: "givenName", direction: "desc" }]))).toStrictEqual([4, 1, 3, 2]);
  });

  test("earlier keys come first; later keys break ties", () => {
    const items = [
      { id: 1, a: "x", b: 2 },
      { id: 2, a: "y", b: 1 },
      { id: 3, a: "x", b: 1 },
    ];
    expect(ids(sortItems(items, [{ attribute: "a" }, { attribute: "b", direction: "desc" }]))).toStrictEqual([1, 3, 2]);
  });

  test("missing values sort last ascending", () => {
    expect(ids(sortItems(people, [{ attribute: "familyName" }]))).toStrictEqual([3, 1, 2, 4]);
  });

  test("missing values sort first descending", () => {
    expect(ids(sortItems(people, [{ attribute: "familyName", direction: "desc" }]))).toStrictEqual([4, 2, 1, 3]);
  });

  test("null counts as missing", () => {
    const items = [{ id: 1, a: null }, { id: 2, a: "b" }, { id: 3 }, { id: 4, a: "a" }];
    expect(ids(sortItems(items, [{ attribute: "a" }]))).toStrictEqual([4, 2, 1, 3]);
    expect(ids(sortItems(items, [{ attribute: "a", direction: "desc" }]))).toStrictEqual([1, 3, 2, 4]);
  });

  test("ties keep the input order (stable), ascending and descending", () => {
    const items = [
      { id: 1, a: "x" },
      { id: 2, a: "X" },
      { id: 3, a: "x" },
      { id: 4, a: "X" },
    ];
    expect(ids(sortItems(items, [{ attribute: "a" }]))).toStrictEqual([2, 4, 1, 3]);
    expect(ids(sortItems(items, [{ attribute: "a", direction: "desc" }]))).toStrictEqual([1, 3, 2, 4]);
  });

  test("numbers numerically, booleans false before true", () => {
    const items = [
      { id: 1, n: 10, b: true },
      { id: 2, n: 9, b: false },
      { id: 3, n: -1, b: true },
    ];
    expect(ids(sortItems(items, [{ attribute: "n" }]))).toStrictEqual([3, 2, 1]);
    expect(ids(sortItems(items, [{ attribute: "b" }]))).toStrictEqual([2, 1, 3]);
  });

  test("a date-time attribute sorts chronologically, filterable or not", () => {
    const items = [
      { id: 1, at: "2024-01-01T00:00:00Z" },
      { id: 2, at: "2023-12-31T23:00:00-02:00" },
    ];
    // As strings "2023-..." comes first; in time, 2023-12-31T23:00-02:00 is 2024-01-01T01:00Z, after id 1.
    expect(ids(sortItems(items, [{ attribute: "at" }]))).toStrictEqual([2, 1]);
    const filtered = { attributes: { at: { type: "date-time", filter: true } } } as const;
    expect(ids(sortItems(items, [{ attribute: "at" }], filtered))).toStrictEqual([1, 2]);
    expect(ids(sortItems(items, [{ attribute: "at" }], { attributes: { at: { type: "date-time" } } }))).toStrictEqual([
      1, 2,
    ]);
  });

  test("dotted paths read nested values", () => {
    const items = [
      { id: 1, protocol: { type: "saml" } },
      { id: 2, protocol: { type: "oidc" } },
    ];
    expect(ids(sortItems(items, [{ attribute: "protocol.type" }]))).toStrictEqual([2, 1]);
  });

  test("the input is not changed", () => {
    const copy = structuredClone(people);
    sortItems(people, [{ attribute: "givenName", direction: "desc" }]);
    expect(people).toStrictEqual(copy);
  });
});
