/**
 * The README stays an overview (at most 500 lines) and no page points nowhere: every relative
 * link of README.md and docs/*.md names a file that exists, and a `#fragment` on a Markdown
 * page names one of its headings (GitHub's slugs). The blocks of these pages are checked by
 * test/integration/readme.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGES = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`),
];

/**
 * Files linked before they exist: written on another branch of issue 27. An entry fails the test
 * once its file exists: remove it then. (test/README.md, the first one, has landed.)
 */
const WRITTEN_ELSEWHERE: readonly string[] = [];

/** The page's text outside fenced blocks (links in code are code). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a page's headings, a repeated heading numbered as GitHub does (`-1`, `-2`). */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(markdown).split("\n")) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

describe("README.md and docs/", () => {
  test("the README is an overview: at most 500 lines", () => {
    const lines = readFileSync(join(ROOT, "README.md"), "utf8").split("\n").length;
    expect(lines).toBeLessThanOrEqual(500);
  });

  test("every relative link names a file that exists, and a heading of it when it has a #fragment", () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      const markdown = readFileSync(join(ROOT, page), "utf8");
      for (const [, target = ""] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
        const [path = "", fragment] = target.split("#");
        const file = path === "" ? join(ROOT, page) : join(ROOT, dirname(page), decodeURI(path));
        const shown = `${page}: ${target}`;
        if (!relative(ROOT, file).startsWith("..") && existsSync(file)) {
          if (fragment !== undefined && file.endsWith(".md") && !anchors(readFileSync(file, "utf8")).has(fragment)) {
            broken.push(`${shown} (no such heading)`);
          }
        } else if (!WRITTEN_ELSEWHERE.includes(relative(ROOT, file))) broken.push(`${shown} (no such file)`);
      }
    }
    expect(broken).toStrictEqual([]);
  });

  test("the files linked before they exist do not exist yet", () => {
    expect(WRITTEN_ELSEWHERE.filter((file) => existsSync(join(ROOT, file)))).toStrictEqual([]);
  });

  test("the anchors follow GitHub's rule", () => {
    expect([...anchors("# `api-error-model/sql`\n## Limits\n## Limits\n### `toFormPath(key)`")]).toStrictEqual([
      "api-error-modelsql",
      "limits",
      "limits-1",
      "toformpathkey",
    ]);
  });
});
