import type { ApiError, ErrorBody, Violations } from "api-error-model";
import type { MessageOptions } from "api-error-model/messages";
import { violationMessage } from "../messages/index.js";

/**
 * The `@type` of a `google.rpc.BadRequest` packed in the `details` of a
 * `google.rpc.Status` (proto3 JSON of `google.protobuf.Any`).
 *
 * @public
 */
export const GOOGLE_BAD_REQUEST_TYPE = "type.googleapis.com/google.rpc.BadRequest";

/**
 * One `google.rpc.BadRequest.FieldViolation`, in proto3 JSON (lowerCamelCase)
 * names.
 *
 * @public
 */
export interface GoogleFieldViolation {
  /** The violation key: a dotted path with `[0]` indexes, the grammar AIP-193 uses (`""` for the whole body). */
  readonly field: string;
  /** The sentence of `violationMessage`, such as "must be at most 200 characters". */
  readonly description: string;
  /** The violation code in UPPER_SNAKE_CASE, such as `TOO_LONG`, as AIP-193 asks. */
  readonly reason: string;
}

/**
 * A `google.rpc.BadRequest` (AIP-193), in proto3 JSON: `fieldViolations`
 * (`field_violations` in the proto file).
 *
 * @public
 */
export interface GoogleBadRequest {
  /** One entry per violation detail, in the order of the error body. */
  readonly fieldViolations: readonly GoogleFieldViolation[];
}

/**
 * Turns the violations of an error into a Google AIP-193
 * `google.rpc.BadRequest`.
 *
 * @remarks
 * One field violation per violation detail: `field` is the violation key
 * (the package's path grammar is AIP-193's: `protocol.type`,
 * `redirectUrls[0]`), `reason` the code upper-cased (`TOO_LONG`),
 * `description` the sentence of `violationMessage`. A base error gives
 * no field violations. The constraint attributes, the error's code, message,
 * ticket and details have no place in a `BadRequest` and are not carried
 * (the attributes' values do appear in `description`); no `localizedMessage`
 * is written. To put it in the `details` of a `google.rpc.Status`, add
 * `"@type": GOOGLE_BAD_REQUEST_TYPE`.
 *
 * @param error - an error body or an `ApiError`
 * @param options - your own message templates, for `description`
 * @returns the `BadRequest`, in proto3 JSON
 *
 * @example
 * ```ts
 * toGoogleBadRequest(constraintViolationsError({ violations: { email: violation("too_long", { maxLength: 200 }) } }));
 * // { fieldViolations: [{ field: "email", description: "must be at most 200 characters", reason: "TOO_LONG" }] }
 * ```
 * @public
 */
export function toGoogleBadRequest(error: ErrorBody | ApiError, options: MessageOptions = {}): GoogleBadRequest {
  // An ApiError mirrors its body's `violations`.
  const violations = (error as { readonly violations?: Violations }).violations;
  const fieldViolations: GoogleFieldViolation[] = [];
  if (error.type === "constraint_violations_error" && violations !== undefined) {
    for (const [field, list] of Object.entries(violations)) {
      for (const detail of list) {
        fieldViolations.push({
          field,
          description: violationMessage(detail, options),
          reason: detail.code.toUpperCase(),
        });
      }
    }
  }
  return { fieldViolations };
}
