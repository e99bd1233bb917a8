import { setOwn } from "../core/body/json-object.js";
import { getAttribute } from "./attribute-path.js";

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

/** Selected paths as a tree: per name (in first-named order), `undefined` for the whole value, else the paths below it. */
type PathTree = Map<string, PathTree | undefined>;

/** Builds the tree of `paths`; a whole value wins over paths below it. */
function pathTree(paths: readonly string[]): PathTree {
  const root: PathTree = new Map();
  for (const path of paths) {
    const segments = path.split(".");
    const last = segments.pop() as string;
    let node: PathTree | undefined = root;
    for (const name of segments) {
      if (!node.has(name)) node.set(name, new Map());
      node = node.get(name);
      // The whole value is selected already.
      if (node === undefined) break;
    }
    node?.set(last, undefined);
  }
  return root;
}

/** The selection of `source` by `tree`, or `undefined` when nothing named exists; recursion as deep as the declared paths. */
function select(source: unknown, tree: PathTree): Record<string, unknown> | undefined {
  let out: Record<string, unknown> | undefined;
  for (const [name, child] of tree) {
    const value = getAttribute(source, name);
    const selected = value === undefined || child === undefined ? value : select(value, child);
    // Defined as own data, so a path named `__proto__` never reaches a prototype.
    if (selected !== undefined) {
      out ??= {};
      setOwn(out, name, selected);
    }
  }
  return out;
}

/**
 * Makes a function that restricts items to the given attribute paths.
 *
 * @internal
 */
export function _projector(paths: readonly string[]): (item: unknown) => Record<string, unknown> {
  const tree = pathTree(paths);
  return (item) => select(item, tree) ?? {};
}

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
  return _projector(paths)(item) as Selected<T, P[number]>;
}
