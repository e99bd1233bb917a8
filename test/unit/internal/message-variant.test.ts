import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { chooseVariant, type MemberLookup, variantMembers } from "../../../src/internal/message-variant.js";

/** A lookup over the given members: `true` for an exclusive bound; the names in `dates` are date bounds. */
function present(members: { readonly [name: string]: boolean }, dates: readonly string[] = []): MemberLookup {
  return (name) =>
    Object.hasOwn(members, name) ? { exclusive: members[name] as boolean, date: dates.includes(name) } : undefined;
}

describe("variantMembers", () => {
  test('"" names no member', () => {
    expect(variantMembers("")).toStrictEqual([]);
  });

  test("reads members joined by +, each perhaps :exclusive", () => {
    expect(variantMembers("allowedElements+maxValue:exclusive")).toStrictEqual([
      { name: "allowedElements", exclusive: false, date: false },
      { name: "maxValue", exclusive: true, date: false },
    ]);
    expect(variantMembers("_a1")).toStrictEqual([{ name: "_a1", exclusive: false, date: false }]);
    expect(variantMembers("maxValue:date+minValue:date:exclusive")).toStrictEqual([
      { name: "maxValue", exclusive: false, date: true },
      { name: "minValue", exclusive: true, date: true },
    ]);
  });

  test.each([
    "+",
    "a+",
    "+a",
    "a++b",
    "a:inclusive",
    "a:exclusive:exclusive",
    "a:exclusive:date",
    "a:date:date",
    "1a",
    "a b",
    "a-b",
    ":exclusive",
    ":date",
  ])("refuses the key %j", (key) => {
    expect(variantMembers(key)).toBeUndefined();
  });
});

describe("chooseVariant", () => {
  test("a plain string is the pattern whatever is present", () => {
    expect(chooseVariant("is too long", () => undefined)).toBe("is too long");
    expect(chooseVariant("is too long", () => ({ exclusive: true, date: true }))).toBe("is too long");
    const compiled = () => "a function is a pattern too";
    expect(chooseVariant(compiled, () => undefined)).toBe(compiled);
  });

  test("the variant with the most members, all present, wins", () => {
    const message = { "": "none", a: "a", b: "b", "a+b": "a and b" };
    expect(chooseVariant(message, present({}))).toBe("none");
    expect(chooseVariant(message, present({ a: false }))).toBe("a");
    expect(chooseVariant(message, present({ b: false }))).toBe("b");
    expect(chooseVariant(message, present({ a: false, b: false }))).toBe("a and b");
    expect(chooseVariant(message, present({ a: false, b: false, c: false }))).toBe("a and b");
  });

  test("the order of the definition does not decide between sizes", () => {
    expect(chooseVariant({ "a+b": "both", a: "a", "": "none" }, present({ a: false, b: false }))).toBe("both");
    expect(chooseVariant({ "a+b": "both", a: "a", "": "none" }, present({ a: false }))).toBe("a");
  });

  test("an exclusive variant fits only an exclusive bound, a plain one only an inclusive one", () => {
    const message = { "": "too big", maxValue: "at most {maxValue}", "maxValue:exclusive": "less than {maxValue}" };
    expect(chooseVariant(message, present({ maxValue: false }))).toBe("at most {maxValue}");
    expect(chooseVariant(message, present({ maxValue: true }))).toBe("less than {maxValue}");
    expect(chooseVariant({ "": "none", maxValue: "at most" }, present({ maxValue: true }))).toBe("none");
    expect(chooseVariant({ "": "none", "maxValue:exclusive": "less" }, present({ maxValue: false }))).toBe("none");
  });

  test("a :date variant fits only a date bound, and wins over a plain one for it", () => {
    const message = {
      "": "too big",
      maxValue: "at most {maxValue}",
      "maxValue:exclusive": "less than {maxValue}",
      "maxValue:date": "not after {maxValue}",
      "maxValue:date:exclusive": "before {maxValue}",
    };
    expect(chooseVariant(message, present({ maxValue: false }))).toBe("at most {maxValue}");
    expect(chooseVariant(message, present({ maxValue: true }))).toBe("less than {maxValue}");
    expect(chooseVariant(message, present({ maxValue: false }, ["maxValue"]))).toBe("not after {maxValue}");
    expect(chooseVariant(message, present({ maxValue: true }, ["maxValue"]))).toBe("before {maxValue}");
  });

  test("a date bound takes the plain variant when there is no :date one; more members still win over a :date", () => {
    const plain = { "": "too big", maxValue: "at most {maxValue}" };
    expect(chooseVariant(plain, present({ maxValue: false }, ["maxValue"]))).toBe("at most {maxValue}");
    const sizes = { "a:date": "a date", "a+b": "both" };
    expect(chooseVariant(sizes, present({ a: false, b: false }, ["a"]))).toBe("both");
    expect(chooseVariant({ "a:date+b": "date and b", "a+b": "both" }, present({ a: false, b: false }, ["a"]))).toBe(
      "date and b",
    );
  });

  test("on a tie the first variant in the definition's order is kept", () => {
    expect(chooseVariant({ a: "first", b: "second" }, present({ a: false, b: false }))).toBe("first");
    expect(chooseVariant({ b: "second", a: "first" }, present({ a: false, b: false }))).toBe("second");
  });

  test("no fitting variant gives undefined", () => {
    expect(chooseVariant({ a: "a", "a+b": "a and b" }, present({ b: false }))).toBeUndefined();
    expect(chooseVariant({}, present({}))).toBeUndefined();
  });

  test("a key that breaks the grammar is never chosen", () => {
    expect(chooseVariant({ "a+": "broken", "": "none" }, present({ a: false }))).toBe("none");
  });

  test("the chosen variant's members are all present, and no fitting variant has more", () => {
    const names = ["a", "b", "c"];
    const keys = fc.uniqueArray(fc.subarray(names, { minLength: 0 }).map((members) => members.join("+")));
    fc.assert(
      fc.property(keys, fc.subarray(names), (variantKeys, presentNames) => {
        const message = Object.fromEntries(variantKeys.map((key) => [key, key]));
        const lookup = present(Object.fromEntries(presentNames.map((name) => [name, false])));
        const fitting = variantKeys.filter((key) =>
          (variantMembers(key) ?? []).every((member) => presentNames.includes(member.name)),
        );
        const chosen = chooseVariant(message, lookup);
        if (fitting.length === 0) {
          expect(chosen).toBeUndefined();
          return;
        }
        const size = (key: string) => (variantMembers(key) ?? []).length;
        const most = Math.max(...fitting.map(size));
        expect(chosen).toBe(fitting.find((key) => size(key) === most));
      }),
    );
  });
});

describe("the one place", () => {
  test("only the messages entry's fill-message.ts chooses a sentence; the catalogue's checks read the same rule", () => {
    const src = new URL("../../../src/", import.meta.url);
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((file) => file.endsWith(".ts"));
    const users = files
      .filter((file) => /\bchooseVariant\b/.test(readFileSync(new URL(file, src), "utf8")))
      .map((file) => file.replaceAll("\\", "/"))
      .sort();
    expect(users).toStrictEqual([
      "catalogue/check-definition.ts",
      "catalogue/define-catalogue.ts",
      "internal/message-variant.ts",
      "messages/fill-message.ts",
    ]);
  });
});
