import type {
  AttributesOf,
  BaseErrorBody,
  BuiltViolationDetail,
  CodeWithAttributes,
  ConstraintViolationsErrorBody,
  ViolationCode,
  Violations,
} from "api-error-model";
import { REQUEST_VIOLATIONS_CODE } from "../core/catalogue/base-codes.js";
import { DEFAULT_VIOLATIONS_MESSAGES } from "../core/errors/build.js";
import { newTicket } from "../core/errors/ticket.js";

// The core builders check codes and attributes at run time, which brings in the
// whole code list. Here every code is a literal the compiler checks, so the
// details and bodies are written out directly, typed with the core's types.

/**
 * A violation detail: `{ code }`, or `{ code, constraintAttributes }` with
 * the (already string) attributes the code carries.
 *
 * @internal
 */
export function _detail<C extends ViolationCode>(
  code: C,
  ...attributes: C extends CodeWithAttributes ? [attributes: { readonly [K in AttributesOf<C>]?: string }] : []
): BuiltViolationDetail<C> {
  const constraintAttributes = attributes[0];
  return (constraintAttributes === undefined ? { code } : { code, constraintAttributes }) as BuiltViolationDetail<C>;
}

/**
 * A `request_constraint_violations` body with a fresh ticket.
 *
 * @internal
 */
export function _violationsBody(
  violations: Violations,
): ConstraintViolationsErrorBody & { readonly code: "request_constraint_violations" } {
  return {
    type: "constraint_violations_error",
    code: REQUEST_VIOLATIONS_CODE,
    message: DEFAULT_VIOLATIONS_MESSAGES[REQUEST_VIOLATIONS_CODE],
    ticket: newTicket(),
    violations,
  };
}

/**
 * The 400 `invalid_request` body of a filter syntax error, with a fresh ticket:
 * its details machine-readable, its message the English sentence.
 *
 * @internal
 */
export function _syntaxBody(syntax: {
  readonly message: string;
  readonly position: number;
  readonly column: number;
  readonly expected: string;
  readonly found?: string;
}): BaseErrorBody & { readonly code: "invalid_request" } {
  const { message, position, column, expected, found } = syntax;
  return {
    type: "base_error",
    code: "invalid_request",
    message,
    ticket: newTicket(),
    details:
      found === undefined
        ? { parameter: "query", position, column, expected }
        : { parameter: "query", position, column, expected, found },
  };
}
