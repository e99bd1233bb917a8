import { describe, expect, test } from "vitest";
import { ApiError, baseError, constraintViolationsError, violation } from "../../../src/index.js";
import { de } from "../../../src/messages/de/index.js";
import { GOOGLE_BAD_REQUEST_TYPE, toGoogleBadRequest } from "../../../src/views/index.js";

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

describe("toGoogleBadRequest in a locale", () => {
  test("each field violation's description is the locale's sentence", () => {
    const error = constraintViolationsError({ violations: { name: violation("blank") } });
    expect(JSON.stringify(toGoogleBadRequest(error, { locale: de }))).toContain("darf nicht leer sein");
  });
});
