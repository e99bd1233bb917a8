/**
 * A second generator reads the served document: orval writes zod schemas from
 * it (`client: "zod"`, one schema per operation and status), and every answer
 * the end-to-end tests received (recorded by test/support/e2e.ts, see
 * test/support/recorded-answers.ts) is accepted by the schema of the operation
 * and status that answered.
 *
 * Runs in the vitest project `generated-zod`, after the projects that record
 * the answers. The one file that uses orval.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ZodType } from "zod";
import { OPENAPI_DOCUMENT } from "../../../examples/reference-server/operations.js";
import { type RecordedAnswer, readRecordedAnswers } from "../../support/recorded-answers.js";
import { importTool } from "../../support/tools.js";

/** orval's `generate`, as this file calls it (orval is a test tool, imported at run time: test/tools). */
type Generate = (options: unknown, workspace: string) => Promise<unknown>;

type Json = { readonly [key: string]: unknown };

const TEMP = fileURLToPath(new URL("../../../temp", import.meta.url));

/** The document's operations: method, path template (as a regular expression), operationId and statuses. */
const OPERATIONS = Object.entries(OPENAPI_DOCUMENT["paths"] as { readonly [template: string]: Json }).flatMap(
  ([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      regex: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
      operationId: (operation as Json)["operationId"] as string,
      statuses: Object.keys((operation as Json)["responses"] as Json),
    })),
);

let folder: string;
let schemas: { readonly [name: string]: ZodType | undefined };
let answers: RecordedAnswer[];

beforeAll(async () => {
  answers = readRecordedAnswers();
  // Inside the checkout, so that the generated module's `import * as zod from "zod"` resolves.
  mkdirSync(TEMP, { recursive: true });
  folder = mkdtempSync(join(TEMP, "orval-zod-"));
  const target = join(folder, "schemas.zod.ts");
  const { generate } = (await importTool("orval")) as { generate: Generate };
  await generate(
    {
      input: { target: JSON.parse(JSON.stringify(OPENAPI_DOCUMENT)) },
      // Every status its own schema, errors included: `<operationId><status>Response`.
      output: { target, client: "zod", mode: "single", override: { zod: { generateEachHttpStatus: true } } },
    },
    folder,
  );
  schemas = (await import(target)) as typeof schemas;
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/**
 * The operations whose schemas an answer must satisfy: the one that answered, or,
 * for an answer no operation gave (404 at an unknown path, 405 for another method at
 * a known one), every operation (at that path), each of which declares it.
 */
function operationsOf(answer: RecordedAnswer): typeof OPERATIONS {
  const at = OPERATIONS.filter((operation) => operation.regex.test(answer.path));
  const exact = at.filter((operation) => operation.method === answer.method);
  if (exact.length > 0) return exact;
  return (at.length > 0 ? at : OPERATIONS).filter((operation) => operation.method !== "HEAD");
}

/** What is wrong with one answer under the generated schemas; nothing when each accepts it. */
function problemsOf(answer: RecordedAnswer): string[] {
  const label = `${answer.method} ${answer.path} ${answer.status}`;
  // A HEAD answer, a CORS preflight: no body to read.
  if (answer.text === "") return [];
  const body: unknown = JSON.parse(answer.text);
  return operationsOf(answer).flatMap(({ operationId }) => {
    const name = `${operationId}${answer.status}Response`;
    const schema = schemas[name];
    if (schema === undefined) return [`${label}: orval wrote no ${name}`];
    const parsed = schema.safeParse(body);
    return parsed.success ? [] : [`${label}: ${name} refuses ${answer.text.slice(0, 300)}: ${parsed.error.message}`];
  });
}

describe("zod schemas orval generates from the served document", () => {
  test("the recorded answers cover every operation with a body, and the statuses of success, refusal and failure", () => {
    // None, or too few: the end-to-end tests did not run first (`npx vitest run --project integration`).
    expect(answers.length, "answers recorded by the end-to-end tests").toBeGreaterThan(100);
    // HEAD answers have no body to read: their GET twins' bodies are.
    const withBody = (operations: typeof OPERATIONS) =>
      operations.filter((operation) => operation.method !== "HEAD").map((operation) => operation.operationId);
    const answered = new Set(answers.flatMap((answer) => withBody(operationsOf(answer))));
    expect([...answered].sort()).toStrictEqual(withBody(OPERATIONS).sort());
    const statuses = new Set(answers.map((answer) => answer.status));
    for (const status of [200, 201, 400, 404, 405, 413, 415, 500])
      expect(statuses, `status ${status}`).toContain(status);
  });

  test("accept every answer the end-to-end tests received, each by the schema of its operation and status", () => {
    expect(answers.flatMap(problemsOf).slice(0, 20)).toStrictEqual([]);
  });

  test("refuse an answer the document does not describe, so that their acceptance means something", () => {
    const page = answers.find(
      (answer) => answer.path === "/api/v1/users" && answer.status === 200 && answer.text !== "",
    );
    const created = answers.find((answer) => answer.path === "/api/v1/users" && answer.status === 201);
    const refused = answers.find((answer) => answer.status === 405 && answer.text !== "");
    for (const [answer, fault] of [
      [page, { totalResults: "many" }],
      [created, { id: 7 }],
      [refused, { details: { allowedMethods: "GET" } }],
    ] as const) {
      expect(answer).toBeDefined();
      const text = JSON.stringify({ ...JSON.parse((answer as RecordedAnswer).text), ...fault });
      expect(problemsOf({ ...(answer as RecordedAnswer), text }).length, text.slice(0, 200)).toBeGreaterThan(0);
    }
  });
});
