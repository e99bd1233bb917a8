/*
 * The types a catalogue definition gives: its codes, the attributes of each
 * violation code, the status and the details of each base error code. The
 * root entry's types are these, read from the built-in definition; a team's
 * catalogue gets the same from its own.
 */

import type { BaseErrorDefinitions, DetailsMemberSchema, DetailsSchema, ViolationDefinitions } from "./definition.js";

/**
 * The codes of a definition's violations or base errors.
 *
 * @public
 */
export type CodeOf<D> = keyof D & string;

/**
 * The violation codes of `V` that carry constraint attributes.
 *
 * @public
 */
export type CodesWithAttributesIn<V extends ViolationDefinitions> = {
  readonly [C in CodeOf<V>]: V[C] extends { readonly attributes: readonly [string, ...string[]] } ? C : never;
}[CodeOf<V>];

/**
 * The constraint attributes violation code `C` of `V` carries (`never` for a
 * code without attributes).
 *
 * @public
 */
export type AttributesIn<V extends ViolationDefinitions, C extends string> =
  C extends CodeOf<V> ? (V[C] extends { readonly attributes: readonly (infer A extends string)[] } ? A : never) : never;

/** The TypeScript type of one member of a details schema. */
type MemberType<M extends DetailsMemberSchema> = M extends { readonly type: "string" }
  ? string
  : M extends { readonly type: "number" | "integer" }
    ? number
    : M extends { readonly type: "boolean" }
      ? boolean
      : readonly string[];

/** The members a details schema requires. */
type RequiredOf<S> = S extends { readonly required: readonly (infer R extends string)[] } ? R : never;

/** Flattens an intersection, for readable hovers. */
type Flat<T> = { readonly [K in keyof T]: T[K] };

/**
 * The TypeScript type of a details schema: `never` for `false` (no details),
 * the object its properties describe, or any details when there is no
 * schema.
 *
 * @public
 */
export type DetailsOfSchema<S extends DetailsSchema | undefined> = [S] extends [false]
  ? never
  : S extends { readonly properties: infer P extends { readonly [member: string]: DetailsMemberSchema } }
    ? Flat<
        { readonly [K in keyof P & RequiredOf<S>]: MemberType<P[K]> } & {
          readonly [K in Exclude<keyof P, RequiredOf<S>>]?: MemberType<P[K]>;
        }
      >
    : { readonly [key: string]: unknown };

/**
 * The `details` of every base error code of `B`, by code.
 *
 * @public
 */
export type DetailsIn<B extends BaseErrorDefinitions> = {
  readonly [C in CodeOf<B>]: DetailsOfSchema<B[C]["details"]>;
};

/**
 * The status of every base error code of `B`, by code.
 *
 * @public
 */
export type StatusesIn<B extends BaseErrorDefinitions> = { readonly [C in CodeOf<B>]: B[C]["status"] };
