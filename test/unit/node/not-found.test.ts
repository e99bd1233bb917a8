import { describe, expect, test } from "vitest";
import { expressNotFoundHandler } from "../../../src/node/index.js";
import { recorder } from "../../support/node.js";

describe("not-found handlers", () => {
  test("Express's originalUrl wins over a url a router cut", () => {
    const res = recorder();
    expressNotFoundHandler({ newTicket: () => "t" })({ method: "POST", url: "/x", originalUrl: "/api/x?y=1" }, res);
    expect(JSON.parse(res.body())).toMatchObject({ message: "No operation matches [POST /api/x]" });
  });

  test("a request without method or URL is GET /", () => {
    const res = recorder();
    expressNotFoundHandler({ newTicket: () => "t" })({}, res);
    expect(JSON.parse(res.body())).toStrictEqual({
      type: "base_error",
      code: "route_not_found",
      message: "No operation matches [GET /]",
      ticket: "t",
    });
  });

  test("the method and path are quoted by quoteClientText: escaped, the path at most 256 characters, the method 32", () => {
    for (const length of [5000, 900_000]) {
      const res = recorder();
      const url = `/a\nb\u001b[31m\u2069\u202e${"x".repeat(length)}?q=1`;
      expressNotFoundHandler({ newTicket: () => "t" })({ method: `GE\u202eT${"T".repeat(100)}`, url }, res);
      const { message } = JSON.parse(res.body()) as { message: string };
      const path = `/a\\u000ab\\u001b[31m\\u2069\\u202e${"x".repeat(224)}…`;
      expect(message).toBe(`No operation matches [GE\\u202eT${"T".repeat(22)}… ${path}]`);
      expect(message).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    }
  });
});
