import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { parseListQuery } from "../../../src/list-query/params.js";
import { _readParameters, LIST_PARAMETERS } from "../../../src/list-query/query-string.js";
import { listUsers } from "../../support/list-query-fixtures.js";

/** What the reader found, as URLSearchParams.getAll would list it (first value, count). */
function read(text: string): [string | undefined, number][] {
  const raw = _readParameters(text);
  return LIST_PARAMETERS.map((_, slot) => {
    const sent = raw[slot];
    return [sent?.value, sent?.count ?? 0];
  });
}

function reference(text: string): [string | undefined, number][] {
  const params = new URLSearchParams(text);
  return LIST_PARAMETERS.map((name) => {
    const all = params.getAll(name);
    return [all[0], all.length];
  });
}

const piece = fc.oneof(
  fc.constantFrom(...LIST_PARAMETERS),
  fc.constantFrom(
    "=",
    "&",
    "%",
    "%2",
    "%25",
    "%5F",
    "%3D",
    "%26",
    "%C3%A9",
    "%FF",
    "%ED%A0%80",
    "+",
    "?",
    "#",
    "a",
    " ",
  ),
  fc.string({ unit: "binary", maxLength: 3 }),
);

describe("the query-string reader", () => {
  test("reads the five parameters exactly as URLSearchParams does (values and repeats)", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const text = pieces.join("");
        expect(read(text)).toStrictEqual(reference(text));
      }),
      { numRuns: 2000 },
    );
  });

  test("reads well-formed query strings of random values as URLSearchParams does", () => {
    const pair = fc.tuple(fc.constantFrom(...LIST_PARAMETERS, "x"), fc.string({ unit: "grapheme", maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), fc.boolean(), (pairs, question) => {
        const text = (question ? "?" : "") + new URLSearchParams(pairs).toString();
        expect(read(text)).toStrictEqual(reference(text));
      }),
    );
  });

  test("only one leading ? is dropped", () => {
    expect(read("??count=1")).toStrictEqual(reference("??count=1"));
  });
});

// Counting work rather than timing it: every character read by charCodeAt, and
// every character scanned by indexOf, while the parser runs.
const original = { charCodeAt: String.prototype.charCodeAt, indexOf: String.prototype.indexOf };
let work = 0;

function countWork<T>(run: () => T): number {
  work = 0;
  String.prototype.charCodeAt = function (this: string, index: number) {
    work++;
    return original.charCodeAt.call(this, index);
  };
  String.prototype.indexOf = function (this: string, search: string, from?: number) {
    const at = original.indexOf.call(this, search, from);
    work += (at === -1 ? this.length : at) - (from ?? 0) + 1;
    return at;
  };
  try {
    run();
  } finally {
    String.prototype.charCodeAt = original.charCodeAt;
    String.prototype.indexOf = original.indexOf;
  }
  return work;
}

afterEach(() => {
  String.prototype.charCodeAt = original.charCodeAt;
  String.prototype.indexOf = original.indexOf;
});

describe("parsing is linear in the length of the query string", () => {
  const shapes: [string, (n: number) => string][] = [
    ["many pairs without =", (n) => "a&".repeat(n)],
    ["many pairs with = after them", (n) => `${"a&".repeat(n)}=`],
    ["many encoded pairs without =", (n) => `${"%41&".repeat(n)}=`],
    ["a sort_by of many segments with a colon at the end", (n) => `sort_by=${"a,".repeat(n)}:`],
    ["a sort_by of many colons", (n) => `sort_by=${"a:".repeat(n)}`],
    ["a fields of many empty segments", (n) => `fields=${",".repeat(n)}`],
    ["many count parameters", (n) => "count=1&".repeat(n)],
    ["a long integer", (n) => `count=${"9".repeat(n)}`],
  ];
  for (const [what, make] of shapes) {
    test(`${what}: doubling the input at most doubles the work (plus a constant)`, () => {
      const small = countWork(() => parseListQuery(make(2000), listUsers));
      const large = countWork(() => parseListQuery(make(4000), listUsers));
      expect(small).toBeGreaterThan(0);
      expect(large).toBeLessThanOrEqual(2 * small + 100);
    });
  }
});
