// Runs api-extractor once per entry point: `api-extractor.json` describes the
// root entry, and each further entry reuses it with its own .d.ts and report
// name. With --local the reports in etc/ are updated; without, any difference
// from the committed report fails (CI mode).
//
// An entry names another entry's types by package name (`import type { X } from
// "api-error-model/list-query"`), and api-extractor must see those as imports from another
// package, not as the entry's own declarations. It calls a module external only when
// TypeScript resolved it through a node_modules folder (the package's own name, resolved
// through `exports`, counts as local), so api-extractor.json maps `api-error-model[/x]` to
// `dist/` through temp/api-extractor/node_modules/api-error-model, a link to this folder
// that this script makes.
import { mkdirSync, rmSync, symlinkSync } from "node:fs";
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";

const local = process.argv.includes("--local");
const entries = [
  ["api-error-model", "dist/index.d.ts"],
  ["catalogue", "dist/catalogue/index.d.ts"],
  ["list-query", "dist/list-query/index.d.ts"],
  ["messages", "dist/messages/index.d.ts"],
  // One locale's report shows the shape every locale shares; the others would repeat it.
  ["messages-de", "dist/messages/de/index.d.ts"],
  ["views", "dist/views/index.d.ts"],
  ["zod", "dist/validators/zod/index.d.ts"],
  ["standard-schema", "dist/validators/standard-schema/index.d.ts"],
  ["valibot", "dist/validators/valibot/index.d.ts"],
  ["forms", "dist/forms/index.d.ts"],
  ["schema", "dist/schema/index.d.ts"],
  ["contract", "dist/contract/index.d.ts"],
  ["sql", "dist/sql/index.d.ts"],
  ["node", "dist/node/index.d.ts"],
  ["hono", "dist/hono/index.d.ts"],
  ["pages", "dist/pages/index.d.ts"],
];

const link = "temp/api-extractor/node_modules/api-error-model";
mkdirSync("temp/api-extractor/node_modules", { recursive: true });
rmSync(link, { force: true });
symlinkSync("../../..", link, "dir");

const base = ExtractorConfig.loadFile("api-extractor.json");
let failed = false;
for (const [name, dts] of entries) {
  const config = ExtractorConfig.prepare({
    configObject: {
      ...base,
      mainEntryPointFilePath: `<projectFolder>/${dts}`,
      apiReport: { ...base.apiReport, reportFileName: name },
    },
    configObjectFullPath: `${process.cwd()}/api-extractor.json`,
    packageJsonFullPath: `${process.cwd()}/package.json`,
  });
  const result = Extractor.invoke(config, { localBuild: local, showVerboseMessages: false });
  if (!result.succeeded) {
    failed = true;
    console.error(
      `api-extractor: ${name}: ${result.errorCount} errors, ${result.warningCount} warnings${result.apiReportChanged ? ", the API report changed (run npm run api:update and review etc/)" : ""}`,
    );
  } else {
    console.log(`api-extractor: ${name}: ok`);
  }
}
process.exit(failed ? 1 : 0);
