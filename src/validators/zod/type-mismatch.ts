import type { ViolationDetail } from "api-error-model";
import { NOT_AN_INTEGER } from "../shared/not-an-integer.js";

/**
 * The detail of an `invalid_type` issue whose value is present and not null,
 * by the type zod expected. A type without a row here (string, number,
 * array, ...) has no code in the catalogue and gets the fallback.
 */
const TYPE_DETAILS: { readonly [expected: string]: ViolationDetail } = {
  null: { code: "not_null" },
  undefined: { code: "not_undefined" },
  void: { code: "not_undefined" },
  never: { code: "not_undefined" },
  boolean: { code: "disallowed_enum", constraintAttributes: { allowedValues: "true,false" } },
  int: NOT_AN_INTEGER,
  bigint: NOT_AN_INTEGER,
  date: { code: "invalid_date_time" },
  object: { code: "not_json_object" },
  record: { code: "not_json_object" },
};

/** The detail of a type mismatch, or `undefined` when the catalogue has no code for it. */
export function typeMismatchDetail(expected: string): ViolationDetail | undefined {
  return Object.hasOwn(TYPE_DETAILS, expected) ? TYPE_DETAILS[expected] : undefined;
}
