/**
 * Helpers of the node entry's tests: one set of routes, served by each framework on 127.0.0.1, and the checks
 * every response must pass; and a response-like object that records what is done to it.
 */
import type { Server } from "node:http";
import { expect } from "vitest";
import {
  ApiError,
  type BaseErrorBody,
  baseError,
  constraintViolationsError,
  type ErrorBody,
  JSON_CONTENT_TYPE,
  parseErrorBody,
  violation,
} from "../../src/index.js";
import type { NodeResponseLike } from "../../src/node/index.js";

export const SECRET = "s3cr3t-do-not-leak";

/** The body limit every app is given, in bytes. */
export const BODY_LIMIT = 1024;

/** An Error with the secret in its message, stack and cause. */
export function secretError(): Error {
  const error = new Error(`message ${SECRET}`, { cause: new Error(`cause ${SECRET}`) });
  error.stack = `Error: stack ${SECRET}\n    at handler (/srv/app.js:1:1)`;
  return error;
}

/** What the routes throw, by path. Each framework serves them all. */
export const THROWERS: { readonly [path: string]: () => unknown } = {
  "/api-error": () =>
    new ApiError(baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t-404" })),
  "/violations": () =>
    new ApiError(
      constraintViolationsError({
        ticket: "t-400",
        violations: {
          "protocol.type": violation("disallowed_enum", { allowedValues: ["OIDC", "SAML"] }),
          "phones[0].number": violation("failed_regex_match", { regexPattern: "^[0-9]+$" }),
        },
      }),
    ),
  "/error": secretError,
  "/string": () => SECRET,
  "/headers": () =>
    new ApiError(baseError({ code: "too_many_requests", message: "Slow down.", ticket: "t-429" }), {
      status: 429,
      headers: { "Retry-After": "30", "content-type": "text/html", "content-length": "1" },
    }),
  "/http-error": () =>
    Object.assign(new Error(SECRET), {
      status: 405,
      expose: true,
      headers: { Allow: "GET, POST", "X-Secret": SECRET },
    }),
};

/** A running app: its base URL, what it logged as unexpected, and how to stop it. */
export interface RunningApp {
  readonly url: string;
  readonly unexpected: unknown[];
  close(): Promise<void>;
}

/** Closes a node:http server and its connections. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Listens on 127.0.0.1, port 0; resolves with the base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`);
    });
  });
}

/** What a test reads of a response. */
export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly body: ErrorBody;
}

/**
 * Sends a request and checks what every error response must be: the JSON
 * content type, a body `parseErrorBody` accepts, and nothing of the secret.
 */
export async function errorReply(url: string, init?: RequestInit): Promise<Reply> {
  const response = await fetch(url, init);
  const text = await response.text();
  expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain("stack");
  const parsed = parseErrorBody(JSON.parse(text));
  if (!parsed.ok) throw new Error(`not an error body: ${text}`);
  return { status: response.status, headers: response.headers, text, body: parsed.value };
}

/** The safe 500, checked member by member. */
export function expectSafe500(reply: Reply): BaseErrorBody {
  expect(reply.status).toBe(500);
  expect(reply.body).toStrictEqual({
    type: "base_error",
    code: "internal_error",
    message: "An unexpected error occurred.",
    ticket: reply.body.ticket,
  });
  return reply.body as BaseErrorBody;
}

/** A base error with a generic message, its details if any, and a fresh ticket, checked member by member. */
export function expectBase(reply: Reply, status: number, code: string, message: string, details?: object): void {
  expect(reply.status).toBe(status);
  const expected = { type: "base_error", code, message, ticket: reply.body.ticket };
  expect(reply.body).toStrictEqual(details === undefined ? expected : { ...expected, details });
  expect(reply.body.ticket).toMatch(/^[0-9a-f-]{36}$/);
}

/** A JSON POST. */
export function postJson(text: string, contentType = "application/json"): RequestInit {
  return { method: "POST", headers: { "content-type": contentType }, body: text };
}

/**
 * The tests every framework passes: each kind of thrown value, a body that
 * is not JSON and one over the limit, each response checked against the model.
 */
export function commonBoundaryTests(
  test: (name: string, fn: () => Promise<void>) => void,
  app: () => RunningApp,
  messages: { readonly notJson: string; readonly tooLarge: string; readonly tooLargeDetails?: object },
): void {
  test("a thrown ApiError with a 4xx status keeps its status and body", async () => {
    const reply = await errorReply(`${app().url}/api-error`);
    expect(reply.status).toBe(404);
    expect(reply.body).toStrictEqual(
      baseError({ code: "user_not_found", message: "User [42] could not be found", ticket: "t-404" }),
    );
  });

  test("a constraint violations error keeps its nested keys", async () => {
    const reply = await errorReply(`${app().url}/violations`);
    expect(reply.status).toBe(400);
    expect(reply.body).toStrictEqual(THROWERS["/violations"] && (THROWERS["/violations"]() as ApiError).body);
    expect(Object.keys((reply.body as { violations: object }).violations)).toStrictEqual([
      "protocol.type",
      "phones[0].number",
    ]);
  });

  test("a plain Error is the safe 500, logged under the ticket the client sees", async () => {
    const before = app().unexpected.length;
    const body = expectSafe500(await errorReply(`${app().url}/error`));
    expect(app().unexpected.length).toBe(before + 1);
    expect(app().unexpected.at(-1)).toStrictEqual({ message: `message ${SECRET}`, ticket: body.ticket });
  });

  test("a thrown string is the safe 500", async () => {
    const body = expectSafe500(await errorReply(`${app().url}/string`));
    expect(app().unexpected.at(-1)).toStrictEqual({ message: SECRET, ticket: body.ticket });
  });

  test("an async handler that rejects is the safe 500", async () => {
    const body = expectSafe500(await errorReply(`${app().url}/reject`));
    expect(app().unexpected.at(-1)).toStrictEqual({ message: `message ${SECRET}`, ticket: body.ticket });
  });

  test("an ApiError's headers are sent, and never replace the content type or length", async () => {
    const reply = await errorReply(`${app().url}/headers`);
    expect(reply.status).toBe(429);
    expect(reply.headers.get("retry-after")).toBe("30");
    expect(reply.body.code).toBe("too_many_requests");
    expect(reply.body.ticket).toBe("t-429");
  });

  test("a thrown value with a 4xx status is a client error with a generic message and its Allow header only", async () => {
    const before = app().unexpected.length;
    const reply = await errorReply(`${app().url}/http-error`);
    expectBase(reply, 405, "method_not_allowed", "The method is not allowed for this resource.");
    expect(reply.headers.get("allow")).toBe("GET, POST");
    expect(reply.headers.get("x-secret")).toBeNull();
    expect(app().unexpected.length).toBe(before);
  });

  test("a body that is not JSON is 400 invalid_request", async () => {
    const reply = await errorReply(`${app().url}/echo`, postJson('{"email": '));
    expectBase(reply, 400, "invalid_request", messages.notJson);
  });

  test("a body over the limit is 413 payload_too_large", async () => {
    const reply = await errorReply(`${app().url}/echo`, postJson(JSON.stringify({ text: "x".repeat(BODY_LIMIT * 2) })));
    expectBase(reply, 413, "payload_too_large", messages.tooLarge, messages.tooLargeDetails);
  });

  test("a valid body still reaches the handler", async () => {
    const response = await fetch(`${app().url}/echo`, postJson('{"a":[1,{"b":null}]}'));
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ a: [1, { b: null }] });
  });
}

/** What an app logs of an unexpected failure: its message (a string as it is) and the ticket sent. */
export function logged(unexpected: unknown[]): (thrown: unknown, body: BaseErrorBody) => void {
  return (thrown, body) =>
    unexpected.push({ message: thrown instanceof Error ? thrown.message : String(thrown), ticket: body.ticket });
}

/** A response that records what is done to it. */
export function recorder(): NodeResponseLike & { readonly log: string[]; readonly body: () => string } {
  const log: string[] = [];
  let sent: Uint8Array = new Uint8Array();
  return {
    log,
    headersSent: false,
    statusCode: 200,
    setHeader: (name, value) => log.push(`${name}: ${value}`),
    removeHeader: (name) => log.push(`-${name}`),
    end: (chunk) => {
      if (chunk !== undefined) sent = chunk;
      log.push("end");
    },
    body: () => new TextDecoder().decode(sent),
  };
}
