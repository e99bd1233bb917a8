import type { ViolationDetail } from "api-error-model";
import type { $ZodIssue } from "zod/v4/core";

type Primitive = string | number | bigint | boolean | symbol | null | undefined;

/** `disallowed_enum` with the allowed values, comma-joined as the wire wants. */
export function allowedValuesDetail(values: readonly Primitive[]): ViolationDetail {
  // String() names every primitive without throwing, a symbol included.
  return { code: "disallowed_enum", constraintAttributes: { allowedValues: values.map((v) => String(v)).join(",") } };
}

/**
 * The detail of an `invalid_union` issue, when the union says what it takes:
 * the options of a discriminated union, or the values of a union of
 * literals (every option failed with `invalid_value` on the value itself).
 * Any other union gets the fallback.
 */
export function unionDetail(issue: Extract<$ZodIssue, { code: "invalid_union" }>): ViolationDetail | undefined {
  if ("options" in issue && issue.options !== undefined && issue.options.length > 0) {
    return allowedValuesDetail(issue.options);
  }
  const values: Primitive[] = [];
  for (const option of issue.errors) {
    for (const inner of option) {
      if (inner.code !== "invalid_value" || inner.path.length > 0) return undefined;
      values.push(...inner.values);
    }
  }
  return values.length === 0 ? undefined : allowedValuesDetail(values);
}
