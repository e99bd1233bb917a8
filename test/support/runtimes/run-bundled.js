// The entry the bundler tests bundle: the smoke program, its result printed as one line of JSON.
import { runSmoke } from "./smoke.js";

console.log(JSON.stringify(await runSmoke()));
