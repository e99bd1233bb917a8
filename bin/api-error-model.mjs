#!/usr/bin/env node
// The package's command line: `explain`, `list`, `diff` and `pages`, over the built-in catalogue
// or a team's own (`--catalogue FILE`, the shape of catalogue.json). Zero dependencies: Node's
// `parseArgs`, and the package's own entries from dist/. Exit codes: 0 done, 1 a finding (an
// unknown code, a diff that breaks the released catalogue), 2 a usage error (bad arguments, a
// file that cannot be read, a catalogue that does not check).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { builtInCatalogue, defineCatalogue, diffCatalogues } from "../dist/catalogue/index.js";
import { en, negotiateLocale } from "../dist/messages/index.js";
import { errorIndex, errorPage } from "../dist/pages/index.js";

const USAGE = `Usage: api-error-model <command> [options]

Commands:
  explain CODE [--locale TAG] [--catalogue FILE] [--format markdown|html|json]
                       what CODE means, when it is sent, how to fix the request, its message in every language
  list [--catalogue FILE] [--json]
                       every code of the catalogue, with its kind and description
  diff OLD.json NEW.json [--json]
                       the codes added, deprecated and broken between two catalogues (exit 1 when broken)
  pages --out DIR [--locale TAG] [--catalogue FILE]
                       a static site: index and a page per code, as .html, .md and .json

Options:
  --catalogue FILE     a catalogue as data (catalogue.json, or toJSON() of your own); the built-in one by default
  --locale TAG         the reader's language (de, pt-BR, ...); English by default
  -h, --help           this text
`;

/** A failure of the user's input: its message, and exit code 2. */
class UsageError extends Error {}

/** The package.json of this package. */
const MANIFEST = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/** The tags of the locales the package ships, from its exports (`./messages/<tag>`). */
function shippedTags() {
  return Object.keys(MANIFEST.exports)
    .map((subpath) => /^\.\/messages\/([A-Za-z]{2,3}(?:-[A-Za-z\d]{2,8})*)$/.exec(subpath)?.[1])
    .filter((tag) => tag !== undefined && tag !== "en");
}

/** Every shipped locale, English first. */
async function shippedLocales() {
  const locales = [en];
  for (const tag of shippedTags()) {
    const module = await import(new URL(`../dist/messages/${tag}/index.js`, import.meta.url).href);
    const locale = Object.values(module).find((value) => value?.tag === tag);
    if (locale !== undefined) locales.push(locale);
  }
  return locales;
}

/** The locale `--locale` names, English when absent. */
function localeOf(tag, locales) {
  if (tag === undefined) return en;
  const locale = negotiateLocale(tag, locales);
  if (locale.tag === "en" && !/^en(?:-|$)/i.test(tag)) {
    throw new UsageError(`no locale ${JSON.stringify(tag)}; the package has ${locales.map((l) => l.tag).join(", ")}`);
  }
  return locale;
}

/** Reads a JSON file. */
function readJson(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${error.code ?? error.message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${error.message}`);
  }
}

/** The catalogue of `--catalogue FILE`, checked as `defineCatalogue` checks a definition; the built-in one without. */
function catalogueOf(file) {
  if (file === undefined) return builtInCatalogue;
  const data = readJson(file);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new UsageError(`${file} is not a catalogue: a JSON object with violations, attributes and baseErrors`);
  }
  const { $schema, constraintViolations, ...definition } = data;
  try {
    return defineCatalogue(definition);
  } catch (error) {
    throw new UsageError(`${file} is not a valid catalogue: ${error.message}`);
  }
}

/** The format of `--format`. */
function formatOf(format = "markdown") {
  if (format === "markdown" || format === "html" || format === "json") return format;
  throw new UsageError(`--format must be markdown, html or json, not ${JSON.stringify(format)}`);
}

/** The arguments of a command, refusing unknown options. */
function argsOf(args, options, count) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (parsed.values.help) return parsed;
  if (parsed.positionals.length !== count) {
    throw new UsageError(`expected ${count} argument(s), got ${parsed.positionals.length}`);
  }
  return parsed;
}

async function explain(args, out) {
  const { values, positionals } = argsOf(
    args,
    { locale: { type: "string" }, catalogue: { type: "string" }, format: { type: "string" } },
    1,
  );
  if (values.help) return out(USAGE);
  const format = formatOf(values.format);
  const catalogue = catalogueOf(values.catalogue);
  const locales = await shippedLocales();
  const locale = localeOf(values.locale, locales);
  const code = positionals[0];
  const page = errorPage(code, { catalogue, locale, locales, format });
  if (page.ok) {
    out(page.value.body);
    return 0;
  }
  const suggestion = page.error.suggestion === undefined ? "" : `; did you mean ${page.error.suggestion}?`;
  process.stderr.write(`api-error-model: ${page.error.message}${suggestion} (api-error-model list shows every code)\n`);
  return 1;
}

async function list(args, out) {
  const { values } = argsOf(args, { catalogue: { type: "string" }, json: { type: "boolean" } }, 0);
  if (values.help) return out(USAGE);
  const { codes } = JSON.parse(errorIndex({ catalogue: catalogueOf(values.catalogue), format: "json" }).body);
  if (values.json) {
    out(
      `${JSON.stringify(
        codes.map(({ href, ...entry }) => entry),
        null,
        2,
      )}\n`,
    );
    return 0;
  }
  const width = Math.max(...codes.map((entry) => entry.code.length));
  const kinds = { violation: "violation", baseError: "base     ", constraintViolations: "top-level" };
  out(
    codes
      .map(
        (entry) =>
          `${entry.code.padEnd(width)}  ${kinds[entry.kind]}  ${entry.description}${entry.deprecated ? " (deprecated)" : ""}\n`,
      )
      .join(""),
  );
  return 0;
}

async function diff(args, out) {
  const { values, positionals } = argsOf(args, { json: { type: "boolean" } }, 2);
  if (values.help) return out(USAGE);
  const [oldFile, newFile] = positionals;
  const result = diffCatalogues(readJson(oldFile), readJson(newFile));
  if (values.json) {
    out(`${JSON.stringify(result, null, 2)}\n`);
  } else {
    const lines = [];
    for (const [title, items] of [
      ["added", result.added],
      ["deprecated", result.deprecated],
      ["broken", result.broken],
    ]) {
      lines.push(`${title}: ${items.length}`);
      for (const item of items)
        lines.push(`  ${item.kind} ${item.code}${item.reason === undefined ? "" : `: ${item.reason}`}`);
    }
    out(`${lines.join("\n")}\n`);
  }
  return result.broken.length > 0 ? 1 : 0;
}

async function pages(args, out) {
  const { values } = argsOf(
    args,
    { out: { type: "string" }, locale: { type: "string" }, catalogue: { type: "string" } },
    0,
  );
  if (values.help) return out(USAGE);
  if (values.out === undefined) throw new UsageError("pages needs --out DIR");
  const catalogue = catalogueOf(values.catalogue);
  const locales = await shippedLocales();
  const locale = localeOf(values.locale, locales);
  // A name in two lists (not_found: a base error and a violation code) has one page.
  const codes = [
    ...new Set(JSON.parse(errorIndex({ catalogue, format: "json" }).body).codes.map((entry) => entry.code)),
  ];
  mkdirSync(values.out, { recursive: true });
  const formats = [
    ["html", ".html"],
    ["markdown", ".md"],
    ["json", ".json"],
  ];
  let files = 0;
  for (const [format, extension] of formats) {
    const options = { catalogue, locale, locales, format, extension };
    writeFileSync(join(values.out, `index${extension}`), errorIndex(options).body);
    files++;
    for (const code of codes) {
      const page = errorPage(code, options);
      writeFileSync(join(values.out, `${code}${extension}`), page.value.body);
      files++;
    }
  }
  out(`wrote ${files} files (${codes.length} codes, 3 formats) to ${values.out}\n`);
  return 0;
}

const COMMANDS = { explain, list, diff, pages };

async function main(argv) {
  const out = (text) => {
    process.stdout.write(text);
    return 0;
  };
  const [command, ...rest] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    out(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (!Object.hasOwn(COMMANDS, command)) {
    process.stderr.write(`api-error-model: unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
    return 2;
  }
  try {
    return await COMMANDS[command](rest, out);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`api-error-model ${command}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
