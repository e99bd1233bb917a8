// Runs the smoke program and prints its result as one line of JSON (Node, Bun, Deno).
import { runSmoke } from "./smoke.js";

const manifest = (await import("api-error-model/package.json", { with: { type: "json" } })).default;
// The names a user imports, from the package's exports: api-error-model, api-error-model/list-query, ...
const entries = Object.keys(manifest.exports)
  .filter((key) => !key.endsWith(".json"))
  .map((key) => (key === "." ? manifest.name : `${manifest.name}/${key.slice(2)}`));
const result = await runSmoke({ entries, load: (name) => import(name) });
console.log(JSON.stringify(result));
