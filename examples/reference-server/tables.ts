import type { User } from "./model.js";

/**
 * The users table as the list query sees it: every attribute of a user and
 * the column that holds it (see `schema.sql`), the key, and the column of the
 * default order.
 */
export const USERS_TABLE = {
  name: "users",
  key: "id",
  order: "seq",
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
