/*
 * What the machinery asks of a catalogue: which codes and attributes it
 * knows, and a base code's status and default message. The root entry's
 * functions ask the built-in catalogue's (below); a catalogue made by
 * `defineCatalogue` answers from its own definition. Every builder, guard
 * and parser takes one, so that two catalogues in one process never share
 * state.
 */

import { isConstraintViolationsCode } from "./base-codes.js";
import { attributesOf } from "./code-attributes.js";
import { isConstraintAttribute } from "./constraint-attributes.js";
import { BASE_ERROR_DEFAULT_MESSAGES, BASE_ERROR_STATUS, GENERIC_CODES } from "./tables.js";
import { isViolationCode } from "./violation-codes.js";

/**
 * The questions the builders, guards and parsers ask of a catalogue.
 *
 * @public
 */
export interface CatalogueRules {
  /** Whether `value` is one of its violation codes. */
  isViolationCode(value: unknown): boolean;
  /** The attributes violation code `code` carries; none for another string. */
  attributesOf(code: string): readonly string[];
  /** Whether `value` is one of its constraint attribute names. */
  isAttribute(value: unknown): boolean;
  /** Whether `value` is one of the two constraint violations codes. */
  isConstraintViolationsCode(value: unknown): boolean;
  /** The status of base error code `code`; `undefined` for a code it does not have. */
  statusOf(code: string): number | undefined;
  /** The default message of base error code `code` (its sentence without details); `undefined` for a code it does not have. */
  messageOf(code: string): string | undefined;
  /** The generic base error code of `status` (`generic: true`); `undefined` when it has none. */
  genericCodeOf(status: number): string | undefined;
}

/** A base code's row of a table keyed by code, own members only. */
function rowOf<T>(table: { readonly [code: string]: T }, code: string): T | undefined {
  return Object.hasOwn(table, code) ? table[code] : undefined;
}

/** What a violation builder asks of a catalogue. */
export type ViolationRules = Pick<CatalogueRules, "isViolationCode" | "attributesOf" | "isAttribute">;

/**
 * The built-in catalogue's rules for violations: what the root entry's
 * `violation` asks (apart, so that it bundles no base error table).
 *
 * @internal
 */
export const BUILT_IN_VIOLATION_RULES: ViolationRules = {
  isViolationCode,
  attributesOf,
  isAttribute: isConstraintAttribute,
};

/**
 * The built-in catalogue's rules: what the root entry's functions ask.
 *
 * @internal
 */
export const BUILT_IN_RULES: CatalogueRules = {
  // Written out, not spread: a spread keeps the object (and every table) in every bundle.
  isViolationCode,
  attributesOf,
  isAttribute: isConstraintAttribute,
  isConstraintViolationsCode,
  statusOf: (code) => rowOf<number>(BASE_ERROR_STATUS, code),
  messageOf: (code) => rowOf<string>(BASE_ERROR_DEFAULT_MESSAGES, code),
  genericCodeOf: (status) => rowOf<string>(GENERIC_CODES, String(status)),
};
