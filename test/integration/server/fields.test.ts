/** The reference server's member rules, called directly: the email rule as docs/reference-server.md states it. */
import { describe, expect, test } from "vitest";
import { isEmailAddress } from "../../../examples/reference-server/fields.js";

describe("isEmailAddress", () => {
  test.each([
    "ada@example.com",
    "a.b+c@sub.example.org",
    "!#$%&'*+/=?^_`{|}~-@example.com",
    "jürgen@bücher.de",
    "हिन्दी@उदाहरण.भारत",
    "user١@example.com",
    "a@١٢.example",
    "a@example.c1",
  ])("%s is an address", (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  test.each([
    ["a symbol in the local part", "☃@example.com"],
    ["U+FFFD in the local part", "\ufffd@example.com"],
    ["a symbol in the domain", "a@exa☃mple.com"],
    ["U+FFFD in the domain", "a@example.\ufffd"],
    ["a top-level domain of Arabic-Indic digits", "a@example.١٢"],
    ["a top-level domain of ASCII digits", "a@example.12"],
    ["a lone surrogate", "\ud800@example.com"],
    ["a non-ASCII space", "a\u00a0b@example.com"],
    ["a control", "a\u0085b@example.com"],
    ["two @", "a@b@example.com"],
    ["no dot in the domain", "a@localhost"],
    ["a leading dot", ".a@example.com"],
    ["two dots", "a..b@example.com"],
    ["a hyphen at the end of a label", "a@example-.com"],
    ["an empty label", "a@example..com"],
  ])("%s is not an address: %s", (_what, value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});
