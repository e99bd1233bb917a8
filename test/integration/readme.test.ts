/**
 * The README and the pages of docs/ compile and tell the truth: every TypeScript block of
 * README.md and docs/*.md typechecks with the project's tsc (one run over all of them, the
 * package imported by its own name through the built `dist`), the blocks that can run do, every
 * curl example answers what its page shows against a freshly started reference server, the
 * demo prints the walkthrough docs/reference-server.md shows, each `expression; // value` line of a block that runs
 * computes that value, the json blocks are JSON (error bodies that parse, a data
 * file that loads), a bad data file stops the server with the message its page shows,
 * and the table of filter syntax errors is parseFilter's.
 *
 * Blocks are keyed by the id of a `<!-- example: id -->` comment right above them
 * (else by their first line), never by their position; an id is unique across the README and
 * docs/, so a block moved between them keeps its check. Curl examples run in page order (the
 * README, then docs/*.md by name). `README_FILE` and `README_ROOT` check another README
 * (and the docs/ of `README_ROOT`) against another checkout's `dist` and examples.
 */
import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseErrorBody } from "api-error-model";
import { parseFilter } from "api-error-model/list-query";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  blockKey,
  curlExamples,
  type Diagnostics,
  type FencedBlock,
  fencedBlocks,
  instrumentClaims,
  normalise,
  type Ran,
  reduceHeaders,
  runnerSource,
  runProgram,
  type Scratch,
  type SourceFile,
  scratchPackage,
  THROWS_COMMENT,
  typecheck,
} from "../support/readme.js";
import { killAll, listening, runNode } from "../support/server-process.js";

const here = fileURLToPath(new URL("../..", import.meta.url));
const ROOT = process.env["README_ROOT"] || here;
const README = process.env["README_FILE"] || join(ROOT, "README.md");

/** An operation docs/contract.md uses without showing it: the reference server's Create User, in short. */
const CREATE_USER = `
import { defineOperation } from "api-error-model/contract";
const CREATE_USER = defineOperation({
  method: "POST",
  path: "/api/v1/users",
  errors: {
    rate_limited: {
      status: 429,
      details: { type: "object", required: ["retryAfter"], properties: { retryAfter: { type: "integer" } } },
    },
  },
  violations: { body: { email: ["undefined", "null", "blank", "too_long", "invalid_email", "not_unique"] } },
});`;

/** Declarations a fragment needs, by block id: what the surrounding prose assumes exists. */
const CONTEXT: Readonly<Record<string, string>> = {
  "server-boundary": `
declare const LIST_USERS: import("api-error-model/list-query").ListOperation;
declare const users: readonly { readonly [key: string]: unknown }[];`,
  collector: `declare const body: { readonly email?: string; readonly protocol?: { readonly type?: string } };`,
  "client-narrowing": `
declare const user: { readonly email: string };
declare function showMaxLength(maxLength: string | undefined): void;
declare function showFieldErrors(violations: import("api-error-model").Violations): void;
declare function showMessage(message: string, ticket: string, status: number): void;`,
  "parse-body": `declare const text: string;`,
  "to-response": `
declare function route(request: Request): Promise<Response>;
declare function log(ticket: string, thrown: unknown): void;`,
  "typed-narrowing": `declare const e: unknown;`,
  "sql-list-query": `
declare const listUsers: import("api-error-model/list-query").ListOperation;
declare const tenantId: string;`,
  "database-error": `
declare const client: import("pg").Client;
declare const id: string;
declare const email: string;`,
  "zod-map-issue": `
import { violation } from "api-error-model";
import { fromZodError } from "api-error-model/zod";
declare const error: import("zod").ZodError;`,
  "contract-declare": `import { defineOperation } from "api-error-model/contract";`,
  "contract-list": `
import { defineOperation } from "api-error-model/contract";
declare const LIST_USERS: import("api-error-model/list-query").ListOperation;`,
  "contract-operation-error": `import { defineOperation, operationError } from "api-error-model/contract";`,
  "contract-violations": `${CREATE_USER}
import { violation } from "api-error-model";
import { operationViolations } from "api-error-model/contract";`,
  "contract-narrowing": `${CREATE_USER}
import { isOperationError } from "api-error-model/contract";
declare function createUser(input: unknown): Promise<void>;
declare const input: unknown;`,
  "contract-document": `
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_NESTING_DEPTH } from "api-error-model";
import { openApiDocument, type Operation } from "api-error-model/contract";
declare const QUERY_USERS: Operation, GET_USER: Operation, CREATE_USER: Operation;`,
  "forms-set-error": `
declare const response: Response;
declare const form: { setError(path: string, error: { type: string; message: string }): void };`,
  "list-query-handler": `
interface User { readonly id: string }
declare const listUsers: import("api-error-model/list-query").ListOperation;`,
  "list-query-page": `
interface User { readonly id: string }
declare const items: User[];
declare const response: Response;
declare function isUser(value: unknown): value is User;`,
  "list-query-walk": `
interface User { readonly id: string }
declare function isUser(value: unknown): value is User;`,
  "node-shortcuts": `declare const id: string;`,
  "node-fetch-handlers": `
declare const Bun: { serve(options: { fetch: (request: Request) => unknown }): void };
declare const Deno: { serve(handler: (request: Request) => unknown): void };
declare function handle(request: Request): Promise<Response>;
declare function findUser(request: Request): Promise<unknown>;`,
  "node-ajv": `
declare const body: unknown;
declare const validate: import("ajv").ValidateFunction;`,
  "sql-page": `
declare const listUsers: import("api-error-model/list-query").ListOperation;
declare const users: import("api-error-model/sql").SqlTable;`,
  "sql-pglite": `declare const statement: import("api-error-model/sql").SqlQuery;`,
  "sql-where": `
import { compileListQuery } from "api-error-model/sql";
declare const query: import("api-error-model/list-query").ListQuery;
declare const users: import("api-error-model/sql").SqlTable;
declare const listUsers: import("api-error-model/list-query").ListOperation;
declare const tenantId: string;`,
  "sql-filter-fragment": `
declare const query: { readonly filter: import("api-error-model/list-query").FilterNode };
declare const users: import("api-error-model/sql").SqlTable;
declare const listUsers: import("api-error-model/list-query").ListOperation;
declare const client: import("pg").Client;
declare const tenantId: string;`,
  "sql-index": `
import { listIndexesSql, sortIndexSql } from "api-error-model/sql";
declare const users: import("api-error-model/sql").SqlTable;
declare const listUsers: import("api-error-model/list-query").ListOperation;
declare const client: import("pg").Client;`,
  "sql-counter": `
import { counterSql } from "api-error-model/sql";
declare const users: import("api-error-model/sql").SqlTable;
declare const client: import("pg").Client;`,
  "sql-counter-resync": `
import { counterResyncSql } from "api-error-model/sql";
declare const users: import("api-error-model/sql").SqlTable;
declare const client: import("pg").Client;`,
  "list-query-page-walk-error": `
declare const fetchPage: import("api-error-model/list-query").FetchPage<unknown>;`,
  "sql-database-errors": `
declare const pool: import("pg").Pool;
declare const insertUser: import("api-error-model/sql").SqlQuery;`,
  "valibot-throw": `
declare const CreateUser: import("valibot").GenericSchema;
declare const body: unknown;`,
  "standard-schema-valibot": `
import * as v from "valibot";
import { violation } from "api-error-model";
import { fromStandardSchemaIssues } from "api-error-model/standard-schema";
declare const body: unknown;
declare const result: { readonly issues: readonly import("api-error-model/standard-schema").StandardSchemaIssue[] };`,
};

/** Blocks that continue another block, by id: that block's text comes first (after this block's context). */
const CONTINUES: Readonly<Record<string, string>> = {
  "contract-operation-error": "contract-declare",
};

/** Blocks that must not compile, by id: the page line (a substring) where the one expected error is. */
const MUST_FAIL: Readonly<Record<string, string>> = {
  "messages-table": "// error: blank carries no attributes",
};

/** How a block is run: it completes, or it throws an error of the named class. */
type Run = { readonly run: "completes" } | { readonly run: "throws"; readonly name: string };

/** The blocks that run, by id. */
const RUNS: Readonly<Record<string, Run>> = {
  catalogue: { run: "completes" },
  "catalogue-readme": { run: "completes" },
  "catalogue-own": { run: "completes" },
  "pages-readme": { run: "completes" },
  "pages-own": { run: "completes" },
  "pages-hono": { run: "completes" },
  "retries-decide": { run: "completes" },
  "build-errors": { run: "throws", name: "ApiError" },
  "quote-client-text": { run: "completes" },
  paths: { run: "completes" },
  "parse-json-request-body": { run: "completes" },
  "read-json-request": { run: "completes" },
  "hono-one-liners": { run: "completes" },
  "parse-filter": { run: "completes" },
  "violation-message": { run: "completes" },
  "describe-error": { run: "completes" },
  "own-wording": { run: "completes" },
  "read-locale": { run: "completes" },
  "locale-per-call": { run: "completes" },
  "negotiate-locale": { run: "completes" },
  "localize-messages": { run: "completes" },
  "to-response-localized": { run: "completes" },
  "node-localize": { run: "completes" },
  "problem-details": { run: "completes" },
  "problem-response": { run: "completes" },
  "google-bad-request": { run: "completes" },
  "zod-bridge": { run: "completes" },
  "zod-own-codes": { run: "completes" },
  "standard-schema": { run: "throws", name: "ApiError" },
  "json-schemas": { run: "completes" },
  openapi: { run: "completes" },
  "never-throws": { run: "completes" },
  "never-pollutes": { run: "completes" },
  "no-leaks": { run: "completes" },
  "valibot-bridge": { run: "completes" },
  contract: { run: "completes" },
  "round-trip": { run: "completes" },
  "log-pino": { run: "completes" },
  "log-winston": { run: "completes" },
  "log-record": { run: "completes" },
  "trace-restart": { run: "completes" },
  "readme-log-pino": { run: "completes" },
  "list-query": { run: "completes" },
  "zod-quick": { run: "completes" },
  "standard-schema-quick": { run: "completes" },
  "forms-quick": { run: "completes" },
  "sql-quick": { run: "completes" },
  "node-quick": { run: "completes" },
  "hono-quick": { run: "completes" },
  "contract-imports": { run: "completes" },
  "contract-declare": { run: "completes" },
  "contract-operation-error": { run: "throws", name: "ApiError" },
  "contract-violations": { run: "throws", name: "ApiError" },
  "contract-catalogue": { run: "completes" },
  "filter-throw": { run: "completes" },
  "filter-validate": { run: "completes" },
  "filter-validate-extension": { run: "completes" },
  "filter-format": { run: "completes" },
  "filter-match": { run: "completes" },
  "filter-compare": { run: "completes" },
  "list-query-declaration": { run: "completes" },
  "list-query-paginate": { run: "completes" },
  "list-query-format": { run: "completes" },
  "node-retry-after": { run: "throws", name: "ApiError" },
  "sql-table": { run: "completes" },
  "trace-ticket": { run: "completes" },
};

/** The checked blocks that are not run, each with the reason. */
const NOT_RUN: Readonly<Record<string, string>> = {
  "server-boundary": "a sketch of the reference server's routes: needs its data (declared above)",
  collector: "a fragment of a handler: needs the request body (declared above)",
  "client-narrowing": "calls a service at api.example.com, and needs the form's functions",
  "parse-body": "needs the text of a response (declared above)",
  "to-response": "a fragment: needs the routes and the log (declared above)",
  "from-problem-details": "calls a service at api.example.com",
  "messages-table": "does not compile, by design",
  "zod-map-issue": "a fragment continuing the block above it",
  "standard-schema-valibot": "a fragment continuing the block above it",
  "express-boundary":
    "starts an Express server on port 3000 (test/integration/frameworks/frameworks.test.ts serves the same handlers)",
  "fastify-boundary":
    "starts a Fastify server on port 3000 (test/integration/frameworks/frameworks.test.ts serves the same handlers)",
  "node-http-boundary":
    "starts a node:http server on port 3000 (test/integration/frameworks/frameworks.test.ts serves the same handler)",
  "hono-boundary":
    "starts a Hono server on port 3000 (test/integration/frameworks/hono.test.ts serves the same one-liners)",
  "typed-narrowing": "a fragment of a catch block: needs the caught value (declared above)",
  "sql-list-query": "needs a PostgreSQL server at DATABASE_URL (test/integration/database/ runs the same statements)",
  "database-error":
    "needs a PostgreSQL client (declared above; test/integration/database/database-error.test.ts covers it)",
  "contract-list": "needs the list declaration (declared above)",
  "contract-narrowing": "calls a service (declared above)",
  "contract-document": "needs the operations (declared above)",
  "forms-set-error": "needs a response and a form (declared above)",
  "list-query-handler": "declares a handler over the app's own User type; nothing to run",
  "list-query-page": "needs a response (declared above)",
  "list-query-walk": "calls a service at api.example.com",
  "node-shortcuts": "needs the id (declared above)",
  "node-fetch-handlers": "serves on Bun, Deno and workers",
  "node-ajv": "needs an ajv validator and a body (declared above)",
  "runtimes-chromium": "launches Chromium (test/integration/browser/ does)",
  "sql-page": "needs a PostgreSQL server at DATABASE_URL (test/integration/database/ runs the same statements)",
  "sql-pglite": "needs the statement (declared above)",
  "sql-where": "needs the parsed query (declared above)",
  "sql-filter-fragment": "needs a PostgreSQL client (declared above)",
  "sql-index": "needs the table and the operation (declared above)",
  "sql-counter": "needs a PostgreSQL client (declared above)",
  "sql-counter-resync": "needs a PostgreSQL client (declared above)",
  "list-query-page-walk-error":
    "calls a service (declared above; test/integration/http/hostile-pages.test.ts runs such walks)",
  "sql-database-errors": "needs a PostgreSQL pool (declared above)",
  "valibot-throw": "needs the schema and the body (declared above)",
  "valibot-signature": "a signature, not code to run",
  "trace-boundaries":
    "needs requests and their spans (test/unit/core/observe/request-trace.test.ts and test/integration/server/traces.test.ts run the same)",
  "browser-import-map":
    "a browser page that calls a reference server started with CORS_ORIGINS (test/integration/browser/ runs one)",
};

/** TypeScript blocks (by key) that this test cannot check at all, each with the reason. */
const UNCHECKED: Readonly<Record<string, string>> = {
  "valibot-signature": "a function signature without a body, as the API report shows it",
};

/** How many TypeScript blocks (the html block's module script included) are typechecked. */
const CHECKED_BLOCKS = 105;
/** How many `expression; // value` lines of the blocks that run are checked against the value computed. */
const VALUE_CLAIMS = 142;
/** How many json blocks are read. */
const JSON_BLOCKS = 8;
/** How many curl examples run against the server. */
const CURL_EXAMPLES = 24;

/** A TypeScript block to check: a `ts` block, or the module script of an `html` block. */
interface TsBlock {
  readonly key: string;
  readonly block: FencedBlock;
  readonly text: string;
  /** The page it is on, relative to the root (`README.md`, `docs/zod.md`). */
  readonly file: string;
  /** The page's line of the block's first line of code. */
  readonly firstLine: number;
}

/** One Markdown page checked: its path relative to the root, and its text. */
interface Page {
  readonly file: string;
  readonly markdown: string;
}

function tsBlocks({ file, markdown }: Page): TsBlock[] {
  const found: TsBlock[] = [];
  for (const block of fencedBlocks(markdown)) {
    if (block.lang === "ts" || block.lang === "typescript") {
      found.push({ key: blockKey(block), block, text: block.text, file, firstLine: block.line + 1 });
    } else if (block.lang === "html") {
      const lines = block.text.split("\n");
      const open = lines.findIndex((l) => /<script type="module">/.test(l));
      const close = lines.findIndex((l, i) => i > open && /<\/script>/.test(l));
      if (open < 0 || close < 0) continue;
      const code = lines.slice(open + 1, close);
      const indent = Math.min(...code.filter((l) => l.trim() !== "").map((l) => l.length - l.trimStart().length));
      found.push({
        key: block.id ?? blockKey(block),
        block,
        text: `${code.map((l) => l.slice(indent)).join("\n")}\n`,
        file,
        firstLine: block.line + 2 + open,
      });
    }
  }
  return found;
}

/**
 * The line of a block that says the block ends in an error (`// throws ApiError`), the class
 * it names, and whether only comments, blank lines and closing brackets follow it; undefined
 * when no line says so.
 */
function saysItThrows(text: string): { line: string; name: string; last: boolean } | undefined {
  const lines = text.split("\n");
  const at = lines.findIndex((line) => THROWS_COMMENT.test(line) && !line.trim().startsWith("//"));
  if (at < 0) return undefined;
  const line = lines[at] ?? "";
  const last = lines.slice(at + 1).every((rest) => /^\s*(?:\/\/.*|[)}\];,]*)$/.test(rest));
  return { line: line.trim(), name: THROWS_COMMENT.exec(line)?.[1] ?? "", last };
}

/** A file name for a block key: the id, or a slug of a first line. */
function fileName(key: string, index: number): string {
  return /^[a-z0-9-]+$/.test(key) ? key : `block-${index}`;
}

/** The README, then every page of docs/ by name: the pages whose blocks are checked. */
const pages: readonly Page[] = [
  { file: "README.md", markdown: await readFile(README, "utf8") },
  ...(await Promise.all(
    (
      await readdir(join(ROOT, "docs"))
    )
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map(async (name) => ({ file: `docs/${name}`, markdown: await readFile(join(ROOT, "docs", name), "utf8") })),
  )),
];
/** Every fenced block of every page, with its page. */
const allFenced = pages.flatMap((page) => fencedBlocks(page.markdown).map((block) => ({ page, block })));
/** Every TypeScript block of every page. */
const blocks = pages.flatMap((page) => tsBlocks(page));
const names = new Map(blocks.map((b, i) => [b, fileName(b.key, i)]));

let scratch: Scratch;
let checked: { diagnostics: Diagnostics; ran: Ran };
let examplesCompiled: Ran;
let curlServer: Promise<string> = Promise.reject(new Error("the examples did not compile"));
let demoServer: Promise<string> = curlServer;
curlServer.catch(() => {});

/** What comes before a block's text in its file: its context, and the text of the block it continues. */
function prelude(b: TsBlock): string {
  const continued = CONTINUES[b.key];
  const before = continued === undefined ? "" : `\n${blocks.find((other) => other.key === continued)?.text ?? ""}`;
  return `${CONTEXT[b.key] ?? ""}${before}`;
}

/** The page line of line `n` (1-based) of a block's file. */
function readmeLine(b: TsBlock, n: number): number {
  return b.firstLine + n - prelude(b).split("\n").length - 1;
}

beforeAll(async () => {
  scratch = await scratchPackage(ROOT);
  const files: SourceFile[] = blocks.map((b) => ({
    name: names.get(b) ?? b.key,
    text: `${prelude(b)}\n${b.text}\nexport {};\n`,
  }));
  // One tsc run over every block, and one over the examples (the reference server and the demo), at once.
  // The examples compile into the scratch folder (README_ROOT may name another checkout), never into
  // examples/dist, which test/support/compile-examples.ts compiled for the files that run it.
  [checked, examplesCompiled] = await Promise.all([
    typecheck(ROOT, scratch.dir, files),
    runProgram(process.execPath, [
      join(ROOT, "node_modules", "typescript", "bin", "tsc"),
      "-p",
      join(ROOT, "examples", "tsconfig.json"),
      "--outDir",
      join(scratch.dir, "examples"),
    ]),
  ]);
  await copyFile(
    join(ROOT, "examples", "reference-server", "schema.sql"),
    join(scratch.dir, "examples", "reference-server", "schema.sql"),
  ).catch(() => {});
  // Two fresh servers (the curl examples and the demo each expect one), started while the blocks run.
  if (examplesCompiled.code === 0) {
    curlServer = startServer();
    demoServer = startServer();
    curlServer.catch(() => {});
    demoServer.catch(() => {});
  }
}, 60_000);

afterAll(async () => {
  killAll();
  if (process.env["README_KEEP"] === undefined) await scratch?.remove();
  else console.log(`kept ${scratch.dir}`);
});

describe("the TypeScript blocks of the README and docs/", () => {
  test("each has an id with its context, or is listed as unchecked, and all of them are counted", () => {
    const keys = blocks.map((b) => b.key);
    expect(keys.filter((k) => !/^[a-z0-9-]+$/.test(k)).map((k) => `no <!-- example: id --> above: ${k}`)).toStrictEqual(
      [],
    );
    expect(new Set(keys).size).toBe(keys.length);
    const listed = [
      ...Object.keys(CONTEXT),
      ...Object.keys(CONTINUES),
      ...Object.values(CONTINUES),
      ...Object.keys(MUST_FAIL),
      ...Object.keys(RUNS),
      ...Object.keys(NOT_RUN),
      ...Object.keys(UNCHECKED),
    ];
    expect(listed.filter((k) => !keys.includes(k)).map((k) => `listed but in no page: ${k}`)).toStrictEqual([]);
    expect(
      keys
        .filter((k) => RUNS[k] === undefined && NOT_RUN[k] === undefined)
        .map((k) => `neither run nor listed as not run: ${k}`),
    ).toStrictEqual([]);
    expect(keys.filter((k) => UNCHECKED[k] === undefined)).toHaveLength(CHECKED_BLOCKS);
  });

  test("every block typechecks with the project's tsc, the package imported by name (one run)", () => {
    const failures: Record<string, string[]> = {};
    for (const [index, b] of blocks.entries()) {
      if (UNCHECKED[b.key] !== undefined) continue;
      const found = (checked.diagnostics.get(names.get(b) ?? `block-${index}`) ?? []).map((d) =>
        d.replace(/^\((\d+),(\d+)\)/, (_, l: string, c: string) => `${b.file}:${readmeLine(b, Number(l))}:${c}`),
      );
      const expected = MUST_FAIL[b.key];
      if (expected !== undefined) {
        const line = b.text.split("\n").findIndex((l) => l.includes(expected));
        const at = `${b.file}:${b.firstLine + line}:`;
        if (line < 0 || found.length !== 1 || !found[0]?.startsWith(at)) {
          failures[b.key] = [`expected one error at ${at} (${expected}), got:`, ...found];
        }
      } else if (found.length > 0) failures[b.key] = found;
    }
    expect(checked.diagnostics.get("") ?? []).toStrictEqual([]);
    expect(failures).toStrictEqual({});
  });

  test("the blocks that run complete or throw what they show", async () => {
    const ids = blocks.filter((b) => RUNS[b.key] !== undefined).map((b) => b.key);
    // One process imports every block in turn (each line `value; // claim` instrumented) and records how each ended.
    for (const id of ids) {
      const js = await readFile(join(scratch.dir, "out", `${id}.js`), "utf8");
      await writeFile(join(scratch.dir, "out", `${id}.claims.js`), instrumentClaims(id, js));
    }
    const results = join(scratch.dir, "results.json");
    const runner = join(scratch.dir, "run-blocks.mjs");
    await writeFile(runner, runnerSource(ids, results));
    // Every block in one process: under a loaded machine that takes longer than one program is given by default.
    const ran = await runProgram(process.execPath, [runner], { cwd: scratch.dir, timeout: 120_000 });
    expect(ran.code, ran.stderr).toBe(0);
    const { ended, claims, reached } = JSON.parse(await readFile(results, "utf8")) as {
      ended: Record<string, string>;
      claims: { id: string; line: string; ok: boolean; actual: string }[];
      reached: Record<string, string>;
    };
    const wrong: Record<string, string> = {};
    for (const id of ids) {
      const how = RUNS[id];
      const got = ended[id] ?? "did not run";
      if (how?.run === "completes" && got !== "completes") wrong[id] = got;
      if (how?.run === "throws" && !got.startsWith(`throws ${how.name}:`))
        wrong[id] = `expected to throw ${how.name}: ${got}`;
      const said = saysItThrows(blocks.find((b) => b.key === id)?.text ?? "");
      if (how?.run === "completes" && said !== undefined) wrong[id] = `completes, but says "${said.line}"`;
      if (how?.run === "throws") {
        if (said === undefined) wrong[id] = `throws ${how.name}, but no line says "// throws ${how.name}"`;
        else if (said.name !== how.name) wrong[id] = `says it throws ${said.name}, listed as throwing ${how.name}`;
        else if (!said.last) wrong[id] = `code runs after "${said.line}": a block that throws ends there`;
        else if (reached[id] === undefined) wrong[id] = `threw before "${said.line}": ${got}`;
      }
    }
    for (const claim of claims.filter((c) => !c.ok)) wrong[`${claim.id}: ${claim.line}`] = `is in fact ${claim.actual}`;
    expect(wrong).toStrictEqual({});
    expect(claims.map((c) => `${c.id}: ${c.line}`)).toHaveLength(VALUE_CLAIMS);
  }, 150_000);
});

/** Starts the compiled reference server (as `npm start` does, on PORT=0) and resolves with its URL. */
function startServer(): Promise<string> {
  const main = join(scratch.dir, "examples", "reference-server", "main.js");
  return listening(runNode(main, { PORT: "0", DATA_FILE: "", CORS_ORIGINS: "" }));
}

describe.concurrent("against started reference servers", () => {
  test("the examples compile", () => {
    expect(examplesCompiled.stdout + examplesCompiled.stderr).toBe("");
  });

  test("every curl example answers what its page shows (tickets and ids normalised), in order", async () => {
    const examples = pages.flatMap((page) => curlExamples(page.markdown).map((example) => ({ page, example })));
    expect(examples).toHaveLength(CURL_EXAMPLES);
    const url = await curlServer;
    const differ: string[] = [];
    for (const { page, example } of examples) {
      const command = example.command.replaceAll("http://127.0.0.1:3000", url);
      const ran = await runProgram("bash", ["-c", command], { cwd: scratch.dir });
      const printed = example.command.includes(" -i ") ? reduceHeaders(ran.stdout, example.expected) : ran.stdout;
      if (ran.code !== 0 || normalise(printed) !== normalise(example.expected)) {
        differ.push(
          `${page.file}:${example.line}: ${example.command}\n  page: ${example.expected}\n  server: ${printed}${ran.stderr}`,
        );
      }
    }
    expect(differ).toStrictEqual([]);
  }, 60_000);

  test("`npm run demo` prints the walkthrough docs/reference-server.md shows", async () => {
    const shown = allFenced.find(({ block }) => block.id === "demo-output")?.block;
    expect(shown).toBeDefined();
    const url = await demoServer;
    const demo = await runProgram(process.execPath, [join(scratch.dir, "examples", "client-demo", "demo.js")], {
      cwd: scratch.dir,
      env: { ...process.env, BASE_URL: url },
    });
    expect(demo.stderr).toBe("");
    expect(demo.code).toBe(0);
    // The first line says which server it used; the page leaves it out.
    const printed = demo.stdout.replace(/^using http:\/\/127\.0\.0\.1:\d+\n/, "");
    expect(normalise(printed)).toBe(normalise(shown?.text ?? ""));
  }, 60_000);
});

describe("the JSON blocks and the server's start", () => {
  test("every json block is JSON, and each error body in one is read by parseErrorBody", () => {
    const json = allFenced.filter(({ block }) => block.lang === "json");
    expect(json).toHaveLength(JSON_BLOCKS);
    const wrong: string[] = [];
    for (const { page, block } of json) {
      try {
        const value: unknown = JSON.parse(block.text);
        if (typeof value === "object" && value !== null && "type" in value && !parseErrorBody(value).ok) {
          wrong.push(`${page.file}:${block.line}: not an error body: ${JSON.stringify(parseErrorBody(value))}`);
        }
      } catch (error) {
        wrong.push(`${page.file}:${block.line}: ${String(error)}`);
      }
    }
    expect(wrong).toStrictEqual([]);
  });

  test("the data file example is a valid data file", async () => {
    const example = allFenced.find(({ block }) => block.id === "data-file")?.block;
    expect(example).toBeDefined();
    const path = join(scratch.dir, "data-file.json");
    await writeFile(path, example?.text ?? "");
    const loader = join(scratch.dir, "examples", "reference-server", "load-data.js");
    const { loadDataFile } = (await import(loader)) as {
      loadDataFile(path: string): Promise<{ ok: boolean; message?: string }>;
    };
    expect(await loadDataFile(path)).toMatchObject({ ok: true });
  });

  test("a start with a bad data file prints what docs/reference-server.md shows", async () => {
    const shown = allFenced.find(({ block }) => block.id === "cannot-start-output")?.block;
    expect(shown).toBeDefined();
    await writeFile(
      join(scratch.dir, "data.json"),
      JSON.stringify({ users: [{ id: "u1", status: "GONE" }, { email: null }] }),
    );
    const started = await runProgram(process.execPath, [join(scratch.dir, "examples", "reference-server", "main.js")], {
      cwd: scratch.dir,
      env: { ...process.env, PORT: "0", DATA_FILE: "./data.json" },
    });
    expect({ code: started.code, stdout: started.stdout, stderr: started.stderr }).toStrictEqual({
      code: 1,
      stdout: "",
      stderr: shown?.text,
    });
  });
});

describe("the table of filter syntax errors", () => {
  test("each row is what parseFilter reports", async () => {
    // The table is on one page: the filter language's reference.
    const HEADER = "| Filter | position | column | expected | found |";
    const text = pages.find((page) => page.markdown.includes(HEADER))?.markdown ?? "";
    const start = text.indexOf(HEADER);
    expect(start).toBeGreaterThan(0);
    const rows = text
      .slice(start)
      .split("\n")
      .slice(2)
      .filter((_, i, all) => all.slice(0, i + 1).every((l) => l.startsWith("|")));
    expect(rows.length).toBeGreaterThanOrEqual(16);
    const differ: string[] = [];
    for (const row of rows) {
      const cells = row
        .slice(1, -1)
        .split(" | ")
        .map((c) => c.trim());
      const [filter = "", position = "", column = "", expected = "", found = ""] = cells;
      const parsed = parseFilter(filter.replace(/^`|`$/g, ""));
      const got = parsed.ok || parsed.syntax === undefined ? "no syntax error" : parsed.syntax;
      const shownFound = found === "(a space)" ? " " : found === "(end)" ? undefined : found;
      if (
        typeof got === "string" ||
        got.position !== Number(position) ||
        got.column !== Number(column) ||
        got.expected !== expected ||
        got.found !== shownFound
      ) {
        differ.push(`${row}\n  parseFilter: ${JSON.stringify(got)}`);
      }
    }
    expect(differ).toStrictEqual([]);
  });
});
