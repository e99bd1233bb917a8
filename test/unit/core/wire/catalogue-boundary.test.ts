import { describe, expect, test } from "vitest";
import { coreCatalogue, defineCatalogue } from "../../../../src/catalogue/index.js";
import { baseError, toHttpResponse } from "../../../../src/index.js";
import { toProblemResponse } from "../../../../src/views/index.js";

const shop = defineCatalogue({
  extends: coreCatalogue,
  baseErrors: {
    payment_required: { status: 402, description: "Unpaid.", message: "Payment is required.", generic: true },
  },
});

describe("a boundary with a catalogue of one's own", () => {
  test("a thrown status answers with the catalogue's generic code of that status", () => {
    const answer = toHttpResponse({ status: 402 }, { catalogue: shop });
    expect(answer.status).toBe(402);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "payment_required", message: "Payment is required." });
  });

  test("a status it has no generic code for answers with the built-in fallback, as without a catalogue", () => {
    expect(JSON.parse(toHttpResponse({ status: 404 }, { catalogue: shop }).body).code).toBe("not_found");
    expect(JSON.parse(toHttpResponse({ status: 418 }, { catalogue: shop }).body).code).toBe("client_error");
    expect(JSON.parse(toHttpResponse({ status: 402 }).body).code).toBe("client_error");
  });

  test("toProblemResponse passes the catalogue to the boundary", async () => {
    const response = toProblemResponse({ status: 402 }, { catalogue: shop });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ code: "payment_required" });
  });
});

describe("baseError's init", () => {
  test("is refused when it is not an object", () => {
    expect(() => baseError(null as never)).toThrow(new TypeError("a base error's init must be an object"));
  });
});
