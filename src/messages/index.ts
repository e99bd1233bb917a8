/**
 * Human messages for errors: a sentence for every violation code and known
 * base error code, filled from the constraint attributes, and
 * `describeError` that lists a whole error for a log or a form. English
 * (`en`) is here and is the fallback; every other locale is its own subpath,
 * `api-error-model/messages/<tag>`, passed per call as `{ locale }`.
 *
 * @packageDocumentation
 */

// Exports are sorted by module path: the core's types first (type-only, the ones this
// entry's signatures use, so that its API report stands on its own), then this entry's
// modules. A name with a leading underscore is @internal: for another entry of this
// package, never for users.

export type {
  BaseErrorBody,
  ConstraintAttributes,
  ConstraintViolationsErrorBody,
  ErrorBody,
  ErrorDetails,
  ReadViolationCode,
  ViolationDetail,
  Violations,
} from "../core/body/bodies.js";
export type { MessageDefinition } from "../core/catalogue/definition.js";
export type {
  AttributesOf,
  BASE_ERROR_STATUS,
  CODE_ATTRIBUTES,
  CONSTRAINT_ATTRIBUTES,
  CONSTRAINT_VIOLATIONS_CODES,
  CodeWithAttributes,
  ConstraintAttribute,
  ConstraintViolationsCode,
  KnownBaseErrorCode,
  VIOLATION_CODES,
  ViolationCode,
} from "../core/catalogue/tables.js";
export type { ApiError, ApiErrorOptions, KnownStatusBody } from "../core/errors/api-error.js";
export type { ErrorHeaders } from "../core/errors/headers.js";
export type { LocalizedAnswer, MessageLocalizer } from "../core/wire/http.js";
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
