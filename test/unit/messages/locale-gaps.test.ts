/**
 * What each locale of test/support/locales.ts still lacks, listed by name:
 * codes and phrases missing from its table or extra in it, sentences that read
 * as the English ones (and are not in its `sameAsEnglish`), and the lines a
 * locale needs outside its folder (package.json exports, .size-limit.json,
 * docs/messages.md). Run it while translating:
 *
 *   npm run locale:gaps          (or: npx vitest run test/unit/messages/locale-gaps.test.ts)
 *
 * tsc says the same of the table, but stops at the first error of a file;
 * this lists every gap at once, in plain words.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import sizeLimits from "../../../.size-limit.json" with { type: "json" };
import packageJson from "../../../package.json" with { type: "json" };
import { attributesOf, BASE_ERROR_STATUS, VIOLATION_CODES } from "../../../src/index.js";
import { type ConstraintAttributes, en, type Locale, violationMessage } from "../../../src/messages/index.js";
import { LOCALES, TYPICAL_ATTRIBUTES } from "../../support/locales.js";

const DOCS = readFileSync(new URL("../../../docs/messages.md", import.meta.url), "utf8");

/** The names `expected` has and `actual` lacks, and those `actual` has beyond them. */
function compare(what: string, expected: readonly string[], actual: object): string[] {
  const have = Object.keys(actual);
  return [
    ...expected.filter((name) => !have.includes(name)).map((name) => `missing ${what} ${name}`),
    ...have.filter((name) => !expected.includes(name)).map((name) => `extra ${what} ${name}`),
  ];
}

/** Every gap of one locale, in plain words; empty when it is complete. */
function gapsOf(locale: Locale, name: string, sameAsEnglish: readonly string[] = []): string[] {
  const gaps = [
    ...compare("violation code", VIOLATION_CODES, locale.violations ?? {}),
    ...compare("base code", Object.keys(BASE_ERROR_STATUS), locale.baseErrors ?? {}),
    ...compare("phrase", Object.keys(en.phrases), locale.phrases ?? {}),
    ...compare(
      "violations message",
      Object.keys(en.phrases.violationsMessages),
      locale.phrases?.violationsMessages ?? {},
    ),
  ];
  if (locale.tag !== "en" && !locale.tag.startsWith("en-")) {
    for (const code of VIOLATION_CODES) {
      if (!Object.hasOwn(locale.violations ?? {}, code) || sameAsEnglish.includes(code)) continue;
      const attributes = Object.fromEntries(
        attributesOf(code).map((attribute) => [attribute, TYPICAL_ATTRIBUTES[attribute]]),
      ) as ConstraintAttributes;
      const sentence = violationMessage({ code, constraintAttributes: attributes }, { locale });
      if (sentence === violationMessage({ code, constraintAttributes: attributes })) {
        gaps.push(`${code} reads as English: "${sentence}" (translate it, or list it in sameAsEnglish)`);
      }
    }
  }
  if (locale !== en) {
    const subpath = `./messages/${locale.tag}`;
    if (!Object.hasOwn(packageJson.exports, subpath)) gaps.push(`package.json has no exports line "${subpath}"`);
    if (!sizeLimits.some((limit) => limit.path === `dist/messages/${locale.tag}/index.js`)) {
      gaps.push(`.size-limit.json has no entry for dist/messages/${locale.tag}/index.js`);
    }
  }
  if (!DOCS.includes(`| \`${locale.tag}\` |`))
    gaps.push(`docs/messages.md lists no ${locale.tag} in its table of locales`);
  if (!DOCS.includes(`\`${name}\``)) gaps.push(`docs/messages.md does not name the export ${name}`);
  return gaps;
}

describe.each(LOCALES)("what locale $locale.tag still lacks", ({ locale, name, sameAsEnglish }) => {
  test("nothing", () => {
    const gaps = gapsOf(locale, name, sameAsEnglish);
    if (gaps.length > 0) console.log(`${locale.tag} lacks:\n  ${gaps.join("\n  ")}`);
    expect(gaps).toStrictEqual([]);
  });
});

describe("gapsOf", () => {
  test("names what an incomplete locale lacks", () => {
    const { blank: _blank, ...violations } = en.violations;
    const draft = { ...en, tag: "xx", violations: { ...violations, made_up: () => "x" } } as unknown as Locale;
    const gaps = gapsOf(draft, "xx");
    expect(gaps).toContain("missing violation code blank");
    expect(gaps).toContain("extra violation code made_up");
    expect(gaps).toContain('package.json has no exports line "./messages/xx"');
    expect(gaps).toContain(".size-limit.json has no entry for dist/messages/xx/index.js");
    expect(gaps).toContain("docs/messages.md lists no xx in its table of locales");
    expect(gaps.some((gap) => gap.startsWith("too_long reads as English"))).toBe(true);
  });

  test("a draft with no table at all is listed, not thrown", () => {
    const gaps = gapsOf({ tag: "yy" } as Locale, "yy");
    expect(gaps).toContain("missing violation code blank");
    expect(gaps).toContain("missing phrase wholeBody");
  });
});
