import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  defineOperation,
  isOperationError,
  openApiDocument,
  operationViolations,
} from "../../../src/contract/index.js";
import { type ApiError, violation } from "../../../src/index.js";

// The README's contract example, run: what it claims is what the code does; docs/contract.md shows its 400.

const CREATE_TENANT = defineOperation({
  method: "POST",
  path: "/api/v1/tenants",
  errors: { invalid_request: {} },
  violations: { body: { name: ["undefined", "blank", "not_unique"] } },
});

/** Drops every `description` member, as the README's excerpt does. */
function withoutDescriptions(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), function (this: Record<string, unknown>, key, member) {
    return key === "description" && typeof member === "string" && typeof this["type"] === "string" ? undefined : member;
  });
}

describe("README: Operation contracts", () => {
  test("the server collects, the client narrows", () => {
    const found = operationViolations(CREATE_TENANT, "body");
    found.add("name", violation("not_unique"));
    let caught: unknown;
    try {
      found.throwIfAny();
    } catch (error) {
      caught = error;
    }
    expect((caught as ApiError).status).toBe(400);
    expect(isOperationError(CREATE_TENANT, caught) && caught.type === "constraint_violations_error").toBe(true);
    if (isOperationError(CREATE_TENANT, caught) && caught.type === "constraint_violations_error") {
      expect(caught.violations.name?.[0]?.code).toBe("not_unique");
    }
  });

  test("the 400 docs/contract.md shows is the document's", () => {
    const page = readFileSync(new URL("../../../docs/contract.md", import.meta.url), "utf8");
    const section = page.slice(page.indexOf("## The README's example in the document"));
    const json = section.slice(section.indexOf("```json") + 7, section.indexOf("```", section.indexOf("```json") + 7));
    const document = openApiDocument([CREATE_TENANT], { info: { title: "Tenants", version: "1.0.0" } });
    const paths = document["paths"] as { [path: string]: { post: { responses: { 400: unknown } } } };
    expect(withoutDescriptions(paths["/api/v1/tenants"]?.post.responses[400])).toStrictEqual(
      withoutDescriptions(JSON.parse(json)),
    );
  });
});
