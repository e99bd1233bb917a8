/**
 * The rules of the members of a request body, as data: the one home of every
 * limit of the server (lengths, required members, patterns, formats,
 * enumerations). The operation declarations (operations.ts) take their
 * request body schemas and their declared violation codes from these rules,
 * and the handlers check the bodies with the very same rules (fields.ts), so
 * the served document and the handlers cannot disagree.
 */
import type { ViolationCode } from "api-error-model";
import type { JsonSchema, JsonValue } from "api-error-model/schema";
import type { Pattern } from "./fields.js";
import { MEMBER_READ_CODES } from "./http-errors.js";

/** A string member: not blank, at most `maxLength` code points, matching `pattern`. */
export interface TextRule {
  readonly kind: "text";
  /** A required member reports `undefined` when missing and `null` when null; an optional one takes both as absent. */
  readonly required: boolean;
  /** The most characters (Unicode code points) allowed. */
  readonly maxLength: number;
  /** What a value must match; a value that is not a string fails it too. */
  readonly pattern: Pattern;
}

/** An email address: not blank, at most `maxLength` code points, an address (`isEmailAddress`). */
export interface EmailRule {
  readonly kind: "email";
  readonly required: boolean;
  readonly maxLength: number;
}

/** One of `values`; anything else (a wrong type included) is `disallowed_enum`. */
export interface EnumRule<T extends string | boolean = string | boolean> {
  readonly kind: "enum";
  readonly required: boolean;
  readonly values: readonly T[];
}

/** A verification code: a string that is not blank, or an integer JavaScript holds exactly. */
export interface CodeRule {
  readonly kind: "code";
  readonly required: true;
}

/** How one member of a body is checked. */
export type MemberRule = TextRule | EmailRule | EnumRule | CodeRule;

/** The rules of a body's members, by member name. */
export type BodyRules = { readonly [member: string]: MemberRule };

/** The violation codes of a missing or null required member. */
const ABSENT = ["undefined", "null"] as const;

/** The violation codes each kind of rule answers, besides those of a missing required member. */
const KIND_CODES = {
  text: ["blank", "too_long", "failed_regex_match"],
  email: ["blank", "too_long", "invalid_email"],
  enum: ["disallowed_enum"],
  code: ["blank", "invalid_verification_code"],
} as const satisfies { readonly [K in MemberRule["kind"]]: readonly ViolationCode[] };

/** The violation codes a member checked by rule `R` may carry. */
export type CodesOf<R extends MemberRule> = R["required"] extends true
  ? readonly [...typeof MEMBER_READ_CODES, ...typeof ABSENT, ...(typeof KIND_CODES)[R["kind"]]]
  : readonly [...typeof MEMBER_READ_CODES, ...(typeof KIND_CODES)[R["kind"]]];

/**
 * The violation codes a member checked by `rule` may carry, in the order
 * the checks run: the body reader's (`MEMBER_READ_CODES`, http-errors.ts),
 * then the rule's. What its operation declares for it.
 */
export function codesOf<const R extends MemberRule>(rule: R): CodesOf<R> {
  return [...MEMBER_READ_CODES, ...(rule.required ? ABSENT : []), ...KIND_CODES[rule.kind]] as unknown as CodesOf<R>;
}

/** The violation codes of every member of `rules`, by member name. */
export function bodyCodes<const B extends BodyRules>(rules: B): { readonly [K in keyof B]: CodesOf<B[K]> } {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, codesOf(rule)])) as unknown as {
    readonly [K in keyof B]: CodesOf<B[K]>;
  };
}

/**
 * The largest integer a verification code may be: JavaScript holds every
 * integer up to it exactly, so its decimal digits are the ones the client sent.
 */
const LARGEST_CODE = Number.MAX_SAFE_INTEGER;

/** Whether `value` is an integer a verification code may be: the bound of {@link LARGEST_CODE}. */
export function isCodeInteger(value: unknown): value is number {
  return Number.isInteger(value) && Math.abs(value as number) <= LARGEST_CODE;
}

/** `type`, or `[type, "null"]` for an optional member (which may be sent as null). */
function typeOf(type: string, required: boolean): JsonValue {
  return required ? type : [type, "null"];
}

/** The JSON Schema of one member: the same numbers and lists its check uses. */
export function memberSchema(rule: MemberRule): JsonSchema {
  switch (rule.kind) {
    case "text":
      return {
        type: typeOf("string", rule.required),
        minLength: 1,
        maxLength: rule.maxLength,
        pattern: rule.pattern.source,
        description: "Not blank (not only spaces).",
      };
    case "email":
      return {
        type: typeOf("string", rule.required),
        // Internationalized, as isEmailAddress accepts (josé@example.com): `email` would say ASCII only.
        format: "idn-email",
        minLength: 1,
        maxLength: rule.maxLength,
      };
    case "enum":
      return { enum: rule.required ? [...rule.values] : [...rule.values, null] };
    case "code":
      return {
        description: "The code: a string that is not blank, or an integer (compared by its decimal digits).",
        oneOf: [
          { type: "string", minLength: 1 },
          { type: "integer", minimum: -LARGEST_CODE, maximum: LARGEST_CODE },
        ],
      };
  }
}

/**
 * The JSON Schema of a body: an object with these members, the required
 * ones listed, others allowed and ignored.
 */
export function bodySchema(rules: BodyRules): JsonSchema {
  const names = Object.keys(rules);
  return {
    type: "object",
    required: names.filter((name) => rules[name]?.required === true),
    properties: Object.fromEntries(names.map((name) => [name, memberSchema(rules[name] as MemberRule)])),
  };
}
