// `npm start`: compiles the examples, then runs the reference server in this process.
import { compileExamples } from "./compile.mjs";

compileExamples();
await import("./dist/reference-server/main.js");
