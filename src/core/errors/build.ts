import type {
  BaseErrorBody,
  ConstraintViolationsErrorBody,
  ErrorDetails,
  ViolationDetail,
  Violations,
} from "../body/bodies.js";
import { isJsonObject, setOwn } from "../body/json-object.js";
import { BODY_VIOLATIONS_CODE } from "../catalogue/base-codes.js";
import { BUILT_IN_VIOLATION_RULES, type ViolationRules } from "../catalogue/rules.js";
import {
  type AttributesOf,
  type CodeWithAttributes,
  type ConstraintViolationsCode,
  DEFAULT_VIOLATIONS_MESSAGES,
  type KnownBaseErrorDetails,
  type ViolationCode,
} from "../catalogue/tables.js";
import { newTicket } from "./ticket.js";

export { DEFAULT_VIOLATIONS_MESSAGES };

/**
 * A constraint attribute value as a builder takes it: a string, a number, a
 * bigint, or a list of strings (joined with `,` on the wire).
 *
 * @public
 */
export type AttributeValue = string | number | bigint | readonly string[];

/**
 * The attributes {@link violation} takes for code `C`: exactly those of the
 * code attribute table, each optional.
 *
 * @public
 */
export type AttributesInit<C extends ViolationCode> = { readonly [K in AttributesOf<C>]?: AttributeValue };

/**
 * A violation detail as the builders make it: a known code, and string
 * attribute values for exactly the attributes the code carries.
 *
 * @public
 */
export interface BuiltViolationDetail<C extends ViolationCode = ViolationCode> extends ViolationDetail {
  /** The violation code. */
  readonly code: C;
  /** The constraint's metadata, absent when none was given. */
  readonly constraintAttributes?: { readonly [K in AttributesOf<C>]?: string };
}

/** Names a rejected value without calling its `toString`, which may be missing or throw. */
function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") return String(value);
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list that is not all strings";
  return typeof value === "object" ? "an object" : typeof value;
}

function attributeString(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "bigint") return String(value);
  if (typeof value === "number") {
    if (Number.isFinite(value)) return String(value);
  } else if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
    return value.join(",");
  }
  throw new TypeError(
    `constraint attribute ${name}: expected a string, a finite number, a bigint or a list of strings, got ${describe(value)}`,
  );
}

/**
 * Makes a clean detail: a code of the catalogue, its attribute names (those
 * the code carries when `onlyTableAttributes`, else any of the catalogue's),
 * string values, no `undefined` members.
 */
function cleanDetail(
  rules: ViolationRules,
  code: unknown,
  attributes: unknown,
  onlyTableAttributes: boolean,
): ViolationDetail {
  if (!rules.isViolationCode(code)) throw new TypeError(`unknown violation code ${describe(code)}`);
  const known = code as string;
  if (attributes === undefined) return { code: known };
  if (!isJsonObject(attributes)) throw new TypeError(`constraint attributes of ${known} must be an object`);
  // for...in with Object.hasOwn (the keys of Object.keys, without its array)
  // and the table looked up only when needed: builders run on every failed
  // request, and bench/ compares them with a plain object literal.
  let out: Record<string, string> | undefined;
  for (const name in attributes) {
    if (!Object.hasOwn(attributes, name)) continue;
    const value = attributes[name];
    if (value === undefined) continue;
    if (!rules.isAttribute(name)) throw new TypeError(`unknown constraint attribute ${JSON.stringify(name)}`);
    if (onlyTableAttributes && !rules.attributesOf(known).includes(name)) {
      const allowed = rules.attributesOf(known);
      throw new TypeError(
        `violation ${known} carries ${allowed.length === 0 ? "no attributes" : allowed.join(", ")}, not ${name}`,
      );
    }
    out ??= {};
    out[name] = attributeString(name, value);
  }
  return out === undefined ? { code: known } : { code: known, constraintAttributes: out };
}

/**
 * One violation detail of a catalogue: what `violation` does with the
 * catalogue's rules.
 *
 * @internal
 */
export function _buildViolation(rules: ViolationRules, code: unknown, attributes: unknown): ViolationDetail {
  return cleanDetail(rules, code, attributes, true);
}

/**
 * Builds one violation detail.
 *
 * @remarks
 * Takes only the attributes the code carries (see {@link CODE_ATTRIBUTES});
 * numbers are written as strings and string lists comma-joined, as the wire
 * wants. A code without attributes gives a detail without a
 * `constraintAttributes` member.
 *
 * @param code - a violation code of the catalogue
 * @param attributes - the constraint's metadata, for a code that carries any
 * @returns a JSON-ready violation detail
 * @throws TypeError for an unknown code, an attribute the code does not carry, or a value that is not a string, finite number, bigint or string list
 *
 * @example
 * ```ts
 * violation("too_long", { maxLength: 200 }); // { code: "too_long", constraintAttributes: { maxLength: "200" } }
 * violation("blank"); // { code: "blank" }
 * ```
 * @public
 */
/*@__NO_SIDE_EFFECTS__*/
export function violation<C extends ViolationCode>(
  code: C,
  ...attributes: C extends CodeWithAttributes ? [attributes?: AttributesInit<C>] : []
): BuiltViolationDetail<C> {
  return cleanDetail(BUILT_IN_VIOLATION_RULES, code, attributes[0], true) as BuiltViolationDetail<C>;
}

/**
 * What {@link baseError} takes for code `C`: `details` typed for the known
 * codes (required `attemptsRemaining` for `mfa_challenge_verification_failed`,
 * none for `user_not_found`), free for others.
 *
 * @public
 */
export type BaseErrorInit<C extends string> = BaseErrorInitOf<KnownBaseErrorDetails, C> & {
  /** Human-readable text (a catalogue's `baseError` defaults it to the definition's). */
  readonly message: string;
};

/**
 * What a catalogue's `baseError` takes for code `C`, given the details of
 * each of its codes (`Details`): the message is optional for a code of the
 * catalogue (its definition's is the default) and required for another;
 * `details` typed by the code's details schema.
 *
 * @public
 */
export type BaseErrorInitOf<Details extends { readonly [code: string]: unknown }, C extends string> = {
  /** The distinct code of the error. */
  readonly code: C;
  /** The correlation identifier; a fresh UUID when absent. */
  readonly ticket?: string;
} & (C extends keyof Details
  ? {
      /** Human-readable text; the code's default message when absent. */
      readonly message?: string;
    } & ([Details[C]] extends [never]
      ? { readonly details?: never }
      : Record<never, never> extends Details[C]
        ? { readonly details?: Details[C] }
        : { readonly details: Details[C] })
  : {
      /** Human-readable text. */
      readonly message: string;
      /** Further data. */
      readonly details?: ErrorDetails;
    });

function requireString(what: string, value: unknown): string {
  if (typeof value !== "string") throw new TypeError(`${what} must be a string, got ${typeof value}`);
  return value;
}

/** A JSON-ready copy of `details`: own members only, no `undefined`, no class instances. */
function cleanDetails(details: unknown): ErrorDetails {
  // Checked after the copy: a Date or an object with `toJSON` serialises to something else.
  const copy: unknown = isJsonObject(details) ? JSON.parse(JSON.stringify(details)) : undefined;
  if (!isJsonObject(copy)) throw new TypeError("details must be an object that serialises to a JSON object");
  return copy;
}

/**
 * Builds a base error body.
 *
 * @param init - code, message, and optionally ticket and details
 * @returns a plain, JSON-ready body with a ticket
 * @throws TypeError when `code` is empty or not a string, `message` is not a string, or `details` is not an object
 *
 * @example
 * ```ts
 * baseError({ code: "user_not_found", message: "User [42] could not be found" });
 * baseError({ code: "mfa_challenge_verification_failed", message: "Invalid code", details: { attemptsRemaining: 2 } });
 * ```
 * @public
 */
/*@__NO_SIDE_EFFECTS__*/
export function baseError<C extends string>(init: BaseErrorInit<C>): BaseErrorBody & { readonly code: C } {
  return _buildBaseError(noDefaultMessage, init, false) as BaseErrorBody & { readonly code: C };
}

/** The root's `baseError` takes the message it is given: no table of default messages in its bundle. */
function noDefaultMessage(): undefined {
  return undefined;
}

/**
 * A base error body of a catalogue: what `baseError` does with the
 * catalogue's rules; `onlyKnown` refuses a code the catalogue lacks.
 *
 * @internal
 */
export function _buildBaseError(
  messageOf: (code: string) => string | undefined,
  init: unknown,
  onlyKnown: boolean,
): BaseErrorBody {
  if (!isJsonObject(init)) throw new TypeError("a base error's init must be an object");
  const code = requireString("code", init["code"]);
  if (code === "") throw new TypeError("code must not be empty");
  const defaultMessage = messageOf(code);
  if (onlyKnown && defaultMessage === undefined) throw new TypeError(`unknown base error code ${describe(code)}`);
  const message = init["message"] ?? defaultMessage;
  const body: { -readonly [K in keyof BaseErrorBody]: BaseErrorBody[K] } = {
    type: "base_error",
    code,
    message: requireString("message", message),
    ticket: init["ticket"] === undefined ? newTicket() : requireString("ticket", init["ticket"]),
  };
  if (init["details"] !== undefined) body.details = cleanDetails(init["details"]);
  return body;
}

/**
 * The violations a builder takes: per path, one detail or a non-empty list.
 *
 * @public
 */
export type ViolationsInit = {
  readonly [path: string]: BuiltViolationDetail | readonly [BuiltViolationDetail, ...BuiltViolationDetail[]];
};

/**
 * What {@link constraintViolationsError} takes.
 *
 * @public
 */
export interface ConstraintViolationsErrorInit {
  /** The violations, keyed by formatted path (see {@link formatPath}). At least one. */
  readonly violations: ViolationsInit;
  /** Defaults to `message_body_constraint_violations`. */
  readonly code?: ConstraintViolationsCode;
  /** Defaults to a sentence naming the part of the request at fault. */
  readonly message?: string;
  /** The correlation identifier; a fresh UUID when absent. */
  readonly ticket?: string;
}

function cleanListedDetail(rules: ViolationRules, path: string, detail: unknown): ViolationDetail {
  if (!isJsonObject(detail)) throw new TypeError(`violations[${JSON.stringify(path)}] holds a non-object`);
  return cleanDetail(rules, detail["code"], detail["constraintAttributes"], false);
}

/**
 * Copies violations into a fresh JSON-ready map; keys such as `__proto__`
 * stay data. Shared by the builder and the collector.
 */
export function cleanViolations(violations: unknown, rules: ViolationRules = BUILT_IN_VIOLATION_RULES): Violations {
  if (!isJsonObject(violations)) throw new TypeError("violations must be an object");
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const path of Object.keys(violations)) {
    const entry = violations[path];
    let list: ViolationDetail[];
    if (Array.isArray(entry)) {
      if (entry.length === 0) throw new TypeError(`violations[${JSON.stringify(path)}] is an empty list`);
      list = entry.map((detail) => cleanListedDetail(rules, path, detail));
    } else {
      list = [cleanListedDetail(rules, path, entry)];
    }
    setOwn(out, path, list);
    // Stryker disable next-line UpdateOperator: equivalent, count is only compared with 0, and counting down from 0 never gives 0 either.
    count++;
  }
  if (count === 0) throw new TypeError("a constraint violations error needs at least one violation");
  return out as Violations;
}

/**
 * Builds a constraint violations error body.
 *
 * @param init - the violations keyed by path, and optionally code, message and ticket
 * @returns a plain, JSON-ready body with a ticket
 * @throws TypeError when there are no violations, a list is empty, a code or attribute is unknown, or `code` is not a constraint violations code
 *
 * @example
 * ```ts
 * constraintViolationsError({
 *   violations: { email: violation("too_long", { maxLength: 200 }) },
 * });
 * ```
 * @public
 */
/*@__NO_SIDE_EFFECTS__*/
export function constraintViolationsError(init: ConstraintViolationsErrorInit): ConstraintViolationsErrorBody & {
  readonly code: ConstraintViolationsCode;
} {
  return _buildConstraintViolationsError(BUILT_IN_VIOLATION_RULES, init);
}

/**
 * A constraint violations error body of a catalogue: what
 * `constraintViolationsError` does with the catalogue's rules.
 *
 * @internal
 */
export function _buildConstraintViolationsError(
  rules: ViolationRules,
  init: ConstraintViolationsErrorInit,
): ConstraintViolationsErrorBody & { readonly code: ConstraintViolationsCode } {
  const code = init.code ?? BODY_VIOLATIONS_CODE;
  // The message table is keyed by exactly the two codes (see _MessagesKeyed).
  if (typeof code !== "string" || !Object.hasOwn(DEFAULT_VIOLATIONS_MESSAGES, code)) {
    throw new TypeError(`code must be ${Object.keys(DEFAULT_VIOLATIONS_MESSAGES).join(" or ")}, got ${describe(code)}`);
  }
  return {
    type: "constraint_violations_error",
    code,
    message: init.message === undefined ? DEFAULT_VIOLATIONS_MESSAGES[code] : requireString("message", init.message),
    ticket: init.ticket === undefined ? newTicket() : requireString("ticket", init.ticket),
    violations: cleanViolations(init.violations, rules),
  };
}
