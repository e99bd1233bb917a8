/** Helpers of the end-to-end tests: a real server on a free port, and requests over HTTP. */
import { type BaseErrorBody, type ErrorBody, JSON_CONTENT_TYPE, parseErrorBody } from "api-error-model";
import { expect } from "vitest";
import { type AppOptions, createApp } from "../../examples/reference-server/app.js";
import { sampleData } from "../../examples/reference-server/data.js";
import { type Database, openServer } from "../../examples/reference-server/database.js";
import type { ServerData } from "../../examples/reference-server/model.js";
import { OPENAPI_DOCUMENT } from "../../examples/reference-server/operations.js";
import { startServer } from "../../examples/reference-server/server.js";
import { privateStore } from "../../examples/reference-server/setup.js";
import type { Store } from "../../examples/reference-server/store.js";
import { type ResponseChecker, responseChecker } from "./contract-responses.js";
import { pooledUrl, roundRobin, startServerPair } from "./pooled-servers.js";
import { realPostgres } from "./postgres.js";
import { recordAnswer } from "./recorded-answers.js";

let checker: ResponseChecker | undefined;

/**
 * Wraps a server's handler so that every response it sends is checked
 * against the server's OpenAPI document (operation, status, body schema),
 * the problems collected in `problems`, and recorded for a second reading
 * (test/support/recorded-answers.ts).
 */
function checkedAgainstDocument(
  fetch: (request: Request) => Response | Promise<Response>,
  problems: string[],
): (request: Request) => Promise<Response> {
  checker ??= responseChecker(OPENAPI_DOCUMENT);
  const check = checker;
  return async (request) => {
    const response = await fetch(request);
    const text = await response.clone().text();
    const { method, url } = request;
    const contentType = response.headers.get("content-type");
    problems.push(...check({ method, url, status: response.status, contentType, text }));
    recordAnswer({ method, path: new URL(url).pathname, status: response.status, contentType, text });
    return response;
  };
}

/**
 * The backend of the test servers: embedded PostgreSQL (PGlite, shared by the
 * servers of one test file, a schema each), or a real PostgreSQL server when
 * `E2E_DATABASE` is `postgres` (the vitest project `e2e-postgres`):
 * `TEST_DATABASE_URL`, or a throwaway cluster from test/support/postgres.ts.
 * With `pgbouncer` (the project `e2e-pgbouncer`), that server through
 * PgBouncer in transaction pooling mode, and each test server is two server
 * processes behind a round-robin front (test/support/pooled-servers.ts).
 */
export const E2E_DATABASE: "embedded" | "postgres" | "pgbouncer" =
  process.env["E2E_DATABASE"] === "postgres" || process.env["E2E_DATABASE"] === "pgbouncer"
    ? process.env["E2E_DATABASE"]
    : "embedded";

let server: Promise<Database> | undefined;
let serverUrl: Promise<string | undefined> | undefined;

async function findRealServer(): Promise<string | undefined> {
  const url = process.env["TEST_DATABASE_URL"];
  if (url !== undefined && url !== "") return url;
  const cluster = await realPostgres();
  if (cluster === undefined) return undefined;
  // The harness's client tells where its cluster listens; the servers under test connect on their own.
  const { rows } = await cluster.query<{ host: string; port: string; user: string; db: string }>(
    "SELECT current_setting('unix_socket_directories') AS host, current_setting('port') AS port, current_user AS user, current_database() AS db",
    [],
  );
  const found = rows[0];
  if (found === undefined) return undefined;
  const host = found.host.split(",")[0]?.trim() ?? "";
  return `postgres://${encodeURIComponent(found.user)}@/${encodeURIComponent(found.db)}?host=${encodeURIComponent(host)}&port=${found.port}`;
}

/**
 * The connection string of a real PostgreSQL server for tests:
 * `TEST_DATABASE_URL`, or a throwaway cluster (test/support/postgres.ts);
 * `undefined` when there is none outside CI (one line printed), an error in CI.
 */
export function realServerUrl(): Promise<string | undefined> {
  serverUrl ??= findRealServer();
  return serverUrl;
}

/** The URL the test servers connect to: the real server, or PgBouncer in front of it. */
async function backendUrl(): Promise<string> {
  const url = await realServerUrl();
  if (url === undefined) throw new Error(`E2E_DATABASE=${E2E_DATABASE}, but no PostgreSQL server is available`);
  return E2E_DATABASE === "pgbouncer" ? pooledUrl(url) : url;
}

async function openRealServer(): Promise<Database> {
  return openServer(await backendUrl(), 30);
}

/** A store of its own for one test server, on the backend of {@link E2E_DATABASE}. */
export async function testStore(data: ServerData = sampleData()): Promise<Store> {
  if (E2E_DATABASE === "embedded") return privateStore(data);
  server ??= openRealServer();
  return privateStore(data, await server);
}

/** A reference server listening on 127.0.0.1 on a free port. */
export interface TestServer {
  readonly url: string;
  /** Unexpected failures the server logged, with the ticket the client got. */
  readonly unexpected: { readonly thrown: unknown; readonly body: BaseErrorBody }[];
  /** Responses the server sent that its OpenAPI document does not describe (checked by `send` and `close`). */
  readonly contractProblems: string[];
  close(): Promise<void>;
}

/**
 * Starts `createApp(data)` behind `@hono/node-server` on port 0, once its
 * store (a schema of its own, on the backend of {@link E2E_DATABASE}) holds the data.
 *
 * @param data - the data set; the built-in sample when absent
 * @param options - app options; unexpected failures are collected instead of logged
 */
export async function startTestServer(data?: ServerData, options: AppOptions = {}): Promise<TestServer> {
  if (E2E_DATABASE === "pgbouncer") return startServerPairBehindFront(data ?? sampleData(), options);
  const unexpected: { thrown: unknown; body: BaseErrorBody }[] = [];
  const store = options.store ?? (await testStore(data));
  const app = createApp(data, { onUnexpected: (thrown, body) => unexpected.push({ thrown, body }), ...options, store });
  const contractProblems: string[] = [];
  const running = await startServer(checkedAgainstDocument(app.fetch, contractProblems), 0);
  return {
    url: running.url,
    unexpected,
    contractProblems,
    close: async () => {
      await running.close();
      expect(contractProblems, "every response conforms to the OpenAPI document").toStrictEqual([]);
    },
  };
}

/**
 * Two server processes on one schema through PgBouncer, behind a round-robin
 * front on a free port whose responses are checked against the OpenAPI
 * document; what the processes write on stderr counts as unexpected.
 */
async function startServerPairBehindFront(data: ServerData, options: AppOptions): Promise<TestServer> {
  if (Object.keys(options).length > 0) throw new Error("E2E_DATABASE=pgbouncer runs server processes: no app options");
  const pair = await startServerPair(data, await backendUrl());
  const contractProblems: string[] = [];
  const front = await startServer(checkedAgainstDocument(roundRobin(pair.urls), contractProblems), 0);
  return {
    url: front.url,
    get unexpected() {
      return pair.stderr.map((text) => ({ thrown: text, body: {} as BaseErrorBody }));
    },
    contractProblems,
    close: async () => {
      await front.close();
      await pair.close();
      expect(contractProblems, "every response conforms to the OpenAPI document").toStrictEqual([]);
    },
  };
}

/** What a test looks at in a response. */
export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body, or `undefined` when it is not JSON. */
  readonly json: unknown;
}

/**
 * Sends one request. A `body` is sent with `content-type: application/json`
 * unless `headers` say otherwise: an object as its JSON, a string as it is.
 */
export async function send(
  server: TestServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    init.headers = { "content-type": "application/json", ...headers };
  }
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  expect(server.contractProblems, "every response conforms to the OpenAPI document").toStrictEqual([]);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/**
 * Checks that a reply is an error of the spec (status, content type, a body
 * that `parseErrorBody` accepts in strict mode for constraint violations)
 * and returns the body.
 */
export function errorOf(reply: Reply, status: number): ErrorBody {
  expect(reply.status).toBe(status);
  expect(reply.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
  const parsed = parseErrorBody(reply.json);
  if (!parsed.ok) throw new Error(`not an error body: ${reply.text}`);
  expect(parsed.value.ticket).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  return parsed.value;
}

/** The violations of a 400 constraint violations reply of the given top-level code. */
export function violationsOf(
  reply: Reply,
  code: "message_body_constraint_violations" | "request_constraint_violations" = "message_body_constraint_violations",
): unknown {
  const body = errorOf(reply, 400);
  expect(body.type).toBe("constraint_violations_error");
  expect(body.code).toBe(code);
  return body.type === "constraint_violations_error" ? body.violations : undefined;
}

/** The body of a base error reply, without its ticket (which is checked by `errorOf`). */
export function baseErrorOf(reply: Reply, status: number): Omit<BaseErrorBody, "ticket"> {
  const body = errorOf(reply, status);
  expect(body.type).toBe("base_error");
  const { ticket: _ticket, ...rest } = body as BaseErrorBody;
  return rest;
}

/** A small data set whose every value the tests know. */
export function testData(): ServerData {
  return {
    users: [
      {
        id: "u1",
        username: "ada",
        email: "ada@example.com",
        emailVerified: true,
        givenName: "Ada",
        familyName: "Lovelace",
        fullName: "Ada Lovelace",
        status: "ACTIVE",
        externalId: "e1",
      },
      {
        id: "u2",
        username: "alan",
        email: "alan@example.com",
        emailVerified: false,
        givenName: "Alan",
        familyName: "Turing",
        status: "INACTIVE",
      },
      {
        id: "u3",
        username: "grace",
        email: "Grace@Example.com",
        givenName: "Grace",
        familyName: "Hopper",
        status: "PENDING_ACTIVATION",
      },
      { id: "u4", username: "edsger", email: null, givenName: "Edsger", status: "BLOCKED" },
      { id: "u5" },
    ],
    tenants: [
      { id: "t1", applicationId: "app-a", name: "Acme" },
      { id: "t2", applicationId: "app-b", name: "Globex" },
    ],
    mfaChallenges: [
      { id: "m1", code: "123456", attemptsRemaining: 3 },
      { id: "m2", code: "654321", attemptsRemaining: 1 },
      { id: "m3", code: "111111", attemptsRemaining: 0 },
    ],
    applications: [{ id: "app-c" }],
  };
}
