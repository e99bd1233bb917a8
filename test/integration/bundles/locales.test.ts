import { existsSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { en, violationMessage } from "../../../src/messages/index.js";
import { type Bundled, bundleSource } from "../../support/bundle.js";
import { expectLeftOut } from "../../support/left-out.js";
import { LOCALES } from "../../support/locales.js";

// One import per locale, nothing else pulled in: a program that imports one
// locale's subpath bundles that locale's table and no other one; English comes
// only with the messages entry, as the fallback of its functions.

// Letters as they are, not \uXXXX escapes, so that a sentence of any script is found as written.
const bundleOf = (contents: string) => bundleSource(contents, { charset: "utf8" });

/** The built module of a locale: English lives in the messages entry. */
const fileOf = (tag: string) => (tag === "en" ? "dist/messages/en.js" : `dist/messages/${tag}/index.js`);
/** A sentence only the locale's own table holds (en-XA makes its sentences at run time: its file is the check). */
const ownSentence = (tag: string) =>
  violationMessage(
    { code: "url_contained_user_info" },
    { locale: LOCALES.find((c) => c.locale.tag === tag)?.locale ?? en },
  );

beforeAll(() => {
  if (!existsSync("dist/messages/index.js")) throw new Error("dist/ is missing: run `npm run build` first");
});

describe.each(LOCALES.filter(({ locale }) => locale !== en))(
  "bundling only `import { $name }` from its subpath",
  ({ locale, name }) => {
    let bundled: Bundled;
    beforeAll(async () => {
      bundled = await bundleOf(`export { ${name} } from "api-error-model/messages/${locale.tag}";`);
    });

    test("keeps the locale", () => {
      expect(bundled.inputs).toContain(fileOf(locale.tag));
      if (locale.tag !== "en-XA") expect(bundled.code).toContain(ownSentence(locale.tag));
    });

    test("brings no other locale's table", () => {
      for (const other of LOCALES) {
        if (other.locale === locale || (locale.tag === "en-XA" && other.locale === en)) continue;
        expectLeftOut(bundled.inputs, fileOf(other.locale.tag));
        if (other.locale.tag !== "en-XA") expect(bundled.code).not.toContain(ownSentence(other.locale.tag));
      }
    });
  },
);

describe("bundling `violationMessage` with German", () => {
  test("brings German and English, the fallback, and no other locale", async () => {
    const bundled = await bundleOf(
      'export { violationMessage } from "api-error-model/messages";\nexport { de } from "api-error-model/messages/de";',
    );
    expect(bundled.code).toContain(ownSentence("de"));
    expect(bundled.code).toContain(ownSentence("en"));
    for (const other of LOCALES) {
      if (other.locale.tag !== "de" && other.locale.tag !== "en")
        expectLeftOut(bundled.inputs, fileOf(other.locale.tag));
    }
  });
});
