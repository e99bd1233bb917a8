import { SpanStatusCode } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  baseError,
  errorBoundary,
  type RequestTrace,
  requestTrace,
  type TraceSpan,
  toHttpResponse,
  toResponse,
  traceTicket,
} from "../../../../src/index.js";
import { fastifyErrorHandler, fastifyNotFoundHandler, sendError } from "../../../../src/node/index.js";
import { toProblemResponse } from "../../../../src/views/index.js";
import { fuzz, runs } from "../../../support/fuzz.js";
import { recorder } from "../../../support/node.js";
import { expectNoSecret, thrownWithSecrets } from "../../../support/secrets.js";

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const TICKET = "4bf92f35-77b3-4da6-a3ce-929d0e0e4736";
const SPAN_TRACE_ID = "0af7651916cd43dd8448eb211c80319c";
const SPAN_TICKET = "0af76519-16cd-43dd-8448-eb211c80319c";

/** A span that records what is done to it. */
function recordingSpan(traceId: unknown = SPAN_TRACE_ID): TraceSpan & { readonly calls: unknown[][] } {
  const calls: unknown[][] = [];
  return {
    calls,
    spanContext: () => ({ traceId: traceId as string }),
    setAttribute: (...args) => calls.push(["setAttribute", ...args]),
    recordException: (...args) => calls.push(["recordException", ...args]),
    setStatus: (...args) => calls.push(["setStatus", ...args]),
  };
}

const bodyOf = (text: string) => JSON.parse(text) as Record<string, unknown>;
const notFound = () => new ApiError(baseError({ code: "user_not_found", message: "m", ticket: "handler-ticket" }));

describe("incomingTrace: a server at the edge restarts a client's trace", () => {
  test('"continue" is the default: the client\'s traceparent is the ticket', () => {
    expect(traceTicket({ traceparent: TRACEPARENT })).toBe(TICKET);
    expect(traceTicket({ traceparent: TRACEPARENT, incomingTrace: "continue" })).toBe(TICKET);
  });

  test('"restart": never a trace id the client chose; the span\'s own trace when it started one', () => {
    expect(traceTicket({ traceparent: TRACEPARENT, incomingTrace: "restart" })).toBeUndefined();
    expect(
      traceTicket({ request: { headers: { traceparent: TRACEPARENT } }, incomingTrace: "restart" }),
    ).toBeUndefined();
    // The span is a new root: its trace id is the ticket.
    expect(traceTicket({ traceparent: TRACEPARENT, span: recordingSpan(), incomingTrace: "restart" })).toBe(
      SPAN_TICKET,
    );
    expect(traceTicket({ span: recordingSpan(), incomingTrace: "restart" })).toBe(SPAN_TICKET);
    // The tracer continued the client's trace: its id is the client's choice, so no ticket of it.
    expect(traceTicket({ traceparent: TRACEPARENT, span: recordingSpan(TRACE_ID), incomingTrace: "restart" })).toBe(
      undefined,
    );
  });

  test('through a boundary: with "restart" a client that sends another request\'s trace id gets a fresh ticket', async () => {
    const victim = toHttpResponse(notFound(), { trace: requestTrace({ traceparent: TRACEPARENT }) });
    expect(bodyOf(victim.body)["ticket"]).toBe(TICKET);
    const handler = errorBoundary(
      (_request: Request): Response => {
        throw notFound();
      },
      { trace: (request) => requestTrace({ request, incomingTrace: "restart" }) },
    );
    const answer = await handler(new Request("http://x/", { headers: { traceparent: TRACEPARENT } }));
    const ticket = ((await answer.json()) as { ticket: string }).ticket;
    expect(ticket).not.toBe(TICKET);
    expect(ticket).toBe("handler-ticket");
  });
});

describe("a trace-id ticket has the form of a UUID, not RFC 9562's version and variant", () => {
  test("lenient checks of the 8-4-4-4-12 form accept every one (zod's z.guid()); strict ones refuse most (z.uuid())", () => {
    const tickets = fc
      .sample(fc.stringMatching(/^[1-9a-f][0-9a-f]{31}$/), 400)
      .map((traceId) => traceTicket({ traceparent: `00-${traceId}-00f067aa0ba902b7-01` }) as string);
    expect(tickets.every((ticket) => z.guid().safeParse(ticket).success)).toBe(true);
    // About 1 in 8 has a version and variant a strict check accepts: the docs claim no more.
    const strict = tickets.filter((ticket) => z.uuid().safeParse(ticket).success).length;
    expect(strict).toBeLessThan(tickets.length / 2);
    expect(z.uuid().safeParse("0e10436b-79e8-08e8-9b7c-c7d9aeea3e98").success).toBe(false);
  });
});

describe("traceTicket", () => {
  test("the trace id of the header, as a UUID", () => {
    expect(traceTicket({ traceparent: TRACEPARENT })).toBe(TICKET);
  });

  test("the span's trace id wins over the header's", () => {
    expect(traceTicket({ traceparent: TRACEPARENT, span: recordingSpan() })).toBe(SPAN_TICKET);
    expect(traceTicket({ span: recordingSpan() })).toBe(SPAN_TICKET);
  });

  test("the header of a request: a Fetch Request, a Node request's headers; a given header wins", () => {
    expect(traceTicket({ request: new Request("http://x/", { headers: { traceparent: TRACEPARENT } }) })).toBe(TICKET);
    expect(traceTicket({ request: { headers: { traceparent: TRACEPARENT } } })).toBe(TICKET);
    const given = `00-${SPAN_TRACE_ID}-00f067aa0ba902b7-01`;
    expect(traceTicket({ traceparent: given, request: { headers: { traceparent: TRACEPARENT } } })).toBe(SPAN_TICKET);
    expect(traceTicket({ request: { headers: { traceparent: [TRACEPARENT] } } })).toBeUndefined();
  });

  test.each([
    ["a trace id of zeros (a non-recording placeholder)", recordingSpan("0".repeat(32))],
    ["an upper-case trace id", recordingSpan(SPAN_TRACE_ID.toUpperCase())],
    ["a trace id that is no string", recordingSpan(42)],
    [
      "a span whose context throws",
      {
        ...recordingSpan(),
        spanContext: () => {
          throw new Error("no");
        },
      },
    ],
    ["no object", "span" as unknown as TraceSpan],
    ["null", null as unknown as TraceSpan],
  ])("%s: the header's trace id", (_name, span) => {
    expect(traceTicket({ traceparent: TRACEPARENT, span })).toBe(TICKET);
  });

  test("no valid trace: undefined", () => {
    expect(traceTicket({})).toBeUndefined();
    expect(traceTicket({ traceparent: null })).toBeUndefined();
    expect(traceTicket({ traceparent: "00-not-a-trace" })).toBeUndefined();
    expect(traceTicket({ span: recordingSpan("0".repeat(32)) })).toBeUndefined();
  });

  test("a request or an init whose header cannot be read: the span's ticket, or undefined", () => {
    const throwing = {
      get headers(): unknown {
        throw new Error("no");
      },
    };
    expect(traceTicket({ request: throwing })).toBeUndefined();
    expect(traceTicket({ request: throwing, span: recordingSpan() })).toBe(SPAN_TICKET);
    expect(traceTicket({ request: undefined })).toBeUndefined();
    const init = {
      get traceparent(): string {
        throw new Error("no");
      },
    };
    expect(traceTicket(init)).toBeUndefined();
  });
});

describe("the boundary option trace: the ticket of every body answered", () => {
  test("a handler's ApiError is answered under the trace's ticket, its status and headers kept", () => {
    const error = new ApiError(baseError({ code: "too_many_requests", message: "m", ticket: "handler-ticket" }), {
      status: 429,
      headers: { "retry-after": "30" },
    });
    const answer = toHttpResponse(error, { trace: requestTrace({ traceparent: TRACEPARENT }) });
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe("30");
    expect(bodyOf(answer.body)).toStrictEqual({
      type: "base_error",
      code: "too_many_requests",
      message: "m",
      ticket: TICKET,
    });
    // The error itself is not changed.
    expect(error.body.ticket).toBe("handler-ticket");
  });

  test("an ApiError built under the trace's ticket is answered as it is", () => {
    const error = new ApiError(baseError({ code: "user_not_found", message: "m", ticket: TICKET }));
    expect(toHttpResponse(error, { trace: requestTrace({ traceparent: TRACEPARENT }) }).body).toBe(
      toHttpResponse(error).body,
    );
  });

  test("the safe 500 and a thrown 4xx get the trace's ticket, and onUnexpected sees it", () => {
    const onUnexpected = vi.fn();
    const options = { trace: requestTrace({ traceparent: TRACEPARENT }), newTicket: () => "maker", onUnexpected };
    expect(bodyOf(toHttpResponse(new Error("boom"), options).body)["ticket"]).toBe(TICKET);
    expect(onUnexpected.mock.calls[0]?.[1]).toMatchObject({ code: "internal_error", ticket: TICKET });
    expect(bodyOf(toHttpResponse({ status: 404 }, options).body)["ticket"]).toBe(TICKET);
  });

  test("without a valid trace, the ticket is made as before", () => {
    const options = { trace: requestTrace({ traceparent: "garbage" }), newTicket: () => "maker" };
    expect(bodyOf(toHttpResponse(new Error("boom"), options).body)["ticket"]).toBe("maker");
    expect(bodyOf(toHttpResponse(notFound(), options).body)["ticket"]).toBe("handler-ticket");
  });

  test("a trace of your own (another tracer): its ticket, and it is told of each answer", () => {
    const record = vi.fn();
    const trace: RequestTrace = { ticket: "dd-123", record };
    expect(bodyOf(toHttpResponse(new Error("boom"), { trace }).body)["ticket"]).toBe("dd-123");
    expect(record).toHaveBeenCalledWith(500, "internal_error", expect.any(Error));
  });

  test.each([
    [
      "a trace whose ticket cannot be read",
      {
        get ticket(): string {
          throw new Error("no");
        },
        record: () => {},
      },
    ],
    [
      "a trace whose record throws",
      {
        ticket: undefined,
        record: () => {
          throw new Error("no");
        },
      },
    ],
    [
      "a function that throws",
      () => {
        throw new Error("no");
      },
    ],
    ["a function that gives nothing", () => undefined],
    ["a trace that is no object", "trace"],
  ])("%s: the usual answer", (_name, trace) => {
    const answer = toHttpResponse(notFound(), { trace: trace as RequestTrace });
    expect(bodyOf(answer.body)["ticket"]).toBe("handler-ticket");
  });

  test("without the option, a traceparent is never read: the answer is the same", () => {
    expect(toHttpResponse(notFound()).body).toBe(toHttpResponse(notFound(), {}).body);
  });
});

describe("the boundary option trace: errors on the span by OpenTelemetry's conventions", () => {
  test("a 4xx: error.type is the code, no exception, the status left unset", () => {
    const span = recordingSpan();
    toHttpResponse(notFound(), { trace: requestTrace({ span }) });
    expect(span.calls).toStrictEqual([["setAttribute", "error.type", "user_not_found"]]);
  });

  test("a thrown 4xx: error.type is the code of its status", () => {
    const span = recordingSpan();
    toHttpResponse(Object.assign(new Error("secret"), { status: 413 }), { trace: requestTrace({ span }) });
    expect(span.calls).toStrictEqual([["setAttribute", "error.type", "payload_too_large"]]);
  });

  test("a 5xx: error.type, an exception of the thrown value's class and the code only, the status error", () => {
    const span = recordingSpan();
    toHttpResponse(new TypeError("Unexpected token 's', \"sk_live_1234\" is not valid JSON"), {
      trace: requestTrace({ span }),
    });
    expect(span.calls).toStrictEqual([
      ["setAttribute", "error.type", "internal_error"],
      ["recordException", { name: "TypeError", message: "internal_error" }],
      ["setStatus", { code: 2, message: "internal_error" }],
    ]);
  });

  test("an ApiError with a 5xx status built with expose: the same, its class ApiError", () => {
    const span = recordingSpan();
    const error = new ApiError(baseError({ code: "service_unavailable", message: "m" }), { status: 503, expose: true });
    toHttpResponse(error, { trace: requestTrace({ span }) });
    expect(span.calls.slice(1)).toStrictEqual([
      ["recordException", { name: "ApiError", message: "service_unavailable" }],
      ["setStatus", { code: 2, message: "service_unavailable" }],
    ]);
  });

  class Custom {}
  test.each([
    ["a string", "boom", "string"],
    ["undefined", undefined, "undefined"],
    ["null", null, "object"],
    ["a plain object", { message: "m" }, "Object"],
    ["an object without a prototype", Object.create(null), "Object"],
    ["an object of a class", new Custom(), "Custom"],
    ["a function", () => {}, "Function"],
    ["an object whose class has no usable name", new (class {})(), "Object"],
    ["an object whose prototype is data", Object.create({ constructor: { name: "sk_live_secret" } }), "Object"],
  ])("the exception's name for %s", (_name, thrown, name) => {
    const span = recordingSpan();
    toHttpResponse(thrown, { trace: requestTrace({ span }) });
    expect(span.calls[1]).toStrictEqual(["recordException", { name, message: "internal_error" }]);
  });

  test("the exception's name for a Proxy that refuses its prototype: Object", () => {
    const span = recordingSpan();
    const thrown = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error("no");
        },
      },
    );
    toHttpResponse(thrown, { trace: requestTrace({ span }) });
    expect(span.calls[1]).toStrictEqual(["recordException", { name: "Object", message: "internal_error" }]);
  });

  test("a span with an invalid trace id is still told, the ticket coming from the header", () => {
    const span = recordingSpan("0".repeat(32));
    const answer = toHttpResponse(notFound(), { trace: requestTrace({ traceparent: TRACEPARENT, span }) });
    expect(bodyOf(answer.body)["ticket"]).toBe(TICKET);
    expect(span.calls).toHaveLength(1);
  });

  test("a span that throws does not stop the answer", () => {
    const throwing = () => {
      throw new Error("exporter down");
    };
    const span = {
      spanContext: () => ({ traceId: SPAN_TRACE_ID }),
      setAttribute: throwing,
      recordException: throwing,
      setStatus: throwing,
    };
    const answer = toHttpResponse(new Error("boom"), { trace: requestTrace({ span }) });
    expect(answer.status).toBe(500);
    expect(bodyOf(answer.body)["ticket"]).toBe(SPAN_TICKET);
  });

  test("a real OpenTelemetry SDK span: attributes, exception event and status as the exporter sees them", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const tracer = provider.getTracer("test");
    const server = tracer.startSpan("GET /users/:id");
    const answer = toHttpResponse(new RangeError("id 'sk_live_x' out of range"), {
      trace: requestTrace({ span: server }),
    });
    server.end();
    const client = tracer.startSpan("GET /users/:id");
    toHttpResponse(notFound(), { trace: requestTrace({ span: client }) });
    client.end();
    const [failed, refused] = exporter.getFinishedSpans();
    expect(bodyOf(answer.body)["ticket"]).toBe(
      failed?.spanContext().traceId.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5"),
    );
    expect(failed?.attributes).toStrictEqual({ "error.type": "internal_error" });
    expect(failed?.status).toStrictEqual({ code: SpanStatusCode.ERROR, message: "internal_error" });
    expect(failed?.events.map((event) => event.attributes)).toStrictEqual([
      { "exception.type": "RangeError", "exception.message": "internal_error" },
    ]);
    expect(refused?.attributes).toStrictEqual({ "error.type": "user_not_found" });
    expect(refused?.status).toStrictEqual({ code: SpanStatusCode.UNSET });
    expect(refused?.events).toStrictEqual([]);
    await provider.shutdown();
  });
});

describe("the boundaries that see the request read its traceparent", () => {
  const request = () => new Request("http://x/", { headers: { traceparent: TRACEPARENT } });
  const fail = async (_request: Request): Promise<Response> => {
    throw notFound();
  };

  test("errorBoundary: from the Request, when the option is set; a traceparent given wins", async () => {
    const ticketOf = async (response: Response) => ((await response.json()) as { ticket: string }).ticket;
    expect(
      await ticketOf(await errorBoundary(fail, { trace: (request: unknown) => requestTrace({ request }) })(request())),
    ).toBe(TICKET);
    expect(await ticketOf(await errorBoundary(fail)(request()))).toBe("handler-ticket");
    const given = `00-${SPAN_TRACE_ID}-00f067aa0ba902b7-01`;
    const fixed = requestTrace({ traceparent: given });
    expect(await ticketOf(await errorBoundary(fail, { trace: fixed })(request()))).toBe(SPAN_TICKET);
  });

  test("sendError: from res.req (node:http, Express)", () => {
    const res = { ...recorder(), req: { headers: { traceparent: TRACEPARENT } } };
    sendError(res, notFound(), { trace: (request: unknown) => requestTrace({ request }) });
    expect(bodyOf(res.body())["ticket"]).toBe(TICKET);
    const without = { ...recorder(), req: { headers: {} } };
    sendError(without, notFound(), { trace: (request: unknown) => requestTrace({ request }) });
    expect(bodyOf(without.body())["ticket"]).toBe("handler-ticket");
  });

  test("the Fastify handlers: from the request", () => {
    const sent: string[] = [];
    const reply = { code: () => {}, header: () => {}, removeHeader: () => {}, send: (text: string) => sent.push(text) };
    const req = { method: "GET", url: "/x", headers: { traceparent: TRACEPARENT } };
    fastifyErrorHandler({ trace: (request: unknown) => requestTrace({ request }) })(new Error("boom"), req, reply);
    fastifyNotFoundHandler({ trace: (request: unknown) => requestTrace({ request }) })(req, reply);
    expect(sent.map((text) => bodyOf(text)["ticket"])).toStrictEqual([TICKET, TICKET]);
  });

  test("a request that cannot be read: the span alone", () => {
    const hostile = {
      get headers(): unknown {
        throw new Error("no");
      },
    };
    const res = { ...recorder(), req: hostile as never };
    sendError(res, notFound(), { trace: (request) => requestTrace({ request, span: recordingSpan() }) });
    expect(bodyOf(res.body())["ticket"]).toBe(SPAN_TICKET);
    const none = recorder();
    sendError(none, notFound(), { trace: (request: unknown) => requestTrace({ request }) });
    expect(bodyOf(none.body())["ticket"]).toBe("handler-ticket");
  });

  test("toResponse and toProblemResponse take the trace as given", async () => {
    const trace = requestTrace({ traceparent: TRACEPARENT });
    expect(((await toResponse(notFound(), { trace }).json()) as { ticket: string }).ticket).toBe(TICKET);
    const problem = (await toProblemResponse(notFound(), { trace }).json()) as { ticket: string };
    expect(problem.ticket).toBe(TICKET);
  });
});

fuzz("the trace option: no value the client sent on the span", () => {
  test("whatever was thrown, the span holds the code, a class name and a status only", () => {
    fc.assert(
      fc.property(thrownWithSecrets, ({ thrown, secrets }) => {
        const span = recordingSpan();
        const answer = toHttpResponse(thrown, { trace: requestTrace({ traceparent: TRACEPARENT, span }) });
        expectNoSecret(span.calls, secrets);
        expect(bodyOf(answer.body)["ticket"]).toBe(SPAN_TICKET);
      }),
      { numRuns: runs(300) },
    );
  });
});
