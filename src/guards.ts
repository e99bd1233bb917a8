import { type ApiError, isApiError } from "./api-error.js";
import type { BaseErrorBody, ConstraintViolationsErrorBody, ErrorBody, ViolationDetail, Violations } from "./bodies.js";
import { isBodyShape } from "./shape.js";
import type { ViolationCode } from "./violation-codes.js";

/**
 * The body `value` is or carries, else `undefined`. A plain body (the common
 * case) skips the brand lookup: a third of the time for a small body. An
 * `ApiError` passes the walk too (it mirrors its body's members as own
 * members), and reads as its body; a branded copy that does not mirror them
 * gives its `body`. A hostile value (a Proxy, a throwing getter) is no body.
 */
function bodyOf(value: unknown): ErrorBody | ApiError | undefined {
  try {
    if (isBodyShape(value)) return value as ErrorBody;
    if (isApiError(value)) return value.body;
  } catch {
    // A hostile value: no body.
  }
  return undefined;
}

/**
 * Tells whether `value` is an error body or an {@link ApiError}.
 *
 * @remarks
 * Structural: it checks every member the spec requires, the same rules as
 * {@link parseErrorBody} in its default (lenient) mode, and allocates nothing
 * for a valid body.
 *
 * @param value - anything: parsed JSON, a caught value
 * @returns `true` for a body of either type or an `ApiError`
 * @public
 */
export function isErrorBody(value: unknown): value is ErrorBody | ApiError {
  return bodyOf(value) !== undefined;
}

/**
 * Tells whether `value` is a base error body or an {@link ApiError} carrying one.
 *
 * @param value - anything
 * @returns `true` for a `base_error`
 * @public
 */
export function isBaseError(value: unknown): value is BaseErrorBody | ApiError<BaseErrorBody> {
  try {
    return bodyOf(value)?.type === "base_error";
  } catch {
    // A value whose getters throw on a second read is not a base error.
    return false;
  }
}

/**
 * Tells whether `value` is a constraint violations error body or an
 * {@link ApiError} carrying one.
 *
 * @example
 * ```ts
 * try { await save(user); } catch (e) {
 *   if (isConstraintViolationsError(e)) showFieldErrors(e.violations);
 * }
 * ```
 * @param value - anything
 * @returns `true` for a `constraint_violations_error`
 * @public
 */
export function isConstraintViolationsError(
  value: unknown,
): value is ConstraintViolationsErrorBody | ApiError<ConstraintViolationsErrorBody> {
  try {
    return bodyOf(value)?.type === "constraint_violations_error";
  } catch {
    // A value whose getters throw on a second read is not a constraint violations error.
    return false;
  }
}

/**
 * Tells whether `value` is a constraint violations error with a violation at
 * `path`, with code `code` when given.
 *
 * @param value - anything, typically a caught value
 * @param path - the violation key, such as `"protocol.type"` (see {@link formatPath} to make one from segments)
 * @param code - a violation code to look for; any code when absent
 * @returns `true` when such a violation is there
 *
 * @example
 * ```ts
 * if (hasViolation(e, "email", "too_long")) { ... }
 * ```
 * @public
 */
export function hasViolation(
  value: unknown,
  path: string,
  code?: ViolationCode | (string & {}),
): value is ConstraintViolationsErrorBody | ApiError<ConstraintViolationsErrorBody> {
  try {
    const body = bodyOf(value);
    const violations = (body as ConstraintViolationsErrorBody | undefined)?.violations as Violations;
    // Any code when none is asked: a list may be empty.
    return (
      body?.type === "constraint_violations_error" &&
      Object.hasOwn(violations, path) &&
      (violations[path] as readonly ViolationDetail[]).some((detail) => code === undefined || detail.code === code)
    );
  } catch {
    // A value whose getters throw (or change) on a second read has no violation we can trust.
    return false;
  }
}
