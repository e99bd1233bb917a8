import type { BaseErrorBody } from "../core/body/bodies.js";
import type { KnownBaseErrorCode } from "../core/catalogue/known-base-errors.js";
import { INTERNAL_ERROR_MESSAGE } from "../core/http/http.js";

/**
 * Makes the sentence of one base error code from the error (its `details`,
 * its `message`): a full sentence with a final period.
 *
 * @public
 */
export type BaseErrorTemplate = (error: BaseErrorBody) => string;

/**
 * One template per base error code this package knows.
 *
 * @public
 */
export type BaseErrorMessages = { readonly [C in KnownBaseErrorCode]: BaseErrorTemplate };

/** A detail member, only when it has the given type; details come from the network. */
function detailOf<T extends "number" | "string">(
  error: BaseErrorBody,
  key: string,
  type: T,
): (T extends "number" ? number : string) | undefined {
  const details = error.details;
  if (details === undefined || !Object.hasOwn(details, key)) return undefined;
  const value = details[key];
  return typeof value === type ? (value as T extends "number" ? number : string) : undefined;
}

function attemptsText(attempts: number | undefined): string {
  if (attempts === undefined || !Number.isSafeInteger(attempts) || attempts < 0) return "";
  if (attempts === 0) return "; no attempts remain";
  return attempts === 1 ? "; 1 attempt remains" : `; ${attempts} attempts remain`;
}

function invalidRequestText(error: BaseErrorBody): string {
  const parameter = detailOf(error, "parameter", "string");
  const position = detailOf(error, "position", "number");
  const expected = detailOf(error, "expected", "string");
  const found = detailOf(error, "found", "string");
  let text = parameter === undefined ? "The request is not valid" : `The parameter ${parameter} is not valid`;
  if (position !== undefined) text += ` at position ${position}`;
  if (expected !== undefined) text += `: expected ${expected}`;
  if (found !== undefined) text += `${expected === undefined ? ":" : ","} found ${found}`;
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
  mfa_challenge_verification_failed: (error) =>
    `The verification code is not valid${attemptsText(detailOf(error, "attemptsRemaining", "number"))}.`,
  invalid_request: invalidRequestText,
  internal_error: () => INTERNAL_ERROR_MESSAGE,
};
