import type { BaseErrorBody } from "../core/body/bodies.js";
import type { KnownBaseErrorCode } from "../core/catalogue/known-base-errors.js";
import { INTERNAL_ERROR_MESSAGE } from "../core/http/http.js";
import { attemptsRemaining, type Formatter, requestDetails } from "./format.js";

/**
 * Makes the sentence of one base error code from the error (its `details`,
 * its `message`): a full sentence with a final period. Every value it
 * inserts goes through `format`, bound to the locale.
 *
 * @public
 */
export type BaseErrorTemplate = (error: BaseErrorBody, format: Formatter) => string;

/**
 * One template per base error code this package knows.
 *
 * @public
 */
export type BaseErrorMessages = { readonly [C in KnownBaseErrorCode]: BaseErrorTemplate };

function attemptsText(attempts: number | undefined, f: Formatter): string {
  if (attempts === undefined) return "";
  if (attempts === 0) return "; no attempts remain";
  return f.count(attempts, { one: "; # attempt remains", other: "; # attempts remain" });
}

function invalidRequestText(error: BaseErrorBody, f: Formatter): string {
  const { parameter, position, expected, found } = requestDetails(error);
  let text = parameter === undefined ? "The request is not valid" : `The parameter ${f.text(parameter)} is not valid`;
  if (position !== undefined) text += ` at position ${f.number(String(position))}`;
  if (expected !== undefined) text += `: expected ${f.text(expected)}`;
  if (found !== undefined) text += `${expected === undefined ? ":" : ","} found ${f.text(found)}`;
  return `${text}.`;
}

/**
 * The English sentence of every base error code this package knows.
 *
 * @remarks
 * `mfa_challenge_verification_failed` tells how many attempts remain when
 * `details.attemptsRemaining` is a non-negative integer; `invalid_request`
 * names the parameter, position, expected and found text of a filter syntax
 * error when its `details` carry them.
 *
 * @public
 */
export const BASE_ERROR_MESSAGES: BaseErrorMessages = {
  user_not_found: () => "The user could not be found.",
  mfa_challenge_verification_failed: (error, f) =>
    `The verification code is not valid${attemptsText(attemptsRemaining(error), f)}.`,
  invalid_request: invalidRequestText,
  internal_error: () => INTERNAL_ERROR_MESSAGE,
};
