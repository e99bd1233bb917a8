import type {
  BaseErrorBody,
  ConstraintViolationsErrorBody,
  ErrorDetails,
  ViolationDetail,
  Violations,
} from "../body/bodies.js";
import { isJsonObject, setOwn } from "../body/json-object.js";
import { type _Assert, BODY_VIOLATIONS_CODE, type ConstraintViolationsCode } from "../catalogue/base-codes.js";
import type { AttributesOf, CodeWithAttributes } from "../catalogue/code-attributes.js";
import { attributesOf } from "../catalogue/code-attributes.js";
import { isConstraintAttribute } from "../catalogue/constraint-attributes.js";
import type { KnownBaseErrorDetails } from "../catalogue/known-base-errors.js";
import type { ViolationCode } from "../catalogue/violation-codes.js";
import { isViolationCode } from "../catalogue/violation-codes.js";
import { newTicket } from "./ticket.js";

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
 * Makes a clean detail: known code, known attribute names (those the code
 * carries when `onlyTableAttributes`), string values, no `undefined` members.
 */
function cleanDetail(code: unknown, attributes: unknown, onlyTableAttributes: boolean): ViolationDetail {
  if (!isViolationCode(code)) throw new TypeError(`unknown violation code ${describe(code)}`);
  if (attributes === undefined) return { code };
  if (!isJsonObject(attributes)) throw new TypeError(`constraint attributes of ${code} must be an object`);
  // for...in with Object.hasOwn (the keys of Object.keys, without its array)
  // and the table looked up only when needed: builders run on every failed
  // request, and bench/ compares them with a plain object literal.
  let out: Record<string, string> | undefined;
  for (const name in attributes) {
    if (!Object.hasOwn(attributes, name)) continue;
    const value = attributes[name];
    if (value === undefined) continue;
    if (!isConstraintAttribute(name)) throw new TypeError(`unknown constraint attribute ${JSON.stringify(name)}`);
    if (onlyTableAttributes && !attributesOf(code).includes(name)) {
      const allowed = attributesOf(code);
      throw new TypeError(
        `violation ${code} carries ${allowed.length === 0 ? "no attributes" : allowed.join(", ")}, not ${name}`,
      );
    }
    out ??= {};
    out[name] = attributeString(name, value);
  }
  return out === undefined ? { code } : { code, constraintAttributes: out };
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
  return cleanDetail(code, attributes[0], true) as BuiltViolationDetail<C>;
}

/**
 * What {@link baseError} takes for code `C`: `details` typed for the known
 * codes (required `attemptsRemaining` for `mfa_challenge_verification_failed`,
 * none for `user_not_found`), free for others.
 *
 * @public
 */
export type BaseErrorInit<C extends string> = {
  /** The distinct code of the error. */
  readonly code: C;
  /** Human-readable text. */
  readonly message: string;
  /** The correlation identifier; a fresh UUID when absent. */
  readonly ticket?: string;
} & (C extends keyof KnownBaseErrorDetails
  ? [KnownBaseErrorDetails[C]] extends [never]
    ? { readonly details?: never }
    : object extends KnownBaseErrorDetails[C]
      ? { readonly details?: KnownBaseErrorDetails[C] }
      : { readonly details: KnownBaseErrorDetails[C] }
  : { readonly details?: ErrorDetails });

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
  const code = requireString("code", init.code);
  if (code === "") throw new TypeError("code must not be empty");
  const body: { -readonly [K in keyof BaseErrorBody]: BaseErrorBody[K] } = {
    type: "base_error",
    code,
    message: requireString("message", init.message),
    ticket: init.ticket === undefined ? newTicket() : requireString("ticket", init.ticket),
  };
  if (init.details !== undefined) body.details = cleanDetails(init.details);
  return body as BaseErrorBody & { readonly code: C };
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

/**
 * The messages {@link constraintViolationsError} uses when none is given.
 *
 * @public
 */
export const DEFAULT_VIOLATIONS_MESSAGES = {
  message_body_constraint_violations: "The request body has constraint violations.",
  request_constraint_violations: "The request has constraint violations.",
} as const;

/**
 * One message for each of the `CONSTRAINT_VIOLATIONS_CODES`, no more: a type
 * error otherwise.
 *
 * @internal
 */
export type _MessagesKeyed = _Assert<
  [keyof typeof DEFAULT_VIOLATIONS_MESSAGES] extends [ConstraintViolationsCode]
    ? [ConstraintViolationsCode] extends [keyof typeof DEFAULT_VIOLATIONS_MESSAGES]
      ? true
      : false
    : false
>;

function cleanListedDetail(path: string, detail: unknown): ViolationDetail {
  if (!isJsonObject(detail)) throw new TypeError(`violations[${JSON.stringify(path)}] holds a non-object`);
  return cleanDetail(detail["code"], detail["constraintAttributes"], false);
}

/**
 * Copies violations into a fresh JSON-ready map; keys such as `__proto__`
 * stay data. Shared by the builder and the collector.
 */
export function cleanViolations(violations: unknown): Violations {
  if (!isJsonObject(violations)) throw new TypeError("violations must be an object");
  const out: Record<string, unknown> = {};
  let count = 0;
  for (const path of Object.keys(violations)) {
    const entry = violations[path];
    let list: ViolationDetail[];
    if (Array.isArray(entry)) {
      if (entry.length === 0) throw new TypeError(`violations[${JSON.stringify(path)}] is an empty list`);
      list = entry.map((detail) => cleanListedDetail(path, detail));
    } else {
      list = [cleanListedDetail(path, entry)];
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
    violations: cleanViolations(init.violations),
  };
}
