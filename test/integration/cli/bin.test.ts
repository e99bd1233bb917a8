/**
 * The package's bin, `api-error-model`, run as a process: explain, list, diff and pages, their
 * exit codes and their errors.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";

const BIN = fileURLToPath(new URL("../../../bin/api-error-model.mjs", import.meta.url));
const CATALOGUE = fileURLToPath(new URL("../../../dist/catalogue.json", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "api-error-model-bin-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the bin with `args`. */
function run(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr });
    });
  });
}

/** Writes a JSON file in the scratch folder. */
function file(name: string, value: unknown): string {
  const path = join(scratch, name);
  writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value));
  return path;
}

const released = JSON.parse(readFileSync(CATALOGUE, "utf8")) as {
  violations: Record<string, Record<string, unknown>>;
  baseErrors: Record<string, Record<string, unknown>>;
};

describe("explain", () => {
  test("explain undefined says what the code means, in English", async () => {
    const { code, stdout } = await run("explain", "undefined");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^# Error code `undefined`/);
    expect(stdout).toContain("The value is undefined where a value is required.");
    expect(stdout).toContain("| English `en` | is required |");
  });

  test("explain too_long --locale de answers in German, with its message in every language", async () => {
    const { code, stdout } = await run("explain", "too_long", "--locale", "de");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^# Fehlercode `too_long`/);
    expect(stdout).toContain("## Meldung in jeder Sprache");
    expect(stdout).toContain("| Deutsch `de` | darf höchstens 10 Zeichen lang sein |");
    expect(stdout).toContain("`zh-Hant`");
  });

  test("--format json and html", async () => {
    const json = await run("explain", "blank", "--format", "json");
    expect(JSON.parse(json.stdout)).toMatchObject({ code: "blank", kind: "violation" });
    expect((await run("explain", "blank", "--format", "html")).stdout).toMatch(/^<!doctype html>/);
  });

  test("an unknown code exits 1 and suggests the nearest", async () => {
    const { code, stdout, stderr } = await run("explain", "to_long");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      'api-error-model: unknown code "to_long"; did you mean too_long? (api-error-model list shows every code)\n',
    );
    expect((await run("explain", "zzzzzzzz")).stderr).not.toContain("did you mean");
  });

  test("bad input exits 2 with a clear error", async () => {
    expect(await run("explain", "too_long", "--locale", "xx")).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^api-error-model explain: no locale "xx"; the package has en, ar, /),
    });
    expect(await run("explain", "too_long", "--format", "pdf")).toMatchObject({
      code: 2,
      stderr: 'api-error-model explain: --format must be markdown, html or json, not "pdf"\n',
    });
    expect(await run("explain")).toMatchObject({
      code: 2,
      stderr: "api-error-model explain: expected 1 argument(s), got 0\n",
    });
    expect((await run("explain", "blank", "--colour")).code).toBe(2);
  });
});

describe("a team's catalogue: --catalogue FILE", () => {
  const own = {
    ...released,
    violations: {
      ...released.violations,
      sku_format_invalid: { description: "The SKU does not have the shop's format.", message: "is not a valid SKU" },
    },
  };

  test("explain and list read it", async () => {
    const path = file("own.json", own);
    const explained = await run("explain", "sku_format_invalid", "--catalogue", path);
    expect(explained.code).toBe(0);
    expect(explained.stdout).toContain("The SKU does not have the shop's format.");
    expect(explained.stdout).toContain("| English `en` | is not a valid SKU |");
    const listed = await run("list", "--catalogue", path);
    expect(listed.stdout).toMatch(/^sku_format_invalid +violation {2}The SKU does not have the shop's format\.$/m);
  });

  test("a file that is missing, not JSON, not an object or not a valid catalogue exits 2", async () => {
    const missing = await run("list", "--catalogue", join(scratch, "nothing.json"));
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringMatching(/cannot read .*nothing\.json: ENOENT/) });
    expect((await run("list", "--catalogue", file("bad.json", "{"))).stderr).toMatch(/bad\.json is not JSON/);
    expect((await run("list", "--catalogue", file("array.json", []))).stderr).toMatch(/array\.json is not a catalogue/);
    const invalid = await run("list", "--catalogue", file("invalid.json", { violations: { BadCode: {} } }));
    expect(invalid).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/invalid\.json is not a valid catalogue: /),
    });
  });
});

describe("list", () => {
  test("every code, one a line, with its kind; --json gives the entries", async () => {
    const { code, stdout } = await run("list");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^too_long +violation {2}The string is longer than the maximum length\.$/m);
    expect(stdout).toMatch(/^user_not_found +base {7}/m);
    expect(stdout).toMatch(/^request_constraint_violations +top-level/m);
    const json = JSON.parse((await run("list", "--json")).stdout) as { code: string }[];
    expect(json.map((entry) => entry.code)).toContain("too_long");
    expect(json[0]).not.toHaveProperty("href");
  });

  test("a deprecated code says so", async () => {
    const path = file("deprecated.json", {
      ...released,
      violations: {
        ...released.violations,
        blank: { ...released.violations["blank"], deprecated: { since: "2.0.0" } },
      },
    });
    expect((await run("list", "--catalogue", path)).stdout).toMatch(/^blank .*\(deprecated\)$/m);
  });
});

describe("diff", () => {
  test("added and deprecated codes; exit 0 while nothing breaks", async () => {
    const next = {
      ...released,
      violations: {
        ...released.violations,
        blank: { ...released.violations["blank"], deprecated: { since: "2.0.0", replacement: "empty" } },
        sku_format_invalid: { description: "x" },
      },
    };
    const { code, stdout } = await run("diff", CATALOGUE, file("next.json", next));
    expect(code).toBe(0);
    expect(stdout).toBe(
      "added: 1\n  violation sku_format_invalid\ndeprecated: 1\n  violation blank: since 2.0.0, use empty instead\nbroken: 0\n",
    );
  });

  test("a removed code or a changed status breaks: exit 1; --json gives the diff as data", async () => {
    const { too_long: _, ...violations } = released.violations;
    const broken = file("broken.json", {
      ...released,
      violations,
      baseErrors: { ...released.baseErrors, not_found: { ...released.baseErrors["not_found"], status: 410 } },
    });
    const { code, stdout } = await run("diff", CATALOGUE, broken);
    expect(code).toBe(1);
    expect(stdout).toContain("broken: 2\n  violation too_long: removed");
    expect(stdout).toContain("  baseError not_found: status changed from 404 to 410");
    const json = await run("diff", CATALOGUE, broken, "--json");
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      added: [],
      deprecated: [],
      broken: [{ code: "too_long" }, { code: "not_found" }],
    });
  });

  test("a missing argument exits 2", async () => {
    expect(await run("diff", CATALOGUE)).toMatchObject({
      code: 2,
      stderr: "api-error-model diff: expected 2 argument(s), got 1\n",
    });
  });
});

describe("pages: the static site", () => {
  test("writes the index and a page per code in three formats, linked by file name", async () => {
    const out = join(scratch, "site");
    const { code, stdout } = await run("pages", "--out", out, "--locale", "ar");
    expect(code).toBe(0);
    const files = readdirSync(out);
    const codes = files.filter((name) => name.endsWith(".json") && name !== "index.json").length;
    expect(stdout).toBe(`wrote ${files.length} files (${codes} codes, 3 formats) to ${out}\n`);
    expect(files).toEqual(
      expect.arrayContaining(["index.html", "index.md", "index.json", "too_long.html", "too_long.md"]),
    );
    const index = readFileSync(join(out, "index.html"), "utf8");
    expect(index).toContain('<html lang="ar" dir="rtl">');
    expect(index).toContain('href="too_long.html"');
    expect(readFileSync(join(out, "too_long.md"), "utf8")).toContain("](<index.md>)");
  });

  test("without --out it exits 2", async () => {
    expect(await run("pages")).toMatchObject({ code: 2, stderr: "api-error-model pages: pages needs --out DIR\n" });
  });
});

describe("usage", () => {
  test("help prints the usage and exits 0; no command exits 2; an unknown one names it", async () => {
    const help = await run("--help");
    expect(help).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Usage: api-error-model <command>/) });
    expect((await run("help")).code).toBe(0);
    expect((await run("explain", "--help")).stdout).toMatch(/^Usage/);
    expect((await run("list", "-h")).stdout).toMatch(/^Usage/);
    expect((await run("diff", "--help")).stdout).toMatch(/^Usage/);
    expect((await run("pages", "--help")).stdout).toMatch(/^Usage/);
    expect((await run()).code).toBe(2);
    const unknown = await run("explian");
    expect(unknown).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^api-error-model: unknown command "explian"\n/),
    });
  });

  test("package.json's bin names it", () => {
    const manifest = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));
    expect(manifest.bin).toStrictEqual({ "api-error-model": "./bin/api-error-model.mjs" });
    expect(manifest.files).toContain("bin");
  });
});
