import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { constraintViolationsError, formatPath, type PathSegment, violation } from "../../../src/index.js";
import { toProblemDetails } from "../../../src/views/index.js";
import { keyFromPointer, pointerFromKey } from "../../../src/views/json-pointer.js";

const ticket = "t-1";
/** The tokens of a JSON Pointer in URI fragment form, decoded as RFC 6901 says: percent-decode, split, unescape. */
function tokensOf(pointer: string): string[] {
  expect(pointer.startsWith("#")).toBe(true);
  const text = decodeURIComponent(pointer.slice(1));
  if (text === "") return [];
  expect(text.startsWith("/")).toBe(true);
  return text
    .slice(1)
    .split("/")
    .map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"));
}

describe("JSON Pointer (RFC 6901) of a violation key", () => {
  test.each([
    ["email", "#/email"],
    ["protocol.type", "#/protocol/type"],
    ["redirectUrls[0]", "#/redirectUrls/0"],
    ["a[2].b", "#/a/2/b"],
    ["", "#"],
    ['["a/b"]', "#/a~1b"],
    ['["a~b"]', "#/a~0b"],
    ['["~1"]', "#/~01"],
    ['["a b"]', "#/a%20b"],
    ['["%"]', "#/%25"],
    ['["é"]', "#/%C3%A9"],
    ['[""]', "#/"],
    ["$ref", "#/$ref"],
    ['["a:b@c;d=e,f+g&h?"]', "#/a:b@c;d=e,f+g&h?"],
    ['["#"]', "#/%23"],
  ])("%s -> %s", (key, pointer) => {
    expect(pointerFromKey(key)).toBe(pointer);
    expect(keyFromPointer(pointer)).toBe(key);
  });

  test("a key outside the path grammar is one member name, and the document adds the key itself", () => {
    expect(pointerFromKey("a..b")).toBe("#/a..b");
    const body = constraintViolationsError({ ticket, violations: { "a..b": violation("blank") } });
    expect(toProblemDetails(body).errors?.[0]).toStrictEqual({
      detail: "must not be blank",
      pointer: "#/a..b",
      key: "a..b",
      code: "blank",
    });
  });

  test('a quoted numeric member name such as a["0"] keeps its key, since the pointer reads as an index', () => {
    const body = constraintViolationsError({ ticket, violations: { 'a["0"]': violation("blank") } });
    expect(toProblemDetails(body).errors?.[0]).toMatchObject({ pointer: "#/a/0", key: 'a["0"]' });
  });

  test("a key with a lone surrogate has no pointer, only the key", () => {
    expect(pointerFromKey("\ud800")).toBeUndefined();
    const body = constraintViolationsError({ ticket, violations: { "\ud800": violation("blank") } });
    expect(toProblemDetails(body).errors?.[0]).toStrictEqual({
      detail: "must not be blank",
      key: "\ud800",
      code: "blank",
    });
  });

  test("plain (non-fragment) pointers are read too", () => {
    expect(keyFromPointer("")).toBe("");
    expect(keyFromPointer("/a/0/b")).toBe("a[0].b");
  });

  test("a token with a leading zero is a member name, not an index", () => {
    expect(keyFromPointer("#/a/01")).toBe('a["01"]');
  });

  test("an index too large for a safe integer is a member name", () => {
    expect(keyFromPointer("#/a/99999999999999999999")).toBe('a["99999999999999999999"]');
  });

  test.each(["#/a~2", "#/a~", "a/b", "#a", "#/%E0%A4%A"])("%o is not a JSON Pointer", (pointer) => {
    expect(keyFromPointer(pointer)).toBeUndefined();
  });

  test("property: the pointer's tokens, decoded as RFC 6901 says, are the key's segments", () => {
    const segment: fc.Arbitrary<PathSegment> = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.nat());
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const pointer = pointerFromKey(formatPath(segments));
        expect(tokensOf(pointer as string)).toStrictEqual(segments.map(String));
      }),
    );
  });

  test("property: keyFromPointer(pointerFromKey(k)) is k for every key in the grammar without quoted indexes", () => {
    const segment: fc.Arbitrary<PathSegment> = fc.oneof(
      fc.string().filter((s) => !/^(0|[1-9][0-9]*)$/.test(s)),
      fc.nat(),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const key = formatPath(segments);
        expect(keyFromPointer(pointerFromKey(key) as string)).toBe(key);
      }),
    );
  });
});
