/**
 * The locales the build compiled into dist/ (scripts/compile-locales.mjs) and
 * the same data read at run time in the sources give the same sentence for
 * every variant of every code of every locale, isolation marks included; and
 * a compiled locale's module is data alone: it imports nothing and holds no
 * parser.
 */
import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { EN_DATA } from "../../../src/messages/en-data.js";
import type { Locale, LocaleData } from "../../../src/messages/index.js";
import { LOCALES } from "../../support/locales.js";
import { renderLocale } from "../../support/message-snapshots.js";

const ROOT = new URL("../../../", import.meta.url);

beforeAll(() => {
  if (!existsSync(new URL("dist/messages/index.js", ROOT)))
    throw new Error("dist/ is missing: run `npm run build` first");
});

/** The built module of a locale: English lives in the messages entry. */
const fileOf = (tag: string) => (tag === "en" ? "dist/messages/en.js" : `dist/messages/${tag}/index.js`);

function dataOf(tag: string): LocaleData {
  if (tag === "en" || tag === "en-XA") return EN_DATA;
  return JSON.parse(readFileSync(new URL(`src/messages/${tag}/messages.json`, ROOT), "utf8")) as LocaleData;
}

describe.each(LOCALES)("locale $locale.tag", ({ locale, name }) => {
  let compiled: Locale;
  beforeAll(async () => {
    const module = (await import(/* @vite-ignore */ new URL(fileOf(locale.tag), ROOT).href)) as Record<string, Locale>;
    compiled = module[name] as Locale;
  });

  test("the compiled module writes every sentence as the data read at run time does", () => {
    expect(compiled).toBeDefined();
    expect(compiled).not.toBe(locale);
    const data = dataOf(locale.tag);
    expect(renderLocale(data, compiled)).toStrictEqual(renderLocale(data, locale));
    expect(renderLocale(data, compiled, true)).toStrictEqual(renderLocale(data, locale, true));
  });

  test.skipIf(locale.tag === "en-XA")("the compiled module imports nothing and holds no parser", () => {
    const text = readFileSync(new URL(fileOf(locale.tag), ROOT), "utf8");
    expect(text).not.toMatch(/^\s*import\b|\bimport\(/m);
    expect(text).not.toMatch(/parseMessage|unclosed|compileLocale/);
    expect(text).toMatch(new RegExp(`^export const ${name} = \\{`, "m"));
  });
});
