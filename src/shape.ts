import { isJsonObject, ownMember } from "./json-object.js";

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
  // Stryker disable ConditionalExpression: equivalent, both only choose between the fast reads and the Object.hasOwn reads, which agree whenever the fast path is taken.
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
 * The structural check behind the guards: the spec's required members with
 * their types, the lenient rules of `parseErrorBody` (unknown codes and
 * attribute names allowed). Own members only: a polluted prototype supplies
 * no member. Stops at the first problem, builds no strings and allocates
 * nothing, so it stays small and fast; `validate-body.ts` walks the same rules
 * again only to explain a failure.
 */
export function isBodyShape(value: unknown): boolean {
  if (!isJsonObject(value)) return false;
  const type = value["type"];
  const code = value["code"];
  const message = value["message"];
  const ticket = value["ticket"];
  const details = value["details"];
  if (!readsOnlyOwn(value)) return isOwnBodyShape(value);
  if (!hasStringMembers(code, message, ticket, details)) return false;
  return type === "base_error" || (type === "constraint_violations_error" && isViolationsShape(value["violations"]));
}

/** `isBodyShape` for an object whose plain reads could find inherited members. */
function isOwnBodyShape(value: { readonly [key: string]: unknown }): boolean {
  const type = ownMember(value, "type");
  const code = ownMember(value, "code");
  const message = ownMember(value, "message");
  if (!hasStringMembers(code, message, ownMember(value, "ticket"), ownMember(value, "details"))) return false;
  return (
    type === "base_error" ||
    (type === "constraint_violations_error" && isViolationsShape(ownMember(value, "violations")))
  );
}

/** The members both body types share other than `type`, which the callers compare once. */
function hasStringMembers(code: unknown, message: unknown, ticket: unknown, details: unknown): boolean {
  return (
    typeof code === "string" &&
    typeof message === "string" &&
    typeof ticket === "string" &&
    (details === undefined || isJsonObject(details))
  );
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
    if (!isJsonObject(detail)) return false;
    const code = detail["code"];
    // Before reading constraintAttributes, which only some details have: V8
    // knows the detail's map right after the read of `code` (see readsOnlyOwn).
    const ok = readsOnlyOwn(detail)
      ? isDetail(code, detail["constraintAttributes"])
      : isDetail(ownMember(detail, "code"), ownMember(detail, "constraintAttributes"));
    if (!ok) return false;
  }
  return true;
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
