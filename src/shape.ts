import { isJsonObject } from "./json-object.js";

/**
 * Whether plain reads of the members named in this file find own members
 * only: the prototype is `null`, or `Object.prototype` (what `JSON.parse`
 * makes) holding none of those names. Call it after reading the members: V8
 * then knows the object's map and folds this check to a constant, where a
 * per-member `Object.hasOwn` costs more than the rest of the check (measured
 * in bench/: 10x for a small body).
 */
function readsOnlyOwn(object: object): boolean {
  const proto: object | null = Object.getPrototypeOf(object);
  // Stryker disable ConditionalExpression: equivalent, both only choose between the fast reads and the own copy, which agree whenever the fast path is taken.
  return (
    proto === null ||
    (proto === Object.prototype &&
      // Stryker restore ConditionalExpression
      !(
        "type" in proto ||
        "code" in proto ||
        "message" in proto ||
        "ticket" in proto ||
        "details" in proto ||
        "violations" in proto ||
        "constraintAttributes" in proto
      ))
  );
}

/**
 * A null-prototype copy of the own members of `object` that `names` lists:
 * for an object whose plain reads could find inherited members (a class
 * instance, an `Object.create` chain, a polluted `Object.prototype`), so that
 * one checking path serves both kinds. Rare, and it reads each member once.
 */
function ownCopy(object: object, names: string): { readonly [key: string]: unknown } {
  const copy: Record<string, unknown> = Object.create(null);
  for (const name of names.split(" ")) {
    if (Object.hasOwn(object, name)) copy[name] = (object as Record<string, unknown>)[name];
  }
  return copy;
}

/**
 * The structural check behind the guards: the spec's required members with
 * their types, the lenient rules of `parseErrorBody` (unknown codes and
 * attribute names allowed). Own members only: a polluted prototype supplies
 * no member. Stops at the first problem, builds no strings and allocates
 * nothing for a plain object, so it stays small and fast; `validate-body.ts`
 * walks the same rules again only to explain a failure.
 *
 * The rare case (members that could be inherited) is a separate function:
 * this one stays small and free of recursion, so V8 inlines it whole into
 * the guards (1.3x faster on a small body than with the own-member reads
 * written out here, measured in bench/ with all body types warmed).
 */
export function isBodyShape(value: unknown): boolean {
  // Arrays are turned away last, and by isOwnBodyShape (an array's prototype
  // is Array.prototype): an `Array.isArray` before the reads costs a fifth of
  // the check, at the end a tenth.
  if (typeof value !== "object" || value === null) return false;
  const object = value as { readonly [key: string]: unknown };
  const type = object["type"];
  const code = object["code"];
  const message = object["message"];
  const ticket = object["ticket"];
  const details = object["details"];
  if (!readsOnlyOwn(object)) return isOwnBodyShape(object);
  return (
    typeof code === "string" &&
    typeof message === "string" &&
    typeof ticket === "string" &&
    (details === undefined || isJsonObject(details)) &&
    (type === "base_error" || (type === "constraint_violations_error" && isViolationsShape(object["violations"]))) &&
    !Array.isArray(object)
  );
}

/** `isBodyShape` for an object whose plain reads could find inherited members: its own members, copied. */
function isOwnBodyShape(value: object): boolean {
  return !Array.isArray(value) && isBodyShape(ownCopy(value, "type code message ticket details violations"));
}

// Ownership is asked only of a key whose value fails: the answer is the same
// as checking own keys first (an inherited key can never fail a body), and a
// valid body saves one property lookup per key (a 1.2x to 1.4x gain measured
// in bench/ on JSON.parse output).
function isViolationsShape(violations: unknown): boolean {
  if (!isJsonObject(violations)) return false;
  for (const key in violations) {
    if (!isDetailList(violations[key]) && Object.hasOwn(violations, key)) return false;
  }
  return true;
}

function isDetailList(list: unknown): boolean {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) {
    const detail: unknown = list[i];
    // Stryker disable next-line ConditionalExpression: equivalent, a detail that is no object has no own code, and the reads below answer false too.
    if (typeof detail !== "object" || detail === null) return false;
    const code = (detail as { readonly [key: string]: unknown })["code"];
    // Before reading constraintAttributes, which only some details have: V8
    // knows the detail's map right after the read of `code` (see readsOnlyOwn).
    const ok = readsOnlyOwn(detail)
      ? isDetail(code, (detail as { readonly [key: string]: unknown })["constraintAttributes"]) &&
        !Array.isArray(detail)
      : isOwnDetail(detail);
    if (!ok) return false;
  }
  return true;
}

/** `isDetail` for a detail whose plain reads could find inherited members. */
function isOwnDetail(detail: object): boolean {
  if (Array.isArray(detail)) return false;
  const own = ownCopy(detail, "code constraintAttributes");
  return isDetail(own["code"], own["constraintAttributes"]);
}

function isDetail(code: unknown, attributes: unknown): boolean {
  if (typeof code !== "string") return false;
  if (attributes === undefined) return true;
  if (!isJsonObject(attributes)) return false;
  for (const name in attributes) {
    if (typeof attributes[name] !== "string" && Object.hasOwn(attributes, name)) return false;
  }
  return true;
}
