import { isJsonObject } from "./json-object.js";

/**
 * The structural check behind the guards: the spec's required members with
 * their types, the lenient rules of `parseErrorBody` (unknown codes and
 * attribute names allowed). Stops at the first problem, builds no strings and
 * allocates nothing, so it stays small and fast; `validate-body.ts` walks the
 * same rules again only to explain a failure.
 */
export function isBodyShape(value: unknown): boolean {
  if (!isJsonObject(value)) return false;
  const type = value["type"];
  const details = value["details"];
  if (
    (type !== "base_error" && type !== "constraint_violations_error") ||
    typeof value["code"] !== "string" ||
    typeof value["message"] !== "string" ||
    typeof value["ticket"] !== "string" ||
    (details !== undefined && !isJsonObject(details))
  ) {
    return false;
  }
  return type === "base_error" || isViolationsShape(value["violations"]);
}

function isViolationsShape(violations: unknown): boolean {
  if (!isJsonObject(violations)) return false;
  for (const key in violations) {
    if (!Object.hasOwn(violations, key)) continue;
    const list = violations[key];
    if (!Array.isArray(list)) return false;
    for (const detail of list) {
      if (!isJsonObject(detail) || typeof detail["code"] !== "string") return false;
      const attributes = detail["constraintAttributes"];
      if (attributes === undefined) continue;
      if (!isJsonObject(attributes)) return false;
      for (const name in attributes) {
        if (Object.hasOwn(attributes, name) && typeof attributes[name] !== "string") return false;
      }
    }
  }
  return true;
}
