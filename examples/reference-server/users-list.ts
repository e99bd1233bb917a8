import { ApiError } from "api-error-model";
import {
  type AttributeDeclaration,
  FILTER_OPERATORS,
  type ListOperation,
  type ListQuery,
  type PageBody,
  parseListQuery,
} from "api-error-model/list-query";
import { compileListQuery, pageFromRows } from "api-error-model/sql";
import { USER_ATTRIBUTES, USER_STRING_ATTRIBUTES } from "./model.js";
import type { Store } from "./store.js";

/** The attributes Query Application Users sorts by and filters on. */
const TEXT_ATTRIBUTES: readonly string[] = [...USER_STRING_ATTRIBUTES, "status"];

/** How Query Application Users declares one user attribute. */
function declarationOf(attribute: (typeof USER_ATTRIBUTES)[number]): AttributeDeclaration {
  if (TEXT_ATTRIBUTES.includes(attribute)) {
    // Every operator, the SCIM forms `co` and `ew` included, so that SCIM-style clients work.
    return { type: "string", filter: FILTER_OPERATORS, sort: true, select: true };
  }
  return attribute === "emailVerified" ? { type: "boolean", filter: true, select: true } : { select: true };
}

/**
 * What Query Application Users lets a client do: sort by the seven text
 * attributes, filter by those (every operator, case-insensitive) and
 * `emailVerified` (`eq`, `ne`, `pr`), select any attribute.
 * Without `sort_by`, users come in the data set's order, then in order of
 * creation.
 */
export const LIST_USERS: ListOperation = {
  attributes: Object.fromEntries(USER_ATTRIBUTES.map((attribute) => [attribute, declarationOf(attribute)])),
  count: { default: 50, max: 100 },
};

/**
 * One page of users for a parsed query, in one statement: filtered, sorted,
 * counted and cut in PostgreSQL (`compileListQuery`), the body built by
 * `pageFromRows`, the same page `paginate` would give over the same users.
 */
async function queryUsers(store: Store, query: ListQuery): Promise<PageBody<unknown>> {
  const statement = compileListQuery(query, store.usersTable, LIST_USERS);
  const { rows } = await store.db.query(statement.text, statement.values);
  const page = pageFromRows(rows, query, store.usersTable, LIST_USERS);
  await store.addExtras(page.items as Record<string, unknown>[], rows, query.fields);
  return page;
}

/**
 * Query Application Users.
 *
 * @throws ApiError 400 `request_constraint_violations` (every bad parameter) or `invalid_request` (a filter syntax error)
 */
export async function listUsers(store: Store, params: URLSearchParams): Promise<PageBody<unknown>> {
  const query = parseListQuery(params, LIST_USERS);
  if (!query.ok) throw new ApiError(query.error);
  return queryUsers(store, query.value);
}
