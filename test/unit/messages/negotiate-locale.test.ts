import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { en, type Locale, negotiateLocale } from "../../../src/messages/index.js";

/** Locales with nothing but a tag: negotiation reads only the tag. */
const offer = (tag: string): Locale => ({ ...en, tag });
const de = offer("de");
const ptBR = offer("pt-BR");
const pt = offer("pt");
const zhHans = offer("zh-Hans");
const zhHant = offer("zh-Hant");
const fr = offer("fr");
const ALL = [de, ptBR, pt, zhHans, zhHant, fr];

describe("negotiateLocale", () => {
  test.each([
    ["de-CH, de;q=0.9, en;q=0.8", de],
    ["fr;q=0.5, de", de],
    ["pt-BR", ptBR],
    ["pt-PT", pt],
    ["zh-Hant-TW", zhHant],
    ["zh-TW", zhHant],
    ["zh-CN", zhHans],
    ["zh", zhHans],
    ["DE", de],
    ["en-US, de;q=0.5", de],
    ["*", de],
    ["de;q=0, *", ptBR],
    ["fr-CA;q=0.3, de-AT;q=0.3", fr],
  ])("%o gives %o", (header, expected) => {
    expect(negotiateLocale(header, ALL).tag).toBe(expected.tag);
  });

  test("a pseudo-locale is chosen by its exact tag only: en-US, en and * never find en-XA", () => {
    const enXA = offer("en-XA");
    const arXB = offer("ar-XB");
    expect(negotiateLocale("en-US", [de, enXA])).toBe(en);
    expect(negotiateLocale("en", [enXA])).toBe(en);
    expect(negotiateLocale("en-GB, en;q=0.9", [enXA, de])).toBe(en);
    expect(negotiateLocale("*", [enXA, de])).toBe(de);
    expect(negotiateLocale("ar", [arXB])).toBe(en);
    expect(negotiateLocale("en-XA", [de, enXA])).toBe(enXA);
    expect(negotiateLocale("EN-xa, de;q=0.5", [de, enXA])).toBe(enXA);
    expect(negotiateLocale("en-XA;q=0, de", [de, enXA])).toBe(de);
  });

  test("pt-BR falls back to pt, then to English", () => {
    expect(negotiateLocale("pt-BR", [pt, de])).toBe(pt);
    expect(negotiateLocale("pt-BR", [de])).toBe(en);
  });

  test("a language finds an offered locale of that language when nothing nearer is offered", () => {
    expect(negotiateLocale("pt", [de, ptBR])).toBe(ptBR);
  });

  test("English when nothing fits, no header, or a header of garbage; an offered English wins over the built-in one", () => {
    expect(negotiateLocale("ja, ko;q=0.5", ALL)).toBe(en);
    expect(negotiateLocale(undefined, ALL)).toBe(en);
    expect(negotiateLocale(null, ALL)).toBe(en);
    expect(negotiateLocale("", ALL)).toBe(en);
    expect(negotiateLocale(";;;,,,q=2", ALL)).toBe(en);
    expect(negotiateLocale("de;q=2", ALL)).toBe(en);
    expect(negotiateLocale("de;x=1", ALL)).toBe(en);
    const myEnglish = offer("en");
    expect(negotiateLocale("ja", [de, myEnglish])).toBe(myEnglish);
    expect(negotiateLocale("*", [])).toBe(en);
  });

  test("an offered tag twice: the first one", () => {
    expect(negotiateLocale("de", [de, offer("DE")])).toBe(de);
  });

  test("a language Intl cannot expand is looked up by its own prefixes", () => {
    expect(negotiateLocale("qaa-x", [offer("qaa")]).tag).toBe("qaa");
  });

  test("q=0 refuses a locale, even through its chain", () => {
    expect(negotiateLocale("*, de;q=0", [de])).toBe(en);
    expect(negotiateLocale("pt, pt-BR;q=0", [ptBR])).toBe(en);
    expect(negotiateLocale("de-CH, de;q=0", [de])).toBe(en);
    expect(negotiateLocale("*, de;q=0", [de, fr])).toBe(fr);
  });

  test("reads only the first 32 ranges and 4096 characters of a hostile header", () => {
    expect(negotiateLocale(`${"xx, ".repeat(32)}de`, [de])).toBe(en);
    expect(negotiateLocale(`${" ".repeat(4096)}de`, [de])).toBe(en);
    expect(negotiateLocale(`${"a-".repeat(100_000)}, de`, [de])).toBe(en);
  });

  test("property: never throws, always answers an offered locale or English", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        const chosen = negotiateLocale(header, ALL);
        expect([...ALL, en]).toContain(chosen);
      }),
    );
  });
});
