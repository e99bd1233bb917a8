import { request } from "node:http";
import { connect } from "node:net";
import { INTERNAL_ERROR_MESSAGE, JSON_CONTENT_TYPE, quoteClientText } from "api-error-model";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  baseErrorOf,
  errorOf,
  send,
  startTestServer,
  type TestServer,
  testData,
  violationsOf,
} from "../../support/e2e.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(testData());
});
afterAll(() => server.close());

/** Checks that the server still answers a plain request. */
async function stillServing(target: TestServer = server): Promise<void> {
  expect((await send(target, "GET", "/api/v1/users/u1")).status).toBe(200);
}

describe("routes", () => {
  test("a quoted id is written with its control characters escaped, never raw", async () => {
    const body = baseErrorOf(
      await send(server, "POST", "/api/v1/mfa-challenges/a%07%0Ab/verify", { code: "000000" }),
      404,
    );
    expect(body).toMatchObject({ code: "mfa_challenge_not_found" });
    expect(body.message).toContain("a\\u0007\\u000ab");
    expect(body.message).not.toMatch(/\p{Cc}/u);
  });

  describe("a 900,000-character id with a newline, ESC and RLO comes back capped and escaped from every route", () => {
    const id = `a\nb\u001b[31m\u2069\u202e${"x".repeat(900_000)}`;
    const encoded = encodeURIComponent(id);
    const quoted = quoteClientText(id);
    const cases: [string, string, string, number, string, unknown?][] = [
      ["user_not_found", "GET", `/api/v1/users/${encoded}`, 404, `User [${quoted}] could not be found`],
      [
        "mfa_challenge_not_found",
        "POST",
        `/api/v1/mfa-challenges/${encoded}/verify`,
        404,
        `MFA challenge [${quoted}] could not be found`,
        { code: "000000" },
      ],
      [
        "route_not_found",
        "GET",
        `/api/v2/${encoded}`,
        404,
        // The catalogue's sentence, quoting nothing of the request.
        "No operation matches the method and path of the request.",
      ],
      ["method_not_allowed", "DELETE", `/api/v1/users/${encoded}`, 405, "The method is not allowed for this resource."],
    ];
    test.each(cases)("%s: capped and escaped in four locales", async (code, method, path, status, english, body) => {
      expect(quoted).toHaveLength(256);
      expect(quoted.startsWith("a\\u000ab\\u001b[31m\\u2069\\u202exxx")).toBe(true);
      for (const language of ["en", "de", "ar", "en-XA"]) {
        const reply = await send(server, method, path, body, { "accept-language": language });
        const answer = baseErrorOf(reply, status);
        expect(answer.code).toBe(code);
        if (language === "en") expect(answer.message).toBe(english);
        expect(answer.message.length, language).toBeLessThan(600);
        // No raw control or format character, but the isolates an Arabic sentence puts around values.
        expect(answer.message.replaceAll(/\u2068[^\u2068\u2069]*\u2069/gu, ""), language).not.toMatch(
          /[\p{Cc}\p{Cf}]/u,
        );
      }
    });
  });

  test.each([
    ["GET", "/"],
    ["GET", "/api/v1"],
    ["GET", "/api/v2/users"],
    ["GET", "/api/v1/users/u1/extra"],
    ["GET", "/api/v1/users/"],
    ["POST", "/api/v1/nothing"],
    ["DELETE", "/nothing/here"],
    ["GET", "/api/v1/mfa-challenges/m1"],
  ])("%s %s: 404 route_not_found", async (method, path) => {
    const body = baseErrorOf(await send(server, method, path), 404);
    expect(body).toStrictEqual({
      type: "base_error",
      code: "route_not_found",
      message: "No operation matches the method and path of the request.",
    });
  });

  test.each([
    ["DELETE", "/api/v1/users", "GET, HEAD, POST"],
    ["PUT", "/api/v1/users", "GET, HEAD, POST"],
    ["PATCH", "/api/v1/users/u1", "GET, HEAD"],
    ["DELETE", "/api/v1/users/u1", "GET, HEAD"],
    ["POST", "/api/v1/users/u1", "GET, HEAD"],
    ["GET", "/api/v1/tenants", "POST"],
    ["GET", "/api/v1/identity-providers", "POST"],
    ["GET", "/api/v1/mfa-challenges/m1/verify", "POST"],
    ["OPTIONS", "/api/v1/tenants", "POST"],
  ])("%s %s: 405 method_not_allowed with Allow: %s", async (method, path, allow) => {
    const reply = await send(server, method, path);
    expect(baseErrorOf(reply, 405)).toStrictEqual({
      type: "base_error",
      code: "method_not_allowed",
      message: "The method is not allowed for this resource.",
      details: { allowedMethods: allow.split(", ") },
    });
    expect(reply.headers.get("allow")).toBe(allow);
  });
});

describe("bodies that are not a JSON object: 400 invalid_request", () => {
  const cases: [string, string, Record<string, string>][] = [
    ["malformed JSON", '{"email": ', { "content-type": "application/json" }],
    ["trailing garbage", '{"email":"a@example.com"} x', { "content-type": "application/json" }],
    ["an array", '[{"email":"a@example.com"}]', { "content-type": "application/json" }],
    ["a string", '"a@example.com"', { "content-type": "application/json" }],
    ["a number", "42", { "content-type": "application/json" }],
    ["null", "null", { "content-type": "application/json" }],
    ["true", "true", { "content-type": "application/json" }],
    ["an empty body", "", { "content-type": "application/json" }],
    ["only spaces", "   \n", { "content-type": "application/json" }],
  ];

  for (const path of [
    "/api/v1/users",
    "/api/v1/tenants",
    "/api/v1/identity-providers",
    "/api/v1/mfa-challenges/m1/verify",
  ]) {
    test.each(cases)(`${path}: %s`, async (_name, body, headers) => {
      const reply = await send(server, "POST", path, body, headers);
      const error = baseErrorOf(reply, 400);
      expect(error.code).toBe("invalid_request");
      expect(error.details).toBeUndefined();
    });
  }

  test("the message says what is wrong", async () => {
    const message = async (body: string) => baseErrorOf(await send(server, "POST", "/api/v1/users", body), 400).message;
    expect(await message("")).toBe("The request body is empty; send a JSON object");
    expect(await message("{")).toBe("The request body is not valid JSON; send a JSON object");
    expect(await message("[]")).toBe("The request body must be a JSON object, not an array");
    expect(await message('"x"')).toBe("The request body must be a JSON object, not a string");
    expect(await message("null")).toBe("The request body must be a JSON object, not null");
  });

  test("an array or object nested 100000 deep is refused for its depth before it is parsed, and the server keeps serving", async () => {
    const tooDeep = { "": [{ code: "max_nesting_depth_exceeded", constraintAttributes: { maxNestingDepth: "64" } }] };
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const reply = await send(server, "POST", "/api/v1/users", deep, { "content-type": "application/json" });
    expect(violationsOf(reply)).toStrictEqual(tooDeep);
    const deepObject = `{"email":${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}}`;
    const objectReply = await send(server, "POST", "/api/v1/users", deepObject, { "content-type": "application/json" });
    expect(violationsOf(objectReply)).toStrictEqual(tooDeep);
    // Within the limit, a nested object is read and checked as before.
    const nested = `{"email":${'{"a":'.repeat(60)}1${"}".repeat(60)}}`;
    const nestedReply = await send(server, "POST", "/api/v1/users", nested, { "content-type": "application/json" });
    expect(violationsOf(nestedReply)).toStrictEqual({ email: [{ code: "invalid_email" }] });
    await stillServing();
  });
});

describe("a body not declared JSON: 415 unsupported_media_type, before it is read", () => {
  const BODY_PATHS = [
    "/api/v1/users",
    "/api/v1/tenants",
    "/api/v1/identity-providers",
    "/api/v1/mfa-challenges/m1/verify",
  ] as const;
  const refused: [string, string][] = [
    ["plain text (what fetch sends for a string)", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
    ["JSON in another charset", "application/json; charset=iso-8859-1"],
    ["JSON text sequences", "application/json-seq"],
    ["a look-alike", "application/jsonp"],
    ["a structured suffix that is not +json", "application/vnd.api+xml"],
  ];

  for (const path of BODY_PATHS) {
    test.each(refused)(`${path}: %s`, async (_name, contentType) => {
      const reply = await send(server, "POST", path, '{"email":"a@example.com"}', { "content-type": contentType });
      expect(baseErrorOf(reply, 415)).toStrictEqual({
        type: "base_error",
        code: "unsupported_media_type",
        message:
          "The media type of the request body is not supported; send it as application/json or application/*+json.",
        details: { supportedMediaTypes: ["application/json", "application/*+json"] },
      });
    });
  }

  test("a body without Content-Type is refused too (fetch sends none for bytes)", async () => {
    const response = await fetch(`${server.url}/api/v1/users`, {
      method: "POST",
      body: new TextEncoder().encode('{"email":"no.type@example.com"}'),
    });
    expect(response.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe("unsupported_media_type");
  });

  test("no body at all is an empty body, whatever the Content-Type: 400 invalid_request", async () => {
    const response = await fetch(`${server.url}/api/v1/users`, { method: "POST" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "The request body is empty; send a JSON object",
    );
  });

  test.each([
    "application/json",
    "APPLICATION/JSON",
    "application/json;charset=utf-8",
    'application/json; charset="UTF-8"',
    "application/json; foo=bar",
    "application/merge-patch+json",
    "application/vnd.api+json; charset=utf-8",
  ])("%s is JSON", async (contentType) => {
    // Unique per case: emails are compared case-insensitively.
    const email = `${Buffer.from(contentType).toString("hex")}@example.com`;
    const reply = await send(server, "POST", "/api/v1/users", JSON.stringify({ email }), {
      "content-type": contentType,
    });
    expect(reply.status).toBe(201);
  });
});

describe("large bodies", () => {
  test("a 1 MB email is too_long (maxLength 200), and the server keeps serving", async () => {
    const body = { email: `${"a".repeat(1_000_000)}@example.com` };
    const reply = await send(server, "POST", "/api/v1/users", body);
    expect(violationsOf(reply)).toStrictEqual({
      email: [{ code: "too_long", constraintAttributes: { maxLength: "200" } }],
    });
    await stillServing();
  });

  test("1 MB of garbage is an invalid_request, and the server keeps serving", async () => {
    const reply = await send(server, "POST", "/api/v1/users", "x".repeat(1024 * 1024), {
      "content-type": "application/json",
    });
    expect(baseErrorOf(reply, 400).code).toBe("invalid_request");
    await stillServing();
  });

  test("a body over the limit answers 413 payload_too_large, and the server keeps serving", async () => {
    const small = await startTestServer(testData(), { maxBodyBytes: 1000 });
    try {
      const reply = await send(small, "POST", "/api/v1/users", { email: `${"a".repeat(2000)}@example.com` });
      expect(baseErrorOf(reply, 413)).toStrictEqual({
        type: "base_error",
        code: "payload_too_large",
        message: "The request body is larger than 1,000 bytes.",
        details: { maxBytes: 1000 },
      });
      expect((await send(small, "POST", "/api/v1/users", { email: "fits@example.com" })).status).toBe(201);
      await stillServing(small);
    } finally {
      await small.close();
    }
  });

  test("the default limit is 4 MiB: a 5 MB body is 413, on a plain or a chunked request", async () => {
    const big = "x".repeat(5 * 1024 * 1024);
    expect(baseErrorOf(await send(server, "POST", "/api/v1/users", big), 413).details).toStrictEqual({
      maxBytes: 4 * 1024 * 1024,
    });
    const chunked = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/v1/users`,
        { method: "POST", headers: { "content-type": "application/json" } },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      // Without a content-length, node sends the body chunked; the server may stop reading early.
      req.on("error", reject);
      for (let i = 0; i < 5; i++) req.write(big.slice(0, 1024 * 1024));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text)).toMatchObject({ type: "base_error", code: "payload_too_large" });
    await stillServing();
  });
});

describe("every failure", () => {
  test("carries a fresh ticket: 200 failures of all kinds, 200 different tickets", async () => {
    const requests: [string, string, unknown?][] = [
      ["GET", "/api/v1/users/nobody"],
      ["GET", "/nowhere"],
      ["DELETE", "/api/v1/users"],
      ["POST", "/api/v1/users", "{"],
      ["POST", "/api/v1/users", { email: "" }],
      ["POST", "/api/v1/tenants", { applicationId: "app-a", name: "Acme" }],
      ["POST", "/api/v1/identity-providers", { name: "x" }],
      ["POST", "/api/v1/mfa-challenges/m3/verify", { code: "1" }],
    ];
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const [method, path, body] = requests[i % requests.length] as [string, string, unknown?];
        return send(server, method, path, body);
      }),
    );
    const tickets = replies.map((reply) => errorOf(reply, reply.status).ticket);
    expect(new Set(tickets).size).toBe(200);
    for (const reply of replies) expect(reply.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
  });

  test("an unexpected failure is a 500 internal_error that leaks nothing, logged under the client's ticket", async () => {
    const failing = await startTestServer(testData(), {
      newId: () => {
        throw new Error("database password is hunter2");
      },
    });
    try {
      const reply = await send(failing, "POST", "/api/v1/users", { email: "boom@example.com" });
      const body = errorOf(reply, 500);
      expect(body).toStrictEqual({
        type: "base_error",
        code: "internal_error",
        message: INTERNAL_ERROR_MESSAGE,
        ticket: body.ticket,
      });
      expect(reply.text).not.toContain("hunter2");
      expect(failing.unexpected).toHaveLength(1);
      expect(failing.unexpected[0]?.body.ticket).toBe(body.ticket);
      expect(String(failing.unexpected[0]?.thrown)).toContain("hunter2");
      await stillServing(failing);
    } finally {
      await failing.close();
    }
  });

  test("a thrown value that is not an Error is the same safe 500", async () => {
    const failing = await startTestServer(testData(), {
      newId: () => {
        throw "a string, not an Error";
      },
    });
    try {
      const reply = await send(failing, "POST", "/api/v1/tenants", { applicationId: "app-a", name: "New" });
      expect(errorOf(reply, 500).code).toBe("internal_error");
      expect(reply.text).not.toContain("a string");
      expect(failing.unexpected.map((entry) => entry.thrown)).toStrictEqual(["a string, not an Error"]);
    } finally {
      await failing.close();
    }
  });
});

/** Sends raw bytes on a fresh connection and resolves with everything the server answers. */
function rawExchange(target: TestServer, text: string): Promise<string> {
  const { hostname, port } = new URL(target.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

function splitRaw(answer: string): { statusLine: string; headers: string; body: unknown } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [statusLine = "", ...headers] = head.split("\r\n");
  return { statusLine, headers: headers.join("\n").toLowerCase(), body: JSON.parse(body) };
}

describe("requests Node cannot parse still get an error body", () => {
  test("a request that is not HTTP: 400 invalid_request", async () => {
    const { statusLine, headers, body } = splitRaw(await rawExchange(server, "HELLO\r\n\r\n"));
    expect(statusLine).toBe("HTTP/1.1 400 Bad Request");
    expect(headers).toContain(`content-type: ${JSON_CONTENT_TYPE.toLowerCase()}`);
    expect(body).toMatchObject({
      type: "base_error",
      code: "invalid_request",
      message: "The request is not valid HTTP",
    });
    await stillServing();
  });

  test("a request head over 1 MiB: 431 request_header_fields_too_large", async () => {
    const answer = await rawExchange(
      server,
      `GET /api/v1/users?query=${"a".repeat(1_100_000)} HTTP/1.1\r\nhost: x\r\n\r\n`,
    );
    const { statusLine, body } = splitRaw(answer);
    expect(statusLine).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(body).toMatchObject({ type: "base_error", code: "request_header_fields_too_large" });
    await stillServing();
  });

  test("a query of 300 KB (over Node's default head size) reaches the list-query checks", async () => {
    const filter = `${"(".repeat(50_000)}username eq "a"${")".repeat(50_000)}`;
    const reply = await send(server, "GET", `/api/v1/users?query=${encodeURIComponent(filter)}`);
    expect(violationsOf(reply, "request_constraint_violations")).toMatchObject({ query: [{ code: "too_long" }] });
    await stillServing();
  });
});
