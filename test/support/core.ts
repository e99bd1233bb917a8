import fc from "fast-check";
import { expect } from "vitest";
import { PROTOTYPE_KEYS } from "./fuzz.js";

/**
 * Strict deep equality that, unlike `toStrictEqual`, treats an own member
 * named `constructor` as data: same prototypes, same own keys in the same
 * order (symbols included), data members only, values equal by `Object.is`.
 * Iterative, so deep trees do not overflow. Returns where they differ, or
 * `undefined` when they are the same.
 */
export function strictDifference(actual: unknown, expected: unknown): string | undefined {
  const stack: [unknown, unknown, string][] = [[actual, expected, "$"]];
  while (stack.length > 0) {
    const [a, b, at] = stack.pop() as [unknown, unknown, string];
    if (Object.is(a, b)) continue;
    if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return `${at}: value`;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${at}: prototype`;
    const keysA = Reflect.ownKeys(a);
    const keysB = Reflect.ownKeys(b);
    if (keysA.length !== keysB.length || keysA.some((k, i) => k !== keysB[i])) return `${at}: keys`;
    for (const k of keysA) {
      const da = Object.getOwnPropertyDescriptor(a, k);
      const db = Object.getOwnPropertyDescriptor(b, k);
      if (!da || !db || !("value" in da) || !("value" in db) || da.enumerable !== db.enumerable) {
        return `${at}.${String(k)}: descriptor`;
      }
      stack.push([da.value, db.value, `${at}.${String(k)}`]);
    }
  }
  return undefined;
}

/** Asserts `strictDifference(actual, expected)` finds nothing. */
export function expectStrictlySame(actual: unknown, expected: unknown): void {
  expect(strictDifference(actual, expected)).toBeUndefined();
}

/** Asserts that `value` comes back from a trip through JSON strictly the same. */
export function expectJsonReady(value: unknown): void {
  expectStrictlySame(JSON.parse(JSON.stringify(value)), value);
}

/** Every value in the tree is a plain object, an array, or a JSON primitive; no `undefined` anywhere. */
export function expectPlain(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item === "string" || typeof item === "boolean") continue;
    if (typeof item === "number") {
      expect(Number.isFinite(item)).toBe(true);
      continue;
    }
    if (Array.isArray(item)) {
      stack.push(...item);
      continue;
    }
    expect(typeof item).toBe("object");
    expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    expect(Object.getOwnPropertySymbols(item as object)).toStrictEqual([]);
    for (const key of Object.getOwnPropertyNames(item)) {
      const descriptor = Object.getOwnPropertyDescriptor(item, key);
      expect(descriptor?.enumerable).toBe(true);
      expect(descriptor && "value" in descriptor).toBe(true);
      expect(descriptor?.value).not.toBeUndefined();
      stack.push(descriptor?.value);
    }
  }
}

/** A member value that `jsonObject` leaves out. */
export const ABSENT: unique symbol = Symbol("absent");

/** An object with exactly these own members, made through JSON so that `__proto__` is an own key. */
export function jsonObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const present = entries.filter(([, value]) => value !== ABSENT);
  return JSON.parse(`{${present.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`);
}

/** Violation keys and member names: any string, the prototype names, the spec's examples and inherited names. */
export const bodyKey: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.constantFrom(...PROTOTYPE_KEYS, "email", "protocol.type", "redirectUrls[0]", "", "toString", "hasOwnProperty"),
);
