/*
 * The known base errors: one table, keyed by code, with one column per fact
 * (status, title, details schema, details type). Each column is its own
 * constant so that a use pays only for the columns it reads: a guard or
 * `ApiError` (statuses) never bundles the titles or the schemas, which the
 * views and the contract read. Every column is keyed by `KnownBaseErrorCode`
 * (a missing or extra code does not compile); the English messages are in
 * `messages/base-messages.ts`, keyed by the same type.
 */

import type { _Assert } from "./base-codes.js";

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

/**
 * A base error code listed in `BASE_ERROR_STATUS`.
 *
 * @public
 */
export type KnownBaseErrorCode = keyof typeof BASE_ERROR_STATUS;

/**
 * The title of each known base error code: what RFC 9457's `title` says for
 * a problem type named after the code (`toProblemDetails` with `typeBase`).
 */
export const BASE_ERROR_TITLES: { readonly [C in KnownBaseErrorCode]: string } = {
  user_not_found: "User not found",
  mfa_challenge_verification_failed: "MFA challenge verification failed",
  invalid_request: "Invalid request",
  internal_error: "Internal error",
};

/** What a details schema of the table is: an object schema, or `false` (JSON Schema's "nothing is valid") for none. */
type DetailsSchema =
  | { readonly type: "object"; readonly properties: object; readonly required?: readonly string[] }
  | false;

/**
 * The JSON Schema (2020-12) of the `details` of each known base error code,
 * or `false` when the code carries no details: what an operation contract
 * declares for the code unless it declares its own.
 *
 * @remarks
 * `details` may be absent when the schema requires no member. The
 * TypeScript face of these schemas is {@link KnownBaseErrorDetails}; a type
 * test fails when the two differ.
 *
 * @public
 */
export const BASE_ERROR_DETAILS_SCHEMAS = {
  user_not_found: false,
  mfa_challenge_verification_failed: {
    type: "object",
    required: ["attemptsRemaining"],
    properties: {
      attemptsRemaining: { type: "integer", minimum: 0, description: "Attempts left to give a valid code." },
    },
  },
  invalid_request: {
    type: "object",
    properties: {
      parameter: {
        type: "string",
        description: "The request part that is malformed, such as the query parameter query.",
      },
      position: { type: "integer", minimum: 0, description: "The 0-based character position of the problem." },
      expected: { type: "string", description: "What was expected at that position." },
      found: { type: "string", description: "What was found there instead." },
    },
  },
  internal_error: false,
} as const;

/**
 * The `details` each known base error code carries. Codes not listed here may
 * carry any details.
 *
 * @remarks
 * Keyed by exactly the codes of `BASE_ERROR_STATUS`, and the TypeScript type
 * of each code's details schema (a type test compares them), so a new known
 * code cannot go without its details.
 *
 * @public
 */
export interface KnownBaseErrorDetails {
  /** The spec's Get User failure carries no details. */
  readonly user_not_found: never;
  /** The spec's Verify MFA Challenge failure: the attempts left. */
  readonly mfa_challenge_verification_failed: {
    readonly attemptsRemaining: number;
  };
  /** A malformed request; for a filter syntax error, the parameter, position, expected and found text. */
  readonly invalid_request: {
    readonly parameter?: string;
    readonly position?: number;
    readonly expected?: string;
    readonly found?: string;
  };
  /** An unexpected failure never carries details. */
  readonly internal_error: never;
}

/** `true` when `A` and `B` are the same set of keys. */
type SameKeys<A extends PropertyKey, B extends PropertyKey> = [A] extends [B]
  ? [B] extends [A]
    ? true
    : false
  : false;

/**
 * Every column is keyed by exactly the codes of `BASE_ERROR_STATUS`, and
 * each details schema is an object schema or `false`: a code added to one
 * column and not another does not compile. (`BASE_ERROR_TITLES` is checked
 * by its annotation; the details schemas keep their literal type, which
 * `--isolatedDeclarations` does not let a `satisfies` keep.)
 *
 * @internal
 */
export type _KnownBaseErrorsKeyed = [
  _Assert<SameKeys<KnownBaseErrorCode, keyof KnownBaseErrorDetails>>,
  _Assert<SameKeys<KnownBaseErrorCode, keyof typeof BASE_ERROR_DETAILS_SCHEMAS>>,
  _Assert<
    typeof BASE_ERROR_DETAILS_SCHEMAS extends { readonly [C in KnownBaseErrorCode]: DetailsSchema } ? true : false
  >,
];
