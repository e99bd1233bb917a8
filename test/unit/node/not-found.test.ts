import { describe, expect, test } from "vitest";
import { expressNotFoundHandler } from "../../../src/node/index.js";
import { recorder } from "../../support/node.js";

describe("not-found handlers", () => {
  test("Express's originalUrl wins over a url a router cut", () => {
    const res = recorder();
    expressNotFoundHandler({ ticket: () => "t" })({ method: "POST", url: "/x", originalUrl: "/api/x?y=1" }, res);
    expect(JSON.parse(res.body())).toMatchObject({ message: "No operation matches [POST /api/x]" });
  });

  test("a request without method or URL is GET /", () => {
    const res = recorder();
    expressNotFoundHandler({ ticket: () => "t" })({}, res);
    expect(JSON.parse(res.body())).toStrictEqual({
      type: "base_error",
      code: "route_not_found",
      message: "No operation matches [GET /]",
      ticket: "t",
    });
  });
});
