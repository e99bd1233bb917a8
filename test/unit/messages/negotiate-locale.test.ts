import fc from "fast-check";
import { afterEach, describe, expect, test, vi } from "vitest";
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

  test("empty list elements do not count toward the 32-range cap", () => {
    expect(negotiateLocale(`${",".repeat(40)}de`, [de])).toBe(de);
    expect(negotiateLocale(`${" , ,\t,".repeat(40)}de`, [de])).toBe(de);
    expect(negotiateLocale(`${",".repeat(40)}${"xx, ".repeat(31)}de`, [de])).toBe(de);
    expect(negotiateLocale(`${",".repeat(40)}${"xx, ".repeat(32)}de`, [de])).toBe(en);
  });

  test("a long range is looked up by the prefixes an offered tag can match, still by its chain", () => {
    const long = `pt-br${"-a".repeat(2000)}`;
    expect(negotiateLocale(long, [de, ptBR])).toBe(ptBR);
    expect(negotiateLocale(long, [de, pt])).toBe(pt);
    expect(negotiateLocale(`zh-tw${"-abcdefgh".repeat(400)}`, [zhHans, zhHant])).toBe(zhHans);
    expect(negotiateLocale(`zh-tw${"-abcdefgh".repeat(400)}`, [offer("zh-TW"), zhHant]).tag).toBe("zh-TW");
    expect(negotiateLocale("zh-TW", [offer("zh-Hant-TW-abcdefgh"), zhHant])).toBe(zhHant);
  });

  describe("work linear in the header", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** The characters of the string keys the call looks up in a Map, and hands to Intl.Locale. */
    function charactersRead(header: string): number {
      let characters = 0;
      const get = Map.prototype.get;
      vi.spyOn(Map.prototype, "get").mockImplementation(function (this: Map<unknown, unknown>, key: unknown) {
        if (typeof key === "string") characters += key.length;
        return get.call(this, key);
      });
      const IntlLocale = Intl.Locale;
      // A function, not an arrow: negotiateLocale calls it with `new`.
      // biome-ignore lint/complexity/useArrowFunction: called as a constructor
      vi.spyOn(Intl, "Locale").mockImplementation(function (tag: unknown) {
        characters += String(tag).length;
        return new IntlLocale(String(tag));
      } as unknown as typeof Intl.Locale);
      negotiateLocale(header, ALL);
      vi.restoreAllMocks();
      return characters;
    }

    test.each([
      ["one range of one-letter subtags", (n: number) => `${"a-".repeat((n - 1) / 2)}a`],
      ["one range of eight-letter subtags", (n: number) => `abcdefgh${"-abcdefgh".repeat((n - 8) / 9)}`],
      ["a language with many variants", (n: number) => `en${"-variant".repeat((n - 2) / 8)}`],
      [
        "32 ranges of one-letter subtags",
        (n: number) =>
          Array(32)
            .fill(`${"a-".repeat(n / 64 - 1)}a`)
            .join(","),
      ],
    ])("%s: the tags looked up grow at most linearly (the chain was quadratic)", (_, make) => {
      const small = charactersRead(make(1024));
      const large = charactersRead(make(4095).slice(0, 4096));
      expect(large).toBeLessThanOrEqual(Math.max(4 * small, 4096));
      expect(large).toBeLessThan(20_000);
    });
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
