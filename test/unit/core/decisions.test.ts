// The design's decisions that concern errors, each as its own test.
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, test, vi } from "vitest";
import * as root from "../../../src/index.js";
import {
  ApiError,
  baseError,
  constraintViolationsError,
  formatPath,
  hasViolation,
  parseErrorBody,
  parsePath,
  toResponse,
  violation,
  violations,
} from "../../../src/index.js";

const CORE = new URL("../../../src/core/", import.meta.url);

describe("design decision Package", () => {
  test("the core imports nothing but its own files: no dependencies, no Node built-ins", () => {
    // Which core files may import which is test/unit/architecture.test.ts's; here, that nothing comes from outside.
    const files = readdirSync(CORE, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const text = readFileSync(new URL(name, CORE), "utf8");
      const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm)].map((m) => m[1]);
      for (const specifier of specifiers)
        expect(specifier, `${name} imports ${specifier}`).toMatch(/^\.\.?\/(?:\.\.\/)?[\w/-]+\.js$/);
      expect(text, name).not.toMatch(/\brequire\(|\bimport\(/);
      // Under mutation testing (Stryker) each file carries an instrumentation header that reads process.env.
      if (!text.includes("stryNS_9fa48")) expect(text, name).not.toMatch(/\bprocess\.|\bBuffer\b/);
    }
  });

  test("the root entry exports the public names the design lists", () => {
    const names = [
      "VIOLATION_CODES",
      "isViolationCode",
      "CONSTRAINT_ATTRIBUTES",
      "isConstraintAttribute",
      "baseError",
      "constraintViolationsError",
      "violation",
      "violations",
      "formatPath",
      "parsePath",
      "isErrorBody",
      "isBaseError",
      "isConstraintViolationsError",
      "hasViolation",
      "parseErrorBody",
      "ApiError",
      "isApiError",
      "toResponse",
      "errorFromResponse",
    ];
    for (const name of names) expect(root, name).toHaveProperty(name);
  });
});

describe("design decision Nested paths", () => {
  test.each([
    [["protocol", "type"], "protocol.type"],
    [["redirectUrls", 0], "redirectUrls[0]"],
    [["a", 2, "b"], "a[2].b"],
    [["a.b"], '["a.b"]'],
    [[], ""],
  ])("%j is the key %j, and back", (segments, key) => {
    expect(formatPath(segments)).toBe(key);
    expect(parsePath(key)).toStrictEqual({ ok: true, value: segments });
  });

  test('a violation on the whole body is under ""', () => {
    const body = violations().add([], violation("not_json_object")).toError();
    expect(hasViolation(body, "", "not_json_object")).toBe(true);
  });
});

describe("design decision Query and header keys", () => {
  test("query parameters by wire name, headers by lower-case name, path parameters by template name", () => {
    const found = violations()
      .add("start_index", violation("less_than", { minValue: 1 }))
      .add("sort_by", violation("duplicate_elements"))
      .add("content-type", violation("disallowed_enum", { allowedValues: ["application/json"] }))
      .add("id", violation("invalid_token"));
    expect(Object.keys(found.toViolations())).toStrictEqual(["start_index", "sort_by", "content-type", "id"]);
  });

  test("such keys are written as they are when given as strings, and quoted when given as segments", () => {
    expect(formatPath(["start_index"])).toBe("start_index");
    expect(formatPath(["content-type"])).toBe('["content-type"]');
  });
});

describe("design decision Top-level code", () => {
  test("body-field violations default to message_body_constraint_violations", () => {
    expect(constraintViolationsError({ violations: { email: violation("blank") } }).code).toBe(
      "message_body_constraint_violations",
    );
  });

  test("other parts take request_constraint_violations, and no other top-level code is built", () => {
    expect(
      constraintViolationsError({ code: "request_constraint_violations", violations: { count: violation("blank") } })
        .code,
    ).toBe("request_constraint_violations");
    expect(() =>
      constraintViolationsError({ code: "base_error" as never, violations: { count: violation("blank") } }),
    ).toThrow(TypeError);
  });

  test("one error per response: a handler that finds request-part problems answers with those only", () => {
    function handler(query: URLSearchParams, body: { email?: string }): ApiError | undefined {
      const request = violations();
      if (query.has("count") && Number(query.get("count")) < 0)
        request.add("count", violation("less_than", { minValue: 0 }));
      const requestError = request.toError({ code: "request_constraint_violations" });
      if (requestError !== undefined) return new ApiError(requestError);
      const fields = violations();
      if (body.email === undefined) fields.add("email", violation("undefined"));
      const fieldError = fields.toError();
      return fieldError === undefined ? undefined : new ApiError(fieldError);
    }
    const both = handler(new URLSearchParams("count=-1"), {});
    expect(both?.code).toBe("request_constraint_violations");
    expect(Object.keys(both?.violations ?? {})).toStrictEqual(["count"]);
    expect(handler(new URLSearchParams(""), {})?.code).toBe("message_body_constraint_violations");
  });
});

describe("design decision Status", () => {
  test.each([
    ["constraint_violations_error", constraintViolationsError({ violations: { a: violation("blank") } }), 400],
    ["user_not_found", baseError({ code: "user_not_found", message: "m" }), 404],
    [
      "mfa_challenge_verification_failed",
      baseError({ code: "mfa_challenge_verification_failed", message: "m", details: { attemptsRemaining: 1 } }),
      400,
    ],
    ["invalid_request", baseError({ code: "invalid_request", message: "m" }), 400],
  ])("%s is answered with %i", (_, body, status) => {
    expect(toResponse(new ApiError(body as never)).status).toBe(status);
  });

  test("an unexpected failure is a 500 with code internal_error", async () => {
    const response = toResponse(new Error("boom"));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { code: string }).code).toBe("internal_error");
  });

  test("other base codes: the status is given by the caller, with no silent default", () => {
    expect(() => new ApiError(baseError({ code: "conflict", message: "m" }) as never)).toThrow(TypeError);
    expect(toResponse(new ApiError(baseError({ code: "conflict", message: "m" }), { status: 409 })).status).toBe(409);
  });
});

describe("design decision Unexpected failures", () => {
  test("never the thrown message, stack, cause or details", async () => {
    const thrown = new ApiError(baseError({ code: "x", message: "msg-secret", details: { d: "details-secret" } }), {
      status: 500,
      cause: new Error("cause-secret"),
    });
    const text = await toResponse(thrown).text();
    for (const secret of ["msg-secret", "details-secret", "cause-secret", "at "]) expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toStrictEqual({
      type: "base_error",
      code: "internal_error",
      message: "An unexpected error occurred.",
      ticket: JSON.parse(text).ticket,
    });
  });
});

describe("design decision Ticket", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("crypto.randomUUID() by default, for the builders and the safe 500", async () => {
    const spy = vi.spyOn(globalThis.crypto, "randomUUID").mockReturnValue("00000000-0000-4000-8000-000000000000");
    expect(baseError({ code: "x", message: "m" }).ticket).toBe("00000000-0000-4000-8000-000000000000");
    expect(constraintViolationsError({ violations: { a: violation("blank") } }).ticket).toBe(
      "00000000-0000-4000-8000-000000000000",
    );
    expect(((await toResponse(null).json()) as { ticket: string }).ticket).toBe("00000000-0000-4000-8000-000000000000");
    expect(spy).toHaveBeenCalledTimes(3);
  });

  test("injectable: a given ticket is used", async () => {
    expect(baseError({ code: "x", message: "m", ticket: "abc" }).ticket).toBe("abc");
    expect(((await toResponse(null, { ticket: () => "abc" }).json()) as { ticket: string }).ticket).toBe("abc");
  });

  test("always present on every body", () => {
    expect(typeof baseError({ code: "x", message: "m" }).ticket).toBe("string");
    expect(typeof violations().add("a", violation("blank")).toError()?.ticket).toBe("string");
  });
});

describe("design decision Unknown codes on the client", () => {
  const wire = JSON.parse(
    '{"type":"constraint_violations_error","code":"message_body_constraint_violations","message":"m","ticket":"t","violations":{"a":[{"code":"added_next_year"}]}}',
  );

  test("the parser keeps a code it does not know", () => {
    expect(parseErrorBody(wire)).toStrictEqual({ ok: true, value: wire });
    // A code this client does not know is looked for through a string (a literal would not compile).
    const newCode: string = "added_next_year";
    expect(hasViolation(wire, "a", newCode)).toBe(true);
  });

  test("a strict mode rejects it", () => {
    expect(parseErrorBody(wire, { strict: true }).ok).toBe(false);
  });
});

describe("design decision Builders", () => {
  test("accept only known violation codes", () => {
    expect(() => (violation as (code: string) => unknown)("added_next_year")).toThrow(TypeError);
  });

  test("accept only known attribute names", () => {
    expect(() => violation("too_long", { maxChars: 1 } as never)).toThrow(TypeError);
  });

  test("numbers, strings and string lists are stored as strings, lists comma-joined", () => {
    expect(violation("too_long", { maxLength: 200 }).constraintAttributes).toStrictEqual({ maxLength: "200" });
    expect(violation("too_long", { maxLength: "200" }).constraintAttributes).toStrictEqual({ maxLength: "200" });
    expect(violation("unknown", { allowedValues: ["ACTIVE", "PENDING"] }).constraintAttributes).toStrictEqual({
      allowedValues: "ACTIVE,PENDING",
    });
  });
});
