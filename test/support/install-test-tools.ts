/**
 * Global setup of the `integration` project (vitest.config.ts): installs the test tools
 * (scripts/test-tools.mjs) before any test file starts, so that a fresh `npm ci && npm test`
 * runs the Bun, Deno, workerd, browser and TypeScript 5 tests too, while `npm ci` stays light.
 * Nothing happens when test/tools/node_modules is current. A failed install fails the run: the
 * tests that need a tool would only fail later, one by one, for the same reason.
 */
import { ensureTestTools } from "../../scripts/test-tools.mjs";

export function setup(): void {
  const problem = ensureTestTools();
  if (problem !== "") throw new Error(`test tools: ${problem}`);
}
