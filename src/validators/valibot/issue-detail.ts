import type { ViolationCode, ViolationDetail } from "api-error-model";
import { exclusiveMaximum, exclusiveMinimum } from "../../core/catalogue/bounds.js";
import { escapeRegExp } from "../../internal/escape-reg-exp.js";
import { NOT_AN_INTEGER } from "../shared/not-an-integer.js";
import { expectedValues, unionValues, valueText } from "./allowed-values.js";
import type { ValibotIssue } from "./valibot-issue.js";

/**
 * The issue types of checks the schema's author writes (`check`,
 * `partial_check`, `raw_check`, `custom`, `guard`, `check_items`,
 * `every_item`, `some_item`): their message is the author's, and the
 * catalogue cannot know what they test.
 */
export const REFINEMENT_TYPES: ReadonlySet<string> = new Set([
  "check",
  "partial_check",
  "raw_check",
  "raw_transform",
  "custom",
  "guard",
  "check_items",
  "every_item",
  "some_item",
]);

/** Issue types whose failure has a code of its own, without attributes. */
const PLAIN_CODES: { readonly [type: string]: ViolationCode } = {
  email: "invalid_email",
  rfc_email: "invalid_email",
  url: "invalid_url",
  iso_date: "invalid_date",
  iso_date_time: "invalid_date_time",
  iso_date_time_second: "invalid_date_time",
  iso_timestamp: "invalid_date_time",
  to_date: "invalid_date_time",
  date: "invalid_date_time",
  ip: "invalid_ip_address",
  ipv4: "invalid_ip_address",
  ipv6: "invalid_ip_address",
  domain: "invalid_domain_name",
  parse_json: "not_json_object",
  null: "not_null",
  undefined: "not_undefined",
  void: "not_undefined",
  never: "not_undefined",
  object: "not_json_object",
  loose_object: "not_json_object",
  strict_object: "not_json_object",
  object_with_rest: "not_json_object",
  record: "not_json_object",
};

/**
 * Format checks whose requirement is the regular expression a string must
 * match: `failed_regex_match` with its source as regexPattern (without one,
 * no attribute).
 */
const FORMAT_TYPES: ReadonlySet<string> = new Set([
  "regex",
  "uuid",
  "cuid2",
  "ulid",
  "nanoid",
  "ksuid",
  "iso_time",
  "iso_time_second",
  "iso_week",
  "hex_color",
  "hexadecimal",
  "octal",
  "digits",
  "decimal",
  "base64",
  "bic",
  "imei",
  "isbn",
  "isrc",
  "mac",
  "mac48",
  "mac64",
  "jws_compact",
  "slug",
  "emoji",
  "credit_card",
  "hash",
]);

function attribute(code: ViolationCode, name: string, value: string): ViolationDetail {
  return { code, constraintAttributes: { [name]: value } };
}

function allowed(values: readonly string[] | undefined): ViolationDetail {
  return values === undefined || values.length === 0
    ? { code: "disallowed_enum" }
    : attribute("disallowed_enum", "allowedValues", values.join(","));
}

/** The size of a string, an array, a `Set`, a `Map` or a `Blob`, or `undefined`. */
function sizeOf(input: unknown): number | undefined {
  if (typeof input === "string" || Array.isArray(input)) return input.length;
  if (input instanceof Set || input instanceof Map || input instanceof Blob) return input.size;
  return undefined;
}

/** Too few characters or elements: `blank` for a blank string, `empty` for an empty collection, else `too_short`. */
function tooShort(input: unknown, min: unknown): ViolationDetail {
  if (typeof input === "string" && input.trim() === "") return { code: "blank" };
  if (typeof input !== "string" && sizeOf(input) === 0) return { code: "empty" };
  return min === undefined ? { code: "too_short" } : attribute("too_short", "minLength", valueText(min));
}

/** Too many characters (`too_long`) or elements (`size_greater_than`). */
function tooLong(input: unknown, max: unknown): ViolationDetail {
  if (typeof input !== "string") return attribute("size_greater_than", "maxSize", valueText(max));
  return max === undefined ? { code: "too_long" } : attribute("too_long", "maxLength", valueText(max));
}

/** The exclusive bound `gt_value`/`lt_value` give: exact for a bigint, else marked (see bounds.ts). */
function exclusiveBound(issue: ValibotIssue, above: boolean): ViolationDetail {
  const bound = issue.requirement;
  if (typeof bound === "bigint") {
    return above
      ? attribute("less_than", "minValue", String(bound + 1n))
      : attribute("greater_than", "maxValue", String(bound - 1n));
  }
  return above
    ? attribute("less_than", "minValue", exclusiveMinimum(valueText(bound)))
    : attribute("greater_than", "maxValue", exclusiveMaximum(valueText(bound)));
}

/**
 * The built-in detail of one valibot issue that is not a refinement and not
 * about a missing or null value, or `undefined` when the catalogue has no
 * code for it and the fallback applies.
 */
export function valibotIssueDetail(issue: ValibotIssue): ViolationDetail | undefined {
  const { type, input, requirement } = issue;
  if (Object.hasOwn(PLAIN_CODES, type)) {
    // An object key that is not allowed: the key is the issue's last path step.
    if (type === "strict_object" && issue.path !== undefined && issue.path.length > 0) {
      const key = issue.path[issue.path.length - 1]?.key;
      return attribute("contained_invalid_field_name", "invalidFieldName", String(key));
    }
    return { code: PLAIN_CODES[type] as ViolationCode };
  }
  if (FORMAT_TYPES.has(type)) {
    return requirement instanceof RegExp
      ? attribute("failed_regex_match", "regexPattern", requirement.source)
      : { code: "failed_regex_match" };
  }
  switch (type) {
    case "max_length":
    case "max_graphemes":
    case "max_code_points":
      return tooLong(input, requirement);
    case "min_length":
    case "min_graphemes":
    case "min_code_points":
    case "min_size":
      return tooShort(input, requirement);
    case "non_empty":
      return tooShort(input, 1);
    case "length":
    case "size": {
      const size = sizeOf(input);
      return size !== undefined && typeof requirement === "number" && size > requirement
        ? tooLong(input, requirement)
        : tooShort(input, requirement);
    }
    case "max_size":
      return attribute("size_greater_than", "maxSize", valueText(requirement));
    case "max_bytes":
      return attribute("max_byte_length_exceeded", "maxByteLength", valueText(requirement));
    case "max_entries":
      return attribute("max_field_count_exceeded", "maxFieldCount", valueText(requirement));
    case "min_value":
      return attribute("less_than", "minValue", valueText(requirement));
    case "max_value":
      return attribute("greater_than", "maxValue", valueText(requirement));
    case "gt_value":
      return exclusiveBound(issue, true);
    case "lt_value":
      return exclusiveBound(issue, false);
    case "integer":
    case "bigint":
    case "to_bigint":
      return NOT_AN_INTEGER;
    case "safe_integer":
      // An integer beyond the safe range, or no integer at all.
      if (typeof input === "number" && Number.isInteger(input)) {
        return input > 0
          ? attribute("greater_than", "maxValue", String(Number.MAX_SAFE_INTEGER))
          : attribute("less_than", "minValue", String(Number.MIN_SAFE_INTEGER));
      }
      return NOT_AN_INTEGER;
    case "multiple_of":
      return requirement === 1 ? NOT_AN_INTEGER : undefined;
    case "starts_with":
      return attribute("failed_regex_match", "regexPattern", `^${escapeRegExp(valueText(requirement))}`);
    case "ends_with":
      return attribute("failed_regex_match", "regexPattern", `${escapeRegExp(valueText(requirement))}$`);
    case "includes":
      return typeof input === "string"
        ? attribute("failed_regex_match", "regexPattern", escapeRegExp(valueText(requirement)))
        : attribute("missing_required_element", "requiredElements", valueText(requirement));
    case "excludes":
      return attribute("contained_disallowed_element", "disallowedValues", valueText(requirement));
    case "value":
      return allowed([valueText(requirement)]);
    case "values":
    case "mime_type":
      return allowed(Array.isArray(requirement) ? requirement.map(valueText) : undefined);
    case "boolean":
      return allowed(["true", "false"]);
    case "variant":
      // The input itself is no object: there is no discriminator to name.
      if (issue.expected === "Object") return { code: "not_json_object" };
      return allowed(expectedValues(issue.expected));
    case "picklist":
    case "enum":
    case "literal":
      return allowed(Array.isArray(requirement) ? requirement.map(valueText) : expectedValues(issue.expected));
    case "union": {
      const values = unionValues(issue);
      return values === undefined ? undefined : allowed(values);
    }
    default:
      // string, number, array, ... (a type the catalogue has no code for), not_value(s), finite, min_bytes, words, ...
      return undefined;
  }
}
