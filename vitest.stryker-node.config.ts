import { defineConfig } from "vitest/config";
import { mutationRunConfig } from "./vitest.stryker-shared.js";

// Used only by Stryker (stryker.node.config.mjs), which mutates src/node and reruns its tests once
// per mutant. Unlike vitest.stryker.config.ts, it keeps the tests that serve real Express 4 and 5,
// Fastify and node:http on 127.0.0.1 (dev dependencies: nothing to install): the only tests of the
// framework failures (`framework-errors.ts`: body-parser's, Fastify's validation) and of the
// handlers as the frameworks call them. The whole set takes about a second.
export default defineConfig(
  mutationRunConfig({
    include: [
      "test/node-units.test.ts",
      "test/node-ajv.test.ts",
      "test/node-frameworks.test.ts",
      "test/node-fastify-validation.test.ts",
      "test/boundary-properties.test.ts",
    ],
  }),
);
