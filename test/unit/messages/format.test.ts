import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { baseError } from "../../../src/index.js";
import { _makeFormatter, _withoutDirectionMarks } from "../../../src/messages/format.js";
import { attemptsRemaining, detailOf, formatterFor, requestDetails } from "../../../src/messages/index.js";

const en = formatterFor("en");
const de = formatterFor("de");

describe("formatterFor", () => {
  test("is made once per tag and direction", () => {
    expect(formatterFor("de")).toBe(de);
    expect(formatterFor("de", "rtl")).not.toBe(de);
    expect(de.tag).toBe("de");
  });

  test("a tag Intl refuses writes as English and does not throw", () => {
    const odd = formatterFor("not a tag!");
    expect(odd.tag).toBe("not a tag!");
    expect(odd.number("1000")).toBe("1,000");
  });
});

describe("number", () => {
  test.each([
    ["1000", "1,000", "1.000"],
    ["9007199254740993", "9,007,199,254,740,993", "9.007.199.254.740.993"],
    ["0.123456", "0.123456", "0,123456"],
    ["-2.5", "-2.5", "-2,5"],
    ["1e3", "1,000", "1.000"],
  ])("%s is exactly %s in English and %s in German", (value, english, german) => {
    expect(en.number(value)).toBe(english);
    expect(de.number(value)).toBe(german);
  });

  test("French groups with a narrow no-break space", () => {
    expect(formatterFor("fr").number("1000")).toBe("1\u202f000");
  });

  test.each(["abc", "1,000", "", "1e9999", "0x10", "Infinity"])(
    "text that is no decimal (%o) stays as it is",
    (value) => {
      expect(en.number(value)).toBe(value);
    },
  );
});

describe("count", () => {
  const russian = formatterFor("ru");
  const forms = { one: "# элемент", few: "# элемента", many: "# элементов", other: "# элемента" };
  test.each([
    [1, "1 элемент"],
    [2, "2 элемента"],
    [5, "5 элементов"],
    [21, "21 элемент"],
  ])("Russian %i reads %s", (count, text) => {
    expect(russian.count(String(count), forms)).toBe(text);
  });

  test("Arabic has all six categories", () => {
    const arabic = formatterFor("ar");
    const six = { zero: "zero #", one: "one #", two: "two #", few: "few #", many: "many #", other: "other #" };
    const read = [0, 1, 2, 3, 11, 100].map((count) => arabic.count(count, six).split(" ")[0]);
    expect(read).toStrictEqual(["zero", "one", "two", "few", "many", "other"]);
  });

  test("a missing category falls back to other, and a count that is no number stays as it is", () => {
    expect(en.count("1", { other: "# items" })).toBe("1 items");
    expect(en.count("many", { one: "# item", other: "# items" })).toBe("many items");
    expect(en.count("1000", { one: "# item", other: "# items" })).toBe("1,000 items");
  });
});

describe("list", () => {
  test("joins with the locale's conjunction or disjunction, dropping blanks", () => {
    expect(en.list(" a , ,b,, c ", "or")).toBe("a, b, or c");
    expect(de.list("a,b,c", "and")).toBe("a, b und c");
    expect(de.list("a", "or")).toBe("a");
  });

  test("undefined when nothing is left", () => {
    expect(en.list(undefined, "and")).toBeUndefined();
    expect(en.list(" , ", "and")).toBeUndefined();
  });
});

describe("date", () => {
  test("an ISO date or date-time is written for the locale, in UTC", () => {
    expect(de.date("2024-01-31")).toBe("31.01.2024");
    expect(en.date("2024-01-31T12:00:00Z")).toBe("Jan 31, 2024, 12:00:00 PM UTC");
  });

  test.each(["2024-13-45", "yesterday", "2024-01-31T25:99Z", "31.01.2024"])("%o stays as it is", (value) => {
    expect(en.date(value)).toBe(value);
  });
});

describe("duration", () => {
  test.each([
    ["PT30M", "30 minutes", "30 Minuten"],
    ["PT1H30M", "1 hour, 30 minutes", "1 Stunde, 30 Minuten"],
    ["P1Y2M3W4DT5H6M7S", "1 year, 2 months, 3 weeks, 4 days, 5 hours, 6 minutes, 7 seconds", undefined],
    ["PT1.5H", "1.5 hours", "1,5 Stunden"],
    ["PT0,5S", "0.5 seconds", "0,5 Sekunden"],
  ])("%s reads %s", (value, english, german) => {
    expect(en.duration(value)).toBe(english);
    if (german !== undefined) expect(de.duration(value)).toBe(german);
  });

  test.each(["P", "PT", "30M", "P1H", "-P1D", "PT30X", "soon"])("%o does not parse and stays as it is", (value) => {
    expect(en.duration(value)).toBe(value);
  });
});

describe("bound", () => {
  test("reads the exclusive mark, and writes a number or a date for the locale", () => {
    expect(de.bound("<1000", "<")).toStrictEqual({ bound: "1.000", exclusive: true, date: false });
    expect(de.bound("1000", "<")).toStrictEqual({ bound: "1.000", exclusive: false, date: false });
    expect(de.bound(">2024-01-31", ">")).toStrictEqual({ bound: "31.01.2024", exclusive: true, date: true });
    expect(en.bound("<", "<")).toStrictEqual({ bound: "<", exclusive: false, date: false });
    expect(en.bound("<abc", ">")).toStrictEqual({ bound: "<abc", exclusive: false, date: false });
    expect(en.bound("2024-02-30", "<")).toStrictEqual({ bound: "2024-02-30", exclusive: false, date: false });
  });
});

describe("right to left", () => {
  const rtl = formatterFor("ar", "rtl");
  test("every inserted value is isolated", () => {
    expect(rtl.text("PT30M")).toBe("\u2068PT30M\u2069");
    expect(rtl.duration("nope")).toBe("\u2068nope\u2069");
    expect(rtl.list("a,b", "or")).toContain("\u2068a\u2069");
    expect(rtl.count("abc", { other: "#" })).toBe("\u2068abc\u2069");
    expect(rtl.date("x")).toBe("\u2068x\u2069");
    expect(rtl.bound("<x", "<").bound).toBe("\u2068x\u2069");
    expect(rtl.number("x")).toBe("\u2068x\u2069");
  });

  test("left to right inserts values as they are", () => {
    expect(en.text("PT30M")).toBe("PT30M");
  });
});

describe("property: never throws, whatever the text", () => {
  test("every method answers a string for any input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        for (const f of [en, de, formatterFor("ar", "rtl")]) {
          expect(typeof f.number(value)).toBe("string");
          expect(typeof f.count(value, { other: "#" })).toBe("string");
          expect(typeof f.date(value)).toBe("string");
          expect(typeof f.duration(value)).toBe("string");
          expect(typeof f.bound(value, "<").bound).toBe("string");
          f.list(value, "and");
        }
      }),
    );
  });
});

describe("detailOf", () => {
  test("reads an own member of the given type only", () => {
    const error = baseError({ code: "x", message: "m", details: { n: 2, s: "t" } });
    expect(detailOf(error, "n", "number")).toBe(2);
    expect(detailOf(error, "s", "string")).toBe("t");
    expect(detailOf(error, "n", "string")).toBeUndefined();
    expect(detailOf(error, "toString", "string")).toBeUndefined();
    expect(detailOf(baseError({ code: "x", message: "m" }), "n", "number")).toBeUndefined();
  });
});

describe("attemptsRemaining and requestDetails: the details of the two base codes, one rule for every locale", () => {
  const withDetails = (details: Record<string, unknown>) =>
    ({ type: "base_error", code: "x", message: "m", ticket: "t", details }) as const;

  test("a count only: a non-negative safe integer", () => {
    expect(attemptsRemaining(withDetails({ attemptsRemaining: 0 }))).toBe(0);
    expect(attemptsRemaining(withDetails({ attemptsRemaining: 3 }))).toBe(3);
    for (const value of [-1, 1.5, Number.NaN, 2 ** 53, "2", null]) {
      expect(attemptsRemaining(withDetails({ attemptsRemaining: value }))).toBeUndefined();
    }
  });

  test("each detail of invalid_request only with its type", () => {
    expect(
      requestDetails(withDetails({ parameter: "filter", position: 3, expected: "eq", found: "xx" })),
    ).toStrictEqual({
      parameter: "filter",
      position: 3,
      expected: "eq",
      found: "xx",
    });
    expect(requestDetails(withDetails({ parameter: 1, position: "3", expected: null }))).toStrictEqual({
      parameter: undefined,
      position: undefined,
      expected: undefined,
      found: undefined,
    });
  });
});

describe("a locale's own lists and durations", () => {
  const zh = _makeFormatter("zh-Hans", false, true, {
    lists: { or: { separator: "、", last: " 或 " }, and: { separator: "、", last: " 和 ", pair: " 与 " } },
  });

  test("a list joins by the locale's separators: the last before the last item, the pair between two", () => {
    expect(zh.list("admin,root,system", "or")).toBe("admin、root 或 system");
    expect(zh.list("admin,root", "or")).toBe("admin 或 root");
    expect(zh.list("admin", "or")).toBe("admin");
    expect(zh.list("a,b", "and")).toBe("a 与 b");
    expect(zh.list("a,b,c", "and")).toBe("a、b 和 c");
  });

  test("a nor list is the locale's nor, else its or, else Intl's disjunction", () => {
    expect(zh.list("a,b", "nor")).toBe("a 或 b");
    const fr = _makeFormatter("fr", false, true, { lists: { nor: { separator: " ni ", last: " ni " } } });
    expect(fr.list("root,admin", "nor")).toBe("root ni admin");
    expect(en.list("a,b", "nor")).toBe("a or b");
  });

  test("a duration in a style: the locale's unit words, joined its way; Intl's for the units it leaves out", () => {
    const ja = _makeFormatter("ja", false, true, {
      durations: {
        default: { list: "narrow", unit: (unit, amount) => (unit === "hour" ? `${amount}時間` : undefined) },
      },
    });
    expect(ja.duration("PT1H")).toBe("1時間");
    expect(ja.duration("PT1H30M")).toBe("1時間30 分");
    const de = _makeFormatter("de", false, true, {
      durations: { default: { list: "conjunction" }, short: { separator: " " } },
    });
    expect(de.duration("PT1H30M")).toBe("1 Stunde und 30 Minuten");
    expect(de.duration("PT1H30M", "short")).toBe("1 Stunde 30 Minuten");
    expect(de.duration("PT1H30M", "nope")).toBe("1 Stunde und 30 Minuten");
    expect(de.duration("P", "short")).toBe("P");
    const plain = _makeFormatter("de", false, true, { durations: { short: { list: "unit" } } });
    expect(plain.duration("PT1H30M")).toBe("1 Stunde, 30 Minuten");
  });

  test("without isolation, a right-to-left formatter writes no marks of its own", () => {
    const ar = _makeFormatter("ar", true, false);
    expect(ar.text("x")).toBe("x");
    expect(ar.list("a,b", "or")).not.toMatch(/[\u2068\u2069]/);
    expect(_withoutDirectionMarks("\u2068a\u2069\u200e\u200f\u061c\u2066\u2067b")).toBe("ab");
  });
});
