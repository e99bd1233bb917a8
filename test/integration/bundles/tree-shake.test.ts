import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { constraintViolationsError, DEFAULT_VIOLATIONS_MESSAGES, INTERNAL_ERROR_MESSAGE } from "../../../src/index.js";
import { parseFilter } from "../../../src/list-query/index.js";
import { formatterFor, VIOLATION_MESSAGES } from "../../../src/messages/index.js";
import { expectLeftOut } from "../../support/left-out.js";
import { BUNDLERS, type Bundle, bundle } from "../../support/runtimes/bundlers.js";
import { consumerFolder, ROOT, timed } from "../../support/runtimes/harness.js";

// In the style of zod's tree-shake test: bundle what a client that only
// narrows errors writes, as a bundler would for production, and check that
// nothing else came along, with esbuild, Rollup and Vite. It bundles the built
// package (`dist/`), the way users get it (`npm test` builds before it runs
// vitest), from a consumer folder that imports it by package name.

const ENTRY = join(ROOT, "dist", "index.js");

/** The message of what `fn` throws. */
function thrownMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a throw");
}

let entry: string;

beforeAll(async () => {
  if (!existsSync(ENTRY)) {
    throw new Error(`${ENTRY} is missing: run \`npm run build\` first (npm test does, before vitest)`);
  }
  // The package name resolves through package.json "exports" to dist/.
  const dir = await consumerFolder("tree-shake");
  entry = join(dir, "guard-only.js");
  await writeFile(entry, 'export { isConstraintViolationsError } from "api-error-model";\n');
});

describe.each(BUNDLERS)("bundling only `import { isConstraintViolationsError }` with $label", ({ name, label }) => {
  let guard: Bundle;

  beforeAll(async () => {
    guard = await timed(`${label} (tree-shake)`, () => bundle(name, entry));
  }, 60_000);

  test("resolves to the built package and keeps the guard working", async () => {
    expect(guard.inputs).toContain("dist/core/errors/guards.js");
    const url = `data:text/javascript;base64,${Buffer.from(guard.code).toString("base64")}`;
    const { isConstraintViolationsError } = (await import(url)) as {
      isConstraintViolationsError: (value: unknown) => boolean;
    };
    const body = { type: "constraint_violations_error", code: "c", message: "m", ticket: "t", violations: {} };
    expect(isConstraintViolationsError(body)).toBe(true);
    expect(isConstraintViolationsError({ ...body, type: "base_error" })).toBe(false);
  });

  test("leaves out the builders (constraintViolationsError, violation, baseError)", () => {
    expectLeftOut(guard.inputs, "dist/core/errors/build.js");
    expectLeftOut(guard.inputs, "dist/core/errors/collector.js");
    for (const message of Object.values(DEFAULT_VIOLATIONS_MESSAGES)) expect(guard.code).not.toContain(message);
    const noViolations = thrownMessage(() => constraintViolationsError({ violations: {} }));
    expect(guard.code).not.toContain(noViolations);
  });

  test("leaves out the ApiError class (its brand check stays)", () => {
    expect(guard.code).not.toContain('"ApiError"');
    expect(guard.code).not.toContain("extends Error");
    expect(guard.code).not.toContain("has no known status");
    expect(guard.code).toContain("api-error-model.ApiError");
  });

  test("leaves out the HTTP glue and the body parser's explanations", () => {
    expectLeftOut(guard.inputs, "dist/core/wire/http.js");
    expectLeftOut(guard.inputs, "dist/core/body/validate-body.js");
    expect(guard.code).not.toContain(INTERNAL_ERROR_MESSAGE);
  });

  test("leaves out the messages entry", () => {
    expect(guard.inputs.filter((file) => file.startsWith("dist/messages/"))).toStrictEqual([]);
    expect(guard.code).not.toContain(VIOLATION_MESSAGES.blank({}, formatterFor("en")));
    expect(guard.code).not.toContain(
      VIOLATION_MESSAGES.too_long({ maxLength: "200" }, formatterFor("en")).split("200")[0],
    );
  });

  test("leaves out the filter parser and the rest of the list-query entry", () => {
    expect(guard.inputs.filter((file) => file.startsWith("dist/list-query/"))).toStrictEqual([]);
    const failure = parseFilter("(");
    if (failure.ok || failure.syntax === undefined) throw new Error("expected a syntax error");
    const malformed = failure.syntax.message.split(" at position")[0] as string;
    expect(malformed.length).toBeGreaterThan(10);
    expect(guard.code).not.toContain(malformed);
    expect(guard.code).not.toContain(failure.syntax.expected);
  });
});
