/** Compiles only when `T` is `true`. */
export type _Assert<T extends true> = T;

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
