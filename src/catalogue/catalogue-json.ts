import type { AttributeDefinition, BaseErrorDefinition, ViolationDefinition } from "api-error-model";

/**
 * A catalogue as data: the shape of `api-error-model/catalogue.json` and of
 * `toJSON()`. It mirrors the definition: every violation code, constraint
 * attribute and base error code with everything its definition says, plus
 * the two constraint violations codes every catalogue shares.
 *
 * @public
 */
export interface CatalogueJson {
  /** The JSON Schema the file follows (in `catalogue.json` only). */
  readonly $schema?: string;
  /** Every violation code, by code. */
  readonly violations: { readonly [code: string]: ViolationDefinition };
  /** Every constraint attribute, by name. */
  readonly attributes: { readonly [name: string]: AttributeDefinition };
  /** Every base error code, by code. */
  readonly baseErrors: { readonly [code: string]: BaseErrorDefinition };
  /** The two top-level codes of a constraint violations error (status 400). */
  readonly constraintViolations: { readonly [code: string]: BaseErrorDefinition };
}
