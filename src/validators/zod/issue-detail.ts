import type { ViolationDetail } from "api-error-model";
import type { $ZodIssue } from "zod/v4/core";
import { type BridgeErrorOptions, isCodeOf } from "../shared/bridge-body.js";
import { NOT_AN_INTEGER } from "../shared/not-an-integer.js";
import { type InputSource, zodAbsence } from "./absence.js";
import { tooBigDetail, tooSmallDetail } from "./bounds.js";
import { allowedValuesDetail, unionDetail } from "./enum-values.js";
import { formatDetail } from "./formats.js";
import { typeMismatchDetail } from "./type-mismatch.js";

/**
 * The detail a refinement names through its params, such as
 * `.refine(isFree, { params: violation("not_unique") })`.
 */
function refinementDetail(
  params: { readonly [key: string]: unknown } | undefined,
  options: BridgeErrorOptions,
): ViolationDetail | undefined {
  const code = params?.["code"];
  if (!isCodeOf(options, code)) return undefined;
  const attributes = params?.["constraintAttributes"];
  // The error builder checks the attributes' names and values.
  return attributes === undefined ? { code } : { code, constraintAttributes: attributes as never };
}

/** The key a record's invalid key issue is about: the last step of its path. */
function invalidKeyDetail(issue: Extract<$ZodIssue, { code: "invalid_key" }>): ViolationDetail {
  const key = issue.path.at(-1);
  // A Map key that is not a property key has no path step: the issue names no key.
  if (issue.origin !== "record" || key === undefined) return { code: "contained_invalid_field_name" };
  return { code: "contained_invalid_field_name", constraintAttributes: { invalidFieldName: String(key) } };
}

/**
 * The built-in detail of one zod issue (not `unrecognized_keys`, which gives
 * a violation per key), or `undefined` when the catalogue has no code for it
 * and the fallback applies.
 */
export function zodIssueDetail(
  issue: $ZodIssue,
  source: InputSource & BridgeErrorOptions,
): ViolationDetail | undefined {
  if (issue.code === "custom") {
    // A code named by the params, or the message itself (`.refine(isFree, "not_unique")`).
    const named =
      refinementDetail(issue.params, source) ?? (isCodeOf(source, issue.message) ? { code: issue.message } : undefined);
    if (named !== undefined) return named;
  }
  const absence = zodAbsence(issue, source);
  if (absence !== undefined) return { code: absence };
  switch (issue.code) {
    case "invalid_type":
      return typeMismatchDetail(issue.expected);
    case "too_big":
      return tooBigDetail(issue);
    case "too_small":
      return tooSmallDetail(issue);
    case "invalid_format":
      return formatDetail(issue);
    case "not_multiple_of":
      // A multiple of 1 is an integer; other divisors have no code.
      return issue.divisor === 1 ? NOT_AN_INTEGER : undefined;
    case "invalid_value":
      return allowedValuesDetail(issue.values);
    case "invalid_union":
      return unionDetail(issue);
    case "invalid_key":
      return invalidKeyDetail(issue);
    default:
      // invalid_element, a refinement that names no code, and codes of later zod versions.
      return undefined;
  }
}
