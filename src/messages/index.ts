/**
 * Human messages for errors: an English sentence for every violation code
 * and known base error code, filled from the constraint attributes, and
 * `describeError` that lists a whole error for a log or a form.
 *
 * @packageDocumentation
 */

export { BASE_ERROR_MESSAGES, type BaseErrorMessages, type BaseErrorTemplate } from "./base-messages.js";
export { describeError } from "./describe-error.js";
export { type MessageOptions, violationMessage } from "./violation-message.js";
export {
  type TemplateAttributes,
  VIOLATION_MESSAGES,
  type ViolationMessages,
  type ViolationTemplate,
} from "./violation-messages.js";
