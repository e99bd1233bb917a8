import type { BaseErrorDefinitions, CodeOf, DetailsSchema } from "api-error-model";
import type { AnyCatalogue } from "api-error-model/catalogue";

/** The base error definitions of a catalogue. */
type BaseErrorsOf<K> = K extends { readonly baseErrors: infer B extends BaseErrorDefinitions } ? B : never;

/** The declaration of one catalogue code: its status, its details schema, whether details may be absent. */
type DeclarationOf<B extends BaseErrorDefinitions, C extends CodeOf<B>> = {
  readonly status: B[C]["status"];
  readonly description: string;
} & (B[C]["details"] extends infer S extends Exclude<DetailsSchema, false>
  ? S extends { readonly required: readonly [string, ...string[]] }
    ? { readonly details: S }
    : { readonly details: S; readonly detailsOptional: true }
  : unknown);

/**
 * The errors of an operation, declared from a catalogue: each code with the
 * status, details schema and description its definition gives, for
 * `defineOperation({ errors })`. Nothing is restated, so the contract, the
 * builders and the OpenAPI document follow the catalogue.
 *
 * @example
 * ```ts
 * const order = defineOperation({
 *   method: "POST",
 *   path: "/orders",
 *   errors: catalogueErrors(shop, "payment_required", "not_found"),
 * });
 * ```
 * @param catalogue - a catalogue made by `defineCatalogue`, or a built-in one
 * @param codes - its base error codes the operation may answer
 * @returns the error declarations, by code
 * @throws TypeError for a code the catalogue does not have
 * @public
 */
/*@__NO_SIDE_EFFECTS__*/
export function catalogueErrors<K extends AnyCatalogue, const Codes extends readonly CodeOf<BaseErrorsOf<K>>[]>(
  catalogue: K,
  ...codes: Codes
): { readonly [C in Codes[number]]: DeclarationOf<BaseErrorsOf<K>, C> } {
  const out: Record<string, object> = {};
  for (const code of codes) {
    const entry = (catalogue.baseErrors as BaseErrorDefinitions)[code];
    if (entry === undefined || !Object.hasOwn(catalogue.baseErrors, code)) {
      throw new TypeError(`the catalogue has no base error ${JSON.stringify(code)}`);
    }
    const details = entry.details;
    out[code] = {
      status: entry.status,
      description: entry.description,
      ...(details === undefined || details === false
        ? {}
        : {
            details,
            ...(details.required === undefined || details.required.length === 0 ? { detailsOptional: true } : {}),
          }),
    };
  }
  return out as never;
}
