/**
 * The package as npm delivers it: `npm pack`, unpacked, holds the licence, every file the
 * README links to (on npm the README is the package's page, and a relative link there points
 * into the tarball), and nothing docs/package.md does not list.
 */
import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Packed, packPackage, ROOT } from "../../support/runtimes/harness.js";

const DIR = join(ROOT, "temp", "package", "tarball");

let packed: Packed;

beforeAll(async () => {
  await rm(DIR, { recursive: true, force: true });
  packed = await packPackage(DIR);
}, 120_000);

afterAll(async () => {
  await rm(DIR, { recursive: true, force: true });
});

/** The targets of the relative links of a Markdown page, outside fenced blocks, without `#fragment`. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] as string).split("#")[0] as string)
    .filter((target) => target !== "" && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("the tarball npm pack makes", () => {
  test("holds the MIT licence the manifest names", () => {
    expect(packed.files).toContain("LICENSE");
    const manifest = JSON.parse(readFileSync(join(packed.folder, "package.json"), "utf8")) as { license: string };
    expect(manifest.license).toBe("MIT");
    expect(readFileSync(join(packed.folder, "LICENSE"), "utf8")).toMatch(/^MIT License\n/);
  });

  test("every relative link of the README resolves inside the tarball", () => {
    const links = relativeLinks(readFileSync(join(packed.folder, "README.md"), "utf8"));
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((target) => !existsSync(join(packed.folder, target)))).toStrictEqual([]);
  });

  test("holds only the top-level files and folders docs/package.md lists", () => {
    const tops = [...new Set(packed.files.map((file) => file.split("/")[0] as string))].sort();
    expect(tops).toStrictEqual(["CHANGELOG.md", "LICENSE", "README.md", "bin", "dist", "docs", "package.json", "src"]);
    const page = readFileSync(join(ROOT, "docs", "package.md"), "utf8");
    for (const top of tops) expect(page).toContain(`| \`${top}`);
  });
});
