import type { ApiError, BaseErrorBody, ErrorBody, ErrorDetails, Violations } from "api-error-model";
import { REQUEST_VIOLATIONS_CODE } from "../core/catalogue/base-codes.js";
import { quoteClientText } from "../core/errors/quote-client-text.js";
import { forEachKeptMessage } from "../validators/shared/kept-messages.js";
import { errorMessage } from "./error-message.js";
import {
  finished,
  localeOf,
  type MessageOptions,
  optionsFormatter,
  phrase,
  violationMessage,
} from "./violation-message.js";

/** Text of a body written as it is: its control and format characters escaped (`\u000a`), uncapped. */
const escaped = (text: string) => quoteClientText(text, { maxLength: Number.POSITIVE_INFINITY });

/** The line of an error that has no violations to list. */
function errorLine(error: BaseErrorBody, options: MessageOptions): string {
  const known = errorMessage(error, options);
  if (known !== undefined) return known;
  const locale = localeOf(options);
  return error.message.trim() === ""
    ? finished(phrase(locale.phrases.requestFailed, { code: error.code }, optionsFormatter(options), ["code"]), options)
    : escaped(error.message);
}

/**
 * Every line of an error, for a log or next to a form: one line per
 * violation detail, or one line for an error without violations.
 *
 * @remarks
 * Lines are in the locale of `options.locale`, English without one. A
 * constraint violations error gives one line per detail, in the order of
 * the body, as `path: sentence` with the sentence of {@link violationMessage}
 * (`email: must be at most 200 characters`). A violation on the whole body
 * (the key `""`) is shown as `(request body): ...`, or `(request): ...` for a
 * `request_constraint_violations` error. When a bridge kept the message of a
 * custom refinement that named no code (`details.messages`, by key), that
 * message is the sentence of the key's `disallowed_enum` details without
 * attributes, in order. A base error gives one line: the
 * sentence of {@link BASE_ERROR_MESSAGES} for a code this package knows, else
 * the error's own `message` (or `The request failed (<code>).` when that is
 * blank); so does a constraint violations error that lists no violations.
 * The result is a fresh array: `join("\n")` it for a log. No line holds a
 * raw control or format character of the error: keys, values, the error's
 * own message and kept messages have theirs escaped (`\u000a`, `\u202e`, as
 * `quoteClientText` writes them), so a key cannot forge a log line; only the
 * locale's own text and, in a right-to-left locale, the isolates around
 * inserted values (FSI, PDI) are written as they are.
 *
 * @param error - an error body or an `ApiError`
 * @param options - the locale, and your own templates for some codes
 * @returns the lines, at least one
 *
 * @example
 * ```ts
 * describeError(constraintViolationsError({ violations: { email: violation("too_long", { maxLength: 200 }) } }));
 * // ["email: must be at most 200 characters"]
 * describeError(baseError({ code: "mfa_challenge_verification_failed", message: "Invalid code", details: { attemptsRemaining: 2 } }));
 * // ["The verification code is not valid; 2 attempts remain."]
 * ```
 * @public
 */
export function describeError(error: ErrorBody | ApiError, options: MessageOptions = {}): string[] {
  // An ApiError mirrors its body's members, so both are read the same way.
  const { type, code, message, ticket } = error;
  const details: ErrorDetails | undefined = error.details;
  const violations = (error as { readonly violations?: Violations }).violations;
  if (type === "constraint_violations_error" && violations !== undefined) {
    const { phrases } = localeOf(options);
    const format = optionsFormatter(options);
    const whole = code === REQUEST_VIOLATIONS_CODE ? phrases.wholeRequest : phrases.wholeBody;
    const lines: string[] = [];
    forEachKeptMessage(violations, details, (key, detail, kept) => {
      const sentence = kept ?? violationMessage(detail, options);
      // The whole body's name is the locale's own text; a key is the client's, isolated as a value.
      const line = phrase(phrases.line, { key: key === "" ? whole : key, sentence }, format, key === "" ? [] : ["key"]);
      lines.push(finished(line, options));
    });
    if (lines.length > 0) return lines;
  }
  const body: BaseErrorBody =
    details === undefined
      ? { type: "base_error", code, message, ticket }
      : { type: "base_error", code, message, ticket, details };
  return [errorLine(body, options)];
}
