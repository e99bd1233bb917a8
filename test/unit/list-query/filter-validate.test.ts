import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatFilter, parseFilter } from "../../../src/list-query/index.js";
import { readDateTime } from "../../../src/list-rules/date-time.js";
import { filterableArb, treeArb } from "../../support/filter-arbitraries.js";

const _isDateTimeString = (text: string): boolean => readDateTime(text) !== undefined;

import {
  DEFAULT_FILTER_OPERATORS,
  FILTER_OPERATORS,
  type FilterNode,
  type ListOperation,
  validateFilter,
} from "../../../src/list-query/index.js";
import { cmp, tree } from "../../support/filter.js";

const filterable: ListOperation = {
  attributes: {
    givenName: { type: "string", filter: true },
    age: { type: "number", filter: true },
    emailVerified: { type: "boolean", filter: true },
    createdAt: { type: "date-time", filter: true },
    "protocol.type": { type: "string", filter: true },
    externalId: { type: "string", filter: ["eq", "co", "ew"], caseSensitive: true },
  },
};

/** A refusal: the violations, and the error body a server answers with, the same violations under `query`. */
function refused(...violations: object[]) {
  return {
    ok: false,
    violations,
    error: {
      type: "constraint_violations_error",
      code: "request_constraint_violations",
      message: "The request has constraint violations.",
      ticket: expect.any(String),
      violations: { query: violations },
    },
  };
}

function violationsOf(text: string, declared: ListOperation = filterable) {
  const result = validateFilter(tree(text), declared);
  return result.ok ? [] : result.violations;
}

/** The refusal of a literal that does not fit the type of `attributePath`. */
const mismatch = (attributePath: string, valueType: string) => ({
  code: "invalid_filter_value",
  constraintAttributes: { attributePath, valueType },
});
const STRING_MISMATCH = mismatch("givenName", "string");
const NUMBER_MISMATCH = mismatch("age", "number");
const BOOLEAN_MISMATCH = mismatch("emailVerified", "boolean");
const DATE_TIME_MISMATCH = mismatch("createdAt", "date-time");
/** The refusal of an operator `attributePath` does not allow. */
const disallowedOperator = (operators: readonly string[], attributePath = "givenName") => ({
  code: "disallowed_filter_operator",
  constraintAttributes: { attributePath, allowedValues: operators.join(",") },
});
/** The refusal of an attribute that is not declared, or not filterable, named as the filter writes it. */
const notFilterable = (invalidFieldName: string) => ({
  code: "contained_invalid_field_name",
  constraintAttributes: { invalidFieldName },
});

describe("attributes", () => {
  test("a declared attribute passes, and the tree comes back unchanged", () => {
    const ast = tree('givenName eq "Ann"');
    const result = validateFilter(ast, filterable);
    expect(result).toStrictEqual({ ok: true, value: ast });
    expect(result.ok && result.value).toBe(ast);
  });

  test("an attribute is found among declared names of the same length, and not taken for another of them", () => {
    const sameLength: ListOperation = {
      attributes: { username: { type: "string", filter: true }, fullName: { type: "string", filter: true } },
    };
    expect(validateFilter(tree('fullName eq "x"'), sameLength)).toStrictEqual({
      ok: true,
      value: tree('fullName eq "x"'),
    });
    expect(validateFilter(tree('username eq "x"'), sameLength)).toStrictEqual({
      ok: true,
      value: tree('username eq "x"'),
    });
    expect(validateFilter(tree("x pr"), sameLength)).toStrictEqual(refused(notFilterable("x")));
    expect(validateFilter(tree('nickname eq "x"'), sameLength)).toStrictEqual(refused(notFilterable("nickname")));
  });

  test("an attribute that is not declared is contained_invalid_field_name, naming it as written", () => {
    expect(violationsOf('passWord eq "x"')).toStrictEqual([notFilterable("passWord")]);
  });

  test("a declared attribute that is not filterable is named the same way", () => {
    const declared: ListOperation = { attributes: { secret: { type: "string", sort: true } } };
    expect(violationsOf('secret eq "x"', declared)).toStrictEqual([notFilterable("secret")]);
  });

  test("a name longer than 256 characters is cut, ending with …, and never carries a pattern", () => {
    const name = `a${"b".repeat(999)}`;
    const [detail] = violationsOf(`${name} pr`);
    expect(detail).toStrictEqual(notFilterable(`${name.slice(0, 255)}…`));
    expect(JSON.stringify(violationsOf('age eq "x" or givenName eq 1'))).not.toMatch(/regexPattern|\^/);
  });

  test("a nested attribute is declared by its dotted path", () => {
    expect(violationsOf('protocol.type eq "oidc"')).toStrictEqual([]);
    expect(violationsOf('protocol eq "oidc"')).toStrictEqual([notFilterable("protocol")]);
  });

  test("attribute names match ignoring case, and the result spells them as declared", () => {
    const result = validateFilter(tree('GIVENNAME eq "Ann" and PROTOCOL.Type pr'), filterable);
    expect(result).toStrictEqual({
      ok: true,
      value: {
        kind: "and",
        operands: [cmp("givenName", "eq", "Ann"), { kind: "present", attribute: "protocol.type" }],
      },
    });
  });

  test("renaming reaches terms under not, and, or and in", () => {
    const result = validateFilter(
      tree('not (AGE in (1, 2) or (givenname sw "a" and EmailVerified eq true))'),
      filterable,
    );
    expect(result).toStrictEqual({
      ok: true,
      value: {
        kind: "not",
        operand: {
          kind: "or",
          operands: [
            { kind: "in", attribute: "age", operator: "in", values: [1, 2] },
            { kind: "and", operands: [cmp("givenName", "sw", "a"), cmp("emailVerified", "eq", true)] },
          ],
        },
      },
    });
  });

  test("renaming keeps the nodes that need no change", () => {
    const ast = tree('(givenName eq "a" and age eq 1) or AGE eq 2');
    const result = validateFilter(ast, filterable);
    expect(result.ok).toBe(true);
    if (!result.ok || result.value.kind !== "or" || ast.kind !== "or") return;
    expect(result.value.operands[0]).toBe(ast.operands[0]);
    expect(result.value.operands[1]).toStrictEqual(cmp("age", "eq", 2));
    const withNot = tree("not (givenName pr) and AGE eq 2");
    const checked = validateFilter(withNot, filterable);
    if (!checked.ok || checked.value.kind !== "and" || withNot.kind !== "and") throw new Error("expected an and");
    expect(checked.value.operands[0]).toBe(withNot.operands[0]);
  });

  test("an exact declared name wins over one that differs only in case", () => {
    const result = validateFilter(tree("Name eq 1"), {
      attributes: { name: { type: "string", filter: true }, Name: { type: "number", filter: true } },
    });
    expect(result.ok).toBe(true);
  });

  test("of declarations that differ only in case, the first declared one takes a mismatched spelling", () => {
    const result = validateFilter(tree("NAME eq 1"), {
      attributes: { name: { type: "number", filter: true }, Name: { type: "string", filter: true } },
    });
    expect(result).toStrictEqual({ ok: true, value: cmp("name", "eq", 1) });
  });

  test("inherited members are not declarations: __proto__, constructor and toString are not filterable", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(violationsOf(`${name} eq "x"`)).toStrictEqual([notFilterable(name)]);
    }
  });

  test("a declaration named __proto__ (an own key) works like any other", () => {
    const declared = JSON.parse('{"attributes": {"__proto__": {"type": "string", "filter": true}}}') as ListOperation;
    expect(violationsOf('__proto__ eq "x"', declared)).toStrictEqual([]);
  });
});

describe("operators", () => {
  test("a string allows eq ne sw lt le gt ge in nin pr by default, not co or ew", () => {
    expect(DEFAULT_FILTER_OPERATORS.string).toStrictEqual([
      "eq",
      "ne",
      "sw",
      "lt",
      "le",
      "gt",
      "ge",
      "in",
      "nin",
      "pr",
    ]);
    for (const operator of FILTER_OPERATORS) {
      const text =
        operator === "pr"
          ? "givenName pr"
          : operator === "in" || operator === "nin"
            ? `givenName ${operator} ("a")`
            : `givenName ${operator} "a"`;
      const allowed = (DEFAULT_FILTER_OPERATORS.string as readonly string[]).includes(operator);
      expect(violationsOf(text)).toStrictEqual(allowed ? [] : [disallowedOperator(DEFAULT_FILTER_OPERATORS.string)]);
    }
  });

  test("a number and a date-time allow eq ne lt le gt ge in nin pr by default", () => {
    expect(DEFAULT_FILTER_OPERATORS.number).toStrictEqual(["eq", "ne", "lt", "le", "gt", "ge", "in", "nin", "pr"]);
    expect(DEFAULT_FILTER_OPERATORS["date-time"]).toStrictEqual(DEFAULT_FILTER_OPERATORS.number);
    expect(violationsOf("age ge 18 and age in (1, 2) and age pr")).toStrictEqual([]);
    expect(violationsOf('age sw "1"')).toStrictEqual([
      disallowedOperator(DEFAULT_FILTER_OPERATORS.number, "age"),
      NUMBER_MISMATCH,
    ]);
    expect(violationsOf('createdAt gt "2024-01-01T00:00:00Z"')).toStrictEqual([]);
    expect(violationsOf('createdAt co "2024"')).toStrictEqual([
      disallowedOperator(DEFAULT_FILTER_OPERATORS["date-time"], "createdAt"),
      DATE_TIME_MISMATCH,
    ]);
  });

  test("a boolean allows eq ne pr by default", () => {
    expect(DEFAULT_FILTER_OPERATORS.boolean).toStrictEqual(["eq", "ne", "pr"]);
    expect(violationsOf("emailVerified eq true and emailVerified ne false and emailVerified pr")).toStrictEqual([]);
    expect(violationsOf("emailVerified lt true")).toStrictEqual([
      disallowedOperator(["eq", "ne", "pr"], "emailVerified"),
    ]);
    expect(violationsOf("emailVerified in (true)")).toStrictEqual([
      disallowedOperator(["eq", "ne", "pr"], "emailVerified"),
    ]);
  });

  test("a rule's operators replace the defaults, and allowedValues lists them in the rule's order", () => {
    expect(violationsOf('externalId co "x" and externalId ew "y"')).toStrictEqual([]);
    expect(violationsOf('externalId sw "x"')).toStrictEqual([disallowedOperator(["eq", "co", "ew"], "externalId")]);
    expect(violationsOf("EXTERNALID pr")).toStrictEqual([disallowedOperator(["eq", "co", "ew"], "externalId")]);
  });

  test("filter: true gets the defaults of the type", () => {
    expect(violationsOf('x co "a"', { attributes: { x: { type: "string", filter: true } } })).toStrictEqual([
      disallowedOperator(DEFAULT_FILTER_OPERATORS.string, "x"),
    ]);
  });

  test("an empty list of operators allows none", () => {
    expect(violationsOf("x pr", { attributes: { x: { type: "string", filter: [] } } })).toStrictEqual([
      { code: "disallowed_filter_operator", constraintAttributes: { attributePath: "x", allowedValues: "" } },
    ]);
  });
});

describe("values", () => {
  test.each([
    ["givenName eq 1", STRING_MISMATCH],
    ["givenName eq true", STRING_MISMATCH],
    ["givenName sw null", STRING_MISMATCH],
    ['age eq "1"', NUMBER_MISMATCH],
    ["age gt false", NUMBER_MISMATCH],
    ["age lt null", NUMBER_MISMATCH],
    ['emailVerified eq "true"', BOOLEAN_MISMATCH],
    ["emailVerified eq 1", BOOLEAN_MISMATCH],
    ["createdAt gt 1700000000", DATE_TIME_MISMATCH],
    ['createdAt gt "yesterday"', DATE_TIME_MISMATCH],
    ['createdAt gt "2024-01-01"', DATE_TIME_MISMATCH],
    ["createdAt gt null", DATE_TIME_MISMATCH],
  ])("%s: a literal of the wrong type is %j, naming the attribute and its type", (text, expected) => {
    expect(violationsOf(text)).toStrictEqual([expected]);
  });

  test("null fits every type with eq, ne, in and nin", () => {
    expect(
      violationsOf(
        "givenName eq null and age ne null and emailVerified eq null and createdAt ne null and givenName in (null) and age nin (1, null)",
      ),
    ).toStrictEqual([]);
  });

  test("every value of an in list is checked", () => {
    expect(violationsOf('age in (1, "2", 3)')).toStrictEqual([NUMBER_MISMATCH]);
    expect(violationsOf('createdAt in ("2024-01-01T00:00:00Z", "nope")')).toStrictEqual([DATE_TIME_MISMATCH]);
  });

  test("pr has no value to check", () => {
    expect(violationsOf("createdAt pr and age pr")).toStrictEqual([]);
  });
});

describe("all problems together", () => {
  test("every problem of the filter is reported, in the order of the text", () => {
    expect(
      violationsOf(
        'GIVENNAME co "an" and foo eq 1 and emailverified eq "x" and createdAt gt "2020-13-01T00:00:00Z" and age lt "s"',
      ),
    ).toStrictEqual([
      disallowedOperator(DEFAULT_FILTER_OPERATORS.string),
      notFilterable("foo"),
      BOOLEAN_MISMATCH,
      DATE_TIME_MISMATCH,
      NUMBER_MISMATCH,
    ]);
  });

  test("identical details are listed once", () => {
    expect(violationsOf('a eq 1 or a eq 2 or not (c pr) or givenName co "x" or GIVENNAME ew "y"')).toStrictEqual([
      notFilterable("a"),
      notFilterable("c"),
      disallowedOperator(DEFAULT_FILTER_OPERATORS.string),
    ]);
  });

  test("details of different attributes with different allowed operators are both listed", () => {
    expect(violationsOf('givenName co "x" and externalId sw "y"')).toStrictEqual([
      disallowedOperator(DEFAULT_FILTER_OPERATORS.string),
      disallowedOperator(["eq", "co", "ew"], "externalId"),
    ]);
  });
});

describe("declarations", () => {
  test.each([
    ["an unknown type name", { x: { type: "text", filter: true } }],
    ["a filter without a type", { x: { filter: true } }],
    ["null", { x: null }],
    ["a type name in place of a declaration", { x: "string" }],
    ["an unknown operator", { x: { type: "string", filter: ["eq", "like"] } }],
    ["upper-case operators", { x: { type: "string", filter: ["EQ"] } }],
    ["operators that are no list", { x: { type: "string", filter: "eq" } }],
    ["a caseSensitive that is no boolean", { x: { type: "string", filter: true, caseSensitive: "yes" } }],
  ])("%s is a TypeError (a programming mistake)", (_, attributes) => {
    expect(() => validateFilter(tree("x pr"), { attributes } as unknown as ListOperation)).toThrow(TypeError);
  });

  test("a declaration is checked whole, even where the filter does not use it", () => {
    const attributes = { x: { type: "text", filter: true }, y: { type: "string", filter: true } };
    expect(() => validateFilter(tree("y pr"), { attributes } as unknown as ListOperation)).toThrow(TypeError);
  });

  test.each(["sw", "co", "ew"] as const)(
    "%s on a number, boolean or date-time is a TypeError naming the attribute",
    (operator) => {
      for (const type of ["number", "boolean", "date-time"] as const) {
        expect(() =>
          validateFilter(tree("x pr"), { attributes: { amount: { type, filter: ["eq", operator] } } }),
        ).toThrow(/amount.*sw, co and ew only apply to strings/);
      }
      expect(validateFilter(tree("x pr"), { attributes: { x: { type: "string", filter: [operator] } } }).ok).toBe(
        false,
      );
    },
  );

  test("deep trees are validated without recursion", () => {
    let node: FilterNode = cmp("AGE", "eq", 1);
    for (let i = 0; i < 200_000; i++) node = { kind: "not", operand: node };
    const result = validateFilter(node, filterable);
    expect(result.ok).toBe(true);
    let current = result.ok ? result.value : node;
    for (let i = 0; i < 200_000; i++) current = current.kind === "not" ? current.operand : current;
    expect(current).toStrictEqual(cmp("age", "eq", 1));
  });
});

describe("date-time literals", () => {
  test.each([
    "2024-05-01T12:30:00Z",
    "2024-05-01t12:30:00z",
    "2024-05-01T12:30:00.5Z",
    "2024-05-01T12:30:00.123456789+02:00",
    "2024-05-01T23:59:59-23:59",
    "2024-02-29T00:00:00Z",
    "2000-02-29T00:00:00Z",
    "0001-01-01T00:00:00Z",
    "0000-02-29T00:00:00Z",
    "0096-02-29T00:00:00Z",
    "1600-02-29T00:00:00Z",
    "9999-12-31T23:59:59Z",
    ...["01", "03", "05", "07", "08", "10", "12"].map((month) => `2023-${month}-31T00:00:00Z`),
    ...["04", "06", "09", "11"].map((month) => `2023-${month}-30T00:00:00Z`),
  ])("%s is an RFC 3339 date-time", (text) => {
    expect(_isDateTimeString(text)).toBe(true);
  });

  test.each([
    "",
    "2024-05-01",
    "2024-05-01T12:30Z",
    "2024-05-01T12:30:00",
    "2024-05-01 12:30:00Z",
    "2024/05/01T12:30:00Z",
    "2024-05-01T12-30:00Z",
    "2024-05-01T12:30-00Z",
    "2024-13-01T00:00:00Z",
    "2024-00-01T00:00:00Z",
    "2023-02-29T00:00:00Z",
    "1900-02-29T00:00:00Z",
    "2024-04-31T00:00:00Z",
    "2024-05-00T00:00:00Z",
    "0100-02-29T00:00:00Z",
    "1700-02-29T00:00:00Z",
    "2024-02-30T00:00:00Z",
    "2024-01-32T00:00:00Z",
    "2024-12-32T00:00:00Z",
    ...["04", "06", "09", "11"].map((month) => `2023-${month}-31T00:00:00Z`),
    "2024-05-01T24:00:00Z",
    "2024-05-01T12:60:00Z",
    "2024-05-01T12:30:60Z",
    "2024-05-01T12:30:00.Z",
    "2024-05-01T12:30:00ZZ",
    "2024-05-01T12:30:00+2:00",
    "2024-05-01T12:30:00+24:00",
    "2024-05-01T12:30:00+02:60",
    "2024-05-01T12:30:00+0200",
    "2024-05-01T12:30:00+02:000",
    "2024-05-01T12:30:00X",
    "+02024-05-01T12:30:00Z",
    "2024-05-01T12:30:00 Z",
    "2024-5-01T12:30:00.00Z",
  ])("%j is not", (text) => {
    expect(_isDateTimeString(text)).toBe(false);
  });
});

describe("never throws", () => {
  test("validateFilter never throws on any tree, and a success is a tree that still formats", () => {
    fc.assert(
      fc.property(treeArb(), filterableArb, (ast, filterable) => {
        const result = validateFilter(ast, filterable);
        if (result.ok)
          expect(
            parseFilter(formatFilter(result.value), { maxLength: Number.POSITIVE_INFINITY, maxDepth: 100 }).ok,
          ).toBe(true);
        else expect(result.violations.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe("$ref as an attribute name", () => {
  const declared: ListOperation = {
    attributes: {
      manager: { type: "complex", filter: true, attributes: { $ref: "string" } },
      friends: { type: "complex", filter: true, multiValued: true, attributes: { $ref: "string" } },
    },
  };

  test("a $ref sub-attribute is declared among the sub-attributes, and named in any case", () => {
    expect(validateFilter(tree('manager.$REF eq "/v2/Users/a"'), declared)).toEqual({
      ok: true,
      value: tree('manager.$ref eq "/v2/Users/a"'),
    });
    expect(validateFilter(tree('friends[$Ref sw "Users/"]'), declared)).toEqual({
      ok: true,
      value: tree('friends[$ref sw "Users/"]'),
    });
  });

  test("an undeclared $ref is not filterable, named as written", () => {
    expect(validateFilter(tree("groups.$ref pr"), declared)).toStrictEqual(refused(notFilterable("groups.$ref")));
    expect(validateFilter(tree("friends[$ref pr and nope pr]"), declared)).toStrictEqual(
      refused(notFilterable("friends.nope")),
    );
  });
});

describe("value paths over multi-valued simple attributes", () => {
  const declared: ListOperation = {
    attributes: {
      schemas: { type: "string", filter: ["eq", "pr"], multiValued: true },
      userName: { type: "string", filter: true },
      emails: { type: "complex", filter: true, multiValued: true, attributes: { value: "string" } },
    },
  };

  test("a multi-valued simple attribute takes a value path whose only name is value, with the attribute's rule", () => {
    expect(validateFilter(tree('SCHEMAS[VALUE eq "urn:x"]'), declared)).toEqual({
      ok: true,
      value: tree('schemas[value eq "urn:x"]'),
    });
    expect(validateFilter(tree('schemas[not (value eq "urn:y") and value pr]'), declared)).toMatchObject({ ok: true });
    expect(validateFilter(tree('schemas[value sw "urn:"]'), declared)).toStrictEqual(
      refused(disallowedOperator(["eq", "pr"], "schemas.value")),
    );
    expect(validateFilter(tree("schemas[value eq 1]"), declared)).toStrictEqual(
      refused(mismatch("schemas.value", "string")),
    );
  });

  test("a single-valued attribute and a sub-attribute take no value path; another name is not filterable", () => {
    for (const text of ['userName[value eq "x"]', 'emails.value[value eq "x"]']) {
      expect(validateFilter(tree(text), declared), text).toStrictEqual(
        refused({ code: "unsupported_path_expression" }),
      );
    }
    // A value path inside another (which parseFilter never makes).
    const nested: FilterNode = {
      kind: "valuePath",
      attribute: "emails",
      filter: { kind: "valuePath", attribute: "value", filter: cmp("value", "eq", "x") },
    };
    expect(validateFilter(nested, declared)).toStrictEqual(refused({ code: "unsupported_path_expression" }));
    expect(validateFilter(tree('schemas[type eq "x"]'), declared)).toStrictEqual(
      refused(notFilterable("schemas.type")),
    );
    expect(validateFilter(tree('nope[value eq "x"]'), declared)).toStrictEqual(refused(notFilterable("nope")));
  });
});
