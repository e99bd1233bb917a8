/**
 * The reference server's error pages in headless Chromium (the Debian package, driven by
 * playwright-core): the index and a code's page in German and in Arabic (right to left), the
 * filter with and without JavaScript, the links followed, and a structural accessibility check
 * of each page (language, direction, landmarks, headings, labels, link names, table headers);
 * axe-core (a devDependency, installed on demand) reports no serious or critical violation.
 * Screenshots go to screenshots/ (git-ignored).
 */
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../../examples/reference-server/app.js";
import { startServer } from "../../../examples/reference-server/server.js";
import { CHROMIUM, CHROMIUM_FLAGS, CHROMIUM_LABEL as LABEL } from "../../support/chromium.js";
import { ROOT, requireRuntime, skipWithoutRuntime, whyUnavailable } from "../../support/runtimes/harness.js";
import { importTool, toolPath } from "../../support/tools.js";

// playwright-core and axe-core are test tools (test/tools, installed by the global setup),
// imported at run time; these are the parts of playwright's API this file uses, so that the
// typecheck needs no test tool.
interface Page {
  on(event: "pageerror", listener: (error: Error) => void): void;
  goto(url: string): Promise<{ status(): number } | null>;
  evaluate(expression: string): Promise<unknown>;
  textContent(selector: string): Promise<string | null>;
  getAttribute(selector: string, name: string): Promise<string | null>;
  fill(selector: string, value: string): Promise<void>;
  click(selector: string): Promise<void>;
  waitForURL(url: RegExp): Promise<void>;
  locator(selector: string): {
    count(): Promise<number>;
    evaluateAll<T>(run: (elements: Element[]) => T): Promise<T>;
  };
  screenshot(options: { path: string; fullPage: boolean }): Promise<unknown>;
  addScriptTag(options: { path: string }): Promise<unknown>;
  context(): { close(): Promise<void> };
}
interface Browser {
  newContext(options: {
    locale: string;
    javaScriptEnabled: boolean;
    viewport: { width: number; height: number };
  }): Promise<{ newPage(): Promise<Page> }>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<Browser> };
}

const FLAGS = [...CHROMIUM_FLAGS];
const SCREENSHOTS = join(ROOT, "screenshots");
const missing = whyUnavailable(LABEL, CHROMIUM);

/** axe-core's browser script, or why it cannot be found (it is installed on demand, not by npm ci). */
const AXE: { readonly script?: string; readonly missing?: string } = (() => {
  try {
    return { script: createRequire(toolPath("axe-core", "package.json")).resolve("axe-core/axe.min.js") };
  } catch {
    return { missing: "axe-core is not installed (npm install, or the on-demand install of the test tools)" };
  }
})();

let browser: Browser;
let server: string;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (missing !== undefined) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  const { chromium } = (await importTool("playwright-core")) as Playwright;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  closers.push(() => browser.close());
  const running = await startServer(createApp(undefined, { onUnexpected: () => {} }).fetch, 0);
  closers.push(() => running.close());
  server = running.url;
}, 60_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/**
 * What a page breaks of the structural rules an accessibility checker holds first: the
 * document's language and direction, one h1 and no skipped heading level, a main landmark,
 * every form control labelled, every link named, every table header cell scoped.
 */
const STRUCTURE = `(() => {
  const problems = [];
  const html = document.documentElement;
  if (!html.lang) problems.push("html has no lang");
  if (html.dir !== "ltr" && html.dir !== "rtl") problems.push("html has no dir");
  if (!document.title.trim()) problems.push("no title");
  if (document.querySelectorAll("main").length !== 1) problems.push("not one main landmark");
  if (document.querySelectorAll("h1").length !== 1) problems.push("not one h1");
  let level = 0;
  for (const heading of document.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
    const next = Number(heading.tagName[1]);
    if (next > level + 1) problems.push("heading level skipped at " + heading.textContent);
    level = next;
  }
  for (const control of document.querySelectorAll("input, select, textarea")) {
    if (control.labels.length === 0 && !control.getAttribute("aria-label")) problems.push("unlabelled " + control.id);
  }
  for (const link of document.querySelectorAll("a")) {
    if (!link.textContent.trim()) problems.push("a link without a name: " + link.href);
  }
  for (const th of document.querySelectorAll("th")) {
    if (!th.getAttribute("scope")) problems.push("a header cell without scope: " + th.textContent);
  }
  for (const element of document.querySelectorAll("[lang]")) {
    if (!element.getAttribute("lang").trim()) problems.push("an empty lang");
  }
  return problems;
})()`;

/** Opens `path` on the server in a page of `locale`, with or without JavaScript; collects page errors. */
async function open(path: string, locale: string, javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, javaScriptEnabled, viewport: { width: 1000, height: 1200 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`${server}${path}`);
  expect(response?.status()).toBe(200);
  return { page, errors };
}

/** The structural problems of the page and its language and direction. */
async function inspect(page: Page): Promise<{ lang: string; dir: string; problems: string[] }> {
  return {
    lang: (await page.evaluate("document.documentElement.lang")) as string,
    dir: (await page.evaluate("document.documentElement.dir")) as string,
    problems: (await page.evaluate(STRUCTURE)) as string[],
  };
}

describe.skipIf(skipWithoutRuntime(missing))(`error pages in ${LABEL}`, () => {
  test("German: the index filters as you type, and its link opens the code's page", async () => {
    requireRuntime(missing);
    const { page, errors } = await open("/errors/", "de-DE");
    expect(await inspect(page)).toStrictEqual({ lang: "de", dir: "ltr", problems: [] });
    expect(await page.textContent("h1")).toBe("Fehlercodes");
    const all = await page.locator("li[data-code]:visible").count();
    await page.fill("#q", "too_lo");
    const filtered = await page.locator("li[data-code]:visible").count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    await page.screenshot({ path: join(SCREENSHOTS, "error-pages-index-de.png"), fullPage: true });
    await page.click('a[href="/errors/too_long"]');
    await page.waitForURL(/\/errors\/too_long$/);
    expect(await inspect(page)).toStrictEqual({ lang: "de", dir: "ltr", problems: [] });
    expect(await page.textContent("h1")).toBe("Fehlercode too_long");
    expect(await page.textContent('td[lang="de"]')).toBe("darf höchstens 10 Zeichen lang sein");
    await page.screenshot({ path: join(SCREENSHOTS, "error-pages-too_long-de.png"), fullPage: true });
    expect(errors).toStrictEqual([]);
    await page.context().close();
  }, 60_000);

  test("Arabic, right to left: the language chosen stays along the links, back to the index", async () => {
    requireRuntime(missing);
    const { page, errors } = await open("/errors/?lang=ar", "en-US");
    expect(await inspect(page)).toStrictEqual({ lang: "ar", dir: "rtl", problems: [] });
    await page.click('a[href="/errors/too_long?lang=ar"]');
    await page.waitForURL(/\/errors\/too_long\?lang=ar$/);
    expect(await inspect(page)).toStrictEqual({ lang: "ar", dir: "rtl", problems: [] });
    expect(await page.getAttribute('td[lang="ar"]', "dir")).toBe("rtl");
    expect(await page.getAttribute('p[lang="en"]', "dir")).toBe("ltr");
    await page.screenshot({ path: join(SCREENSHOTS, "error-pages-too_long-ar.png"), fullPage: true });
    await page.click("header nav a");
    await page.waitForURL(/\/errors\/\?lang=ar$/);
    expect(await page.textContent("h1")).toBe("رموز الأخطاء");
    await page.click('footer a[hreflang="de"]');
    await page.waitForURL(/\?lang=de$/);
    expect(await page.evaluate("document.documentElement.lang")).toBe("de");
    expect(errors).toStrictEqual([]);
    await page.context().close();
  }, 60_000);

  test("without JavaScript the filter is a form the server answers", async () => {
    requireRuntime(missing);
    const { page } = await open("/errors/", "en-US", false);
    await page.fill("#q", "duration");
    await page.click('button[type="submit"]');
    await page.waitForURL(/\?q=duration$/);
    const codes = await page
      .locator("li[data-code]")
      .evaluateAll((items) => items.map((li) => li.getAttribute("data-code")));
    expect(codes).toContain("duration_greater_than");
    expect(codes).not.toContain("blank");
    expect(await inspect(page)).toMatchObject({ lang: "en", problems: [] });
    await page.context().close();
  }, 60_000);
});

/** The serious and critical violations axe-core finds on the page, by rule and target. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE.script as string });
  const violations = (await page.evaluate(
    "axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)",
  )) as { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}

describe.skipIf(skipWithoutRuntime(missing ?? AXE.missing))(`axe-core on the error pages in ${LABEL}`, () => {
  test("the index and a page, in German and in Arabic: no serious or critical violation", async () => {
    requireRuntime(missing ?? AXE.missing);
    for (const [path, locale] of [
      ["/errors/", "de-DE"],
      ["/errors/too_long", "de-DE"],
      ["/errors/?lang=ar", "en-US"],
      ["/errors/not_found?lang=ar", "en-US"],
    ] as const) {
      const { page } = await open(path, locale);
      expect(await axeViolations(page), `${path} (${locale})`).toStrictEqual([]);
      await page.context().close();
    }
  }, 120_000);
});
