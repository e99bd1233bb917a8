// After `tsc -p tsconfig.build.json`, writes what the build makes of the
// catalogue definition (src/core/catalogue/), none of it committed:
//   dist/catalogue.json, dist/catalogue.schema.json  the built-in catalogue as data
//   dist/core/catalogue/tables.js                    the same tables, as literals
// The tables module derives every table from the definition; written again
// as literals, a guard or a builder bundles the tables it reads and not the
// definition's descriptions (the size limit "guards with the code list").
// test/integration/catalogue/build.test.ts checks that both agree.
// `--dist <folder>` writes into another folder than dist/ (scripts/build.mjs builds in a temporary one).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const flag = process.argv.indexOf("--dist");
const folder = flag === -1 ? new URL("../dist/", import.meta.url) : pathToFileURL(`${process.argv[flag + 1]}/`);
const dist = (path) => new URL(path, folder);
if (!existsSync(dist("catalogue/index.js"))) {
  console.error(`write-catalogue: ${folder.pathname} holds no build; run \`tsc -p tsconfig.build.json\` first`);
  process.exit(1);
}
const { builtInCatalogue, CATALOGUE_JSON_SCHEMA } = await import(dist("catalogue/index.js").href);
const tables = await import(dist("core/catalogue/tables.js").href);

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
writeFileSync(dist("catalogue.json"), json({ $schema: "./catalogue.schema.json", ...builtInCatalogue.toJSON() }));
writeFileSync(dist("catalogue.schema.json"), json(CATALOGUE_JSON_SCHEMA));

const source = readFileSync(dist("core/catalogue/tables.js"), "utf8");
if (source.includes("built-in-definition")) {
  const lines = [
    "// Written by scripts/write-catalogue.mjs from the definition: the tables of tables.ts as literals.",
    ...Object.entries(tables).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`),
  ];
  writeFileSync(dist("core/catalogue/tables.js"), `${lines.join("\n")}\n`);
}
console.log(
  `write-catalogue: catalogue.json (${Object.keys(tables.VIOLATION_CODES).length} violation codes, ${Object.keys(tables.BASE_ERROR_STATUS).length} base error codes), tables as literals`,
);
