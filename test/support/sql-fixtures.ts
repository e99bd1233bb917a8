// Shared by the SQL tests: a table and an operation that exercise every storage and type, generators of
// rows and list queries, and loading rows into a database.
import fc from "fast-check";
import { compareValues } from "../../src/list-query/compare.js";
import { DEFAULT_FILTER_OPERATORS } from "../../src/list-query/declaration.js";
import {
  FILTER_OPERATORS,
  type FilterNode,
  type FilterOperator,
  type FilterValue,
  isOperatorOfClass,
} from "../../src/list-query/filter-ast.js";
import { matchesFilter } from "../../src/list-query/filter-evaluate.js";
import type { ListOperation, SortKey } from "../../src/list-query/operation.js";
import type { PaginateQuery } from "../../src/list-query/paginate.js";
import { counterSql, listIndexesSql, type SqlTable } from "../../src/sql/index.js";
import type { TestDatabase } from "./postgres.js";

// What the in-memory side does today (the list-query engineer is moving it; the generators follow).
/** Strings compare by code point (else by UTF-16 code unit, which SQL cannot reproduce). */
export const CODE_POINT_ORDER = compareValues("\uff41", "\u{1f600}") < 0;
/** Date-times compare to the microsecond (else to the millisecond, as `Date.parse` reads them). */
export const MICROSECONDS = compareValues("2024-01-01T00:00:00.0001Z", "2024-01-01T00:00:00.0002Z", "date-time") !== 0;
/** `pr` is false for "", [] and {} (RFC 7644), as the SQL has it. */
export const PR_NON_EMPTY = !matchesFilter({ kind: "present", attribute: "a" }, { a: "" });

const STRING_OPERATORS: FilterOperator[] = [...FILTER_OPERATORS];
const ORDER_OPERATORS: FilterOperator[] = [...DEFAULT_FILTER_OPERATORS.number];

// Text columns with an ICU collation (locale order), so that a comparison without COLLATE "C" would show.
export const TABLE_SQL = `
  CREATE TABLE users (
    seq integer NOT NULL,
    id text COLLATE "und-x-icu" PRIMARY KEY,
    name text COLLATE "und-x-icu",
    code text COLLATE "und-x-icu",
    score double precision,
    active boolean,
    created timestamptz,
    protocol_type text COLLATE "und-x-icu",
    tags text[],
    emails jsonb,
    extra jsonb,
    enterprise jsonb
  )`;

/** Issue 31: RFC 7643's enterprise extension, kept under its URN (section 3.3). */
export const ENTERPRISE = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";

export const usersTable: SqlTable = {
  name: "users",
  key: "id",
  order: "seq",
  columns: {
    id: "id",
    name: "name",
    code: "code",
    score: "score",
    active: "active",
    created: "created",
    "protocol.type": "protocol_type",
    tags: { column: "tags", storage: "array" },
    emails: { column: "emails", storage: "jsonb" },
    extra: { column: "extra", storage: "jsonb" },
    [ENTERPRISE]: { column: "enterprise", storage: "jsonb" },
  },
};

/** Each filterable attribute's type, operators and case rule. */
export const FILTERABLE: Readonly<
  Record<string, { type: string; operators: FilterOperator[]; caseSensitive?: boolean }>
> = {
  id: { type: "string", operators: STRING_OPERATORS },
  name: { type: "string", operators: STRING_OPERATORS },
  code: { type: "string", operators: STRING_OPERATORS, caseSensitive: true },
  score: { type: "number", operators: ORDER_OPERATORS },
  active: { type: "boolean", operators: ORDER_OPERATORS },
  created: { type: "date-time", operators: ORDER_OPERATORS },
  "protocol.type": { type: "string", operators: STRING_OPERATORS },
  tags: { type: "string", operators: STRING_OPERATORS },
  emails: { type: "string", operators: STRING_OPERATORS },
  "emails.value": { type: "string", operators: STRING_OPERATORS },
  "emails.type": { type: "string", operators: STRING_OPERATORS, caseSensitive: true },
  // Issue 31: RFC 7643's reference sub-attribute, named `$ref`.
  "emails.$ref": { type: "string", operators: STRING_OPERATORS },
  extra: { type: "string", operators: STRING_OPERATORS },
  // Issue 31: an extension's attributes, named by its URN.
  [`${ENTERPRISE}:employeeNumber`]: { type: "string", operators: STRING_OPERATORS, caseSensitive: true },
  [`${ENTERPRISE}:manager`]: { type: "string", operators: STRING_OPERATORS },
  [`${ENTERPRISE}:manager.value`]: { type: "string", operators: STRING_OPERATORS },
  [`${ENTERPRISE}:manager.displayName`]: { type: "string", operators: STRING_OPERATORS },
};
export const SORTABLE = ["id", "name", "code", "score", "active", "created", "protocol.type", "tags", "extra"];
export const SELECTABLE = [
  "id",
  "name",
  "code",
  "score",
  "active",
  "created",
  "protocol",
  "protocol.type",
  "tags",
  "emails",
  "extra",
];

const plain = (name: string) => {
  const rule = FILTERABLE[name] as { type: "string"; operators: FilterOperator[]; caseSensitive?: boolean };
  return {
    type: rule.type,
    filter: rule.operators,
    caseSensitive: rule.caseSensitive ?? false,
    sort: SORTABLE.includes(name),
    select: SELECTABLE.includes(name),
  };
};

/** The operation, in the one-table form. */
export const usersOperation: ListOperation = {
  attributes: {
    id: plain("id"),
    name: plain("name"),
    code: plain("code"),
    score: plain("score"),
    active: plain("active"),
    created: plain("created"),
    protocol: { select: true },
    "protocol.type": plain("protocol.type"),
    tags: { ...plain("tags"), multiValued: true },
    emails: {
      type: "complex",
      multiValued: true,
      filter: STRING_OPERATORS,
      select: true,
      attributes: {
        value: { type: "string", filter: STRING_OPERATORS },
        type: { type: "string", filter: STRING_OPERATORS, caseSensitive: true },
        $ref: { type: "string", filter: STRING_OPERATORS },
      },
    },
    extra: { ...plain("extra"), multiValued: true },
    [`${ENTERPRISE}:employeeNumber`]: plain(`${ENTERPRISE}:employeeNumber`),
    [`${ENTERPRISE}:manager`]: {
      type: "complex",
      filter: STRING_OPERATORS,
      attributes: {
        value: { type: "string", filter: STRING_OPERATORS },
        displayName: { type: "string", filter: STRING_OPERATORS },
      },
    },
  },
  count: { default: 5, max: 1000 },
};

/** Characters that trip SQL: case pairs (ASCII and not), folds that change length, wildcards, quotes, an astral one, U+FEFF. */
const UNITS = [
  "a",
  "A",
  "b",
  "B",
  "z",
  "é",
  "É",
  "ß",
  "ẞ",
  "Σ",
  "σ",
  "ς",
  "İ",
  "ı",
  "ǅ",
  "%",
  "_",
  "\\",
  "!",
  "'",
  '"',
  "$1",
  "--",
  " ",
  "0",
  // PGlite's reader dropped a leading U+FEFF (issue 42): examples/reference-server/pglite-text.ts.
  "\ufeff",
  ...(CODE_POINT_ORDER ? ["\u{1f600}", "\uff41"] : []),
];

/** Words that differ only by case (so that sorting reaches the tie-break on the original). */
const WORDS = [
  "ann",
  "Ann",
  "ANN",
  "anna",
  "bob",
  "Bob",
  "émile",
  "Émile",
  "ÉMILE",
  "ς",
  "Σ",
  "σ",
  "a%",
  "A_",
  "\ufeffann",
  "\ufeff",
];

export const textArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(...UNITS), minLength: PR_NON_EMPTY ? 0 : 1, maxLength: 4 }),
  fc.constantFrom(...WORDS),
);

/** A few instants, so that equal ones and ties come up; with milli- and microseconds. */
const INSTANTS = [
  Date.UTC(2024, 0, 1, 0, 0, 0),
  Date.UTC(2024, 0, 1, 0, 0, 0, 1),
  Date.UTC(2023, 11, 31, 23, 0, 0),
  Date.UTC(1999, 5, 15, 12, 30, 45, 500),
  Date.UTC(2100, 1, 28, 6, 0, 0),
];

/** [epoch ms, extra microseconds]. */
const instantArb = fc.tuple(
  fc.constantFrom(...INSTANTS),
  MICROSECONDS ? fc.constantFrom(0, 0, 1, 999) : fc.constant(0),
);

/** The ISO text the database gives back: `toISOString()`, six fraction digits when there are microseconds. */
function isoOf([ms, micro]: [number, number]): string {
  const iso = new Date(ms).toISOString();
  return micro === 0 ? iso : `${iso.slice(0, -1)}${String(micro).padStart(3, "0")}Z`;
}

/** The same instant written with another offset, as a filter literal may be. */
function withOffset([ms, micro]: [number, number], minutes: number): string {
  const local = new Date(ms + minutes * 60000).toISOString().slice(0, -1);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${local}${micro === 0 ? "" : String(micro).padStart(3, "0")}${offset}`;
}

const numberArb = fc.constantFrom(-2, -1.5, 0, 0.5, 1, 2, 3, 1e21);

/** A `$ref` of an email (issue 31), or a literal compared with one. */
const refArb = fc.constantFrom("/v2/Users/a", "/V2/users/A", "Users/a", "/v2/", "");

const emailArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ type: fc.constantFrom("work", "home") }, { noNullPrototype: true }) },
  { weight: 1, arbitrary: fc.constant({ value: null, type: "work" }) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 5,
    arbitrary: fc.record(
      { value: textArb, type: fc.constantFrom("work", "home", "WORK"), $ref: refArb },
      { requiredKeys: ["value"], noNullPrototype: true },
    ),
  },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: textArb },
);

const scalarJsonArb = fc.oneof(textArb, numberArb, fc.boolean());
const extraArb = fc.oneof(
  { weight: 4, arbitrary: scalarJsonArb },
  {
    weight: 2,
    arbitrary: fc.array(fc.oneof(scalarJsonArb, fc.constant(null)), { minLength: PR_NON_EMPTY ? 0 : 1, maxLength: 3 }),
  },
  { weight: PR_NON_EMPTY ? 1 : 0, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.record({ value: scalarJsonArb }, { noNullPrototype: true }) },
  { weight: 1, arbitrary: fc.constant({ other: "" }) },
);

export interface User {
  id: string;
  name?: string;
  code?: string;
  score?: number;
  active?: boolean;
  created?: string;
  protocol?: { type: string };
  tags?: (string | null)[];
  emails?: unknown[];
  extra?: unknown;
  [ENTERPRISE]?: { employeeNumber?: string; manager?: { value?: string; displayName?: string } };
}

const userFieldsArb = fc.record(
  {
    name: textArb,
    code: textArb,
    score: numberArb,
    active: fc.boolean(),
    created: instantArb.map(isoOf),
    protocol: textArb.map((type) => ({ type })),
    tags: fc.array(fc.oneof({ weight: 5, arbitrary: textArb }, { weight: 1, arbitrary: fc.constant(null) }), {
      minLength: PR_NON_EMPTY ? 0 : 1,
      maxLength: 3,
    }),
    emails: fc.array(emailArb, { minLength: PR_NON_EMPTY ? 0 : 1, maxLength: 3 }),
    extra: extraArb,
    [ENTERPRISE]: fc.record(
      {
        employeeNumber: textArb,
        manager: fc.record({ value: textArb, displayName: textArb }, { requiredKeys: [], noNullPrototype: true }),
      },
      { requiredKeys: [], noNullPrototype: true },
    ),
  },
  { requiredKeys: [], noNullPrototype: true },
);

/** Users as the database gives them back: no null members, ids unique, in the table's order. */
export const usersArb: fc.Arbitrary<User[]> = fc
  .array(userFieldsArb, { maxLength: 12 })
  // Ids in another order than the rows' (7 is prime to 13), so that the order column, not the key, breaks ties.
  .map((list) =>
    list.map((fields, i) => ({ id: `u${String((i * 7) % 13).padStart(2, "0")}${i % 3 === 0 ? "X" : "x"}`, ...fields })),
  );

/** A literal that fits the attribute (null where allowed). */
function literalArb(attribute: string, operator: FilterOperator): fc.Arbitrary<FilterValue> {
  const rule = FILTERABLE[attribute] as { type: string };
  const nullable = isOperatorOfClass(operator, "equality") || isOperatorOfClass(operator, "membership");
  const base: fc.Arbitrary<FilterValue> =
    rule.type === "number"
      ? numberArb
      : rule.type === "boolean"
        ? fc.boolean()
        : rule.type === "date-time"
          ? fc
              .tuple(instantArb, fc.constantFrom(0, 0, 120, -330, 1439))
              .map(([instant, minutes]) => withOffset(instant, minutes))
          : attribute === "emails.type"
            ? fc.constantFrom("work", "home", "WORK", "Work")
            : attribute === "emails.$ref"
              ? refArb
              : textArb;
  return nullable ? fc.oneof({ weight: 6, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

const termArb: fc.Arbitrary<FilterNode> = fc.constantFrom(...Object.keys(FILTERABLE)).chain((attribute) => {
  const rule = FILTERABLE[attribute] as { operators: FilterOperator[] };
  return fc.constantFrom(...rule.operators).chain((operator): fc.Arbitrary<FilterNode> => {
    if (isOperatorOfClass(operator, "presence")) return fc.constant({ kind: "present", attribute });
    if (isOperatorOfClass(operator, "membership")) {
      return fc
        .array(literalArb(attribute, operator), { minLength: 1, maxLength: 3 })
        .map((values) => ({ kind: "in", attribute, operator, values: values as [FilterValue, ...FilterValue[]] }));
    }
    return literalArb(attribute, operator).map((value) => ({ kind: "compare", attribute, operator, value }));
  });
});

/** A term on an element of `emails` (a value path's filter): `value`, `type` or `$ref`. */
const elementTermArb: fc.Arbitrary<FilterNode> = fc
  .constantFrom("value", "type", "$ref")
  .chain((name) =>
    termArb
      .filter((node) => "attribute" in node && node.attribute === `emails.${name}`)
      .map((node) => ({ ...node, attribute: name }) as FilterNode),
  );

/** A value path's filter of one to two terms. */
const elementFilterArb = (term: fc.Arbitrary<FilterNode>): fc.Arbitrary<FilterNode> =>
  fc.oneof(
    term,
    fc.record({
      kind: fc.constantFrom("and" as const, "or" as const),
      operands: fc.array(term, { minLength: 2, maxLength: 2 }) as fc.Arbitrary<[FilterNode, FilterNode]>,
    }),
    term.map((operand) => ({ kind: "not" as const, operand })),
  );

/** Issue 31: a term on an element of a multi-valued simple attribute (`tags`, `extra`), named `value`. */
const simpleElementTermArb = (attribute: string): fc.Arbitrary<FilterNode> =>
  termArb
    .filter((node) => "attribute" in node && node.attribute === attribute)
    .map((node) => ({ ...node, attribute: "value" }) as FilterNode);

const valuePathArb: fc.Arbitrary<FilterNode> = fc
  .oneof({ weight: 2, arbitrary: fc.constant("emails") }, { weight: 1, arbitrary: fc.constantFrom("tags", "extra") })
  .chain((attribute) =>
    elementFilterArb(attribute === "emails" ? elementTermArb : simpleElementTermArb(attribute)).map(
      (filter) => ({ kind: "valuePath", attribute, filter }) as unknown as FilterNode,
    ),
  );

export const filterArb: fc.Arbitrary<FilterNode> = fc.letrec<{ node: FilterNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", maxDepth: 3, withCrossShrink: true },
    termArb,
    valuePathArb,
    fc.record({ kind: fc.constant("not" as const), operand: tie("node") }),
    fc.record({
      kind: fc.constantFrom("and" as const, "or" as const),
      operands: fc.array(tie("node"), { minLength: 2, maxLength: 3 }) as fc.Arbitrary<[FilterNode, FilterNode]>,
    }),
  ),
})).node;

const sortArb: fc.Arbitrary<SortKey[]> = fc.uniqueArray(
  fc.record({
    attribute: fc.constantFrom(...SORTABLE),
    direction: fc.constantFrom("asc" as const, "desc" as const),
  }),
  { maxLength: 3, selector: (key) => key.attribute },
);

export const queryArb: fc.Arbitrary<PaginateQuery> = fc.record(
  {
    startIndex: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 14 }) },
      { weight: 1, arbitrary: fc.constantFrom(1e20, 2 ** 53, 900000) },
    ),
    count: fc.integer({ min: 0, max: 6 }),
    sortBy: sortArb,
    fields: fc.uniqueArray(fc.constantFrom(...SELECTABLE), { minLength: 1, maxLength: 3 }),
    filter: filterArb,
  },
  { requiredKeys: ["sortBy"] },
);

/** The row of a user for `jsonb_populate_recordset`. */
function rowOf(user: User, seq: number): Record<string, unknown> {
  return {
    seq,
    id: user.id,
    name: user.name,
    code: user.code,
    score: user.score,
    active: user.active,
    created: user.created,
    protocol_type: user.protocol?.type,
    tags: user.tags,
    emails: user.emails,
    extra: user.extra,
    enterprise: user[ENTERPRISE],
  };
}

/** The same table, its unfiltered totals read from the counter that counterSql keeps. */
export const countedUsersTable: SqlTable = { ...usersTable, counter: "users_count" };

/**
 * Creates the table (once per database), its counter and every index
 * listIndexesSql writes (pg_trgm in `public`, which follows the handle's own
 * schema on the search path; an advisory lock, so that test files sharing a
 * server do not create the extension twice at once).
 */
export async function createUsers(db: TestDatabase): Promise<void> {
  await db.query(TABLE_SQL);
  await db.query(
    `SELECT pg_advisory_lock(4232); CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public; SELECT pg_advisory_unlock(4232); SET search_path TO "${db.schema}", public`,
  );
  await db.query("BEGIN", []);
  for (const statement of [...counterSql(countedUsersTable), ...listIndexesSql(usersTable, usersOperation)]) {
    await db.query(statement, []);
  }
  await db.query("COMMIT", []);
}

/** Replaces the table's rows with `users`, in order. */
export async function loadUsers(db: TestDatabase, users: readonly User[], table = "users"): Promise<void> {
  await db.query(`DELETE FROM ${table}`, []);
  if (users.length === 0) return;
  await db.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
    JSON.stringify(users.map(rowOf)),
  ]);
}
