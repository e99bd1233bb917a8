import type { ViolationDetail } from "api-error-model";
import { INTEGER_PATTERN } from "../../core/catalogue/integer-pattern.js";

/** The detail of a value that must be an integer, as the bridges (zod, valibot, ajv) report it. */
export const NOT_AN_INTEGER: ViolationDetail = {
  code: "failed_regex_match",
  constraintAttributes: { regexPattern: INTEGER_PATTERN },
};
