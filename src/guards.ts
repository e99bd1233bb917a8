import { type ApiError, isApiError } from "./api-error.js";
import type { BaseErrorBody, ConstraintViolationsErrorBody, ErrorBody } from "./bodies.js";
import { isBodyShape } from "./shape.js";
import type { ViolationCode } from "./violation-codes.js";

/** `isBodyShape` for any value: a hostile one (a Proxy, a throwing getter) is not an error body. */
function isShape(value: unknown): boolean {
  try {
    return isBodyShape(value);
  } catch {
    // Not a body: answered below.
  }
  return false;
}

/** The body of an ApiError, or the value itself when it is a valid body; else undefined. */
function bodyOf(value: unknown): ErrorBody | undefined {
  if (isApiError(value)) return value.body;
  return isShape(value) ? (value as ErrorBody) : undefined;
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
  // The same answer as `bodyOf(value) !== undefined`, but a plain body (the
  // common case) skips the brand lookup: a third of the time for a small body.
  try {
    if (isBodyShape(value)) return true;
  } catch {
    // Not a plain body; maybe an ApiError.
  }
  return isApiError(value);
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
    // Stryker disable next-line OptionalChaining: equivalent, reading type of undefined throws, and the catch answers false.
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
    // Stryker disable next-line OptionalChaining: equivalent, reading type of undefined throws, and the catch answers false.
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
    // Stryker disable next-line OptionalChaining: equivalent, reading type of undefined throws, and the catch answers false.
    if (body?.type !== "constraint_violations_error") return false;
    const list = Object.hasOwn(body.violations, path) ? body.violations[path] : undefined;
    // Stryker disable next-line ConditionalExpression: equivalent, reading length of undefined throws, and the catch answers false.
    if (list === undefined) return false;
    return code === undefined ? list.length > 0 : list.some((detail) => detail.code === code);
  } catch {
    // A value whose getters throw (or change) on a second read has no violation we can trust.
    return false;
  }
}
