import { describe, expect, test } from "vitest";
import { coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import { ar } from "../../../src/messages/ar/index.js";
import { de } from "../../../src/messages/de/index.js";
import { en } from "../../../src/messages/index.js";
import { type ErrorPageData, errorPagesHandler } from "../../../src/pages/index.js";

const pages = errorPagesHandler({ locales: [en, de, ar] });

/** A GET of `path` with headers. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Request {
  return new Request(`http://localhost${path}`, { method, headers });
}

describe("errorPagesHandler", () => {
  test("a code's page as HTML by default, with its language and Vary", async () => {
    const response = pages(get("/errors/too_long"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html;charset=UTF-8");
    expect(response.headers.get("content-language")).toBe("en");
    expect(response.headers.get("vary")).toBe("Accept, Accept-Language");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<a href="/errors/">Error codes</a>');
    expect(html).toContain('<a href="?lang=de" hreflang="de" lang="de">Deutsch</a>');
  });

  test("Markdown and JSON by Accept; German by Accept-Language", async () => {
    const markdown = pages(get("/errors/too_long", { accept: "text/markdown", "accept-language": "de-CH, de;q=0.9" }));
    expect(markdown.headers.get("content-type")).toBe("text/markdown;charset=UTF-8");
    expect(markdown.headers.get("content-language")).toBe("de");
    expect(await markdown.text()).toMatch(/^# Fehlercode `too_long`/);
    const json = pages(get("/errors/too_long", { accept: "application/json" }));
    expect(json.headers.get("content-type")).toBe("application/json;charset=UTF-8");
    const page = (await json.json()) as ErrorPageData;
    expect(page.messages.map((m) => m.locale)).toStrictEqual(["en", "de", "ar"]);
  });

  test("an Accept that takes no page format gets HTML", async () => {
    const response = pages(get("/errors/blank", { accept: "image/png" }));
    expect(response.headers.get("content-type")).toBe("text/html;charset=UTF-8");
  });

  test("?lang= chooses an offered language and stays along the links", async () => {
    const response = pages(get("/errors/too_long?lang=ar", { "accept-language": "de" }));
    expect(response.headers.get("content-language")).toBe("ar");
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<a href="/errors/?lang=ar">');
    const unknown = pages(get("/errors/too_long?lang=xx", { "accept-language": "de" }));
    expect(unknown.headers.get("content-language")).toBe("de");
  });

  test("the index, filtered by q, with its form", async () => {
    const html = await pages(get("/errors/?q=LONG")).text();
    expect(html).toContain('value="LONG"');
    expect(html).toContain('data-code="too_long"');
    expect(html).not.toContain('data-code="blank"');
    const json = (await pages(get("/errors/", { accept: "application/json" })).json()) as { codes: unknown[] };
    expect(json.codes.length).toBeGreaterThan(100);
    const markdown = await pages(get("/errors/?q=no-such-code", { accept: "text/markdown" })).text();
    expect(markdown).toBe("# Error codes\n");
    const long = await pages(get(`/errors/?q=${"a".repeat(200)}`)).text();
    expect(long).toContain(`value="${"a".repeat(100)}"`);
  });

  test("the base path without its slash redirects to it, keeping the query", () => {
    const response = pages(get("/errors?lang=de"));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/errors/?lang=de");
  });

  test("an unknown name is a 404 that suggests the nearest code; JSON asks get an error body", async () => {
    const html = pages(get("/errors/to_long"));
    expect(html.status).toBe(404);
    expect(await html.text()).toContain('<a href="/errors/too_long">');
    const json = pages(get("/errors/to_long", { accept: "application/json", "accept-language": "de" }));
    expect(json.status).toBe(404);
    expect(json.headers.get("content-language")).toBe("de");
    expect(await json.json()).toMatchObject({
      type: "base_error",
      code: "not_found",
      message: "Die Ressource wurde nicht gefunden.",
    });
  });

  test("a path outside the base path, or a name that does not decode, is not found", async () => {
    expect(pages(get("/other")).status).toBe(404);
    const broken = pages(get("/errors/%E0%A4%A"));
    expect(broken.status).toBe(404);
    expect(await broken.text()).toContain("There is no error code of that name.");
  });

  test("a name is percent-decoded", () => {
    expect(pages(get("/errors/too%5Flong")).status).toBe(200);
  });

  test("HEAD answers the headers without a body; another method is a 405 with Allow", async () => {
    const head = pages(get("/errors/too_long", {}, "HEAD"));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html;charset=UTF-8");
    expect(await head.text()).toBe("");
    const post = pages(get("/errors/too_long", {}, "POST"));
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect(await post.json()).toMatchObject({ code: "method_not_allowed" });
  });

  test("defaults: the built-in catalogue in English under /errors/; a team's catalogue under its own path", async () => {
    const plain = errorPagesHandler();
    const html = await plain(get("/errors/too_long", { "accept-language": "de" })).text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain("<footer>");
    const shop = defineCatalogue({
      extends: coreCatalogue,
      baseErrors: { payment_required: { status: 402, description: "Pay first.", message: "Pay." } },
    });
    const own = errorPagesHandler({ catalogue: shop, basePath: "/docs/errors/" });
    expect(own(get("/docs/errors/payment_required")).status).toBe(200);
    expect(own(get("/docs/errors/password_breached")).status).toBe(404);
  });
});
