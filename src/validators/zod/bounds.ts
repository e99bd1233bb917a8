import type { ViolationDetail } from "api-error-model";
import type { $ZodIssueTooBig, $ZodIssueTooSmall } from "zod/v4/core";
import { exclusiveMaximum, exclusiveMinimum } from "../../core/catalogue/bounds.js";

/** Origins measured by a count of elements, entries or bytes rather than characters. */
const SIZED_ORIGINS: ReadonlySet<string> = new Set(["array", "set", "map", "file"]);

/** Origins whose values are whole numbers, so that an exclusive bound has an exact inclusive twin. */
const WHOLE_ORIGINS: ReadonlySet<string> = new Set(["string", "array", "set", "map", "file", "int", "bigint"]);

/** Whether the bound itself is allowed (`max`, `min`) or not (`lt`, `gt`, `positive`). */
function isExclusive(issue: $ZodIssueTooBig | $ZodIssueTooSmall): boolean {
  return issue.inclusive === false;
}

/** The largest allowed value: an exclusive maximum of a whole-number origin becomes the one below it. */
function inclusiveMaximum(issue: $ZodIssueTooBig): number | bigint {
  const max = issue.maximum;
  if (!isExclusive(issue) || !WHOLE_ORIGINS.has(issue.origin)) return max;
  return typeof max === "bigint" ? max - 1n : Math.ceil(max) - 1;
}

/** The smallest allowed value: an exclusive minimum of a whole-number origin becomes the one above it. */
function inclusiveMinimum(issue: $ZodIssueTooSmall): number | bigint {
  const min = issue.minimum;
  if (!isExclusive(issue) || !WHOLE_ORIGINS.has(issue.origin)) return min;
  return typeof min === "bigint" ? min + 1n : Math.floor(min) + 1;
}

/** A date bound (zod gives milliseconds since the epoch) as an ISO 8601 date-time, or the number when no date has it. */
function dateBound(ms: number | bigint): string {
  const date = new Date(Number(ms));
  return Number.isNaN(date.getTime()) ? String(ms) : date.toISOString();
}

/**
 * The maxValue of a `greater_than`: the inclusive maximum, or, for an
 * exclusive one that has no exact inclusive twin (a number that need not be
 * whole, a date), the bound behind `<` (see `exclusiveBound`).
 */
function maxValue(issue: $ZodIssueTooBig, bound: string): string {
  return isExclusive(issue) && !WHOLE_ORIGINS.has(issue.origin) ? exclusiveMaximum(bound) : bound;
}

/** The minValue of a `less_than`, as {@link maxValue}: `>` before an exclusive minimum. */
function minValue(issue: $ZodIssueTooSmall, bound: string): string {
  return isExclusive(issue) && !WHOLE_ORIGINS.has(issue.origin) ? exclusiveMinimum(bound) : bound;
}

/**
 * The detail of a `too_big` issue: `too_long` (maxLength) for a string,
 * `max_byte_length_exceeded` (maxByteLength) for a file, `size_greater_than`
 * (maxSize) for an array, set or map, `greater_than` (maxValue) for anything
 * else, a date's bound written as an ISO 8601 date-time. An exclusive bound
 * (`lt`) is never stated as an inclusive one: a whole-number origin gets the
 * integer below it, a number or a date the bound marked `<` ("<10").
 */
export function tooBigDetail(issue: $ZodIssueTooBig): ViolationDetail {
  const max = String(inclusiveMaximum(issue));
  switch (issue.origin) {
    case "string":
      return { code: "too_long", constraintAttributes: { maxLength: max } };
    case "file":
      return { code: "max_byte_length_exceeded", constraintAttributes: { maxByteLength: max } };
    case "array":
    case "set":
    case "map":
      return { code: "size_greater_than", constraintAttributes: { maxSize: max } };
    case "date":
      return { code: "greater_than", constraintAttributes: { maxValue: maxValue(issue, dateBound(issue.maximum)) } };
    default:
      return { code: "greater_than", constraintAttributes: { maxValue: maxValue(issue, max) } };
  }
}

/**
 * The detail of a `too_small` issue: for a string `blank` when at least one
 * character is required, else `too_short` (minLength); for an array, set, map
 * or file `empty` when at least one element is required, else `too_short`
 * (minLength: the catalogue has no "size less than"); `less_than` (minValue)
 * for anything else, a date's bound written as an ISO 8601 date-time. An
 * exclusive bound (`gt`, `positive`) gets the integer above it for a
 * whole-number origin, else the bound marked `>` (">0").
 */
export function tooSmallDetail(issue: $ZodIssueTooSmall): ViolationDetail {
  const min = inclusiveMinimum(issue);
  if (issue.origin === "string" || SIZED_ORIGINS.has(issue.origin)) {
    if (Number(min) <= 1) return { code: issue.origin === "string" ? "blank" : "empty" };
    return { code: "too_short", constraintAttributes: { minLength: String(min) } };
  }
  if (issue.origin === "date")
    return { code: "less_than", constraintAttributes: { minValue: minValue(issue, dateBound(issue.minimum)) } };
  return { code: "less_than", constraintAttributes: { minValue: minValue(issue, String(min)) } };
}
