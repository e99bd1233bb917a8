import { CONSTRAINT_VIOLATIONS_CODES, type ConstraintViolationsCode } from "./tables.js";

/** The top-level code of violations of request body fields, the default. */
export const BODY_VIOLATIONS_CODE: "message_body_constraint_violations" = "message_body_constraint_violations";

/** The top-level code of violations of other parts of the request (query, path parameters, headers). */
export const REQUEST_VIOLATIONS_CODE: "request_constraint_violations" = "request_constraint_violations";

/** Whether `code` is one of the {@link CONSTRAINT_VIOLATIONS_CODES}. */
export function isConstraintViolationsCode(code: unknown): code is ConstraintViolationsCode {
  return typeof code === "string" && CONSTRAINT_VIOLATIONS_CODES.includes(code as ConstraintViolationsCode);
}

/**
 * The status of every constraint violations error.
 *
 * @public
 */
export const CONSTRAINT_VIOLATIONS_STATUS = 400;
