import { existsSync } from "node:fs";
import { build } from "esbuild";
import { beforeAll, describe, expect, test } from "vitest";
import { constraintViolationsError, DEFAULT_VIOLATIONS_MESSAGES, INTERNAL_ERROR_MESSAGE } from "../src/index.js";
import { parseFilter } from "../src/list-query/index.js";
import { VIOLATION_MESSAGES } from "../src/messages/index.js";

// In the style of zod's tree-shake test: bundle what a client that only
// narrows errors writes, minified as a bundler would for production, and check
// that nothing else came along. It bundles the built package (`dist/`), the
// way users get it: `npm test` builds before it runs vitest.

const ENTRY = "dist/index.js";

interface Bundle {
  readonly code: string;
  /** The modules that contribute code to the output. */
  readonly inputs: readonly string[];
}

async function bundle(source: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    metafile: true,
    logLevel: "silent",
  });
  const output = result.outputFiles[0];
  const outputMeta = Object.values(result.metafile.outputs)[0];
  if (output === undefined || outputMeta === undefined) throw new Error("esbuild wrote no output");
  // esbuild reads every module an `export *` names; only those with bytes in the output count.
  const inputs = Object.entries(outputMeta.inputs).filter(([, input]) => input.bytesInOutput > 0);
  return { code: output.text, inputs: inputs.map(([file]) => file) };
}

/** The message of what `fn` throws. */
function thrownMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a throw");
}

let guard: Bundle;

beforeAll(async () => {
  if (!existsSync(ENTRY)) {
    throw new Error(`${ENTRY} is missing: run \`npm run build\` first (npm test does, before vitest)`);
  }
  // The package name resolves through package.json "exports" to dist/.
  guard = await bundle('export { isConstraintViolationsError } from "api-error-model";');
});

describe("bundling only `import { isConstraintViolationsError }`", () => {
  test("resolves to the built package and keeps the guard working", async () => {
    expect(guard.inputs).toContain("dist/guards.js");
    const url = `data:text/javascript;base64,${Buffer.from(guard.code).toString("base64")}`;
    const { isConstraintViolationsError } = (await import(url)) as {
      isConstraintViolationsError: (value: unknown) => boolean;
    };
    const body = { type: "constraint_violations_error", code: "c", message: "m", ticket: "t", violations: {} };
    expect(isConstraintViolationsError(body)).toBe(true);
    expect(isConstraintViolationsError({ ...body, type: "base_error" })).toBe(false);
  });

  test("leaves out the builders (constraintViolationsError, violation, baseError)", () => {
    expect(guard.inputs).not.toContain("dist/build.js");
    expect(guard.inputs).not.toContain("dist/collector.js");
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
    expect(guard.inputs).not.toContain("dist/http.js");
    expect(guard.inputs).not.toContain("dist/validate-body.js");
    expect(guard.code).not.toContain(INTERNAL_ERROR_MESSAGE);
  });

  test("leaves out the messages entry", () => {
    expect(guard.inputs.filter((file) => file.startsWith("dist/messages/"))).toStrictEqual([]);
    expect(guard.code).not.toContain(VIOLATION_MESSAGES.blank({}));
    expect(guard.code).not.toContain(VIOLATION_MESSAGES.too_long({ maxLength: "200" }).split("200")[0]);
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
