import { context, propagation, SpanStatusCode, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { send, startTestServer, type TestServer, testData } from "../../support/e2e.js";
import { runs } from "../../support/fuzz.js";
import { expectNoSecret, plainSecret, secret } from "../../support/secrets.js";

// The reference server over real HTTP with OpenTelemetry's SDK registered (an in-memory
// exporter): a request with a `traceparent` gets error bodies whose ticket is its trace id,
// and the server span of every error carries `error.type` by the conventions, holding no value
// the client sent.

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

let server: TestServer;
/** A server whose every id maker throws what the test puts in `failure`: every create is a 500. */
let failing: TestServer;
let failure: unknown = new Error("boom");

beforeAll(async () => {
  provider.register();
  server = await startTestServer(testData());
  failing = await startTestServer(testData(), {
    newId: () => {
      throw failure;
    },
  });
});
afterAll(async () => {
  await server.close();
  await failing.close();
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: length, maxLength: length });
/** A valid `traceparent`: its trace id and parent id not all zeros. */
const traceparents = fc
  .tuple(hex(32), hex(16), fc.constantFrom("00", "01"))
  .filter(([traceId, parentId]) => /[1-9a-f]/.test(traceId) && /[1-9a-f]/.test(parentId))
  .map(([traceId, parentId, flags]) => ({
    traceId,
    parentId,
    sampled: flags === "01",
    header: `00-${traceId}-${parentId}-${flags}`,
  }));
/** A valid `traceparent` of a sampled trace: the server records its spans. */
const sampledTraceparents = traceparents.filter((parent) => parent.sampled);

/** The ticket of a trace id: its 32 digits as a UUID. */
function ticketOf(traceId: string): string {
  return traceId.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
}

/** The server spans the exporter holds for a trace id. */
function spansOf(traceId: string): ReadableSpan[] {
  return exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
}

/** Everything a span holds that a backend stores and shows, but the resource (the process, never the request). */
function stored(span: ReadableSpan): unknown {
  return {
    name: span.name,
    attributes: span.attributes,
    status: span.status,
    events: span.events.map((event) => ({ name: event.name, attributes: event.attributes })),
    links: span.links,
  };
}

/** Requests that fail, one of each kind: the app's 404 and 405, a handler's 404, a 400 of violations, a 415. */
const FAILURES: readonly [string, string, unknown, number, string][] = [
  ["GET", "/nothing/here", undefined, 404, "route_not_found"],
  ["DELETE", "/api/v1/users", undefined, 405, "method_not_allowed"],
  ["GET", "/api/v1/users/nobody", undefined, 404, "user_not_found"],
  ["POST", "/api/v1/users", { email: "not an email" }, 400, "message_body_constraint_violations"],
  ["GET", "/api/v1/users?count=many", undefined, 400, "request_constraint_violations"],
  ["GET", "/api/v1/users?query=(", undefined, 400, "invalid_request"],
];

describe("tickets that are trace ids", () => {
  test.each(FAILURES)(
    "%s %s: %i %s, its ticket the trace id, its span error.type and no error status",
    async (method, path, body, status, code) => {
      const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
      const parentId = "00f067aa0ba902b7";
      exporter.reset();
      const reply = await send(server, method, path, body, { traceparent: `00-${traceId}-${parentId}-01` });
      expect(reply.status).toBe(status);
      expect(reply.json).toMatchObject({ code, ticket: "4bf92f35-77b3-4da6-a3ce-929d0e0e4736" });
      const [span, ...others] = spansOf(traceId);
      expect(others).toStrictEqual([]);
      expect(span?.parentSpanContext?.spanId).toBe(parentId);
      expect(span?.attributes["error.type"]).toBe(code);
      expect(span?.attributes["http.response.status_code"]).toBe(status);
      // A client's failure: the status is left unset, and no exception is recorded.
      expect(span?.status.code).toBe(SpanStatusCode.UNSET);
      expect(span?.events).toStrictEqual([]);
    },
  );

  test("a 500: its ticket the trace id, its span error.type, a sanitized exception and the status error", async () => {
    failure = new TypeError("duplicate key value (email)=(ada@example.com)");
    exporter.reset();
    const traceId = "0af7651916cd43dd8448eb211c80319c";
    const reply = await send(
      failing,
      "POST",
      "/api/v1/users",
      { email: "new@example.com" },
      {
        traceparent: `00-${traceId}-b7ad6b7169203331-01`,
      },
    );
    expect(reply.status).toBe(500);
    expect(reply.json).toMatchObject({ code: "internal_error", ticket: ticketOf(traceId) });
    expect(failing.unexpected.at(-1)?.body.ticket).toBe(ticketOf(traceId));
    const [span] = spansOf(traceId);
    expect(span?.name).toBe("POST /api/v1/users");
    expect(span?.attributes["error.type"]).toBe("internal_error");
    expect(span?.status).toStrictEqual({ code: SpanStatusCode.ERROR, message: "internal_error" });
    expect(span?.events.map((event) => [event.name, event.attributes])).toStrictEqual([
      ["exception", { "exception.type": "TypeError", "exception.message": "internal_error" }],
    ]);
    expect(JSON.stringify(stored(span as ReadableSpan))).not.toContain("ada@example.com");
  });

  test("every 5xx span has error.type, and its trace id is the body's ticket, with a traceparent or without", async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(traceparents, { nil: undefined }), async (parent) => {
        exporter.reset();
        const headers: Record<string, string> = parent === undefined ? {} : { traceparent: parent.header };
        const reply = await send(failing, "POST", "/api/v1/tenants", { applicationId: "app-a", name: "New" }, headers);
        expect(reply.status).toBe(500);
        const ticket = (reply.json as { ticket: string }).ticket;
        const spans = exporter.getFinishedSpans();
        if (parent?.sampled === false) {
          // A trace the caller does not sample: no span is recorded, the ticket is still its trace id.
          expect(spans).toStrictEqual([]);
          expect(ticket).toBe(ticketOf(parent.traceId));
          return;
        }
        expect(spans).toHaveLength(1);
        const span = spans[0] as ReadableSpan;
        expect(span.attributes["http.response.status_code"]).toBe(500);
        expect(span.attributes["error.type"]).toBe("internal_error");
        expect(ticket).toBe(ticketOf(span.spanContext().traceId));
        if (parent !== undefined) expect(span.spanContext().traceId).toBe(parent.traceId);
      }),
      { numRuns: runs(10) },
    );
  });

  test.each([
    ["upper-case hex", "00-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-01"],
    ["a trace id of zeros", "00-00000000000000000000000000000000-00f067aa0ba902b7-01"],
    ["a parent id of zeros", "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01"],
    ["version ff", "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"],
    ["version 00 with more after it", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra"],
    [
      "two headers joined",
      "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01, 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    ],
    ["a long header", `00-${"a".repeat(6000)}`],
  ])(
    "a malformed traceparent (%s) is ignored: the server's own trace, the header never echoed",
    async (_name, header) => {
      exporter.reset();
      const reply = await send(server, "GET", "/api/v1/users/nobody", undefined, { traceparent: header });
      const body = reply.json as { code: string; ticket: string };
      expect(body.code).toBe("user_not_found");
      expect(reply.text).not.toMatch(/4bf92f35|aaaaaaaa/i);
      // The server's span began a trace of its own, and the ticket is its trace id.
      const [span, ...others] = exporter.getFinishedSpans();
      expect(others).toStrictEqual([]);
      expect(span?.parentSpanContext).toBeUndefined();
      expect(body.ticket).toBe(ticketOf(span?.spanContext().traceId ?? ""));
      expect(span?.attributes["error.type"]).toBe("user_not_found");
    },
  );
});

describe("no span holds a value the client sent", () => {
  test("secrets in the path, the query, the headers and the body, and in the thrown failure", async () => {
    await fc.assert(
      fc.asyncProperty(plainSecret, secret, sampledTraceparents, async (plain, anySecret, parent) => {
        failure = Object.assign(new Error(anySecret), { code: anySecret, detail: anySecret });
        exporter.reset();
        const headers = { traceparent: parent.header, authorization: `Bearer ${plain}`, "x-api-key": plain };
        const body = { email: anySecret, username: anySecret, [plain]: anySecret };
        const replies = [
          await send(server, "GET", `/api/v1/users/${plain}`, undefined, headers),
          await send(server, "GET", `/api/v1/${plain}`, undefined, headers),
          await send(
            server,
            "GET",
            `/api/v1/users?count=${plain}&query=${plain}%20eq%20%22${plain}%22`,
            undefined,
            headers,
          ),
          await send(server, "GET", `/api/v1/users?query=(${plain}`, undefined, headers),
          await send(server, "POST", "/api/v1/users", body, headers),
          await send(failing, "POST", "/api/v1/tenants", { applicationId: "app-a", name: anySecret }, headers),
        ];
        expect(replies.map((reply) => reply.status)).toStrictEqual([404, 404, 400, 400, 400, 500]);
        const spans = spansOf(parent.traceId);
        expect(spans).toHaveLength(replies.length);
        for (const span of spans) expectNoSecret(stored(span), [plain, anySecret]);
        for (const reply of replies) expect((reply.json as { ticket: string }).ticket).toBe(ticketOf(parent.traceId));
      }),
      { numRuns: runs(8) },
    );
  });
});
