import { configDefaults, defineConfig } from "vitest/config";
import { pgbouncerBinary } from "./scripts/pgbouncer.mjs";
import { serverBinaries } from "./scripts/postgres-cluster.mjs";

/**
 * Whether the end-to-end suite can also run against a real PostgreSQL server:
 * `TEST_DATABASE_URL`, or the server binaries for a throwaway cluster
 * (test/support/postgres.ts). In CI it always runs, and a missing server fails it.
 */
function realServerAvailable(): boolean {
  if (process.env["CI"] === "true" || (process.env["TEST_DATABASE_URL"] ?? "") !== "") return true;
  return serverBinaries() !== undefined;
}

const realServer = realServerAvailable();

/**
 * Whether the end-to-end concurrency suite can also run through PgBouncer
 * (scripts/pgbouncer.mjs) with two server processes: in CI always (a missing
 * PgBouncer fails it), elsewhere when it is installed.
 */
const pooled = realServer && (process.env["CI"] === "true" || pgbouncerBinary() !== undefined);
if (realServer && !pooled) {
  console.log("skipped: the concurrency suite through PgBouncer (not installed: Debian package pgbouncer)");
}
if (!realServer) {
  console.log("skipped: the end-to-end suite on a real PostgreSQL server (no TEST_DATABASE_URL, no server binaries)");
}

export default defineConfig({
  test: {
    // These machines are shared and the suites start databases, browsers and servers: a slow
    // moment must not fail a test. Speed is measured by `npm run bench`, never here.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
    projects: [
      // The inner loop (`npm run test:fast`): one file per module of src/, no browser, database,
      // server or other runtime.
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts"],
          typecheck: {
            enabled: true,
            include: ["test/unit/**/*.test-d.ts"],
            tsconfig: "./tsconfig.json",
          },
        },
      },
      // Browsers, runtimes, bundlers, databases, frameworks and the reference server.
      {
        extends: true,
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          // PgBouncer's own checks run only in the e2e-pgbouncer project below, never skipped here;
          // the generated zod schemas' in the generated-zod project, after this one.
          exclude: [
            ...configDefaults.exclude,
            "test/integration/server/pooled.test.ts",
            "test/integration/server/orval-zod.test.ts",
          ],
          // Installs the test tools (test/tools, unless current), compiles the examples to
          // examples/dist once, before any file of this project starts, and empties the folder the
          // end-to-end answers are recorded in. Only here: a project inherits the root's globalSetup
          // and runs it again.
          globalSetup: [
            "test/support/install-test-tools.ts",
            "test/support/compile-examples.ts",
            "test/support/recorded-answers.ts",
          ],
        },
      },
      // After every other project (a later group): the answers the end-to-end tests received
      // (test/support/recorded-answers.ts), each held to the zod schemas orval generates from the
      // served document.
      {
        extends: true,
        test: {
          name: "generated-zod",
          include: ["test/integration/server/orval-zod.test.ts"],
          // orval is a test tool: installed here too when this project runs alone (a stamp makes it free).
          globalSetup: ["test/support/install-test-tools.ts"],
          sequence: { groupOrder: 1 },
        },
      },
      // The reference server's end-to-end suite again, its stores on a real PostgreSQL server.
      ...(realServer
        ? [
            {
              extends: true as const,
              test: {
                name: "e2e-postgres",
                include: [
                  "test/integration/server/{http,list,resources,users,concurrency,schema,request-bodies}.test.ts",
                ],
                env: { E2E_DATABASE: "postgres" },
              },
            },
          ]
        : []),
      // The races again, through PgBouncer in transaction pooling mode, each test server two
      // processes on one database (test/support/pooled-servers.ts).
      ...(pooled
        ? [
            {
              extends: true as const,
              test: {
                name: "e2e-pgbouncer",
                include: ["test/integration/server/{concurrency,pooled}.test.ts"],
                env: { E2E_DATABASE: "pgbouncer" },
              },
            },
          ]
        : []),
    ],
  },
});
