import type { ErrorBody } from "api-error-model";
import { isApiError } from "../core/errors/api-error.js";
import { isErrorBody } from "../core/errors/guards.js";
import type { OperationError } from "./bodies.js";
import type { Operation } from "./operation.js";

/** Whether any path is declared for the body, or for the other parts. */
function declares(operation: Operation, code: string): boolean {
  const { body, query, path, headers } = operation.violations;
  if (code === "message_body_constraint_violations") return Object.keys(body).length > 0;
  return code === "request_constraint_violations" && Object.keys({ ...query, ...path, ...headers }).length > 0;
}

/**
 * Tells whether `value` is one of the error bodies `operation` declares (or
 * an `ApiError` carrying one), and narrows it to their union.
 *
 * @remarks
 * Checks the body's structure as `isErrorBody` does, then its code: a base
 * error must have a declared base code; a constraint violations error must
 * concern a part the operation declares violations for. Violation keys and
 * codes are not checked at run time (a newer server may add some); their
 * types are the declared ones, each detail's code open to new codes.
 *
 * @example
 * ```ts
 * try { await createUser(input); } catch (e) {
 *   if (isOperationError(createUserOperation, e) && e.type === "constraint_violations_error") {
 *     e.violations.email; // declared; e.violations.emial does not compile
 *   }
 * }
 * ```
 * @param operation - the operation the value was answered by
 * @param value - anything, typically a caught value
 * @returns `true` for a declared error of the operation
 * @public
 */
export function isOperationError<O extends Operation>(operation: O, value: unknown): value is OperationError<O> {
  try {
    if (!isErrorBody(value)) return false;
    const body: ErrorBody = isApiError(value) ? value.body : value;
    return body.type === "base_error" ? Object.hasOwn(operation.errors, body.code) : declares(operation, body.code);
  } catch {
    // A value whose getters throw on a second read is no error of the operation.
    return false;
  }
}
