import { headerOf } from "./header-of.js";
import { PROGRAM_NAME } from "./program-name.js";
import { parseTraceparent, TRACE_ID } from "./traceparent.js";

/**
 * What {@link requestTrace} uses of a tracing span: the members of
 * OpenTelemetry's `Span` (`@opentelemetry/api`) that it calls. A structural
 * type: pass the span of `trace.getActiveSpan()` as it is; the package
 * imports nothing of OpenTelemetry.
 *
 * @public
 */
export interface TraceSpan {
  /** The span's identity: its `traceId` becomes the ticket. */
  spanContext(): { readonly traceId: string };
  /** Sets one attribute: `error.type`, to the error's code. */
  setAttribute(key: string, value: string): unknown;
  /** Records an exception event: for a 5xx, the thrown value's class name and the code, nothing more. */
  recordException(exception: { readonly name: string; readonly message: string }): unknown;
  /** Sets the span's status: error (code 2) for a 5xx, with the code as its message. */
  setStatus(status: { readonly code: 2; readonly message: string }): unknown;
}

/**
 * Where {@link requestTrace} reads a request's trace: its `traceparent`
 * header (given, or read from `request`), and its span.
 *
 * @public
 */
export interface RequestTraceInit {
  /** The request's `traceparent` header (W3C Trace Context), as received; a malformed one is ignored. */
  readonly traceparent?: string | null | undefined;
  /**
   * The request, whose `traceparent` header is read when `traceparent` is
   * absent: a Fetch `Request`, or a Node request (`IncomingMessage`,
   * Express's `req`, Fastify's `request`) with its `headers` object.
   */
  readonly request?: unknown;
  /**
   * The request's span (OpenTelemetry's `trace.getActiveSpan()`): its trace
   * id wins over the header's, and it records the errors. A span whose trace
   * id is not valid (a non-recording placeholder) gives no ticket.
   */
  readonly span?: TraceSpan | undefined;
  /**
   * What to do with a trace the client started (its `traceparent`):
   * `"continue"` (the default, as W3C Trace Context does inside a system)
   * takes the header's trace id when there is no span; `"restart"`, for a
   * server at the edge of your system, never takes a trace id the client
   * chose: the header is not read for the ticket, and a span whose trace id
   * is the header's (your tracer continued the client's trace) gives no
   * ticket either. The ticket is then your span's own trace id (start the
   * request's span as a new root), or a fresh ticket without one.
   */
  readonly incomingTrace?: "continue" | "restart" | undefined;
}

/**
 * The trace of the request a boundary answers: the option `trace` of every
 * boundary, made by `requestTrace` of the root entry (or by you, for another tracer).
 * With it, the ticket of every error body answered, a handler's `ApiError`
 * included, is `ticket`, and `record` is told of the answer.
 *
 * @public
 */
export interface RequestTrace {
  /** The ticket of the request's errors (its trace id, 8-4-4-4-12); `undefined` keeps the usual tickets. */
  readonly ticket: string | undefined;
  /** Records an answered error (its status, its code, what was thrown) on the request's span. */
  record(status: number, code: string, thrown: unknown): void;
}

/** The ticket of a trace id: its 32 hex digits, 8-4-4-4-12 (the form of a UUID, not its version and variant). */
function ticketOf(traceId: string): string {
  return `${traceId.slice(0, 8)}-${traceId.slice(8, 12)}-${traceId.slice(12, 16)}-${traceId.slice(16, 20)}-${traceId.slice(20)}`;
}

/** The valid trace id of `span`, or `undefined`. Never throws. */
function traceIdOfSpan(span: TraceSpan): string | undefined {
  try {
    const traceId: unknown = span.spanContext().traceId;
    return typeof traceId === "string" && TRACE_ID.test(traceId) ? traceId : undefined;
  } catch {
    return undefined;
  }
}

/** The `traceparent` header of `init`: given, else read from its request. Never throws. */
function traceparentOf(init: RequestTraceInit): unknown {
  try {
    return init.traceparent ?? headerOf((init.request as { readonly headers?: unknown }).headers, "traceparent");
  } catch {
    // A hostile request object, or none: no header.
    return undefined;
  }
}

/**
 * The name of what was thrown that a span may hold: the class of an object
 * (its prototype's constructor: code, never data), else its `typeof`.
 */
function thrownKind(thrown: unknown): string {
  if ((typeof thrown !== "object" && typeof thrown !== "function") || thrown === null) return typeof thrown;
  try {
    const maker: unknown = Object.getPrototypeOf(thrown)?.constructor;
    const name: unknown = typeof maker === "function" ? maker.name : undefined;
    if (typeof name === "string" && PROGRAM_NAME.test(name)) return name;
  } catch {
    // A Proxy that refuses to show its prototype.
  }
  return "Object";
}

/**
 * Records an answered error on `span` by OpenTelemetry's conventions:
 * `error.type` is the code; a 5xx also records an exception and sets the
 * status to error, a 4xx leaves the status unset (the client's failure, not
 * the server's). The exception is the thrown value's class name and the
 * code: its message and stack may quote input (a parser's or a driver's
 * message often does), and a span is stored and shown as a log is. A span
 * that throws is ignored. Never throws.
 */
function recordOnSpan(span: TraceSpan, status: number, code: string, thrown: unknown): void {
  try {
    span.setAttribute("error.type", code);
    if (status >= 500) {
      span.recordException({ name: thrownKind(thrown), message: code });
      span.setStatus({ code: 2, message: code });
    }
  } catch {
    // A span that fails must not stop the answer.
  }
}

/**
 * The trace of a request, for the option `trace` of the boundaries: the
 * ticket is its trace id (the span's, else the `traceparent` header's),
 * and errors are recorded on its span by OpenTelemetry's conventions.
 *
 * @remarks
 * The ticket is the trace id's 32 hex digits in the 8-4-4-4-12 form of
 * every other ticket (`4bf92f35-77b3-4da6-a3ce-929d0e0e4736`): a check of
 * that form accepts it (zod's `z.guid()`), a strict RFC 9562 check does not
 * (zod's `z.uuid()` refuses 7 in 8: the version and variant digits are the
 * trace id's, which a UUID could carry only by changing it). Remove the
 * dashes to search a tracing backend. A malformed header is ignored, never
 * echoed.
 *
 * The ticket is the request's trace id, whoever started the trace: by
 * default a client's `traceparent` is continued (W3C Trace Context), so a
 * client can choose its ticket, another request's included. A ticket is a
 * correlation id, never a secret or a proof of who sent a request. A server
 * at the edge of your system passes `incomingTrace: "restart"`: then no
 * ticket is a trace id the client chose. On the span: `error.type` is the code; a 5xx also records an
 * exception (the thrown value's class name and the code, never its message
 * or stack, which may quote input) and sets the status to error; a 4xx
 * leaves the status unset. No attribute holds a value the client sent.
 * Boundaries not given a trace carry none of this code. Never throws.
 *
 * @param init - the `traceparent` header (or the request to read it from), the span, and whether a client's trace is continued
 * @returns the trace, for the option `trace`
 *
 * @example
 * ```ts
 * import { trace } from "@opentelemetry/api";
 * // Hono
 * app.onError((error, c) =>
 *   toResponse(error, { trace: requestTrace({ request: c.req.raw, span: trace.getActiveSpan() }) }),
 * );
 * // Express, errorBoundary, Fastify: a function of the request
 * app.use(expressErrorHandler({ trace: (request) => requestTrace({ request, span: trace.getActiveSpan() }) }));
 * ```
 * @public
 */
export function requestTrace(init: RequestTraceInit): RequestTrace {
  const span = typeof init.span === "object" && init.span !== null ? init.span : undefined;
  const spanTraceId = span === undefined ? undefined : traceIdOfSpan(span);
  const clientTraceId = parseTraceparent(traceparentOf(init))?.traceId;
  const traceId =
    init.incomingTrace === "restart"
      ? spanTraceId === clientTraceId
        ? undefined
        : spanTraceId
      : (spanTraceId ?? clientTraceId);
  return {
    ticket: traceId === undefined ? undefined : ticketOf(traceId),
    record: (status, code, thrown) => {
      if (span !== undefined) recordOnSpan(span, status, code, thrown);
    },
  };
}

/**
 * The ticket of a request's trace, as {@link requestTrace} gives it: for a
 * handler that builds an error, or writes a log line, under the ticket the
 * boundary will send.
 *
 * @param init - the `traceparent` header (or the request to read it from) and the span
 * @returns the trace id in the 8-4-4-4-12 form, or `undefined` when the request carries no valid trace (or, with `incomingTrace: "restart"`, only the client's)
 *
 * @example
 * ```ts
 * traceTicket({ traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01" });
 * // "4bf92f35-77b3-4da6-a3ce-929d0e0e4736"
 * ```
 * @public
 */
export function traceTicket(init: RequestTraceInit): string | undefined {
  return requestTrace(init).ticket;
}
