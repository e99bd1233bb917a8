import { headerOf } from "./header-of.js";
import { parseTraceparent } from "./traceparent.js";

/**
 * What a boundary uses of a tracing span: the members of OpenTelemetry's
 * `Span` (`@opentelemetry/api`) that it calls. A structural type: pass the
 * span of `trace.getActiveSpan()` as it is; the package imports nothing of
 * OpenTelemetry.
 *
 * @public
 */
export interface TraceSpan {
  /** The span's identity: its `traceId` becomes the ticket. */
  spanContext(): { readonly traceId: string };
  /** Sets one attribute: the boundary sets `error.type` to the error's code. */
  setAttribute(key: string, value: string): unknown;
  /** Records an exception event: for a 5xx, the thrown value's class name and the code, nothing more. */
  recordException(exception: { readonly name: string; readonly message: string }): unknown;
  /** Sets the span's status: error (code 2) for a 5xx, with the code as its message. */
  setStatus(status: { readonly code: 2; readonly message: string }): unknown;
}

/**
 * The trace of the request a boundary answers: the option `trace` of every
 * boundary. With it, the ticket of every error body answered is the trace
 * id, and the span, when there is one, records the error by OpenTelemetry's
 * conventions.
 *
 * @public
 */
export interface RequestTrace {
  /**
   * The request's `traceparent` header (W3C Trace Context), as received.
   * `errorBoundary` and the handlers of `api-error-model/node` read it from
   * the request when this is absent; `toResponse` and `toHttpResponse`, which
   * see no request, need it here. A malformed header is ignored.
   */
  readonly traceparent?: string | null | undefined;
  /**
   * The request's span, or a function that gives it when an error is
   * answered (`() => trace.getActiveSpan()`, for a boundary made once for
   * every request). Its trace id wins over the header's; a span whose trace
   * id is not valid (a non-recording placeholder) is left alone.
   */
  readonly span?: TraceSpan | (() => TraceSpan | undefined) | undefined;
}

/** A request's trace, read: the ticket its errors carry, and the span that records them. */
export interface ResolvedTrace {
  readonly ticket: string | undefined;
  readonly span: TraceSpan | undefined;
}

/** A trace id: 32 lower-case hex digits, not all zeros (the same rule as the header's). */
const TRACE_ID = /^(?!0{32})[0-9a-f]{32}$/;

/** The ticket of a trace id: its 32 hex digits as a UUID, 8-4-4-4-12. */
function ticketOf(traceId: string): string {
  return `${traceId.slice(0, 8)}-${traceId.slice(8, 12)}-${traceId.slice(12, 16)}-${traceId.slice(16, 20)}-${traceId.slice(20)}`;
}

/** The span of `trace`, called if it is a function; `undefined` if none or if it fails. */
function spanOf(trace: RequestTrace): TraceSpan | undefined {
  try {
    const span = trace.span;
    const value: unknown = typeof span === "function" ? span() : span;
    return typeof value === "object" && value !== null ? (value as TraceSpan) : undefined;
  } catch {
    return undefined;
  }
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

/**
 * Reads a request's trace once: the span (called if a function) and the
 * ticket, from the span's trace id or else the header's. Never throws.
 */
export function resolveTrace(trace: RequestTrace): ResolvedTrace {
  const span = spanOf(trace);
  let traceId = span === undefined ? undefined : traceIdOfSpan(span);
  try {
    traceId ??= parseTraceparent(trace.traceparent)?.traceId;
  } catch {
    // A trace object whose header cannot be read: no ticket from it.
  }
  return { ticket: traceId === undefined ? undefined : ticketOf(traceId), span };
}

/**
 * The ticket of a request's trace: its trace id (the span's, else the
 * `traceparent` header's) written as a UUID, the form of every other
 * ticket; `undefined` when the request carries no valid trace.
 *
 * @remarks
 * The boundaries use it when given the option `trace`; a handler can too,
 * to build an error (or write a log line) under the ticket the boundary
 * will send. Remove the dashes to search a tracing backend by trace id.
 * Never throws.
 *
 * @param trace - the request's `traceparent` header and span
 * @returns `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`, the trace id's 32 digits, or `undefined`
 *
 * @example
 * ```ts
 * traceTicket({ traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01" });
 * // "4bf92f35-77b3-4da6-a3ce-929d0e0e4736"
 * ```
 * @public
 */
export function traceTicket(trace: RequestTrace): string | undefined {
  return resolveTrace(trace).ticket;
}

/**
 * The name of what was thrown that a span may hold: the class of an object
 * (its prototype's constructor, code, never data), else its `typeof`.
 */
function thrownKind(thrown: unknown): string {
  if ((typeof thrown !== "object" && typeof thrown !== "function") || thrown === null) return typeof thrown;
  try {
    const maker: unknown = Object.getPrototypeOf(thrown)?.constructor;
    const name: unknown = typeof maker === "function" ? maker.name : undefined;
    if (typeof name === "string" && /^[A-Za-z_$][\w$]{0,99}$/.test(name)) return name;
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
export function recordOnSpan(span: TraceSpan | undefined, status: number, code: string, thrown: unknown): void {
  if (span === undefined) return;
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
 * `options` with the `traceparent` header of `request` (a Fetch `Request`,
 * or a Node request with its `headers` object) when `options.trace` is set
 * without one. Never throws.
 */
export function withRequestTrace<O extends { readonly trace?: RequestTrace | undefined }>(
  options: O,
  request: unknown,
): O {
  const trace = options.trace;
  if (trace === undefined || trace.traceparent != null) return options;
  try {
    const traceparent = headerOf((request as { readonly headers?: unknown }).headers, "traceparent");
    return typeof traceparent === "string" ? { ...options, trace: { ...trace, traceparent } } : options;
  } catch {
    // A hostile request object, or none: the span alone.
    return options;
  }
}
