/**
 * Human messages for errors: a sentence for every violation code and known
 * base error code, filled from the constraint attributes, and
 * `describeError` that lists a whole error for a log or a form. English
 * (`en`) is here and is the fallback; every other locale is its own subpath,
 * `api-error-model/messages/<tag>`, passed per call as `{ locale }`.
 *
 * @packageDocumentation
 */

// The entry exports what it owns: its folder's modules (and the private helpers only it
// publishes). A type of the core or of another entry that its signatures use is imported
// by package name (`api-error-model`, `api-error-model/list-query`), so users import it
// from there and the API report shows this entry's own surface.

export type { CompiledOption, CompiledOptions, PatternWriter } from "../internal/icu/compile-message.js";
export { BASE_ERROR_MESSAGES, type BaseErrorMessages, type BaseErrorTemplate } from "./base-messages.js";
export type { LocaleData } from "./compile-locale.js";
export { describeError } from "./describe-error.js";
export { en } from "./en.js";
export { errorMessage } from "./error-message.js";
export {
  attemptsRemaining,
  type DurationStyle,
  type DurationUnit,
  detailOf,
  type FormattedBound,
  type Formatter,
  formatterFor,
  type ListStyle,
  type ListType,
  type PluralCategory,
  type PluralForms,
  type RequestDetails,
  requestDetails,
  type TextDirection,
} from "./format.js";
export type {
  CompiledPattern,
  Locale,
  LocaleBaseErrorMessages,
  LocaleDurationStyle,
  LocaleMessage,
  LocalePhrases,
  LocaleViolationMessages,
  MessageWriter,
} from "./locale.js";
export { type LocalizeMessagesOptions, localizeMessages } from "./localize-messages.js";
export { negotiateLocale } from "./negotiate-locale.js";
export { type LocaleDataError, type ReadLocaleOptions, type ReadLocaleResult, readLocale } from "./read-locale.js";
export { type MessageOptions, violationMessage } from "./violation-message.js";
export {
  type TemplateAttributes,
  VIOLATION_MESSAGES,
  type ViolationMessages,
  type ViolationTemplate,
} from "./violation-messages.js";
