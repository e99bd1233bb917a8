/**
 * The counts the README and the docs state in prose are the catalogue's: a code added to the
 * definition fails here until the pages say so, instead of leaving them wrong.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { CONSTRAINT_ATTRIBUTES, VIOLATION_CODES } from "../../../src/index.js";

const pages = ["README.md", ...readdirSync("docs").map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith(".md"),
);

const CLAIMS = [
  { pattern: /(\d+) violation codes/g, actual: VIOLATION_CODES.length },
  { pattern: /(\d+) constraint attributes/g, actual: CONSTRAINT_ATTRIBUTES.length },
  { pattern: /every one of the (\d+) (?:violation )?codes/g, actual: VIOLATION_CODES.length },
];

describe("counts of the catalogue stated in the README and docs", () => {
  test.each(pages)("%s states the catalogue's counts", (path) => {
    const text = readFileSync(path, "utf8");
    for (const { pattern, actual } of CLAIMS) {
      for (const match of text.matchAll(pattern)) expect(Number(match[1]), `${path}: ${match[0]}`).toBe(actual);
    }
  });

  test("the claims are found somewhere (the check is not vacuous)", () => {
    const all = pages.map((path) => readFileSync(path, "utf8")).join("\n");
    for (const { pattern } of CLAIMS) expect([...all.matchAll(pattern)].length, String(pattern)).toBeGreaterThan(0);
  });
});
