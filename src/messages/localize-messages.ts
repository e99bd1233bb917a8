import type { ErrorBody, LocalizedAnswer, MessageLocalizer } from "api-error-model";
import type { AnyCatalogue } from "api-error-model/catalogue";
import { mergeVary } from "../core/wire/vary.js";
import { en } from "./en.js";
import { errorMessage } from "./error-message.js";
import type { Locale } from "./locale.js";
import { negotiateLocale } from "./negotiate-locale.js";

/**
 * Options of {@link localizeMessages}.
 *
 * @public
 */
export interface LocalizeMessagesOptions {
  /**
   * The language your own messages are written in: when it is the one
   * negotiated, or the locale has no sentence for a code, the body keeps its
   * message and this tag is sent as `Content-Language`. `en` by default.
   */
  readonly sourceLanguage?: string;
  /**
   * Your sentences for codes the catalogue does not know (a service's own
   * codes), tried first: the message in `locale`, or `undefined` to fall
   * back to the catalogue's sentence.
   */
  readonly translate?: (body: ErrorBody, locale: Locale) => string | undefined;
  /**
   * `translate` under its old name.
   *
   * @deprecated Use `translate`: a `messages` option is a table of sentences everywhere else (`MessageOptions.messages`).
   */
  readonly messages?: (body: ErrorBody, locale: Locale) => string | undefined;
  /**
   * The catalogue whose codes are known, such as one made by
   * `defineCatalogue`; the built-in one when absent. A team's own code is
   * answered in the locale when the locale has it (see `readLocale`), else
   * in the English of its definition.
   */
  readonly catalogue?: AnyCatalogue;
}

/**
 * The option `localize` of every boundary (`toResponse`, `toHttpResponse`,
 * `errorBoundary`, the handlers of `api-error-model/node`): answers a known
 * code's default message in the locale negotiated from the request's
 * `Accept-Language`.
 *
 * @remarks
 * The locale is chosen by {@link negotiateLocale} among `locales` and
 * English (`en`, offered last when you do not list it), English when none fits. A known code's message is then the locale's sentence
 * ({@link errorMessage}), or yours (`options.translate`); in the source
 * language (English by default) the body keeps its own message, so that a
 * service's English wording stays. The boundary sends `Content-Language`
 * with the language of the message sent, and `Vary: Accept-Language`.
 * The message never quotes the header.
 *
 * @param locales - the locales you offer, in your order of preference
 * @param options - the language of your own messages, and your sentences for your own codes
 * @returns the localizer to pass as `{ localize }`
 *
 * @example
 * ```ts
 * const localize = localizeMessages([de, fr]);
 * app.onError((error, c) => toResponse(error, { localize, acceptLanguage: c.req.header("accept-language") }));
 * ```
 * @public
 */
export function localizeMessages(locales: readonly Locale[], options: LocalizeMessagesOptions = {}): MessageLocalizer {
  // English is offered last, so that `en-US` finds it rather than another English, such as the pseudo-locale `en-XA`.
  const offered = locales.some((locale) => locale.tag.toLowerCase() === "en") ? [...locales] : [...locales, en];
  const source = options.sourceLanguage ?? "en";
  const own = options.translate ?? options.messages;
  const catalogue = options.catalogue;
  return ({ body, headers }: LocalizedAnswer, acceptLanguage: string | undefined): LocalizedAnswer => {
    const locale = negotiateLocale(acceptLanguage, offered);
    const translated =
      locale.tag.toLowerCase() === source.toLowerCase()
        ? undefined
        : (own?.(body, locale) ?? errorMessage(body, catalogue === undefined ? { locale } : { locale, catalogue }));
    const sent = {
      ...headers,
      "content-language": translated === undefined ? source : locale.tag,
      // Sent whatever the language, so that a cache keys the answer by it.
      vary: mergeVary(headers["vary"], "Accept-Language"),
    };
    return { body: translated === undefined ? body : { ...body, message: translated }, headers: sent };
  };
}
