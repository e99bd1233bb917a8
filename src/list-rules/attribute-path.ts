import { isJsonObject } from "../core/body/json-object.js";
import { asciiLower } from "./name-index.js";
import { attributeSegments } from "./schema-urn.js";

/**
 * The own property of `record` named `key`: the exact key first, else the
 * first own key (in property order) equal to it ignoring the case of ASCII
 * letters (no other character folds); `undefined`
 * when there is none. Inherited properties (`__proto__`, `constructor`) are
 * never read.
 */
function ownMember(record: { readonly [key: string]: unknown }, key: string): unknown {
  if (Object.hasOwn(record, key)) return record[key];
  const lower = asciiLower(key);
  for (const candidate of Object.keys(record)) {
    if (asciiLower(candidate) === lower) return record[candidate];
  }
  return undefined;
}

/**
 * Reads a dotted attribute path (`protocol.type`) from a plain object.
 *
 * @remarks
 * A name qualified by a schema URN is read as RFC 7643 section 3.3 stores
 * extensions: after a core schema's URN
 * (`urn:ietf:params:scim:schemas:core:2.0:User:userName`) on the object
 * itself, after any other URN under the member keyed by that URN
 * (`urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber`).
 *
 * Each segment is looked up among the object's own properties: the exact key
 * first, else the first own key equal to it ignoring the case of ASCII
 * letters (attribute names are case-insensitive in the filter language; no
 * other character folds, so the Kelvin sign is not a `k`). Inherited members such as
 * `__proto__` or `constructor` are never read. Arrays are not walked into: a
 * segment after an array gives `undefined` (the filter evaluator handles
 * multi-valued attributes itself). The work is linear in the path length
 * times the number of keys of the objects on the way.
 *
 * @param item - the object to read, usually a resource of a list
 * @param path - attribute names joined by `.`, maybe after a schema URN and `:`
 * @returns the value at the path, or `undefined` when any segment is absent
 *
 * @example
 * ```ts
 * getAttribute({ protocol: { type: "oidc" } }, "protocol.type"); // "oidc"
 * getAttribute({ givenName: "Ann" }, "GIVENNAME"); // "Ann"
 * getAttribute({}, "constructor"); // undefined
 * getAttribute({ "urn:example:Ext": { level: 3 } }, "urn:example:Ext:level"); // 3
 * ```
 * @public
 */
export function getAttribute(item: unknown, path: string): unknown {
  let current = item;
  for (const segment of attributeSegments(path))
    current = isJsonObject(current) ? ownMember(current, segment) : undefined;
  return current;
}

/**
 * Every value at a dotted path of an object, walking into arrays on the way
 * and at the end (SCIM multi-valued attributes: `emails.value` reads `value`
 * of each email). An item that is not a plain object has no values.
 * `null` and `undefined` are left out, so an empty result means "missing".
 * Iterative; linear in the size of the data reached.
 */
export function attributeValues(item: unknown, segments: readonly string[]): unknown[] {
  if (!isJsonObject(item)) return [];
  let current: unknown[] = [item];
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const value of current) {
      if (Array.isArray(value)) {
        for (const element of value) if (isJsonObject(element)) next.push(ownMember(element, segment));
      } else if (isJsonObject(value)) {
        next.push(ownMember(value, segment));
      }
    }
    current = next;
  }
  const out: unknown[] = [];
  for (const value of current) {
    if (Array.isArray(value)) {
      for (const element of value) if (element != null) out.push(element);
    } else if (value != null) {
      out.push(value);
    }
  }
  return out;
}

/**
 * The values a comparison reads: an object with a `value` member (an element
 * of a SCIM multi-valued complex attribute, `{ value, type, primary }`)
 * stands for that member, as RFC 7644 compares `emails co "@example.com"`;
 * every other value stands for itself. `null` and `undefined` members are
 * left out.
 */
export function comparedValues(values: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const value of values) {
    const member = isJsonObject(value) ? ownMember(value, "value") : value;
    if (member === undefined && isJsonObject(value)) out.push(value);
    else if (member != null) out.push(member);
  }
  return out;
}

/**
 * Whether a value is present in the sense of RFC 7644's `pr`: not `null` or
 * `undefined`, not `""`, not an empty array or an array of empty values, not
 * an object without a non-empty member. Iterative, and each object is
 * visited once, so deep or cyclic data cost linear time.
 */
export function isNonEmpty(value: unknown): boolean {
  const stack = [value];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const next = stack.pop();
    if (next == null || next === "") continue;
    if (typeof next !== "object" || next instanceof Date) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const member of Array.isArray(next) ? next : Object.values(next)) stack.push(member);
  }
  return false;
}
