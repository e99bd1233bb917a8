import { describe, expect, test } from "vitest";
import {
  compileListOperation,
  formatListQuery,
  type ListOperation,
  matchesFilter,
  paginate,
  parseFilter,
  parseListQuery,
  validateFilter,
} from "../../../src/list-query/index.js";
import { listUsers } from "../../support/list-query-fixtures.js";

function tree(text: string) {
  const parsed = parseFilter(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

describe("issue 18: an empty query means no filter", () => {
  test.each(["query=", "query=%20%20", "query=%09%0A%0D+"])("%s is the same as no query", (text) => {
    expect(parseListQuery(text, listUsers)).toStrictEqual({
      ok: true,
      value: { startIndex: 1, count: 50, sortBy: [] },
    });
    expect(parseListQuery({ query: "" }, listUsers)).toStrictEqual(parseListQuery("", listUsers));
  });

  test("parseFilter of an empty text stays a syntax error (a filter has at least one expression)", () => {
    const parsed = parseFilter("");
    expect(parsed.ok).toBe(false);
    expect(parsed.ok || parsed.syntax?.position).toBe(0);
  });

  test("a repeated empty query is still a repeated parameter", () => {
    expect(parseListQuery("query=&query=", listUsers).ok).toBe(false);
  });

  test("formatListQuery never writes an empty query", () => {
    expect(formatListQuery({ query: "" })).toBe("");
    expect(formatListQuery({ filter: " \t" })).toBe("");
    expect(formatListQuery({ query: "a pr", count: 5 })).toBe("count=5&query=a%20pr");
  });
});

describe("issue 18: a multi-valued complex attribute compares by its value", () => {
  const bjensen = {
    userName: "bjensen",
    emails: [
      { value: "bjensen@example.com", type: "work", primary: true },
      { value: "babs@jensen.org", type: "home" },
    ],
    tags: ["blue", "green"],
  };

  test("without a declaration, elements with a value member compare by it (RFC 7644's own example)", () => {
    expect(matchesFilter(tree('emails co "example.com"'), bjensen)).toBe(true);
    expect(matchesFilter(tree('emails eq "BABS@JENSEN.ORG"'), bjensen)).toBe(true);
    expect(matchesFilter(tree('emails sw "x"'), bjensen)).toBe(false);
    expect(matchesFilter(tree('emails in ("babs@jensen.org")'), bjensen)).toBe(true);
  });

  test("elements that are strings, numbers or booleans compare directly", () => {
    expect(matchesFilter(tree('tags eq "green"'), bjensen)).toBe(true);
    expect(matchesFilter(tree("n gt 2"), { n: [1, 3] })).toBe(true);
  });

  test("elements without a value member compare as objects (never equal to a literal)", () => {
    expect(matchesFilter(tree('name eq "x"'), { name: { givenName: "x" } })).toBe(false);
    expect(matchesFilter(tree('name ne "x"'), { name: { givenName: "x" } })).toBe(true);
  });

  test("declared complex, the attribute takes the operators, type and case rule of its value sub-attribute", () => {
    const op: ListOperation = {
      attributes: {
        emails: {
          type: "complex",
          multiValued: true,
          filter: true,
          attributes: { value: { type: "string", filter: ["eq", "co"], caseSensitive: true }, type: "string" },
        },
      },
    };
    const compiled = compileListOperation(op);
    expect(validateFilter(tree('EMAILS co "example.com"'), compiled)).toStrictEqual({
      ok: true,
      value: { kind: "compare", attribute: "emails", operator: "co", value: "example.com" },
    });
    expect(validateFilter(tree('emails sw "b"'), compiled)).toStrictEqual({
      ok: false,
      violations: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "eq,co" } }],
    });
    expect(validateFilter(tree("emails co 1"), compiled).ok).toBe(false);
    expect(matchesFilter(tree('emails co "example.com"'), bjensen, compiled)).toBe(true);
    // Case-sensitive, as declared for value.
    expect(matchesFilter(tree('emails co "EXAMPLE.com"'), bjensen, compiled)).toBe(false);
    const page = paginate([bjensen, { emails: [{ value: "x@y.z" }] }], { filter: tree('emails co "jensen"') }, op);
    expect(page.totalResults).toBe(1);
  });

  test("pr on a complex attribute asks for a non-empty element", () => {
    expect(matchesFilter(tree("emails pr"), { emails: [{ value: "" }, {}] })).toBe(false);
    expect(matchesFilter(tree("emails pr"), { emails: [{ value: "" }, { type: "work" }] })).toBe(true);
  });
});

describe("issue 18: error positions of names that start with a digit", () => {
  test.each([
    ["1a eq 2", 0, "1"],
    ["0Field1 eq -12", 0, "0"],
    ["123 eq 1", 0, "123"],
    ["a eq 1 and 2b eq 1", 11, "2"],
    ["(1.x eq 1)", 1, "1"],
    ["not (-a eq 1)", 5, "-"],
  ])("%s is reported at %i, expecting an attribute name", (text, position, found) => {
    const parsed = parseFilter(text);
    expect(parsed.ok ? undefined : parsed.syntax).toMatchObject({
      position,
      expected: "an attribute name, 'not' or '('",
      found,
    });
  });

  test("a malformed number in value position keeps its own position and reason", () => {
    const parsed = parseFilter("a eq 1a");
    expect(parsed.ok ? undefined : parsed.syntax).toMatchObject({ position: 6, found: "a" });
  });
});
