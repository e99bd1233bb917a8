import { describe, expect, test } from "vitest";
import {
  compileListOperation,
  DEFAULT_FILTER_OPERATORS,
  getAttribute,
  type ListOperation,
  matchesFilter,
  paginate,
  parseFilter,
  parseListQuery,
  sortItems,
  validateFilter,
} from "../../../src/list-query/index.js";
import { tree } from "../../support/filter.js";
import { violationsOf } from "../../support/list-query-fixtures.js";

/** The one-table form of an operation. */
const table: ListOperation = {
  attributes: {
    id: { select: true },
    name: { type: "string", filter: ["eq", "co"], caseSensitive: false, sort: true, select: true },
    createdAt: { type: "date-time", sort: true, select: true, filter: true },
    kind: { type: "string", filter: true, sort: true },
    age: { type: "number", filter: true },
  },
  count: { default: 10, max: 20 },
};

describe("the one-table form", () => {
  test("compiles every attribute with its defaults", () => {
    const compiled = compileListOperation(table);
    expect(compiled.attribute("createdAt")).toStrictEqual({
      name: "createdAt",
      path: ["createdAt"],
      type: "date-time",
      filter: true,
      operators: DEFAULT_FILTER_OPERATORS["date-time"],
      caseSensitive: false,
      sort: true,
      select: true,
      multiValued: false,
    });
    expect(compiled.attribute("id")).toMatchObject({ type: undefined, filter: false, operators: [], select: true });
    expect(compiled.countDefault).toBe(10);
    expect(compiled.countMax).toBe(20);
    expect(compiled.maxLength).toBe(2000);
    expect(compiled.maxDepth).toBe(32);
  });

  test("compiling is cached per object, and a compiled operation compiles to itself", () => {
    const compiled = compileListOperation(table);
    expect(compileListOperation(table)).toBe(compiled);
    expect(compileListOperation(compiled)).toBe(compiled);
    expect(parseListQuery("sort_by=name", compiled as unknown as ListOperation).ok).toBe(true);
  });

  test("parseListQuery reads sort, select and filter from the table, and allowedValues lists them in order", () => {
    expect(parseListQuery('sort_by=createdAt:desc&fields=id,name&query=name co "x"', table)).toStrictEqual({
      ok: true,
      value: {
        startIndex: 1,
        count: 10,
        sortBy: [{ attribute: "createdAt", direction: "desc" }],
        fields: ["id", "name"],
        filter: { kind: "compare", attribute: "name", operator: "co", value: "x" },
      },
    });
    expect(violationsOf(parseListQuery('sort_by=id&fields=kind&query=id eq "1" and name sw "a"', table))).toStrictEqual(
      {
        sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "name,createdAt,kind" } }],
        fields: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "id,name,createdAt" } }],
        query: [
          { code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: "id" } },
          {
            code: "disallowed_filter_operator",
            constraintAttributes: { attributePath: "name", allowedValues: "eq,co" },
          },
        ],
      },
    );
  });

  test.each<[member: string, replacement: string]>([
    ["sortable", "sort: true"],
    ["selectable", "select: true"],
    ["filterable", 'type and filter (filter: true, or a list of operators such as ["eq", "sw"])'],
  ])("the removed three-list member %s is a TypeError naming it and what to declare instead", (member, replacement) => {
    const message = `ListOperation.${member} is not supported: declare ${replacement} on each attribute in ListOperation.attributes`;
    // With or without a table, whatever the list holds: a declaration mistake is never ignored.
    for (const value of [["name"], [], { name: "string" }, {}]) {
      for (const operation of [{ [member]: value }, { ...table, [member]: value }]) {
        expect(() => compileListOperation(operation as ListOperation)).toThrow(new TypeError(message));
      }
    }
    // Every function that reads a declaration compiles it first.
    const declared = { attributes: { name: { type: "string", filter: true } }, [member]: ["name"] } as ListOperation;
    expect(() => parseListQuery("", declared)).toThrow(new TypeError(message));
    expect(() => validateFilter(tree('name eq "a"'), declared)).toThrow(new TypeError(message));
    expect(() => matchesFilter(tree('name eq "a"'), {}, declared)).toThrow(new TypeError(message));
    expect(() => sortItems([], [], declared)).toThrow(new TypeError(message));
    expect(() => paginate([], {}, declared)).toThrow(new TypeError(message));
  });

  test("a removed member left undefined is no declaration at all", () => {
    const operation = { ...table, sortable: undefined, selectable: undefined, filterable: undefined };
    expect(compileListOperation(operation as ListOperation).attributes).toStrictEqual(
      compileListOperation(table).attributes,
    );
  });

  test.each<[string, unknown]>([
    ["an unknown type", { a: { type: "integer" } }],
    ["filter without a type", { a: { filter: true } }],
    ["an unknown operator", { a: { type: "string", filter: ["like"] } }],
    ["co on a number", { a: { type: "number", filter: ["co"] } }],
    ["sw on a date-time", { a: { type: "date-time", filter: ["sw"] } }],
    ["ew on a boolean", { a: { type: "boolean", filter: ["eq", "ew"] } }],
    ["sort that is not a boolean", { a: { sort: "yes" } }],
    ["select that is not a boolean", { a: { select: 1 } }],
    ["caseSensitive that is not a boolean", { a: { type: "string", caseSensitive: "no" } }],
    ["a path with an empty segment", { "a..b": { select: true } }],
    ["a path with a comma", { "a,b": { select: true } }],
    ["a declaration that is not an object", { a: "string" }],
    ["sub-attributes on a simple type", { a: { type: "string", attributes: { value: "string" } } }],
    ["a sortable complex attribute", { a: { type: "complex", sort: true } }],
    ["a complex attribute without value filtered by eq", { a: { type: "complex", filter: ["eq"] } }],
  ])("%s is a TypeError naming the attribute", (_, attributes) => {
    expect(() => compileListOperation({ attributes } as unknown as ListOperation)).toThrow(TypeError);
    expect(() => compileListOperation({ attributes } as unknown as ListOperation)).toThrow(/attributes\.a/);
  });
});

describe("sorting follows the declared type whether or not the attribute is filterable", () => {
  const items = [
    { id: "1", createdAt: "2024-01-02T10:00:00+05:00" },
    { id: "2", createdAt: "2024-01-02T06:00:00Z" },
  ];
  test("a date-time declared only sortable sorts chronologically", () => {
    const op: ListOperation = { attributes: { createdAt: { type: "date-time", sort: true } } };
    const page = paginate(items, { sortBy: [{ attribute: "createdAt" }] }, op);
    // 10:00+05:00 is 05:00Z, before 06:00Z; as strings it would come after.
    expect(page.items.map((item) => item.id)).toStrictEqual(["1", "2"]);
    expect(
      sortItems(items, [{ attribute: "createdAt", direction: "desc" }], compileListOperation(op)).map((i) => i.id),
    ).toStrictEqual(["2", "1"]);
  });
});

describe("names match ASCII letters ignoring case, and nothing else", () => {
  const kelvin = "\u212Aind";
  test("the Kelvin sign is not a k in sort_by or fields", () => {
    expect(violationsOf(parseListQuery(`sort_by=${encodeURIComponent(kelvin)}`, table))).toStrictEqual({
      sort_by: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "name,createdAt,kind" } }],
    });
    expect(parseListQuery("sort_by=KIND", table).ok).toBe(true);
    const op: ListOperation = { attributes: { kind: { select: true } } };
    expect(violationsOf(parseListQuery(`fields=${encodeURIComponent(kelvin)}`, op))).toStrictEqual({
      fields: [{ code: "disallowed_enum", constraintAttributes: { allowedValues: "kind" } }],
    });
  });

  test("a declared name with a non-ASCII letter matches only its own spelling of that letter", () => {
    const op: ListOperation = { attributes: { "\u00e9tat": { sort: true } } };
    expect(parseListQuery(`sort_by=${encodeURIComponent("\u00e9TAT")}`, op).ok).toBe(true);
    expect(parseListQuery(`sort_by=${encodeURIComponent("\u00c9tat")}`, op).ok).toBe(false);
  });

  test("the Kelvin sign in a sort direction is not accepted", () => {
    // No direction folds from a non-ASCII letter; "desc" spelled with look-alikes stays unknown.
    expect(parseListQuery(`sort_by=name:${encodeURIComponent("DE\u017FC")}`, table).ok).toBe(false);
  });

  test("items are read ignoring ASCII case only", () => {
    expect(getAttribute({ [kelvin]: 1 }, "kind")).toBe(undefined);
    expect(getAttribute({ KIND: 1 }, "kind")).toBe(1);
    expect(matchesFilter(tree("kind pr"), { [kelvin]: "x" })).toBe(false);
    expect(matchesFilter(tree("kind pr"), { KiNd: "x" })).toBe(true);
  });
});

describe("a compiled operation stands in for its declaration", () => {
  test("validateFilter, matchesFilter and sortItems read it", () => {
    const compiled = compileListOperation(table);
    expect(validateFilter(tree('NAME co "A"'), compiled)).toStrictEqual({
      ok: true,
      value: { kind: "compare", attribute: "name", operator: "co", value: "A" },
    });
    expect(
      matchesFilter(tree('createdAt lt "2024-01-02T06:00:00Z"'), { createdAt: "2024-01-02T10:00:00+05:00" }, compiled),
    ).toBe(true);
  });
});

describe("complex attributes", () => {
  const op: ListOperation = {
    attributes: {
      emails: {
        type: "complex",
        multiValued: true,
        filter: true,
        select: true,
        attributes: { value: "string", type: { type: "string", filter: ["eq"] }, primary: "boolean" },
      },
      ims: { type: "complex", filter: true, attributes: { type: "string" } },
    },
  };

  test("sub-attributes follow their attribute, named by dotted path, and the attribute compares by value", () => {
    const compiled = compileListOperation(op);
    expect(compiled.attributes.map((a) => a.name)).toStrictEqual([
      "emails",
      "emails.value",
      "emails.type",
      "emails.primary",
      "ims",
      "ims.type",
    ]);
    const emails = compiled.attribute("EMAILS");
    expect(emails?.compareBy).toBe(compiled.attribute("emails.value"));
    expect(emails?.operators).toStrictEqual(DEFAULT_FILTER_OPERATORS.string);
    expect(compiled.attribute("emails.Type")).toMatchObject({ operators: ["eq"], multiValued: true, parent: emails });
    expect(compiled.attribute("ims")?.operators).toStrictEqual(["pr"]);
  });

  test("sub-attributes of a complex attribute that is not filterable are not filterable", () => {
    const compiled = compileListOperation({
      attributes: { emails: { type: "complex", attributes: { value: "string" } } },
    });
    expect(compiled.attribute("emails.value")).toMatchObject({ filter: false, operators: [] });
  });
});

describe("edges of the table", () => {
  test("attributes that are not an object are a TypeError", () => {
    expect(() => compileListOperation({ attributes: 1 } as unknown as ListOperation)).toThrow(
      new TypeError("ListOperation.attributes: invalid 1"),
    );
    expect(() => compileListOperation({ attributes: null } as unknown as ListOperation)).toThrow(TypeError);
  });

  test("a complex attribute sorts by compareValues without a type, and without value it is read whole", () => {
    const op = compileListOperation({
      attributes: {
        ims: { type: "complex", filter: true, attributes: { type: "string" } },
        n: { type: "number", sort: true },
      },
    });
    const items = [{ ims: [{ type: "b" }] }, { ims: [{ type: "a" }] }];
    expect(sortItems(items, [{ attribute: "ims" }], op)).toStrictEqual(items);
    const present = parseFilter("ims pr");
    if (!present.ok) throw new Error("unreachable");
    expect(matchesFilter(present.value, items[0], op)).toBe(true);
  });

  test("an element whose value member is null compares as missing", () => {
    const ast = parseFilter('emails eq "x"');
    const ne = parseFilter('emails ne "x"');
    if (!ast.ok || !ne.ok) throw new Error("unreachable");
    expect(matchesFilter(ast.value, { emails: [{ value: null }] })).toBe(false);
    expect(matchesFilter(ne.value, { emails: [{ value: null }] })).toBe(false);
  });
});

describe("more malformed and overlapping declarations", () => {
  test.each<[string, unknown]>([
    [
      "a sub-attribute that is neither a type nor an object",
      { attributes: { e: { type: "complex", attributes: { x: 1 } } } },
    ],
    ["a sub-attribute name with a dot", { attributes: { e: { type: "complex", attributes: { "a.b": "string" } } } }],
    ["schemas that are not an object", { schemas: "urn:x" }],
    [
      "a complex attribute with a substring operator on a number value",
      { attributes: { e: { type: "complex", filter: ["co"], attributes: { value: "number" } } } },
    ],
  ])("%s is a TypeError", (_, operation) => {
    expect(() => compileListOperation(operation as ListOperation)).toThrow(TypeError);
  });

  test("the TypeError shows a value JSON cannot write as a string", () => {
    expect(() => compileListOperation({ attributes: { a: undefined } } as unknown as ListOperation)).toThrow(
      "ListOperation.attributes.a: invalid undefined",
    );
  });

  test("a complex attribute's operator list is checked against its value sub-attribute", () => {
    const op = compileListOperation({
      attributes: { e: { type: "complex", filter: ["eq", "co"], attributes: { value: "string" } } },
    });
    expect(op.attribute("e")?.operators).toStrictEqual(["eq", "co"]);
  });

  test("a declared dotted path wins over a complex attribute's sub-attribute of the same path", () => {
    const op = compileListOperation({
      attributes: {
        "e.value": { type: "number", filter: true },
        e: { type: "complex", filter: true, attributes: { value: "string" } },
      },
    });
    expect(op.attribute("e.value")?.type).toBe("number");
  });
});

describe("schema-qualified names", () => {
  test("a declaration's schemas must be URNs with a path prefix", () => {
    expect(() => compileListOperation({ schemas: { nocolon: "" } })).toThrow(TypeError);
    expect(() => compileListOperation({ schemas: { "urn:x": "a..b" } })).toThrow(TypeError);
    // A URN a client could not write before a name: `$`, a space, a name that starts with a digit.
    for (const urn of ["urn:$x", "urn:a b", "1urn:x", ":x"]) {
      expect(() => compileListOperation({ schemas: { [urn]: "" } }), urn).toThrow(TypeError);
    }
  });

  const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

  test("an extension's attribute declared by its URN reads the member keyed by the URN", () => {
    const op = compileListOperation({
      attributes: {
        [`${ENTERPRISE}:employeeNumber`]: { type: "string", filter: true },
        [`${ENTERPRISE}:manager`]: {
          type: "complex",
          filter: true,
          attributes: { value: "string", displayName: "string" },
        },
      },
    });
    expect(op.attribute(`${ENTERPRISE}:employeeNumber`)?.path).toStrictEqual([ENTERPRISE, "employeeNumber"]);
    // Found ignoring ASCII case, URN and names alike; the sub-attributes by dotted path.
    const displayName = op.attribute(`${ENTERPRISE.toUpperCase()}:MANAGER.displayname`);
    expect(displayName?.name).toBe(`${ENTERPRISE}:manager.displayName`);
    expect(displayName?.path).toStrictEqual([ENTERPRISE, "manager", "displayName"]);
    expect(displayName?.parent).toBe(op.attribute(`${ENTERPRISE}:manager`));
    // The plain name is not the extension's.
    expect(op.attribute("employeeNumber")).toBeUndefined();
  });

  test.each<[string, ListOperation, string]>([
    [
      "sortable (sort_by holds no URN)",
      { attributes: { [`${ENTERPRISE}:employeeNumber`]: { type: "string", sort: true } } },
      "invalid declaration",
    ],
    [
      "selectable (fields holds no URN)",
      { attributes: { [`${ENTERPRISE}:employeeNumber`]: { type: "string", select: true } } },
      "invalid declaration",
    ],
    [
      "qualified by a core schema (its attributes are the plain names)",
      { attributes: { "urn:ietf:params:scim:schemas:core:2.0:User:userName": { type: "string", filter: true } } },
      "invalid declaration",
    ],
    [
      "qualified by a URN a client cannot write",
      { attributes: { "urn:a b:x": { type: "string", filter: true } } },
      "invalid declaration",
    ],
    [
      "with a sub-attribute named with a colon",
      { attributes: { [`${ENTERPRISE}:manager`]: { type: "complex", attributes: { "a:b": "string" } } } },
      "invalid declaration",
    ],
    [
      "qualified by a URN that schemas maps to a prefix",
      {
        schemas: { [ENTERPRISE]: "enterprise" },
        attributes: { [`${ENTERPRISE}:employeeNumber`]: { type: "string", filter: true } },
      },
      'its schema is mapped by ListOperation.schemas; declare the path "enterprise.employeeNumber"',
    ],
  ])("an extension's attribute %s is a TypeError", (_, operation, message) => {
    expect(() => compileListOperation(operation)).toThrow(message);
  });
});
