import { describe, expect, test } from "vitest";
import {
  ApiError,
  baseError,
  EXCERPT_LENGTH,
  isUnexpectedResponseError,
  UnexpectedResponseError,
} from "../../../../src/index.js";

const notFound = baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t1" });
describe("UnexpectedResponseError", () => {
  test("is an Error with a literal name, recognised by its brand across copies", () => {
    const error = new UnexpectedResponseError({ status: 502, reason: "invalid_json", text: "<html>" });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("UnexpectedResponseError");
    expect(error.contentType).toBeNull();
    expect(isUnexpectedResponseError(error)).toBe(true);
    const copy = Object.defineProperty({}, Symbol.for("api-error-model.UnexpectedResponseError"), { value: true });
    expect(isUnexpectedResponseError(copy)).toBe(true);
  });

  test("isUnexpectedResponseError is false for other values, a hostile Proxy included", () => {
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    for (const value of [null, undefined, "x", new Error("x"), new ApiError(notFound), proxy]) {
      expect(isUnexpectedResponseError(value)).toBe(false);
    }
  });

  test("without a text the excerpt is empty", () => {
    expect(new UnexpectedResponseError({ status: 500, reason: "unreadable_body" }).excerpt).toBe("");
  });

  test("keeps the headers it is given by lower-case name, frozen; none by default", () => {
    const error = new UnexpectedResponseError({ status: 503, reason: "not_json", headers: { "Retry-After": "5" } });
    expect(error.headers).toStrictEqual({ "retry-after": "5" });
    expect(Object.isFrozen(error.headers)).toBe(true);
    expect(new UnexpectedResponseError({ status: 503, reason: "not_json" }).headers).toStrictEqual({});
  });
});

describe("the excerpt of an unexpected response is cut at 1024 characters, never inside a surrogate pair", () => {
  test.each([
    ["a high surrogate U+D800", "\ud800", EXCERPT_LENGTH - 1],
    ["a high surrogate U+DBFF", "\udbff", EXCERPT_LENGTH - 1],
    ["a low surrogate U+DC00", "\udc00", EXCERPT_LENGTH],
    ["U+D7FF", "\ud7ff", EXCERPT_LENGTH],
    ["U+E000", "\ue000", EXCERPT_LENGTH],
  ])("%s as the 1024th character keeps %i... characters", (_, unit, kept) => {
    const text = `${"a".repeat(EXCERPT_LENGTH - 1)}${unit}${"b".repeat(10)}`;
    expect(new UnexpectedResponseError({ status: 502, reason: "invalid_json", text }).excerpt).toBe(
      text.slice(0, kept),
    );
  });
});
