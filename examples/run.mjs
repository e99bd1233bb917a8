// `npm run start:express` / `npm run start:fastify`: compiles the examples, then runs one of them in this process.
import { compileExamples } from "./compile.mjs";

const name = process.argv[2];
if (name !== "express" && name !== "fastify") {
  console.error("usage: node examples/run.mjs express|fastify");
  process.exit(2);
}
compileExamples();
await import(`./dist/${name}/main.js`);
