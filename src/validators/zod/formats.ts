import type { ViolationCode, ViolationDetail } from "api-error-model";
import type { $ZodIssueInvalidStringFormat, $ZodStringFormatIssues } from "zod/v4/core";
import { escapeRegExp } from "../../internal/escape-reg-exp.js";

/** zod string formats that have a code of their own in the catalogue. */
const FORMAT_CODES: { readonly [format: string]: ViolationCode } = {
  email: "invalid_email",
  url: "invalid_url",
  datetime: "invalid_date_time",
  date: "invalid_date",
  duration: "invalid_duration",
  ipv4: "invalid_ip_address",
  ipv6: "invalid_ip_address",
  // An address range: the closest code.
  cidrv4: "invalid_ip_address",
  cidrv6: "invalid_ip_address",
  e164: "invalid_e164_phone_number",
  hostname: "invalid_domain_name",
  jwt: "invalid_token",
  json_string: "not_json_object",
};

/** The source of a pattern zod writes as `/source/flags`: the flags are dropped. */
function patternSource(pattern: string): string {
  const end = pattern.lastIndexOf("/");
  return pattern.startsWith("/") && end > 0 ? pattern.slice(1, end) : pattern;
}

/** The pattern a string had to match, when the issue says which. */
function requiredPattern(issue: $ZodIssueInvalidStringFormat): string | undefined {
  const known = issue as $ZodStringFormatIssues;
  switch (known.format) {
    case "starts_with":
      return `^${escapeRegExp(known.prefix)}`;
    case "ends_with":
      return `${escapeRegExp(known.suffix)}$`;
    case "includes":
      return escapeRegExp(known.includes);
    default:
      return issue.pattern === undefined ? undefined : patternSource(issue.pattern);
  }
}

/**
 * The detail of an `invalid_format` issue: the catalogue's own code for the
 * formats that have one (email, url, datetime, date, duration, IP addresses
 * and ranges, E.164, hostname, JWT, JSON), else `failed_regex_match` with the
 * pattern (regexPattern) when zod gives one or it follows from the check
 * (starts_with, ends_with, includes).
 */
export function formatDetail(issue: $ZodIssueInvalidStringFormat): ViolationDetail {
  if (Object.hasOwn(FORMAT_CODES, issue.format)) return { code: FORMAT_CODES[issue.format] as ViolationCode };
  const pattern = requiredPattern(issue);
  return pattern === undefined
    ? { code: "failed_regex_match" }
    : { code: "failed_regex_match", constraintAttributes: { regexPattern: pattern } };
}
