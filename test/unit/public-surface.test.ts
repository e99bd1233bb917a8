/**
 * The API reports in etc/ (one per entry, written by `npm run api:update`) show each entry's own
 * surface: no name with a leading underscore (a helper for the package's own files), few names
 * exported by more than one entry, and every value a report lists importable from that entry at
 * run time (a value re-exported with `export type` is listed but cannot be imported).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import packageJson from "../../package.json" with { type: "json" };

const ETC = new URL("../../etc/", import.meta.url);
/** The most exported names across the reports, per distinct name: above it, entries repeat each other's names. */
const MAX_REPEAT = 1.3;

/**
 * The source index of the entry a report describes, read from package.json's `exports` (the report
 * is named after the subpath, `api-error-model` for the root and `messages-de` for `messages/de`):
 * its built file's path with `dist/` read as `src/`.
 */
function sourceIndexOf(report: string): string {
  const exports: Readonly<Record<string, unknown>> = packageJson.exports;
  const subpath =
    report === "api-error-model" ? "." : `./${report}` in exports ? `./${report}` : `./${report.replace("-", "/")}`;
  const target = (exports[subpath] as { readonly default: string } | undefined)?.default ?? `no export ${subpath}`;
  return `../../${target.replace(/^\.\/dist\//, "src/")}`;
}

const DECLARATION = /^export (?:declare )?(?:abstract )?(const|function|class|type|interface|enum|namespace) (\w+)/gm;
const RE_EXPORT = /^export \{ (\w+) \}/gm;

/** The names a report lists, each once, and which of them are values. */
function namesOf(text: string): { names: string[]; values: string[] } {
  const names = new Set<string>();
  const values = new Set<string>();
  for (const [, kind = "", name = ""] of text.matchAll(DECLARATION)) {
    names.add(name);
    if (kind !== "type" && kind !== "interface") values.add(name);
  }
  for (const [, name = ""] of text.matchAll(RE_EXPORT)) names.add(name);
  return { names: [...names], values: [...values] };
}

const reports = readdirSync(ETC)
  .filter((file) => file.endsWith(".api.md"))
  .sort()
  .map((file) => {
    const name = file.slice(0, -".api.md".length);
    return { name, ...namesOf(readFileSync(new URL(file, ETC), "utf8")) };
  });

describe("the API reports in etc/", () => {
  test("one report per entry, each listing names", () => {
    expect(reports.map((report) => report.name)).toContain("sql");
    for (const report of reports) expect(report.names.length, report.name).toBeGreaterThan(0);
  });

  test("publish no name with a leading underscore", () => {
    const underscored = reports.flatMap((report) =>
      report.names.filter((name) => name.startsWith("_")).map((name) => `${report.name}: ${name}`),
    );
    expect(underscored).toStrictEqual([]);
  });

  test(`list at most ${MAX_REPEAT} exported names per distinct name, across all entries`, () => {
    const total = reports.reduce((sum, report) => sum + report.names.length, 0);
    const distinct = new Set(reports.flatMap((report) => report.names)).size;
    expect(total).toBeLessThanOrEqual(MAX_REPEAT * distinct);
  });

  test("the sql entry lists only its own names, not list-query's (paginate is list-query's)", () => {
    const sql = reports.find((report) => report.name === "sql");
    expect(sql?.names).toContain("compileListQuery");
    expect(sql?.names).not.toContain("paginate");
  });

  test.each(reports.map((report) => [report.name, report] as const))(
    "every value the %s report lists is exported by that entry at run time",
    async (name, report) => {
      const entry = (await import(sourceIndexOf(name))) as Record<string, unknown>;
      expect(report.values.filter((value) => !(value in entry))).toStrictEqual([]);
    },
  );
});
