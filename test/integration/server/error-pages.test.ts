/**
 * The reference server serves a page for every code of its catalogue at /errors/{code}, where the
 * `type` of its problem-details answers points, by content negotiation and Accept-Language.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { createApp } from "../../../examples/reference-server/app.js";
import { testData } from "../../support/e2e.js";

/** The built catalogue, as the package ships it. */
const catalogue = JSON.parse(readFileSync(new URL("../../../dist/catalogue.json", import.meta.url), "utf8")) as {
  readonly [list in "violations" | "baseErrors" | "constraintViolations"]: { readonly [code: string]: unknown };
};

const app = createApp(testData(), { onUnexpected: () => {} });

describe("GET /errors/{code}", () => {
  test("too_long: HTML, Markdown or JSON by Accept; German by Accept-Language", async () => {
    const html = await app.request("/errors/too_long", { headers: { accept: "text/html" } });
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html;charset=UTF-8");
    expect(await html.text()).toContain("<h1>Error code <code>too_long</code></h1>");
    const markdown = await app.request("/errors/too_long", { headers: { accept: "text/markdown" } });
    expect(markdown.headers.get("content-type")).toBe("text/markdown;charset=UTF-8");
    expect(await markdown.text()).toMatch(/^# Error code `too_long`/);
    const json = await app.request("/errors/too_long", { headers: { accept: "application/json" } });
    expect(json.headers.get("content-type")).toBe("application/json;charset=UTF-8");
    const page = (await json.json()) as { code: string; messages: { locale: string }[] };
    expect(page.code).toBe("too_long");
    expect(page.messages.length).toBeGreaterThanOrEqual(35);
    const german = await app.request("/errors/too_long", { headers: { "accept-language": "de" } });
    expect(german.headers.get("content-language")).toBe("de");
    expect(await german.text()).toContain("<h1>Fehlercode <code>too_long</code></h1>");
  });

  test("every code of catalogue.json has a page, and the index links each", async () => {
    const codes = [
      ...Object.keys(catalogue.violations),
      ...Object.keys(catalogue.baseErrors),
      ...Object.keys(catalogue.constraintViolations),
    ];
    const index = await (await app.request("/errors/")).text();
    for (const code of codes) {
      expect(index).toContain(`href="/errors/${code}"`);
      const response = await app.request(`/errors/${code}`, { headers: { accept: "application/json" } });
      expect(response.status, code).toBe(200);
      await response.arrayBuffer();
    }
  });

  test("an unknown code is a 404 that suggests the nearest", async () => {
    const response = await app.request("/errors/to_long");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('href="/errors/too_long"');
  });
});

describe("problem details when Accept asks for them", () => {
  test("a 404's type is its code's page, which answers", async () => {
    const response = await app.request("/api/v1/users/nobody", {
      headers: { accept: "application/problem+json", "accept-language": "de" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("vary")).toContain("Accept");
    const problem = (await response.json()) as { type: string; status: number; code: string; detail: string };
    expect(problem).toMatchObject({ type: "/errors/user_not_found", status: 404, code: "user_not_found" });
    expect(problem.detail).toBe("Der Benutzer wurde nicht gefunden.");
    const page = await app.request(new URL(problem.type, "http://localhost/api/v1/users/nobody").pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<code>user_not_found</code>");
  });

  test("a constraint violations error lists its violations with pointers, in the language asked for", async () => {
    const response = await app.request("/api/v1/users", {
      method: "POST",
      headers: { accept: "application/problem+json", "content-type": "application/json", "accept-language": "de" },
      body: JSON.stringify({ email: "x".repeat(201) }),
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { type: string; errors: { pointer: string; detail: string }[] };
    expect(problem.type).toBe("/errors/message_body_constraint_violations");
    expect(problem.errors).toContainEqual(expect.objectContaining({ pointer: "#/email", code: "too_long" }));
  });

  test("an unknown route too; JSON stays the default, and every error answer varies by Accept", async () => {
    const problem = await app.request("/nowhere", { headers: { accept: "application/problem+json" } });
    expect(problem.headers.get("content-type")).toBe("application/problem+json");
    expect(((await problem.json()) as { type: string }).type).toBe("/errors/route_not_found");
    for (const accept of [undefined, "*/*", "application/json", "application/json, application/problem+json;q=0.5"]) {
      const response = await app.request("/nowhere", { headers: accept === undefined ? {} : { accept } });
      expect(response.headers.get("content-type")).toBe("application/json;charset=UTF-8");
      expect(response.headers.get("vary")).toMatch(/\bAccept\b/);
      await response.arrayBuffer();
    }
  });
});
