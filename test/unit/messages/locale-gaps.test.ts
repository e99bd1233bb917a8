/**
 * What each locale of test/support/locales.ts still lacks, listed by name:
 * codes, variants and phrases missing from its messages.json or extra in it,
 * placeholders a variant reads that English's does not (or the other way),
 * sentences that read as the English ones (and are not in its
 * `sameAsEnglish`), and the lines a locale needs outside its folder
 * (package.json exports, .size-limit.json, docs/messages.md). Run it while
 * translating:
 *
 *   npm run locale:gaps          (or: npx vitest run test/unit/messages/locale-gaps.test.ts)
 *
 * A locale's data is compared with English's, which the catalogue
 * definition holds (src/messages/en-data.ts): the same codes, variant keys
 * and placeholder names.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import sizeLimits from "../../../.size-limit.json" with { type: "json" };
import packageJson from "../../../package.json" with { type: "json" };
import type { MessageDefinition } from "../../../src/core/catalogue/definition.js";
import { attributesOf, type ConstraintAttributes, VIOLATION_CODES } from "../../../src/index.js";
import { messageArguments } from "../../../src/internal/icu/message-arguments.js";
import { parseMessage } from "../../../src/internal/icu/parse-message.js";
import { EN_DATA } from "../../../src/messages/en-data.js";
import { type LocaleData, readLocale, violationMessage } from "../../../src/messages/index.js";
import { LOCALES, TYPICAL_ATTRIBUTES } from "../../support/locales.js";

const MESSAGES = new URL("../../../src/messages/", import.meta.url);
const DOCS = readFileSync(new URL("../../../docs/messages.md", import.meta.url), "utf8");

/** A shipped locale's data: its messages.json, or English's (en-XA is made from English). */
function dataOf(tag: string): LocaleData {
  if (tag === "en" || tag === "en-XA") return EN_DATA;
  return JSON.parse(readFileSync(new URL(`${tag}/messages.json`, MESSAGES), "utf8")) as LocaleData;
}

/** The names `expected` has and `actual` lacks, and those `actual` has beyond them. */
function compare(what: string, expected: readonly string[], actual: readonly string[]): string[] {
  return [
    ...expected.filter((name) => !actual.includes(name)).map((name) => `missing ${what} ${name}`),
    ...actual.filter((name) => !expected.includes(name)).map((name) => `extra ${what} ${name}`),
  ];
}

/** The variants of a message, `""` alone for one pattern. */
function variantsOf(message: MessageDefinition | undefined): { readonly [key: string]: string } {
  if (message === undefined) return {};
  return typeof message === "string" ? { "": message } : message;
}

/** The names a pattern reads, sorted; `undefined` when it does not parse. */
function readsOf(pattern: unknown): string | undefined {
  if (typeof pattern !== "string") return undefined;
  const parsed = parseMessage(pattern);
  return parsed.ok ? [...messageArguments(parsed.value).keys()].sort().join(", ") : undefined;
}

/** The gaps of one table of codes: codes, variants, and what each variant reads. */
function tableGaps(
  what: string,
  english: { readonly [code: string]: MessageDefinition },
  own: { readonly [code: string]: MessageDefinition } | undefined,
): string[] {
  const table = own ?? {};
  const gaps = compare(what, Object.keys(english), Object.keys(table));
  for (const code of Object.keys(english)) {
    if (!Object.hasOwn(table, code)) continue;
    const englishVariants = variantsOf(english[code]);
    const ownVariants = variantsOf(table[code]);
    gaps.push(...compare(`variant of ${code}:`, Object.keys(englishVariants), Object.keys(ownVariants)));
    for (const key of Object.keys(englishVariants)) {
      if (!Object.hasOwn(ownVariants, key)) continue;
      const reads = readsOf(ownVariants[key]);
      const wanted = readsOf(englishVariants[key]);
      if (reads === undefined) gaps.push(`${code} [${key}] does not parse`);
      else if (reads !== wanted) gaps.push(`${code} [${key}] reads {${reads}}, English reads {${wanted}}`);
    }
  }
  return gaps;
}

/** Every gap of one locale, in plain words; empty when it is complete. */
function gapsOf(data: LocaleData, name: string, sameAsEnglish: readonly string[] = []): string[] {
  const english = EN_DATA;
  const gaps = [
    ...tableGaps("violation code", english.violations ?? {}, data.violations),
    ...tableGaps("base code", english.baseErrors ?? {}, data.baseErrors),
    ...compare("phrase", Object.keys(english.phrases ?? {}), Object.keys(data.phrases ?? {})),
    ...compare(
      "violations message",
      Object.keys(english.phrases?.violationsMessages ?? {}),
      Object.keys(data.phrases?.violationsMessages ?? {}),
    ),
  ];
  const read = readLocale(data);
  if (!read.ok) gaps.push(...read.error.problems.map((problem) => `refused: ${problem}`));
  const tag = data.tag;
  if (read.ok && tag !== "en" && !tag.startsWith("en-")) {
    for (const code of VIOLATION_CODES) {
      if (!Object.hasOwn(data.violations ?? {}, code) || sameAsEnglish.includes(code)) continue;
      const attributes = Object.fromEntries(
        attributesOf(code).map((attribute) => [attribute, TYPICAL_ATTRIBUTES[attribute]]),
      ) as ConstraintAttributes;
      const sentence = violationMessage({ code, constraintAttributes: attributes }, { locale: read.value });
      if (sentence === violationMessage({ code, constraintAttributes: attributes })) {
        gaps.push(`${code} reads as English: "${sentence}" (translate it, or list it in sameAsEnglish)`);
      }
    }
  }
  if (tag !== "en") {
    const subpath = `./messages/${tag}`;
    if (!Object.hasOwn(packageJson.exports, subpath)) gaps.push(`package.json has no exports line "${subpath}"`);
    if (!sizeLimits.some((limit) => limit.path === `dist/messages/${tag}/index.js`)) {
      gaps.push(`.size-limit.json has no entry for dist/messages/${tag}/index.js`);
    }
  }
  if (!DOCS.includes(`| \`${tag}\` |`)) gaps.push(`docs/messages.md lists no ${tag} in its table of locales`);
  if (!DOCS.includes(`\`${name}\``)) gaps.push(`docs/messages.md does not name the export ${name}`);
  return gaps;
}

describe.each(LOCALES)("what locale $locale.tag still lacks", ({ locale, name, sameAsEnglish }) => {
  test("nothing", () => {
    const gaps = gapsOf(dataOf(locale.tag), name, sameAsEnglish);
    if (gaps.length > 0) console.log(`${locale.tag} lacks:\n  ${gaps.join("\n  ")}`);
    expect(gaps).toStrictEqual([]);
  });
});

test("every folder with a messages.json is a locale of the registry, with its module", () => {
  const folders = readdirSync(MESSAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/messages.json`, MESSAGES)))
    .map((entry) => entry.name);
  const gaps = folders.flatMap((folder) => [
    ...(existsSync(new URL(`${folder}/index.ts`, MESSAGES))
      ? []
      : [`src/messages/${folder} has a messages.json but no index.ts (copy src/messages/de/index.ts)`]),
    ...(LOCALES.some(({ locale }) => locale.tag === folder)
      ? []
      : [`test/support/locales.ts has no line for ${folder}`]),
  ]);
  if (gaps.length > 0) console.log(`locales not wired in:\n  ${gaps.join("\n  ")}`);
  expect(gaps).toStrictEqual([]);
});

describe("gapsOf", () => {
  test("names what an incomplete locale lacks", () => {
    const { blank: _blank, ...violations } = EN_DATA.violations ?? {};
    const draft: LocaleData = {
      ...EN_DATA,
      tag: "xx",
      violations: {
        ...violations,
        too_short: { "": "is too short" },
        too_long: { "": "x", maxLength: "at most {maxLength} or {maxLength, number}", extra: "y" },
        greater_than: { "": "x", maxValue: "{maxValue", "maxValue:exclusive": "{maxValue}" },
      },
    };
    const gaps = gapsOf(draft, "xx");
    expect(gaps).toContain("missing violation code blank");
    expect(gaps).toContain("missing variant of too_short: minLength");
    expect(gaps).toContain("extra variant of too_long: extra");
    expect(gaps).toContain("greater_than [maxValue] does not parse");
    expect(gaps).toContain('package.json has no exports line "./messages/xx"');
    expect(gaps).toContain(".size-limit.json has no entry for dist/messages/xx/index.js");
    expect(gaps).toContain("docs/messages.md lists no xx in its table of locales");
    expect(gaps.some((gap) => gap.startsWith("refused: violations.too_long"))).toBe(true);
    const reads = gapsOf(
      { ...EN_DATA, tag: "yy", violations: { ...EN_DATA.violations, too_long: { "": "x", maxLength: "at most" } } },
      "yy",
    );
    expect(reads).toContain("too_long [maxLength] reads {}, English reads {maxLength}");
    expect(reads.some((gap) => gap.startsWith("blank reads as English"))).toBe(true);
  });

  test("a draft with no table at all is listed, not thrown", () => {
    const gaps = gapsOf({ tag: "yy" }, "yy");
    expect(gaps).toContain("missing violation code blank");
    expect(gaps).toContain("missing phrase wholeBody");
  });
});
