/**
 * Writes the TypeScript types openapi-typescript 7 generates from an OpenAPI document:
 * `node test/support/openapi-types.mjs <document.json> <types.ts>`. Offline: the document
 * is read from the file, and openapi-typescript fetches nothing for a document whose
 * references are all internal. See typescript-5-hook.mjs for why the hook.
 */
import { readFile, writeFile } from "node:fs/promises";
import { register } from "node:module";

register(new URL("./typescript-5-hook.mjs", import.meta.url));
const { default: openapiTS, astToString } = await import("openapi-typescript");

const [documentPath, typesPath] = process.argv.slice(2);
if (documentPath === undefined || typesPath === undefined) {
  throw new Error("usage: node test/support/openapi-types.mjs <document.json> <types.ts>");
}
const document = JSON.parse(await readFile(documentPath, "utf8"));
await writeFile(typesPath, astToString(await openapiTS(document)));
