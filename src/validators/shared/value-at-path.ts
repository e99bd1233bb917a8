import { type IssuePathStep, stepKey } from "./issue-key.js";

/** What `valueAtPath` gives for a value that is there but that no key reaches: neither missing nor null. */
const UNREADABLE: unknown = Symbol("unreadable");

/**
 * The value at `path` in `input`: own members of objects and arrays and the
 * entries of a `Map` only, so an inherited name (`toString`, `__proto__`)
 * reads as absent. A path that leads through a missing member or a primitive
 * gives `undefined`; one through a step without a key (a `Set` element), a
 * value that is neither `undefined` nor `null`. One step per path segment:
 * linear in the path's length.
 */
export function valueAtPath(input: unknown, path: readonly IssuePathStep[] | undefined): unknown {
  let current = input;
  if (path === undefined) return current;
  for (const step of path) {
    const key = stepKey(step);
    // A step without a key (a Set element): the value is there, but cannot be read.
    if (key === undefined) return UNREADABLE;
    if (current instanceof Map) current = current.get(key);
    else if (typeof current === "object" && current !== null && Object.hasOwn(current, key)) {
      current = (current as { readonly [key: PropertyKey]: unknown })[key];
    } else return undefined;
  }
  return current;
}

/**
 * The violation code a missing or null value gets: `undefined` for
 * `undefined`, `null` for `null`, nothing for any other value.
 */
export function absenceCode(value: unknown): "undefined" | "null" | undefined {
  if (value === undefined) return "undefined";
  return value === null ? "null" : undefined;
}
