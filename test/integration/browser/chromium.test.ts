/**
 * The package in a real browser: headless Chromium from the Debian package `chromium`, driven
 * by playwright-core (never a downloaded browser build). One page on 127.0.0.1 runs the smoke
 * program over every entry, imported by package name through an import map; another page, on
 * the origin http://localhost:PORT, is a client of the reference server at
 * http://127.0.0.1:OTHER_PORT, with and without CORS_ORIGINS. Screenshots go to screenshots/
 * (git-ignored).
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../../examples/reference-server/app.js";
import { startServer } from "../../../examples/reference-server/server.js";
import { CHROMIUM, CHROMIUM_FLAGS, CHROMIUM_LABEL as LABEL } from "../../support/chromium.js";
import {
  entryNames,
  expectSmokePassed,
  manifest,
  ROOT,
  requireRuntime,
  type SmokeResult,
  skipWithoutRuntime,
  timed,
  whyUnavailable,
} from "../../support/runtimes/harness.js";
import { type PageServer, startPageServer } from "../../support/runtimes/page-server.js";
import { importTool } from "../../support/tools.js";

// playwright-core is a test tool (test/tools, installed by the global setup), imported at run
// time; these are the parts of its API this file uses, so that the typecheck needs no test tool.
interface Page {
  on(event: "pageerror", listener: (error: Error) => void): void;
  on(event: "console", listener: (message: { type(): string; text(): string }) => void): void;
  goto(url: string): Promise<unknown>;
  waitForSelector(selector: string, options: { timeout: number }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  screenshot(options: { path: string; fullPage: boolean }): Promise<unknown>;
  close(): Promise<void>;
}
interface Browser {
  newPage(options: { viewport: { width: number; height: number } }): Promise<Page>;
  close(): Promise<void>;
}
interface Playwright {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<Browser> };
}

const FLAGS = [
  ...CHROMIUM_FLAGS,
  // A host name that is neither localhost nor an IP literal: a plain-http page there is no
  // secure context, like an intranet tool's, and has no crypto.randomUUID.
  "--host-resolver-rules=MAP intranet.test 127.0.0.1",
];
const SCREENSHOTS = join(ROOT, "screenshots");
const missing = whyUnavailable(LABEL, CHROMIUM);

let browser: Browser;
let pages: PageServer;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (missing !== undefined) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  const { chromium } = (await importTool("playwright-core")) as Playwright;
  browser = await timed(`${LABEL} launch`, () => chromium.launch({ executablePath: CHROMIUM, args: FLAGS }));
  closers.push(() => browser.close());
  pages = await startPageServer();
  closers.push(() => pages.close());
}, 60_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** A page whose uncaught errors and console errors are kept, for the failure message. */
async function openPage(url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1400 } });
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    // Chromium logs every 4xx/5xx it loads; the error responses are what the client page asks for.
    if (message.type() === "error" && !message.text().includes("the server responded with a status of")) {
      problems.push(`console: ${message.text()}`);
    }
  });
  await page.goto(url);
  try {
    await page.waitForSelector("body[data-done]", { timeout: 20_000 });
  } catch {
    throw new Error(`${url} did not finish: ${problems.join("\n") || "no error reported"}`);
  }
  return { page, problems };
}

/** Starts a reference server on 127.0.0.1 whose id generator fails (so a valid create is the 500). */
async function referenceServer(corsOrigins: readonly string[]): Promise<string> {
  const app = createApp(undefined, {
    corsOrigins,
    maxBodyBytes: 64 * 1024,
    newId: () => {
      throw new Error("the id generator is down");
    },
    onUnexpected: () => {},
  });
  const running = await startServer(app.fetch, 0);
  closers.push(() => running.close());
  return running.url;
}

interface ClientResult {
  readonly step: string;
  readonly ok: boolean;
  readonly value?: unknown;
  readonly error?: { readonly kind: string; readonly [member: string]: unknown };
}

async function runClient(api: string, screenshot: string): Promise<{ results: ClientResult[]; problems: string[] }> {
  const { page, problems } = await openPage(`http://localhost:${pages.port}/client.html?api=${api}`);
  const results = (await page.evaluate("window.clientResults")) as ClientResult[];
  await page.screenshot({ path: join(SCREENSHOTS, screenshot), fullPage: true });
  await page.close();
  return { results, problems };
}

describe.skipIf(skipWithoutRuntime(missing))(LABEL, () => {
  test("a page on 127.0.0.1 runs the smoke program over every entry, imported by package name", async () => {
    requireRuntime(missing);
    const result = await timed(`${LABEL} smoke page`, async () => {
      const { page, problems } = await openPage(`http://127.0.0.1:${pages.port}/smoke.html`);
      expect(problems).toStrictEqual([]);
      const smoke = (await page.evaluate("window.smokeResult")) as SmokeResult;
      await page.screenshot({ path: join(SCREENSHOTS, "chromium-smoke.png"), fullPage: true });
      await page.close();
      return smoke;
    });
    expectSmokePassed(result, entryNames(await manifest()));
  }, 60_000);

  test("a plain-http page of an intranet host (no crypto.randomUUID): the smoke program passes, tickets are UUIDs", async () => {
    requireRuntime(missing);
    const { page, problems } = await openPage(`http://intranet.test:${pages.port}/smoke.html`);
    expect(problems).toStrictEqual([]);
    expectSmokePassed((await page.evaluate("window.smokeResult")) as SmokeResult, entryNames(await manifest()));
    const tickets = (await page.evaluate(`(async () => {
      const root = await import("api-error-model");
      const listQuery = await import("api-error-model/list-query");
      const views = await import("api-error-model/views");
      const filter = listQuery.parseFilter("a eq");
      const query = listQuery.parseListQuery("count=x", { attributes: {} });
      const response = root.toResponse(new Error("boom"));
      const problem = views.toProblemResponse("thrown");
      return {
        secure: window.isSecureContext,
        randomUUID: typeof crypto.randomUUID,
        tickets: [
          root.baseError({ code: "invalid_request", message: "bad" }).ticket,
          filter.ok ? "parsed" : filter.error.ticket,
          query.ok ? "parsed" : query.error.ticket,
          (await response.json()).ticket,
          (await problem.json()).ticket,
        ],
      };
    })()`)) as { secure: boolean; randomUUID: string; tickets: string[] };
    await page.close();
    expect(tickets.secure).toBe(false);
    expect(tickets.randomUUID).toBe("undefined");
    for (const ticket of tickets.tickets) {
      expect(ticket).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(tickets.tickets).size).toBe(tickets.tickets.length);
  }, 60_000);

  test("a client on another origin reads every typed error when the server sets CORS_ORIGINS", async () => {
    requireRuntime(missing);
    const api = await referenceServer([`http://localhost:${pages.port}`]);
    const { results, problems } = await timed(`${LABEL} client page, CORS on`, () =>
      runClient(api, "chromium-client-cors.png"),
    );
    expect(problems).toStrictEqual([]);
    const outcome = Object.fromEntries(results.map((result) => [result.step, result.error ?? result.value]));
    expect(outcome).toMatchObject({
      "create a user with a too-long email": {
        kind: "constraint violations",
        status: 400,
        code: "message_body_constraint_violations",
        violations: ["email: too_long"],
        maxLength: "200",
      },
      "list users with a bad query": {
        kind: "constraint violations",
        status: 400,
        code: "request_constraint_violations",
        violations: ["count: less_than", "sort_by: disallowed_enum"],
      },
      "list users with a bad filter": { kind: "base error", status: 400, code: "invalid_request" },
      "walk every page": { users: 64, distinct: 64, totalResults: 64, pages: 7 },
      "get an unknown user": { kind: "base error", status: 404, code: "user_not_found" },
      "delete the users (a method the route lacks)": { kind: "base error", status: 405, code: "method_not_allowed" },
      "send a body over the limit": { kind: "base error", status: 413, code: "payload_too_large" },
      "create a valid user while the server fails": { kind: "base error", status: 500, code: "internal_error" },
    });
    expect(results.map((result) => result.ok)).toStrictEqual([false, false, false, true, false, false, false, false]);
  }, 60_000);

  test("without CORS_ORIGINS the same client cannot read any answer: fetch rejects, no typed error exists", async () => {
    requireRuntime(missing);
    const api = await referenceServer([]);
    const { results, problems } = await timed(`${LABEL} client page, CORS off`, () =>
      runClient(api, "chromium-client-no-cors.png"),
    );
    // Chromium reports each blocked response on the console.
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.includes("CORS policy") || problem.includes("net::ERR_FAILED"))).toBe(
      true,
    );
    for (const result of results) {
      expect(result.error).toStrictEqual({ kind: "unreadable", name: "TypeError", message: "Failed to fetch" });
    }
    expect(results).toHaveLength(8);
  }, 60_000);
});
