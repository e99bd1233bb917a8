// Runs the smoke program and prints its result as one line of JSON (Node, Bun, Deno).
import { entryNames, runSmoke } from "./smoke.js";

const manifest = (await import("api-error-model/package.json", { with: { type: "json" } })).default;
const result = await runSmoke({ entries: entryNames(manifest), load: (name) => import(name) });
console.log(JSON.stringify(result));
