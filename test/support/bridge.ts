/** Helpers of the bridges' tests (zod, valibot, standard-schema, node). */
import { expect } from "vitest";
import { parseErrorBody, parsePath } from "../../src/index.js";

/** The body is one this package's strict parser accepts, and every key is a path it can read. */
export function expectStrictBody(body: unknown): void {
  const parsed = parseErrorBody(body, { strict: true });
  expect(parsed.ok).toBe(true);
  if (parsed.ok && parsed.value.type === "constraint_violations_error") {
    for (const key of Object.keys(parsed.value.violations)) expect(parsePath(key).ok).toBe(true);
  }
}
