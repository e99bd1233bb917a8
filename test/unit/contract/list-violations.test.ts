import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LIST_QUERY_VIOLATIONS } from "../../../src/contract/index.js";
import { type ListOperation, parseListQuery } from "../../../src/list-query/index.js";

describe("LIST_QUERY_VIOLATIONS", () => {
  const operation: ListOperation = {
    attributes: {
      a: { type: "string", filter: true, sort: true, select: true },
      "b.c": { sort: true, select: true },
      n: { type: "number", filter: true },
      d: { type: "date-time", filter: true },
      f: { type: "boolean", filter: true },
      s: { type: "string", filter: ["eq"] },
    },
    count: { max: 10 },
    query: { maxLength: 40, maxDepth: 2 },
  };
  const piece = fc.constantFrom(
    "a",
    "b.c",
    "x",
    "",
    ",",
    ":",
    ":desc",
    ":up",
    "-1",
    "0",
    "11",
    "1.5",
    "abc",
    "(",
    ")",
    "not",
    " and ",
    " or ",
    "a eq 1",
    'n eq "x"',
    "d gt 3",
    'f eq "y"',
    "s co 1",
    "a pr",
    "z eq 1",
    "((((a pr))))",
    '"',
    "eq",
  );
  const value = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(""));
  const parameter = fc.constantFrom("start_index", "count", "sort_by", "fields", "query");

  test("parseListQuery answers only the declared violations of each parameter, and invalid_request", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(parameter, value), { maxLength: 6 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        const result = parseListQuery(params, operation);
        if (result.ok) return;
        if (result.error.type === "base_error") {
          expect(result.error.code).toBe("invalid_request");
          return;
        }
        for (const [key, details] of Object.entries(result.error.violations)) {
          const declared: readonly string[] = LIST_QUERY_VIOLATIONS[key as keyof typeof LIST_QUERY_VIOLATIONS];
          for (const detail of details) expect(declared).toContain(detail.code);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
