import { VIOLATION_CODES, type ViolationCode } from "./tables.js";

const violationCodeSet: ReadonlySet<string> = /* @__PURE__ */ new Set(VIOLATION_CODES);

/**
 * Tells whether `value` is one of the {@link VIOLATION_CODES}.
 *
 * @remarks
 * Backed by a `Set`, so inherited names such as `"toString"` or `"__proto__"`
 * are never mistaken for codes.
 *
 * @param value - anything
 * @returns `true` when `value` is a known violation code
 * @public
 */
export function isViolationCode(value: unknown): value is ViolationCode {
  // Stryker disable next-line ConditionalExpression: equivalent, the set holds strings only; the typeof check only documents the narrowing.
  return typeof value === "string" && violationCodeSet.has(value);
}
