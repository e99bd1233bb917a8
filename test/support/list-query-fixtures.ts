import type { ErrorBody, ViolationDetail } from "../../src/core/body/bodies.js";
import type { ListOperation } from "../../src/list-query/operation.js";
import type { ListQueryResult } from "../../src/list-query/params.js";

/** The reference server's Query Application Users, as docs/reference-server.md describes it. */
export const listUsers = {
  attributes: {
    id: { select: true },
    username: { type: "string", filter: true, sort: true, select: true },
    email: { type: "string", filter: true, sort: true, select: true },
    emailVerified: { type: "boolean", filter: true, select: true },
    givenName: { type: "string", filter: true, sort: true, select: true },
    familyName: { type: "string", filter: true, sort: true, select: true },
    fullName: { type: "string", filter: true, sort: true, select: true },
    status: { type: "string", filter: true, sort: true, select: true },
    externalId: { type: "string", filter: true, sort: true, select: true },
  },
} as const satisfies ListOperation;

/** The sortable attributes of {@link listUsers}, in declaration order, as `allowedValues` lists them. */
export const SORTABLE = "username,email,givenName,familyName,fullName,status,externalId";
/** The selectable attributes of {@link listUsers}, in declaration order. */
export const SELECTABLE = "id,username,email,emailVerified,givenName,familyName,fullName,status,externalId";

/** The error of a failed parse; fails the test when the parse succeeded. */
export function errorOf(result: ListQueryResult): ErrorBody {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** The violations of a failed parse, without the ticket. */
export function violationsOf(result: ListQueryResult): { readonly [path: string]: readonly ViolationDetail[] } {
  const error = errorOf(result);
  if (error.type !== "constraint_violations_error")
    throw new Error(`expected violations, got ${JSON.stringify(error)}`);
  return error.violations;
}
