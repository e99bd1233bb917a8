import { type ApiError, isApiError } from "./api-error.js";
import type { BaseErrorBody, ConstraintViolationsErrorBody, ErrorBody } from "./bodies.js";
import { isBodyShape } from "./shape.js";
import type { ViolationCode } from "./violation-codes.js";

/** The body of an ApiError, or the value itself when it is a valid body; else undefined. */
function bodyOf(value: unknown): ErrorBody | undefined {
  if (isApiError(value)) return value.body;
  try {
    return isBodyShape(value) ? (value as ErrorBody) : undefined;
  } catch {
    // A hostile value (a Proxy, a throwing getter) is not an error body.
    return undefined;
  }
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
  return bodyOf(value)?.type === "base_error";
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
  return bodyOf(value)?.type === "constraint_violations_error";
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
  const body = bodyOf(value);
  if (body?.type !== "constraint_violations_error") return false;
  if (!Object.hasOwn(body.violations, path)) return false;
  const list = body.violations[path] ?? [];
  return code === undefined ? list.length > 0 : list.some((detail) => detail.code === code);
}
