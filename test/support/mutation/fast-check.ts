/**
 * fast-check for the mutation run only (test/support/mutation/vitest.config.ts aliases
 * "fast-check" to this file): every property runs at most MAX_RUNS times.
 * Stryker reruns the tests that cover a mutant once per mutant, on
 * instrumented code several times slower than the original; properties at
 * their full run counts would make a run take hours. Example tests are not
 * touched.
 *
 * Each of those reruns starts a fresh worker, so what fast-check builds once
 * per process is built again for every mutant: `fc.string({ unit: "binary" })`
 * alone takes 0.6 s to set up its tables. Here it draws from the same
 * alphabet (every code point but the surrogates) through two integer ranges,
 * which cost nothing to set up.
 */
import { expect } from "vitest";
import * as real from "../../../node_modules/fast-check/lib/fast-check.js";

export * from "../../../node_modules/fast-check/lib/fast-check.js";

const MAX_RUNS = 25;

/** Tests that count what their runs saw, and so need every run they ask for. */
const FULL_RUNS: readonly string[] = [
  "the guards agree with parseErrorBody(x).ok on near-valid bodies, and both answers occur",
];

type Parameters<T> = real.Parameters<T> | undefined;

function capped<T>(parameters: Parameters<T>): real.Parameters<T> {
  const name = expect.getState().currentTestName ?? "";
  if (FULL_RUNS.some((full) => name.endsWith(full))) return parameters ?? {};
  return { ...parameters, numRuns: Math.min(parameters?.numRuns ?? 100, MAX_RUNS) };
}

/** `fc.assert` with at most MAX_RUNS runs. */
export function assert<T>(property: real.IRawProperty<T, true>, parameters?: real.Parameters<T>): Promise<void>;
export function assert<T>(property: real.IRawProperty<T, false>, parameters?: real.Parameters<T>): void;
export function assert<T>(property: real.IRawProperty<T>, parameters?: real.Parameters<T>): Promise<void> | void {
  return real.assert(property as real.IRawProperty<T, false>, capped(parameters));
}

const binaryUnit: real.Arbitrary<string> = real
  .oneof(real.integer({ min: 0, max: 0xd7ff }), real.integer({ min: 0xe000, max: 0x10ffff }))
  .map((code) => String.fromCodePoint(code));

/** `fc.string`, with the `binary` unit drawn as described above. */
export function string(constraints: real.StringConstraints = {}): real.Arbitrary<string> {
  return real.string(constraints.unit === "binary" ? { ...constraints, unit: binaryUnit } : constraints);
}

const fc: typeof real.default = { ...real.default, assert: assert as typeof real.default.assert, string };
export default fc;
