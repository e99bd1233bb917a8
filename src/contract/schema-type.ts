/**
 * The TypeScript type of one JSON Schema `type` name.
 *
 * @public
 */
export type ContractTypeOfName<N, S> = N extends "string"
  ? string
  : N extends "number" | "integer"
    ? number
    : N extends "boolean"
      ? boolean
      : N extends "null"
        ? null
        : N extends "array"
          ? S extends { readonly items: infer I }
            ? readonly FromJsonSchema<I>[]
            : readonly unknown[]
          : N extends "object"
            ? ContractObjectOf<S>
            : unknown;

/**
 * An object schema's type: `required` members present, the others optional.
 *
 * @public
 */
export type ContractObjectOf<S> = S extends { readonly properties: infer P }
  ? ContractFlat<
      { readonly [K in keyof P as K extends ContractRequiredOf<S> ? K : never]: FromJsonSchema<P[K]> } & {
        readonly [K in keyof P as K extends ContractRequiredOf<S> ? never : K]?: FromJsonSchema<P[K]>;
      }
    >
  : { readonly [key: string]: unknown };

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractRequiredOf<S> = S extends { readonly required: readonly (infer R)[] } ? R : never;

/**
 * A helper of the contract types.
 *
 * @public
 */
export type ContractFlat<T> = { [K in keyof T]: T[K] };

/**
 * The TypeScript type of the values a JSON Schema literal accepts, for the
 * keywords a contract's `details` use: `const`, `enum`, `type` (a name or a
 * list of names), `items`, `properties` and `required`. Any other schema is
 * `unknown`.
 *
 * @example
 * `FromJsonSchema<{ type: "object"; properties: { attemptsRemaining: { type: "integer" } }; required: ["attemptsRemaining"] }>`
 * is `{ readonly attemptsRemaining: number }`.
 *
 * @public
 */
export type FromJsonSchema<S> = S extends { readonly const: infer C }
  ? C
  : S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly type: infer T }
      ? T extends readonly (infer N)[]
        ? ContractTypeOfName<N, S>
        : ContractTypeOfName<T, S>
      : unknown;

/**
 * A JSON Schema literal, as a contract declares `details` and bodies.
 *
 * @public
 */
