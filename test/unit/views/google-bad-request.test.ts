import { describe, expect, test } from "vitest";
import { ApiError, baseError, constraintViolationsError, violation } from "../../../src/index.js";
import { fromGoogleBadRequest, GOOGLE_BAD_REQUEST_TYPE, toGoogleBadRequest } from "../../../src/views/index.js";

const ticket = "t-1";

describe("toGoogleBadRequest", () => {
  test("the spec's Create User example as an AIP-193 field violation", () => {
    const body = constraintViolationsError({
      ticket,
      violations: { email: violation("too_long", { maxLength: 200 }) },
    });
    expect(toGoogleBadRequest(body)).toStrictEqual({
      fieldViolations: [{ field: "email", description: "must be at most 200 characters", reason: "TOO_LONG" }],
    });
  });

  test("keys keep AIP-193's dotted paths with [0] indexes; one entry per detail in body order", () => {
    const body = constraintViolationsError({
      ticket,
      violations: {
        "protocol.type": violation("disallowed_enum"),
        "redirectUrls[0]": [violation("invalid_url"), violation("url_contained_fragment")],
        "": violation("not_json_object"),
      },
    });
    expect(toGoogleBadRequest(body).fieldViolations).toStrictEqual([
      { field: "protocol.type", description: "is not an allowed value", reason: "DISALLOWED_ENUM" },
      { field: "redirectUrls[0]", description: "is not a valid URL", reason: "INVALID_URL" },
      { field: "redirectUrls[0]", description: "must not contain a fragment (#...)", reason: "URL_CONTAINED_FRAGMENT" },
      { field: "", description: "must be a JSON object", reason: "NOT_JSON_OBJECT" },
    ]);
  });

  test("a base error has no field violations", () => {
    expect(toGoogleBadRequest(baseError({ code: "user_not_found", message: "m", ticket }))).toStrictEqual({
      fieldViolations: [],
    });
  });

  test("an ApiError gives the same BadRequest as its body", () => {
    const body = constraintViolationsError({ ticket, violations: { a: violation("blank") } });
    expect(toGoogleBadRequest(new ApiError(body))).toStrictEqual(toGoogleBadRequest(body));
  });

  test("message overrides reach description", () => {
    const body = constraintViolationsError({ ticket, violations: { a: violation("blank") } });
    expect(toGoogleBadRequest(body, { messages: { blank: () => "leer" } }).fieldViolations[0]?.description).toBe(
      "leer",
    );
  });

  test("the Any type URL for google.rpc.Status details", () => {
    expect(GOOGLE_BAD_REQUEST_TYPE).toBe("type.googleapis.com/google.rpc.BadRequest");
  });
});

describe("fromGoogleBadRequest", () => {
  test("reason is lower-cased back into the code; description is not read", () => {
    expect(
      fromGoogleBadRequest({ fieldViolations: [{ field: "email", reason: "TOO_LONG", description: "whatever" }] }),
    ).toStrictEqual({ ok: true, value: { email: [{ code: "too_long" }] } });
  });

  test("the proto field name field_violations is accepted too", () => {
    expect(fromGoogleBadRequest({ field_violations: [{ field: "a", reason: "BLANK" }] })).toStrictEqual({
      ok: true,
      value: { a: [{ code: "blank" }] },
    });
  });

  test('an absent field is "" (proto3 JSON leaves out empty strings)', () => {
    expect(fromGoogleBadRequest({ fieldViolations: [{ reason: "NOT_JSON_OBJECT" }] })).toStrictEqual({
      ok: true,
      value: { "": [{ code: "not_json_object" }] },
    });
  });

  test("an absent fieldViolations is no violations (proto3 JSON leaves out empty lists)", () => {
    expect(fromGoogleBadRequest({})).toStrictEqual({ ok: true, value: {} });
  });

  test("entries with the same field are grouped, in order", () => {
    expect(
      fromGoogleBadRequest({
        fieldViolations: [
          { field: "a", reason: "BLANK" },
          { field: "b", reason: "NULL" },
          { field: "a", reason: "TOO_SHORT", localizedMessage: { locale: "en", message: "x" } },
        ],
      }),
    ).toStrictEqual({ ok: true, value: { a: [{ code: "blank" }, { code: "too_short" }], b: [{ code: "null" }] } });
  });
});
