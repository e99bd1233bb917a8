// Mutation run of src/node, with real Express and Fastify: see stryker.engine-run.mjs.
import { engineRun } from "./stryker.engine-run.mjs";

export default engineRun("node");
