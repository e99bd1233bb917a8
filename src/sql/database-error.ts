import type {
  ApiError,
  BuiltViolationDetail,
  ConstraintViolationsCode,
  ConstraintViolationsErrorBody,
} from "api-error-model";
import { setOwn } from "../core/body/json-object.js";
// The class under another name: the signatures below name the root entry's `ApiError` (see src/ARCHITECTURE.md).
import { ApiError as ApiErrorClass } from "../core/errors/api-error.js";
import { DEFAULT_VIOLATIONS_MESSAGES } from "../core/errors/build.js";
import { newTicket } from "../core/errors/ticket.js";

/**
 * How a service turns the PostgreSQL errors its statements can raise into the
 * violations its clients should see. Names that are not listed stay
 * unexpected: {@link errorFromDatabase} gives `undefined` for them, and the
 * error boundary answers with the safe 500.
 *
 * @example
 * ```ts
 * const USER_ERRORS: DatabaseErrorMapping = {
 *   constraints: { users_email_key: "email", users_username_key: "username" },
 *   notNull: { "users.email": "email" },
 *   tooLong: { path: "email", maxLength: 200 },
 * };
 * ```
 *
 * @public
 */
export interface DatabaseErrorMapping {
  /**
   * Constraints by name, each with the violation path it reports under:
   * a `unique_violation` (23505) on one becomes `not_unique`, a
   * `foreign_key_violation` (23503) becomes `not_found` (the referenced row
   * does not exist; list only constraints whose violation can mean that).
   */
  readonly constraints?: { readonly [constraint: string]: string };
  /**
   * Columns, as `"table.column"` or `"column"` (the first wins), each with
   * the violation path a `not_null_violation` (23502) on it becomes `null`
   * under.
   */
  readonly notNull?: { readonly [column: string]: string };
  /**
   * What a `string_data_right_truncation` (22001: a value longer than a
   * `varchar(n)`) becomes: `too_long` under `path` with `maxLength`.
   * PostgreSQL names neither the column nor the constraint in this error, so
   * give this only in the mapping of a statement that writes one bounded
   * column (a mapping per statement).
   */
  readonly tooLong?: { readonly path: string; readonly maxLength: number };
}

/**
 * A violation found in a database error: where the client should look, and
 * what is wrong.
 *
 * @public
 */
export interface DatabaseViolation {
  /** The violation key (`"email"`, `"protocol.type"`), as the mapping gave it. */
  readonly path: string;
  /** The violation detail: `not_unique`, `not_found`, `null` or `too_long` with `maxLength`. */
  readonly detail: BuiltViolationDetail;
}

/**
 * Code, message and ticket of the error {@link errorFromDatabase} builds.
 *
 * @public
 */
export interface DatabaseErrorInit {
  /** `message_body_constraint_violations` by default; `request_constraint_violations` when the path names a query or path parameter. */
  readonly code?: ConstraintViolationsCode;
  /** A sentence of ours by default. */
  readonly message?: string;
  /** A fresh UUID when absent. */
  readonly ticket?: string;
}

/** How many `cause` links are followed to find the driver's error inside a wrapper (ORMs wrap it). */
const MAX_CAUSES = 4;

/** An own data property that is a string; getters are never run, so a hostile object cannot throw here. */
function ownString(value: object, key: string): string | undefined {
  const member = Object.getOwnPropertyDescriptor(value, key)?.value;
  return typeof member === "string" ? member : undefined;
}

function lookup(table: { readonly [key: string]: string } | undefined, key: string | undefined): string | undefined {
  return table !== undefined && key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

function mapOne(error: object, mapping: DatabaseErrorMapping): DatabaseViolation | undefined {
  const constraint = ownString(error, "constraint");
  let path: string | undefined;
  switch (ownString(error, "code")) {
    case "23505":
      path = lookup(mapping.constraints, constraint);
      return path === undefined ? undefined : { path, detail: { code: "not_unique" } };
    case "23503":
      path = lookup(mapping.constraints, constraint);
      return path === undefined ? undefined : { path, detail: { code: "not_found" } };
    case "23502": {
      const column = ownString(error, "column");
      const table = ownString(error, "table");
      path = lookup(mapping.notNull, table === undefined || column === undefined ? undefined : `${table}.${column}`);
      path ??= lookup(mapping.notNull, column);
      return path === undefined ? undefined : { path, detail: { code: "null" } };
    }
    case "22001": {
      const tooLong = mapping.tooLong;
      return tooLong === undefined
        ? undefined
        : {
            path: tooLong.path,
            detail: { code: "too_long", constraintAttributes: { maxLength: String(tooLong.maxLength) } },
          };
    }
    // Stryker disable next-line ConditionalExpression: equivalent, without this return the function ends after the switch and gives undefined too.
    default:
      return undefined;
  }
}

/**
 * Finds the violation a client should see in an error thrown by a PostgreSQL
 * driver (`pg`, PGlite, postgres.js: each error carries the SQLSTATE in
 * `code` and, for constraint errors, `constraint`, `table` and `column`),
 * looking through up to four `cause` links for it when a library wrapped it.
 * Never throws, whatever `error` is.
 *
 * @param error - what the driver threw
 * @param mapping - the service's mapping of constraints and columns to paths
 * @returns the violation, or `undefined` when the error is not one the mapping names
 *
 * @public
 */
export function databaseViolation(error: unknown, mapping: DatabaseErrorMapping): DatabaseViolation | undefined {
  let current = error;
  for (let depth = 0; depth <= MAX_CAUSES && typeof current === "object" && current !== null; depth++) {
    const found = mapOne(current, mapping);
    if (found !== undefined) return found;
    current = Object.getOwnPropertyDescriptor(current, "cause")?.value;
  }
  return undefined;
}

/**
 * Turns a PostgreSQL error into the constraint violations error a client
 * should get (status 400, the database error kept as `cause` and never
 * sent), or `undefined` when the mapping does not name it: rethrow it then,
 * and the error boundary answers with the safe 500.
 *
 * @example
 * ```ts
 * try {
 *   await db.query("insert into users (id, email, email_key) values ($1, $2, $3)", [id, email, key]);
 * } catch (error) {
 *   throw errorFromDatabase(error, { constraints: { users_email_key: "email" } }) ?? error;
 * }
 * ```
 *
 * @param error - what the driver threw
 * @param mapping - the service's mapping of constraints and columns to paths
 * @param init - code (`message_body_constraint_violations` by default), message, ticket of the error
 * @returns the error to throw, or `undefined`
 *
 * @public
 */
export function errorFromDatabase(
  error: unknown,
  mapping: DatabaseErrorMapping,
  init: DatabaseErrorInit = {},
): ApiError | undefined {
  const found = databaseViolation(error, mapping);
  if (found === undefined) return undefined;
  // Built literally (the details above are already clean): the catalogue checks of the builders are not needed here.
  const code = init.code ?? "message_body_constraint_violations";
  const violations: Record<string, readonly BuiltViolationDetail[]> = {};
  setOwn(violations, found.path, [found.detail]);
  const body: ConstraintViolationsErrorBody = {
    type: "constraint_violations_error",
    code,
    message: init.message ?? DEFAULT_VIOLATIONS_MESSAGES[code],
    ticket: init.ticket ?? newTicket(),
    violations,
  };
  return new ApiErrorClass(body, { cause: error });
}

/**
 * {@link errorFromDatabase} under its old name.
 *
 * @deprecated Use `errorFromDatabase`: a `from` name converts a validator's or a standard's form into a body, and
 * `errorFrom` makes the error to throw, as `errorFromResponse` does.
 * @public
 */
export const fromDatabaseError: typeof errorFromDatabase = errorFromDatabase;
