import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Used only by Stryker (stryker.node.config.json), which mutates src/node and reruns its tests once
// per mutant. Unlike vitest.stryker.config.ts, it keeps the tests that serve real Express 4 and 5,
// Fastify and node:http on 127.0.0.1 (dev dependencies: nothing to install): the only tests of the
// framework failures (`framework-errors.ts`: body-parser's, Fastify's validation) and of the
// handlers as the frameworks call them. The whole set takes about a second.
const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // Properties run at most 25 times per mutant: see test/mutation-fast-check.ts.
    alias: [{ find: /^fast-check$/, replacement: file("test/mutation-fast-check.ts") }],
  },
  test: {
    include: [
      "test/node-units.test.ts",
      "test/node-ajv.test.ts",
      "test/node-frameworks.test.ts",
      "test/node-fastify-validation.test.ts",
      "test/boundary-properties.test.ts",
    ],
    typecheck: { enabled: false },
    isolate: false,
    reporters: ["default"],
    // Instrumented code runs several times slower than the original.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
