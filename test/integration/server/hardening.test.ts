/**
 * The reference server's socket layer under malformed requests, resets,
 * shutdown and slow clients: every request is answered in the model or cut,
 * never left hanging or logged as a failure of the server.
 */
import { connect, type Socket } from "node:net";
import { errorFromResponse, isRetryable, JSON_CONTENT_TYPE, parseErrorBody, retryDelay } from "api-error-model";
import { afterEach, describe, expect, test, vi } from "vitest";
import { disconnectCounter } from "../../../examples/reference-server/disconnects.js";
import {
  DEFAULT_LIMITS,
  type RunningServer,
  type ServerLimits,
  startServer,
} from "../../../examples/reference-server/server.js";
import { startTestServer, testData } from "../../support/e2e.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const servers: RunningServer[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A server whose one route answers `ok`, after reading the body when there is one. */
async function echoServer(
  limits: Partial<ServerLimits> = {},
  corsOrigins: readonly string[] = [],
): Promise<RunningServer> {
  const server = await startServer(
    async (request) => {
      const text = await request.text();
      return new Response(JSON.stringify({ received: text.length }), {
        headers: { "content-type": JSON_CONTENT_TYPE },
      });
    },
    0,
    { ...DEFAULT_LIMITS, ...limits },
    corsOrigins,
  );
  servers.push(server);
  return server;
}

interface RawConnection {
  readonly socket: Socket;
  /** Everything the server sent so far. */
  readonly received: () => string;
  /** Resolves with everything the server sent, once it closed the connection. */
  readonly closed: Promise<string>;
}

function open(server: RunningServer): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1");
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    const closed = new Promise<string>((done) => socket.on("close", () => done(text)));
    socket.on("error", () => {});
    socket.once("connect", () => resolve({ socket, received: () => text, closed }));
    socket.once("error", reject);
  });
}

/** Sends raw bytes on a fresh connection and resolves with all the server sent before closing it. */
async function exchange(server: RunningServer, bytes: string): Promise<string> {
  const connection = await open(server);
  connection.socket.write(bytes, "latin1");
  return connection.closed;
}

/** Splits one raw response and checks it is an error of the model with a ticket. */
function modelError(raw: string, status: number): { code: unknown; headers: string } {
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  const [statusLine = "", ...headers] = head.split("\r\n");
  expect(statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  const lower = headers.join("\n").toLowerCase();
  expect(lower).toContain(`content-type: ${JSON_CONTENT_TYPE.toLowerCase()}`);
  // Read as latin1, one character is one byte.
  expect(lower).toContain(`content-length: ${body.length}\n`.trimEnd());
  expect(headers.filter((line) => line.toLowerCase().startsWith("content-length:"))).toHaveLength(1);
  const parsed = parseErrorBody(JSON.parse(body));
  if (!parsed.ok) throw new Error(`not an error body: ${body}`);
  expect(parsed.value.ticket).toMatch(UUID_V4);
  return { code: parsed.value.code, headers: lower };
}

async function stillServing(server: RunningServer): Promise<void> {
  const response = await fetch(`${server.url}/`, { method: "POST", body: "12345" });
  expect(await response.json()).toStrictEqual({ received: 5 });
}

/** Two uploads that stop after 3 of their 10 bytes: one from the allowed origin `https://app.example`, one from another. */
async function halfUploads(server: RunningServer): Promise<{ listed: RawConnection; other: RawConnection }> {
  const [listed, other] = await Promise.all([open(server), open(server)]);
  for (const [connection, origin] of [
    [listed, "https://app.example"],
    [other, "https://evil.example"],
  ] as const) {
    connection.socket.write(`POST / HTTP/1.1\r\nhost: x\r\norigin: ${origin}\r\ncontent-length: 10\r\n\r\n123`);
  }
  return { listed, other };
}

/** Both uploads are answered `status` `code`; only the allowed origin's answer lets a browser read it. */
async function expectCorsForListedOnly(
  uploads: { listed: RawConnection; other: RawConnection },
  status: number,
  code: string,
): Promise<void> {
  const answer = modelError(await uploads.listed.closed, status);
  expect(answer.code).toBe(code);
  expect(answer.headers).toContain("access-control-allow-origin: https://app.example");
  expect(answer.headers).toContain("vary: origin");
  const refused = modelError(await uploads.other.closed, status);
  expect(refused.code).toBe(code);
  expect(refused.headers).not.toContain("access-control-allow-origin");
  expect(refused.headers).toContain("vary: origin");
}

describe("requests the Node adapter or Node's parser refuse: a 4xx of the model, then the connection closes", () => {
  const cases: [string, string, number, string][] = [
    ["a Host header with a space", "GET / HTTP/1.1\r\nhost: a b\r\n\r\n", 400, "invalid_request"],
    ["a backslash in the path", "GET /a\\b HTTP/1.1\r\nhost: x\r\n\r\n", 400, "invalid_request"],
    ["the target *", "OPTIONS * HTTP/1.1\r\nhost: x\r\n\r\n", 400, "invalid_request"],
    ["an absolute URL that does not parse", "GET http://[::1 HTTP/1.1\r\nhost: x\r\n\r\n", 400, "invalid_request"],
    ["an absolute URL of another scheme", "GET ftp://x/ HTTP/1.1\r\nhost: x\r\n\r\n", 400, "invalid_request"],
    ["CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nhost: example.com:443\r\n\r\n", 400, "invalid_request"],
    [
      "a malformed chunk",
      "POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
      400,
      "invalid_request",
    ],
    ["no HTTP at all", "HELLO\r\n\r\n", 400, "invalid_request"],
  ];
  for (const [name, bytes, status, code] of cases) {
    test(name, async () => {
      const server = await echoServer();
      const answer = modelError(await exchange(server, bytes), status);
      expect(answer.code).toBe(code);
      expect(answer.headers).toContain("connection: close");
      await stillServing(server);
    });
  }
});

describe("Host and Expect: answered in the model, never Node's empty 400 or 417", () => {
  test.each([
    ["no Host header", "GET / HTTP/1.1\r\n\r\n"],
    ["two Host headers", "GET / HTTP/1.1\r\nhost: a\r\nhost: b\r\n\r\n"],
    ["two Host headers, the same value in two spellings of the name", "GET / HTTP/1.1\r\nHost: a\r\nHOST: a\r\n\r\n"],
    ["no Host header, with a body", "POST / HTTP/1.1\r\ncontent-length: 5\r\n\r\n12345"],
  ])(
    "an HTTP/1.1 request with %s: 400 invalid_request with a Content-Length, then the connection closes",
    async (_what, bytes) => {
      const server = await echoServer();
      const answer = modelError(await exchange(server, bytes), 400);
      expect(answer.code).toBe("invalid_request");
      expect(answer.headers).toContain("connection: close");
      await stillServing(server);
    },
  );

  test("with CORS, the 400 carries the CORS headers of an allowed origin", async () => {
    const server = await echoServer({}, ["https://app.example"]);
    const raw = await exchange(server, "GET / HTTP/1.1\r\norigin: https://app.example\r\n\r\n");
    const answer = modelError(raw, 400);
    expect(answer.code).toBe("invalid_request");
    expect(answer.headers).toContain("access-control-allow-origin: https://app.example");
  });

  test("the reference app: no Host is the 400; an unknown Expect gets the operation's own answer", async () => {
    const app = await startTestServer(testData());
    const server = { ...DEFAULT_LIMITS, port: Number(new URL(app.url).port), url: app.url, close: async () => {} };
    const noHost = modelError(await exchange(server, "GET /api/v1/users/u1 HTTP/1.1\r\n\r\n"), 400);
    expect(noHost.code).toBe("invalid_request");
    const expecting = await exchange(
      server,
      "GET /api/v1/users/nobody HTTP/1.1\r\nhost: x\r\nexpect: foo\r\nconnection: close\r\n\r\n",
    );
    expect(modelError(expecting, 404).code).toBe("user_not_found");
    await app.close();
  });

  test("an HTTP/1.0 request may leave Host out: it is served", async () => {
    const server = await echoServer();
    const raw = await exchange(server, "GET / HTTP/1.0\r\n\r\n");
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw.endsWith('{"received":0}')).toBe(true);
  });

  test.each([
    ["an unknown expectation", "foo"],
    ["an unknown expectation with a parameter", "foo=bar"],
  ])("Expect with %s: served as if Expect were absent", async (_what, expectation) => {
    const server = await echoServer();
    const raw = await exchange(
      server,
      `POST / HTTP/1.1\r\nhost: x\r\nexpect: ${expectation}\r\ncontent-length: 5\r\nconnection: close\r\n\r\n12345`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw.endsWith('{"received":5}')).toBe(true);
  });

  test("Expect: 100-continue still gets 100 Continue, then the answer to the body", async () => {
    const server = await echoServer();
    const connection = await open(server);
    connection.socket.write(
      "POST / HTTP/1.1\r\nhost: x\r\nexpect: 100-continue\r\ncontent-length: 5\r\nconnection: close\r\n\r\n",
    );
    await vi.waitFor(() => expect(connection.received()).toBe("HTTP/1.1 100 Continue\r\n\r\n"));
    connection.socket.write("12345");
    const raw = await connection.closed;
    expect(raw).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(raw.endsWith('{"received":5}')).toBe(true);
  });
});

describe("a client that goes away is not a server failure", () => {
  test("100 uploads reset mid-body: none is logged as unexpected, and the log gets one line", {
    timeout: 60_000,
  }, async () => {
    const lines: string[] = [];
    const server = await startTestServer(testData(), { onClientGone: disconnectCounter((line) => lines.push(line)) });
    const errors = vi.spyOn(console, "error");
    const infos = vi.spyOn(console, "info");
    const { hostname, port } = new URL(server.url);
    for (let i = 0; i < 100; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            `POST /api/v1/users HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{"email":"`,
          );
          setTimeout(() => socket.resetAndDestroy(), 5);
        });
        socket.on("error", () => {});
        socket.on("close", () => resolve());
      });
    }
    // Let the server see the last resets before it is asked again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reply = await fetch(`${server.url}/api/v1/users/u1`);
    expect(reply.status).toBe(200);
    await server.close();
    expect(server.unexpected).toStrictEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^client went away mid-request: 1 since the last report/);
    expect(errors).not.toHaveBeenCalled();
    expect(infos).not.toHaveBeenCalled();
  });

  test("the counter writes one line, then one per interval with the count since the last", () => {
    let now = 0;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    const lines: string[] = [];
    const gone = disconnectCounter((line) => lines.push(line), 10_000);
    for (let i = 0; i < 1000; i++) gone();
    now = 10_000;
    gone();
    expect(lines).toStrictEqual([
      "client went away mid-request: 1 since the last report (one line per 10 s at most)",
      "client went away mid-request: 1000 since the last report (one line per 10 s at most)",
    ]);
  });
});

describe("bodies", () => {
  // Bodies whose bytes are not UTF-8 (four kinds, nothing stored): e2e-concurrency.test.ts.
  test("a chunked POST, announced by Transfer-Encoding alone, is read whole", async () => {
    const server = await echoServer();
    const chunked = await exchange(
      server,
      "POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
    );
    expect(chunked).toContain('{"received":3}');
  });
});

describe("stopping", () => {
  /** An echo server asked to stop while `firstBytes` of a request are in flight on a connection of its own. */
  async function stopWithRequestInFlight(graceMs: number, firstBytes: string) {
    const server = await echoServer({ graceMs });
    const connection = await open(server);
    connection.socket.write(firstBytes);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = server.close();
    servers.splice(servers.indexOf(server), 1);
    return { server, connection, stopped };
  }

  test("an upload in flight is answered with Connection: close, and new connections are refused", async () => {
    const {
      server,
      connection: upload,
      stopped,
    } = await stopWithRequestInFlight(5_000, "POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 10\r\n\r\n12345");
    upload.socket.write("67890");
    const answer = await upload.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain('{"received":10}');
    await stopped;
    await expect(open(server)).rejects.toThrow(/ECONNREFUSED/);
  });

  test("a request on a keep-alive connection after the stop began is answered with Connection: close", async () => {
    // A slow request keeps the connection busy, so the stop does not close it as idle.
    const { connection, stopped } = await stopWithRequestInFlight(
      5_000,
      "POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\n\r\n1",
    );
    connection.socket.write("2");
    const answer = await connection.closed;
    expect(answer.toLowerCase()).toContain("connection: close");
    await stopped;
  });

  test("an upload still unfinished when the grace ends is answered 503 service_unavailable", async () => {
    const { connection: upload, stopped } = await stopWithRequestInFlight(
      200,
      "POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 10\r\n\r\n123",
    );
    const answer = modelError(await upload.closed, 503);
    expect(answer.code).toBe("service_unavailable");
    expect(answer.headers).toContain("connection: close");
    await stopped;
  });

  test("the 503 of a stop carries Retry-After in delay-seconds, which isRetryable and retryDelay read", async () => {
    const { connection: upload, stopped } = await stopWithRequestInFlight(
      200,
      "POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 10\r\n\r\n123",
    );
    const raw = await upload.closed;
    const answer = modelError(raw, 503);
    expect(answer.headers).toMatch(/^retry-after: 1$/m);
    const [head = "", body = ""] = raw.split("\r\n\r\n");
    const headers = head
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(": ", 2) as [string, string]);
    const response = new Response(body, { status: 503, headers });
    expect(isRetryable(response)).toBe(true);
    expect(retryDelay(response, 1)).toBe(1000);
    const error = await errorFromResponse(response);
    expect(error.headers).toStrictEqual({ "retry-after": "1" });
    expect(retryDelay(error, 3)).toBe(1000);
    await stopped;
  });

  test("with CORS_ORIGINS, the 503 of a stop carries the CORS headers, so that a browser can read it", async () => {
    const server = await echoServer({ graceMs: 200 }, ["https://app.example"]);
    const uploads = await halfUploads(server);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = server.close();
    servers.splice(servers.indexOf(server), 1);
    await expectCorsForListedOnly(uploads, 503, "service_unavailable");
    await stopped;
  });
});

describe("slow clients are bounded", () => {
  test("five connections sending their head one byte at a time are cut with 408; others are served meanwhile", async () => {
    const server = await echoServer({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 });
    const head = "GET / HTTP/1.1\r\nhost: x\r\nx-slow: ";
    const slow = await Promise.all(Array.from({ length: 5 }, () => open(server)));
    const timers = slow.map((connection) => {
      let i = 0;
      return setInterval(() => {
        if (!connection.socket.destroyed) connection.socket.write(i < head.length ? (head[i++] as string) : "a");
      }, 50);
    });
    try {
      await stillServing(server);
      const answers = await Promise.all(slow.map((connection) => connection.closed));
      for (const answer of answers) expect(modelError(answer, 408).code).toBe("request_timeout");
      await stillServing(server);
    } finally {
      for (const timer of timers) clearInterval(timer);
    }
  });

  test("with CORS_ORIGINS, the 408 of a body too slow carries the CORS headers of its request's origin", async () => {
    const server = await echoServer({ headersTimeoutMs: 300, requestTimeoutMs: 500 }, ["https://app.example"]);
    await expectCorsForListedOnly(await halfUploads(server), 408, "request_timeout");
    await stillServing(server);
  });

  test("a head too slow on a keep-alive connection gets no CORS headers of the request answered before it", async () => {
    const server = await echoServer({ headersTimeoutMs: 300, requestTimeoutMs: 500 }, ["https://app.example"]);
    const connection = await open(server);
    connection.socket.write("GET / HTTP/1.1\r\nhost: x\r\norigin: https://app.example\r\n\r\n");
    await vi.waitFor(() => expect(connection.received()).toContain('{"received":0}'));
    connection.socket.write("GET / HTTP/1.1\r\nhost: x\r\n");
    const raw = await connection.closed;
    const second = raw.slice(raw.indexOf("HTTP/1.1", 1));
    expect(modelError(second, 408).headers).not.toContain("access-control-allow-origin");
  });

  test("connections past MAX_CONNECTIONS are closed at once; the ones within are served", async () => {
    const server = await echoServer({ maxConnections: 2 });
    const held = await Promise.all([open(server), open(server)]);
    const extra = await open(server);
    expect(await extra.closed).toBe("");
    for (const connection of held) connection.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stillServing(server);
  });
});
