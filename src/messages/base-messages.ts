import type { BaseErrorBody, DetailsSchema, KnownBaseErrorCode } from "api-error-model";
import { BASE_ERROR_DEFAULT_MESSAGES, BASE_ERROR_DETAILS_SCHEMAS } from "../core/catalogue/tables.js";
import { en } from "./en.js";
import { baseErrorSentence } from "./fill-message.js";
import type { Formatter } from "./format.js";
import type { LocaleMessage } from "./locale.js";

/**
 * Makes the sentence of one base error code from the error (its `details`,
 * its `message`): a full sentence with a final period. Every value it
 * inserts goes through `format`, bound to the locale. Your own wording of a
 * code (`options.baseMessages`) is one.
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
 * The details schema of a built-in code, if its definition declares one.
 *
 * @internal
 */
export function _detailsSchemaOf(code: string): DetailsSchema | undefined {
  return Object.hasOwn(BASE_ERROR_DETAILS_SCHEMAS, code)
    ? BASE_ERROR_DETAILS_SCHEMAS[code as keyof typeof BASE_ERROR_DETAILS_SCHEMAS]
    : undefined;
}

/**
 * The English sentence of every base error code this package knows, as
 * templates: English (`en.baseErrors`), whose one home is the catalogue
 * definition, filled for an error.
 *
 * @remarks
 * A sentence reads the members of the error's `details` that have their
 * schema's type: `mfa_challenge_verification_failed` tells how many attempts
 * remain when `details.attemptsRemaining` is a non-negative integer;
 * `invalid_request` names the parameter, position, what was expected and
 * what was found of a filter syntax error when its `details` carry them.
 *
 * @public
 */
export const BASE_ERROR_MESSAGES: BaseErrorMessages = /* @__PURE__ */ Object.fromEntries(
  Object.keys(BASE_ERROR_DEFAULT_MESSAGES).map((code) => [
    code,
    // English has every code, and each its "" sentence, which fits any error.
    (error: BaseErrorBody, f: Formatter) =>
      baseErrorSentence(en.baseErrors[code] as LocaleMessage, _detailsSchemaOf(code), error, f) as string,
  ]),
) as never;
