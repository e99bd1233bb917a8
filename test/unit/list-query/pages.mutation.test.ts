import { describe, expect, test } from "vitest";
import type { PageBody } from "../../../src/list-query/index.js";
import { type FetchPage, pages } from "../../../src/list-query/index.js";

// Tests added for mutants that survived the rest of the suite: what pages() takes for a
// Response (its shape: ok, status and json together), and the causes it keeps.

const page: PageBody<string> = { totalResults: 1, startIndex: 1, itemsPerPage: 10, items: ["from the body"] };
const other: PageBody<string> = { totalResults: 1, startIndex: 1, itemsPerPage: 10, items: ["from json()"] };

async function firstPage(answer: unknown): Promise<PageBody<unknown>> {
  const fetchPage: FetchPage<unknown> = async () => answer as PageBody<unknown>;
  for await (const body of pages(fetchPage)) return body;
  throw new Error("no page");
}

describe("a page body is read as a Response only when it has ok, status and json together", () => {
  test.each([
    ["no ok", { ...page, status: 200, json: async () => other }],
    ["no status", { ...page, ok: true, json: async () => other }],
    ["no json", { ...page, ok: true, status: 200 }],
    ["json that is not a function", { ...page, ok: true, status: 200, json: other }],
  ])("a page with %s is the page itself", async (_, answer) => {
    expect((await firstPage(answer)).items).toStrictEqual(["from the body"]);
  });

  test("an object with all three is a Response: its json() gives the page", async () => {
    expect((await firstPage({ ok: true, status: 200, json: async () => other })).items).toStrictEqual(["from json()"]);
  });

  test("a function with the three members is no Response, and no page", async () => {
    const fn = Object.assign(() => undefined, { ok: true, status: 200, json: async () => other });
    await expect(firstPage(fn)).rejects.toThrow(/not a page \(body: a page body must be a JSON object\)/);
  });

  test("null is no page, said as such", async () => {
    await expect(firstPage(null)).rejects.toThrow(/not a page \(body: a page body must be a JSON object\)/);
  });
});

describe("the errors keep their causes", () => {
  test("a Response that is not JSON: the cause is the JSON error", async () => {
    const error = await firstPage(new Response("<html>", { status: 200 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).cause).toBeInstanceOf(SyntaxError);
  });

  test("a body that is not a page: the cause is the list of issues", async () => {
    const error = await firstPage({ totalResults: 1, startIndex: 1, itemsPerPage: 1 }).catch((e: unknown) => e);
    expect((error as TypeError).cause).toStrictEqual([{ path: "items", message: "items must be an array" }]);
  });
});
