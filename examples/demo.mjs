// `npm run demo`: compiles the examples, then runs the client walkthrough in this process.
import { compileExamples } from "./compile.mjs";

compileExamples();
await import("./dist/client-demo/demo.js");
