import { formatPath, type PathSegment } from "../path.js";
import type { StandardSchemaPathSegment } from "./standard-schema-issue.js";

/** A path step as validators write it: a bare key, or a `{ key }` object. */
export type IssuePathStep = PropertyKey | StandardSchemaPathSegment;

/** The property key of one path step. */
export function stepKey(step: IssuePathStep): PropertyKey {
  return typeof step === "object" ? step.key : step;
}

/**
 * The segment of `formatPath` for one property key. An array index stays a
 * number (`[0]`); any other number (a Map key such as `-1` or `1.5`) becomes
 * the string key it prints as, because `formatPath` takes only non-negative
 * integers as indices; a symbol becomes its description, `Symbol(name)`, as
 * a quoted key. Nothing is dropped, so no two distinct steps share a key
 * except two symbols with the same description.
 */
function toSegment(key: PropertyKey): PathSegment {
  if (typeof key === "number") return Number.isSafeInteger(key) && key >= 0 ? key : String(key);
  return typeof key === "symbol" ? key.toString() : key;
}

/** The violation key for a validator's issue path (`""` for the whole value). */
export function issueKey(path: readonly IssuePathStep[] | undefined, extra?: PropertyKey): string {
  const segments: PathSegment[] = [];
  if (path !== undefined) for (const step of path) segments.push(toSegment(stepKey(step)));
  if (extra !== undefined) segments.push(toSegment(extra));
  return formatPath(segments);
}
