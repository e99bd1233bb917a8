/**
 * `npm run catalogue:check` and `npm run catalogue:release`, run as `npm` runs them: the real
 * catalogue of the build against the committed baseline, then temporary files for what must
 * fail (a released code removed) and for a later release's changelog section.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const BASELINE = join(root, "etc", "catalogue.baseline.json");
const BUILT = join(root, "dist", "catalogue.json");

/** Runs `node scripts/<script> ...args` from the root: its exit code and what it printed. */
function run(script: string, ...args: string[]) {
  const ran = spawnSync(process.execPath, [join(root, "scripts", script), ...args], { cwd: root, encoding: "utf8" });
  return { code: ran.status, stdout: ran.stdout, stderr: ran.stderr };
}

const built = existsSync(BUILT);
if (!built && process.env["CI"] !== "true") {
  console.log("skipped: catalogue:check against the build (no dist/catalogue.json: run `npm run build`)");
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "catalogue-check-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run catalogue:check", () => {
  test.skipIf(!built && process.env["CI"] !== "true")("the build's catalogue keeps every released code: exit 0", () => {
    const ran = run("catalogue-check.mjs");
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain("the released catalogue is intact");
  });

  test("a baseline with a code the catalogue lacks (a removed code): exit 1, one line naming it", async () => {
    const released = JSON.parse(await readFile(BASELINE, "utf8"));
    const baseline = join(dir, "removed.baseline.json");
    await writeFile(
      baseline,
      JSON.stringify({
        ...released,
        violations: { ...released.violations, sku_format_invalid: { description: "Not a SKU." } },
      }),
    );
    const ran = run("catalogue-check.mjs", "--baseline", baseline, "--current", BASELINE);
    expect(ran.code).toBe(1);
    expect(ran.stderr.split("\n").filter((line) => line.includes("sku_format_invalid"))).toStrictEqual([
      expect.stringMatching(/^catalogue:check: violation sku_format_invalid: removed/),
    ]);
  });

  test("a catalogue with a code the baseline lacks (an added code): exit 0, printed as added", async () => {
    const released = JSON.parse(await readFile(BASELINE, "utf8"));
    const current = join(dir, "added.json");
    await writeFile(
      current,
      JSON.stringify({ ...released, attributes: { ...released.attributes, skuPattern: { description: "A SKU." } } }),
    );
    const ran = run("catalogue-check.mjs", "--current", current);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain("catalogue:check: added attribute skuPattern");
  });
});

describe("npm run catalogue:release", () => {
  test("a later release rewrites the baseline and adds its Catalogue section to the changelog", async () => {
    const released = JSON.parse(await readFile(BASELINE, "utf8"));
    const baseline = join(dir, "release.baseline.json");
    const changelog = join(dir, "CHANGELOG.md");
    const current = join(dir, "release.json");
    await writeFile(baseline, JSON.stringify({ ...released, version: "0.0.1" }));
    await writeFile(
      changelog,
      "# Changelog\n\n## Unreleased\n\n- by hand\n\n## 0.0.1 — catalogue\n\n- 1 violation code\n",
    );
    const { version: _version, ...catalogue } = released;
    await writeFile(
      current,
      JSON.stringify({
        ...catalogue,
        violations: {
          ...catalogue.violations,
          blank: { ...catalogue.violations.blank, deprecated: { since: "0.1.0", replacement: "empty" } },
          sku_format_invalid: { description: "Not a SKU." },
        },
      }),
    );
    const ran = run("catalogue-release.mjs", "--current", current, "--baseline", baseline, "--changelog", changelog);
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    const written = JSON.parse(await readFile(baseline, "utf8"));
    expect(Object.keys(written)).toStrictEqual([...Object.keys(written)].sort());
    expect(written.violations.sku_format_invalid).toStrictEqual({ description: "Not a SKU." });
    const text = await readFile(changelog, "utf8");
    const section = text.slice(text.indexOf("## 0.1.0 — catalogue"), text.indexOf("## 0.0.1"));
    expect(text.indexOf("## Unreleased")).toBeLessThan(text.indexOf("## 0.1.0 — catalogue"));
    expect(section).toContain("### Catalogue");
    expect(section).toContain("- `sku_format_invalid` (violation)");
    expect(section).toContain("- `blank` (violation): since 0.1.0, use empty instead");
  });
});
