/**
 * A JSON value: what a JSON Schema or an OpenAPI object is made of.
 *
 * @public
 */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * A JSON Schema (2020-12) object, or an OpenAPI 3.1 Schema Object, which is
 * the same thing.
 *
 * @public
 */
export type JsonSchema = { readonly [keyword: string]: JsonValue };

/**
 * The JSON Schemas (2020-12) of the bodies this package reads and writes,
 * each a self-contained document with its own `$defs`.
 *
 * @public
 */
export interface BodyJsonSchemas {
  /** A base error body (`type: "base_error"`). */
  readonly baseError: JsonSchema;
  /** A constraint violations error body (`type: "constraint_violations_error"`). */
  readonly constraintViolationsError: JsonSchema;
  /** Either error body, told apart by `type`. */
  readonly errorBody: JsonSchema;
  /** The pagination response body of a queryable operation. */
  readonly pageBody: JsonSchema;
}

/**
 * The names of the schemas in `openApiComponents` (and of the `$defs` of
 * the JSON Schema documents).
 *
 * @public
 */
export type OpenApiSchemaName =
  | "ErrorBody"
  | "BaseError"
  | "ConstraintViolationsError"
  | "ErrorDetails"
  | "Violations"
  | "ViolationDetail"
  | "ViolationCode"
  | "ConstraintAttributes"
  | "PageBody";
