import { describe, expect, test } from "vitest";
import { builtInCatalogue, coreCatalogue, defineCatalogue } from "../../../src/catalogue/index.js";
import { ar } from "../../../src/messages/ar/index.js";
import { de } from "../../../src/messages/de/index.js";
import { en } from "../../../src/messages/index.js";
import {
  type ErrorIndexJson,
  type ErrorPageData,
  errorIndex,
  errorPage,
  PAGE_WORDS,
} from "../../../src/pages/index.js";
import { wordsFor } from "../../../src/pages/words.js";

/** A team's catalogue: a deprecated code with and without its replacement, a bare base error. */
const shop = defineCatalogue({
  extends: coreCatalogue,
  attributes: { skuPattern: { description: "The pattern a SKU must match, such as AB-0000." } },
  violations: {
    sku_format_invalid: {
      attributes: ["skuPattern"],
      description: "The SKU does not have the shop's `format` <b>.",
      message: { "": "is not a valid SKU", skuPattern: "must be a SKU such as {skuPattern}" },
      deprecated: { since: "1.1.0", replacement: "too_long", reason: "Use *lengths*." },
    },
    sku_gone: { description: "The SKU is gone.", deprecated: { since: "1.2.0" } },
    payment_required: { description: "The order must be paid before it ships." },
  },
  baseErrors: {
    payment_required: { status: 402, description: "Pay first.", message: "Payment is required." },
    shop_closed: {
      status: 503,
      description: "The shop is closed.",
      message: "Closed.",
      details: { type: "object", properties: { reopens: { type: "string" } } },
      retryable: true,
    },
  },
});

/** The body of a page known to exist. */
function body(code: string, options: Parameters<typeof errorPage>[1] = {}): string {
  const page = errorPage(code, options);
  if (!page.ok) throw new Error(page.error.message);
  return page.value.body;
}

/** The JSON page of a code. */
function data(code: string, options: Parameters<typeof errorPage>[1] = {}): ErrorPageData {
  return JSON.parse(body(code, { ...options, format: "json" })) as ErrorPageData;
}

describe("errorPage, as data (the JSON format)", () => {
  test("a violation code: its attributes with their meaning, an example body and its message per locale", () => {
    expect(data("too_long", { locale: de, locales: [ar] })).toStrictEqual({
      code: "too_long",
      kind: "violation",
      title: "Too long",
      description: builtInCatalogue.violations.too_long.description,
      explanation: builtInCatalogue.violations.too_long.explanation,
      status: 400,
      attributes: [
        { name: "maxLength", form: "count", description: builtInCatalogue.attributes.maxLength.description },
      ],
      details: [],
      example: {
        type: "constraint_violations_error",
        code: "message_body_constraint_violations",
        message: "The request body has constraint violations.",
        ticket: "5f2b3c4d-0000-4000-8000-000000000000",
        violations: { field: [{ code: "too_long", constraintAttributes: { maxLength: "10" } }] },
      },
      messages: [
        { locale: "de", direction: "ltr", message: "darf höchstens 10 Zeichen lang sein" },
        { locale: "ar", direction: "rtl", message: "يجب ألا يزيد طوله عن 10 أحرف" },
        { locale: "en", direction: "ltr", message: "must be at most 10 characters" },
      ],
      since: "0.1.0",
    });
  });

  test("a violation code without attributes has a detail without constraintAttributes", () => {
    const page = data("blank");
    expect(page.attributes).toStrictEqual([]);
    expect(page.example).toMatchObject({ violations: { field: [{ code: "blank" }] } });
    expect(page.messages).toStrictEqual([{ locale: "en", direction: "ltr", message: "must not be blank" }]);
  });

  test("a base error: its status, whether to retry, its details members, its message", () => {
    const page = data("invalid_request");
    expect(page).toMatchObject({ kind: "baseError", status: 400, retryable: false, title: "Invalid request" });
    expect(page.details.map((field) => field.name)).toContain("position");
    expect(page.details.find((field) => field.name === "position")?.form).toBe("integer");
    expect(data("service_unavailable").retryable).toBe(true);
    expect(data("internal_error").details).toStrictEqual([]);
    expect(data("method_not_allowed").details.find((field) => field.name === "allowedMethods")?.form).toBe("string[]");
    expect(data("not_found", { locale: de }).messages[0]?.message).toBe("Die Ressource wurde nicht gefunden.");
  });

  test("a constraint violations code: status 400, an example with one violation", () => {
    const page = data("request_constraint_violations");
    expect(page.kind).toBe("constraintViolations");
    expect(page.example).toMatchObject({
      code: "request_constraint_violations",
      violations: { field: [{ code: "blank" }] },
    });
    expect(page.messages[0]?.message).toBe("The request has constraint violations.");
  });

  test("a team's codes: sample values by form, titles from the code, no since, deprecations, bare details", () => {
    const sku = data("sku_format_invalid", { catalogue: shop });
    expect(sku.example).toMatchObject({ violations: { field: [{ constraintAttributes: { skuPattern: "example" } }] } });
    expect(sku.deprecated).toStrictEqual({ since: "1.1.0", replacement: "too_long", reason: "Use *lengths*." });
    expect(sku.since).toBeUndefined();
    expect(sku.explanation).toBeUndefined();
    const payment = data("payment_required", { catalogue: shop });
    expect(payment).toMatchObject({ title: "Payment required", status: 402, details: [] });
    expect(data("shop_closed", { catalogue: shop }).details).toStrictEqual([
      { name: "reopens", form: "string", description: "" },
    ]);
  });

  test("a name that is a base error and a violation code is the base error's page, the violation inside", () => {
    const page = data("not_found", { locale: de });
    expect(page.kind).toBe("baseError");
    expect(page.status).toBe(404);
    expect(page.violation?.kind).toBe("violation");
    expect(page.violation?.description).toBe(builtInCatalogue.violations.not_found.description);
    expect(page.violation?.messages[0]?.locale).toBe("de");
    const html = body("not_found", { locale: de });
    expect(html).toContain('<h2 id="also-violation">Auch ein Verletzungscode</h2>');
    expect(html.indexOf("also-violation")).toBeGreaterThan(html.indexOf('id="messages"'));
    const md = body("not_found", { format: "markdown" });
    expect(md).toContain("## Also a violation code");
    expect(md).toContain("### Message in every language");
    expect(data("too_long").violation).toBeUndefined();
  });

  test("a team's shared name without explanations, and a constraint violations page, in HTML and Markdown", () => {
    const html = body("payment_required", { catalogue: shop });
    expect(html).toContain('<h2 id="also-violation">');
    expect(html).toContain("The order must be paid before it ships.");
    expect(body("payment_required", { catalogue: shop, format: "markdown" })).toContain("## Also a violation code");
    expect(body("request_constraint_violations")).toContain(
      "The code of a constraint violations error (status 400): its violations list each problem.",
    );
  });

  test("the reader's locale is listed once, first; English is always there", () => {
    const tags = data("blank", { locale: de, locales: [de, en, ar] }).messages.map((m) => m.locale);
    expect(tags).toStrictEqual(["de", "en", "ar"]);
  });
});

describe("errorPage, as HTML", () => {
  test("a whole document with lang, dir, landmarks and one h1", () => {
    const html = body("too_long", { locale: ar });
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(html).toContain("<main>");
    expect(html).toContain('<nav aria-label="رموز الأخطاء"><a href="./">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<p lang="en" dir="ltr">The string is longer than the maximum length.</p>');
    expect(html).toContain('<td lang="ar" dir="rtl">');
    expect(html).not.toContain("<footer>");
  });

  test("English pages do not mark English text", () => {
    expect(body("too_long")).toContain("<p>The string is longer than the maximum length.</p>");
  });

  test("catalogue text is escaped, its backtick spans are code; a deprecation links its replacement", () => {
    const html = body("sku_format_invalid", { catalogue: shop, basePath: "/errors/" });
    expect(html).toContain("The SKU does not have the shop&#39;s <code>format</code> &lt;b&gt;.");
    expect(html).toContain('<a href="/errors/too_long"><code>too_long</code></a>');
    expect(html).toContain("Use *lengths*.");
    const gone = body("sku_gone", { catalogue: shop });
    expect(gone).toContain('<h2 id="deprecated">Deprecated</h2>');
    expect(gone).not.toContain("Use instead");
    expect(gone).toContain("This code carries no constraint attributes.");
  });

  test("a base error shows its status, retry and details", () => {
    const html = body("shop_closed", { catalogue: shop });
    expect(html).toContain("<dt>HTTP status</dt><dd>503</dd><dt>Worth sending again unchanged</dt><dd>yes</dd>");
    expect(html).toContain('<h2 id="details">Details</h2>');
    expect(body("payment_required", { catalogue: shop })).toContain("<dd>no</dd>");
  });

  test("a language Intl cannot name is shown by its tag", () => {
    const html = body("blank", {
      locales: [
        { ...de, tag: "qaa" },
        { ...de, tag: "not a tag" },
      ],
    });
    expect(html).toContain('<th scope="row">qaa <code>qaa</code></th>');
    expect(html).toContain('<th scope="row">not a tag <code>not a tag</code></th>');
  });
});

describe("errorPage, as Markdown", () => {
  test("headings, tables and the example, in the reader's words", () => {
    const md = body("too_long", { locale: de, format: "markdown", extension: ".md" });
    expect(md).toMatch(/^# Fehlercode `too_long`\n/);
    expect(md).toContain("| `maxLength` | `count` | The largest number of characters a string may have. |");
    expect(md).toContain("| Deutsch `de` | darf höchstens 10 Zeichen lang sein |");
    expect(md).toContain("````json\n{");
    expect(md).toContain("[Fehlercodes](<index.md>)");
  });

  test("deprecations, details, retry and a code without attributes", () => {
    const sku = body("sku_format_invalid", { catalogue: shop, format: "markdown" });
    expect(sku).toContain("- **Use instead:** [`too_long`](<too_long>)");
    expect(sku).toContain("- **Why:** Use \\*lengths\\*.");
    expect(sku).toContain("The SKU does not have the shop's `format` \\<b\\>.");
    const gone = body("sku_gone", { catalogue: shop, format: "markdown" });
    expect(gone).not.toContain("Use instead");
    expect(gone).toContain("This code carries no constraint attributes.");
    const closed = body("shop_closed", { catalogue: shop, format: "markdown" });
    expect(closed).toContain("- **Worth sending again unchanged:** yes");
    expect(closed).toContain("| `reopens` | `string` |  |");
    expect(body("not_found", { format: "markdown" })).toContain("## When it is sent and how to fix the request");
    expect(body("payment_required", { catalogue: shop, format: "markdown" })).not.toContain("## When it is sent");
  });
});

describe("errorPage for a name the catalogue does not have", () => {
  test("fails with the nearest code and a page in each format", () => {
    const html = errorPage("to_long", { basePath: "/errors/" });
    expect(html.ok).toBe(false);
    if (html.ok) return;
    expect(html.error.message).toBe('unknown code "to_long"');
    expect(html.error.suggestion).toBe("too_long");
    expect(html.error.page.body).toContain('Did you mean <a href="/errors/too_long"><code>too_long</code></a>?');
    const md = errorPage("to_long", { format: "markdown", locale: de });
    expect(!md.ok && md.error.page.body).toContain("Meinten Sie [`too_long`](<too_long>)?");
    const json = errorPage("to_long", { format: "json" });
    expect(!json.ok && JSON.parse(json.error.page.body)).toStrictEqual({ code: null, suggestion: "too_long" });
  });

  test("without a near code, no suggestion", () => {
    for (const format of ["html", "markdown", "json"] as const) {
      const page = errorPage("payment", { format });
      expect(page.ok).toBe(false);
      if (page.ok) continue;
      expect(page.error.suggestion).toBeUndefined();
      expect(page.error.page.body).not.toMatch(/Did you mean|suggestion/);
    }
  });
});

describe("errorIndex", () => {
  test("HTML: a filter form, the codes by kind, each linked; a script enhances the filter", () => {
    const html = errorIndex({ basePath: "/errors/" }).body;
    expect(html).toContain('<form method="get" role="search">');
    expect(html).toContain('<label for="q">Filter the codes</label>');
    expect(html).toContain('<li data-code="too_long"><a href="/errors/too_long"><code>too_long</code></a>: ');
    expect(html).toContain('<h2 id="constraintViolations">Constraint violations codes</h2>');
    expect(html).toContain("<script>");
  });

  test("Markdown and JSON list every code; deprecated ones say so", () => {
    const md = errorIndex({ catalogue: shop, format: "markdown", extension: ".md" }).body;
    expect(md).toContain("- [`sku_gone`](<sku_gone.md>): The SKU is gone. (Deprecated)");
    expect(errorIndex({ catalogue: shop }).body).toContain("The SKU is gone.</span> (Deprecated)");
    const json = JSON.parse(errorIndex({ catalogue: shop, format: "json", basePath: "/e/" }).body) as ErrorIndexJson;
    const codes = json.codes.map((entry) => entry.code);
    expect(codes).toHaveLength(Object.keys(shop.violations).length + Object.keys(shop.baseErrors).length + 2);
    expect(json.codes.find((entry) => entry.code === "payment_required" && entry.kind === "baseError")).toStrictEqual({
      code: "payment_required",
      kind: "baseError",
      description: "Pay first.",
      href: "/e/payment_required",
    });
  });
});

describe("PAGE_WORDS", () => {
  test("every language has every word, and English is first", () => {
    const keys = Object.keys(PAGE_WORDS[0] ?? {}).sort();
    expect(PAGE_WORDS[0]?.tag).toBe("en");
    for (const words of PAGE_WORDS) {
      expect(Object.keys(words).sort()).toStrictEqual(keys);
      for (const value of Object.values(words)) expect(value).not.toBe("");
    }
  });

  test("a tag finds its language's words, by region too; another language reads English", () => {
    expect(wordsFor("de").tag).toBe("de");
    expect(wordsFor("de-CH").tag).toBe("de");
    expect(wordsFor("pt-BR").tag).toBe("pt-BR");
    expect(wordsFor("zh-Hant").tag).toBe("zh-Hant");
    expect(wordsFor("fa").direction).toBe("rtl");
    expect(wordsFor("sw").tag).toBe("en");
  });
});
