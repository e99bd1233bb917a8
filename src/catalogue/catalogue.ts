import type {
  ApiError,
  ApiErrorOptions,
  AttributeDefinitions,
  AttributesIn,
  AttributeValue,
  BaseErrorBody,
  BaseErrorDefinitions,
  CatalogueRules,
  CodeOf,
  CodesWithAttributesIn,
  ConstraintViolationsErrorBody,
  ConstraintViolationsErrorInit,
  DetailsIn,
  ErrorDetails,
  ParseErrorBodyOptions,
  ParseResult,
  UnexpectedResponseError,
  ViolationDefinitions,
  ViolationDetail,
} from "api-error-model";
/*
 * What a catalogue is: its merged definition, and the builders, guards and
 * client reading typed to exactly its codes. `defineCatalogue` makes one.
 */

import type { CatalogueJson } from "./catalogue-json.js";

/**
 * The attributes a catalogue's `violation` takes for code `C`: exactly those
 * its definition lists, each optional.
 *
 * @public
 */
export type CatalogueAttributesInit<V extends ViolationDefinitions, C extends string> = {
  readonly [K in AttributesIn<V, C>]?: AttributeValue;
};

/**
 * A violation detail of a catalogue with code `C`: its attributes are those
 * the definition lists for `C`, as strings.
 *
 * @public
 */
export interface CatalogueViolationDetail<V extends ViolationDefinitions, C extends CodeOf<V> = CodeOf<V>>
  extends ViolationDetail {
  /** The violation code. */
  readonly code: C;
  /** The constraint's metadata, absent when none was given. */
  readonly constraintAttributes?: { readonly [K in AttributesIn<V, C>]?: string };
}

/**
 * A base error body of a catalogue with code `C`, its `details` typed by the
 * code's details schema.
 *
 * @public
 */
export type CatalogueBaseError<B extends BaseErrorDefinitions, C extends string = CodeOf<B>> = BaseErrorBody & {
  readonly code: C;
  readonly details?: C extends CodeOf<B>
    ? [DetailsIn<B>[C]] extends [never]
      ? undefined
      : DetailsIn<B>[C]
    : ErrorDetails;
};

/**
 * What a catalogue's `baseError` and `apiError` take for code `C`: the
 * message defaults to the definition's; `details` typed by the code's
 * details schema (required when it requires a member).
 *
 * @public
 */
export type CatalogueBaseErrorInit<B extends BaseErrorDefinitions, C extends CodeOf<B>> = {
  /** The code, one of the catalogue's base error codes. */
  readonly code: C;
  /** Human-readable text; the definition's message when absent. */
  readonly message?: string;
  /** The correlation identifier; a fresh UUID when absent. */
  readonly ticket?: string;
} & ([DetailsIn<B>[C]] extends [never]
  ? { readonly details?: never }
  : Record<never, never> extends DetailsIn<B>[C]
    ? { readonly details?: DetailsIn<B>[C] }
    : { readonly details: DetailsIn<B>[C] });

/**
 * What a catalogue's `constraintViolationsError` takes: violations made by
 * its own `violation`.
 *
 * @public
 */
export interface CatalogueViolationsInit<V extends ViolationDefinitions>
  extends Omit<ConstraintViolationsErrorInit, "violations"> {
  /** The violations, keyed by formatted path. At least one. */
  readonly violations: {
    readonly [path: string]:
      | CatalogueViolationDetail<V>
      | readonly [CatalogueViolationDetail<V>, ...CatalogueViolationDetail<V>[]];
  };
}

/**
 * Either error body of a catalogue, as a client reads it: its codes, or a
 * code a newer server added since.
 *
 * @public
 */
export type CatalogueErrorBody<B extends BaseErrorDefinitions> =
  | (BaseErrorBody & { readonly code: CodeOf<B> | (string & {}) })
  | ConstraintViolationsErrorBody;

/**
 * A catalogue: one definition of violation codes, constraint attributes and
 * base errors, and everything typed by it. Made by `defineCatalogue`; the
 * package's own are `coreCatalogue` and `builtInCatalogue`.
 *
 * @remarks
 * A catalogue holds no mutable state and registers nothing: two catalogues in
 * one process never see each other's codes.
 *
 * @public
 */
export interface Catalogue<
  V extends ViolationDefinitions = ViolationDefinitions,
  A extends AttributeDefinitions = AttributeDefinitions,
  B extends BaseErrorDefinitions = BaseErrorDefinitions,
> {
  /** Its violation codes with theirs parents', by code (frozen). */
  readonly violations: V;
  /** Its constraint attributes with its parents', by name (frozen). */
  readonly attributes: A;
  /** Its base error codes with its parents', by code (frozen). */
  readonly baseErrors: B;
  /** The questions the package's machinery asks of it (see `CatalogueRules`). */
  readonly rules: CatalogueRules;
  /** Whether `value` is one of its violation codes. */
  isViolationCode(value: unknown): value is CodeOf<V>;
  /** Whether `value` is one of its base error codes. */
  isBaseErrorCode(value: unknown): value is CodeOf<B>;
  /** Whether `value` is one of its constraint attribute names. */
  isAttribute(value: unknown): value is CodeOf<A>;
  /**
   * The status base error code `code` is answered with.
   *
   * @param code - one of its base error codes, or any string (then `undefined` when unknown)
   */
  statusOf<C extends CodeOf<B>>(code: C): B[C]["status"];
  statusOf(code: string): number | undefined;
  /**
   * One violation detail: `violation("too_long", { maxLength: 200 })`.
   *
   * @throws TypeError for a code it lacks, an attribute the code does not carry, or a value that is no string, finite number, bigint or string list
   */
  violation<C extends CodeOf<V>>(
    code: C,
    ...attributes: C extends CodesWithAttributesIn<V> ? [attributes?: CatalogueAttributesInit<V, C>] : []
  ): CatalogueViolationDetail<V, C>;
  /**
   * A constraint violations error body.
   *
   * @throws TypeError when there are no violations or a code or attribute is not its own
   */
  constraintViolationsError(init: CatalogueViolationsInit<V>): ConstraintViolationsErrorBody;
  /**
   * A base error body with one of its codes; the message defaults to the definition's.
   *
   * @throws TypeError for a code it lacks
   */
  baseError<C extends CodeOf<B>>(init: CatalogueBaseErrorInit<B, C>): CatalogueBaseError<B, C>;
  /**
   * An `ApiError` with one of its base error codes, answered with the code's status.
   *
   * @throws TypeError for a code it lacks
   */
  apiError<C extends CodeOf<B>>(
    init: CatalogueBaseErrorInit<B, C> & Omit<ApiErrorOptions, "status">,
  ): ApiError<CatalogueBaseError<B, C>>;
  /** Whether `value` is an error body or an `ApiError` (the root's `isErrorBody`, typed by this catalogue). */
  isErrorBody(value: unknown): value is CatalogueErrorBody<B> | ApiError<CatalogueErrorBody<B>>;
  /** Whether `value` is a base error (with code `code`, its details then typed). */
  isBaseError<C extends CodeOf<B>>(
    value: unknown,
    code?: C,
  ): value is CatalogueBaseError<B, C> | ApiError<CatalogueBaseError<B, C>>;
  /** Whether `value` is a constraint violations error. */
  isConstraintViolationsError(
    value: unknown,
  ): value is ConstraintViolationsErrorBody | ApiError<ConstraintViolationsErrorBody>;
  /** Whether `value` has a violation at `path` (with one of its codes `code`). */
  hasViolation(
    value: unknown,
    path: string,
    code?: CodeOf<V>,
  ): value is ConstraintViolationsErrorBody | ApiError<ConstraintViolationsErrorBody>;
  /** The first violation at `path` (with code `code`), its attributes typed; `undefined` when there is none. */
  findViolation<C extends CodeOf<V> = CodeOf<V>>(
    value: unknown,
    path: string,
    code?: C,
  ): CatalogueViolationDetail<V, C> | undefined;
  /** The root's `parseErrorBody`; `strict` then accepts only this catalogue's codes and attributes. */
  parseErrorBody(value: unknown, options?: ParseErrorBodyOptions): ParseResult<CatalogueErrorBody<B>>;
  /** The root's `errorFromResponse`, its `ApiError` typed by this catalogue. */
  errorFromResponse(response: Response): Promise<ApiError<CatalogueErrorBody<B>> | UnexpectedResponseError>;
  /** The catalogue as data: the shape of `catalogue.json`. */
  toJSON(): CatalogueJson;
}

/**
 * Any catalogue, whatever its codes.
 *
 * @public
 */
// biome-ignore lint/suspicious/noExplicitAny: a catalogue of any definition, for `extends`.
export type AnyCatalogue = Catalogue<any, any, any>;
