/**
 * The base error codes this package knows, with the HTTP status each one is
 * answered with.
 *
 * @remarks
 * `user_not_found` (404) and `mfa_challenge_verification_failed` (400) come
 * from the spec; `invalid_request` (400, a malformed request) and
 * `internal_error` (500, an unexpected failure) are this package's decisions.
 * Any other base code is allowed, but its status must then be given.
 *
 * @public
 */
export const BASE_ERROR_STATUS = {
  user_not_found: 404,
  mfa_challenge_verification_failed: 400,
  invalid_request: 400,
  internal_error: 500,
} as const;

/** `true` when `A` and `B` are the same set of keys; a type error below otherwise. */
type SameKeys<A extends PropertyKey, B extends PropertyKey> = [A] extends [B]
  ? [B] extends [A]
    ? true
    : false
  : false;

/** Compiles only when `T` is `true`. */
export type _Assert<T extends true> = T;

/**
 * The codes of `BASE_ERROR_STATUS` and of `KnownBaseErrorDetails` are the
 * same: a code added to one table and not the other does not compile.
 *
 * @internal
 */
export type _BaseCodesKeyed = _Assert<SameKeys<keyof typeof BASE_ERROR_STATUS, keyof KnownBaseErrorDetails>>;

/**
 * A base error code listed in `BASE_ERROR_STATUS`.
 *
 * @public
 */
export type KnownBaseErrorCode = keyof typeof BASE_ERROR_STATUS;

/**
 * The two top-level codes of a constraint violations error:
 * `message_body_constraint_violations` when the violations concern fields of
 * the request body, `request_constraint_violations` when they concern other
 * parts of the request (query, path parameters, headers).
 *
 * @public
 */
export const CONSTRAINT_VIOLATIONS_CODES = [
  "message_body_constraint_violations",
  "request_constraint_violations",
] as const;

/**
 * One of the `CONSTRAINT_VIOLATIONS_CODES`.
 *
 * @public
 */
export type ConstraintViolationsCode = (typeof CONSTRAINT_VIOLATIONS_CODES)[number];

/** The top-level code of violations of request body fields, the default: the one place it is written is the tuple above. */
export const BODY_VIOLATIONS_CODE: (typeof CONSTRAINT_VIOLATIONS_CODES)[0] = CONSTRAINT_VIOLATIONS_CODES[0];

/** The top-level code of violations of other parts of the request (query, path parameters, headers). */
export const REQUEST_VIOLATIONS_CODE: (typeof CONSTRAINT_VIOLATIONS_CODES)[1] = CONSTRAINT_VIOLATIONS_CODES[1];

/** Whether `code` is one of the {@link CONSTRAINT_VIOLATIONS_CODES}. */
export function isConstraintViolationsCode(code: unknown): code is ConstraintViolationsCode {
  return code === BODY_VIOLATIONS_CODE || code === REQUEST_VIOLATIONS_CODE;
}

/**
 * The status of every constraint violations error.
 *
 * @public
 */
export const CONSTRAINT_VIOLATIONS_STATUS = 400;

/**
 * The `details` each known base error code carries. Codes not listed here may
 * carry any details.
 *
 * @remarks
 * Keyed by exactly the codes of `BASE_ERROR_STATUS` (checked when this
 * package compiles), so a new known code cannot go without its details.
 *
 * @public
 */
export interface KnownBaseErrorDetails {
  /** The spec's Get User failure carries no details. */
  readonly user_not_found: never;
  /** The spec's Verify MFA Challenge failure. */
  readonly mfa_challenge_verification_failed: {
    /** Attempts left to give a valid code. */
    readonly attemptsRemaining: number;
  };
  /** A malformed request; for a filter syntax error, where and what was expected. */
  readonly invalid_request: {
    /** The request part that is malformed, such as the query parameter `query`. */
    readonly parameter?: string;
    /** The 0-based character position of the problem in that part. */
    readonly position?: number;
    /** What was expected at that position. */
    readonly expected?: string;
    /** What was found there instead. */
    readonly found?: string;
  };
  /** An unexpected failure never carries details. */
  readonly internal_error: never;
}
