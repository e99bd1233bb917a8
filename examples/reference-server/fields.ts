import { type ViolationCollector, violation } from "api-error-model";
import type { CodeRule, EmailRule, EnumRule, MemberRule, TextRule } from "./member-rules.js";
import { isCodeInteger } from "./member-rules.js";
import type { JsonObject } from "./read-body.js";

/** A pattern a text field must match, with the source that travels in `regexPattern`. */
export interface Pattern {
  readonly source: string;
  test(value: string): boolean;
}

function pattern(source: string): Pattern {
  // Single character classes under one quantifier: linear, no backtracking.
  const regex = new RegExp(source, "u");
  return { source, test: (value) => regex.test(value) };
}

/**
 * The control characters (Unicode's `Cc`, U+0000 to U+001F and U+007F to U+009F), spelt
 * out rather than as `\p{Cc}`: the same set, in a form every regular expression engine
 * reads, with or without Unicode mode (Spectral's and Python's do not read `\p{...}`).
 */
const CONTROL = "\\u0000-\\u001F\\u007F-\\u009F";

/** Free text: anything but control characters (line breaks included). */
export const TEXT: Pattern = pattern(`^[^${CONTROL}]*$`);

/** A user name: no spaces, no control characters. */
export const USERNAME: Pattern = pattern(`^[^\\s${CONTROL}]+$`);

/** Reads an own member; a missing one is `undefined`. */
export function member(body: JsonObject, key: string): unknown {
  return Object.hasOwn(body, key) ? body[key] : undefined;
}

/** Whether `value` has more than `max` Unicode code points, counted only as far as needed. */
export function longerThan(value: string, max: number): boolean {
  if (value.length <= max) return false;
  let count = 0;
  for (const _ of value) if (++count > max) return true;
  return false;
}

/** How names are compared for uniqueness: case-insensitively, ignoring surrounding spaces. */
export function uniquenessKey(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Checks the presence, blankness and length of a string member: the checks
 * every text field shares, in the order the client should fix them.
 *
 * @returns the string when those pass, `undefined` when the member is absent
 *   (and allowed to be) or a violation was added, `false` when the value is
 *   not a string and the caller decides what that means
 */
function presentString(
  found: ViolationCollector,
  path: string,
  value: unknown,
  rule: TextRule | EmailRule,
): string | undefined | false {
  if (value === undefined || value === null) {
    if (rule.required) found.add(path, violation(value === undefined ? "undefined" : "null"));
    return undefined;
  }
  if (typeof value !== "string") return false;
  if (value.trim() === "") {
    found.add(path, violation("blank"));
    return undefined;
  }
  if (longerThan(value, rule.maxLength)) {
    found.add(path, violation("too_long", { maxLength: rule.maxLength }));
    return undefined;
  }
  return value;
}

/**
 * Checks a text member; one violation at most per member.
 *
 * @returns the valid value, or `undefined` when absent or invalid
 */
export function checkText(found: ViolationCollector, path: string, value: unknown, rule: TextRule): string | undefined {
  const text = presentString(found, path, value, rule);
  if (text !== false && (text === undefined || rule.pattern.test(text))) return text;
  found.add(path, violation("failed_regex_match", { regexPattern: rule.pattern.source }));
  return undefined;
}

const LOCAL_PART_SYMBOLS = "!#$%&'*+/=?^_`{|}~-";

/**
 * A letter or a digit of any script, or a mark that combines with a letter
 * (internationalised addresses, RFC 6531); symbols (`☃`, the replacement
 * character U+FFFD), spaces, controls and lone surrogates are none.
 */
const LETTER_OR_DIGIT = /^[\p{L}\p{M}\p{Nd}]$/u;

/** Only digits, of any script: a last label like this (`١٢`, `12`) reads as a number, not a top-level domain. */
const ONLY_DIGITS = /^\p{Nd}+$/u;

function isLocalPart(local: string): boolean {
  if (local === "" || local.startsWith(".") || local.endsWith(".") || local.includes("..")) {
    return false;
  }
  for (const char of local) {
    if (!(LETTER_OR_DIGIT.test(char) || char === "." || LOCAL_PART_SYMBOLS.includes(char))) return false;
  }
  return true;
}

function isDomainLabel(label: string): boolean {
  if (label === "" || label.startsWith("-") || label.endsWith("-")) return false;
  for (const char of label) if (!(LETTER_OR_DIGIT.test(char) || char === "-")) return false;
  return true;
}

/**
 * Tells whether `value` is an email address, by the rule docs/reference-server.md
 * states: `local@domain`, one `@`; a local part of letters and digits (of any
 * script, with their combining marks) and ``!#$%&'*+/=?^_`{|}~-`` with single
 * inner dots; a domain of at least two dot-separated labels of letters, digits
 * and inner hyphens, the last not all digits (of any script). No symbol
 * (`☃@example.com`), no U+FFFD, no space or control. The only length limit is
 * the spec's 200 characters for the whole address (none per part, so that any
 * address up to 200 characters can be stored). Linear: no regular expression
 * over the whole value.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf("@");
  if (at === -1 || at !== value.lastIndexOf("@")) return false;
  const labels = value.slice(at + 1).split(".");
  const last = labels[labels.length - 1] ?? "";
  return (
    isLocalPart(value.slice(0, at)) && labels.length >= 2 && labels.every(isDomainLabel) && !ONLY_DIGITS.test(last)
  );
}

/**
 * Checks an email member as the spec says: missing `undefined`, null `null`,
 * empty or spaces `blank`, over the rule's length (the spec's 200) `too_long`,
 * not an address or not a string `invalid_email`.
 *
 * @returns the valid address, or `undefined`
 */
export function checkEmail(
  found: ViolationCollector,
  path: string,
  value: unknown,
  rule: EmailRule,
): string | undefined {
  const text = presentString(found, path, value, rule);
  if (text !== false && (text === undefined || isEmailAddress(text))) return text;
  found.add(path, violation("invalid_email"));
  return undefined;
}

/**
 * Checks an enumerated member: any value outside `allowed` (a wrong type or
 * an empty string included) is `disallowed_enum` with `allowedValues`.
 *
 * @returns the valid value, or `undefined`
 */
export function checkEnum<T extends string | boolean>(
  found: ViolationCollector,
  path: string,
  value: unknown,
  rule: EnumRule<T>,
): T | undefined {
  const allowed = rule.values;
  if (value === undefined || value === null) {
    if (rule.required) found.add(path, violation(value === undefined ? "undefined" : "null"));
    return undefined;
  }
  if ((allowed as readonly unknown[]).includes(value)) return value as T;
  found.add(path, violation("disallowed_enum", { allowedValues: allowed.map(String) }));
  return undefined;
}

/**
 * Checks a verification code: missing `undefined`, null `null`, an empty or
 * spaces string `blank`, anything but a string or an integer JavaScript
 * holds exactly `invalid_verification_code`.
 *
 * @returns the code's text (an integer by its decimal digits), or `undefined`
 */
export function checkCode(
  found: ViolationCollector,
  path: string,
  value: unknown,
  _rule: CodeRule,
): string | undefined {
  if (value === undefined || value === null) found.add(path, violation(value === undefined ? "undefined" : "null"));
  else if (typeof value === "string" && value.trim() === "") found.add(path, violation("blank"));
  else if (typeof value !== "string" && !isCodeInteger(value)) found.add(path, violation("invalid_verification_code"));
  else return String(value);
  return undefined;
}

/**
 * Checks one member by its rule, as the operation declares it.
 *
 * @returns the valid value, or `undefined` when absent or invalid
 */
export function checkMember(
  found: ViolationCollector,
  path: string,
  value: unknown,
  rule: MemberRule,
): string | boolean | undefined {
  switch (rule.kind) {
    case "text":
      return checkText(found, path, value, rule);
    case "email":
      return checkEmail(found, path, value, rule);
    case "enum":
      return checkEnum(found, path, value, rule);
    case "code":
      return checkCode(found, path, value, rule);
  }
}
