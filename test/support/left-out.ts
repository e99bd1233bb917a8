import { existsSync } from "node:fs";
import { expect } from "vitest";

/**
 * Expects a bundle's inputs to leave out a file of `dist/`, and that file to
 * exist: a renamed or moved module would otherwise make the check pass
 * whatever the bundle holds.
 *
 * @param inputs - the bundle's input files, relative to the project root
 * @param file - a built module, such as `dist/core/errors/build.js`
 */
export function expectLeftOut(inputs: readonly string[], file: string): void {
  expect(existsSync(file), `${file} exists`).toBe(true);
  expect(inputs).not.toContain(file);
}
