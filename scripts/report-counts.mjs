// Prints the line CI reads, `N passed, N failed`, from vitest's JSON report.
import { existsSync, readFileSync } from "node:fs";

const file = process.argv[2] ?? "reports/vitest.json";
if (!existsSync(file)) {
  console.log("0 passed, 1 failed");
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, "utf8"));
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed`);
