// After `tsc -p tsconfig.build.json` and scripts/write-catalogue.mjs, writes
// every locale compiled into its module in dist/, none of it committed:
//   dist/messages/<tag>/index.js   the locale of src/messages/<tag>/messages.json
//   dist/messages/en.js            English, from the catalogue definition (en-data.ts)
// In the sources a locale's module reads its messages.json through the
// runtime reader (src/messages/compile-locale.ts), which parses ICU
// MessageFormat; here the same reader checks the data and each pattern is
// written as a function of the writer (src/internal/icu/compile-source.ts),
// so that a locale's module holds no parser and imports nothing.
// test/integration/bundles/compiled-locales.test.ts checks that both give
// the same sentence for every code of every locale.
// `--dist <folder>` writes into another folder than dist/ (scripts/build.mjs builds in a temporary one).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const root = new URL("../", import.meta.url);
const flag = process.argv.indexOf("--dist");
const folder = flag === -1 ? new URL("dist/", root) : pathToFileURL(`${process.argv[flag + 1]}/`);
const dist = (path) => new URL(path, folder);
if (!existsSync(dist("messages/compile-locale.js"))) {
  console.error("compile-locales: dist/ is missing; run `tsc -p tsconfig.build.json` first");
  process.exit(1);
}
const { _localeFrom } = await import(dist("messages/compile-locale.js").href);
const { compiledSource } = await import(dist("internal/icu/compile-source.js").href);
const { EN_DATA } = await import(dist("messages/en-data.js").href);

/** A pattern's source text, kept apart from the locale's strings. */
const SOURCE = Symbol("source");

/** Text stays a string; a message that writes values becomes its source text. */
const compile = (parts) =>
  parts.every((part) => typeof part === "string") ? parts.join("") : { [SOURCE]: compiledSource(parts) };

/** A compiled locale as a JavaScript expression. */
function serialize(value) {
  if (typeof value === "string") return JSON.stringify(value);
  if (Object.hasOwn(value, SOURCE)) return value[SOURCE];
  const members = Object.entries(value).map(([key, member]) => {
    // `__proto__` would set the prototype: written as a computed key.
    const name = key === "__proto__" ? `["__proto__"]` : /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    return `${name}:${serialize(member)}`;
  });
  return `{${members.join(",")}}`;
}

/** The export of a locale's module: its tag in camel case (`pt-BR` is `ptBR`). */
const exportName = (tag) => tag.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

function write(path, name, from, locale) {
  const header = `// Written by scripts/compile-locales.mjs from ${from}: the locale compiled, without a parser.`;
  writeFileSync(dist(path), `${header}\nexport const ${name} = ${serialize(locale)};\n`);
}

const tags = [];
for (const entry of readdirSync(new URL("src/messages/", root), { withFileTypes: true })) {
  const data = new URL(`src/messages/${entry.name}/messages.json`, root);
  // A folder whose module is not built (data not wired in yet) is left alone.
  if (!entry.isDirectory() || !existsSync(data) || !existsSync(dist(`messages/${entry.name}/index.js`))) continue;
  const locale = _localeFrom(JSON.parse(readFileSync(data, "utf8")), compile);
  write(`messages/${entry.name}/index.js`, exportName(locale.tag), `src/messages/${entry.name}/messages.json`, locale);
  rmSync(dist(`messages/${entry.name}/messages.json`), { force: true });
  tags.push(entry.name);
}
write("messages/en.js", "en", "the catalogue definition (src/messages/en-data.ts)", _localeFrom(EN_DATA, compile));
console.log(`compile-locales: en and ${tags.length} locales compiled (${tags.join(", ")})`);
