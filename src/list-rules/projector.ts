import { setOwn } from "../core/body/json-object.js";
import { getAttribute } from "./attribute-path.js";

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
 * Makes a function that restricts items to the given attribute paths: the
 * `fields` projection, the same for `project`, `paginate` and the SQL rows.
 */
export function projector(paths: readonly string[]): (item: unknown) => Record<string, unknown> {
  const tree = pathTree(paths);
  return (item) => select(item, tree) ?? {};
}
