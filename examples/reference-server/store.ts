import { errorFromDatabase, type SqlTable } from "api-error-model/sql";
import { type Database, type Queryable, quoteIdentifier } from "./database.js";
import { uniquenessKey } from "./fields.js";
import type { Application, IdentityProvider, MfaChallenge, Tenant, User } from "./model.js";
import { CREATE_TENANT_BODY, CREATE_USER_BODY } from "./operations.js";
import { setOwn, USERS_TABLE, userFromRow } from "./tables.js";

/**
 * PostgreSQL text cannot hold U+0000: a value with it is stored nowhere, so
 * no row matches it (and it must never reach the database, which would answer
 * with an error).
 */
function storable(value: string): boolean {
  return !value.includes("\u0000");
}

/** The column names of a record definition: `id text, seq bigint` gives `id, seq`. */
function columnsOf(record: string): string {
  return record.replace(/ [a-z0-9]+(?=,|$)/g, "");
}

/** The columns of a users row with their types, in the table's order. */
export const USER_COLUMNS = [
  ["id", "text"],
  ["seq", "bigint"],
  ["username", "text"],
  ["email", "text"],
  ["email_verified", "boolean"],
  ["given_name", "text"],
  ["family_name", "text"],
  ["full_name", "text"],
  ["status", "text"],
  ["external_id", "text"],
  ["email_key", "text"],
  ["username_key", "text"],
  ["extra", "jsonb"],
] as const;

/** The columns of a users row, as `jsonb_to_recordset` reads them. */
const USER_RECORD = USER_COLUMNS.map(([name, type]) => `${name} ${type}`).join(", ");
/** The same without `seq`: a new user takes the next one. */
const NEW_USER_RECORD = USER_RECORD.replace("seq bigint, ", "");
const NEW_USER_COLUMNS = columnsOf(NEW_USER_RECORD);

/** A user as a row of `users`: the columns, the uniqueness keys, and `extra` for nulls and unknown members. */
export function userRow(user: User, seq?: number): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  let hasExtra = false;
  for (const [key, value] of Object.entries(user)) {
    const known = Object.hasOwn(USERS_TABLE.columns, key);
    if (known && value !== null) row[USERS_TABLE.columns[key as keyof typeof USERS_TABLE.columns]] = value;
    else if (key !== "id" && value !== undefined) {
      setOwn(extra, key, value);
      hasExtra = true;
    }
  }
  if (seq !== undefined) row["seq"] = seq;
  if (typeof user.email === "string") row["email_key"] = uniquenessKey(user.email);
  if (typeof user.username === "string") row["username_key"] = uniquenessKey(user.username);
  if (hasExtra) row["extra"] = extra;
  return row;
}

/** What the database's refusals of a new user mean to the client. */
const USER_ERRORS = {
  constraints: { users_email_key: "email", users_username_key: "username" },
  notNull: {},
  tooLong: { path: "email", maxLength: CREATE_USER_BODY.email.maxLength },
} as const;

/** What the database's refusals of a new tenant mean to the client. */
const TENANT_ERRORS = {
  constraints: { tenants_application_id_name_key: "name", tenants_application_id_fkey: "applicationId" },
  notNull: { "tenants.name": "name", "tenants.application_id": "applicationId" },
  tooLong: { path: "name", maxLength: CREATE_TENANT_BODY.name.maxLength },
} as const;

/** The answer to one attempt at an MFA challenge. */
export type Attempt =
  | { readonly outcome: "verified" }
  | { readonly outcome: "wrong"; readonly attemptsRemaining: number }
  | { readonly outcome: "exhausted" }
  | { readonly outcome: "not_found" };

/**
 * The state of one server: its tables in one PostgreSQL schema. Every method
 * is one statement, so concurrent requests never see half a change, and
 * uniqueness is left to the database's constraints.
 */
export class Store {
  readonly db: Database;
  /** The schema, quoted: `"public"`. */
  readonly schema: string;
  /**
   * The users table as `compileListQuery` and `pageFromRows` take it:
   * `USERS_TABLE` in this store's schema. One object for the store's life:
   * the sql entry compiles a table once per object, so a copy per request
   * would be compiled on every request.
   */
  readonly usersTable: SqlTable;
  /** Whether some user has members in `extra` (nulls or unknown members), known once at open. */
  private readonly extras: boolean;

  private constructor(db: Database, schema: string, extras: boolean) {
    this.db = db;
    this.schema = quoteIdentifier(schema);
    this.usersTable = { ...USERS_TABLE, name: `${schema}.users`, counter: `${schema}.${USERS_TABLE.counter}` };
    this.extras = extras;
  }

  /**
   * The store of the tables in `schema` (created with `createTables`).
   *
   * @param db - the database
   * @param schema - the schema that holds the tables
   */
  static async open(db: Database, schema: string): Promise<Store> {
    const { rows } = await db.query<{ extras: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${quoteIdentifier(schema)}.users WHERE extra IS NOT NULL) AS extras`,
    );
    return new Store(db, schema, rows[0]?.extras === true);
  }

  /**
   * Puts back what columns cannot tell: the members of `extra` (nulls a data
   * file gave, members the server does not know) of the users of a page.
   * Without `fields`, every member; with `fields`, the nulls of the selected
   * attributes. One query, and only when some user has such members.
   *
   * @param items - the page's items, in the order of `rows`
   * @param rows - the page's rows, as `compileListQuery`'s statement gave them
   * @param fields - the query's `fields`
   */
  async addExtras(
    items: Record<string, unknown>[],
    rows: readonly Record<string, unknown>[],
    fields?: readonly string[],
  ): Promise<void> {
    if (!this.extras) return;
    // An empty page is one row of NULLs (it carries the total): no ids.
    const ids = rows.map((row) => row["id"]).filter((id): id is string => typeof id === "string");
    if (ids.length === 0) return;
    const found = await this.db.query<{ id: string; extra: Record<string, unknown> }>(
      `SELECT id, extra FROM ${this.table("users")} WHERE id = ANY($1) AND extra IS NOT NULL`,
      [ids],
    );
    const extras = new Map(found.rows.map((row) => [row.id, row.extra]));
    for (const [index, id] of ids.entries()) {
      const extra = extras.get(id);
      const item = items[index];
      if (extra === undefined || item === undefined) continue;
      for (const [key, value] of Object.entries(extra)) {
        if (fields === undefined || (value === null && fields.includes(key))) setOwn(item, key, value);
      }
    }
  }

  /** `schema.table`, quoted. */
  table(name: string): string {
    return `${this.schema}.${quoteIdentifier(name)}`;
  }

  async user(id: string): Promise<User | undefined> {
    if (!storable(id)) return undefined;
    const { rows } = await this.db.query(`SELECT * FROM ${this.table("users")} WHERE id = $1`, [id]);
    return rows[0] === undefined ? undefined : userFromRow(rows[0]);
  }

  async emailTaken(email: string): Promise<boolean> {
    return this.exists("users", "email_key = $1", [uniquenessKey(email)]);
  }

  async usernameTaken(username: string): Promise<boolean> {
    return this.exists("users", "username_key = $1", [uniquenessKey(username)]);
  }

  /**
   * Stores a new user; a taken email or username (a concurrent request may
   * have taken it since the check) is `not_unique` under that member.
   *
   * @returns the user as stored
   * @throws ApiError 400 for a refusal the mapping names; the database's error otherwise
   */
  async addUser(user: User): Promise<User> {
    const rows = await this.insert("users", NEW_USER_RECORD, NEW_USER_COLUMNS, [userRow(user)], USER_ERRORS, true);
    return userFromRow(rows[0] as Record<string, unknown>);
  }

  async applicationExists(id: string): Promise<boolean> {
    return storable(id) && this.exists("applications", "id = $1", [id]);
  }

  async tenantNameTaken(applicationId: string, name: string): Promise<boolean> {
    return this.exists("tenants", "application_id = $1 AND name_key = $2", [applicationId, uniquenessKey(name)]);
  }

  /**
   * Stores a new tenant; a name taken in the same application is
   * `not_unique` under `name`, an application that does not exist `not_found`
   * under `applicationId`.
   */
  async addTenant(tenant: Tenant): Promise<Tenant> {
    const row = { id: tenant.id, application_id: tenant.applicationId, name: tenant.name };
    await this.insert("tenants", NEW_TENANT_RECORD, NEW_TENANT_COLUMNS, [tenantRow(row)], TENANT_ERRORS, false);
    return tenant;
  }

  async addIdentityProvider(provider: IdentityProvider): Promise<IdentityProvider> {
    await this.db.query(
      `INSERT INTO ${this.table("identity_providers")} (id, name, protocol_type) VALUES ($1, $2, $3)`,
      [provider.id, provider.name, provider.protocol.type],
    );
    return provider;
  }

  async challengeExists(id: string): Promise<boolean> {
    return storable(id) && this.exists("mfa_challenges", "id = $1", [id]);
  }

  /**
   * One attempt at a challenge, in one statement: the row is locked while its
   * attempts are read and counted down, so concurrent wrong codes count down
   * one at a time and never below 0. A right code while attempts remain
   * verifies without costing one.
   */
  async attempt(id: string, code: string): Promise<Attempt> {
    if (!storable(id)) return { outcome: "not_found" };
    const table = this.table("mfa_challenges");
    // A code PostgreSQL cannot hold matches no stored code: NULL compares as not equal.
    const given = storable(code) ? code : null;
    const { rows } = await this.db.query<{ verified: boolean | null; left: number | null }>(
      `WITH attempt AS (
         UPDATE ${table} SET attempts_remaining =
           CASE WHEN code = $2 THEN attempts_remaining ELSE attempts_remaining - 1 END
         WHERE id = $1 AND attempts_remaining > 0
         RETURNING code = $2 AS verified, attempts_remaining::float8 AS left
       )
       SELECT verified, "left" FROM attempt
       UNION ALL
       SELECT NULL, NULL FROM ${table} WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM attempt)`,
      [id, given],
    );
    const row = rows[0];
    if (row === undefined) return { outcome: "not_found" };
    if (row.left === null) return { outcome: "exhausted" };
    return row.verified === true ? { outcome: "verified" } : { outcome: "wrong", attemptsRemaining: row.left };
  }

  private async exists(table: string, where: string, values: readonly unknown[]): Promise<boolean> {
    if (values.some((value) => typeof value === "string" && !storable(value))) return false;
    const { rows } = await this.db.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${this.table(table)} WHERE ${where}) AS found`,
      values,
    );
    return rows[0]?.found === true;
  }

  /** Inserts rows given as JSON objects keyed by column; maps the database's refusals through `errors`. */
  private async insert(
    table: string,
    record: string,
    columns: string,
    rows: readonly object[],
    errors: Parameters<typeof errorFromDatabase>[1],
    returning: boolean,
  ): Promise<Record<string, unknown>[]> {
    try {
      const result = await this.db.query(insertRows(this.table(table), record, columns, returning), [
        JSON.stringify(rows),
      ]);
      return result.rows;
    } catch (error) {
      throw errorFromDatabase(error, errors) ?? error;
    }
  }
}

/** The columns of a tenants row, as `jsonb_to_recordset` reads them. */
const TENANT_RECORD = "id text, seq bigint, application_id text, name text, name_key text";
const NEW_TENANT_RECORD = TENANT_RECORD.replace("seq bigint, ", "");
const NEW_TENANT_COLUMNS = columnsOf(NEW_TENANT_RECORD);

/** A tenants row with its uniqueness key. */
export function tenantRow(row: { id: string; application_id: string; name: string; seq?: number }): object {
  return { ...row, name_key: uniquenessKey(row.name) };
}

/** `INSERT` of every row of the JSON array `$1`. */
function insertRows(table: string, record: string, columns: string, returning: boolean): string {
  return `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_to_recordset($1::jsonb) AS r(${record})${returning ? " RETURNING *" : ""}`;
}

/** How many rows one statement of {@link loadRows} carries. */
const BATCH = 5000;

/**
 * Loads a data set into empty tables, in batches of {@link BATCH} rows, the
 * users keeping the data set's order (`seq` 1, 2, ...).
 *
 * @param tx - a transaction, so that a refused row leaves nothing behind
 * @param schema - the schema of the tables
 */
export async function loadRows(
  tx: Queryable,
  schema: string,
  data: {
    readonly users: readonly User[];
    readonly tenants: readonly Tenant[];
    readonly mfaChallenges: readonly MfaChallenge[];
    readonly applications?: readonly Application[] | undefined;
  },
): Promise<void> {
  const table = (name: string) => `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
  const load = async (name: string, record: string, rows: readonly object[]) => {
    const columns = columnsOf(record);
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.query(insertRows(table(name), record, columns, false), [
        JSON.stringify(rows.slice(start, start + BATCH)),
      ]);
    }
  };
  const users: object[] = [];
  for (const [index, user] of data.users.entries()) users.push(userRow(user, index + 1));
  await load("users", USER_RECORD, users);
  const applications = new Map<string, Application>();
  for (const application of data.applications ?? []) applications.set(application.id, application);
  for (const tenant of data.tenants) {
    if (!applications.has(tenant.applicationId)) applications.set(tenant.applicationId, { id: tenant.applicationId });
  }
  await load("applications", "id text, name text", [...applications.values()]);
  await load(
    "tenants",
    TENANT_RECORD,
    data.tenants.map((tenant, index) =>
      tenantRow({ id: tenant.id, application_id: tenant.applicationId, name: tenant.name, seq: index + 1 }),
    ),
  );
  await load(
    "mfa_challenges",
    "id text, code text, attempts_remaining bigint",
    data.mfaChallenges.map((c) => ({ id: c.id, code: c.code, attempts_remaining: c.attemptsRemaining })),
  );
  for (const name of ["users", "tenants"]) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence($1, 'seq'), (SELECT coalesce(max(seq), 0) + 1 FROM ${table(name)}), false)`,
      [table(name)],
    );
  }
}

/** Counts the rows of every table: all zero means the database is empty and takes a data set. */
export async function countRows(db: Queryable, schema: string): Promise<Record<string, number>> {
  const names = ["users", "applications", "tenants", "identity_providers", "mfa_challenges"];
  const { rows } = await db.query<Record<string, number>>(
    `SELECT ${names.map((name) => `(SELECT count(*)::float8 FROM ${quoteIdentifier(schema)}.${quoteIdentifier(name)}) AS ${name}`).join(", ")}`,
  );
  return rows[0] ?? {};
}
