// Mutation run of src/sql, its SQL run on embedded PostgreSQL: see stryker.engine-run.mjs.
import { engineRun } from "./stryker.engine-run.mjs";

export default engineRun("sql");
