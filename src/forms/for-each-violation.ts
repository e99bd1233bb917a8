import type { ApiError, ErrorBody, ErrorDetails, ViolationDetail, Violations } from "api-error-model";
import type { MessageOptions } from "api-error-model/messages";
import { violationMessage } from "../messages/index.js";
import { forEachKeptMessage } from "../validators/shared/kept-messages.js";
import { toFormPath } from "./to-form-path.js";

/**
 * What {@link forEachViolation} calls for each violation detail.
 *
 * @param formPath - the field's path for a form library (`phones.0.number`), or `undefined` for a form-level error
 * @param detail - the violation detail, with its code and attributes
 * @param message - its English sentence, without the field's name ("must be at most 200 characters")
 * @param key - the violation key as the body has it (`phones[0].number`, `""`)
 *
 * @public
 */
export type ViolationVisitor = (
  formPath: string | undefined,
  detail: ViolationDetail,
  message: string,
  key: string,
) => void;

/**
 * Walks every violation of an error, for filling a form in one loop: each
 * detail with its form path and its sentence.
 *
 * @remarks
 * The form path is {@link toFormPath} of the violation key; a key a form
 * cannot hold (`""` for the whole body, a quoted key) gives `undefined`:
 * show it as a form-level error. The sentence is that of `violationMessage`
 * (entry `api-error-model/messages`), or the message of a custom refinement
 * that a bridge kept in `details.messages`. Details come in the order of the
 * body. A base error has no violations: nothing is visited (use
 * `describeError` for its line).
 *
 * @param error - an error body or an `ApiError`
 * @param visit - called once per violation detail
 * @param options - the locale (English without one) and your own templates, as `violationMessage` takes them
 *
 * @example
 * ```ts
 * forEachViolation(error, (formPath, _detail, message) => {
 *   form.setError(formPath ?? "root.server", { message });
 * });
 * ```
 * @public
 */
export function forEachViolation(
  error: ErrorBody | ApiError,
  visit: ViolationVisitor,
  options: MessageOptions = {},
): void {
  // An ApiError mirrors its body's members, so both are read the same way.
  const violations = (error as { readonly violations?: Violations }).violations;
  if (error.type !== "constraint_violations_error" || violations === undefined) return;
  const details: ErrorDetails | undefined = error.details;
  forEachKeptMessage(violations, details, (key, detail, kept) => {
    visit(toFormPath(key), detail, kept ?? violationMessage(detail, options), key);
  });
}
