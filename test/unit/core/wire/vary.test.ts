import { expect, test } from "vitest";
import { mergeVary } from "../../../../src/core/wire/vary.js";

test.each<[existing: string | undefined, added: string, merged: string]>([
  [undefined, "Accept-Language", "Accept-Language"],
  ["", "Accept-Language", "Accept-Language"],
  [" , ", "Accept-Language", "Accept-Language"],
  ["Origin", "Accept-Language", "Origin, Accept-Language"],
  ["Origin,accept-language", "Accept-Language", "Origin,accept-language"],
  ["*", "Accept-Language", "*"],
  ["Origin, *", "Accept-Language", "Origin, *"],
  ["Origin", "Accept-Language, origin, Cookie", "Origin, Accept-Language, Cookie"],
])("mergeVary(%j, %j) is %j", (existing, added, merged) => {
  expect(mergeVary(existing, added)).toBe(merged);
});
