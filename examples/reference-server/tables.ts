import { counterSql, listIndexesSql } from "api-error-model/sql";
import type { User } from "./model.js";
import { LIST_USERS } from "./users-list.js";

/**
 * The users table as the list query sees it: every attribute of a user and
 * the column that holds it (see `schema.sql`), the key, the column of the
 * default order, and the table of its exact row count.
 */
export const USERS_TABLE = {
  name: "users",
  key: "id",
  order: "seq",
  counter: "users_count",
  columns: {
    id: "id",
    username: "username",
    email: "email",
    emailVerified: "email_verified",
    givenName: "given_name",
    familyName: "family_name",
    fullName: "full_name",
    status: "status",
    externalId: "external_id",
  },
} as const;

/**
 * What `schema.sql` leaves to the declarations, derived from them so that it
 * cannot drift: the users' row counter (`counterSql`: an unfiltered page's
 * total without counting the table) and every index Query Application Users
 * needs (`listIndexesSql`: each sort in both directions, the filters, the
 * `pg_trgm` indexes of `sw`/`co`/`ew`). Run after `schema.sql`, in its
 * transaction, with `pg_trgm` on the search path.
 */
export function usersDerivedSql(): string[] {
  return [...counterSql(USERS_TABLE), ...listIndexesSql(USERS_TABLE, LIST_USERS)];
}

/** An attribute of a user that has a column of its own. */
export type UserColumnAttribute = keyof typeof USERS_TABLE.columns;

/** The attributes with a column of their own, in the order a served user lists them. */
export const USER_COLUMN_ATTRIBUTES = Object.keys(USERS_TABLE.columns) as readonly UserColumnAttribute[];

/** Sets an own member, even `__proto__`, without touching a prototype. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A user as served, from its row: each column that is not null, then the
 * members of `extra` (nulls the data file gave, and members the server does
 * not know), as they were given.
 */
export function userFromRow(row: Record<string, unknown>): User {
  const user: Record<string, unknown> = {};
  for (const attribute of USER_COLUMN_ATTRIBUTES) {
    const value = row[USERS_TABLE.columns[attribute]];
    if (value !== null && value !== undefined) user[attribute] = value;
  }
  const extra = row["extra"];
  if (typeof extra === "object" && extra !== null) {
    for (const [key, value] of Object.entries(extra)) setOwn(user, key, value);
  }
  return user as unknown as User;
}
