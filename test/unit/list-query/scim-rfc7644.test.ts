import { describe, expect, test } from "vitest";
import {
  compileListOperation,
  formatFilter,
  type ListOperation,
  matchesFilter,
  paginate,
  parseListQuery,
  validateFilter,
} from "../../../src/list-query/index.js";
import { tree } from "../../support/filter.js";
import { violationsOf } from "../../support/list-query-fixtures.js";

// RFC 7644's SCIM users and their declaration, read end to end: its example filters parsed, formatted,
// validated and evaluated, and the value paths and schema-qualified names that need that declaration
// or those users. A case that needs neither is in the test file of its module.

const CORE = "urn:ietf:params:scim:schemas:core:2.0:User";
const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

const users = [
  {
    userName: "bjensen",
    name: { familyName: "Jensen" },
    title: "Tour Guide",
    userType: "Employee",
    emails: [
      { value: "bjensen@example.com", type: "work", primary: true },
      { value: "babs@jensen.org", type: "home" },
    ],
    ims: [{ value: "someaimhandle", type: "aim" }],
    meta: { lastModified: "2011-05-13T04:42:34Z", resourceType: "User" },
    schemas: [CORE, ENTERPRISE],
    enterprise: { employeeNumber: "701984" },
  },
  {
    userName: "Jsmith",
    name: { familyName: "O'Malley" },
    userType: "Intern",
    emails: [{ value: "js@example.org", type: "work" }],
    ims: [{ value: "js@foo.com", type: "xmpp" }],
    meta: { lastModified: "2012-01-01T00:00:00Z", resourceType: "User" },
    schemas: [CORE],
  },
  {
    userName: "alice",
    title: "",
    userType: "Contractor",
    emails: [{ value: "alice@example.net", type: "home" }],
    meta: { lastModified: "2010-01-01T00:00:00Z", resourceType: "User" },
    schemas: [CORE],
  },
];

const text = ["eq", "ne", "co", "sw", "ew", "gt", "ge", "lt", "le", "pr"] as const;

/** The users endpoint of RFC 7644's examples, declared in the one-table form. */
const listUsers: ListOperation = {
  schemas: { [CORE]: "", [ENTERPRISE]: "enterprise" },
  attributes: {
    userName: { type: "string", filter: text, sort: true, select: true },
    "name.familyName": { type: "string", filter: text },
    title: { type: "string", filter: text },
    userType: { type: "string", filter: text },
    "meta.lastModified": { type: "date-time", filter: true },
    "meta.resourceType": { type: "string", filter: true },
    schemas: { type: "string", multiValued: true, filter: true },
    "enterprise.employeeNumber": { type: "string", filter: true },
    emails: {
      type: "complex",
      multiValued: true,
      filter: true,
      select: true,
      attributes: { value: { type: "string", filter: text }, type: "string", primary: "boolean" },
    },
    ims: {
      type: "complex",
      multiValued: true,
      filter: true,
      attributes: { value: { type: "string", filter: text }, type: "string" },
    },
  },
};

// RFC 7644 section 3.4.2.2, Figure 2 and the text around it, with the users each selects here.
const EXAMPLES: [filter: string, matches: string[]][] = [
  ['userName eq "bjensen"', ["bjensen"]],
  ['name.familyName co "O\'Malley"', ["Jsmith"]],
  ['userName sw "J"', ["Jsmith"]],
  [`${CORE}:userName sw "J"`, ["Jsmith"]],
  ["title pr", ["bjensen"]],
  ['meta.lastModified gt "2011-05-13T04:42:34Z"', ["Jsmith"]],
  ['meta.lastModified ge "2011-05-13T04:42:34Z"', ["bjensen", "Jsmith"]],
  ['meta.lastModified lt "2011-05-13T04:42:34Z"', ["alice"]],
  ['meta.lastModified le "2011-05-13T04:42:34Z"', ["bjensen", "alice"]],
  ['title pr and userType eq "Employee"', ["bjensen"]],
  ['title pr or userType eq "Intern"', ["bjensen", "Jsmith"]],
  [`schemas eq "${ENTERPRISE}"`, ["bjensen"]],
  ['userType eq "Employee" and (emails co "example.com" or emails.value co "example.org")', ["bjensen"]],
  ['userType ne "Employee" and not (emails co "example.com" or emails.value co "example.org")', ["alice"]],
  ['userType eq "Employee" and (emails.type eq "work")', ["bjensen"]],
  ['userType eq "Employee" and emails[type eq "work" and value co "@example.com"]', ["bjensen"]],
  [
    'emails[type eq "work" and value co "@example.com"] or ims[type eq "xmpp" and value co "@foo.com"]',
    ["bjensen", "Jsmith"],
  ],
  ['userName Eq "BJensen"', ["bjensen"]],
  ['meta.resourceType eq "User"', ["bjensen", "Jsmith", "alice"]],
  [`${ENTERPRISE}:employeeNumber eq "701984"`, ["bjensen"]],
];

describe("every example filter of RFC 7644 section 3.4.2.2", () => {
  test.each(EXAMPLES)("%s parses, round-trips, validates and selects %j", (filter, expected) => {
    const ast = tree(filter);
    expect(tree(formatFilter(ast))).toStrictEqual(ast);
    expect(formatFilter(tree(formatFilter(ast)))).toBe(formatFilter(ast));
    const checked = validateFilter(ast, compileListOperation(listUsers));
    expect(checked.ok).toBe(true);
    const parsed = parseListQuery({ query: filter }, listUsers);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const page = paginate(users, parsed.value, listUsers);
    expect(page.items.map((user) => user.userName)).toStrictEqual(expected);
    // Without a declaration the same users match (the dates compare as RFC 3339 strings of one offset here).
    if (!filter.includes(`${ENTERPRISE}:`)) {
      expect(users.filter((user) => matchesFilter(ast, user)).map((user) => user.userName)).toStrictEqual(expected);
    }
  });
});

describe("value paths", () => {
  test("the inner filter is evaluated per element: both conditions on the same email", () => {
    expect(matchesFilter(tree('emails[type eq "home" and value co "@example.com"]'), users[0])).toBe(false);
    expect(matchesFilter(tree('emails[type eq "home" or value co "@example.com"]'), users[0])).toBe(true);
    expect(matchesFilter(tree('emails[not (type eq "work")]'), users[1])).toBe(false);
    expect(matchesFilter(tree('not (emails[type eq "work"])'), users[2])).toBe(true);
    expect(matchesFilter(tree("emails[primary eq true]"), users[0])).toBe(true);
    expect(matchesFilter(tree("emails[primary eq true]"), users[1])).toBe(false);
  });

  test("validation: a value path needs a filterable complex attribute, and its terms the sub-attributes", () => {
    expect(violationsOf(parseListQuery({ query: 'userName[type eq "x"]' }, listUsers))).toStrictEqual({
      query: [{ code: "unsupported_path_expression" }],
    });
    expect(violationsOf(parseListQuery({ query: 'emails[kind eq "x"]' }, listUsers))).toStrictEqual({
      query: [{ code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: "emails.kind" } }],
    });
    expect(
      violationsOf(parseListQuery({ query: 'emails[type co "x" and primary eq "yes"]' }, listUsers)),
    ).toStrictEqual({
      query: [
        {
          code: "disallowed_filter_operator",
          constraintAttributes: { attributePath: "emails.type", allowedValues: "eq,ne,sw,lt,le,gt,ge,in,nin,pr" },
        },
        {
          code: "invalid_filter_value",
          constraintAttributes: { attributePath: "emails.primary", valueType: "boolean" },
        },
      ],
    });
  });

  test("validation spells the attribute and its sub-attributes as declared", () => {
    const parsed = parseListQuery(
      { query: 'EMAILS[TYPE eq "work"] and urn:IETF:params:scim:schemas:core:2.0:user:USERNAME pr' },
      listUsers,
    );
    expect(parsed.ok && parsed.value.filter).toStrictEqual({
      kind: "and",
      operands: [
        {
          kind: "valuePath",
          attribute: "emails",
          filter: { kind: "compare", attribute: "type", operator: "eq", value: "work" },
        },
        { kind: "present", attribute: "userName" },
      ],
    });
  });
});

describe("schema-qualified names", () => {
  test("a name under a URN the operation does not serve is not filterable, named as written", () => {
    expect(violationsOf(parseListQuery({ query: "urn:example:other:userName pr" }, listUsers))).toStrictEqual({
      query: [
        {
          code: "contained_invalid_field_name",
          constraintAttributes: { invalidFieldName: "urn:example:other:userName" },
        },
      ],
    });
    const withoutSchemas: ListOperation = { attributes: { userName: { type: "string", filter: true } } };
    expect(violationsOf(parseListQuery({ query: `${CORE}:userName pr` }, withoutSchemas))).toStrictEqual({
      query: [{ code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: `${CORE}:userName` } }],
    });
  });

  test("a qualified name resolving to an attribute that is not filterable is named as written", () => {
    const op: ListOperation = { schemas: { [CORE]: "" }, attributes: { userName: { select: true } } };
    expect(violationsOf(parseListQuery({ query: `${CORE}:userName pr` }, op))).toStrictEqual({
      query: [{ code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: `${CORE}:userName` } }],
    });
  });

  test("without a declaration, a core URN names top-level attributes, another URN only its own member", () => {
    const scim = { [ENTERPRISE]: { employeeNumber: "1", manager: { displayName: "di-wu" } }, userName: "x" };
    expect(matchesFilter(tree(`${ENTERPRISE}:employeeNumber eq "1"`), scim)).toBe(true);
    expect(matchesFilter(tree(`${ENTERPRISE}:manager.displayName eq "di-wu"`), scim)).toBe(true);
    expect(matchesFilter(tree(`${ENTERPRISE.toUpperCase()}:employeeNumber eq "1"`), scim)).toBe(true);
    expect(matchesFilter(tree(`${CORE}:userName eq "x"`), scim)).toBe(true);
    // Another schema's URN never falls back to the top level, nor the core URN to the extension's member.
    expect(matchesFilter(tree(`${ENTERPRISE}:userName eq "x"`), scim)).toBe(false);
    expect(matchesFilter(tree(`${CORE}:employeeNumber pr`), scim)).toBe(false);
    expect(
      matchesFilter(tree(`${ENTERPRISE}:manager.displayName eq "di-wu"`), { manager: { displayName: "di-wu" } }),
    ).toBe(false);
  });
});

describe("extension attributes kept under their schema URN (RFC 7643 section 3.3)", () => {
  const people = [
    {
      id: "1",
      schemas: [CORE, ENTERPRISE],
      [ENTERPRISE]: {
        employeeNumber: "701984",
        manager: { value: "26118915", displayName: "di-wu", $ref: "/v2/Users/26118915" },
      },
    },
    { id: "2", schemas: [CORE, ENTERPRISE], [ENTERPRISE]: { employeeNumber: "17", manager: { displayName: "John" } } },
    // The extension's attributes at the top level are not the extension's.
    { id: "3", schemas: [CORE], employeeNumber: "701984", manager: { displayName: "di-wu" } },
  ];
  const listPeople: ListOperation = {
    attributes: {
      schemas: { type: "string", multiValued: true, filter: true },
      [`${ENTERPRISE}:employeeNumber`]: { type: "string", filter: true, caseSensitive: true },
      [`${ENTERPRISE}:manager`]: {
        type: "complex",
        filter: true,
        attributes: { value: "string", displayName: "string", $ref: "string" },
      },
    },
  };
  const selected = (filter: string, operation?: ListOperation) =>
    paginate(people, { filter: tree(filter) }, operation).items.map((person) => person.id);

  test.each<[filter: string, ids: string[]]>([
    [`${ENTERPRISE}:manager.displayName eq "di-wu"`, ["1"]],
    [`${ENTERPRISE}:manager.displayName eq "DI-WU"`, ["1"]],
    [`${ENTERPRISE}:manager.$ref pr`, ["1"]],
    [`${ENTERPRISE}:manager eq "26118915"`, ["1"]],
    [`${ENTERPRISE}:employeeNumber sw "70"`, ["1"]],
    [`not (${ENTERPRISE}:employeeNumber eq "17")`, ["1", "3"]],
    [`schemas[value eq "${ENTERPRISE}"] and ${ENTERPRISE}:manager.displayName pr`, ["1", "2"]],
  ])("%s selects %j, declared and not", (filter, ids) => {
    const parsed = parseListQuery({ query: filter }, listPeople);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(paginate(people, parsed.value, listPeople).items.map((person) => person.id)).toStrictEqual(ids);
    expect(selected(filter)).toStrictEqual(ids);
    // The formatted text parses back to the same tree.
    const ast = tree(filter);
    expect(tree(formatFilter(ast))).toStrictEqual(ast);
  });

  test("validation spells the URN and the names as declared, and refuses what is not declared", () => {
    const parsed = parseListQuery({ query: `${ENTERPRISE.toUpperCase()}:MANAGER.DISPLAYNAME pr` }, listPeople);
    expect(parsed.ok && parsed.value.filter).toStrictEqual({
      kind: "present",
      attribute: `${ENTERPRISE}:manager.displayName`,
    });
    for (const query of [
      `${ENTERPRISE}:costCenter pr`,
      `${CORE}:employeeNumber pr`,
      "employeeNumber pr",
      `${ENTERPRISE}:manager.costCenter pr`,
      "urn:example:Other:employeeNumber pr",
    ]) {
      expect(violationsOf(parseListQuery({ query }, listPeople)), query).toStrictEqual({
        query: [
          { code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: query.slice(0, -3) } },
        ],
      });
    }
    // Case-sensitive as declared.
    expect(
      paginate(people, { filter: tree(`${ENTERPRISE}:employeeNumber eq "701984"`) }, listPeople).totalResults,
    ).toBe(1);
  });

  test("a multi-valued complex attribute of an extension takes value paths and the ].sub form", () => {
    const EXT = "urn:example:params:scim:schemas:extension:2.0:Badges";
    const op: ListOperation = {
      attributes: {
        [`${EXT}:badges`]: {
          type: "complex",
          multiValued: true,
          filter: true,
          attributes: { value: "string", type: "string" },
        },
      },
    };
    const items = [
      { id: "a", [EXT]: { badges: [{ value: "gold", type: "award" }] } },
      { id: "b", [EXT]: { badges: [{ value: "gold", type: "other" }] } },
    ];
    for (const query of [
      `${EXT}:badges[type eq "award" and value eq "gold"]`,
      `${EXT}:badges[type eq "award"].value eq "gold"`,
    ]) {
      const parsed = parseListQuery({ query }, op);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      expect(
        paginate(items, parsed.value, op).items.map((item) => item.id),
        query,
      ).toStrictEqual(["a"]);
    }
  });
});
