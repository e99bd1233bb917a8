import type { PathSegment } from "api-error-model";
import { formatPath } from "../../core/body/path.js";
import type { StandardSchemaPathSegment } from "./standard-schema-issue.js";

/** A path step as validators write it: a bare key, or a `{ key }` object. */
export type IssuePathStep = PropertyKey | StandardSchemaPathSegment;

/**
 * The property key of one path step, or `undefined` for a step without one:
 * valibot's `Set` element, whose `key` is `null` (its value, which the client
 * may have sent, is what names it).
 */
export function stepKey(step: IssuePathStep): PropertyKey | undefined {
  const key: unknown = typeof step === "object" && step !== null ? step.key : step;
  return typeof key === "string" || typeof key === "number" || typeof key === "symbol" ? key : undefined;
}

/**
 * The segment of `formatPath` for one property key. A finite number stays a
 * number: an array index is written `[0]`, any other number (a `Map` key such
 * as `-1` or `1.5`) `[-1]`, never the string key `["-1"]`. A number that is
 * not finite (`NaN`, `Infinity`, possible as `Map` keys) becomes the string
 * it prints as, and a symbol its description, `Symbol(name)`, both as quoted
 * keys. Nothing is dropped, so no two distinct steps share a key except a
 * non-finite number or a symbol and the string it prints as.
 */
function toSegment(key: PropertyKey): PathSegment {
  if (typeof key === "number") return Number.isFinite(key) ? key : String(key);
  return typeof key === "symbol" ? key.toString() : key;
}

/**
 * The violation key for a validator's issue path (`""` for the whole value).
 * A step without a property key adds no segment: the key stops at the
 * collection, and never names a value.
 */
export function issueKey(path: readonly IssuePathStep[] | undefined, extra?: PropertyKey): string {
  const segments: PathSegment[] = [];
  if (path !== undefined) {
    for (const step of path) {
      const key = stepKey(step);
      if (key !== undefined) segments.push(toSegment(key));
    }
  }
  if (extra !== undefined) segments.push(toSegment(extra));
  return formatPath(segments);
}
