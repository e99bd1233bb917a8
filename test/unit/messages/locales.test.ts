/**
 * Every locale of test/support/locales.ts, rendered whole: every code with
 * typical attributes and without, every base code, every phrase. A new locale
 * is checked by adding its line to that registry.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FILTER_EXPECTED } from "../../../src/core/catalogue/built-in/filter-expected.js";
import {
  attributesOf,
  BASE_ERROR_STATUS,
  baseError,
  type ConstraintAttributes,
  constraintViolationsError,
  type ErrorDetails,
  type KnownBaseErrorCode,
  VIOLATION_CODES,
  type ViolationCode,
  violation,
} from "../../../src/index.js";
import { parseFilter } from "../../../src/list-query/index.js";
import { enXA, pseudoLocalize } from "../../../src/messages/en-XA/index.js";
import {
  describeError,
  en,
  errorMessage,
  formatterFor,
  type Locale,
  violationMessage,
} from "../../../src/messages/index.js";
import { COUNT_CODES, LOCALES, OTHER_ATTRIBUTES, TYPICAL_ATTRIBUTES } from "../../support/locales.js";

/** The typical attributes of a code: only those it carries. */
function typicalAttributes(code: ViolationCode): ConstraintAttributes {
  return Object.fromEntries(attributesOf(code).map((name) => [name, TYPICAL_ATTRIBUTES[name]]));
}

/** The details of the base errors whose sentence reads them, one entry per branch of their templates. */
const BASE_VARIANTS: readonly (readonly [KnownBaseErrorCode, ErrorDetails])[] = [
  ["mfa_challenge_verification_failed", { attemptsRemaining: 0 }],
  ["mfa_challenge_verification_failed", { attemptsRemaining: 1 }],
  ["mfa_challenge_verification_failed", { attemptsRemaining: 2 }],
  ["mfa_challenge_verification_failed", { attemptsRemaining: -1 }],
  ["invalid_request", { parameter: "filter", position: 3, column: 4, expected: "operator", found: "xx" }],
  ["invalid_request", { parameter: "filter", position: 3, column: 4, expected: "value" }],
  ["invalid_request", { parameter: "filter", position: 3, column: 4 }],
  ["invalid_request", { found: "xx" }],
  ["invalid_request", { parameter: "filter" }],
  ["invalid_request", {}],
  ["route_not_found", { method: "GET", path: "/nowhere" }],
  ["method_not_allowed", { allowedMethods: ["GET", "HEAD"], method: "PUT", path: "/x" }],
  ["payload_too_large", { maxBytes: 1000 }],
  ["unsupported_media_type", { supportedMediaTypes: ["application/json"] }],
];

/** Every sentence a locale makes, by a name that tells where it comes from. */
function everySentence(locale: Locale): Map<string, string> {
  const out = new Map<string, string>();
  const say = (where: string, sentence: string | undefined) => out.set(where, sentence ?? "");
  for (const code of VIOLATION_CODES) {
    say(code, violationMessage({ code }, { locale }));
    const names = attributesOf(code);
    if (names.length > 0) {
      say(
        `${code} (attributes)`,
        violationMessage({ code, constraintAttributes: typicalAttributes(code) }, { locale }),
      );
    }
    // Each attribute alone, and in its other typical spelling, so that every branch of a template is read.
    for (const name of names.length > 1 ? names : []) {
      say(
        `${code} (${name})`,
        violationMessage({ code, constraintAttributes: { [name]: TYPICAL_ATTRIBUTES[name] } }, { locale }),
      );
    }
    for (const name of names) {
      const other = OTHER_ATTRIBUTES[name];
      if (other !== undefined) {
        say(
          `${code} (${name} ${other})`,
          violationMessage({ code, constraintAttributes: { [name]: other } }, { locale }),
        );
      }
    }
  }
  for (const code of Object.keys(BASE_ERROR_STATUS) as KnownBaseErrorCode[]) {
    say(code, errorMessage(baseError({ code, message: "m" }), { locale }));
  }
  for (const [code, details] of BASE_VARIANTS) {
    say(`${code} ${JSON.stringify(details)}`, errorMessage(baseError({ code, message: "m", details }), { locale }));
  }
  const body = constraintViolationsError({ violations: { "": violation("blank") } });
  say("whole body", describeError(body, { locale })[0]);
  say("body message", errorMessage(body, { locale }));
  const request = constraintViolationsError({
    code: "request_constraint_violations",
    violations: { "": violation("blank") },
  });
  say("whole request", describeError(request, { locale })[0]);
  say("request message", errorMessage(request, { locale }));
  const unknown = { limit: "3" } as ConstraintAttributes;
  say("unknown code", violationMessage({ code: "newer_code", constraintAttributes: unknown }, { locale }));
  say("request failed", describeError(baseError({ code: "teapot", message: " " }), { locale })[0]);
  return out;
}

const english = everySentence(en);
const MESSAGES = new URL("../../../src/messages/", import.meta.url);

describe.each(LOCALES)("locale $locale.tag", ({ locale, name, thousand, sameAsEnglish = [] }) => {
  const sentences = everySentence(locale);

  test("its subpath exports one object, named by its tag in camel case, that carries its tag (en-XA: and pseudoLocalize)", async () => {
    const path = `../../../src/messages/${locale.tag}/index.js`;
    const module = (await import(/* @vite-ignore */ path)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toStrictEqual(locale.tag === "en-XA" ? [name, "pseudoLocalize"] : [name]);
    expect(module[name]).toBe(locale);
    expect(name).toBe(locale.tag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()));
  });

  test("renders every code, with and without attributes, with no hole", () => {
    for (const [where, sentence] of sentences) {
      expect(sentence.trim(), where).not.toBe("");
      expect(sentence, where).not.toMatch(/undefined|NaN|\[object|\$\{|(?:^|\s)#(?:\s|$)/);
    }
  });

  test.skipIf(locale.tag.startsWith("en"))("leaves no English behind, but for the codes it lists", () => {
    const same = [...sentences].filter(([where, sentence]) => english.get(where) === sentence).map(([where]) => where);
    expect(same.filter((where) => !(sameAsEnglish as readonly string[]).includes(where))).toStrictEqual([]);
    // The list of exceptions stays honest: each one still reads as English.
    for (const code of sameAsEnglish) expect(same, code).toContain(code);
  });

  test.skipIf(locale.tag.startsWith("en"))(
    "words every expected value of a filter syntax error itself: no English of the list-query parser",
    () => {
      // The parser's English phrases (their words, the quoted tokens aside), and the codes a sentence would show raw.
      const english = [
        ...Object.values(FILTER_EXPECTED),
        "expected",
        "found",
        "end of input",
        "end of the filter",
      ].filter((phrase) => /[a-z]{3,}/.test(phrase.replace(/"[^"]*"/g, "")));
      const raw = (code: string) => (code.includes("_") ? new RegExp(`\\b${code}\\b`) : /^$/);
      // A phrase as words: not inside a word of the locale's (Malay "dijangka digit" holds "a digit").
      const phrase = (words: string) =>
        new RegExp(`(?<!\\p{L})${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u");
      const filters = [
        "",
        "a",
        "a eq",
        "a in 1",
        'a in ("x" "y")',
        "a eq 1 b",
        "(a eq 1",
        'e[t eq "w"',
        "not a",
        "a.",
        "a eq 1.",
        'a eq "\\x"',
        'a eq "\\u0g"',
        'a eq "x',
        'a eq "\n"',
        "a eq 1a",
        "a eq 1e999",
        "a:b: pr",
      ];
      const seen = new Set<string>();
      for (const filter of filters) {
        const parsed = parseFilter(filter);
        if (parsed.ok || parsed.syntax === undefined) throw new Error(`${filter} should not parse`);
        seen.add(parsed.syntax.expected);
        const sentence = errorMessage(parsed.error, { locale }) ?? "";
        for (const words of english) expect(sentence, `${filter}: ${sentence}`).not.toMatch(phrase(words));
        expect(sentence).not.toMatch(raw(parsed.syntax.expected));
      }
      for (const expected of Object.keys(FILTER_EXPECTED)) {
        for (const found of [{ found: "x" }, {}]) {
          const details = { parameter: "query", position: 0, column: 1, expected, ...found };
          const sentence =
            errorMessage(baseError({ code: "invalid_request", message: "m", details }), { locale }) ?? "";
          for (const words of english) expect(sentence, `${expected}: ${sentence}`).not.toMatch(phrase(words));
          expect(sentence, expected).not.toMatch(raw(expected));
        }
      }
      expect(seen.size).toBeGreaterThan(12);
    },
  );

  test("writes numbers its own way", () => {
    expect(violationMessage({ code: "too_long", constraintAttributes: { maxLength: "1000" } }, { locale })).toContain(
      thousand,
    );
  });

  test("a count takes one form per Intl.PluralRules category: counts of the same category read alike", () => {
    const rules = new Intl.PluralRules(locale.tag);
    const counts = [0, 1, 2, 3, 5, 11, 21, 100];
    for (const [code, attribute] of COUNT_CODES) {
      const formOf = new Map<string, string>();
      for (const count of counts) {
        const sentence = violationMessage({ code, constraintAttributes: { [attribute]: String(count) } }, { locale });
        const form = sentence.replace(new Intl.NumberFormat(locale.tag).format(count), "#");
        const category = rules.select(count);
        expect(formOf.get(category) ?? form, `${code} ${count}`).toBe(form);
        formOf.set(category, form);
      }
    }
  });

  test("isolates every inserted value when it reads right to left", () => {
    const sentence = violationMessage(violation("disallowed_enum", { allowedValues: "asc,desc" }), { locale });
    if (locale.direction === "rtl") expect(sentence).toContain("\u2068asc\u2069");
    else expect(sentence).not.toMatch(/[\u2068\u2069]/);
  });

  test("property: a sentence holds only the locale's text and the declared attributes, never another value of the body", () => {
    const value = fc.string({ minLength: 1, maxLength: 12 }).map((text) => `Q${text.replace(/[,\s]/g, "")}Z`);
    fc.assert(
      fc.property(
        fc.constantFrom(...VIOLATION_CODES),
        fc.dictionary(fc.string({ maxLength: 8 }), value),
        (code, extra) => {
          const declared = typicalAttributes(code);
          const sentence = violationMessage({ code, constraintAttributes: { ...extra, ...declared } }, { locale });
          expect(sentence).toBe(violationMessage({ code, constraintAttributes: declared }, { locale }));
          for (const [key, stray] of Object.entries(extra))
            if (!Object.hasOwn(declared, key)) expect(sentence).not.toContain(stray);
        },
      ),
    );
  });
});

describe("all locales together", () => {
  test("the registry holds every locale folder of src/messages, once", () => {
    const folders = readdirSync(MESSAGES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.ts`, MESSAGES)))
      .map((entry) => entry.name);
    expect(LOCALES.map(({ locale }) => locale.tag).sort()).toStrictEqual(folders.sort());
  });

  test("a locale module only loads its data: it imports the compiler and its messages.json (en-XA: English and the formatter)", () => {
    for (const { locale } of LOCALES) {
      const text = readFileSync(new URL(`${locale.tag}/index.ts`, MESSAGES), "utf8");
      const runtime = [...text.matchAll(/^(?:import|export) (?!type )[^;]*?from "([^"]+)"/gm)].map((match) => match[1]);
      const allowed =
        locale.tag === "en-XA"
          ? ["../en.js", "../format.js"]
          : locale.tag === "en"
            ? ["../en.js"]
            : ["../compile-locale.js", "./messages.json"];
      expect(runtime.length, locale.tag).toBeGreaterThan(0);
      for (const specifier of runtime) expect(allowed, `${locale.tag} imports ${specifier}`).toContain(specifier);
    }
  });

  test("no locale file holds a function, a conditional or a loop (en-XA, made from English by code, aside)", () => {
    for (const { locale } of LOCALES) {
      if (locale.tag === "en-XA") continue;
      const module = readFileSync(new URL(`${locale.tag}/index.ts`, MESSAGES), "utf8");
      // The code of the module, its comments left out: imports and one constant, nothing that decides.
      const code = module.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      expect(code, locale.tag).not.toMatch(/=>|\bfunction\b|\bif\b|\?|\bfor\b|\bwhile\b|\bswitch\b|&&|\|\||\bclass\b/);
      expect(code.match(/^export /gm)?.length, locale.tag).toBe(1);
      if (locale.tag === "en") continue;
      // The data is JSON: strings in objects, which no code can be.
      const data = JSON.parse(readFileSync(new URL(`${locale.tag}/messages.json`, MESSAGES), "utf8")) as unknown;
      const kinds = new Set<string>();
      const walk = (node: unknown): void => {
        kinds.add(typeof node);
        if (typeof node === "object" && node !== null) for (const child of Object.values(node)) walk(child);
      };
      walk(data);
      expect([...kinds].sort(), locale.tag).toStrictEqual(["object", "string"]);
    }
  });

  test("concurrent calls in two locales do not mix", async () => {
    const [first, second] = [LOCALES[0]?.locale ?? en, LOCALES.at(-1)?.locale ?? en];
    const detail = violation("too_long", { maxLength: 1000 });
    const expected = [violationMessage(detail, { locale: first }), violationMessage(detail, { locale: second })];
    expect(expected[0]).not.toBe(expected[1]);
    const runs = Array.from({ length: 200 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index % 3));
      return violationMessage(detail, { locale: index % 2 === 0 ? first : second });
    });
    const results = await Promise.all(runs);
    for (const [index, result] of results.entries()) expect(result).toBe(expected[index % 2]);
  });

  const ru = LOCALES.find(({ locale }) => locale.tag === "ru")?.locale;
  test("Russian: 1 and 21 share a form, 2 and 5 each have their own", () => {
    expect(ru, "the registry holds Russian").toBeDefined();
    const form = (count: number) =>
      violationMessage(violation("size_greater_than", { maxSize: count }), { locale: ru ?? en }).replace(
        String(count),
        "#",
      );
    expect(form(21)).toBe(form(1));
    expect(new Set([form(1), form(2), form(5)]).size).toBe(3);
  });

  const ar = LOCALES.find(({ locale }) => locale.tag === "ar")?.locale;
  test("Arabic: 0, 1, 2, 3, 11 and 100 each have their own form", () => {
    expect(ar, "the Arabic locale is registered").toBeDefined();
    const form = (count: number) =>
      violationMessage(violation("size_greater_than", { maxSize: count }), { locale: ar ?? en }).replace(
        new Intl.NumberFormat("ar").format(count),
        "#",
      );
    expect(new Set([0, 1, 2, 3, 11, 100].map(form)).size).toBe(6);
  });
});

describe("pseudoLocalize", () => {
  test("en-XA keeps every inserted value as it is, and brackets the sentence", () => {
    const sentence = violationMessage(violation("disallowed_enum", { allowedValues: "asc,desc" }), { locale: enXA });
    expect(sentence).toMatch(/^\[.*\basc\b.*\bdesc\b.* ·+\]$/);
  });

  const f = formatterFor("en");
  const table = {
    suspended: (a: { id: string }, format: typeof f) => `User ${format.text(a.id)} is suspended`,
    tooMany: (a: { n: string; kinds: string }, format: typeof f) =>
      `${format.count(a.n, { one: "# try", other: "# tries" })} of ${format.list(a.kinds, "or")}, until ${format.date("2024-05-01")}`,
  };
  const pseudo = pseudoLocalize(table);

  test("accents and brackets the sentence, lengthened by a third of its letters, and keeps what the formatter writes", () => {
    expect(pseudo.suspended({ id: "abc-1" }, f)).toBe("[Ûšéŕ abc-1 îš šûšþéñđéđ ·····]");
    const sentence = pseudo.tooMany({ n: "3", kinds: "sms, email" }, f);
    expect(sentence).toMatch(/^\[3 ţŕîéš öƒ sms öŕ email, ûñţîļ .*2024.* ·+\]$/);
  });

  test("keeps the codes of the table, and its templates' own behaviour for what they do not write", () => {
    expect(Object.keys(pseudo)).toStrictEqual(["suspended", "tooMany"]);
    expect(pseudo.tooMany({ n: "1", kinds: "" }, f)).toContain("1 ţŕý");
    const lists = pseudoLocalize({ none: (_: unknown, format: typeof f) => String(format.list(undefined, "or")) });
    expect(lists.none(undefined, f)).toBe("[ûñđéƒîñéđ ···]");
  });
});
