/** A non-null, non-array object: what a JSON object parses to. */
export function isJsonObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The own member `key` of `object`, or `undefined` when it has none: an
 * inherited value (from a polluted `Object.prototype`, say) is never read.
 */
export function ownMember(object: { readonly [key: string]: unknown }, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Sets an own, enumerable data property, even for the key `__proto__`, whose
 * plain assignment would change the object's prototype instead.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // Stryker disable next-line ConditionalExpression: equivalent, defining any key this way gives the same own data property as assigning it.
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
