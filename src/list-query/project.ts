import { projector } from "../list-rules/projector.js";

/**
 * The type of an item restricted to the dotted paths `P` (the `fields`
 * projection): `Selected<User, "id" | "name.given">` is
 * `{ id?: string; name?: { given?: string } }`.
 *
 * @remarks
 * Every member is optional, since an item only carries the named attributes
 * it has. When `P` is `string` (paths known only at run time) each member is
 * either the whole value or a selection of it. Arrays are kept whole (a path
 * does not walk into them). Paths are matched with the exact spelling at the
 * type level; at run time they also match ignoring case.
 *
 * @public
 */
export type Selected<T, P extends string> = T extends object
  ? T extends readonly unknown[]
    ? T
    : string extends P
      ? { [K in keyof T]?: T[K] | Selected<NonNullable<T[K]>, P> }
      : {
          // Keep the members named by a path's first segment (inlined: helper types would be exported too).
          [K in keyof T as K extends (P extends `${infer Head}.${string}` ? Head : P) ? K : never]?: K extends P
            ? T[K]
            : Selected<NonNullable<T[K]>, P extends `${K & string}.${infer Rest}` ? Rest : never>;
        }
  : T;

/**
 * Restricts an item to the named attribute paths, as the `fields` parameter
 * does: nested paths keep their nesting.
 *
 * @remarks
 * The result carries exactly the named attributes that exist on the item
 * (own members, `undefined` counts as absent, `null` is kept); a path through
 * a missing value, a non-object or an array selects nothing. Names match
 * exactly, else ignoring case, and come out spelled as given. Values are not
 * copied: the result shares them with the item. A path named `__proto__` is
 * an own member of the result, never its prototype.
 *
 * @param item - a resource
 * @param paths - dotted attribute paths, such as `["id", "protocol.type"]`
 * @returns a new object with the selected attributes
 *
 * @example
 * ```ts
 * project({ id: "1", protocol: { type: "oidc", issuer: "x" } }, ["id", "protocol.type"]);
 * // { id: "1", protocol: { type: "oidc" } }
 * ```
 * @public
 */
/*@__NO_SIDE_EFFECTS__*/
export function project<T, const P extends readonly string[]>(item: T, paths: P): Selected<T, P[number]> {
  return projector(paths)(item) as Selected<T, P[number]>;
}
