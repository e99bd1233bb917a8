/*
 * What a catalogue definition is made of: the types that the built-in
 * catalogue (built-in/) is written in and that a team's own definition
 * follows (`defineCatalogue` of `api-error-model/catalogue`). Data only: no
 * code here reads a definition.
 */

/**
 * How a code or attribute was retired: the version that retired it and what
 * to use instead. A deprecated code stays in its catalogue (codes are
 * append-only), documented with its replacement.
 *
 * @public
 */
export interface Deprecation {
  /** The version of the catalogue that retired it, such as `"1.2.0"`. */
  readonly since: string;
  /** The code (or attribute) to use instead, when there is one. */
  readonly replacement?: string;
  /** Why it was retired, for the changelog and the code's page. */
  readonly reason?: string;
}

/**
 * What every entry of a definition may carry besides its own members.
 *
 * @public
 */
export interface EntryFacts {
  /** What it means, in one line written for a client developer. Required. */
  readonly description: string;
  /** A longer explanation for the code's page: when a service sends it and how a client fixes the request. */
  readonly explanation?: string;
  /** The version of the catalogue that added it, such as `"0.1.0"`. */
  readonly since?: string;
  /** Set when it is retired (it then stays, documented with its replacement). */
  readonly deprecated?: Deprecation;
}

/**
 * The form of a constraint attribute's value (always a string on the wire),
 * which decides how a message writes it: `count` a whole number (plural
 * forms), `bound` a number or date that may be exclusive (`"<10"`),
 * `duration` an ISO 8601 duration, `list` a comma-joined list, `text` any
 * other text (a pattern, a field name).
 *
 * @public
 */
export type AttributeForm = "count" | "bound" | "duration" | "list" | "text";

/**
 * One constraint attribute: its meaning and the form of its value.
 *
 * @public
 */
export interface AttributeDefinition extends EntryFacts {
  /** The form of its value; `text` when absent. */
  readonly form?: AttributeForm;
}

/**
 * The English sentence of a code, in ICU MessageFormat syntax: one pattern,
 * or one pattern per variant, keyed by the attributes (for a violation) or
 * details members (for a base error) it needs, joined by `+`
 * (`"allowedElements+disallowedValues"`), `""` for the sentence that needs
 * none. The variant with the most members, all present, is chosen; a bound
 * attribute may add `:date` (`"maxValue:date"`), chosen for a bound that is a
 * date or a date-time (so that a sentence says before or after), and
 * `:exclusive` (`"maxValue:exclusive"`, `"maxValue:date:exclusive"`), chosen
 * for an exclusive bound; a plain one is chosen for an inclusive bound,
 * whether a number or a date.
 *
 * @example
 * ```ts
 * const message: MessageDefinition = {
 *   "": "is too long",
 *   maxLength: "{maxLength, plural, one {must be at most # character} other {must be at most # characters}}",
 * };
 * ```
 * @public
 */
export type MessageDefinition = string | { readonly [variant: string]: string };

/**
 * One violation code: the attributes it carries, its meaning and its
 * English sentence (a predicate about the field, without the field's name
 * and without a final period: "must be at most 200 characters").
 *
 * @public
 */
export interface ViolationDefinition<A extends string = string> extends EntryFacts {
  /** The constraint attributes the code carries, by name; none when absent. */
  readonly attributes?: readonly A[];
  /** The English sentence; "is not valid" when absent. */
  readonly message?: MessageDefinition;
}

/**
 * The JSON Schema (2020-12) of a base error's `details`: an object schema
 * whose members are strings, numbers, integers, booleans or lists of
 * strings, or `false` for an error that never carries details.
 *
 * @public
 */
export type DetailsSchema =
  | {
      readonly type: "object";
      readonly properties: { readonly [member: string]: DetailsMemberSchema };
      readonly required?: readonly string[];
    }
  | false;

/**
 * The schema of one member of a base error's `details`.
 *
 * @public
 */
export type DetailsMemberSchema =
  | {
      readonly type: "string" | "number" | "integer" | "boolean";
      readonly description?: string;
      readonly minimum?: number;
    }
  | {
      readonly type: "array";
      readonly items: { readonly type: "string" };
      readonly description?: string;
    };

/**
 * One base error code: the status it is answered with, its meaning, and its
 * English message (a full sentence with its final period).
 *
 * @public
 */
export interface BaseErrorDefinition extends EntryFacts {
  /** The HTTP status it is answered with, 400 to 599. */
  readonly status: number;
  /** The English message; a pattern may read the members of `details`. Required. */
  readonly message: MessageDefinition;
  /** The title of its problem type (RFC 9457); made from the code when absent. */
  readonly title?: string;
  /** The JSON Schema of its `details`; any details when absent, none when `false`. */
  readonly details?: DetailsSchema;
  /** Whether the same request may succeed when sent again unchanged (a 429, a 503); `false` when absent. */
  readonly retryable?: boolean;
  /**
   * Whether it is the code a boundary answers for its status when a thrown
   * value carries only that status (a framework's 404, http-errors): at most
   * one per status.
   */
  readonly generic?: boolean;
}

/**
 * The violation codes of a definition, by code.
 *
 * @public
 */
export type ViolationDefinitions = { readonly [code: string]: ViolationDefinition };

/**
 * The constraint attributes of a definition, by name.
 *
 * @public
 */
export type AttributeDefinitions = { readonly [name: string]: AttributeDefinition };

/**
 * The base error codes of a definition, by code.
 *
 * @public
 */
export type BaseErrorDefinitions = { readonly [code: string]: BaseErrorDefinition };
