import type { ApiError, BaseErrorBody, DetailsSchema, ErrorBody, MessageDefinition } from "api-error-model";
import { BUILT_IN_RULES } from "../core/catalogue/rules.js";
import { _detailsSchemaOf, type BaseErrorTemplate } from "./base-messages.js";
import { en } from "./en.js";
import { baseErrorSentence, compileDefinition } from "./fill-message.js";
import type { LocaleMessage } from "./locale.js";
import { finished, localeOf, type MessageOptions, optionsFormatter } from "./violation-message.js";

/** What a base error code's sentence is made from: its details schema and its English. */
interface KnownCode {
  readonly schema: DetailsSchema | undefined;
  readonly english: LocaleMessage;
}

/** A base error code of the options' catalogue (the built-in one when absent); `undefined` for another code. */
function knownCode(code: string, options: MessageOptions): KnownCode | undefined {
  const catalogue = options.catalogue;
  if (catalogue === undefined) {
    if (BUILT_IN_RULES.statusOf(code) === undefined) return undefined;
    return { schema: _detailsSchemaOf(code), english: en.baseErrors[code] as LocaleMessage };
  }
  const definitions = catalogue.baseErrors as {
    readonly [code: string]: { readonly message: MessageDefinition; readonly details?: DetailsSchema } | undefined;
  };
  const definition = Object.hasOwn(definitions, code) ? definitions[code] : undefined;
  return definition === undefined
    ? undefined
    : { schema: definition.details, english: compileDefinition(definition.message) };
}

/**
 * The default `message` of an error's code in a locale, for a server that
 * answers in the client's language: the sentence of a known base error code
 * (`user_not_found`), or of a constraint violations code ("The request body
 * has constraint violations."); `undefined` for a code the catalogue does not
 * know, so that the error keeps its own message.
 *
 * @remarks
 * A known code the locale lacks is written in English. With
 * `options.catalogue`, the codes of that catalogue are known: a team's own
 * code is written in the locale when the locale has it (see `readLocale`),
 * else in the English of its definition.
 *
 * @param error - an error body or an `ApiError`
 * @param options - the locale (English when absent), your own templates for some base codes, your catalogue
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
  const details = error.details;
  const body: BaseErrorBody =
    details === undefined
      ? { type: "base_error", code, message: error.message, ticket: error.ticket }
      : { type: "base_error", code, message: error.message, ticket: error.ticket, details };
  const f = optionsFormatter(options);
  type Table = { readonly [code: string]: BaseErrorTemplate | undefined };
  const overrides = options.baseMessages as Table | undefined;
  const override = overrides !== undefined && Object.hasOwn(overrides, code) ? overrides[code] : undefined;
  if (override !== undefined) return finished(override(body, f), options);
  const known = knownCode(code, options);
  if (known === undefined) return undefined;
  const own = Object.hasOwn(locale.baseErrors, code) ? locale.baseErrors[code] : undefined;
  // The locale's sentence; a code it lacks, or a variant it lacks, in English, whose "" sentence fits any error.
  const sentence =
    (own === undefined ? undefined : baseErrorSentence(own, known.schema, body, f)) ??
    (baseErrorSentence(known.english, known.schema, body, f) as string);
  return finished(sentence, options);
}
