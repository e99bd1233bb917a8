/**
 * Every sentence of every locale, rendered with sample values, as a readable
 * file per locale: test/snapshots/messages/<tag>.txt. A change of wording is
 * a diff of those lines there; `npx vitest run test/unit/messages/snapshots.test.ts -u`
 * writes them again after a deliberate change.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { EN_DATA } from "../../../src/messages/en-data.js";
import { type LocaleData, readLocale } from "../../../src/messages/index.js";
import { LOCALES } from "../../support/locales.js";
import { renderLocale } from "../../support/message-snapshots.js";

/** A shipped locale's data: its messages.json, or English's (en-XA is made from English). */
function dataOf(tag: string): LocaleData {
  if (tag === "en" || tag === "en-XA") return EN_DATA;
  return JSON.parse(
    readFileSync(new URL(`../../../src/messages/${tag}/messages.json`, import.meta.url), "utf8"),
  ) as LocaleData;
}

const HEADER = (tag: string) => [
  `# Every sentence of the locale ${tag}, rendered with sample values (test/support/message-snapshots.ts).`,
  "# One line per variant and sample: violation|base_error <code> [<variant>] <values>: <sentence>, then the phrases.",
  "# Isolation marks (right to left) are left out.",
  "",
];

describe.each(LOCALES)("locale $locale.tag", ({ locale }) => {
  test("renders every sentence as its snapshot file says", async () => {
    const lines = [...HEADER(locale.tag), ...renderLocale(dataOf(locale.tag), locale), ""];
    await expect(lines.join("\n")).toMatchFileSnapshot(`../../snapshots/messages/${locale.tag}.txt`);
  });
});

describe("a change of one template", () => {
  const de = dataOf("de");
  const german = LOCALES.find(({ locale }) => locale.tag === "de")?.locale;
  const before = renderLocale(de, german as NonNullable<typeof german>);
  const patterns = Object.entries(de.violations ?? {}).flatMap(([code, message]) =>
    typeof message === "string" ? [[code, ""] as const] : Object.keys(message).map((key) => [code, key] as const),
  );

  test("of any code and variant changes exactly the lines of that code and variant", () => {
    for (const [code, key] of patterns) {
      const message = de.violations?.[code] as NonNullable<LocaleData["violations"]>[string];
      const changed = typeof message === "string" ? "GEÄNDERT" : { ...message, [key]: "GEÄNDERT" };
      const read = readLocale({ ...de, violations: { ...de.violations, [code]: changed } });
      if (!read.ok) throw new Error(read.error.message);
      const after = renderLocale(de, read.value);
      const differing = after.filter((line, index) => line !== before[index]);
      expect(differing.length).toBeGreaterThan(0);
      for (const line of differing) expect(line.startsWith(`violation ${code} [${key}]`), line).toBe(true);
      for (const line of after.filter((line) => line.startsWith(`violation ${code} [${key}]`))) {
        expect(line.endsWith(": GEÄNDERT"), line).toBe(true);
      }
    }
  });
});
