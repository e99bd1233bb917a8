/**
 * Redocly CLI (an exact-pinned test tool, test/tools) lints the document the
 * reference server serves at /openapi.json, offline: its `spec` ruleset
 * passes without a single problem, and its `recommended` ruleset finds only
 * the deliberate ones listed here (docs/reference-server.md says why).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { send, startTestServer, type TestServer, testData } from "../../support/e2e.js";
import { toolPath } from "../../support/tools.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const CONFIG = join(ROOT, "test", "support", "redocly.yaml");
const CLI = toolPath("@redocly/cli", "bin", "cli.js");

interface Problem {
  readonly ruleId: string;
  readonly location: readonly { readonly pointer: string }[];
}

let server: TestServer;
let directory: string;
let documentFile: string;
let operationPointers: string[];

beforeAll(async () => {
  server = await startTestServer(testData());
  const reply = await send(server, "GET", "/openapi.json");
  directory = await mkdtemp(join(tmpdir(), "redocly-"));
  documentFile = join(directory, "openapi.json");
  await writeFile(documentFile, reply.text);
  const paths = (reply.json as { paths: { [path: string]: object } }).paths;
  operationPointers = Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `#/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`),
  );
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

/** Runs `redocly lint` on the served document; its JSON report's problems. */
async function lint(...options: string[]): Promise<Problem[]> {
  const run = promisify(execFile);
  const env = {
    ...process.env,
    // No usage data and no update check: the run must not touch the network.
    REDOCLY_TELEMETRY: "off",
    REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
    REDOCLY_SUPPRESS_NOTIFICATIONS: "true",
  };
  const args = [CLI, "lint", "--config", CONFIG, ...options, "--format=json", documentFile];
  // A run with problems exits 1; the report is on stdout either way.
  const { stdout } = await run(process.execPath, args, { env, cwd: directory }).catch(
    (failed: { stdout?: string }) => ({ stdout: failed.stdout ?? "" }),
  );
  return (JSON.parse(stdout) as { problems: Problem[] }).problems;
}

const found = (problems: readonly Problem[]) =>
  problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`).sort();

test("the spec ruleset passes: not one problem", async () => {
  expect(found(await lint())).toStrictEqual([]);
}, 60_000);

test("the recommended ruleset finds only the deliberate: no security scheme, the package's reusable responses", async () => {
  expect(operationPointers.length).toBe(10);
  expect(found(await lint("--extends", "recommended"))).toStrictEqual(
    [
      // The reference server has no authentication: no operation names a security scheme.
      ...operationPointers.map((pointer) => `security-defined ${pointer}`),
      // openApiDocument always includes the schema entry's responses, for documents that refer to them.
      "no-unused-components #/components/responses/ErrorResponse",
      "no-unused-components #/components/responses/ConstraintViolationsResponse",
    ].sort(),
  );
}, 60_000);
