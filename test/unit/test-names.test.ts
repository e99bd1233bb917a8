/**
 * A test's name says what it checks, never which issue, wave or tracker asked for it: the name is
 * what a failing run prints, and an issue number tells the reader nothing there (CONTRIBUTING.md,
 * "Habits"). Reads every test, describe, bench and fuzz name under test/ from the source.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A name that cites an issue ("issue 12", "issue #12", "#37"), a wave, or a tracker's prefix ("bug:"). */
const CITES_A_TRACKER = /\bissue\s*#?\d+|#\d{2,}\b|\bwaves?\b|^\s*(?:bug|fix|regression)\s*:/i;

/** The first argument of `test(`, `it(`, `describe(`, `bench(` and `fuzz(`, with `.each(...)`, `.skipIf(...)` and the like. */
const NAMED_CALL =
  /(?<![\w$.])(?:test|it|describe|bench|fuzz)(?:\.\w+(?:\([^()]*\))?)*\(\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;

/** The names a source file gives its tests, with their lines. */
function testNames(source: string): { line: number; name: string }[] {
  return [...source.matchAll(NAMED_CALL)].map((match) => ({
    line: source.slice(0, match.index).split("\n").length,
    name: match[2] ?? "",
  }));
}

/** The test sources under `dir`, test/tools/node_modules left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.m?[jt]s$/.test(entry.name) ? [path] : [];
  });
}

describe("test names", () => {
  test("none under test/ cites an issue number, a round of work or a tracker", () => {
    const files = sources(join(ROOT, "test"));
    expect(files.length).toBeGreaterThan(100);
    const citing = files.flatMap((file) =>
      testNames(readFileSync(file, "utf8"))
        .filter(({ name }) => CITES_A_TRACKER.test(name))
        .map(({ line, name }) => `${relative(ROOT, file)}:${line}: ${name}`),
    );
    expect(citing).toStrictEqual([]);
  });

  test("the pattern catches issue numbers, rounds of work and tracker prefixes, and lets issues and small numbers be", () => {
    const cites = ["issue 12", "Issue #7: keys", "after #37", "the third wave", "bug: sorting", "Regression: x"];
    const says = [
      "at most 50 issues are listed",
      "the issue's own input",
      "#1 of the list",
      "a precision bug",
      "wavelength",
    ];
    expect(cites.filter((name) => !CITES_A_TRACKER.test(name))).toStrictEqual([]);
    expect(says.filter((name) => CITES_A_TRACKER.test(name))).toStrictEqual([]);
  });

  test("names are read from every form of call, on any line, and not from a regular expression's test", () => {
    const source = [
      'describe("outer", () => {',
      "  test.each([1, 2])(`case %i`, () => {});",
      '  describe.skipIf(skip)(\n    "later line",\n    () => {},\n  );',
      "  it('single quotes', () => {});",
      '  fuzz("hostile", () => {});',
      '  /x/.test("not a name");',
      "});",
    ].join("\n");
    expect(testNames(source)).toStrictEqual([
      { line: 1, name: "outer" },
      { line: 2, name: "case %i" },
      { line: 3, name: "later line" },
      { line: 7, name: "single quotes" },
      { line: 8, name: "hostile" },
    ]);
  });
});
