import { describe, expect, test } from "vitest";
import { ApiError, baseError, JSON_CONTENT_TYPE, toHttpResponse } from "../../../../src/index.js";

describe("ApiError headers", () => {
  test("names are stored in lower case, the object frozen; no headers gives an empty one", () => {
    const error = new ApiError(baseError({ code: "c", message: "m" }), {
      status: 401,
      headers: { "WWW-Authenticate": "Basic" },
    });
    expect(error.headers).toStrictEqual({ "www-authenticate": "Basic" });
    expect(Object.isFrozen(error.headers)).toBe(true);
    expect(new ApiError(baseError({ code: "user_not_found", message: "m" })).headers).toStrictEqual({});
  });

  test("a __proto__ header stays data", () => {
    const headers = JSON.parse('{"__proto__":"x"}') as Record<string, string>;
    const error = new ApiError(baseError({ code: "c", message: "m" }), { status: 400, headers });
    expect(Object.getPrototypeOf(error.headers)).toBe(Object.prototype);
    expect(Object.hasOwn(error.headers, "__proto__")).toBe(true);
  });

  test.each([
    ["a name with a space", { "retry after": "1" }],
    ["a value with CR LF", { "retry-after": "1\r\nset-cookie: a=b" }],
    ["a value above U+00FF", { "x-name": "\u0100" }],
    ["a value that is not a string", { "retry-after": 30 }],
  ])("%s is kept on the error but never sent", (_, headers) => {
    const error = new ApiError(baseError({ code: "c", message: "m" }), { status: 400, headers: headers as never });
    expect(Object.keys(error.headers)).toStrictEqual(Object.keys(headers));
    expect(toHttpResponse(error).headers).toStrictEqual({ "content-type": JSON_CONTENT_TYPE });
  });

  test("inherited headers are not read", () => {
    const headers = Object.create({ inherited: "x" }) as Record<string, string>;
    headers["own"] = "y";
    expect(new ApiError(baseError({ code: "c", message: "m" }), { status: 400, headers }).headers).toStrictEqual({
      own: "y",
    });
  });
});
