// `npm run seed -- N`: compiles the examples, then fills DATABASE_URL with N generated users
// (examples/reference-server/seed.ts).
import { compileExamples } from "./compile.mjs";

compileExamples();
await import("./dist/reference-server/seed.js");
