#!/usr/bin/env node
// Generates the error catalogue in Python, Go and Java from a catalogue as data (the built
// `dist/catalogue.json`, or a team's own from `catalogue.toJSON()`): the codes as constants,
// the two bodies as types, a parser with the TypeScript guard's rules, and the status and
// retry rule per code. See docs/languages.md.
//
//   npm run languages -- [--catalogue FILE] [--out DIR] [--python-module NAME]
//                        [--go-package NAME] [--java-package NAME]
//
// Writes DIR/python/NAME.py, DIR/go/NAME/catalogue.go and DIR/java/<package path>/ErrorCatalogue.java.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { emitGo } from "./languages/go.mjs";
import { emitJava } from "./languages/java.mjs";
import { catalogueModel } from "./languages/model.mjs";
import { emitPython } from "./languages/python.mjs";

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
const JAVA_PACKAGE = /^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)*$/;

/**
 * The generated files of a catalogue, by path relative to the output folder.
 *
 * @param {unknown} catalogueJson - a parsed catalogue.json
 * @param {{ pythonModule?: string, goPackage?: string, javaPackage?: string }} [options]
 * @returns {{ path: string, content: string }[]}
 */
export function generateLanguages(catalogueJson, options = {}) {
  const { pythonModule = "api_error_catalogue", goPackage = "apierrors", javaPackage = "apierrormodel" } = options;
  if (!IDENTIFIER.test(pythonModule))
    throw new TypeError(`--python-module ${JSON.stringify(pythonModule)} is no module name`);
  if (!/^[a-z][a-z0-9]*$/.test(goPackage))
    throw new TypeError(`--go-package ${JSON.stringify(goPackage)} is no package name`);
  if (!JAVA_PACKAGE.test(javaPackage))
    throw new TypeError(`--java-package ${JSON.stringify(javaPackage)} is no package name`);
  const model = catalogueModel(catalogueJson);
  return [
    { path: `python/${pythonModule}.py`, content: emitPython(model) },
    { path: `go/${goPackage}/catalogue.go`, content: emitGo(model, { goPackage }) },
    { path: `java/${javaPackage.replaceAll(".", "/")}/ErrorCatalogue.java`, content: emitJava(model, { javaPackage }) },
  ];
}

/** Writes the generated files under `out`; returns their absolute paths. */
export function writeLanguages(catalogueJson, out, options = {}) {
  return generateLanguages(catalogueJson, options).map(({ path, content }) => {
    const file = join(out, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    return file;
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      catalogue: { type: "string", default: fileURLToPath(new URL("../dist/catalogue.json", import.meta.url)) },
      out: { type: "string", default: "languages" },
      "python-module": { type: "string" },
      "go-package": { type: "string" },
      "java-package": { type: "string" },
    },
  });
  try {
    const json = JSON.parse(readFileSync(values.catalogue, "utf8"));
    const files = writeLanguages(json, values.out, {
      ...(values["python-module"] === undefined ? {} : { pythonModule: values["python-module"] }),
      ...(values["go-package"] === undefined ? {} : { goPackage: values["go-package"] }),
      ...(values["java-package"] === undefined ? {} : { javaPackage: values["java-package"] }),
    });
    for (const file of files) console.log(`languages: wrote ${file}`);
  } catch (error) {
    console.error(`languages: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
