import type { BaseErrorBody } from "../core/body/bodies.js";
import type { DetailsSchema } from "../core/catalogue/definition.js";
import type { KnownBaseErrorCode } from "../core/catalogue/tables.js";
import { BASE_ERROR_DETAILS_SCHEMAS, BASE_ERROR_PATTERNS } from "../core/catalogue/tables.js";
import type { Formatter } from "./format.js";
import { baseErrorSentence } from "./pattern-template.js";

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

/**
 * One template per base error code, for a locale that may lack some: a code
 * it lacks is written in English.
 *
 * @public
 */
export type LocaleBaseErrorMessages = { readonly [C in KnownBaseErrorCode]?: BaseErrorTemplate };

/**
 * The English sentence of every base error code this package knows: made
 * from the code's pattern in the catalogue definition, English's one home.
 *
 * @remarks
 * A pattern reads the members of the error's `details` that have their
 * schema's type: `mfa_challenge_verification_failed` tells how many attempts
 * remain when `details.attemptsRemaining` is a non-negative integer;
 * `invalid_request` names the parameter, position, expected and found text
 * of a filter syntax error when its `details` carry them.
 *
 * @public
 */
export const BASE_ERROR_MESSAGES: BaseErrorMessages = /* @__PURE__ */ Object.fromEntries(
  Object.entries(BASE_ERROR_PATTERNS).map(([code, pattern]) => [
    code,
    // Every built-in message has a sentence without details (a test holds it), so one always fits.
    (error: BaseErrorBody, f: Formatter) => baseErrorSentence(pattern, detailsSchemaOf(code), error, f) as string,
  ]),
) as never;

/** The details schema of a built-in code, if its definition declares one. */
function detailsSchemaOf(code: string): DetailsSchema | undefined {
  return Object.hasOwn(BASE_ERROR_DETAILS_SCHEMAS, code)
    ? BASE_ERROR_DETAILS_SCHEMAS[code as keyof typeof BASE_ERROR_DETAILS_SCHEMAS]
    : undefined;
}
