import type {
  BaseErrorBody,
  ConstraintViolationsErrorBody,
  ErrorBody,
  ErrorDetails,
  ViolationDetail,
  Violations,
} from "../body/bodies.js";
import { isBodyShape } from "../body/shape.js";
import type { KnownBaseErrorDetails, ViolationCode } from "../catalogue/tables.js";
import { _isApiError, type ApiError } from "./api-error.js";
import type { BuiltViolationDetail } from "./build.js";

/**
 * The `details` a base error with code `C` carries: those of
 * `KnownBaseErrorDetails` for a known code (`{ attemptsRemaining: number }`
 * for `mfa_challenge_verification_failed`; none for `user_not_found`), any
 * for another code.
 *
 * @public
 */
export type BaseErrorDetailsOf<C extends string> = C extends keyof KnownBaseErrorDetails
  ? [KnownBaseErrorDetails[C]] extends [never]
    ? undefined
    : KnownBaseErrorDetails[C]
  : ErrorDetails;

/**
 * A base error body with code `C`, its `details` typed by
 * {@link BaseErrorDetailsOf}. Absent details are still possible: a server
 * may leave them out.
 *
 * @public
 */
export type BaseErrorOf<C extends string> = BaseErrorBody & {
  readonly code: C;
  readonly details?: BaseErrorDetailsOf<C>;
};

/**
 * A violation code as a guard takes it: a code of the catalogue, or any
 * `string` that is not a literal (a code read at run time). A literal that is
 * not in the catalogue, a misspelled code, does not compile.
 *
 * @public
 */
export type CheckedViolationCode<C extends string> = string extends C
  ? string
  : C extends ViolationCode
    ? C
    : ViolationCode;

/**
 * The detail of a violation with code `C`, its attributes typed by the code
 * attribute table (`maxLength` for `too_long`); any detail for a code that
 * is not a literal of the catalogue.
 *
 * @public
 */
export type ViolationDetailOf<C extends string> = C extends ViolationCode ? BuiltViolationDetail<C> : ViolationDetail;

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
    if (_isApiError(value)) return value.body;
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
  return !!bodyOf(value);
}

/**
 * Tells whether `value` is a base error body or an {@link ApiError} carrying
 * one; with `code`, one with that code, its `details` then typed.
 *
 * @example
 * ```ts
 * const error = await errorFromResponse(response);
 * if (isBaseError(error, "mfa_challenge_verification_failed")) {
 *   showAttempts(error.status, error.details?.attemptsRemaining); // number | undefined
 * }
 * ```
 * @param value - anything
 * @param code - the base error code to look for; any code when absent
 * @returns `true` for a `base_error` (with that code)
 * @public
 */
export function isBaseError(value: unknown): value is BaseErrorBody | ApiError<BaseErrorBody>;
/**
 * Tells whether `value` is a base error body or an {@link ApiError} carrying
 * one, with code `code`; its `details` are then typed by the code.
 *
 * @param value - anything
 * @param code - the base error code, such as `mfa_challenge_verification_failed`
 * @returns `true` for a `base_error` with that code
 * @public
 */
export function isBaseError<C extends string>(
  value: unknown,
  code: C,
): value is BaseErrorOf<C> | ApiError<BaseErrorOf<C>>;
export function isBaseError(value: unknown, code?: string): boolean {
  try {
    const body = bodyOf(value);
    // Stryker disable next-line OptionalChaining: equivalent, reading type of undefined throws, and the catch answers false.
    return body?.type === "base_error" && (code === undefined || body.code === code);
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
 * The detail of the first violation at `path` of a constraint violations
 * error, with code `code` when given; `undefined` when there is none.
 *
 * @remarks
 * The detail's attributes are typed by its code (`maxLength` for
 * `too_long`); read a numeric one with {@link numberAttribute}. A code
 * literal that is not in the catalogue does not compile; a code held in a
 * `string` (one a newer server may send) is taken as it is.
 *
 * @param value - anything, typically a caught value
 * @param path - the violation key, such as `"protocol.type"` (see {@link formatPath} to make one from segments)
 * @param code - a violation code to look for; any code when absent
 * @returns the detail, or `undefined`
 *
 * @example
 * ```ts
 * const tooLong = findViolation(e, "email", "too_long");
 * if (tooLong) console.log(numberAttribute(tooLong, "maxLength")); // 200
 * ```
 * @public
 */
export function findViolation<C extends string = string>(
  value: unknown,
  path: string,
  code?: C & CheckedViolationCode<C>,
): ViolationDetailOf<C> | undefined {
  try {
    const body = bodyOf(value);
    const violations = (body as ConstraintViolationsErrorBody | undefined)?.violations as Violations;
    if (body?.type !== "constraint_violations_error" || !Object.hasOwn(violations, path)) return undefined;
    return (violations[path] as readonly ViolationDetail[]).find(
      (detail) => code === undefined || detail.code === code,
    ) as ViolationDetailOf<C> | undefined;
  } catch {
    // A value whose getters throw (or change) on a second read has no violation we can trust.
    return undefined;
  }
}

/**
 * Tells whether `value` is a constraint violations error with a violation at
 * `path`, with code `code` when given.
 *
 * @remarks
 * A code literal that is not in the catalogue does not compile; a code held
 * in a `string` is taken as it is. {@link findViolation} gives the detail
 * itself, its attributes typed.
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
export function hasViolation<C extends string = string>(
  value: unknown,
  path: string,
  code?: C & CheckedViolationCode<C>,
): value is ConstraintViolationsErrorBody | ApiError<ConstraintViolationsErrorBody> {
  // The lookup of findViolation, kept apart so that a client that only asks stays small.
  try {
    const violations = (bodyOf(value) as ConstraintViolationsErrorBody | undefined)?.violations as Violations;
    return (
      isConstraintViolationsError(value) &&
      Object.hasOwn(violations, path) &&
      (violations[path] as readonly ViolationDetail[]).some((detail) => code === undefined || detail.code === code)
    );
  } catch {
    // A value whose getters throw (or change) on a second read has no violation we can trust.
    return false;
  }
}
