import { existsSync, readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { CLIENT_ERRORS } from "../../../src/index.js";
import { bundleSource } from "../../support/bundle.js";
import { expectLeftOut } from "../../support/left-out.js";

// Bundles the built package (`dist/`) as a user's bundler would: the boundary
// and the shortcuts must not reach a client that only narrows errors, and the
// node entry must bring no framework along.

const bundle = (source: string) => bundleSource(source, { platform: "neutral" });

beforeAll(() => {
  if (!existsSync("dist/node/index.js")) throw new Error("dist/ is missing: run `npm run build` first");
});

describe("a guard-only import leaves the boundary out", () => {
  test("no toHttpResponse, status table, headers or shortcuts", async () => {
    const guards = await bundle(
      'export { isErrorBody, isBaseError, isConstraintViolationsError, hasViolation, isViolationCode, VIOLATION_CODES } from "api-error-model";',
    );
    for (const file of [
      "wire/boundary",
      "catalogue/client-errors",
      "errors/headers",
      "errors/shortcuts",
      "wire/error-boundary",
      "wire/http",
    ]) {
      expectLeftOut(guards.inputs, `dist/core/${file}.js`);
    }
    expect(guards.code).not.toContain(CLIENT_ERRORS[413].message);
    expect(guards.code).not.toContain("payload_too_large");
  });

  test("a client's errorFromResponse leaves the server-side policy out", async () => {
    const client = await bundle('export { errorFromResponse } from "api-error-model";');
    expect(client.inputs).toContain("dist/core/wire/http.js");
    for (const file of ["wire/boundary", "catalogue/client-errors", "errors/shortcuts"])
      expectLeftOut(client.inputs, `dist/core/${file}.js`);
  });
});

describe("api-error-model/node imports no framework", () => {
  test("its bundle is made of the package's own files only", async () => {
    const node = await bundle('export * from "api-error-model/node";');
    expect(node.inputs.every((file) => file.startsWith("dist/"))).toBe(true);
    expect(node.code).not.toMatch(/from\s*"(express|fastify|node:)/);
  });

  test("its published types name neither express nor fastify", () => {
    for (const file of readdirSync("dist/node").filter((name) => name.endsWith(".d.ts"))) {
      const text = readFileSync(`dist/node/${file}`, "utf8");
      expect(text, file).not.toMatch(/from ["'](express|fastify|node:|@types)/);
    }
  });
});
