import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
