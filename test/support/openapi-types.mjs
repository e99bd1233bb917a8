/**
 * Writes the TypeScript types openapi-typescript 7 generates from an OpenAPI document:
 * `node test/support/openapi-types.mjs <document.json> <types.ts>`. Offline: the document
 * is read from the file, and openapi-typescript fetches nothing for a document whose
 * references are all internal. openapi-typescript is a test tool (test/tools): it prints its
 * output with the TypeScript 5 compiler API, and finds TypeScript 5.9 beside it there (the
 * project's TypeScript 7 is native, without a JavaScript API).
 */
import { readFile, writeFile } from "node:fs/promises";
import { importTool } from "../tools/import.mjs";

const { default: openapiTS, astToString } = await importTool("openapi-typescript");

const [documentPath, typesPath] = process.argv.slice(2);
if (documentPath === undefined || typesPath === undefined) {
  throw new Error("usage: node test/support/openapi-types.mjs <document.json> <types.ts>");
}
const document = JSON.parse(await readFile(documentPath, "utf8"));
await writeFile(typesPath, astToString(await openapiTS(document)));
