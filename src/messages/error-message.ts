import type { ErrorBody } from "../core/body/bodies.js";
import type { ApiError } from "../core/errors/api-error.js";
import type { BaseErrorTemplate } from "./base-messages.js";
import { en } from "./en.js";
import { formatterOf, localeOf, type MessageOptions } from "./violation-message.js";

/**
 * The default `message` of an error's code in a locale, for a server that
 * answers in the client's language: the sentence of a known base error code
 * (`user_not_found`), or of a constraint violations code ("The request body
 * has constraint violations."); `undefined` for a code the locale has no
 * sentence for, so that the error keeps its own message.
 *
 * @param error - an error body or an `ApiError`
 * @param options - the locale (English when absent), and your own templates for some base codes
 * @returns the message, or `undefined`
 *
 * @example
 * ```ts
 * errorMessage(baseError({ code: "user_not_found", message: "User not found" }), { locale: de });
 * // "Der Benutzer wurde nicht gefunden."
 * ```
 * @public
 */
export function errorMessage(error: ErrorBody | ApiError, options: MessageOptions = {}): string | undefined {
  const locale = localeOf(options);
  const code = error.code;
  if (error.type === "constraint_violations_error") {
    const messages = locale.phrases.violationsMessages;
    return Object.hasOwn(messages, code) ? messages[code as keyof typeof messages] : undefined;
  }
  type Table = { readonly [code: string]: BaseErrorTemplate | undefined };
  const own = (table: Table | undefined) =>
    table !== undefined && Object.hasOwn(table, code) ? table[code] : undefined;
  // The locale's sentence, else English's (a locale may lack a code).
  const template =
    own(options.baseMessages as Table | undefined) ?? own(locale.baseErrors as Table) ?? own(en.baseErrors as Table);
  if (template === undefined) return undefined;
  const details = error.details;
  return template(
    details === undefined
      ? { type: "base_error", code, message: error.message, ticket: error.ticket }
      : { type: "base_error", code, message: error.message, ticket: error.ticket, details },
    formatterOf(locale),
  );
}
